"""The figures of a replay as ms-toollib analyses it: the `info` command's contract."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from game.replay.errors import ReplayFileError

CONTRACT_KEYS = (
    "width",
    "height",
    "mines",
    "won",
    "time",
    "bbbv",
    "bbbv_solved",
    "left",
    "right",
    "double",
    "cl",
    "ce",
    "ioe",
    "thrp",
    "corr",
    "bbbv_per_s",
    "software",
)
"""The keys `python -m game.replay info --json` always prints, in this order."""


@dataclass(frozen=True)
class ReplayInfo:
    """Board, result, time and clicks with the community's definitions (ms-toollib's).

    `time` is the game time in seconds (`time_ms` the same in milliseconds); `ioe` is
    3BV solved / cl, `thrp` 3BV solved / ce, `corr` ce / cl, `bbbv_per_s` 3BV solved
    / time (None when the divisor is 0: no value). The fields after `software` are
    extras beyond the contract; `official` and `fair` are the file's own claims (EVF's
    summary bits, Arbiter's and others').
    """

    width: int
    height: int
    mines: int
    won: bool
    time: float
    bbbv: int
    bbbv_solved: int
    left: int
    right: int
    double: int
    cl: int
    ce: int
    ioe: float | None
    thrp: float | None
    corr: float | None
    bbbv_per_s: float | None
    software: str
    time_ms: int = 0
    player: str = ""
    format: str = ""
    official: bool = False
    fair: bool = False

    def to_dict(self) -> dict[str, Any]:
        """The contract keys first, then the extras; JSON-ready."""
        return asdict(self)


def _ratio(value: Any) -> float | None:
    """A ratio from the worker: a number, or None for no value."""
    return None if value is None else float(value)


def info_from_analysis(data: dict[str, Any], fmt: str) -> ReplayInfo:
    """Build the info from the worker's `info` object; ReplayFileError if it is malformed."""
    try:
        return ReplayInfo(
            width=int(data["width"]),
            height=int(data["height"]),
            mines=int(data["mines"]),
            won=bool(data["won"]),
            time=float(data["time"]),
            bbbv=int(data["bbbv"]),
            bbbv_solved=int(data["bbbv_solved"]),
            left=int(data["left"]),
            right=int(data["right"]),
            double=int(data["double"]),
            cl=int(data["cl"]),
            ce=int(data["ce"]),
            ioe=_ratio(data["ioe"]),
            thrp=_ratio(data["thrp"]),
            corr=_ratio(data["corr"]),
            bbbv_per_s=_ratio(data["bbbv_per_s"]),
            software=str(data["software"]),
            time_ms=int(data["time_ms"]),
            player=str(data.get("player", "")),
            format=fmt,
            official=bool(data.get("official", False)),
            fair=bool(data.get("fair", False)),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise ReplayFileError(f"the replay reader gave an incomplete answer ({error})") from None
