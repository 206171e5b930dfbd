"""`analyse`: probabilities, certain cells and a reason for each certain cell."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.solver.deduce import EXACT, Deductions, Fact, Rule, deduce
from game.solver.position import Position, parse_position
from game.solver.probability import mine_probabilities
from game.solver.reasons import describe
from game.solver.web import build_web

Cell = tuple[int, int]


@dataclass(frozen=True)
class Proof:
    """Why one cell is certain: the verdict, a one-line reason, the clue cells."""

    row: int
    col: int
    mine: bool
    rule: Rule
    reason: str
    clues: tuple[Cell, ...]


@dataclass(frozen=True)
class Analysis:
    """Everything the position tells: P(mine) per cell and the certain cells.

    `probabilities[row][col]` is None for open cells. `safe` and `mines` are
    sorted (row, col) lists; `proofs` explains each of them.
    """

    position: Position
    probabilities: list[list[float | None]]
    safe: list[Cell]
    mines: list[Cell]
    proofs: dict[Cell, Proof]
    deductions: Deductions | None = field(default=None, repr=False, compare=False)
    """What the rules and the exact count proved, for writing the checked proofs."""

    @property
    def reasons(self) -> dict[Cell, str]:
        """One-line reason per certain cell."""
        return {cell: proof.reason for cell, proof in self.proofs.items()}


def add_exact_facts(position: Position, deductions: Deductions, flat: list[float | None]) -> None:
    """Add the cells that only the exact count proves, with the clues of their region."""
    pending = [
        i
        for i, p in enumerate(flat)
        if p is not None and p in (0.0, 1.0) and i not in deductions.facts
    ]
    if not pending:
        return
    web = build_web(position, deductions.mines, deductions.safe)
    every_clue = tuple(sorted(web.needs))
    for i in pending:
        box = web.box_of.get(i)
        if box is None:
            clues = every_clue
        else:
            component = web.components[web.component_of_box[box]]
            cells = {c for b in component.boxes for c in web.boxes[b]}
            nbrs = position.neighbours
            clues = tuple(sorted({n for c in cells for n in nbrs[c] if n in web.needs}))
        deductions.facts[i] = Fact(i, flat[i] == 1.0, EXACT, clues)


def _proof(position: Position, deductions: Deductions, fact: Fact) -> Proof:
    row, col = position.row_col(fact.cell)
    clues = tuple(position.row_col(c) for c in deductions.proof_clues(fact.cell))
    return Proof(row, col, fact.mine, fact.rule, describe(position, fact), clues)


def analyse_position(position: Position) -> Analysis:
    """`analyse` for an already parsed position."""
    deductions = deduce(position)
    grid = mine_probabilities(position, deductions)
    flat = [p for row in grid for p in row]
    add_exact_facts(position, deductions, flat)
    proofs = {}
    for i in sorted(deductions.facts):
        fact = deductions.facts[i]
        proofs[position.row_col(i)] = _proof(position, deductions, fact)
    safe = [cell for cell, proof in proofs.items() if not proof.mine]
    mines = [cell for cell, proof in proofs.items() if proof.mine]
    return Analysis(position, grid, safe, mines, proofs, deductions)


def analyse(position_text: str) -> Analysis:
    """Analyse position text (see DESIGN.md, "Position text").

    Raises PositionError (line and column) for bad text and
    ContradictionError for a position no layout can produce.
    """
    return analyse_position(parse_position(position_text))
