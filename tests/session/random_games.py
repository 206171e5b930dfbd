"""Random games as raw mouse events, for checking the session against ms-toollib.

Games mix every gesture a player makes: left clicks (some released on another cell or
off the board), right clicks (flags, unflags, wasted presses on numbers), chords begun
with either button, middle-button chords, clicks on open numbers, clicks off the board
and pointer moves. Cells are chosen mostly where they matter (safe cells, mines to
flag, numbers to chord) so games run long, with enough mistakes to lose some.
"""

from __future__ import annotations

import random

from game.model import Board
from game.session import CELL_PX, Mouse

Event = tuple[str, int, int]  # (ms-toollib event, row, col); (rows, cols) = off the board
OFF = (-1, -1)


def layout_of(rows: int, cols: int, mines: int, seed: int) -> tuple[str, ...]:
    """A layout as the game lays it for a first click in the middle."""
    board = Board(rows, cols, mines, seed=seed)
    board.reveal(rows // 2, cols // 2)
    return tuple(board.layout_text().splitlines())


def random_events(layout: tuple[str, ...], rng: random.Random, length: int) -> list[Event]:
    """`length` gestures' worth of raw events on this layout."""
    rows, cols = len(layout), len(layout[0])
    mines = {(r, c) for r in range(rows) for c in range(cols) if layout[r][c] == "*"}
    safe = [(r, c) for r in range(rows) for c in range(cols) if (r, c) not in mines]
    mine_list = sorted(mines)
    events: list[Event] = []

    winning = rng.random() < 0.25  # a quarter of the games walk the safe cells in order
    order = rng.sample(safe, len(safe))
    if winning:
        length = max(length, len(safe) + 20)

    def cell() -> tuple[int, int]:
        if winning and order and rng.random() < 0.995:
            return order.pop()
        roll = rng.random()
        if roll < 0.6:
            return rng.choice(safe)
        if roll < 0.75:
            return rng.choice(mine_list)
        return rng.randrange(rows), rng.randrange(cols)

    def other(near: tuple[int, int]) -> tuple[int, int]:
        roll = rng.random()
        if roll < 0.8:
            return near
        if roll < 0.9:
            return OFF
        return rng.randrange(rows), rng.randrange(cols)

    for _ in range(length):
        at = cell()
        kind = rng.random()
        if winning and rng.random() < 0.9:
            kind = 0.0  # mostly plain left clicks while walking the safe cells
        if rng.random() < 0.2:
            events.append(("mv", *at))
        if kind == 0.0:
            events += [("lc", *at), ("lr", *at)]
        elif kind < 0.45:
            events += [("lc", *at), ("lr", *other(at))]
        elif kind < 0.65:
            events += [("rc", *at), ("rr", *other(at))]
        elif kind < 0.75:  # left first chord, either button released first
            end = other(at)
            first, second = ("lr", "rr") if rng.random() < 0.5 else ("rr", "lr")
            events += [("lc", *at), ("rc", *at), (first, *end), (second, *end)]
        elif kind < 0.85:  # right first chord
            end = other(at)
            first, second = ("lr", "rr") if rng.random() < 0.5 else ("rr", "lr")
            events += [("rc", *at), ("lc", *at), (first, *end), (second, *end)]
        elif kind < 0.92:  # middle chord (released on the board)
            events += [("mc", *at), ("mr", *at)]
        elif kind < 0.96:  # a left click off the board
            events += [("lc", *OFF), ("lr", *OFF)]
        else:  # a right click off the board
            events += [("rc", *OFF), ("rr", *OFF)]
    return events


def pixel(row: int, col: int) -> tuple[int, int]:
    """The board pixel of a cell's centre, or one beyond the board for OFF."""
    if (row, col) == OFF:
        return -5, -5
    return col * CELL_PX + CELL_PX // 2, row * CELL_PX + CELL_PX // 2


MOUSE = {m.value: m for m in Mouse}
