"""The model's values: frozen parameters and layout, an independent copy, enums at the edge."""

from __future__ import annotations

import dataclasses

import pytest

from game.model import (
    EXPERTE,
    NORMAL,
    Action,
    Appearance,
    Board,
    BoardParams,
    Difficulty,
    FirstClick,
    MineLayout,
    parse_difficulty,
)
from game.skins.names import CELL_SPRITES


def test_a_copy_plays_on_without_touching_the_original():
    board = Board.from_difficulty(EXPERTE, seed=11)
    board.reveal(3, 3)
    board.toggle_flag(0, 29)
    before = (board.to_position(), board.status, board.flags, board.three_bv_solved)
    twin = board.copy()
    assert twin.to_position() == board.to_position() and twin.layout == board.layout
    assert twin.three_bv == board.three_bv and twin.version == board.version
    for cell in twin.cells:
        twin.reveal(cell.row, cell.col)
    assert twin.status == "lost"
    assert (board.to_position(), board.status, board.flags, board.three_bv_solved) == before
    twin.replay([(Action.FLAG, 0, 29)])  # back to before the first click, on the copy only
    assert twin.status == "ready" and not twin.laid
    assert board.laid and board.status == "playing"


def test_parameters_and_layout_are_frozen_values():
    board = Board(8, 8, 10, seed=3, first_click="safe")
    assert board.params == BoardParams(8, 8, 10, 3, FirstClick.SAFE, False)
    with pytest.raises(dataclasses.FrozenInstanceError):
        board.params.mines = 11  # type: ignore[misc]
    assert board.layout is None
    board.reveal(0, 0)
    assert board.layout == MineLayout.from_text(board.layout_text())
    assert len(board.layout.mines) == 10 and (0, 0) not in board.layout.mines


@pytest.mark.parametrize("rule", [FirstClick.OPENING, "opening", FirstClick.ANY, "safe"])
def test_first_click_takes_the_enum_or_its_string(rule):
    board = Board(8, 8, 10, seed=1, first_click=rule)
    assert board.first_click is FirstClick(rule)
    assert board.params.first_click is FirstClick(rule)


def test_an_unknown_first_click_is_refused_by_name():
    with pytest.raises(ValueError, match="first_click must be one of opening, safe, any"):
        Board(8, 8, 10, first_click="lucky")


def test_every_appearance_is_a_sprite_every_skin_has():
    assert {str(a) for a in Appearance} <= set(CELL_SPRITES)
    assert [Appearance.of_number(n).number for n in range(1, 9)] == list(range(1, 9))
    assert Appearance.of_number(0) is Appearance.OPEN and Appearance.OPEN.number is None


def test_appearance_follows_the_game():
    board = Board.from_layout("*.\n..")
    assert board.appearance(1, 1) is Appearance.COVERED
    board.toggle_flag(1, 0)
    assert board.appearance(1, 0) is Appearance.FLAG
    board.reveal(1, 1)
    assert board.appearance(1, 1) is Appearance.N1
    board.reveal(0, 0)
    assert board.appearance(0, 0) is Appearance.MINE_RED
    assert board.appearance(1, 0) is Appearance.MINE_WRONG
    with pytest.raises(IndexError):
        board.appearance(2, 0)


def test_custom_is_a_property_of_the_difficulty():
    assert not NORMAL.is_custom and not parse_difficulty("experte").is_custom
    assert parse_difficulty("10x10x10").is_custom
    assert Difficulty.sized(5, 7, 3).is_custom and Difficulty.sized(5, 7, 3).spec == "7x5x3"


@pytest.mark.parametrize(("row", "col"), [(-1, 0), (0, -1), (8, 0), (0, 8), (-2, -2), (9, 9)])
def test_cell_is_checked_at_every_edge(row, col):
    with pytest.raises(IndexError, match="outside the 8x8 board"):
        Board(8, 8, 10, seed=1).cell(row, col)


def test_appearances_list_every_cell_as_appearance_shows_it():
    board = Board(6, 7, 9, seed=2)
    board.reveal(2, 3)
    board.toggle_flag(0, 0)
    for cell in board.cells:
        if cell.mine:
            board.reveal(cell.row, cell.col)
            break
    shown = [board.appearance(r, c) for r in range(6) for c in range(7)]
    assert board.appearances() == shown
    assert Appearance.MINE_RED in shown and Appearance.MINE in shown
