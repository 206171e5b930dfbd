"""The win/lose panel sits under the board: the board and the verdict's cells stay in view."""

import pygame
import pytest


def _lose(game):
    play = game.top
    game.click_cell(3, 3)
    mine = next(
        (r, c)
        for r in range(play.board.rows)
        for c in range(play.board.cols)
        if play.board.mine_at(r, c)
    )
    game.click_cell(*mine)
    assert play.board.status == "lost"
    return play


@pytest.mark.parametrize("difficulty", ["normal", "experte"])
def test_the_result_panel_leaves_the_board_visible(game_factory, difficulty):
    game = game_factory("--difficulty", difficulty, "--seed", "5")
    corner = game.ctx.display.position
    width, height = game.top.layout.size
    play = _lose(game)
    game.frames(2)
    result = game.top
    lay = play.layout
    assert not result.panel.colliderect(lay.board_frame)
    assert result.panel.colliderect(lay.panel) and result.panel.bottom <= lay.size[1]
    assert all(lay.size[0] >= b.rect.right and b.rect.x >= 0 for b in result.buttons)
    assert pygame.display.get_surface().get_size() == lay.size
    assert lay.size[1] > height or lay.size[0] > width
    x, y = game.ctx.display.position
    bottom = y + pygame.display.get_window_size()[1]
    assert x == corner[0] and (y == corner[1] or bottom == game.ctx.display.desktop_size()[1])
    if play.verdict is not None:
        for cell in (*play.verdict.safe, *play.verdict.suspect):
            assert lay.viewport.collidepoint(game.cell_pos(*cell))
    game.key(pygame.K_F2)
    game.frames()
    assert game.top is play and play.layout.panel.h == 0 and play.layout.size == (width, height)


def test_on_a_tall_board_the_panel_goes_beside_it_and_the_cells_keep_their_size(
    game_factory, monkeypatch
):
    game = game_factory("--difficulty", "schwer", "--seed", "5")
    monkeypatch.setattr(game.ctx.display, "desktop_size", lambda: (1600, 1000))
    game.ctx.display.set_scale(2)
    game.frames()
    before = game.ctx.display.scale
    play = _lose(game)
    game.frames(2)
    lay = play.layout
    assert play.panel_beside and lay.panel.left > lay.board_frame.right
    assert not game.top.panel.colliderect(lay.board_frame)
    assert game.ctx.display.scale == before == 2
