"""Re-creating or zooming the window never moves the keyboard's selection; settings remember it."""

import pygame


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
    skin_row = settings.row_rect(0).center
    pointer = _rest_pointer(monkeypatch, (700, 400), skin_row)
    game.key(pygame.K_DOWN)
    assert settings.rows[settings.selected].label == "Zoom"
    skin = game.ctx.settings.skin
    for _ in range(2):
        game.key(pygame.K_RIGHT)
        game.post(pygame.MOUSEMOTION, pos=skin_row, rel=(0, 0), buttons=(0, 0, 0))
        game.frames()
    assert settings.rows[settings.selected].label == "Zoom"
    assert game.ctx.settings.skin == skin
    assert game.ctx.settings.scale == 1.25
    skin_row = settings.row_rect(0).center  # laid out again at the new zoom
    pointer["desktop"] = (705, 400)
    game.post(pygame.MOUSEMOTION, pos=skin_row, rel=(5, 0), buttons=(0, 0, 0))
    game.frames()
    assert settings.selected == 0
