"""End to end in a real X window: start the game under Xvfb, click the board, look at it."""

import pytest

from tests.e2e.window import changes, drawn, game_window, needs_x, shot, start_game, until, xdotool

pytestmark = pytest.mark.e2e


@needs_x
def test_a_real_window_opens_and_a_click_opens_the_board(xserver, tmp_path):
    game = start_game(xserver, "--seed", "1", "--difficulty", "normal")
    try:
        window = game_window(xserver, game)
        assert "Minesweeper" in xdotool(xserver, "getwindowname", window)
        before = drawn(xserver, window, tmp_path / "before.png")
        width, height = before.get_size()
        # The board fills the lower part of the window: click its middle.
        middle = (str(width // 2), str(height * 2 // 3))
        xdotool(xserver, "mousemove", "--window", window, *middle, "click", "1")
        until(
            lambda: changes(before, shot(xserver, window, tmp_path / "after.png")) > 50,
            "the board to change after clicking it",
        )
        assert game.poll() is None, "the game died after the click"
    finally:
        game.terminate()
        game.wait(timeout=10)
