"""The value axis of a chart: a range and round ticks that cannot be misread.

A chart's axis starts and ends on round ticks (steps of 1, 2, 2.5 or 5 times a power of ten)
around the values shown. Quantities that cannot be negative (times, speeds, rates, counts)
never get a tick below zero, a rate never one above 100 %, and counts get whole-number
ticks only. One value alone still gets an axis around it. Tick labels are written in the
player's language without a thousands separator below 10,000 (German "1.327" reads as a
decimal) and with a narrow space above it.
"""

from __future__ import annotations

import math
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from game.i18n.formats import number

STEPS = (1.0, 2.0, 2.5, 5.0)  # round steps, times a power of ten
NARROW_SPACE = "\u202f"  # groups the digits of big numbers (no-break, narrow)
GROUPED_FROM = 10_000


@dataclass(frozen=True)
class Axis:
    """A range from `low` to `high` with its ticks (low and high among them); labels take
    `decimals` places."""

    low: float
    high: float
    ticks: tuple[float, ...]
    decimals: int

    def labels(self, suffix: str = "") -> list[str]:
        """Each tick written for the player."""
        return [tick_text(tick, self.decimals) + suffix for tick in self.ticks]


def tick_text(value: float, decimals: int = 0) -> str:
    """A tick's number in the player's language: no thousands separator below 10,000,
    a narrow space above (never a point or comma that reads as a decimal)."""
    if abs(value) < GROUPED_FROM:
        return number(0.0 if value == 0 else value, decimals, grouping=False)
    whole = number(value, decimals, grouping=False)
    sign = "-" if whole.startswith("-") else ""
    digits = whole.lstrip("-")
    point = next((i for i, ch in enumerate(digits) if not ch.isdigit()), len(digits))
    head, tail = digits[:point], digits[point:]
    groups = [head[max(0, i - 3) : i] for i in range(len(head), 0, -3)][::-1]
    return sign + NARROW_SPACE.join(groups) + tail


def _steps(raw: float, whole: bool) -> Iterator[float]:
    """Round steps from the smallest at least `raw` upwards (whole numbers only: 1, 2, 5 ...)."""
    power = 10.0 ** math.floor(math.log10(raw))
    while True:
        for factor in STEPS:
            step = factor * power
            if whole and (step < 1 or factor == 2.5):
                continue
            if step >= raw * (1 - 1e-9):
                yield step
        power *= 10


def _decimals(step: float) -> int:
    """The places a tick needs to show a step exactly (0.25: two)."""
    places = 0
    while places < 6 and round(step * 10**places, 6) % 1:
        places += 1
    return places


def axis(
    values: Sequence[float],
    *,
    most: int = 5,
    floor: float | None = 0.0,
    ceiling: float | None = None,
    whole: bool = False,
    include: Sequence[float] = (),
) -> Axis:
    """The axis for `values` with at most `most` ticks (at least 2). `floor`/`ceiling`: the
    least and most a value can be (None: unbounded); `whole`: only whole-number ticks (counts);
    `include`: values the range must reach as well (0 for bars)."""
    most = max(2, most)
    every = [*values, *include]
    low = min(every, default=0.0)
    high = max(every, default=1.0)
    if high - low < 1e-9:  # one value (or all alike): room around it
        pad = max(abs(high) * 0.1, 1.0 if whole else 0.1)
        low, high = low - pad, high + pad
    if floor is not None:
        low = max(floor, low)
    if ceiling is not None:
        high = min(ceiling, high)
    for step in _steps((high - low) / (most - 1), whole):
        first = math.floor(low / step + 1e-9) * step
        last = math.ceil(high / step - 1e-9) * step
        if floor is not None:
            first = max(floor, first)
        if ceiling is not None:
            last = min(ceiling, last)
        count = round((last - first) / step)
        if count + 1 <= most:
            break
    decimals = _decimals(step)
    ticks = [round(first + i * step, decimals) for i in range(count + 1)]
    if ticks[-1] < last - step * 1e-6:  # a ceiling between two steps
        ticks.append(round(last, decimals))
    return Axis(ticks[0], ticks[-1], tuple(ticks), decimals)


def ticks_that_fit(height: int, line: int) -> int:
    """How many ticks an axis `height` pixels tall holds with a label `line` pixels tall and
    at least as much room between labels."""
    return max(2, min(6, height // max(1, 2 * line) + 1))
