"""Numbers, times and dates as the language in force writes them.

English: 12.345 s, 1,234, 2026-11-24. German: 12,345 s, 1.234, 24.11.2026. Machine-readable
files (CSV data columns, JSON, EVF) never use these.
"""

from __future__ import annotations

import datetime
import math

from game.i18n.language import Language, current_language

_SEPARATORS = {Language.EN: (".", ","), Language.DE: (",", ".")}
_DATE = {Language.EN: "%Y-%m-%d", Language.DE: "%d.%m.%Y"}
_DATE_TIME = {Language.EN: "%Y-%m-%d %H:%M", Language.DE: "%d.%m.%Y %H:%M"}
NO_VALUE = "-"


def number(value: float | int | None, decimals: int = 0, grouping: bool = True) -> str:
    """`value` with `decimals` places in the language's way; "-" for no value (None, NaN,
    infinity: a figure that is not defined is never shown as a made-up number)."""
    if value is None or (isinstance(value, float) and not math.isfinite(value)):
        return NO_VALUE
    point, group = _SEPARATORS[current_language()]
    text = f"{value:,.{decimals}f}" if grouping else f"{value:.{decimals}f}"
    return text.replace(",", "\x00").replace(".", point).replace("\x00", group)


def seconds(value: float | None, decimals: int = 3) -> str:
    """A duration in seconds with its unit: "12.345 s" / "12,345 s"."""
    shown = number(value, decimals, grouping=False)
    return shown if shown == NO_VALUE else f"{shown} s"


def percent(fraction: float | None, decimals: int = 0) -> str:
    """A fraction 0..1 as a percentage: "38%" / "38 %" (German puts a space before the sign)."""
    if fraction is None or not math.isfinite(fraction):
        return NO_VALUE
    shown = number(fraction * 100, decimals, grouping=False)
    return f"{shown} %" if current_language() is Language.DE else f"{shown}%"


def date(value: datetime.date) -> str:
    """A calendar date: 2026-11-24 / 24.11.2026."""
    return value.strftime(_DATE[current_language()])


def date_time(value: datetime.datetime) -> str:
    """A date with the time of day to the minute."""
    return value.strftime(_DATE_TIME[current_language()])
