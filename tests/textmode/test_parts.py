"""The pieces on their own: cell names, command reading, drawing, colour choice, greeting."""

from __future__ import annotations

import io
import re

import pytest

from game.greeting import greeting
from game.model import Board
from game.textmode import commands as cmd
from game.textmode import coords
from game.textmode.render import render_board, status_line
from game.textmode.style import Style, can_show_unicode, style_for, wants_color


@pytest.mark.parametrize(
    ("col", "letters"),
    [
        (0, "A"),
        (25, "Z"),
        (26, "AA"),
        (27, "AB"),
        (51, "AZ"),
        (52, "BA"),
        (701, "ZZ"),
        (702, "AAA"),
    ],
)
def test_column_letters_round_trip(col, letters):
    assert coords.column_letters(col) == letters
    assert coords.column_index(letters.lower()) == col


@pytest.mark.parametrize(
    ("tokens", "cell"),
    [
        (["c5"], (4, 2)),
        (["5c"], (4, 2)),
        (["C", "5"], (4, 2)),
        (["5", "c"], (4, 2)),
        (["5", "3"], (4, 2)),
        (["ad16"], (15, 29)),
    ],
)
def test_parse_cell_forms(tokens, cell):
    assert coords.parse_cell(tokens, 16, 30) == cell
    assert coords.cell_name(*cell) == ("C5" if cell == (4, 2) else "AD16")


@pytest.mark.parametrize(
    ("tokens", "message"),
    [
        (["ae1"], "AE1 is off the board (columns A-AD, rows 1-16)"),
        (["a17"], "A17 is off the board"),
        (["a0"], "A0 is off the board"),
        (["0", "1"], "row 0 is off the board (rows 1-16)"),
        (["1", "31"], "column 31 is off the board (columns 1-30)"),
        (["7"], "a cell needs a column and a row"),
        (["ä5"], "expected a cell such as C5"),
        (["²"], "expected a cell such as C5"),
        (["a", "b"], "expected a cell such as C5"),
        (["1", "2", "3"], "expected a cell such as C5"),
    ],
)
def test_parse_cell_errors(tokens, message):
    with pytest.raises(coords.CoordinateError, match=re.escape(message)):
        coords.parse_cell(tokens, 16, 30)


@pytest.mark.parametrize(
    ("line", "command"),
    [
        ("", cmd.Command(cmd.SHOW)),
        ("  C5 ", cmd.Command(cmd.REVEAL, 4, 2)),
        ("R c5", cmd.Command(cmd.REVEAL, 4, 2)),
        ("F C5", cmd.Command(cmd.FLAG, 4, 2)),
        ("flag 5 3", cmd.Command(cmd.FLAG, 4, 2)),
        ("c C5", cmd.Command(cmd.CHORD, 4, 2)),
        ("chord (5, 3)", cmd.Command(cmd.CHORD, 4, 2)),
        ("f5", cmd.Command(cmd.REVEAL, 4, 5)),
        ("U", cmd.Command(cmd.UNDO)),
        ("?", cmd.Command(cmd.HELP)),
        ("Quit", cmd.Command(cmd.QUIT)),
    ],
)
def test_parse_command(line, command):
    assert cmd.parse_command(line, 8, 8) == command


@pytest.mark.parametrize("line", ["f", "f 5", "q now", "xyzzy", "I9", "5"])
def test_parse_command_errors_are_one_line(line):
    with pytest.raises(cmd.CommandError) as info:
        cmd.parse_command(line, 8, 8)
    assert "\n" not in str(info.value)
    assert str(info.value)[0].isupper() or str(info.value)[0] == "'"


def test_render_aligns_two_digit_rows_and_two_letter_columns():
    board = Board(12, 30, 60, seed=3)
    board.reveal(5, 5)
    lines = render_board(board, Style(unicode=False)).splitlines()
    top, letters = lines[0], lines[1]
    rows = lines[3:-1]
    assert len(rows) == 12
    assert len({row.rindex("|") for row in rows}) == 1
    assert rows[0].startswith(" 1 |") and rows[0].endswith("| 1")
    assert rows[11].startswith("12 |") and rows[11].endswith("| 12")
    for c in range(30):
        x = 5 + 2 * c
        name = coords.column_letters(c)
        assert letters[x] == name[-1]
        assert (top[x] if x < len(top) else " ") == (name[0] if len(name) == 2 else " ")
        looks = board.appearance(1, c)
        assert rows[1][x] in {"covered": "#", "open": "."}.get(looks, looks[-1])


def test_render_symbols_after_a_loss():
    board = Board.from_layout("*..\n...\n..*")
    board.toggle_flag(1, 1)
    board.toggle_flag(0, 0)
    board.reveal(0, 1)
    board.reveal(2, 2)
    plain = render_board(board, Style(unicode=False)).splitlines()
    assert plain[2:5] == ["1 | F 1 # | 1", "2 | # X # | 2", "3 | # # @ | 3"]
    coloured = render_board(board, Style(color=True)).splitlines()
    assert "\x1b[1;97;41m*\x1b[0m" in coloured[4]


def test_render_shows_question_marks_and_empty_cells():
    board = Board.from_layout("....\n...*\n..*.", question_marks=True)
    board.toggle_flag(1, 3)
    board.toggle_flag(1, 3)
    board.reveal(0, 0)
    lines = render_board(board, Style()).splitlines()
    assert lines[2:5] == ["1 │     1 · │ 1", "2 │   1 2 ? │ 2", "3 │   1 · · │ 3"]


def test_status_line():
    board = Board(8, 8, 10, seed=1)
    assert status_line(board, 0) == "Mines left: 10   3BV: -   Time: 0 s"
    board.reveal(3, 3)
    board.toggle_flag(0, 0)
    assert status_line(board, 12.9, assisted=True) == (
        f"Mines left: 9   3BV: 1/{board.three_bv}   Time: 12 s   (assisted)"
    )


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_colour_is_automatic_on_a_terminal_without_no_color():
    assert wants_color(_Tty(), {}) is True
    assert wants_color(_Tty(), {"NO_COLOR": "1"}) is False
    assert wants_color(_Tty(), {"NO_COLOR": ""}) is True
    assert wants_color(_Tty(), {"TERM": "dumb"}) is False
    assert wants_color(io.StringIO(), {}) is False
    assert style_for(io.StringIO(), True).color is True


def test_ascii_fallback_for_narrow_encodings():
    ascii_out = io.TextIOWrapper(io.BytesIO(), encoding="ascii")
    assert can_show_unicode(ascii_out) is False
    assert style_for(ascii_out, False, plain=False) == Style(color=False, unicode=False)
    assert can_show_unicode(io.StringIO()) is True


@pytest.mark.parametrize(
    ("hour", "text"),
    [
        (5, "Good morning!"),
        (11, "Good morning!"),
        (12, "Good afternoon!"),
        (17, "Good afternoon!"),
        (18, "Good evening!"),
        (22, "Good evening!"),
        (23, "Hello, night owl!"),
        (0, "Hello, night owl!"),
    ],
)
def test_greeting(hour, text):
    assert greeting(hour) == text
