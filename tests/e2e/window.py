"""What the end-to-end tests share: the game started in a real X window, xdotool,
screenshots, and waiting for a condition (never for a fixed time: CI's machine is busy)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pygame
import pytest

from tests.packaging.xserver import run_x, screenshot

TOOLS = ("Xvfb", "xdotool", "import")
missing = [tool for tool in TOOLS if shutil.which(tool) is None]
needs_x = pytest.mark.skipif(
    bool(missing),
    reason=f"needs {', '.join(missing)} (apt-get install xvfb xdotool imagemagick); "
    ".ci/run installs them",
)
ROOT = Path(__file__).resolve().parents[2]
WAIT = 20.0  # seconds a condition may take on a busy machine
T = TypeVar("T")


def xdotool(display: str, *args: str) -> str:
    """Run xdotool on `display`; its standard output."""
    return run_x(display, "xdotool", *args)


def shot(display: str, window: str, path: Path) -> pygame.Surface:
    """The window's pixels now (ImageMagick `import`)."""
    return pygame.image.load(str(screenshot(display, window, path)))


def until(condition: Callable[[], T], what: str, seconds: float = WAIT) -> T:
    """Poll `condition` until it gives something true, and return that (or fail after
    `seconds`, naming `what` was awaited)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        found = condition()
        if found:
            return found
        time.sleep(0.05)
    pytest.fail(f"waited {seconds:g} s for {what}")


def start_game(display: str, *argv: str, home: Path | None = None) -> subprocess.Popen[bytes]:
    """`python main.py --scale 2 ARGV` in a real window on `display` (its own data folder
    when `home` is given, else the test's)."""
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"}
    if home is not None:
        env["MINESWEEPER_HOME"] = str(home)
    return subprocess.Popen(
        [sys.executable, "main.py", "--scale", "2", *argv],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def game_window(display: str, game: subprocess.Popen[bytes]) -> str:
    """The id of the game's visible window, once it is there (fails if the game died)."""
    found = until(
        lambda: (
            game.poll() is not None
            or xdotool(display, "search", "--onlyvisible", "--pid", str(game.pid))
        ),
        "the game's window",
    )
    if game.poll() is not None:
        error = game.stderr.read().decode()[-300:] if game.stderr else ""
        pytest.fail(f"the game ended before its window appeared: {error}")
    return str(found).splitlines()[-1]


def drawn(display: str, window: str, path: Path) -> pygame.Surface:
    """The window once the game has drawn into it (an undrawn window is one flat colour)."""

    def picture() -> pygame.Surface | None:
        surface = shot(display, window, path)
        width, height = surface.get_size()
        colours = {
            tuple(surface.get_at((x, y))) for x in range(0, width, 8) for y in range(0, height, 8)
        }
        return surface if len(colours) >= 4 else None  # a window not drawn yet is flat

    return until(picture, "the game to draw its window")


def changes(before: pygame.Surface, after: pygame.Surface, rows: range | None = None) -> int:
    """How many samples (one in 4x4 px, in `rows` when given) differ between two pictures."""
    width, height = before.get_size()
    ys = rows if rows is not None else range(0, height, 4)
    return sum(
        before.get_at((x, y)) != after.get_at((x, y)) for x in range(0, width, 4) for y in ys
    )
