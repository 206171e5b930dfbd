"""The zoom makes text and chrome bigger or smaller on every screen and is remembered; it
never resizes the window; cells fill the room the window leaves (issue 31)."""

import pygame

from game.model import DIFFICULTIES
from game.storage import load_settings
from game.ui import recorder
from game.ui.recorder import Kind


def _text_sizes(game) -> set[int]:
    drawn = recorder.start()
    try:
        game.frames()
    finally:
        recorder.stop()
    return {d.size for d in drawn if d.kind is Kind.TEXT}


def test_ctrl_plus_zooms_text_not_the_window_and_is_remembered(game_factory):
    game = game_factory()
    game.frames()
    before = game.ctx.display.zoom
    window = pygame.display.get_window_size()
    small = max(_text_sizes(game))
    game.key(pygame.K_EQUALS, mod=pygame.KMOD_LCTRL)
    assert game.ctx.display.zoom == before + 0.25
    assert pygame.display.get_window_size() == window
    assert max(_text_sizes(game)) > small
    game.ctx.flush_window(force=True)
    assert load_settings()[0].scale == before + 0.25
    game.key(pygame.K_2, "2")  # another screen keeps the zoom
    assert game.ctx.display.zoom == before + 0.25


def test_cells_fill_the_room_and_a_smaller_board_gets_bigger_cells(game_factory):
    game = game_factory()
    pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
    zoom = game.ctx.display.zoom
    cells = {}
    for name in ("normal", "schwer", "experte"):
        game.ctx.navigator.play(DIFFICULTIES[name], seed=3)
        game.frames(2)
        lay = game.top.layout
        assert not lay.scrollable
        assert round(16 * zoom) <= lay.cell <= round(64 * zoom)
        cells[name] = lay.cell
    assert cells["normal"] > cells["schwer"] >= cells["experte"] >= 32


def test_the_counters_and_face_keep_the_classic_proportion_to_the_cells(game_factory):
    # Windows' face is 26 pixels over 16-pixel cells: here it is never shorter than a cell
    # (a 30-pixel board under a 26-pixel face looked like a toy), never over 2.5 cells tall,
    # and the counters and face are never wider than the board they sit on.
    game = game_factory()
    for size in ((800, 600), (948, 680), (1280, 800), (1600, 1000), (1920, 1080)):
        pygame.display.set_mode(size, pygame.RESIZABLE)
        for name in ("normal", "schwer", "experte"):
            game.ctx.navigator.play(DIFFICULTIES[name], seed=3)
            game.frames(2)
            lay = game.top.layout
            said = f"{name} in {size}: cell {lay.cell}, face {lay.face.h}"
            assert lay.cell <= lay.face.h <= 2.5 * lay.cell, said
            assert lay.hud.w <= lay.board_frame.w, said
