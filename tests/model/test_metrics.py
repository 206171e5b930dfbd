"""3BV against boards counted by hand."""

import pytest

from game.model import Board

CASES = [
    # one opening covering every safe cell
    ("*...\n....\n....", 1),
    # no zero anywhere: every safe cell is its own click
    ("*.*\n.*.\n*.*", 4),
    # two openings separated by a wall of mines, plus nothing else
    ("..*..\n..*..\n..*..", 2),
    # an opening on the left, two isolated numbers between mines on the right
    ("....*.*\n....*.*\n....***", 3),
    # 1xN: opening on the left, the single number next to the mine belongs to it
    ("...*.", 2),
]


@pytest.mark.parametrize(("layout", "expected"), CASES)
def test_three_bv_matches_hand_count(layout, expected):
    assert Board.from_layout(layout).three_bv == expected


def test_three_bv_solved_counts_progress():
    board = Board.from_layout("..*..\n..*..\n..*..")
    assert board.three_bv_solved == 0
    board.reveal(0, 0)
    assert board.three_bv_solved == 1
    board.reveal(0, 4)
    assert board.three_bv_solved == 2 and board.status == "won"
