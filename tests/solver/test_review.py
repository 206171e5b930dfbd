"""The verdict on a losing move, judged from the position the player saw."""

from __future__ import annotations

import pytest

from game.solver import PositionError
from game.solver.position import parse_position
from game.solver.proof_check import check_proof
from game.solver.review import judge_loss


def test_a_mine_the_numbers_proved() -> None:
    verdict = judge_loss("3x3x2\nHHH\n121\n000\n", "reveal", 0, 0)
    assert verdict.avoidable and verdict.suspect == ((0, 0),)
    assert verdict.text == "Avoidable: the numbers proved A1 was a mine"


def test_a_risky_click_while_a_cell_was_certainly_safe() -> None:
    # Both 1s see A1, A2, C1 and C2, so the only mine is one of those four
    # (25% each) and D1, D2 are certainly safe.
    before = "4x2x1\nH1HH\nH1HH\n"
    verdict = judge_loss(before, "reveal", 0, 0)
    assert verdict.avoidable and verdict.safe and not verdict.suspect
    (row, col) = verdict.safe[0]
    assert col >= 2, "the safe cell named lies away from the 1s"
    assert verdict.text.startswith("Avoidable: ") and "was certainly safe" in verdict.text
    assert verdict.text.endswith("while A1 was a 25% risk")


def test_a_forced_coin_flip_is_unlucky() -> None:
    verdict = judge_loss("2x1x1\nHH\n", "reveal", 0, 1)
    assert not verdict.avoidable and not verdict.safe
    assert verdict.text == "Unlucky: no cell was safe and B1 was among the safest (50% risk)"


def test_a_guess_when_a_safer_cell_existed() -> None:
    # One mine near the 1 (B1, A2, B2: 1/3 each), one among the four far cells (1/4 each);
    # like the Hint, the verdict names the corner among those (fewest covered neighbours).
    verdict = judge_loss("4x2x2\n1HHH\nHHHH\n", "reveal", 0, 1)
    assert not verdict.avoidable and verdict.safe == ((0, 3),)
    assert verdict.text == "No cell was safe, but D1 (25% risk) was safer than B1 (33%)"


def test_a_chord_that_trusted_an_unproved_flag() -> None:
    # One mine on the board, and both outer 1s need it: it is B1, so the flag on A1 is wrong.
    verdict = judge_loss("3x2x1\nFHH\n111\n", "chord", 1, 0)
    assert verdict.avoidable and verdict.suspect == ((0, 0),)
    assert verdict.text == (
        "Avoidable: the chord at A2 trusted a flag the numbers did not prove (A1)"
    )


def test_flags_are_not_trusted_when_judging_a_reveal() -> None:
    # The flag on C1 is wrong: the numbers prove B1 is the mine, so C1 was safe.
    verdict = judge_loss("3x2x1\nHHF\n111\n", "reveal", 0, 1)
    assert verdict.avoidable and verdict.text == "Avoidable: the numbers proved B1 was a mine"


def test_bad_position_text_is_refused() -> None:
    with pytest.raises(PositionError):
        judge_loss("3x2\nHHH\n", "reveal", 0, 0)


def test_the_verdict_carries_the_checked_proof_the_hint_would_show() -> None:
    before = "3x3x2\nHHH\n121\n000\n"
    verdict = judge_loss(before, "reveal", 0, 0)
    assert verdict.proof is not None and verdict.proof.cell == (0, 0)
    check_proof(parse_position(before), verdict.proof)
    assert verdict.lines and verdict.lines[-1].endswith("A1 is a mine.")
    safe = judge_loss("4x2x1\nH1HH\nH1HH\n", "reveal", 0, 0)
    assert safe.proof is not None and safe.proof.cell == safe.safe[0]
    check_proof(parse_position("4x2x1\nH1HH\nH1HH\n"), safe.proof)
    assert any("is safe" in line for line in safe.lines)
    assert judge_loss("2x1x1\nHH\n", "reveal", 0, 1).lines == ()
