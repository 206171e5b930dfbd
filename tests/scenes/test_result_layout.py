"""The win/lose panel takes room beside or under the board, never over it: the board stays
whole and the verdict's cells in view; with free room beside the board, the board does not
move at all; the window never changes."""

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


def _sized(game, size):
    pygame.display.set_mode(size, pygame.RESIZABLE)
    game.frames(2)


@pytest.mark.parametrize(
    ("difficulty", "size"),
    [("normal", (800, 600)), ("experte", (800, 600)), ("experte", (1280, 800))],
)
def test_the_result_panel_leaves_the_board_whole_and_the_window_as_it_was(
    game_factory, difficulty, size
):
    game = game_factory("--difficulty", difficulty, "--seed", "5")
    _sized(game, size)
    cell_before = game.top.layout.cell
    play = _lose(game)
    game.frames(2)
    result = game.top
    lay = play.layout
    window = pygame.Rect((0, 0), size)
    assert pygame.display.get_window_size() == size
    assert not lay.scrollable and window.contains(lay.board_frame)
    assert result.tree.rect == lay.panel and window.contains(lay.panel)
    assert not lay.panel.colliderect(lay.board_frame)
    assert all(window.contains(b.rect) and lay.panel.contains(b.rect) for b in result.buttons)
    if play.verdict is not None:
        for cell in (*play.verdict.safe, *play.verdict.suspect):
            assert lay.viewport.collidepoint(game.cell_pos(*cell))
    game.key(pygame.K_F2)
    game.frames()
    assert game.top is play and play.layout.panel.h == 0 and play.layout.cell == cell_before


def test_with_room_beside_the_board_the_board_does_not_move(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "5")
    _sized(game, (1280, 800))
    frame_before = pygame.Rect(game.top.layout.board_frame)
    play = _lose(game)
    game.frames(2)
    lay = play.layout
    assert lay.board_frame == frame_before
    assert lay.panel.left > lay.board_frame.right or lay.panel.top > lay.board_frame.bottom


def test_without_free_room_the_panel_takes_the_side_that_leaves_bigger_cells(game_factory):
    game = game_factory("--difficulty", "experte", "--seed", "5")
    _sized(game, (1280, 800))
    before = game.top.layout.cell
    play = _lose(game)
    game.frames(2)
    lay = play.layout
    assert lay.cell <= before
    assert lay.panel_beside == (lay.panel.left > lay.board_frame.right)
    look = play.look()
    assert lay.cell >= round(16 * look.zoom)  # still whole, never under the smallest cell


def test_the_buttons_keep_their_place_when_the_coach_line_arrives(game_factory, monkeypatch):
    game = game_factory("--difficulty", "normal", "--seed", "5")
    _sized(game, (800, 600))
    _lose(game)
    game.frames(2)
    result = game.top
    before = [pygame.Rect(b.rect) for b in result.buttons]
    line = "Coach: 3 guesses, 1 needless (C5: 12% while B2 was safe), long words " * 2
    monkeypatch.setattr("game.scenes.play.result.summary_line", lambda job: line)
    result.coach_waiting = True
    if result.coach_at is None:
        result.coach_at = len(result.lines)
        result.lines.append("Coach: reading your game...")
    game.frames(3)
    assert result.lines[result.coach_at].startswith("Coach: 3 guesses")
    assert [b.rect for b in result.buttons] == before
