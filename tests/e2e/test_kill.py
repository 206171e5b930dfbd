"""`kill -9` in a real X window: a won game on its result panel, and a game in progress,
both survive. The game is played with the keyboard through xdotool (the first arrow key
puts the cursor on row 4, column 4; Space opens), the layout computed here from the seed."""

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.model import Board
from game.session import GameSession
from game.storage import load_saved_game
from game.storage.gamelog import SAVED_GAME_FORMAT, load_log
from tests.e2e.test_window import _xdotool, missing, xserver

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(
        bool(missing),
        reason=f"needs {', '.join(missing)} (apt-get install xvfb "
        "xdotool imagemagick); .ci/run installs them",
    ),
]
__all__ = ["xserver"]

ROOT = Path(__file__).resolve().parents[2]
SEED = 11
START = (4, 4)


def _start(display: str, *argv: str) -> tuple[subprocess.Popen, str]:
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"}
    game = subprocess.Popen(
        [sys.executable, "main.py", "--scale", "2", *argv],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    window = ""
    for _ in range(150):
        window = _xdotool(display, "search", "--onlyvisible", "--pid", str(game.pid))
        if window or game.poll() is not None:
            break
        time.sleep(0.1)
    if not window:
        game.kill()
        pytest.fail(f"no window appeared: {game.stderr.read().decode()[-300:]}")
    window = window.splitlines()[-1]
    _xdotool(display, "windowfocus", "--sync", window)
    time.sleep(0.8)  # past the play scene's settling time
    return game, window


def _keys(display: str, keys: list[str]) -> None:
    for start in range(0, len(keys), 40):
        _xdotool(display, "key", "--delay", "25", *keys[start : start + 40])


def _walk(frm: tuple[int, int], to: tuple[int, int]) -> list[str]:
    (r0, c0), (r1, c1) = frm, to
    vertical = ["Down" if r1 > r0 else "Up"] * abs(r1 - r0)
    return vertical + ["Right" if c1 > c0 else "Left"] * abs(c1 - c0)


def _winning_keys() -> list[str]:
    """Right (cursor to row 4, column 4), Space, then Space on every cell still covered."""
    board = Board(8, 8, 10, seed=SEED)
    board.reveal(*START)
    keys, cursor = ["Right", "space"], START
    for row in range(8):
        for col in range(8):
            cell = board.cell(row, col)
            if cell.mine or cell.open:
                continue
            keys += _walk(cursor, (row, col)) + ["space"]
            cursor = (row, col)
            board.reveal(row, col)
    assert board.status == "won"
    return keys


def _wins(home: Path) -> int:
    path = home / "stats.sqlite3"
    if not path.is_file():
        return 0
    with sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True) as conn:
        return conn.execute("SELECT COUNT(*) FROM games WHERE won = 1").fetchone()[0]


def _replays(home: Path, suffix: str) -> list[Path]:
    folder = home / "replays"
    return sorted(folder.glob(f"*{suffix}")) if folder.is_dir() else []


def _kill(game: subprocess.Popen) -> None:
    game.send_signal(signal.SIGKILL)
    game.wait(timeout=10)


def test_a_win_survives_kill_9_on_the_result_panel(xserver, _user_home):
    game, _ = _start(xserver, "--seed", str(SEED), "--difficulty", "normal")
    try:
        _keys(xserver, _winning_keys())
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and not (
            _wins(_user_home) and _replays(_user_home, ".evf")
        ):
            time.sleep(0.1)
        assert game.poll() is None, "the game ended by itself"
        _kill(game)  # the result panel is on screen: nothing was dismissed
    finally:
        if game.poll() is None:
            _kill(game)
    assert game.returncode == -signal.SIGKILL
    assert _wins(_user_home) == 1
    documents = [p for p in _replays(_user_home, ".json") if not p.name.endswith(".evf.json")]
    assert len(documents) == 1 and len(_replays(_user_home, ".evf")) == 1
    replay = json.loads(documents[0].read_text())
    assert replay["meta"]["won"] is True
    assert not (_user_home / "savegame.json").exists(), "a finished game is not offered again"


def test_a_game_in_progress_survives_kill_9(xserver, _user_home):
    game, _ = _start(xserver, "--seed", str(SEED), "--difficulty", "normal")
    saved_file = _user_home / "savegame.json"
    try:
        _keys(xserver, ["Right", "space", "Down", "Down", "Down", "f"])
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and not saved_file.is_file():
            time.sleep(0.1)
        time.sleep(0.5)
        assert game.poll() is None
        _kill(game)
    finally:
        if game.poll() is None:
            _kill(game)
    expected = Board(8, 8, 10, seed=SEED)
    expected.reveal(*START)
    expected.toggle_flag(7, 4)
    data, problems = load_saved_game()
    assert data is not None and problems == []
    session = GameSession.rebuild(load_log(data, SAVED_GAME_FORMAT))
    assert session.board.to_position() == expected.to_position()

    again, window = _start(xserver)  # the title: C continues the saved game
    try:
        assert _xdotool(xserver, "getwindowname", window) == "Minesweeper"
        _keys(xserver, ["c"])
        names: set[str] = set()
        for _ in range(50):  # the window may be made anew at the board's size
            time.sleep(0.1)
            found = _xdotool(xserver, "search", "--onlyvisible", "--pid", str(again.pid))
            names = {_xdotool(xserver, "getwindowname", w) for w in found.splitlines()}
            if "Minesweeper — Normal" in names:
                break
        assert "Minesweeper — Normal" in names
    finally:
        again.terminate()
        again.wait(timeout=20)
