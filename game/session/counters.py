"""The live counters shown beside the board, as Arbiter and Metasweeper show them.

Each counter is one figure of `Metrics`, with its label and the precision the community
uses. The player picks which ones in Settings (none by default); the replay viewer shows
time, 3BV/s, clicks and IOE at least.

>>> from game.model.figures import Metrics
>>> m = Metrics(16, 30, 99, 12345, 120, 30, 20, 5, 3, 25)
>>> [(c.label, c.text(m)) for c in (Counter.TIME, Counter.BBBV_S, Counter.CLICKS)]
[('Time', '12.34'), ('3BV/s', '2.430'), ('Clicks', '28')]
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from game.i18n import N_, _
from game.i18n.formats import number
from game.model.figures import Metrics


class Counter(StrEnum):
    """One live figure; the value is its name in the settings file."""

    TIME = "time"
    BBBV_S = "bbbv_s"
    CLICKS = "clicks"
    IOE = "ioe"
    RQP = "rqp"
    STNB = "stnb"
    CORR = "corr"
    THRP = "thrp"
    ESTIMATED = "estimated"

    @property
    def label(self) -> str:
        """The short name shown beside the figure."""
        return _(_LABELS[self])

    def text(self, metrics: Metrics) -> str:
        """The figure as shown: time to the hundredth (truncated, as the timer runs)."""
        if self is Counter.TIME:
            return number(metrics.time_ms // 10 / 100, 2, grouping=False)
        if self is Counter.CLICKS:
            return str(metrics.cl)
        if self is Counter.ESTIMATED:
            return number(metrics.estimated_time, 2, grouping=False)
        value = {
            Counter.BBBV_S: metrics.bbbv_per_s,
            Counter.IOE: metrics.ioe,
            Counter.RQP: metrics.rqp,
            Counter.STNB: metrics.stnb,
            Counter.CORR: metrics.corr,
            Counter.THRP: metrics.thrp,
        }[self]
        return number(value, 1 if self is Counter.STNB else 3, grouping=False)


_LABELS = {
    Counter.TIME: N_("Time"),
    Counter.BBBV_S: "3BV/s",
    Counter.CLICKS: N_("Clicks"),
    Counter.IOE: "IOE",
    Counter.RQP: "RQP",
    Counter.STNB: "STNB",
    Counter.CORR: "Corr",
    Counter.THRP: "Thrp",
    Counter.ESTIMATED: N_("Est."),
}

VIEWER_COUNTERS = (Counter.TIME, Counter.BBBV_S, Counter.CLICKS, Counter.IOE)
"""What the replay viewer always shows (more when the player picked more)."""


def counter_lines(metrics: Metrics, chosen: Iterable[Counter]) -> list[tuple[str, str]]:
    """(label, figure) for each chosen counter, in the order of `Counter`."""
    wanted = set(chosen)
    return [(c.label, c.text(metrics)) for c in Counter if c in wanted]


def parse_counters(names: Iterable[str]) -> tuple[Counter, ...]:
    """Counters from their settings names; unknown names are left out."""
    known = {c.value: c for c in Counter}
    return tuple(known[name] for name in names if name in known)
