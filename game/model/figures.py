"""A game's figures, with the competitive community's definitions (ms-toollib's).

This is the one place a figure is defined: the result panel, the live counters, the
statistics, the charts, the CSV export and the replay command line all read them here
(records keep the raw counts, `record_metrics` turns them back into figures). It is
arithmetic on counts, so it sits in the model, below everything that shows a figure.

    cl = left + right + double            ce = effective clicks (see clicks.py)
    3BV/s = 3BV solved / time             IOE  = 3BV solved / cl
    Thrp  = 3BV solved / ce               Corr = ce / cl
    RQP   = time^2 / 3BV solved           STNB = c * 3BV solved / time^1.7 * sqrt(3BV solved / 3BV)
    estimated finish = time / 3BV solved * 3BV
    NF (no flags) = no effective right click (rce == 0), as EVF v4 and ms-toollib say

STNB's constant c is ms-toollib's `get_stnb`: 36 (Normal), 162 (Schwer), 435 (Experte),
and STNB exists on those three boards only. A figure whose divisor is 0 (RQP before any
3BV is solved, IOE before any click) has no value: None, shown as "-" (`shown`), never a
made-up number.

>>> m = Metrics(8, 8, 10, 14520, 24, 24, 13, 16, 13, 28)
>>> round(m.stnb or 0, 3), round(m.rqp or 0, 4), m.ioe is not None
(9.145, 8.7846, True)
>>> Metrics(8, 8, 10, 0, 24, 0, 0, 0, 0, 0).rqp is None
True
>>> shown(None), shown(1.23456)
('-', '1.235')
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Protocol

STNB_CONSTANTS = {(8, 8, 10): 36.0, (16, 16, 40): 162.0, (16, 30, 99): 435.0}
"""ms-toollib's `get_stnb` constants by (rows, cols, mines)."""

NO_VALUE = "-"
"""How a figure without a value is shown."""


@dataclass(frozen=True)
class Metrics:
    """Figures of a game at one moment (at its end, once it is over).

    The fields are the raw counts a record keeps; every figure is a property.
    `rce` is the effective right clicks (flags put on a mine for the first time).
    """

    rows: int
    cols: int
    mines: int
    time_ms: int
    bbbv: int
    bbbv_solved: int
    left: int
    right: int
    double: int
    ce: int
    rce: int = 0

    @property
    def time(self) -> float:
        """Seconds, to the millisecond."""
        return self.time_ms / 1000

    @property
    def cl(self) -> int:
        """All clicks."""
        return self.left + self.right + self.double

    @property
    def nf(self) -> bool:
        """No flags: no effective right click (EVF v4's NF bit, ms-toollib's rce == 0)."""
        return self.rce == 0

    @property
    def bbbv_per_s(self) -> float | None:
        """3BV solved per second."""
        return _ratio(self.bbbv_solved, self.time)

    @property
    def ioe(self) -> float | None:
        """Efficiency: 3BV solved per click."""
        return _ratio(self.bbbv_solved, self.cl)

    @property
    def thrp(self) -> float | None:
        """Throughput: 3BV solved per effective click."""
        return _ratio(self.bbbv_solved, self.ce)

    @property
    def corr(self) -> float | None:
        """Correctness: the share of clicks that were effective."""
        return _ratio(self.ce, self.cl)

    @property
    def rqp(self) -> float | None:
        """Rapport qualité prix: time squared over 3BV solved (lower is better)."""
        return _ratio(self.time * self.time, self.bbbv_solved)

    @property
    def stnb(self) -> float | None:
        """STNB, on the three standard boards only (ms-toollib's constants)."""
        c = STNB_CONSTANTS.get((self.rows, self.cols, self.mines))
        if c is None or self.time <= 0 or self.bbbv == 0:
            return None
        pace: float = math.pow(self.time, 1.7)
        return c * self.bbbv_solved / pace * math.sqrt(self.bbbv_solved / self.bbbv)

    @property
    def estimated_time(self) -> float | None:
        """The finish time the pace so far points to."""
        per_bbbv = _ratio(self.time, self.bbbv_solved)
        return None if per_bbbv is None else per_bbbv * self.bbbv


class RecordedCounts(Protocol):
    """The raw counts a finished game's record keeps (`game.storage.GameRecord`)."""

    @property
    def rows(self) -> int: ...
    @property
    def cols(self) -> int: ...
    @property
    def mines(self) -> int: ...
    @property
    def seconds(self) -> float: ...
    @property
    def three_bv(self) -> int: ...
    @property
    def three_bv_solved(self) -> int: ...
    @property
    def left_clicks(self) -> int: ...
    @property
    def right_clicks(self) -> int: ...
    @property
    def chord_clicks(self) -> int: ...
    @property
    def effective_clicks(self) -> int: ...
    @property
    def no_flags(self) -> bool: ...


def record_metrics(record: RecordedCounts) -> Metrics:
    """The figures of a recorded game, from the raw counts its record keeps."""
    return Metrics(
        record.rows,
        record.cols,
        record.mines,
        round(record.seconds * 1000),
        record.three_bv,
        record.three_bv_solved,
        record.left_clicks,
        record.right_clicks,
        record.chord_clicks,
        record.effective_clicks,
        0 if record.no_flags else 1,  # the record keeps NF, not the count of flags
    )


def best_bbbv_per_s(records: Iterable[RecordedCounts]) -> float | None:
    """The best 3BV/s among these games (None when none has one)."""
    speeds = [s for r in records if (s := record_metrics(r).bbbv_per_s) is not None]
    return max(speeds, default=None)


def shown(value: float | None, decimals: int = 3) -> str:
    """A figure as text with `decimals` places, or "-" when it has no value."""
    return NO_VALUE if value is None else f"{value:.{decimals}f}"


def _ratio(a: float, b: float) -> float | None:
    return a / b if b else None
