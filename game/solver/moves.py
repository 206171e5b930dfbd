"""`best_move` (the auto-player's choice) and `hint` (the Hint button).

Both see only the position text. Certain-safe cells come first, with the
clues that prove them; then, for `best_move`, the certain mines not yet
flagged; then a guess (see `guess`). A move never targets an open cell.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from game.i18n import _
from game.model.rules import Action
from game.solver.analysis import add_exact_facts
from game.solver.cells import cell_name
from game.solver.deduce import Deductions, deduce, deduce_more
from game.solver.guess import Guess, Method, choose_guess, safest_guess
from game.solver.position import COVERED, Position
from game.solver.probability import mine_probabilities
from game.solver.proof import Proof
from game.solver.proof_build import guess_proof, proof_for, shortest_proof, unchecked_proof
from game.solver.proof_text import TEMPLATES, headline, one_line, percent
from game.solver.reading import Reading, read

__all__ = ["Move", "NoMoveError", "best_move", "explain_cell", "hint", "percent"]

# How many certain-safe cells the Hint tries, best first, for one whose proof passes the checker.
PROOF_TRIES = 6

Cell = tuple[int, int]


class NoMoveError(ValueError):
    """The position has nothing left to play."""


@dataclass(frozen=True)
class Move:
    """One move: `Action.REVEAL` or `Action.FLAG` at (row, col), its risk and a one-line reason.

    `clues` are the open cells proving a certain move (empty for guesses).
    `proof` is the checked proof the Hint shows (None for the auto-player's moves,
    which are never explained).
    `win_chance` is the exact chance to win with best play from here, known
    when the endgame search chose the guess (None otherwise). `method` says how
    a guess was chosen (None for a certain move).
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
    proof: Proof | None = None
    method: Method | None = None


@dataclass
class _Facts:
    """What the position proves, computed once per position (flags ignored)."""

    position: Position
    deductions: Deductions
    flat: list[float | None] | None = None
    guess: Guess | None = None
    known_safe: list[int] | None = None

    def probabilities(self) -> list[float | None]:
        if self.flat is None:
            grid = mine_probabilities(self.position, self.deductions)
            self.flat = [p for row in grid for p in row]
            add_exact_facts(self.position, self.deductions, self.flat)
            self.known_safe = None
        return self.flat

    def safe(self, cells: tuple[int, ...]) -> list[int]:
        """The proved-safe cells still covered in `cells` (a position extending this one's)."""
        if self.known_safe is None:
            self.known_safe = self.deductions.safe
        return [i for i in self.known_safe if cells[i] < 0]


@lru_cache(maxsize=16)
def _facts(position: Position, explained: bool) -> _Facts:
    """What `position` proves: with `explained`, every rule and the shortest proofs (a
    player reads them); without, the auto-player's quick pass (single numbers only)."""
    return _Facts(position, deduce(position, pairs=explained, shortest=explained))


class _Recent:
    """The facts `best_move` last worked out, carried to the positions that follow.

    A fact proved from some open numbers stays true once more cells are open, so
    while the last position's certain-safe cells are not all open yet, the next
    position (the same board with more open cells) takes one of them without
    working anything out again: an auto-player's long runs of safe cells cost a
    comparison each, not a deduction each. `tip` is the last position known to
    extend the facts' own (kept together with them: one attribute, one write).
    """

    held: tuple[_Facts, Position] | None = None


def _extended(reading: Reading) -> _Facts | None:
    """The last facts, if `reading` is their position with more cells open."""
    held = _Recent.held
    if held is None:
        return None
    facts, tip = held
    position = reading.position
    if reading.follows is None or reading.follows is not tip:
        old = facts.position
        if (old.width, old.height, old.mines) != (position.width, position.height, position.mines):
            return None
        if any(v >= 0 and v != w for v, w in zip(old.cells, position.cells, strict=True)):
            return None
    return facts


def _carried(reading: Reading) -> _Facts | None:
    """The facts for `reading` worked out from the last ones where it extends their
    position: as they are while one of their safe cells is still covered, else
    carried on by the rules around the cells opened since (see `deduce_more`)."""
    facts = _extended(reading)
    if facts is None:
        return None
    cells = reading.position.cells
    if facts.safe(cells):
        return facts
    old = facts.position.cells
    opened = [i for i, v in enumerate(cells) if v >= 0 and old[i] < 0]
    if not opened:  # the same position (a flag placed or taken away): what it proved stands
        return facts
    return _Facts(reading.position, deduce_more(reading.position, facts.deductions, opened))


def _remember(facts: _Facts, position: Position) -> None:
    _Recent.held = (facts, position)


def clear_cache() -> None:
    """Forget what was worked out for recent positions (benchmarks time cold answers)."""
    _facts.cache_clear()
    _Recent.held = None


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


def _safe_cells(position: Position, facts: _Facts, flagged: frozenset[int]) -> list[int]:
    """Certain-safe covered cells, best first (unflagged, likely to open an area)."""
    safe = facts.safe(position.cells)
    unflagged = [i for i in safe if i not in flagged] or safe
    return sorted(
        unflagged, key=lambda i: _opening_score(position, facts.deductions, i), reverse=True
    )


def _pick_safe(position: Position, facts: _Facts, flagged: frozenset[int]) -> int | None:
    safe = _safe_cells(position, facts, flagged)
    return safe[0] if safe else None


def _certain_move(position: Position, facts: _Facts, cell: int, action: Action) -> Move:
    """The auto-player's certain move: its verdict only (it is never shown a proof)."""
    fact = facts.deductions.facts[cell]
    row, col = position.row_col(cell)
    clues = tuple(position.row_col(c) for c in facts.deductions.proof_clues(cell))
    verdict = "head.mine" if fact.mine else "head.safe"
    reason = _(TEMPLATES[verdict]).format(cell=cell_name(row, col))
    return Move(action, row, col, 1.0 if fact.mine else 0.0, reason, clues, True)


def _proved_move(position: Position, proof: Proof, action: Action) -> Move:
    """A move carrying its proof: the reason is the proof's text, the clues what it reads."""
    row, col = proof.cell
    clues: dict[tuple[int, int], None] = {}
    for step in proof.steps:
        for source in step.sources:
            if isinstance(source, tuple):
                clues.setdefault(source, None)
    risk = proof.risk
    return Move(action, row, col, risk, one_line(position, proof), tuple(clues), True, None, proof)


def _guess_move(position: Position, facts: _Facts) -> Move:
    flat = facts.probabilities()
    if facts.guess is None:
        facts.guess = choose_guess(position, flat, facts.deductions.mines)
    guess = facts.guess
    row, col = position.row_col(guess.cell)
    name = cell_name(row, col)
    risk = percent(guess.p_mine)
    if guess.method is Method.ENDGAME and guess.win_chance is not None:
        text = _(
            "no safe cell: the safest cell, {cell}, is a mine with probability {risk}; "
            "best play from here wins {chance} of the time"
        ).format(cell=name, risk=risk, chance=percent(guess.win_chance))
    elif guess.method is Method.REGION and guess.region_chance is not None:
        text = _(
            "no safe cell: {cell} is a mine with probability {risk}; it lies in an enclosed "
            "part that no other number can reach, where best play wins {chance} of the time, "
            "so it is played first"
        ).format(cell=name, risk=risk, chance=percent(guess.region_chance))
    elif guess.method is Method.FIFTY:
        text = _(
            "no safe cell: the safest cell, {cell}, is a mine with probability {risk}; "
            "it is a 50/50 that no later number can settle, so it is taken now"
        ).format(cell=name, risk=risk)
    elif guess.method is Method.PSEUDO:
        text = _(
            "no safe cell: the safest cell, {cell}, is a mine with probability {risk}; "
            "if it is a mine, it sits in a 50/50 no play could avoid, so it is taken now"
        ).format(cell=name, risk=risk)
    elif guess.secondary is not None:
        text = _(
            "no safe cell: the safest cell, {cell}, is a mine with probability {risk}; "
            "the best chance to survive this and the next guess ({chance})"
        ).format(cell=name, risk=risk, chance=percent(guess.secondary))
    else:
        text = _(TEMPLATES["head.guess"]).format(cell=name, risk=risk)
    return Move(
        Action.REVEAL,
        row,
        col,
        guess.p_mine,
        text,
        win_chance=guess.win_chance,
        method=guess.method,
    )


def _reading(position_text: str) -> Reading:
    """The position read (flags turned back into covered cells, see `reading`)."""
    reading = read(position_text)
    if COVERED not in reading.position.cells:
        raise NoMoveError("nothing to play: every cell is already open")
    return reading


def _read(position_text: str) -> tuple[Position, frozenset[int]]:
    """The position with flags turned back into covered cells, and where the flags were."""
    reading = _reading(position_text)
    return reading.position, reading.flagged


def best_move(position_text: str) -> Move:
    """The move the solver would play in this position.

    Opens a certain-safe cell when there is one (preferring cells likely to
    open an area); otherwise flags a certain mine not yet flagged; otherwise
    guesses as well as it can. Raises PositionError/ContradictionError for
    bad positions and NoMoveError when nothing is left to play.
    """
    reading = _reading(position_text)
    position, flagged = reading.position, reading.flagged
    facts = _carried(reading) or _facts(position, False)
    cell = _pick_safe(position, facts, flagged)
    if cell is not None:
        _remember(facts, position)
        return _certain_move(position, facts, cell, Action.REVEAL)
    facts.probabilities()
    _remember(facts, position)
    cell = _pick_safe(position, facts, flagged)
    if cell is not None:
        return _certain_move(position, facts, cell, Action.REVEAL)
    for mine in sorted(facts.deductions.mines):
        if mine not in flagged:
            return _certain_move(position, facts, mine, Action.FLAG)
    if len(facts.deductions.mines) == sum(1 for v in position.cells if v < 0):
        raise NoMoveError("nothing to play: every covered cell is a flagged mine")
    return _guess_move(position, facts)


def hint(position_text: str) -> Move:
    """A cell to open, for the Hint button: certain-safe with its checked proof if any.

    Without a certain-safe cell, the covered cell least likely to be a mine,
    with its risk in the reason ("no safe cell: the safest cell, C7, is a mine
    with probability 21%"). `move.proof` holds the proof (steps empty for a guess).
    """
    position, flagged = _read(position_text)
    facts = _facts(position, True)
    safe = _safe_cells(position, facts, flagged)
    if not safe:
        facts.probabilities()
        safe = _safe_cells(position, facts, flagged)
    shortest = shortest_proof(position, facts.deductions, safe[:PROOF_TRIES])
    for cell in [] if shortest is not None else safe[:PROOF_TRIES]:
        shortest = proof_for(position, facts.deductions, cell)  # the layout count, checked
        if shortest is not None:
            break
    if shortest is not None:
        return _proved_move(position, shortest, Action.REVEAL)
    if safe:
        return _proved_move(position, unchecked_proof(position, safe[0], False), Action.REVEAL)
    flat = facts.probabilities()
    if all(p is None or p == 1.0 for p in flat):
        raise NoMoveError("no safe cell left: every covered cell is a mine")
    guess = safest_guess(position, flat)
    row, col = position.row_col(guess.cell)
    proof = guess_proof(position, guess.cell, guess.p_mine)
    return Move(
        Action.REVEAL, row, col, guess.p_mine, headline(proof), proof=proof, method=guess.method
    )


def explain_cell(position_text: str, row: int, col: int) -> Proof | None:
    """The checked proof that (row, col) is safe or a mine, or None when it is not certain.

    Flags are not trusted. Used for the verdict on a lost game.
    """
    position, _ = _read(position_text)
    facts = _facts(position, True)
    cell = position.index(row, col)
    if cell not in facts.deductions.facts:
        facts.probabilities()
    if cell not in facts.deductions.facts:
        return None
    return proof_for(position, facts.deductions, cell) or unchecked_proof(
        position, cell, facts.deductions.facts[cell].mine
    )


def deduced_move(position_text: str, flag_mines: bool = True) -> Move | None:
    """A certain move from the local rules alone (no layout count), or None.

    For positions too costly to count: a safe cell to open, else (with
    `flag_mines`) a certain mine not yet flagged, each with its proof.
    """
    position, flagged = _read(position_text)
    facts = _facts(position, True)
    cell = _pick_safe(position, facts, flagged)
    if cell is not None:
        return _with_checked_proof(position, facts, cell, Action.REVEAL)
    for mine in sorted(facts.deductions.mines) if flag_mines else ():
        if mine not in flagged:
            return _with_checked_proof(position, facts, mine, Action.FLAG)
    return None


def _with_checked_proof(position: Position, facts: _Facts, cell: int, action: Action) -> Move:
    """The rules' proof of `cell` when it passes the checker, else the verdict alone."""
    proof = shortest_proof(position, facts.deductions, [cell])
    if proof is None:
        return _certain_move(position, facts, cell, action)
    return _proved_move(position, proof, action)
