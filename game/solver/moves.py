"""`best_move` (the auto-player's choice) and `hint` (the Hint button).

Both see only the position text. Certain-safe cells come first, with the
clues that prove them; then, for `best_move`, the certain mines not yet
flagged; then a guess (see `guess`). A move never targets an open cell.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.model.rules import Action
from game.solver.analysis import add_exact_facts
from game.solver.cells import cell_name
from game.solver.deduce import EXACT, Deductions, deduce
from game.solver.guess import Guess, choose_guess, safest_guess
from game.solver.position import FLAGGED, Position, parse_position
from game.solver.probability import mine_probabilities
from game.solver.reasons import describe

Cell = tuple[int, int]


class NoMoveError(ValueError):
    """The position has nothing left to play."""


@dataclass(frozen=True)
class Move:
    """One move: `Action.REVEAL` or `Action.FLAG` at (row, col), its risk and a one-line reason.

    `clues` are the open cells proving a certain move (empty for guesses).
    `win_chance` is the exact chance to win with best play from here, known
    when the endgame search chose the guess (None otherwise).
    A reveal may target a cell the player flagged (flags are never trusted):
    the caller removes that flag first.
    """

    action: Action
    row: int
    col: int
    p_mine: float
    reason: str
    clues: tuple[Cell, ...] = ()
    certain: bool = False
    win_chance: float | None = None


def percent(p: float) -> str:
    """A probability as a short percentage: 0.213 -> "21%", 0.004 -> "0.4%"."""
    value = p * 100
    if 1 <= value <= 99 or value == 0 or value == 100:
        return f"{value:.0f}%"
    if 0.1 <= value <= 99.9:
        return f"{value:.1f}%"
    return "under 0.1%" if value < 50 else "over 99.9%"


@dataclass
class _Facts:
    """What the position proves, computed once per position (flags ignored)."""

    position: Position
    deductions: Deductions
    flat: list[float | None] | None = None
    guess: Guess | None = None

    def probabilities(self) -> list[float | None]:
        if self.flat is None:
            self.flat = [p for row in mine_probabilities(self.position) for p in row]
            add_exact_facts(self.position, self.deductions, self.flat)
        return self.flat


@lru_cache(maxsize=16)
def _facts(position: Position, pairs: bool) -> _Facts:
    return _Facts(position, deduce(position, pairs=pairs))


def clear_cache() -> None:
    """Forget what was worked out for recent positions (benchmarks time cold answers)."""
    _facts.cache_clear()


def _opening_score(position: Position, deductions: Deductions, cell: int) -> tuple[int, int, int]:
    """Prefer safe cells that may open an area, then those touching more unknowns."""
    mine_next = False
    unknown = 0
    for n in position.neighbours[cell]:
        if position.cells[n] < 0:
            fact = deductions.facts.get(n)
            if fact is None:
                unknown += 1
            elif fact.mine:
                mine_next = True
    return (0 if mine_next else 1, unknown, -cell)


def _pick_safe(position: Position, facts: _Facts, flagged: set[int]) -> int | None:
    safe = [i for i in facts.deductions.safe if position.cells[i] < 0]
    if not safe:
        return None
    unflagged = [i for i in safe if i not in flagged] or safe
    return max(unflagged, key=lambda i: _opening_score(position, facts.deductions, i))


def _certain_move(position: Position, facts: _Facts, cell: int, action: Action) -> Move:
    fact = facts.deductions.facts[cell]
    row, col = position.row_col(cell)
    clues = tuple(position.row_col(c) for c in facts.deductions.proof_clues(cell))
    return Move(action, row, col, 1.0 if fact.mine else 0.0, describe(position, fact), clues, True)


def _explained_safe(position: Position, facts: _Facts, cell: int) -> Move:
    """A certain-safe reveal whose reason comes from the richest rules available."""
    fact = facts.deductions.facts[cell]
    if fact.rule == EXACT:
        full = _facts(position, True)
        if cell in full.deductions.facts:
            return _certain_move(position, full, cell, Action.REVEAL)
    return _certain_move(position, facts, cell, Action.REVEAL)


def _guess_move(position: Position, facts: _Facts) -> Move:
    flat = facts.probabilities()
    if facts.guess is None:
        facts.guess = choose_guess(position, flat, facts.deductions.mines)
    guess = facts.guess
    row, col = position.row_col(guess.cell)
    name = cell_name(row, col)
    text = f"no safe cell: {name} is a mine with {percent(guess.p_mine)} probability"
    if guess.method == "endgame" and guess.win_chance is not None:
        text += f"; best play from here wins {percent(guess.win_chance)} of the time"
    elif guess.method == "fifty":
        text += "; it is a 50/50 that no later number can settle, so it is taken now"
    elif guess.method == "pseudo":
        text += "; if it is a mine, it sits in a 50/50 no play could avoid, so it is taken now"
    elif guess.secondary is not None:
        text += f"; the best chance to survive this and the next guess ({percent(guess.secondary)})"
    return Move(Action.REVEAL, row, col, guess.p_mine, text, win_chance=guess.win_chance)


def _read(position_text: str) -> tuple[Position, set[int]]:
    """The position with flags turned back into covered cells, and where the flags were."""
    shown = parse_position(position_text)
    if all(v >= 0 for v in shown.cells):
        raise NoMoveError("nothing to play: every cell is already open")
    flagged = {i for i, v in enumerate(shown.cells) if v == FLAGGED}
    return shown.unflagged(), flagged


def best_move(position_text: str) -> Move:
    """The move the solver would play in this position.

    Opens a certain-safe cell when there is one (preferring cells likely to
    open an area); otherwise flags a certain mine not yet flagged; otherwise
    guesses as well as it can. Raises PositionError/ContradictionError for
    bad positions and NoMoveError when nothing is left to play.
    """
    position, flagged = _read(position_text)
    facts = _facts(position, False)
    cell = _pick_safe(position, facts, flagged)
    if cell is not None:
        return _certain_move(position, facts, cell, Action.REVEAL)
    facts.probabilities()
    cell = _pick_safe(position, facts, flagged)
    if cell is not None:
        return _explained_safe(position, facts, cell)
    for mine in sorted(facts.deductions.mines):
        if mine not in flagged:
            return _certain_move(position, facts, mine, Action.FLAG)
    if len(facts.deductions.mines) == sum(1 for v in position.cells if v < 0):
        raise NoMoveError("nothing to play: every covered cell is a flagged mine")
    return _guess_move(position, facts)


def hint(position_text: str) -> Move:
    """A cell to open, for the Hint button: certain-safe with its proof if any.

    Without a certain-safe cell, the covered cell least likely to be a mine,
    with its risk in the reason ("no safe cell: C7 is a mine with 21% probability").
    """
    position, flagged = _read(position_text)
    facts = _facts(position, True)
    cell = _pick_safe(position, facts, flagged)
    if cell is None:
        facts.probabilities()
        cell = _pick_safe(position, facts, flagged)
    if cell is not None:
        return _certain_move(position, facts, cell, Action.REVEAL)
    flat = facts.probabilities()
    if all(p is None or p == 1.0 for p in flat):
        raise NoMoveError("no safe cell left: every covered cell is a mine")
    guess = safest_guess(position, flat)
    row, col = position.row_col(guess.cell)
    p = guess.p_mine
    reason = f"no safe cell: {cell_name(row, col)} is a mine with {percent(p)} probability"
    return Move(Action.REVEAL, row, col, p, reason)


def deduced_move(position_text: str, flag_mines: bool = True) -> Move | None:
    """A certain move from the local rules alone (no layout count), or None.

    For positions too costly to count: a safe cell to open, else (with
    `flag_mines`) a certain mine not yet flagged, each with its proof.
    """
    position, flagged = _read(position_text)
    facts = _facts(position, True)
    cell = _pick_safe(position, facts, flagged)
    if cell is not None:
        return _certain_move(position, facts, cell, Action.REVEAL)
    for mine in sorted(facts.deductions.mines) if flag_mines else ():
        if mine not in flagged:
            return _certain_move(position, facts, mine, Action.FLAG)
    return None
