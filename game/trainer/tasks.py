"""Puzzle tasks and checking an answer from the position alone (never from hidden mines).

A puzzle's flags are proved mines it shows as given; every other covered
cell is open to question. The accepted answers come from the solver's
exact analysis of the position (flags untrusted), so a task is right or
wrong for reasons the player can see.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import Enum

from game.i18n import N_, _
from game.solver.analysis import Analysis, analyse_position
from game.solver.cells import cell_name, name_list
from game.solver.moves import percent
from game.solver.position import Position
from game.solver.proof_text import headline, proof_lines
from game.trainer.answers import answer_proof, known_mines
from game.trainer.tagging import Tag, guess_cells, tag_position
from game.trainer.technique import Technique

__all__ = ["Cell", "Task", "Verdict", "accepted", "check", "known_mines"]

Cell = tuple[int, int]


class Task(Enum):
    """What the player is asked to do; the value is the prompt."""

    SAFE = "find a safe cell"
    MINE = "find a mine"
    ALL_SAFE = "find every safe cell"
    GUESS = "take the best guess"

    @property
    def text(self) -> str:
        """The task as the player reads it, in the language in force."""
        return _(TASK_TEXTS[self])


TASK_TEXTS = {
    Task.SAFE: N_("find a safe cell"),
    Task.MINE: N_("find a mine"),
    Task.ALL_SAFE: N_("find every safe cell"),
    Task.GUESS: N_("take the best guess"),
}


@dataclass(frozen=True)
class Verdict:
    """The outcome of one answer: right or wrong, and the proof to show either way.

    `explanation` is the verdict and the proof on one line; `lines` the proof's
    steps, one sentence each (the same proofs as the Hint's, checked); `marks`
    are the numbers the proof reads (outlined like the Hint's clues);
    `expected` the accepted cells.
    """

    correct: bool
    explanation: str
    marks: tuple[Cell, ...]
    expected: tuple[Cell, ...]
    shown: Cell | None
    lines: tuple[str, ...] = ()

    @property
    def lead(self) -> str:
        """The verdict without its proof's steps (shown or said one a line after it)."""
        if not self.lines:
            return self.explanation
        whole = self.explanation
        return whole[: len(whole) - len(" ".join(self.lines))].rstrip()

    @property
    def lead_words(self) -> str:
        """The lead in words that say right or wrong without colour ("Right. ...",
        "Not quite. ..."): what the terminal prints and a screen reader hears."""
        if self.correct:
            return self.lead
        return _("Not quite. {reason}").format(reason=self.lead)


def accepted(position: Position, task: Task, analysis: Analysis | None = None) -> list[Cell]:
    """The cells that answer `task` (for ALL_SAFE: the one set that does)."""
    result = analysis or analyse_position(position.unflagged())
    known = known_mines(position)
    if task in (Task.SAFE, Task.ALL_SAFE):
        return list(result.safe)
    if task is Task.MINE:
        return [cell for cell in result.mines if position.index(*cell) not in known]
    _, cells = guess_cells(position.unflagged(), result, known)
    return cells


def _risk(result: Analysis, cell: Cell) -> str:
    p = result.probabilities[cell[0]][cell[1]]
    name = cell_name(*cell)
    if p is None:
        return _("{cell} is already open").format(cell=name)
    if p == 1.0:
        return _("{cell} is a mine").format(cell=name)
    if p == 0.0:
        return _("{cell} is safe").format(cell=name)
    return _("{cell} is not certain: a mine with {risk} probability").format(
        cell=name, risk=percent(p)
    )


def _proof_of(
    position: Position, result: Analysis, cell: Cell, tag: Tag
) -> tuple[str, tuple[Cell, ...], tuple[str, ...]]:
    """(the verdict on `cell`, the numbers its proof reads, the proof's steps)."""
    p = result.probabilities[cell[0]][cell[1]] or 0.0
    name = cell_name(*cell)
    if p not in (0.0, 1.0):
        text = _("{cell} is a mine with {risk} probability, the least")
        return text.format(cell=name, risk=percent(p)), (), ()
    proof = answer_proof(position, tag, cell, p == 1.0)
    if proof is None:
        return (_("{cell} is a mine") if p else _("{cell} is safe")).format(cell=name), (), ()
    marks: dict[Cell, None] = {}
    for step in proof.steps:
        marks.update((s, None) for s in step.sources if isinstance(s, tuple))
    lines = tuple(proof_lines(position.unflagged(), proof))
    text = _("{verdict}: {proof}").format(verdict=headline(proof), proof=" ".join(lines))
    return text, tuple(marks), lines


def check(
    position: Position,
    task: Task,
    picked: Iterable[Cell],
    technique: Technique | None = None,
    prefer: Iterable[Cell] = (),
    tag: Tag | None = None,
) -> Verdict:
    """Judge the picked cell(s) for `task` and explain the answer with its proof.

    After a wrong pick the explanation shows an accepted cell, one of `prefer`
    (the cells the puzzle's technique proves) when it can. `tag` (the puzzle's,
    worked out when not given) picks the numbers the proof reads.
    """
    chosen = sorted(set(picked))
    result = analyse_position(position.unflagged())
    good = accepted(position, task, result)
    if task is Task.ALL_SAFE:
        correct = chosen == sorted(good)
        missing = sorted(set(good) - set(chosen))
        wrong = sorted(set(chosen) - set(good))
        shown = wrong[0] if wrong else (missing[0] if missing else (good[0] if good else None))
    else:
        correct = len(chosen) == 1 and chosen[0] in good
        preferred = [cell for cell in prefer if cell in good]
        choices = preferred or good
        shown = chosen[0] if correct else (choices[0] if choices else None)
    if shown is None:
        return Verdict(correct, _("there is nothing to find here"), (), tuple(good), None)
    if tag is None:
        tag = tag_position(position, known_mines(position))
    reason, marks, lines = _proof_of(position, result, shown, tag)
    if task is Task.GUESS and technique is Technique.FIFTY:
        reason = _(
            "{cells} share a mine no number can ever tell apart: "
            "the guess is forced, so it is taken now"
        ).format(cells=name_list(good))
    if correct:
        text = _("Right. {reason}").format(reason=reason)
        return Verdict(True, text, marks, tuple(good), shown, lines)
    if task is Task.ALL_SAFE:
        lead = (
            f"{_risk(result, shown)}."
            if shown in set(chosen) - set(good)
            else _("You missed {cells}.").format(cells=name_list(sorted(set(good) - set(chosen))))
        )
    elif chosen:
        lead = f"{_risk(result, chosen[0])}."
    else:
        lead = _("No cell picked.")
    return Verdict(False, f"{lead} {reason}", marks, tuple(good), shown, lines)
