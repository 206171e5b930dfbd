"""The play screen's frame is a frozen description of one picture: plain values, built
before drawing, which drawing reads and never changes; the open menu is the player's
interface state (PlayUi), not the menu widget's."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.model import Action, Appearance, Board
from game.session import GameSession, Source
from game.ui.board_view import BoardView
from game.ui.menu_bar import MenuBar
from game.ui.play_view import draw_play


def _cell(surface: pygame.Surface, game, row: int, col: int) -> bytes:
    """The pixels of one cell as drawn."""
    x, y = game.cell_pos(row, col)
    size = game.top.view.cell
    rect = pygame.Rect(x - size // 2, y - size // 2, size, size)
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def test_a_frame_holds_values_not_the_game_or_drawings_objects(game_factory):
    game = game_factory("--difficulty", "normal")
    frame = game.top.frame()
    with pytest.raises(dataclasses.FrozenInstanceError):
        frame.face = "win"  # type: ignore[misc]
    for field in dataclasses.fields(frame):
        value = getattr(frame, field.name)
        assert not isinstance(value, BoardView | MenuBar | Board | GameSession), field.name


def test_an_old_frame_still_draws_the_board_it_was_built_from(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "3")
    play = game.top
    before = play.frame()
    play.act(Source.KEYBOARD, Action.REVEAL, (4, 4))
    after = play.frame()
    assert set(before.board.cells) == {Appearance.COVERED}
    assert after.board.cells != before.board.cells  # the click opened cells
    surface = pygame.Surface(game.surface.get_size())
    view = BoardView(play.ctx.skin)
    draw_play(surface, after, view)
    opened = _cell(surface, game, 4, 4)
    draw_play(surface, before, view)
    assert _cell(surface, game, 4, 4) != opened  # the old frame: (4, 4) covered again
    assert before.board.cells == tuple([Appearance.COVERED] * 64)  # drawing changed nothing
    assert after.board.cells == tuple(play.board.appearances())


def test_the_open_menu_is_the_players_state_and_survives_a_new_layout(game_factory):
    game = game_factory("--difficulty", "normal")
    play = game.top
    game.click(play.menu_bar.titles[1].center)
    assert play.ui.menu.open_index == 1
    play.relayout()  # a new layout builds a new menu bar (a panel, a skin, the counters)
    game.frames()
    assert play.menu_bar.active and play.menu_bar.open_index == 1
    frame = play.frame()
    assert frame.menu.open_index == 1 and frame.menu.rows and frame.menu.panel is not None
    game.key(pygame.K_ESCAPE)
    assert play.ui.menu.open_index is None and play.frame().menu.rows == ()
