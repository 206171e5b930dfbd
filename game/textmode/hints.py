"""A hint from the solver, told in one or two lines.

The solver is optional to the terminal game: it is imported only when a hint
is asked for, and if it cannot be imported or fails on a position the player
is told so in one line instead of seeing a traceback.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from game.i18n import N_, _
from game.i18n.formats import percent
from game.model import Action, Board
from game.solver import Move
from game.textmode.coords import cell_name

UNAVAILABLE = N_("Sorry, hints are not available.")


@dataclass(frozen=True)
class HintReply:
    """What to tell the player, and whether a real hint was given (the game is then assisted)."""

    text: str
    given: bool


def ask_for_hint(board: Board) -> HintReply:
    """Ask the solver for its hint on what the player sees now."""
    hint: Callable[[str], Move]
    try:
        from game.solver import bounded_hint as hint  # a big board: within a time budget
    except Exception:
        try:
            from game.solver import hint
        except Exception:
            try:
                from game.solver import best_move as hint
            except Exception:
                return HintReply(_(UNAVAILABLE), False)
    position = board.to_position()
    try:
        move = hint(position)
        steps = _steps(position, move)
    except Exception as exc:
        text = _("Sorry, the solver could not give a hint here ({reason}).").format(reason=exc)
        return HintReply(text, False)
    reply = describe(move.action, move.row, move.col, move.p_mine, move.reason, steps)
    return HintReply(reply, True)


def _steps(position_text: str, move: object) -> tuple[str, ...]:
    """The proof's steps, one sentence each, when the move carries a proof with steps."""
    proof = getattr(move, "proof", None)
    if proof is None or not proof.steps:
        return ()
    from game.solver.position import parse_position
    from game.solver.proof_text import proof_lines

    return tuple(proof_lines(parse_position(position_text), proof))


def describe(
    action: Action, row: int, col: int, p_mine: float, reason: str, steps: tuple[str, ...] = ()
) -> str:
    """The hint as the player reads it, e.g. "Hint: reveal C5 (certainly safe) - why".

    With `steps` (the proof), each step is on its own line instead of the one-line reason.
    """
    name = cell_name(row, col)
    if action is Action.FLAG:
        text = _("Hint: flag {cell} ({risk}).").format(cell=name, risk=_risk(p_mine))
    else:
        text = _("Hint: reveal {cell} ({risk}).").format(cell=name, risk=_risk(p_mine))
    if steps:
        return text + "".join(f"\n      {' '.join(step.split())}" for step in steps)
    reason = " ".join(str(reason).split())
    return f"{text}\n      {reason}" if reason else text


def _risk(p_mine: float) -> str:
    if p_mine <= 0.0:
        return _("certainly safe")
    if p_mine >= 1.0:
        return _("certainly a mine")
    if p_mine < 0.01:
        return _("under {percent} chance of a mine").format(percent=percent(0.01))
    return _("{percent} chance of a mine").format(percent=percent(p_mine))
