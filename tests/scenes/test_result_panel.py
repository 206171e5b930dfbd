"""The result panel at a game's end takes the room free under the board: in the window a first
start opens, the board, its cells, the counters and the face stay where they were, and a
panel short of room scrolls its words (Page Down / Page Up, the wheel) instead."""

import pygame
import pytest

from game.engine.display import Display
from game.ui import recorder
from game.ui.recorder import Kind


def _first_window(game_factory, monkeypatch, desktop, seed):
    """An Experte game in the window a first start opens on `desktop`, its opening made."""
    monkeypatch.setattr(Display, "desktop_size", lambda self: desktop)
    game = game_factory("--difficulty", "experte", "--seed", str(seed))
    game.frames(2)
    game.click_cell(3, 3)
    return game


def _where(play):
    lay = play.layout
    return (pygame.Rect(lay.board_frame), lay.cell, pygame.Rect(lay.hud), pygame.Rect(lay.face))


def _texts(game) -> str:
    drawn = recorder.start()
    try:
        game.frames()
    finally:
        recorder.stop()
    return " ".join(" ".join(d.label.split()) for d in drawn if d.kind is Kind.TEXT)


def _win(game, play) -> None:
    board = play.board
    for row in range(board.rows):
        for col in range(board.cols):
            if not board.over and not board.mine_at(row, col) and not board.cell(row, col).open:
                game.click_cell(row, col)
    assert board.over


def _lose(game, play) -> None:
    board = play.board
    mine = next((r, c) for r in range(board.rows) for c in range(board.cols) if board.mine_at(r, c))
    game.click_cell(*mine)
    assert board.over


@pytest.mark.parametrize("end", [_win, _lose])
@pytest.mark.parametrize("desktop", [(1600, 1000), (1280, 800), (1920, 1080)])
def test_the_result_in_the_first_window_never_moves_the_board(
    game_factory, monkeypatch, desktop, end
):
    game = _first_window(game_factory, monkeypatch, desktop, 4)
    play = game.top
    before = _where(play)
    end(game, play)
    game.frames(3)
    lay = play.layout
    assert _where(play) == before  # the board, its cells, the counters and the face
    window = pygame.Rect((0, 0), pygame.display.get_window_size())
    assert lay.panel.h and window.contains(lay.panel)
    assert not lay.panel.colliderect(lay.board_frame)
    shown = _texts(game)
    assert "3BV/s" in shown and "Time" in shown and "New game" in shown


def test_a_result_short_of_room_scrolls_its_words(game_factory, monkeypatch):
    game = _first_window(game_factory, monkeypatch, (1280, 800), 4)
    play = game.top
    _win(game, play)
    game.frames(3)
    result = game.top
    last = " ".join(result.lines[-1].split())
    assert result.need().height_at(play.layout.panel.w) > play.layout.panel.h
    assert last not in _texts(game)  # under the panel's edge
    game.key(pygame.K_PAGEDOWN)
    assert last in _texts(game)
    game.key(pygame.K_PAGEUP)
    shown = _texts(game)
    assert last not in shown and "3BV/s" in shown
    # The wheel over the panel's words scrolls them too.
    words = result.text_area
    game.post(pygame.MOUSEMOTION, pos=words.center, rel=(0, 0), buttons=(0, 0, 0))
    for _ in range(4):
        game.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    assert last in _texts(game)


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_result_beside_a_board_as_tall_as_the_window_leaves_the_board_where_it_was(
    game_factory, language
):
    # Schwer fills the height of a 1008x792 window; the room beside it is narrower than the
    # usual least width of a panel, yet wide enough for the result's words and buttons.
    game = game_factory("--difficulty", "schwer", "--seed", "2", "--lang", language)
    pygame.display.set_mode((1008, 792), pygame.RESIZABLE)
    game.frames(2)
    play = game.top
    game.click_cell(3, 3)
    before = _where(play)
    _win(game, play)
    game.frames(3)
    lay = play.layout
    assert _where(play) == before
    assert lay.panel.x >= lay.board_frame.right and lay.panel.h
    assert pygame.Rect((0, 0), pygame.display.get_window_size()).contains(lay.panel)
