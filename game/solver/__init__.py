"""The solver: position text in, probabilities, proofs and moves out.

    from game.solver import analyse, best_move, hint
    a = analyse(text)        # a.probabilities[row][col] -> float | None
    m = best_move(text)      # m.action in {"reveal", "flag"}, m.row, m.col, m.p_mine, m.reason
    h = hint(text)           # a cell to open, with the clues proving it when certain
    mines = generate_no_guess(16, 30, 99, 3, 3)   # a no-guess layout, or None

Knows nothing of pygame or files; see DESIGN.md, "Solver contract".
"""

from game.solver.analysis import Analysis, Proof, analyse, analyse_position
from game.solver.cells import cell_name, column_letters, parse_cell_name
from game.solver.moves import Move, NoMoveError, best_move, explain_cell, hint, percent
from game.solver.noguess import generate_no_guess
from game.solver.position import ContradictionError, Position, PositionError, parse_position
from game.solver.worker import bounded_hint

__all__ = [
    "bounded_hint",
    "explain_cell",
    "Analysis",
    "ContradictionError",
    "Move",
    "NoMoveError",
    "Position",
    "PositionError",
    "Proof",
    "analyse",
    "analyse_position",
    "best_move",
    "cell_name",
    "column_letters",
    "generate_no_guess",
    "hint",
    "parse_cell_name",
    "parse_position",
    "percent",
]
