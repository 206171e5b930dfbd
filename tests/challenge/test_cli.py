"""`python -m game.challenge`: new, daily and show as other programs (and tests) call them."""

from __future__ import annotations

import datetime
import json
import os
import subprocess
import sys

import pytest

from game.challenge import Challenge, challenge_board, daily_challenge, parse_code
from game.challenge.cli import main
from game.model import Board

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def _run(*args: str, hash_seed: str = "0") -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed}
    return subprocess.run(
        [sys.executable, "-m", "game.challenge", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )


def test_daily_codes_are_the_same_in_every_process_and_hash_seed():
    days = ["2026-01-01", "2026-11-27", "1999-12-31"]
    first = [_run("daily", "--date", day, hash_seed="1").stdout for day in days]
    again = [_run("daily", "--date", day, hash_seed="random").stdout for day in days]
    assert first == again
    assert [line.strip() for line in first] == [
        daily_challenge(datetime.date.fromisoformat(day)).code for day in days
    ]
    assert daily_challenge(datetime.date(2026, 1, 1)).code == "MS1-8CD3Y-455NJ"  # pinned
    assert len(set(first)) == 3
    shown = [json.loads(_run("show", code.strip(), "--json", hash_seed=seed).stdout)
             for code, seed in ((first[0], "3"), (first[0], "random"))]  # fmt: skip
    assert shown[0] == shown[1]


def test_today_is_the_daily_board_of_todays_date(capsys):
    assert main(["daily"]) == 0
    assert capsys.readouterr().out.strip() == daily_challenge(datetime.date.today()).code


def test_show_json_gives_the_board_and_its_start(capsys):
    code = Challenge(16, 30, 99, seed=77).code
    assert main(["show", code, "--json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    board = challenge_board(parse_code(code))
    assert (shown["width"], shown["height"], shown["mines"]) == (30, 16, 99)
    assert shown["layout"] == board.lines()
    assert shown["start"] == list(board.start)
    assert shown["code"] == code and shown["difficulty"] == "experte"
    assert shown["bbbv"] == Board.from_layout("\n".join(board.lines())).three_bv


def test_new_with_a_seed_is_the_same_code_every_time(capsys):
    for _ in range(2):
        assert main(["new", "--difficulty", "schwer", "--seed", "12"]) == 0
    first, second = capsys.readouterr().out.split()
    assert first == second == Challenge(16, 16, 40, seed=12).code
    assert main(["new", "--difficulty", "20x10x30", "--seed", "99999999999999"]) == 0
    custom = parse_code(capsys.readouterr().out.strip())
    assert (custom.cols, custom.rows, custom.mines) == (20, 10, 30)


def test_a_no_guess_code_names_a_board_the_solver_clears_from_its_start(capsys):
    from game.solver.noguess import solvable_without_guessing

    assert main(["new", "--difficulty", "experte", "--seed", "5", "--no-guess"]) == 0
    challenge = parse_code(capsys.readouterr().out.strip())
    assert challenge.no_guess
    board = challenge_board(challenge)
    grid = [[char == "*" for char in line] for line in board.lines()]
    assert solvable_without_guessing(grid, *board.start)


@pytest.mark.parametrize(
    "args",
    [
        ["show", "MS1-0H2BM-Z32EW", "--json"],
        ["show", "hello"],
        ["new", "--difficulty", "huge"],
        ["new", "--difficulty", "normal", "--seed", "-4"],
        ["daily", "--date", "2026-02-30"],
    ],
)
def test_bad_input_is_one_line_and_exit_2(args):
    done = _run(*args)
    assert done.returncode == 2
    assert done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr
