"""The board in words, as a screen reader and the terminal's plain mode say it: cell names,
what a move changed, a row, a column, the cells around one, the next covered cell beside a
number, and why a move does nothing. In English and German."""

from __future__ import annotations

import pytest

from game.a11y.words import (
    Seen,
    around_words,
    cell_label,
    change_words,
    column_words,
    next_frontier,
    refusal,
    row_words,
    seen,
)
from game.i18n import Language, set_language
from game.model import Action, Appearance, Board

LAYOUT = "*....\n.....\n..*..\n.....\n....*"


def opened(*cells: tuple[int, int], flags: tuple[tuple[int, int], ...] = ()) -> Board:
    board = Board.from_layout(LAYOUT)
    for cell in cells:
        board.reveal(*cell)
    for cell in flags:
        board.toggle_flag(*cell)
    return board


@pytest.fixture
def german():
    set_language(Language.DE)
    yield
    set_language(Language.EN)


def test_a_cell_is_named_by_coordinate_and_state():
    assert cell_label((3, 2), Appearance.COVERED) == "C4, covered"
    assert cell_label((3, 2), Appearance.N3) == "C4, 3"
    assert cell_label((3, 2), Appearance.FLAG) == "C4, flagged"
    assert cell_label((3, 2), Appearance.QUESTION) == "C4, question mark"
    assert cell_label((0, 0), Appearance.OPEN) == "A1, empty"
    assert cell_label((0, 26), Appearance.COVERED) == "AA1, covered"


def test_cell_names_in_german(german):
    assert cell_label((3, 2), Appearance.COVERED) == "C4, verdeckt"
    assert cell_label((3, 2), Appearance.FLAG) == "C4, Flagge"
    assert cell_label((3, 2), Appearance.QUESTION) == "C4, Fragezeichen"
    assert cell_label((0, 0), Appearance.OPEN) == "A1, leer"


def test_what_a_move_changed_is_said_briefly():
    start = seen(opened())
    one = opened((0, 1))
    assert change_words(start, seen(one)) == "1"
    many = opened((0, 4))
    count = sum(not look.covered for look in seen(many).cells)
    assert count > 1
    assert change_words(start, seen(many)) == f"opened {count} cells"
    assert change_words(start, seen(opened(flags=((1, 1),)))) == "flagged"
    assert change_words(seen(one), seen(one)) == ""
    lost = opened((0, 1))
    lost.reveal(2, 2)
    assert change_words(seen(one), seen(lost)) == "mine on C3"


def test_a_count_in_german(german):
    start = seen(opened())
    many = seen(opened((0, 4)))
    count = sum(not look.covered for look in many.cells)
    assert change_words(start, many) == f"{count} Felder aufgedeckt"


def test_rows_and_columns_count_runs_but_never_numbers():
    board = opened((0, 4))
    picture = seen(board)
    assert row_words(picture, 0) == "Row 1: covered, 1, 3 empty"
    assert column_words(picture, 4) == "Column E: 3 empty, 1, covered"
    looks = (Appearance.N1, Appearance.N1, Appearance.COVERED, Appearance.COVERED, Appearance.OPEN)
    assert row_words(Seen((1, 5), looks), 0) == "Row 1: 1, 1, 2 covered, empty"


def test_around_names_the_cell_then_its_neighbours_clockwise():
    picture = seen(opened((0, 4)))
    said = around_words(picture, (0, 4))
    assert said.startswith("E1, empty; around: ")
    assert said.split("around: ")[1].split("; ") == ["E2, empty", "D2, 1", "D1, empty"]


def test_next_covered_cell_beside_a_number_reads_on_and_comes_round():
    picture = seen(opened((0, 4)))
    first = next_frontier(picture, None)
    assert first is not None
    assert picture.cells[first[0] * 5 + first[1]] is Appearance.COVERED
    visited = [first]
    while (step := next_frontier(picture, visited[-1])) != first:
        assert step is not None and step not in visited
        visited.append(step)
    assert len(visited) > 1
    assert next_frontier(seen(opened()), None) is None  # nothing open: nothing beside a number


def test_why_a_move_does_nothing():
    board = opened((0, 1), flags=((1, 1),))
    picture = seen(board)

    def why(action: Action, cell: tuple[int, int]) -> str | None:
        return refusal(picture, action, cell, chord_on_number=True, unflag="unflag first")

    assert why(Action.REVEAL, (1, 1)) == "unflag first"
    assert why(Action.FLAG, (0, 1)) == "B1 is open: only covered cells can be flagged."
    assert why(Action.CHORD, (3, 3)) == "Chord works on an open number, and D4 is not one."
    assert why(Action.REVEAL, (0, 1)) is None  # its flag is placed: a chord opens the rest
    assert why(Action.REVEAL, (3, 3)) is None
    assert why(Action.FLAG, (3, 3)) is None
    bare = seen(opened((0, 1)))
    assert refusal(bare, Action.CHORD, (0, 1), chord_on_number=True, unflag="") == (
        "The 1 at B1 has 0 flags around it; a chord needs exactly 1."
    )
