"""A guess studied in the replay viewer: the position the player saw just before it, and
the checked proof of the safe cell the player missed.

The proof is the one the Hint would give (`explain_cell`, flags not trusted) and is
checked again here (`is_valid`): a proof that fails the checker is never shown, only
the honest line that counting every layout proves the cell. Positions too costly to
analyse in the game's own process get no proof (the viewer must never wait).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.coach.report import Guess, guess_line
from game.solver.moves import explain_cell
from game.solver.position import parse_position
from game.solver.proof import Proof
from game.solver.proof_check import is_valid
from game.solver.proof_text import headline, proof_lines
from game.solver.worker import is_light

TOO_COSTLY = "This position is too costly to prove here; the coach's figures stand."


@dataclass(frozen=True)
class Study:
    """What the viewer shows about one guess: `lines` (the guess in words, then the safe
    cell's headline and each step of its checked proof), `proof` (None when none passed
    the checker) and the position text before the guess."""

    guess: Guess
    position: str
    lines: tuple[str, ...]
    proof: Proof | None = None


def next_mistake(guesses: Sequence[Guess], now_ms: float, direction: int) -> Guess | None:
    """The first mistake (a needless guess, or one riskier than the safest cell; every
    guess when the game has no mistake) after (`direction` 1) or before (-1) `now_ms`."""
    marks = [g for g in guesses if g.mistake] or list(guesses)
    if direction > 0:
        return next((g for g in marks if g.input_ms - 1 > now_ms), None)
    return next((g for g in reversed(marks) if g.input_ms - 1 < now_ms), None)


def study_guess(guess: Guess, position_text: str) -> Study:
    """The study of `guess` made in the position `position_text` (flags are not trusted)."""
    lines = [" ".join(guess_line(guess).split())]
    if guess.safe is None:
        return Study(guess, position_text, tuple(lines))
    if not is_light(position_text):
        return Study(guess, position_text, (*lines, TOO_COSTLY))
    try:
        position = parse_position(position_text).unflagged()
        proof = explain_cell(position_text, *guess.safe)
    except ValueError:
        return Study(guess, position_text, tuple(lines))
    if proof is None:
        return Study(guess, position_text, tuple(lines))
    if proof.checked and proof.steps and is_valid(position, proof):
        steps = proof_lines(position, proof)
        return Study(guess, position_text, (*lines, f"{headline(proof)}:", *steps), proof)
    unchecked = Proof(proof.cell, proof.verdict, proof.risk, (), checked=False)
    return Study(guess, position_text, (*lines, headline(unchecked)))
