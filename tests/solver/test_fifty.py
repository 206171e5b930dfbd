"""Forced 50/50s: found only when no future number can settle them."""

from __future__ import annotations

from game.solver.counting import LayoutCounter
from game.solver.deduce import deduce
from game.solver.fifty import forced_block
from game.solver.position import parse_position
from game.solver.web import build_web


def _forced(text: str) -> tuple[int, ...] | None:
    position = parse_position(text)
    web = build_web(position, deduce(position).mines)
    return forced_block(web, LayoutCounter(web))


def test_a_pair_that_only_shares_numbers_is_forced() -> None:
    assert _forced("2x3x1\nHH\n11\n00\n") == (0, 1)


def test_a_diagonal_block_enclosed_by_mines_is_forced() -> None:
    assert _forced("3x3x3\nHH1\nHH2\n12H\n") == (0, 1, 3, 4)


def test_an_open_number_that_tells_the_pair_apart_is_no_fifty_fifty() -> None:
    # C3 and C4 share the mine of D4's 1, but B2's 2 touches only C3: its
    # other cells may settle the pair later (the chances are 2/3 and 1/3).
    assert _forced("5x4x4\nHHHHH\nH2H31\nHHH20\nHHH10\n") is None
