"""A game's figures, with the competitive community's definitions (ms-toollib's).

    cl = left + right + double            ce = effective clicks (see clicks.py)
    3BV/s = 3BV solved / time             IOE  = 3BV solved / cl
    Thrp  = 3BV solved / ce               Corr = ce / cl
    RQP   = time^2 / 3BV solved           STNB = c * 3BV solved / time^1.7 * sqrt(3BV solved / 3BV)
    estimated finish = time / 3BV solved * 3BV

STNB's constant c exists for the three standard boards only (0 elsewhere). Every ratio
is 0 when its divisor is 0.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

STNB_CONSTANTS = {(8, 8, 10): 47.299, (16, 16, 40): 153.73, (16, 30, 99): 435.001}


@dataclass(frozen=True)
class Metrics:
    """Figures of a game at one moment (at its end, once it is over)."""

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

    @property
    def time(self) -> float:
        """Seconds, to the millisecond."""
        return self.time_ms / 1000

    @property
    def cl(self) -> int:
        """All clicks."""
        return self.left + self.right + self.double

    @property
    def bbbv_per_s(self) -> float:
        """3BV solved per second."""
        return _ratio(self.bbbv_solved, self.time)

    @property
    def ioe(self) -> float:
        """Efficiency: 3BV solved per click."""
        return _ratio(self.bbbv_solved, self.cl)

    @property
    def thrp(self) -> float:
        """Throughput: 3BV solved per effective click."""
        return _ratio(self.bbbv_solved, self.ce)

    @property
    def corr(self) -> float:
        """Correctness: the share of clicks that were effective."""
        return _ratio(self.ce, self.cl)

    @property
    def rqp(self) -> float:
        """Rapport qualité prix: time squared over 3BV solved (lower is better)."""
        return _ratio(self.time * self.time, self.bbbv_solved)

    @property
    def stnb(self) -> float:
        """STNB, on the three standard boards (0 elsewhere)."""
        c = STNB_CONSTANTS.get((self.rows, self.cols, self.mines))
        if c is None or self.time <= 0 or self.bbbv == 0:
            return 0.0
        pace: float = math.pow(self.time, 1.7)
        return c * self.bbbv_solved / pace * math.sqrt(self.bbbv_solved / self.bbbv)

    @property
    def estimated_time(self) -> float:
        """The finish time the pace so far points to."""
        return _ratio(self.time, self.bbbv_solved) * self.bbbv

    def as_dict(self) -> dict[str, float | int]:
        """The figures by the names `python -m game.replay info --json` uses."""
        return {
            "time": self.time,
            "bbbv": self.bbbv,
            "bbbv_solved": self.bbbv_solved,
            "left": self.left,
            "right": self.right,
            "double": self.double,
            "cl": self.cl,
            "ce": self.ce,
            "ioe": self.ioe,
            "thrp": self.thrp,
            "corr": self.corr,
            "bbbv_per_s": self.bbbv_per_s,
            "rqp": self.rqp,
            "stnb": self.stnb,
        }


def _ratio(a: float, b: float) -> float:
    return a / b if b else 0.0
