"""`python main.py --challenge CODE --text`: the terminal plays exactly the coded board, from
its start, and prints the split times against the best run on a retry (drawn on a
terminal; said in words when the output is piped)."""

from __future__ import annotations

import io
import itertools
import os
import re
import subprocess
import sys
from pathlib import Path

from game.challenge import Challenge, challenge_board
from game.model import Board
from game.solver.cells import cell_name
from game.textmode import run

ROOT = Path(__file__).resolve().parents[2]
ROW = re.compile(r"^\s*(\d+) [│|](.*) [│|] \1$")


def _play(code: str, lines: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "MINESWEEPER_HOME": str(home), "PYTHONIOENCODING": "utf-8",
           "NO_COLOR": "1", "PYTHONHASHSEED": "random"}  # fmt: skip
    return subprocess.run(
        [sys.executable, "main.py", "--challenge", code, "--text", "--lang", "en"],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )


def _drawn(challenge: Challenge, lines: list[str]) -> str:
    """The game on a terminal (drawn, not plain), the clock a second a read."""
    stdin = io.StringIO("".join(line + "\n" for line in lines))
    stdout = io.StringIO()
    ticks = itertools.count(0.0, 1.0)
    status = run(None, None, stdin, stdout, False, clock=lambda: next(ticks), plain=False,
                 challenge=challenge)  # fmt: skip
    assert status == 0
    return stdout.getvalue()


def _boards(out: str) -> list[list[str]]:
    """Every board printed, as rows of one symbol per cell."""
    boards: list[list[str]] = []
    current: list[str] = []
    for line in out.splitlines():
        match = ROW.match(line)
        if match:
            current.append(match[2][1::2])
        elif current:
            boards.append(current)
            current = []
    return boards


def test_the_terminal_shows_exactly_the_coded_layouts_numbers():
    challenge = Challenge(16, 30, 99, seed=2024)
    board = challenge_board(challenge)
    numbers = Board.from_layout("\n".join(board.lines())).numbers()
    safe = [cell_name(r, c) for r in range(16) for c in range(30) if numbers[r][c] >= 0]
    start = cell_name(*board.start)
    out = _drawn(challenge, [start, *safe, "q"])
    assert f"Start at {start}" in out
    printed = _boards(out)
    first, after_start, last = printed[0], printed[1], printed[-1]
    r0, c0 = board.start
    assert first[r0][c0] == "S" and {s for row in first for s in row} == {"·", "S"}
    assert after_start[r0][c0] == " "  # the start is an opening
    for shown in (after_start, last):
        for r, row in enumerate(shown):
            for c, symbol in enumerate(row):
                if symbol.isdigit() or symbol == " ":
                    assert numbers[r][c] == (int(symbol) if symbol != " " else 0), (r, c)
    assert sum(symbol.isdigit() or symbol == " " for row in last for symbol in row) == 480 - 99
    assert "You won!" in out
    assert f"Share: Minesweeper challenge {challenge.code}:" in out


def test_piped_the_board_is_said_in_words_with_its_start(tmp_path):
    challenge = Challenge(8, 8, 10, seed=3)
    board = challenge_board(challenge)
    numbers = Board.from_layout("\n".join(board.lines())).numbers()
    safe = [cell_name(r, c) for r in range(8) for c in range(8) if numbers[r][c] >= 0]
    start = cell_name(*board.start)
    done = _play(challenge.code, [start, *safe, "q"], tmp_path)
    assert done.returncode == 0, done.stderr
    assert f"The challenge starts at {start}." in done.stdout
    assert "You won!" in done.stdout or "You win" in done.stdout
    assert f"Minesweeper challenge {challenge.code}:" in done.stdout


def test_a_retry_prints_its_split_times_against_the_best_run():
    challenge = Challenge(8, 8, 10, seed=3)
    board = challenge_board(challenge)
    numbers = Board.from_layout("\n".join(board.lines())).numbers()
    safe = [cell_name(r, c) for r in range(8) for c in range(8) if numbers[r][c] >= 0]
    moves = [cell_name(*board.start), *safe]
    first = _drawn(challenge, [*moves, "q"])
    assert "Racing" not in first and "Split 1/4" not in first  # no ghost on a first try
    again = _drawn(challenge, [*moves, "q"])
    assert re.search(r"Attempts so far: 1; best \d+\.\d s, 3BV/s \d+\.\d\d\.", again)
    assert "Racing your best run:" in again
    splits = re.findall(r"Split (\d)/4: \d+\.\d s, (ahead by|behind by|level)", again)
    assert [n for n, _ in splits] == ["1", "2", "3", "4"]
    assert "Splits against the ghost:" in again
    assert "Attempts so far: 2; best" in again


def test_a_mistyped_code_is_one_line_and_exit_2(tmp_path):
    done = _play("MS1-0H2BM-Z32EW", ["q"], tmp_path)
    assert done.returncode == 2
    assert done.stdout == "" and len(done.stderr.strip().splitlines()) == 1
    assert "check does not match" in done.stderr
