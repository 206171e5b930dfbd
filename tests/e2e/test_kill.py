"""`kill -9` in a real X window: a won game on its result panel, and a game in progress,
both survive. The game is played with the keyboard through xdotool (the first arrow key
puts the cursor on row 4, column 4; Space opens), the layout computed here from the seed."""

import json
import signal
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest

from game.model import Board
from game.session import GameSession
from game.storage import load_saved_game
from game.storage.gamelog import SAVED_GAME_FORMAT, load_log
from tests.e2e.window import drawn, game_window, needs_x, start_game, until, xdotool

pytestmark = [pytest.mark.e2e, needs_x]

SEED = 11
START = (4, 4)


def _start(display: str, picture: Path, *argv: str) -> tuple[subprocess.Popen, str]:
    """The game in a real window, focused and drawn (so it takes keys)."""
    game = start_game(display, *argv)
    window = game_window(display, game)
    xdotool(display, "windowfocus", "--sync", window)
    drawn(display, window, picture)
    return game, window


def _keys(display: str, keys: list[str]) -> None:
    for start in range(0, len(keys), 40):
        xdotool(display, "key", "--delay", "25", *keys[start : start + 40])


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


def _saved_position(home: Path) -> str | None:
    """The board of the saved unfinished game as position text, read from its files as they
    stand (the running game owns them: naming the file reads it all the same)."""
    data, _ = load_saved_game(home / "savegame.json")
    if data is None:
        return None
    return GameSession.rebuild(load_log(data, SAVED_GAME_FORMAT)).board.to_position()


def _kill(game: subprocess.Popen) -> None:
    game.send_signal(signal.SIGKILL)
    game.wait(timeout=10)


def test_a_win_survives_kill_9_on_the_result_panel(xserver, _user_home, tmp_path):
    game, _ = _start(xserver, tmp_path / "w.png", "--seed", str(SEED), "--difficulty", "normal")
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


def test_a_game_in_progress_survives_kill_9(xserver, _user_home, tmp_path):
    game, _ = _start(xserver, tmp_path / "w.png", "--seed", str(SEED), "--difficulty", "normal")
    expected = Board(8, 8, 10, seed=SEED)
    expected.reveal(*START)
    expected.toggle_flag(7, 4)
    try:
        _keys(xserver, ["Right", "space", "Down", "Down", "Down", "f"])
        until(lambda: _saved_position(_user_home) == expected.to_position(), "the saved flag")
        assert game.poll() is None
        _kill(game)
    finally:
        if game.poll() is None:
            _kill(game)
    data, problems = load_saved_game()
    assert data is not None and problems == []
    session = GameSession.rebuild(load_log(data, SAVED_GAME_FORMAT))
    assert session.board.to_position() == expected.to_position()

    again, window = _start(xserver, tmp_path / "again.png")  # the title: C continues the saved game
    try:
        assert xdotool(xserver, "getwindowname", window) == "Minesweeper"
        _keys(xserver, ["c"])
        names: set[str] = set()
        for _ in range(50):  # the window may be made anew at the board's size
            time.sleep(0.1)
            found = xdotool(xserver, "search", "--onlyvisible", "--pid", str(again.pid))
            names = {xdotool(xserver, "getwindowname", w) for w in found.splitlines()}
            if "Minesweeper — Normal" in names:
                break
        assert "Minesweeper — Normal" in names
    finally:
        again.terminate()
        again.wait(timeout=20)
