"""Judging one move from the position the player saw: was it certain, and if not, how
risky was it against the safest cell on offer?

Probabilities are exact (every layout that fits the open numbers and the mine count
equally likely; flags are treated as covered cells, never trusted). A chord's risk is the
chance that any cell it opens is a mine, counted over the same layouts. A position too
costly to count within the budget is judged with the solver's labelled approximation.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from game.coach.kinds import MoveKind
from game.coach.trace import Cell, Move
from game.model.position import Position
from game.solver.approximate import approximate_probabilities
from game.solver.counting import LayoutCounter
from game.solver.position import ContradictionError
from game.solver.probability import mine_probabilities
from game.solver.web import build_web

FRONTIER_LIMIT = 400
"""More covered cells beside the numbers than this: the position is judged approximately."""
DEFAULT_SECONDS = 60.0
"""The whole game's analysis budget; moves after it is spent are judged approximately."""


@dataclass(frozen=True)
class Judgement:
    """The verdict on one move.

    `risk`: the chance the move hit a mine. `best_risk`: the lowest risk of any covered
    cell (0 when a cell was provably safe). `forced`: no cell was provably safe. `safe`:
    a provably safe cell near the move (None when there was none). `approximate`: the
    figures are the solver's estimate, not an exact count.
    """

    risk: float
    best_risk: float
    forced: bool
    safe: Cell | None
    approximate: bool = False

    @property
    def certain(self) -> bool:
        """Every cell the move opened was provably safe."""
        return self.risk == 0.0


class Budget:
    """Wall-clock seconds for the exact analysis of one game."""

    def __init__(self, seconds: float = DEFAULT_SECONDS) -> None:
        self.deadline = time.monotonic() + seconds

    def spent(self) -> bool:
        """True once the time is up."""
        return time.monotonic() >= self.deadline


FREE_FIRST_CLICK = Judgement(0.0, 0.0, False, None)
"""The first click of a game whose rule makes it safe."""


def judge_move(move: Move, free_first_click: bool, budget: Budget) -> Judgement:
    """The verdict on `move` (see `Judgement`)."""
    if move.first and free_first_click:
        return FREE_FIRST_CLICK
    position = move.before.unflagged()
    exact = not budget.spent() and _frontier(position) <= FRONTIER_LIMIT
    flat: list[float | None]
    if exact:
        try:
            flat = [p for row in mine_probabilities(position) for p in row]
        except ContradictionError:
            exact = False
    if not exact:
        flat = [p for row in approximate_probabilities(position) for p in row]
    covered = [p for p in flat if p is not None]
    best = min(covered) if covered else 0.0
    safe = _nearest_safe(position, flat, move.cell)
    risk = _risk(position, flat, move, exact)
    return Judgement(risk, best, safe is None, safe, not exact)


def _frontier(position: Position) -> int:
    cells, nbrs = position.cells, position.neighbours
    return sum(1 for i, v in enumerate(cells) if v < 0 and any(cells[n] >= 0 for n in nbrs[i]))


def _nearest_safe(position: Position, flat: list[float | None], cell: Cell) -> Cell | None:
    safe = [position.row_col(i) for i, p in enumerate(flat) if p == 0.0]
    if not safe:
        return None
    row, col = cell
    return min(safe, key=lambda s: (max(abs(s[0] - row), abs(s[1] - col)), s))


def _risk(position: Position, flat: list[float | None], move: Move, exact: bool) -> float:
    indices = [position.index(*c) for c in move.targets]
    chances = [flat[i] or 0.0 for i in indices]
    if any(p >= 1.0 for p in chances):
        return 1.0
    undecided = [i for i, p in zip(indices, chances, strict=True) if p > 0.0]
    if not undecided:
        return 0.0
    if len(undecided) == 1 or move.kind is MoveKind.REVEAL:
        return max(chances)
    if exact:
        joint = _joint_risk(position, flat, undecided)
        if joint is not None:
            return joint
    survive = 1.0
    for p in chances:
        survive *= 1.0 - p
    return 1.0 - survive


def _joint_risk(position: Position, flat: list[float | None], cells: list[int]) -> float | None:
    """P(at least one of `cells` is a mine), counted exactly over the layouts."""
    mines = [i for i, p in enumerate(flat) if p == 1.0]
    safe = [i for i, p in enumerate(flat) if p == 0.0]
    counter = LayoutCounter(build_web(position, mines, safe))
    if counter.total <= 0:
        return None
    return 1.0 - counter.count_with((), cells) / counter.total
