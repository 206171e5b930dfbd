"""Property: the window is a relay. Random raw mouse streams (presses, releases and motions
of every button, on and off the board, in any order) give the same input log whether they
are posted as pygame events through the real play scene or handed to a session directly."""

from __future__ import annotations

import pygame
from hypothesis import given
from hypothesis import strategies as st

from game.session import CELL_PX, GameSession, Mouse
from game.session.session import OFF_BOARD

ROWS, COLS = 8, 8
KINDS = {
    (pygame.MOUSEBUTTONDOWN, 1): Mouse.LEFT_PRESS,
    (pygame.MOUSEBUTTONDOWN, 2): Mouse.MIDDLE_PRESS,
    (pygame.MOUSEBUTTONDOWN, 3): Mouse.RIGHT_PRESS,
    (pygame.MOUSEBUTTONUP, 1): Mouse.LEFT_RELEASE,
    (pygame.MOUSEBUTTONUP, 2): Mouse.MIDDLE_RELEASE,
    (pygame.MOUSEBUTTONUP, 3): Mouse.RIGHT_RELEASE,
    (pygame.MOUSEMOTION, 0): Mouse.MOVE,
}
# A place is a cell with an offset inside it, or one of a few spots off the board
# (never the menu bar or the face, which take what lands on them).
places = st.one_of(
    st.tuples(
        st.just("cell"),
        st.integers(0, ROWS - 1),
        st.integers(0, COLS - 1),
        st.floats(0, 0.99),
        st.floats(0, 0.99),
    ),
    st.tuples(st.just("off"), st.integers(0, 3)),
)
streams = st.lists(st.tuples(st.sampled_from(sorted(KINDS)), places), max_size=60)


def off_board_spots(play) -> list[tuple[int, int]]:
    vp, face, menu = play.layout.viewport, play.layout.face, play.layout.menu
    w, h = play.layout.size
    spots = [(vp.x - 2, vp.y + 5), (vp.right + 1, vp.bottom - 3), (vp.x + 3, h - 2), (1, h - 1)]
    for spot in spots:
        assert 0 <= spot[0] < w and 0 <= spot[1] < h
        assert not any(r.collidepoint(spot) for r in (vp, face, menu)), spot
    return spots


def test_the_window_path_and_the_session_path_give_identical_logs(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "11")
    play = game.top
    spots = off_board_spots(play)
    size = play.layout.cell
    vp = play.layout.viewport

    def where(place) -> tuple[tuple[int, int], tuple[int, int]]:
        """(window position, board pixel) of a place."""
        if place[0] == "off":
            return spots[place[1]], OFF_BOARD
        _, row, col, fx, fy = place
        dx, dy = int(fx * size), int(fy * size)
        pos = (vp.x + col * size + dx, vp.y + row * size + dy)
        return pos, (col * CELL_PX + dx * CELL_PX // size, row * CELL_PX + dy * CELL_PX // size)

    @given(streams)
    def check(stream) -> None:
        play.new_game()
        window = play.session
        reference = GameSession(window.setup, game.clock)
        for (kind, button), place in stream:
            pos, (x, y) = where(place)
            reference.relay(KINDS[kind, button], x, y)
            if kind == pygame.MOUSEMOTION:
                game.post(kind, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            else:
                game.post(kind, pos=pos, button=button)
            game.frames()
            if window.board.over:
                break
        assert [e.to_row() for e in window.log] == [e.to_row() for e in reference.log]
        assert window.metrics() == reference.metrics()
        assert window.board.to_position() == reference.board.to_position()

    check()
