"""`--text` as a real process: closed or failing streams and stop signals (issue 19).

One line on standard error and a clean exit status, never a traceback; Ctrl+C exits 130;
SIGTERM and SIGHUP end like Quit: the game in progress is saved with its time, as the
window saves it (tests/dataloss/test_signals.py).
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from game.session import GameSession, Source
from game.storage.gamelog import SAVED_GAME_FORMAT, load_log

ROOT = Path(__file__).resolve().parents[2]
GAME = [sys.executable, "main.py", "--text", "--difficulty", "normal", "--seed", "7"]

posix_only = pytest.mark.skipif(os.name != "posix", reason="POSIX descriptors and signals")
stops = [signal.SIGINT, signal.SIGTERM] + ([signal.SIGHUP] if hasattr(signal, "SIGHUP") else [])


def _start(**streams: Any) -> subprocess.Popen[bytes]:
    options: dict[str, Any] = {"stdin": subprocess.PIPE, "stdout": subprocess.PIPE}
    options.update(streams)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(GAME, cwd=ROOT, env=env, stderr=subprocess.PIPE, **options)


def _finish(game: subprocess.Popen[bytes]) -> tuple[int, str]:
    try:
        status = game.wait(timeout=60)
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()
    return status, game.stderr.read().decode() if game.stderr else ""


def _one_line(stderr: str) -> str:
    assert "Traceback" not in stderr, stderr
    lines = stderr.strip().splitlines()
    assert len(lines) == 1, stderr
    assert lines[0].startswith("minesweeper: ")
    return lines[0]


def _first_move(game: subprocess.Popen[bytes], home: Path) -> dict[str, Any]:
    """Open C5 and wait until the move is saved; the saved game as it was then."""
    assert game.stdin is not None
    game.stdin.write(b"C5\n")
    game.stdin.flush()
    path = home / "savegame.json"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        assert game.poll() is None, game.stderr.read().decode() if game.stderr else ""
        if path.is_file():
            saved: dict[str, Any] = json.loads(path.read_text())
            return saved
        time.sleep(0.05)
    pytest.fail("the first move was never saved")


def _left_with_its_time(home: Path, before: dict[str, Any], at_least_ms: int) -> None:
    after = json.loads((home / "savegame.json").read_text())
    inputs = after["inputs"]
    assert inputs[: len(before["inputs"])] == before["inputs"]
    leave = inputs[-1]
    assert leave[4] == Source.LEAVE.value
    assert leave[0] - before["inputs"][-1][0] >= at_least_ms, "the time up to the end was kept"
    session = GameSession.rebuild(load_log(after, SAVED_GAME_FORMAT))
    assert session.board.opened > 0 and session.elapsed_ms >= at_least_ms


@posix_only
@pytest.mark.parametrize("sig", stops, ids=lambda s: s.name)
def test_a_stop_signal_saves_the_game_with_its_time(sig, _user_home):
    game = _start()
    try:
        before = _first_move(game, _user_home)
        time.sleep(1.2)  # the game's clock runs on after the move
        game.send_signal(sig)
    finally:
        status, stderr = _finish(game)
    assert status == 128 + sig  # Ctrl+C: 130, as the README promises
    assert "Traceback" not in stderr, stderr
    _left_with_its_time(_user_home, before, 1000)


@posix_only
def test_output_lost_mid_game_saves_the_game_and_says_so_once(_user_home):
    game = _start()
    try:
        before = _first_move(game, _user_home)
        assert game.stdout is not None and game.stdin is not None
        game.stdout.close()  # the reader goes away (a closed pipe, a closed terminal)
        game.stdin.write(b"D4\nE6\n")
        game.stdin.flush()
    finally:
        status, stderr = _finish(game)
    assert status == 1
    assert "cannot write to standard output" in _one_line(stderr)
    _left_with_its_time(_user_home, before, 0)


def _close(descriptor: int) -> Any:
    return lambda: os.close(descriptor)


@posix_only
@pytest.mark.parametrize(
    ("streams", "status", "words"),
    [
        ({"stdin": subprocess.DEVNULL, "preexec_fn": _close(0)}, 2, "standard input is closed"),
        ({"preexec_fn": _close(1)}, 2, "standard output is closed"),
        ({"stdout": "/dev/full"}, 1, "No space left on device"),
    ],
    ids=["stdin closed", "stdout closed", "stdout full"],
)
def test_streams_that_do_not_work_give_one_line_and_a_clean_status(streams, status, words):
    if streams.get("stdout") == "/dev/full":
        if not os.path.exists("/dev/full"):
            pytest.skip("no /dev/full")
        with open("/dev/full", "wb") as full:
            game = _start(stdout=full)
    else:
        game = _start(**streams)
    if game.stdin is not None:
        try:
            game.stdin.write(b"q\n")
            game.stdin.close()
        except BrokenPipeError:
            pass
    got, stderr = _finish(game)
    assert got == status
    assert words in _one_line(stderr)
