"""One square of the board, linked to its eight neighbours (the "Daedalus" style)."""

from __future__ import annotations

NO_MARK = 0
FLAG = 1
QUESTION = 2
SENTINEL_COUNT = 9
"""A sentinel's `adjacent`: no real count, so a walk through zeros stops at it."""


class Cell:
    """A playable cell or a sentinel of the outer ring.

    The eight neighbour pointers are set once when the board is built: `around` holds
    them clockwise from north, and `n ne e se s sw w nw` name each. Sentinels are open, never mines,
    never marked and never a zero, so every rule walks the eight pointers without a
    bounds check: a flood does not open an open cell, a region walk does not pass a
    non-zero, and a count of mines or flags finds none on a sentinel.
    """

    __slots__ = (
        "row",
        "col",
        "mine",
        "open",
        "mark",
        "adjacent",
        "sentinel",
        "around",
    )

    def __init__(self, row: int, col: int, sentinel: bool = False) -> None:
        self.row = row
        self.col = col
        self.sentinel = sentinel
        self.mine = False
        self.open = sentinel
        self.mark = NO_MARK
        self.adjacent = SENTINEL_COUNT if sentinel else 0
        # linked by build_grid; a sentinel's pointers are never followed and stay empty
        self.around: tuple[Cell, ...] = ()

    @property
    def n(self) -> Cell:
        """The neighbour to the north."""
        return self.around[0]

    @property
    def ne(self) -> Cell:
        """The neighbour to the north-east."""
        return self.around[1]

    @property
    def e(self) -> Cell:
        """The neighbour to the east."""
        return self.around[2]

    @property
    def se(self) -> Cell:
        """The neighbour to the south-east."""
        return self.around[3]

    @property
    def s(self) -> Cell:
        """The neighbour to the south."""
        return self.around[4]

    @property
    def sw(self) -> Cell:
        """The neighbour to the south-west."""
        return self.around[5]

    @property
    def w(self) -> Cell:
        """The neighbour to the west."""
        return self.around[6]

    @property
    def nw(self) -> Cell:
        """The neighbour to the north-west."""
        return self.around[7]

    @property
    def neighbours(self) -> tuple[Cell, ...]:
        """The playable cells among the eight pointers (for drawing and front ends)."""
        return tuple(nb for nb in self.around if not nb.sentinel)

    @property
    def flagged(self) -> bool:
        """True when the player has put a flag on this cell."""
        return self.mark == FLAG

    def count_adjacent_mines(self) -> int:
        """Mines among the eight pointers; sentinels count as none."""
        n, ne, e, se, s, sw, w, nw = self.around
        return int(n.mine + ne.mine + e.mine + se.mine + s.mine + sw.mine + w.mine + nw.mine)

    def __repr__(self) -> str:
        kind = "sentinel" if self.sentinel else ("mine" if self.mine else str(self.adjacent))
        return f"Cell({self.row}, {self.col}, {kind}, open={self.open}, mark={self.mark})"
