"""End to end in a real X window: the player's own key (settings.toml's [keys]) drives its
command and the default key no longer does; swapped buttons open with the right button."""

import os
import subprocess
import sys
import time

import pytest

from tests.e2e.test_window import ROOT, _shot, _xdotool, missing, xserver

pytestmark = pytest.mark.e2e
assert xserver  # the fixture, imported for the test below

WAIT = 20.0  # seconds a condition may take on a busy machine
OPENED = 300  # changed samples (one in 4x4 px) of a region opening; a flag changes ~70


def _until(condition, what: str):
    """Poll `condition` until it is true (or fail after WAIT seconds)."""
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        found = condition()
        if found:
            return found
        time.sleep(0.05)
    pytest.fail(f"waited {WAIT:g} s for {what}")


@pytest.mark.skipif(bool(missing), reason=f"needs {', '.join(missing)}")
def test_own_keys_and_swapped_buttons_in_a_real_window(xserver, tmp_path):
    home = tmp_path / "own-keys-home"
    home.mkdir()
    (home / "settings.toml").write_text(
        'swap_buttons = true\n[keys]\nexport = "x"\n', encoding="utf-8"
    )
    env = {
        **os.environ,
        "DISPLAY": xserver,
        "SDL_VIDEODRIVER": "x11",
        "SDL_AUDIODRIVER": "dummy",
        "MINESWEEPER_HOME": str(home),
    }
    game = subprocess.Popen(
        [sys.executable, "main.py", "--seed", "1", "--difficulty", "normal", "--scale", "2"],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        found = _until(
            lambda: (
                game.poll() is not None
                or _xdotool(xserver, "search", "--onlyvisible", "--pid", str(game.pid))
            ),
            "the window",
        )
        assert game.poll() is None, game.stderr.read().decode()
        window = str(found).splitlines()[-1]
        exports = home / "exports"

        def exported():
            return sorted(exports.glob("*.mine")) if exports.is_dir() else []

        _xdotool(xserver, "windowfocus", "--sync", window)
        # E (the default, no longer bound) first, then X (the player's key): the game takes
        # keys in order, so once X has exported, E has been handled and did nothing.
        _xdotool(xserver, "key", "--window", window, "e")
        _xdotool(xserver, "key", "--window", window, "x")
        _until(exported, "an export after pressing X")
        assert len(exported()) == 1

        before = _shot(xserver, window, tmp_path / "before.png")
        width, height = before.get_size()
        middle = (str(width // 2), str(height * 2 // 3))
        _xdotool(xserver, "mousemove", "--window", window, *middle, "click", "3")

        def changed() -> bool:
            after = _shot(xserver, window, tmp_path / "after.png")
            return (
                sum(
                    before.get_at((x, y)) != after.get_at((x, y))
                    for x in range(0, width, 4)
                    for y in range(height // 4, height * 4 // 5, 4)  # the board, not the message
                )
                > OPENED
            )

        _until(changed, "the right button to open the board")
        assert game.poll() is None, "the game died after the click"
    finally:
        game.terminate()
        game.wait(timeout=10)
