"""How ms-toollib counts clicks, pinned on its own board (docs/replays.md relies on it).

The session counts the same way; these tests fail if a future ms-toollib counts otherwise.
"""

from __future__ import annotations

import dataclasses

import ms_toollib

from game.model.grid import mine_numbers
from game.replay import MouseEvent, analyse_evf_bytes, encode_evf
from tests.replay import game_fixture as game


def _board() -> ms_toollib.MinesweeperBoard:
    return ms_toollib.MinesweeperBoard(mine_numbers(game.MINES))


def _click(board, row: int, col: int, *kinds: str) -> tuple[int, int, int, int]:
    for kind in kinds:
        board.step(kind, (row, col))
    return board.left, board.right, board.double, board.ce


def test_a_left_click_counts_at_release_and_is_effective_when_it_opens():
    board = _board()
    board.step("lc", (2, 2))
    assert (board.left, board.game_board_state) == (0, 5)
    board.step("lr", (2, 2))
    assert (board.left, board.ce, board.game_board_state) == (1, 1, 2)
    assert _click(board, 2, 2, "lc", "lr") == (2, 0, 0, 1)  # on an open cell: wasted


def test_only_the_first_flag_on_a_mine_is_effective():
    board = _board()
    _click(board, 2, 2, "lc", "lr")
    assert _click(board, 3, 0, "rc", "rr") == (1, 1, 0, 2)  # flag on a mine
    assert _click(board, 3, 0, "rc", "rr") == (1, 2, 0, 2)  # unflag
    assert _click(board, 3, 0, "rc", "rr") == (1, 3, 0, 2)  # the same mine again
    assert _click(board, 4, 0, "rc", "rr") == (1, 4, 0, 2)  # a wrong flag


def test_a_chord_is_one_double_click_whichever_button_goes_first():
    board = _board()
    _click(board, 2, 2, "lc", "lr")
    _click(board, 3, 0, "rc", "rr")
    assert _click(board, 3, 1, "lc", "rc", "lr", "rr") == (1, 1, 1, 3)  # opens (2,0), (4,0)
    assert _click(board, 3, 1, "rc", "lc", "rr", "lr") == (1, 1, 2, 3)  # opens nothing
    assert _click(board, 0, 4, "mc", "mr") == (1, 1, 3, 3)  # middle button on a covered cell


def _left_clicks(*events: MouseEvent) -> int:
    video = dataclasses.replace(game.VIDEO, events=events, time_ms=100)
    return analyse_evf_bytes(encode_evf(video)).left


def test_a_left_click_off_the_board_counts_once_the_board_was_clicked():
    off = (MouseEvent(20, game.LC, 500, 5), MouseEvent(30, game.LR, 500, 5))
    opening = (game.at(100, game.LC, 2, 2), game.at(110, game.LR, 2, 2))
    flag = (game.at(0, game.RC, 3, 0), game.at(5, game.RR, 3, 0))
    assert _left_clicks(*opening, *(e._replace(time_ms=e.time_ms + 200) for e in off)) == 2
    assert _left_clicks(*flag, *off, *opening) == 2  # after a flag, before the first opening
    assert _left_clicks(game.at(0, game.MV, 1, 1), *off, *opening) == 1  # before any click
