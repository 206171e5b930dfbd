"""End to end in a real X window: the player's own key (settings.toml's [keys]) drives its
command and the default key no longer does; swapped buttons open with the right button."""

import pytest

from tests.e2e.window import (
    changes,
    drawn,
    game_window,
    needs_x,
    shot,
    start_game,
    until,
    xdotool,
)

pytestmark = pytest.mark.e2e

OPENED = 300  # changed samples (one in 4x4 px) of a region opening; a flag changes ~70


@needs_x
def test_own_keys_and_swapped_buttons_in_a_real_window(xserver, tmp_path):
    home = tmp_path / "own-keys-home"
    home.mkdir()
    (home / "settings.toml").write_text(
        'swap_buttons = true\n[keys]\nexport = "x"\n', encoding="utf-8"
    )
    game = start_game(xserver, "--seed", "1", "--difficulty", "normal", home=home)
    try:
        window = game_window(xserver, game)
        exports = home / "exports"

        def exported():
            return sorted(exports.glob("*.mine")) if exports.is_dir() else []

        xdotool(xserver, "windowfocus", "--sync", window)
        # The game's loop runs (it has drawn) before the keys: a key sent while the game
        # still starts up was once not seen within the wait on a busy CI machine.
        drawn(xserver, window, tmp_path / "first.png")
        # E (the default, no longer bound) first, then X (the player's key): the game takes
        # keys in order, so once X has exported, E has been handled and did nothing.
        xdotool(xserver, "key", "--window", window, "e")
        xdotool(xserver, "key", "--window", window, "x")
        until(lambda: exported() or game.poll() is not None, "an export after X", seconds=60)
        assert game.poll() is None, f"the game died: {game.stderr.read().decode()[-300:]}"
        assert len(exported()) == 1

        before = shot(xserver, window, tmp_path / "before.png")
        width, height = before.get_size()
        middle = (str(width // 2), str(height * 2 // 3))
        xdotool(xserver, "mousemove", "--window", window, *middle, "click", "3")

        def changed() -> bool:
            after = shot(xserver, window, tmp_path / "after.png")
            board = range(height // 4, height * 4 // 5, 4)  # the board, not the message
            return changes(before, after, board) > OPENED

        until(changed, "the right button to open the board")
        assert game.poll() is None, "the game died after the click"
    finally:
        game.terminate()
        game.wait(timeout=10)
