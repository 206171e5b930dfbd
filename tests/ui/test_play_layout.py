"""Counters as wide as the board needs, row and column labels, scroll bars a player can see."""

import pygame

from game.solver.cells import cell_name
from game.ui.hud import led_text


def test_led_counters_grow_beyond_three_digits():
    assert led_text(2000, 4) == "2000" and led_text(-5, 4) == "-005"
    assert led_text(2000) == "999" and led_text(12345, 4) == "9999"


def test_a_board_with_2000_mines_shows_2000(game_factory):
    game = game_factory("--difficulty", "100x100x2000")
    play = game.top
    assert play.layout.digits == 4
    assert play.layout.counter.w > play.layout.digits * 10
    assert not play.layout.counter.colliderect(play.layout.face)
    assert not play.layout.timer.colliderect(play.layout.face)


def test_scroll_bars_sit_beside_the_board_and_move_with_it(game_factory):
    game = game_factory("--difficulty", "100x100x2000")
    play = game.top
    lay = play.layout
    assert lay.scrollable and lay.hbar.h >= 8 and lay.vbar.w >= 8
    assert not lay.hbar.colliderect(lay.viewport) and not lay.vbar.colliderect(lay.viewport)
    color = tuple(game.ctx.skin.colors["accent"])[:3]
    assert tuple(game.surface.get_at((lay.vbar.centerx, lay.vbar.y + 6)))[:3] == color
    game.post(pygame.MOUSEMOTION, pos=lay.viewport.center, rel=(1, 0), buttons=(0, 0, 0))
    for _ in range(10):
        game.post(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False)
    game.frames()
    assert play.ui.scroll[1] > 0
    assert tuple(game.surface.get_at((lay.vbar.centerx, lay.vbar.y + 6)))[:3] != color


def test_row_and_column_labels_name_cells_as_the_hints_do(game_factory):
    game = game_factory("--difficulty", "schwer")
    play = game.top
    assert play.layout.row_labels.w == 0
    game.ctx.update_settings(labels=True)
    play.relayout()
    game.frames()
    lay = play.layout
    assert lay.row_labels.right <= lay.board_frame.x and lay.col_labels.bottom <= lay.board_frame.y
    assert pygame.display.get_surface().get_rect().contains(lay.row_labels.union(lay.board_frame))
    assert cell_name(15, 15) == "P16"
    row_16 = pygame.Rect(lay.row_labels.x, game.cell_pos(15, 0)[1] - 4, lay.row_labels.w, 8)
    column_p = pygame.Rect(game.cell_pos(0, 15)[0] - 4, lay.col_labels.y, 8, lay.col_labels.h)
    text_color = tuple(game.ctx.skin.colors["text"])[:3]
    for area in (row_16, column_p):
        pixels = {
            tuple(game.surface.get_at((x, y)))[:3]
            for x in range(area.left, area.right)
            for y in range(area.top, area.bottom)
        }
        assert text_color in pixels


def test_the_mine_that_was_hit_keeps_a_visible_outline(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "5")
    play = game.top
    game.click_cell(3, 3)
    board = play.board
    mine = next((r, c) for r in range(board.rows) for c in range(board.cols) if board.mine_at(r, c))
    game.click_cell(*mine)
    game.frames()
    assert board.status == "lost"
    x, y = game.cell_pos(*mine)
    half = play.layout.cell // 2
    red = tuple(game.ctx.skin.colors["text"])[:3]
    for edge in ((x - half, y), (x + half - 1, y), (x, y - half), (x, y + half - 1)):
        assert tuple(game.surface.get_at(edge))[:3] == red
