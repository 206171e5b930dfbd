"""The coach's findings on one game: every guess judged, the counts, luck, and the
summary line the result panel and the terminal show.

`CoachReport.to_dict()` is the contract of `python -m game.replay coach FILE --json`
(see DESIGN.md): clicks, certain, guesses (time, cells 0-based, risk, best_risk, forced),
needless, forced, luck, approximate; the other keys are extras. `from_dict` reads a
stored report back (ValueError when it is not one).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

from game.coach.kinds import MoveKind
from game.i18n import _, ngettext
from game.i18n.formats import percent as percent_text
from game.i18n.formats import seconds
from game.solver.cells import cell_name

Cell = tuple[int, int]

BEST_WITHIN = 0.005
"""A guess is "best" when its risk is within half a percentage point of the lowest on offer."""


@dataclass(frozen=True)
class Guess:
    """One guess: when, which cells it opened, the risk taken and the lowest on offer.

    `kind` is a click that opened a cell or a chord; `cell` the cell clicked; `safe` a
    provably safe cell the player could have opened instead (a needless guess), None for a
    forced one;
    `input_ms` the click's time in the recording (the replay viewer's timeline);
    `position` the position text before a needless guess (a puzzle for the trainer).
    """

    time: float
    cell: Cell
    kind: MoveKind
    cells: tuple[Cell, ...]
    risk: float
    best_risk: float
    forced: bool
    safe: Cell | None = None
    approximate: bool = False
    input_ms: int = 0
    position: str | None = None

    @property
    def needless(self) -> bool:
        """A provably safe cell existed somewhere."""
        return not self.forced

    @property
    def mistake(self) -> bool:
        """Needless, or riskier than the safest cell on offer by more than half a point."""
        return self.needless or self.worse_by > 0

    @property
    def worse_by(self) -> float:
        """How much riskier than the safest cell on offer (0 when among the best)."""
        extra = self.risk - self.best_risk
        return 0.0 if extra <= BEST_WITHIN else extra

    def to_dict(self) -> dict[str, Any]:
        """The contract's guess object, with extras after it."""
        return {
            "time": self.time,
            "cells": [list(c) for c in self.cells],
            "risk": self.risk,
            "best_risk": self.best_risk,
            "forced": self.forced,
            "cell": list(self.cell),
            "kind": self.kind.value,
            "safe": None if self.safe is None else list(self.safe),
            "approximate": self.approximate,
            "input_ms": self.input_ms,
            "position": self.position,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Guess:
        """Read a stored guess; ValueError when it is not one."""
        try:
            safe = data.get("safe")
            return cls(
                time=float(data["time"]),
                cell=_cell(data["cell"]),
                kind=MoveKind(data["kind"]),
                cells=tuple(_cell(c) for c in data["cells"]),
                risk=_probability(data["risk"]),
                best_risk=_probability(data["best_risk"]),
                forced=bool(data["forced"]),
                safe=None if safe is None else _cell(safe),
                approximate=bool(data.get("approximate", False)),
                input_ms=int(data.get("input_ms", 0)),
                position=_text(data.get("position")),
            )
        except (AttributeError, KeyError, TypeError, ValueError) as error:
            raise ValueError(f"not a coach guess ({error})") from None


@dataclass(frozen=True)
class Pause:
    """A long thinking pause: `seconds` before the move at `cell` (game time `time`)."""

    time: float
    seconds: float
    cell: Cell

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready object."""
        return {"time": self.time, "seconds": self.seconds, "cell": list(self.cell)}


@dataclass(frozen=True)
class CoachReport:
    """The coach's findings on one game (see the module docstring)."""

    clicks: int
    certain: int
    guesses: tuple[Guess, ...]
    approximate: bool = False
    first_click_free: bool = True
    no_effect: int = 0
    flags_placed: int = 0
    flags_needed: int = 0
    pauses: tuple[Pause, ...] = field(default=())
    undone: int = 0

    @property
    def needless(self) -> int:
        """Guesses taken while a provably safe cell existed."""
        return sum(1 for g in self.guesses if g.needless)

    @property
    def forced(self) -> int:
        """Guesses taken when no cell was provably safe."""
        return sum(1 for g in self.guesses if g.forced)

    @property
    def luck(self) -> float:
        """The chance of surviving every guess taken: the product of 1 - risk."""
        return float(math.prod(1.0 - g.risk for g in self.guesses))

    @property
    def best_luck(self) -> float:
        """The same had every guess been on the safest cell on offer."""
        return float(math.prod(1.0 - g.best_risk for g in self.guesses))

    @property
    def average_risk(self) -> float | None:
        """The mean risk of the guesses taken (None without a guess)."""
        if not self.guesses:
            return None
        return sum(g.risk for g in self.guesses) / len(self.guesses)

    def to_dict(self) -> dict[str, Any]:
        """The contract object (`coach --json`), with extras after it."""
        return {
            "clicks": self.clicks,
            "certain": self.certain,
            "guesses": [g.to_dict() for g in self.guesses],
            "needless": self.needless,
            "forced": self.forced,
            "luck": self.luck,
            "approximate": self.approximate,
            "best_luck": self.best_luck,
            "first_click_free": self.first_click_free,
            "no_effect": self.no_effect,
            "flags_placed": self.flags_placed,
            "flags_needed": self.flags_needed,
            "pauses": [p.to_dict() for p in self.pauses],
            "undone": self.undone,
        }

    @classmethod
    def from_dict(cls, data: Any) -> CoachReport:
        """Read a stored report; ValueError when it is not one."""
        try:
            return cls(
                clicks=int(data["clicks"]),
                certain=int(data["certain"]),
                guesses=tuple(Guess.from_dict(g) for g in data["guesses"]),
                approximate=bool(data["approximate"]),
                first_click_free=bool(data.get("first_click_free", True)),
                no_effect=int(data.get("no_effect", 0)),
                flags_placed=int(data.get("flags_placed", 0)),
                flags_needed=int(data.get("flags_needed", 0)),
                pauses=tuple(
                    Pause(float(p["time"]), float(p["seconds"]), _cell(p["cell"]))
                    for p in data.get("pauses", ())
                ),
                undone=int(data.get("undone", 0)),
            )
        except (AttributeError, KeyError, TypeError, ValueError) as error:
            raise ValueError(f"not a coach report ({error})") from None


def _cell(value: Any) -> Cell:
    row, col = value
    if isinstance(row, bool) or isinstance(col, bool):
        raise ValueError("a cell is two whole numbers")
    return int(row), int(col)


def _text(value: Any) -> str | None:
    if value is None:
        return None
    if not isinstance(value, str):
        raise ValueError("a position is text")
    return value


def _probability(value: Any) -> float:
    p = float(value)
    if not 0.0 <= p <= 1.0:
        raise ValueError(f"{p} is not a probability")
    return p


def percent(p: float) -> str:
    """A probability as a whole percentage, never rounding a real chance to 0% or 100%
    (German "38 %", "<1 %")."""
    value = round(p * 100)
    if value == 0 and p > 0:
        return "<" + percent_text(0.01)
    if value == 100 and p < 1:
        return ">" + percent_text(0.99)
    return percent_text(value / 100)


def summary(report: CoachReport) -> str:
    """The result panel's line: "2 guesses, 1 needless (E7 was safe), luck 38%"."""
    count = len(report.guesses)
    needless = [g for g in report.guesses if g.needless]
    if count == 0:
        line = _("No guess: every click was certain")
    elif not needless:
        line = ngettext("{n} guess, luck {luck}", "{n} guesses, luck {luck}", count).format(
            n=count, luck=percent(report.luck)
        )
    elif needless[0].safe is None:
        line = ngettext(
            "{n} guess, {needless} needless, luck {luck}",
            "{n} guesses, {needless} needless, luck {luck}",
            count,
        ).format(n=count, needless=len(needless), luck=percent(report.luck))
    else:
        line = ngettext(
            "{n} guess, {needless} needless ({cell} was safe), luck {luck}",
            "{n} guesses, {needless} needless ({cell} was safe), luck {luck}",
            count,
        ).format(
            n=count,
            needless=len(needless),
            cell=cell_name(*needless[0].safe),
            luck=percent(report.luck),
        )
    if report.approximate:
        line = _("{summary} (approximate)").format(summary=line)
    return line


def guess_line(guess: Guess) -> str:
    """One guess in words: when, where, the risk and the verdict."""
    where = cell_name(*guess.cell)
    time = seconds(guess.time, 2)
    risk = percent(guess.risk)
    if guess.kind is MoveKind.CHORD:
        what = _("chord at {cell}: {risk} risk").format(cell=where, risk=risk)
    else:
        what = _("opened {cell}: {risk} risk").format(cell=where, risk=risk)
    if guess.needless and guess.safe is not None:
        verdict = _("needless: {cell} was safe").format(cell=cell_name(*guess.safe))
    elif guess.needless:
        verdict = _("needless")
    elif guess.worse_by:
        verdict = _("forced; {risk} was on offer").format(risk=percent(guess.best_risk))
    else:
        verdict = _("forced, among the safest")
    line = f"{time:>9}  {what}, {verdict}"
    if guess.approximate:
        line = _("{summary} (approximate)").format(summary=line)
    return line


def report_lines(report: CoachReport) -> list[str]:
    """The terminal's coach view: the summary, then each guess, then the extras."""
    lines = [summary(report)]
    guesses = len(report.guesses)
    lines.append(
        ngettext(
            "{clicks} opening clicks and chords judged: {certain} certain, {n} guess "
            "({forced} forced, {needless} needless)",
            "{clicks} opening clicks and chords judged: {certain} certain, {n} guesses "
            "({forced} forced, {needless} needless)",
            guesses,
        ).format(
            clicks=report.clicks,
            certain=report.certain,
            n=guesses,
            forced=report.forced,
            needless=report.needless,
        )
    )
    if report.guesses:
        lines.append(
            _("Luck {luck}; always the safest cell: {best}").format(
                luck=percent(report.luck), best=percent(report.best_luck)
            )
        )
    lines += [guess_line(g) for g in report.guesses]
    if report.no_effect:
        lines.append(
            ngettext("{n} click did nothing", "{n} clicks did nothing", report.no_effect).format(
                n=report.no_effect
            )
        )
    if report.undone:
        lines.append(
            ngettext(
                "{n} move undone (not judged)", "{n} moves undone (not judged)", report.undone
            ).format(n=report.undone)
        )
    if report.flags_placed:
        lines.append(
            ngettext(
                "Flags: {used} of {n} was used by a chord",
                "Flags: {used} of {n} were used by a chord",
                report.flags_placed,
            ).format(used=report.flags_needed, n=report.flags_placed)
        )
    for pause in report.pauses:
        lines.append(
            _("Pause of {seconds} before {cell} (at {time})").format(
                seconds=seconds(pause.seconds, 1),
                cell=cell_name(*pause.cell),
                time=seconds(pause.time, 1),
            )
        )
    return lines
