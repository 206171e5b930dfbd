"""The session around the games: menu, custom sizes, bad input, hints, colour and EOF."""

from __future__ import annotations

import io
import subprocess
import sys
import types
from pathlib import Path

import pytest

from game.model import NORMAL, Action, Difficulty
from game.textmode import run
from tests.textmode.helpers import play, recorded_games, seeded_board, winning_moves


def test_greeting_title_and_menu_come_first():
    status, out = play(["q"], difficulty=None)
    assert status == 0
    assert out.splitlines()[0] in (
        "Good morning!",
        "Good afternoon!",
        "Good evening!",
        "Hello, night owl!",
    )
    assert "M I N E S W E E P E R" in out
    for entry in (
        "1  Normal   8x8, 10 mines",
        "2  Schwer   16x16, 40 mines",
        "3  Experte  30x16, 99 mines",
        "4  Custom",
        "q  quit",
    ):
        assert entry in out
    assert out.rstrip().endswith("Goodbye, and thanks for playing!")


@pytest.mark.parametrize(
    ("choice", "shown"),
    [
        ("1", "Normal: 8x8, 10 mines"),
        ("2", "Schwer: 16x16, 40 mines"),
        ("3", "Experte: 30x16, 99 mines"),
        ("experte", "Experte: 30x16, 99 mines"),
        ("9x9x10", "Custom: 9x9, 10 mines"),
    ],
)
def test_menu_choices(choice, shown):
    _, out = play([choice, "q"])
    assert shown in out


def test_the_prompt_names_every_choice_and_a_bad_answer_is_one_clean_line():
    _, out = play(["x", "q"])
    assert "Your choice (1-4, t, q): " in out
    assert "unknown difficulty" not in out
    assert "\n.\n" not in out and ". ." not in out
    assert "t trains" in out


def test_menu_refuses_other_answers():
    _, out = play(["7", "hello", "2x2x9", "1", "q"])
    assert out.count("Please type 1, 2, 3 or 4 to choose a difficulty, or q to quit.") == 2
    assert "That board cannot be made: mines must be between 1 and 3" in out
    assert "Normal: 8x8, 10 mines" in out


def test_given_difficulty_skips_the_menu():
    _, out = play(["q"], difficulty=NORMAL)
    assert "Choose a difficulty" not in out
    assert "Normal: 8x8, 10 mines" in out


def test_custom_size_is_validated_by_the_model_and_asked_again():
    _, out = play(["4", "1", "5", "3", "5", "5", "30", "abc", "5", "5", "3", "q"])
    assert "That board cannot be made: width must be between 2 and 300 (got 1)." in out
    assert "That board cannot be made: mines must be between 1 and 24 on a 5x5 board" in out
    assert "Width must be a whole number, such as 5." in out
    assert "Custom: 5x5, 3 mines" in out


def test_custom_defaults_and_going_back():
    _, out = play(["4", "", "", "", "q"])
    assert "Custom: 30x16, 99 mines" in out
    _, out = play(["4", "q", "q"])
    assert out.count("Choose a difficulty:") == 2


def test_custom_game_is_recorded_with_its_size():
    board = seeded_board(seed=1, first=(0, 0), difficulty=Difficulty.custom(4, 3, 1))
    moves = winning_moves(board)
    _, out = play(["4", "4", "3", "1", "A1", *moves, "s", "q"])
    assert "Custom: 4x3, 1 mine " in out
    assert "You won!" in out
    [game] = recorded_games()
    assert (game.difficulty, game.rows, game.cols, game.mines) == ("custom", 3, 4, 1)
    assert "Statistics for Custom (4x3, 1 mine):" in out


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("zz", "Sorry, I don't understand 'zz'. Type a cell such as C5 (or 5 3)"),
        ("5", "A cell needs a column and a row"),
        ("Z9", "Z9 is off the board (columns A-H, rows 1-8)."),
        ("9 1", "Row 9 is off the board (rows 1-8)."),
        ("1 9", "Column 9 is off the board (columns 1-8)."),
        ("f", "Flag needs a cell: type f followed by a cell such as C5"),
        ("f 5", "Flag: a cell needs a column and a row"),
        ("c", "Chord needs a cell"),
        ("u now", "'u' takes no cell: type just u."),
        ("c A1", "Chord works on an open number, and A1 is not one."),
    ],
)
def test_bad_input_gets_one_friendly_line(line, message):
    status, out = play([line, "q"], difficulty=NORMAL)
    assert status == 0
    assert message in out
    assert "Traceback" not in out


def test_strange_input_never_breaks_the_game():
    weird = [
        "²",
        "ä5",
        "5 5 5",
        "(3,4)",
        "-1 2",
        "f -1 2",
        "\x1b[A",
        "r",
        "0 0",
        "A0",
        "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA1",
        "9" * 50,
        "r ?",
        "?? ??",
        "\t",
        "help me",
    ]
    status, out = play([*weird, "q"], difficulty=NORMAL)
    assert status == 0
    assert "Goodbye" in out


def test_forgiving_cell_spellings_reveal_the_same_cell():
    boards = []
    for spelling in ("D4", "d4", "r D4", "reveal d4", "4D", "d 4", "4 4", "4,4", "open D4"):
        _, out = play([spelling, "q"], difficulty=NORMAL)
        boards.append(out.split("Your move:")[1].split("\n", 1)[1])
    assert len(set(boards)) == 1
    assert "3BV: 1/" in boards[0]


def test_revealing_a_flag_or_open_cell_explains():
    _, out = play(["f A1", "A1", "D4", "D4", "f D4"], difficulty=NORMAL)
    assert "A1 is flagged: type f A1 to take the flag away first." in out
    assert "D4 is already open." in out
    assert "D4 is open: only covered cells can be flagged." in out


@pytest.mark.parametrize(
    "script",
    [
        [],
        ["1"],
        ["1", "D4"],
        ["4", "5"],
        ["1", "D4", "s"],
    ],
)
def test_end_of_input_ends_cleanly(script):
    status, out = play(script)
    assert status == 0
    assert out.rstrip().endswith("Goodbye, and thanks for playing!")


def test_end_of_input_after_a_finished_game():
    moves = winning_moves(seeded_board(seed=1))
    status, out = play(["D4", *moves], difficulty=NORMAL)
    assert status == 0
    assert "You won!" in out
    assert len(recorded_games()) == 1


def test_quit_mid_game_records_nothing():
    play(["D4", "q"], difficulty=NORMAL)
    assert recorded_games() == []


def test_help_and_stats_commands():
    moves = winning_moves(seeded_board(seed=1))
    play(["D4", *moves, "q"], difficulty=NORMAL)
    _, out = play(["?", "s", "q"], difficulty=NORMAL)
    assert "f C5             flag a covered cell" in out
    assert "Statistics for Normal (8x8, 10 mines):" in out
    assert "Played 1, won 1 (100%)" in out
    assert "1." in out.split("Best times (unassisted wins):")[1]


def test_hint_not_available_without_the_solver(monkeypatch):
    monkeypatch.setitem(sys.modules, "game.solver", None)
    moves = winning_moves(seeded_board(seed=1))
    _, out = play(["D4", "h", *moves, "q"], difficulty=NORMAL)
    assert "Sorry, hints are not available." in out
    assert "New best time for Normal!" in out


def _fake_solver(result=None, error=None):
    def hint(position_text):
        assert position_text.startswith("8x8x10\n")
        if error:
            raise error
        return result

    return types.SimpleNamespace(hint=hint)


def test_hint_prints_the_move_and_marks_the_game_assisted(monkeypatch):
    move = types.SimpleNamespace(
        action="reveal",
        row=4,
        col=2,
        p_mine=0.0,
        reason="the 1 at B4 already touches its mine at A3",
    )
    monkeypatch.setitem(sys.modules, "game.solver", _fake_solver(move))
    moves = winning_moves(seeded_board(seed=1))
    _, out = play(["D4", "h", *moves, "q"], difficulty=NORMAL)
    assert "Hint: reveal C5 (certainly safe)." in out
    assert "the 1 at B4 already touches its mine at A3" in out
    assert "(assisted)" in out
    [game] = recorded_games()
    assert game.assisted


def test_hint_describes_risk_and_flags(monkeypatch):
    move = types.SimpleNamespace(action=Action.FLAG, row=0, col=0, p_mine=1.0, reason="")
    monkeypatch.setitem(sys.modules, "game.solver", _fake_solver(move))
    _, out = play(["D4", "h", "q"], difficulty=NORMAL)
    assert "Hint: flag A1 (certainly a mine)." in out


def test_a_failing_solver_is_one_line(monkeypatch):
    monkeypatch.setitem(sys.modules, "game.solver", _fake_solver(error=ValueError("odd")))
    _, out = play(["D4", "h", "q"], difficulty=NORMAL)
    assert "Sorry, the solver could not give a hint here (odd)." in out
    assert "(assisted)" not in out


def test_colour_only_when_asked():
    _, plain = play(["D4", "q"], difficulty=NORMAL, color=False)
    _, auto = play(["D4", "q"], difficulty=NORMAL, color=None)
    _, coloured = play(["D4", "q"], difficulty=NORMAL, color=True)
    assert "\x1b[" not in plain
    assert "\x1b[" not in auto
    assert "\x1b[1;94m1\x1b[0m" in coloured


def test_real_solver_hint_when_present():
    pytest.importorskip("game.solver")
    _, out = play(["D4", "h", "q"], difficulty=NORMAL)
    assert "Hint: " in out or "Sorry, the solver could not give a hint" in out


class _Interrupted(io.StringIO):
    def readline(self, *args):
        raise KeyboardInterrupt


def test_ctrl_c_says_goodbye_and_exits_130():
    out = io.StringIO()
    assert run(NORMAL, 1, _Interrupted(), out, False) == 130  # the README's "interrupted"
    assert out.getvalue().rstrip().endswith("Goodbye, and thanks for playing!")


def test_text_mode_never_imports_pygame():
    code = (
        "import sys, io\n"
        "from game.model import NORMAL\n"
        "from game.textmode import run\n"
        "run(NORMAL, 1, io.StringIO('D4\\nq\\n'), io.StringIO(), False)\n"
        "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
    )
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        cwd=root,
    )
    assert done.returncode == 0, done.stderr
