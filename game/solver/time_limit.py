"""The `--time-limit S` option the solver's and the trainer's command-line tools share."""

from __future__ import annotations

import argparse
import math

from game.i18n import _

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
            _("expected seconds from {low} to {high}, got {value}").format(
                low=f"{MIN_SECONDS:g}", high=f"{MAX_SECONDS:g}", value=repr(value[:20])
            )
        )
    return parsed


def add_time_limit(
    parser: argparse.ArgumentParser, what: str = "", *, help_text: str | None = None
) -> None:
    """Add `--time-limit S` (default 60 s); `what` says what is given up when it runs out,
    or `help_text` is the whole line (a translated sentence with a `{seconds}` field)."""
    default = f"{DEFAULT_SECONDS:.0f}"
    if help_text is None:
        help_text = f"give up {what} after S seconds (default {default})"
    else:
        help_text = help_text.format(seconds=default)
    parser.add_argument(
        "--time-limit", type=seconds, default=DEFAULT_SECONDS, metavar="S", help=help_text
    )
