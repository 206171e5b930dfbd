"""The replay viewer's study of a guess: the guess in words, then the checked proof of the
safe cell the player missed; a proof that fails the checker is never shown."""

from __future__ import annotations

from game.coach import study
from game.coach.kinds import MoveKind
from game.coach.report import Guess
from game.coach.study import study_guess
from game.solver.proof import Proof, Says, Step, StepKind, Verdict

# Width 3, height 2, one mine: the 1s say one mine among B1/B2, so column C is safe.
POSITION = "3x2x1\n1HH\n1HH\n"


def _needless() -> Guess:
    return Guess(2.0, (0, 1), MoveKind.REVEAL, ((0, 1),), 0.5, 0.0, False, safe=(0, 2))


def test_a_needless_guess_shows_the_checked_proof_of_the_safe_cell():
    seen = study_guess(_needless(), POSITION)
    assert seen.lines[0] == "2.00 s opened B1: 50% risk, needless: C1 was safe"
    assert seen.proof is not None and seen.proof.cell == (0, 2) and seen.proof.steps
    assert seen.lines[1] == "C1 is safe:"
    assert len(seen.lines) == 2 + len(seen.proof.steps)


def test_a_proof_that_fails_the_checker_is_never_shown(monkeypatch):
    # A "proof" whose one step claims C1 is safe because the 1 at A1 says so: false.
    wrong = Proof(
        (0, 2),
        Verdict.SAFE,
        0.0,
        (Step(Says.EXACTLY, 0, ((0, 2),), ((0, 0),), StepKind.CLUE_CELL),),
    )
    monkeypatch.setattr(study, "explain_cell", lambda text, row, col: wrong)
    seen = study_guess(_needless(), POSITION)
    assert seen.proof is None
    assert seen.lines[1].startswith("C1 is safe: counting every layout")
    assert len(seen.lines) == 2


def test_a_forced_guess_has_no_proof_to_show():
    forced = Guess(1.0, (1, 1), MoveKind.REVEAL, ((1, 1),), 0.5, 0.5, True)
    seen = study_guess(forced, "2x2x1\n1H\n1H\n")
    assert seen.proof is None
    assert seen.lines == ("1.00 s opened B2: 50% risk, forced, among the safest",)
