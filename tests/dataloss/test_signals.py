"""SIGTERM (a polite kill) and SIGHUP (the terminal that started the game was closed):
the game in progress is saved with its time, and the program ends cleanly."""

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.engine.signals import stop_on_signals
from game.session import GameSession, Source
from game.storage.gamelog import SAVED_GAME_FORMAT, load_log

ROOT = Path(__file__).resolve().parents[2]

# The real program (game.app.main, dummy video driver) with two key presses queued for
# its first frame: the first arrow puts the cursor on the board, Space opens that cell.
CHILD = """
import sys
import pygame
import game.bootstrap as bootstrap
from game.app import main

original = bootstrap.first_scene


def first_scene(ctx):
    original(ctx)
    for key in (pygame.K_RIGHT, pygame.K_SPACE):
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        )


bootstrap.first_scene = first_scene
sys.exit(main(sys.argv[1:]))
"""

signals = [signal.SIGTERM] + ([signal.SIGHUP] if hasattr(signal, "SIGHUP") else [])


def _wait_for(path: Path, game: subprocess.Popen, seconds: float = 30) -> dict:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        assert game.poll() is None, game.stderr.read().decode()
        if path.is_file():
            return json.loads(path.read_text())
        time.sleep(0.05)
    pytest.fail(f"{path.name} never appeared")


@pytest.mark.skipif(os.name != "posix", reason="POSIX signals")
@pytest.mark.parametrize("sig", signals, ids=lambda s: s.name)
def test_a_signal_saves_the_game_with_its_time(sig, _user_home):
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    game = subprocess.Popen(
        [sys.executable, "-c", CHILD, "--difficulty", "normal", "--seed", "7"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        saved = _wait_for(_user_home / "savegame.json", game)
        time.sleep(1.2)  # the clock runs on after the move
        game.send_signal(sig)
        status = game.wait(timeout=30)
    finally:
        if game.poll() is None:
            game.kill()
            game.wait()
    assert status == 128 + sig, game.stderr.read().decode()
    after = json.loads((_user_home / "savegame.json").read_text())
    before_inputs, after_inputs = saved["inputs"], after["inputs"]
    assert after_inputs[: len(before_inputs)] == before_inputs
    leave = after_inputs[-1]
    assert leave[4] == Source.LEAVE.value
    assert leave[0] - before_inputs[-1][0] >= 1000, "the time up to the signal was kept"
    session = GameSession.rebuild(load_log(after, SAVED_GAME_FORMAT))
    assert session.board.opened > 0
    assert session.elapsed_ms >= 1000


@pytest.mark.skipif(os.name != "posix", reason="POSIX signals")
def test_the_handlers_only_ask_to_stop_and_are_put_back():
    stops = []
    before = signal.getsignal(signal.SIGTERM)
    with stop_on_signals(lambda: stops.append(True)) as caught:
        os.kill(os.getpid(), signal.SIGTERM)
        os.kill(os.getpid(), signal.SIGTERM)
        assert stops == [True, True]
    assert caught.signum == signal.SIGTERM and caught.exit_status == 143
    assert signal.getsignal(signal.SIGTERM) is before
