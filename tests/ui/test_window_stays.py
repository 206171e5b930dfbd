"""The window never wanders off on its own and keeps the zoom the player chose: a board
bigger than the room scrolls at that zoom (issue 21: an Experte loss moved the window from
x=660 to x=524 and it stayed there; 60x40 and 100x100 opened at 1x while Settings said 2x)."""

import pygame
import pytest

from game.bootstrap import difficulty_of
from game.engine.display import Display
from game.model import DIFFICULTIES

DESKTOP = (1600, 1000)


def _placed(game_factory, monkeypatch, corner):
    monkeypatch.setattr(Display, "desktop_size", lambda self: DESKTOP)
    game = game_factory("--difficulty", "normal", "--seed", "3")
    game.ctx.display.set_scale(2)
    game.ctx.display.position = corner  # where the player dragged it
    game.ctx.display.players_corner = True
    game.ctx.display.ensure((1, 1))
    game.frames(2)
    return game


@pytest.mark.parametrize("board", ["60x40x400", "100x100x2000"])
def test_a_big_board_keeps_the_zoom_and_the_corner_and_scrolls(game_factory, monkeypatch, board):
    game = _placed(game_factory, monkeypatch, (100, 50))
    game.ctx.navigator.play(difficulty_of(board), seed=4)
    game.frames(2)
    assert game.ctx.display.scale == 2
    assert pygame.display.get_window_position() == (100, 50)
    assert game.top.layout.scrollable


def test_an_experte_loss_does_not_move_the_window(game_factory, monkeypatch):
    game = _placed(game_factory, monkeypatch, (660, 120))
    game.ctx.navigator.play(DIFFICULTIES["experte"], seed=4)
    game.frames(2)
    play = game.top
    game.click_cell(0, 0)
    board = play.board
    mine = next((r, c) for r in range(board.rows) for c in range(board.cols) if board.mine_at(r, c))
    play.ui.cursor = mine
    play.scroller.scroll_to(play.layout, play.view.cell, *mine)
    game.click_cell(*mine)
    game.frames(2)
    assert board.status == "lost"
    assert pygame.display.get_window_position() == (660, 120)
    assert game.ctx.display.scale == 2


def test_a_window_pushed_onto_the_desktop_goes_back_to_the_players_corner(
    game_factory, monkeypatch
):
    game = _placed(game_factory, monkeypatch, (1200, 300))  # far in the desktop's corner
    game.ctx.navigator.play(difficulty_of("60x40x400"), seed=4)
    game.frames(2)
    x, y = pygame.display.get_window_position()
    w, h = pygame.display.get_window_size()
    assert x + w <= DESKTOP[0] and y + h <= DESKTOP[1]
    game.ctx.navigator.play(DIFFICULTIES["normal"], seed=4)
    game.frames(2)
    assert pygame.display.get_window_position() == (1200, 300)
    assert game.ctx.display.position == (1200, 300)
