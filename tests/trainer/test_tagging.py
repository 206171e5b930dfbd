"""Technique tags on hand-made positions, one or more per tag.

Every position is drawn from its truth (tests/trainer/layouts.py), so the
numbers are consistent and each tagged cell can be checked against the real
mines: a tag must never call a mine safe.
"""

import pytest

from game.trainer import COUNT, Technique, known_mines, tag_position
from tests.trainer.layouts import position, truth

CASES = [
    # (picture, technique, clues, cells the fewest numbers prove)
    ("....F\nH*HHH", Technique.ONE_CLUE, 1, None),
    (".....\nH*HH*", Technique.P11, 2, [(1, 2)]),
    (".....\n*H**H", Technique.P12, 2, None),
    (".....\nH*H*H", Technique.P121, 2, None),
    ("......\nH**HH*", Technique.P1221, 2, None),
    ("H*H\nH..", Technique.TWO_CLUES, 2, [(0, 0), (1, 0)]),
    ("H**.\n..HH", Technique.MANY_CLUES, 3, [(1, 3)]),
    (".**\nHH*", Technique.MINE_COUNT, COUNT, [(0, 2), (1, 2)]),
    ("*HH\n.H*", Technique.FIFTY, 0, [(0, 2), (1, 2)]),
    (".FF.F\n*HHH*", Technique.GUESS, 0, None),
]

REDUCED = [
    (".F...\nH*H*H", Technique.R12),
    ("...FF\n*H*HH", Technique.R121),
    ("....F\nH**HH", Technique.R1221),
    ("..FFF\n*HH*H", Technique.R11),
]


@pytest.mark.parametrize(("picture", "technique", "clues", "cells"), CASES)
def test_every_tag_on_a_hand_made_position(picture, technique, clues, cells):
    pos = position(picture)
    tag = tag_position(pos, known_mines(pos))
    assert tag.technique is technique
    assert tag.clues == clues
    if cells is not None:
        assert sorted(tag.cells) == cells
    if technique.certain:
        mines = truth(picture)
        assert tag.cells
        assert all((cell in mines) == mine for cell, mine in tag.cells.items())


@pytest.mark.parametrize(("picture", "technique"), REDUCED)
def test_reduced_patterns_subtract_the_known_mines(picture, technique):
    pos = position(picture)
    tag = tag_position(pos, known_mines(pos))
    assert tag.technique is technique
    assert tag.clues == 2
    mines = truth(picture)
    assert all((cell in mines) == mine for cell, mine in tag.cells.items())


def test_flags_are_not_trusted_without_being_given():
    # The reduced 1-2 read with its flag as a plain covered cell: the flagged
    # cell is something to prove, not a given, so no reduction takes place.
    tag = tag_position(position(".F...\nH*H*H"))
    assert tag.technique is Technique.P11
    assert (0, 1) in tag.mines


def test_1_2_1_proves_both_mines_and_the_safe_cells_beside():
    tag = tag_position(position(".....\nH*H*H"))
    assert tag.mines == [(1, 1), (1, 3)]
    assert (1, 0) in tag.safe and (1, 4) in tag.safe


def test_a_two_clue_proof_off_the_wall_is_not_named():
    # The subset rule in open ground: the pair's cells are not in one line.
    tag = tag_position(position("H*H\nH.."))
    assert tag.technique is Technique.TWO_CLUES


def test_three_clue_proof_names_all_three_numbers():
    tag = tag_position(position("H**.\n..HH"))
    assert tag.proofs == ((((0, 3), (1, 0), (1, 1))),)


def test_nothing_certain_lists_the_safest_cells():
    pos = position(".FF.F\n*HHH*")
    tag = tag_position(pos, known_mines(pos))
    assert tag.clues == 0
    assert tag.cells and not any(tag.cells.values())
