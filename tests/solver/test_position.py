"""Position text parsing and cell names."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.solver.cells import cell_name, column_letters, name_list, parse_cell_name
from game.solver.position import COVERED, FLAGGED, PositionError, parse_position
from tests.solver.strategies import positions


@pytest.mark.parametrize(
    ("row", "col", "name"),
    [(0, 0, "A1"), (4, 2, "C5"), (9, 25, "Z10"), (0, 26, "AA1"), (15, 29, "AD16")],
)
def test_cell_names(row: int, col: int, name: str) -> None:
    assert cell_name(row, col) == name
    assert parse_cell_name(name) == (row, col)


@given(st.integers(0, 5000), st.integers(0, 5000))
def test_cell_names_round_trip(row: int, col: int) -> None:
    assert parse_cell_name(cell_name(row, col)) == (row, col)


def test_column_letters_and_lists() -> None:
    assert [column_letters(c) for c in (0, 25, 26, 51, 52, 701, 702)] == [
        "A",
        "Z",
        "AA",
        "AZ",
        "BA",
        "ZZ",
        "AAA",
    ]
    assert name_list([(0, 0)]) == "A1"
    assert name_list([(0, 0), (1, 1)]) == "A1 and B2"
    assert name_list([(0, 0), (1, 1), (2, 2)]) == "A1, B2 and C3"
    with pytest.raises(ValueError):
        parse_cell_name("5C")


def test_parse_reads_every_symbol() -> None:
    position = parse_position("3x2x2\nHF0\n123\n")
    assert (position.width, position.height, position.mines) == (3, 2, 2)
    assert position.cells == (COVERED, FLAGGED, 0, 1, 2, 3)
    assert position.value(1, 2) == 3


def test_tolerates_crlf_trailing_space_and_blank_lines() -> None:
    plain = parse_position("2x2x1\nH1\n11\n")
    assert parse_position("2x2x1  \r\nH1 \r\n11\t\r\n\r\n\n") == plain
    assert parse_position("\ufeff2x2x1\nH1\n11") == plain


@given(positions())
def test_text_round_trip(position) -> None:
    assert parse_position(position.to_text()) == position


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "line 1, column 1: empty position"),
        ("30x16", "line 1, column 6: expected a header"),
        ("30y16x99", "line 1, column 3: expected a header"),
        ("0x3x0\n", "line 1, column 1: the board must be at least 1x1"),
        ("2x2x5\nHH\nHH\n", "line 1, column 5: 5 mines do not fit on 2x2 = 4 cells"),
        ("2x2x1\nHH\n", "line 3, column 1: expected 2 rows of cells, found only 1"),
        ("2x2x1\nH\nHH\n", "line 2, column 2: row is too short: expected 2 cells, found 1"),
        ("2x2x1\nHHH\nHH\n", "line 2, column 3: row is too long"),
        ("2x2x1\nHH\nH9\n", "line 3, column 2: unexpected character '9'"),
        ("2x2x1\nHH\nH x\n", "line 3, column 2: unexpected character ' '"),
        ("2x2x1\nHH\nHH\nHH\n", "line 4, column 1: unexpected text after the 2 rows"),
    ],
)
def test_errors_name_line_and_column(text: str, message: str) -> None:
    with pytest.raises(PositionError) as error:
        parse_position(text)
    assert str(error.value).startswith(message)
    assert "\n" not in str(error.value)
