"""Position text out of the board, and back in, with errors that name line and column."""

import pytest

from game.model import Board, PositionError, parse_position


def test_to_position_shows_what_the_player_sees():
    board = Board.from_layout("*..\n...\n..*")
    board.reveal(0, 2)
    board.toggle_flag(2, 2)
    assert board.to_position() == "3x3x2\nH10\nH21\nHHF\n"


def test_from_position_round_trips_and_cannot_be_played():
    text = "4x2x1\n1100\nFH00\n"
    board = Board.from_position(text)
    assert board.to_position() == text
    assert board.appearance(0, 0) == "n1" and board.appearance(1, 0) == "flag"
    assert not board.reveal(1, 1)
    assert board.toggle_flag(1, 1)


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("", "line 1, column 1"),
        ("3x3\nHHH\nHHH\nHHH", "line 1, column 4"),
        ("3x2x1\nHHH\nHxH", "line 3, column 2"),
        ("3x2x1\nHHH\nHH", "line 3, column 3"),
        ("3x3x1\nHHH\nHHH", "line 4, column 1"),
        ("2x2x9\nHH\nHH", "line 1, column 5"),
    ],
)
def test_bad_position_text_names_line_and_column(text, where):
    with pytest.raises(PositionError, match=where):
        parse_position(text)


def test_position_tolerates_crlf_and_trailing_blank_lines():
    pos = parse_position("2x1x1\r\nH1\r\n\r\n")
    assert pos.symbol(0, 0) == "H" and pos.value(0, 1) == 1 and pos.to_text() == "2x1x1\nH1\n"
