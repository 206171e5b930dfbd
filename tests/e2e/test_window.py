"""End to end in a real X window: start the game under Xvfb, click the board, look at it."""

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from tests.packaging.xserver import xvfb

pytestmark = pytest.mark.e2e

TOOLS = ("Xvfb", "xdotool", "import")
missing = [tool for tool in TOOLS if shutil.which(tool) is None]
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def xserver():
    """A fresh Xvfb on a free display (the packaging test's own helper)."""
    try:
        with xvfb() as display:
            yield display
    except RuntimeError as error:
        pytest.fail(str(error))


def _xdotool(display, *args) -> str:
    result = subprocess.run(
        ["xdotool", *args],
        env={**os.environ, "DISPLAY": display},
        capture_output=True,
        text=True,
        timeout=20,
    )
    return result.stdout.strip()


def _shot(display, window, path) -> pygame.Surface:
    subprocess.run(
        ["import", "-window", window, str(path)],
        env={**os.environ, "DISPLAY": display},
        check=True,
        timeout=30,
        capture_output=True,
    )
    return pygame.image.load(str(path))


@pytest.mark.skipif(
    bool(missing),
    reason=f"needs {', '.join(missing)} (apt-get install xvfb "
    "xdotool imagemagick); .ci/run installs them",
)
def test_a_real_window_opens_and_a_click_opens_the_board(xserver, tmp_path):
    env = {**os.environ, "DISPLAY": xserver, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"}
    game = subprocess.Popen(
        [sys.executable, "main.py", "--seed", "1", "--difficulty", "normal", "--scale", "2"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        window = ""
        for _ in range(100):
            window = _xdotool(xserver, "search", "--onlyvisible", "--pid", str(game.pid))
            if window or game.poll() is not None:
                break
            time.sleep(0.1)
        assert window, f"no window appeared: {game.stderr.read().decode() if game.poll() else ''}"
        window = window.splitlines()[-1]
        assert "Minesweeper" in _xdotool(xserver, "getwindowname", window)
        time.sleep(0.5)
        before = _shot(xserver, window, tmp_path / "before.png")
        width, height = before.get_size()
        # The board fills the lower part of the window: click its middle.
        _xdotool(
            xserver,
            "mousemove",
            "--window",
            window,
            str(width // 2),
            str(height * 2 // 3),
            "click",
            "1",
        )
        time.sleep(0.8)
        after = _shot(xserver, window, tmp_path / "after.png")
        assert game.poll() is None, "the game died after the click"
        changed = sum(
            1
            for x in range(0, width, 4)
            for y in range(0, height, 4)
            if before.get_at((x, y)) != after.get_at((x, y))
        )
        assert changed > 50, "the board did not change after clicking it"
    finally:
        game.terminate()
        game.wait(timeout=10)
