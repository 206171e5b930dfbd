"""Reading a version 1 board snapshot (older versions saved games so), and refusing
damaged ones with a reason."""

import copy
import json

import pytest

from game.model import Board
from tests.legacy_saves import v1_board


def played_board() -> tuple[Board, list[tuple[str, int, int]]]:
    board = Board(8, 8, 10, seed=42, question_marks=True)
    board.reveal(0, 0)
    safe = next(c for c in board.cells if not c.mine and not c.open)
    board.reveal(safe.row, safe.col)
    mine = next(c for c in board.cells if c.mine)
    board.toggle_flag(mine.row, mine.col)
    moves = [("reveal", 0, 0), ("reveal", safe.row, safe.col), ("flag", mine.row, mine.col)]
    return board, moves


def test_an_old_saved_game_reads_as_it_was_and_plays_on_exactly():
    board, moves = played_board()
    again = Board.from_dict(json.loads(json.dumps(v1_board(board, moves))))
    assert again.to_position() == board.to_position()
    assert again.layout_text() == board.layout_text()
    assert v1_board(again, moves) == v1_board(board, moves)
    safe = next(c for c in board.cells if not c.mine and not c.open)
    again.reveal(safe.row, safe.col)
    board.reveal(safe.row, safe.col)
    assert again.to_position() == board.to_position()


def test_a_saved_game_before_the_first_click_stays_unlaid():
    board = Board(16, 30, 99, seed=9)
    again = Board.from_dict(v1_board(board, []))
    again.reveal(3, 3)
    board.reveal(3, 3)
    assert again.layout_text() == board.layout_text()


def _broken(mutate):
    data = v1_board(*played_board())
    mutate(data)
    return data


@pytest.mark.parametrize(
    ("mutate", "reason"),
    [
        (lambda d: d.update(version=99), "version"),
        (lambda d: d.update(rows="8"), "rows"),
        (lambda d: d.update(status="paused"), "status"),
        (lambda d: d.update(first_click="never"), "first_click"),
        (lambda d: d["layout"].__setitem__(0, "x" * 8), "layout row 1"),
        (lambda d: d["layout"].__setitem__(7, "********"), "layout holds"),
        (lambda d: d["history"].append(["dance", 0, 0]), "history step"),
        (lambda d: d["history"].append(["reveal", 99, 0]), "history step"),
        (lambda d: d["state"].__setitem__(0, "F" * 8), "cells shown"),
        (lambda d: d.update(status="won"), "does not match"),
        (lambda d: d.update(counters={"left": -1}), "counters.left"),  # an older save
        (lambda d: d.update(undo_used="no"), "undo_used"),
    ],
)
def test_damaged_saves_are_refused_with_a_reason(mutate, reason):
    data = _broken(mutate)
    with pytest.raises(ValueError, match=reason):
        Board.from_dict(copy.deepcopy(data))


def test_not_an_object_is_refused():
    with pytest.raises(ValueError, match="object"):
        Board.from_dict([1, 2, 3])
