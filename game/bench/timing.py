"""Small timing helpers shared by the benchmarks."""

from __future__ import annotations

import statistics
import time
import tracemalloc
from collections.abc import Callable
from typing import Any


def time_calls(fn: Callable[[], Any], repeat: int) -> list[float]:
    """Seconds taken by each of `repeat` calls of fn."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        times.append(time.perf_counter() - start)
    return times


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100) by linear interpolation."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    pos = (len(ordered) - 1) * q / 100
    low = int(pos)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (pos - low)


def summary_ms(values: list[float]) -> str:
    """'mean X ms, p99 Y ms' for a list of seconds."""
    mean_ms = statistics.fmean(values) * 1e3
    return f"mean {mean_ms:.3f} ms, p99 {percentile(values, 99) * 1e3:.3f} ms"


def peak_memory(fn: Callable[[], Any]) -> tuple[Any, int]:
    """Run fn under tracemalloc; return its result and the bytes it kept allocated."""
    tracemalloc.start()
    try:
        result = fn()
        current, _peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    return result, current
