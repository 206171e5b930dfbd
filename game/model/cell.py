"""One square of the board, linked to its eight neighbours (the "Daedalus" style)."""

from __future__ import annotations

NO_MARK = 0
FLAG = 1
QUESTION = 2


class Cell:
    """A playable cell or a sentinel of the outer ring.

    Neighbour pointers `n ne e se s sw w nw` are set once when the board is built;
    `neighbours` holds the non-sentinel ones. Sentinels are open and never mines,
    so the rules walk pointers without any bounds check.
    """

    __slots__ = (
        "row",
        "col",
        "mine",
        "open",
        "mark",
        "adjacent",
        "sentinel",
        "n",
        "ne",
        "e",
        "se",
        "s",
        "sw",
        "w",
        "nw",
        "neighbours",
    )

    def __init__(self, row: int, col: int, sentinel: bool = False) -> None:
        self.row = row
        self.col = col
        self.sentinel = sentinel
        self.mine = False
        self.open = sentinel
        self.mark = NO_MARK
        self.adjacent = 0
        # linked by build_grid; until then (and for sentinels, whose pointers are never
        # followed) a cell points at itself
        self.n: Cell = self
        self.ne: Cell = self
        self.e: Cell = self
        self.se: Cell = self
        self.s: Cell = self
        self.sw: Cell = self
        self.w: Cell = self
        self.nw: Cell = self
        self.neighbours: tuple[Cell, ...] = ()

    @property
    def around(self) -> tuple[Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell]:
        """All eight pointers, sentinels included, clockwise from north."""
        return (self.n, self.ne, self.e, self.se, self.s, self.sw, self.w, self.nw)

    @property
    def flagged(self) -> bool:
        """True when the player has put a flag on this cell."""
        return self.mark == FLAG

    def count_adjacent_mines(self) -> int:
        """Mines among the eight pointers; sentinels count as none."""
        return int(
            self.n.mine
            + self.ne.mine
            + self.e.mine
            + self.se.mine
            + self.s.mine
            + self.sw.mine
            + self.w.mine
            + self.nw.mine
        )

    def __repr__(self) -> str:
        kind = "sentinel" if self.sentinel else ("mine" if self.mine else str(self.adjacent))
        return f"Cell({self.row}, {self.col}, {kind}, open={self.open}, mark={self.mark})"
