"""Re-creating or zooming the window never moves the keyboard's selection; settings remember it."""

import pygame

from game.storage import load_settings


def _rest_pointer(monkeypatch, desktop, window):
    pointer = {"desktop": desktop, "window": window}
    monkeypatch.setattr(
        pygame.mouse, "get_pos", lambda desktop=False: pointer["desktop" if desktop else "window"]
    )
    return pointer


def test_scale_changes_do_not_let_a_resting_pointer_steal_the_row(game_factory, monkeypatch):
    game = game_factory()
    game.key(pygame.K_o, "o")
    settings = game.top
    skin_row = settings._row_rect(0).center
    pointer = _rest_pointer(monkeypatch, (700, 400), skin_row)
    game.key(pygame.K_DOWN)
    assert settings.rows[settings.selected].label == "Scale"
    skin = game.ctx.settings.skin
    for _ in range(2):
        game.key(pygame.K_RIGHT)
        game.post(pygame.MOUSEMOTION, pos=skin_row, rel=(0, 0), buttons=(0, 0, 0))
        game.frames()
    assert settings.rows[settings.selected].label == "Scale"
    assert game.ctx.settings.skin == skin
    assert game.ctx.settings.scale == 1.25
    pointer["desktop"] = (705, 400)
    game.post(pygame.MOUSEMOTION, pos=skin_row, rel=(5, 0), buttons=(0, 0, 0))
    game.frames()
    assert settings.selected == 0


def test_ctrl_plus_zooms_every_scene_and_is_remembered(game_factory):
    game = game_factory()
    before = game.ctx.display.zoom
    game.key(pygame.K_EQUALS, mod=pygame.KMOD_LCTRL)
    assert game.ctx.display.zoom == before + 0.25
    width, _ = game.ctx.stack.top.logical_size()
    assert pygame.display.get_window_size()[0] == round(width * game.ctx.display.scale)
    game.ctx.flush_window(force=True)
    assert load_settings()[0].scale == before + 0.25
    game.key(pygame.K_2, "2")
    assert game.ctx.display.zoom == before + 0.25


def test_cells_are_the_same_size_on_every_difficulty_that_fits(game_factory):
    shown = {}
    for name in ("normal", "experte"):
        game = game_factory("--difficulty", name)
        window_w = pygame.display.get_window_size()[0]
        shown[name] = window_w / game.top.layout.size[0]
        game.close()
    assert shown["normal"] == shown["experte"] == 1.5
