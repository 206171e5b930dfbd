"""The `--time-limit S` option the solver's and the trainer's command-line tools share."""

from __future__ import annotations

import argparse
import math

DEFAULT_SECONDS = 60.0
MIN_SECONDS, MAX_SECONDS = 0.5, 3600.0


def seconds(value: str) -> float:
    """A time limit from the command line; ArgumentTypeError (one line) when out of range."""
    try:
        parsed = float(value) if len(value) < 20 else math.nan
    except ValueError:
        parsed = math.nan
    if not MIN_SECONDS <= parsed <= MAX_SECONDS:
        raise argparse.ArgumentTypeError(
            f"expected seconds from {MIN_SECONDS:g} to {MAX_SECONDS:g}, got {value[:20]!r}"
        )
    return parsed


def add_time_limit(parser: argparse.ArgumentParser, what: str) -> None:
    """Add `--time-limit S` (default 60 s); `what` says what is given up when it runs out."""
    parser.add_argument(
        "--time-limit",
        type=seconds,
        default=DEFAULT_SECONDS,
        metavar="S",
        help=f"give up {what} after S seconds (default {DEFAULT_SECONDS:.0f})",
    )
