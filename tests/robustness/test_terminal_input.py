"""The terminal game: any typed line, however long or numeric, is an answer, not a crash."""

import pytest

from game.model import NORMAL
from game.textmode.coords import CoordinateError, parse_cell
from tests.textmode.helpers import play

DIGITS = "9" * 5000

LINES = [
    ("row-col-5000-digits", f"{DIGITS} 3", "off the board"),
    ("col-5000-digits", f"3 {DIGITS}", "off the board"),
    ("letters-digits-5000", f"c{DIGITS}", "off the board"),
    ("digits-letters-5000", f"{DIGITS}c", "off the board"),
    ("letters-5000", f"{'c' * 5000}5", "off the board"),
    ("flag-5000-digits", f"f {DIGITS} 3", "off the board"),
    ("100kb-junk", "x" * 100_000, ""),
]


@pytest.mark.parametrize(("name", "line", "reply"), LINES, ids=[c[0] for c in LINES])
def test_typed_line_gets_an_answer_and_the_game_goes_on(name, line, reply):
    status, out = play(["D4", line, "q"], difficulty=NORMAL)
    assert status == 0
    answer = out.split(line[:50], 1)[1].splitlines()[1] if line[:50] in out else ""
    assert reply in answer
    assert "Goodbye" in out
    assert all(len(row) < 400 for row in out.splitlines() if line[:50] not in row)


@pytest.mark.parametrize(
    "tokens",
    [[DIGITS, "3"], ["3", DIGITS], [f"c{DIGITS}"], [f"{DIGITS}c"], ["c" * 5000 + "5"]],
)
def test_parse_cell_refuses_huge_numbers_with_one_line(tokens):
    with pytest.raises(CoordinateError) as caught:
        parse_cell(tokens, 8, 8)
    assert "\n" not in str(caught.value) and len(str(caught.value)) < 200


def test_custom_size_menu_with_5000_digits():
    lines = ["4", DIGITS, "10", "10", "10", "q", "q", "q"]
    status, out = play(lines, difficulty=None)
    assert status == 0
    assert "must be a whole number" in out
