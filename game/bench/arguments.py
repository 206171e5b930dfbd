"""The benchmarks' command lines, checked like the game's own: the same value checks
(`game.cli`), a bad value is one line and exit status 2, never a traceback later on."""

from __future__ import annotations

import argparse
import math
import sys
from typing import NoReturn

from game.cli import difficulty_value, positive_whole, seed_value
from game.storage.userfile import one_line

__all__ = ["BenchParser", "difficulty_value", "positive_seconds", "positive_whole", "seed_value"]


class BenchParser(argparse.ArgumentParser):
    """argparse with the game's one-line error: `PROG: error: ...`, exit status 2."""

    def error(self, message: str) -> NoReturn:
        """Print one line (a long bad value shortened) and exit 2."""
        print(f"{self.prog}: error: {one_line(message, 200)}", file=sys.stderr)
        raise SystemExit(2)


def positive_seconds(value: str) -> float:
    """A finite number of seconds above 0."""
    try:
        seconds = float(value) if len(value) <= 30 else math.nan
    except ValueError:
        seconds = math.nan
    if not math.isfinite(seconds) or seconds <= 0:
        raise argparse.ArgumentTypeError(f"expected seconds above 0, got {value[:30]!r}")
    return seconds
