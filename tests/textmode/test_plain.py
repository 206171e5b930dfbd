"""The terminal for screen readers (`--text --plain`, and whenever the output is not a
terminal): no drawing, no colour, the board said in words a row a line, and each move's
result in one sentence."""

from __future__ import annotations

import io
import subprocess
import sys
from pathlib import Path

from game.cli import parse_args
from game.model import NORMAL
from game.textmode.style import style_for
from tests.textmode.helpers import play, seeded_board

ROOT = Path(__file__).resolve().parents[2]
DRAWING = set("┌┐└┘─│╔╗╚╝═║·") | {"+-", "-+"}


def drawn(output: str) -> list[str]:
    return [mark for mark in DRAWING if mark in output]


def test_plain_says_the_board_in_words_and_each_move_in_a_sentence():
    board = seeded_board(1, (3, 3))
    opened = sum(not board.appearance(r, c).covered for r in range(8) for c in range(8))
    status, output = play(["d4", "f h8", "h8", "q"], NORMAL, plain=True)
    assert status == 0
    assert drawn(output) == []
    assert "\x1b[" not in output
    assert "Board: columns A to H, rows 1 to 8." in output
    assert "Row 1: 8 covered." in output
    assert f"D4: opened {opened} cells." in output
    assert "H8: flagged." in output
    assert "H8 is flagged: type f H8 to take the flag away first." in output


def test_the_same_game_drawn_on_a_terminal_has_its_frame():
    status, output = play(["d4", "q"], NORMAL, plain=False)
    assert status == 0
    assert "┌" in output and "│" in output


def test_plain_whenever_the_output_is_not_a_terminal():
    assert style_for(io.StringIO()).plain
    assert not style_for(io.StringIO(), plain=False).plain
    assert not style_for(io.StringIO(), color=True, plain=True).color  # plain never colours
    assert not style_for(io.StringIO(), color=True).plain  # colour asked for: a terminal


def test_the_command_line_takes_plain():
    assert parse_args(["--text", "--plain"]).plain
    assert not parse_args(["--text"]).plain


def test_a_piped_game_is_plain():
    done = subprocess.run(
        [sys.executable, "main.py", "--text", "--difficulty", "normal", "--seed", "2"],
        cwd=ROOT,
        input="d4\nq\n",
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert drawn(done.stdout) == [] and "D4: " in done.stdout
