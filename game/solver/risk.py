"""Long-term risk: cells that may end up in a 50/50 nobody can avoid.

Two side-by-side covered cells x, y can only be told apart by the cells that
touch exactly one of them (their *distinguishing* cells). If those are all
mines and x, y hold one mine between them, no number will ever separate
them: the game ends with a forced 50/50 there. Likewise a 2x2 block with
two mines on a diagonal whose four outer corner cells are mines.

In such layouts a guess inside the block now costs nothing extra: any
strategy loses half of those layouts later anyway, and a guess now that
survives settles the block early. So the number of layouts where a cell is
the mine of such a block is credited to it as its *influence*, and a cell
whose every mine layout is such a block (a pseudo-50/50) is worth guessing at
once. Only blocks needing at most `MAX_MISSING` more mines are considered.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.solver.counting import LayoutCounter
from game.solver.fifty import Block, blocks
from game.solver.web import Web

MAX_MISSING = 2


@dataclass
class Influence:
    """Influence tallies (layout counts) per cell, and a pseudo-50/50 if found."""

    counter: LayoutCounter
    tally: dict[int, int] = field(default_factory=dict)
    pseudo: int | None = None

    def share(self, cell: int) -> float:
        """Influence as a fraction of all layouts."""
        return self.tally.get(cell, 0) / self.counter.total if self.counter.total else 0.0


def influence(web: Web, counter: LayoutCounter, found: list[Block] | None = None) -> Influence:
    """Scan the board for blocks that may become unavoidable 50/50s.

    `found` are the web's blocks when already listed (at most MAX_MISSING missing).
    """
    result = Influence(counter)
    if counter.total <= 0:
        return result
    single: dict[int, int] = {}
    for mines, safes, cells in blocks(web, MAX_MISSING) if found is None else found:
        if len(mines) - len(safes) > MAX_MISSING:
            continue
        count = counter.count_with(mines, safes)
        if count:
            for cell in cells:
                result.tally[cell] = result.tally.get(cell, 0) + count
                single[cell] = max(single.get(cell, 0), count)
    for cell in sorted(result.tally):
        as_mine = counter.count_with([cell])
        result.tally[cell] = min(result.tally[cell], as_mine, counter.total - as_mine)
        if result.pseudo is None and single[cell] == as_mine:
            result.pseudo = cell
    return result
