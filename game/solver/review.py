"""The verdict on a losing move: could the player have known better?

Judged like the Hint button, from the position the player saw just before
the move and never from the real mines, with flags treated as covered cells:
the verdict teaches what the numbers proved, not what luck decided. The
cell it recommends instead is the one the Hint button would have named.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import _, ngettext
from game.model import Action, Board
from game.solver.analysis import analyse
from game.solver.cells import cell_name
from game.solver.moves import explain_cell, hint, percent
from game.solver.position import FLAGGED, parse_position
from game.solver.proof import Proof
from game.solver.proof_text import proof_lines

Cell = tuple[int, int]


@dataclass(frozen=True)
class Verdict:
    """One line for the player, and the cells it names, to outline on the board.

    `safe` are cells that were certainly safe (or safer than the one clicked),
    `suspect` the cells the player should not have trusted. `proof` is the
    checked proof behind "certainly safe" or "proved a mine" (the same the
    Hint shows) and `lines` its steps, one sentence each.
    """

    text: str
    avoidable: bool
    safe: tuple[Cell, ...] = ()
    suspect: tuple[Cell, ...] = ()
    proof: Proof | None = None
    lines: tuple[str, ...] = ()


def _with_proof(verdict: Verdict, before: str, proof: Proof | None) -> Verdict:
    if proof is None or not proof.steps:
        return verdict
    lines = tuple(proof_lines(parse_position(before), proof))
    return Verdict(verdict.text, verdict.avoidable, verdict.safe, verdict.suspect, proof, lines)


def judge_loss(before: str, kind: Action | str, row: int, col: int) -> Verdict:
    """The verdict on the move `kind` ("reveal" or "chord") at (row, col) that lost.

    `before` is the position text just before that move. Raises the position
    errors of `analyse` for text that is not a real position.
    """
    analysis = analyse(before)
    name = cell_name(row, col)
    if Action(kind) is Action.CHORD:
        position = analysis.position
        proved = set(analysis.mines)
        unproved = tuple(
            position.row_col(n)
            for n in position.neighbours[position.index(row, col)]
            if position.cells[n] == FLAGGED and position.row_col(n) not in proved
        )
        names = ", ".join(cell_name(r, c) for r, c in unproved)
        if not unproved:
            return Verdict(_("The chord at {cell} opened a mine").format(cell=name), False)
        text = ngettext(
            "Avoidable: the chord at {cell} trusted a flag the numbers did not prove ({flags})",
            "Avoidable: the chord at {cell} trusted flags the numbers did not prove ({flags})",
            len(unproved),
        )
        return Verdict(text.format(cell=name, flags=names), True, suspect=unproved)
    p = analysis.probabilities[row][col]
    if p is None:
        raise ValueError(_("{cell} was already open before the losing move").format(cell=name))
    if p == 1.0:
        verdict = Verdict(
            _("Avoidable: the numbers proved {cell} was a mine").format(cell=name),
            True,
            suspect=((row, col),),
        )
        return _with_proof(verdict, before, explain_cell(before, row, col))
    best = hint(before)
    other = cell_name(best.row, best.col)
    if best.certain:
        verdict = Verdict(
            _("Avoidable: {other} was certainly safe, while {cell} was a {risk} risk").format(
                other=other, cell=name, risk=percent(p)
            ),
            True,
            safe=((best.row, best.col),),
        )
        return _with_proof(verdict, before, best.proof)
    if p <= best.p_mine + 1e-9:
        return Verdict(
            _("Unlucky: no cell was safe and {cell} was among the safest ({risk} risk)").format(
                cell=name, risk=percent(p)
            ),
            False,
        )
    return Verdict(
        _(
            "No cell was safe, but {other} ({other_risk} risk) was safer than {cell} ({risk})"
        ).format(other=other, other_risk=percent(best.p_mine), cell=name, risk=percent(p)),
        False,
        safe=((best.row, best.col),),
    )


def loss_verdict(lost: tuple[Board, Action, tuple[int, int]] | None) -> Verdict | None:
    """The solver's verdict on the move that lost a game, judged from the position before
    it: `lost` is that board and move (`GameSession.losing_move()`).

    None when no game was lost or the move cannot be judged.
    """
    if lost is None:
        return None
    before, kind, (row, col) = lost
    if kind is Action.FLAG:
        return None
    try:
        return judge_loss(before.to_position(), kind, row, col)
    except ValueError:
        return None
