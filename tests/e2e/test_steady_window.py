"""The window is the player's (issue 31), seen from outside in a real X window: a tour of the
screens and an Experte loss leave its size and place as they were; the whole Experte board is
on screen; a dialog's buttons and the result's buttons can be read inside the window
(tesseract reads them back from a screenshot)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pygame
import pytest

from game.model import Board
from game.skins import load_skin, shipped_skins_dir
from game.ui.look import Look
from game.ui.play_layout import compute_layout
from tests.e2e.window import changes, drawn, game_window, needs_x, shot, start_game, until, xdotool

pytestmark = pytest.mark.e2e
needs_ocr = pytest.mark.skipif(
    shutil.which("tesseract") is None, reason="needs tesseract-ocr (.ci/run installs it)"
)
SEED = 5
ZOOM = 2  # start_game starts the game with --scale 2


def geometry(display: str, window: str) -> tuple[int, int, int, int]:
    """The window's place and size as the X server has them."""
    shell = xdotool(display, "getwindowgeometry", "--shell", window)
    values = dict(line.split("=", 1) for line in shell.splitlines() if "=" in line)
    return int(values["X"]), int(values["Y"]), int(values["WIDTH"]), int(values["HEIGHT"])


def read(path: Path) -> str:
    """The words tesseract reads in a screenshot: in black and white, as a page and as a
    block (one reading alone misses a word beside a button's edge now and then)."""
    plain = path.with_suffix(".bw.png")
    subprocess.run(
        ["convert", str(path), "-colorspace", "Gray", "-threshold", "55%", str(plain)],
        check=True, timeout=60,
    )  # fmt: skip
    words = []
    for psm in ("3", "6"):
        done = subprocess.run(
            ["tesseract", str(plain), "-", "--psm", psm], capture_output=True, text=True,
            timeout=60,
        )  # fmt: skip
        words.append(" ".join(done.stdout.split()))
    return "  ".join(words)


def read_back(display: str, window: str, path: Path, wanted: tuple[str, ...]) -> set[str]:
    """The words of `wanted` tesseract reads in the window; it skips a label inside the
    keyboard focus's frame, so Tab moves the focus on between reads."""
    seen: set[str] = set()
    for _ in range(4):
        shot(display, window, path)
        words = read(path)
        seen.update(w for w in wanted if w in words)
        if len(seen) == len(wanted):
            break
        _after(display, window, path, ("Tab",))
    return seen


def _after(display: str, window: str, path: Path, keys: tuple[str, ...]) -> pygame.Surface:
    """Press keys, then wait for the window to show something else."""
    before = shot(display, window, path)
    xdotool(display, "key", "--window", window, *keys)
    until(lambda: changes(before, shot(display, window, path)) > 20, f"the window after {keys}")
    return shot(display, window, path)


@needs_x
@needs_ocr
def test_a_tour_and_an_experte_loss_keep_the_window_and_the_board_whole(xserver, tmp_path):
    game = start_game(xserver, "--seed", str(SEED))
    try:
        window = game_window(xserver, game)
        drawn(xserver, window, tmp_path / "title.png")
        first = geometry(xserver, window)
        picture = tmp_path / "now.png"
        for keys in (("a",), ("Escape",), ("s",), ("Escape",), ("o",), ("Escape",),
                     ("r",), ("Escape",), ("t",), ("Escape",), ("1",), ("Escape",), ("2",),
                     ("Escape",), ("3",)):  # fmt: skip
            _after(xserver, window, picture, keys)
            assert geometry(xserver, window) == first, f"the window changed after {keys}"
        # Experte is on screen whole: its four corner cells show the covered cell's sprite
        surface = drawn(xserver, window, picture)
        skin = load_skin(shipped_skins_dir() / "classic")
        pygame.display.init()
        layout = compute_layout(Look(skin, ZOOM), 16, 30, surface.get_size())
        view = layout.viewport
        assert not layout.scrollable
        assert pygame.Rect((0, 0), surface.get_size()).contains(layout.board_frame)
        light = tuple(skin.sprite("covered").get_at((0, 0)))[:3]
        for x, y in ((view.left, view.top), (view.right - layout.cell, view.top),
                     (view.left, view.bottom - layout.cell),
                     (view.right - layout.cell, view.bottom - layout.cell)):  # fmt: skip
            seen = tuple(surface.get_at((x + 1, y + 1)))[:3]
            assert all(abs(a - b) <= 8 for a, b in zip(seen, light, strict=True)), (x, y)
        # lose: the first click opens a region, the second hits a mine
        board = Board(16, 30, 99, seed=SEED)
        board.reveal(8, 15)
        mine = next((c.row, c.col) for c in board.cells if c.mine)

        def at(row: int, col: int) -> tuple[str, str]:
            return str(view.x + col * layout.cell + layout.cell // 2), str(
                view.y + row * layout.cell + layout.cell // 2
            )

        before = shot(xserver, window, picture)
        xdotool(xserver, "mousemove", "--window", window, *at(8, 15), "click", "1")
        until(lambda: changes(before, shot(xserver, window, picture)) > 50, "the opening")
        before = shot(xserver, window, picture)
        xdotool(xserver, "mousemove", "--window", window, *at(*mine), "click", "1")
        until(lambda: changes(before, shot(xserver, window, picture)) > 50, "the loss")
        assert geometry(xserver, window) == first, "the window changed after the loss"
        wanted = ("You lose", "New game", "Undo", "Title")
        assert read_back(xserver, window, picture, wanted) == set(wanted)
        assert game.poll() is None
    finally:
        game.terminate()
        game.wait(timeout=10)


@needs_x
@needs_ocr
def test_the_unfinished_game_dialog_shows_its_buttons_whole_in_german(xserver, tmp_path):
    game = start_game(xserver, "--seed", str(SEED), "--lang", "de")
    try:
        window = game_window(xserver, game)
        drawn(xserver, window, tmp_path / "title.png")
        first = geometry(xserver, window)
        picture = tmp_path / "now.png"
        surface = _after(xserver, window, picture, ("1",))
        view_middle = (str(surface.get_width() // 2), str(surface.get_height() // 2))
        before = shot(xserver, window, picture)
        xdotool(xserver, "mousemove", "--window", window, *view_middle, "click", "1")
        until(lambda: changes(before, shot(xserver, window, picture)) > 20, "the opening")
        _after(xserver, window, picture, ("Escape",))  # the title offers to continue
        _after(xserver, window, picture, ("2",))  # a new game would replace it: asked first

        wanted = ("Unvollendetes Spiel", "Fortsetzen", "Neues Spiel beginnen", "Abbrechen")
        assert read_back(xserver, window, picture, wanted) == set(wanted)
        assert geometry(xserver, window) == first
    finally:
        game.terminate()
        game.wait(timeout=10)
