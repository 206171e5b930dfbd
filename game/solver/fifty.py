"""Forced 50/50s: cells sharing mines that no future number can tell apart.

Two side-by-side covered cells x, y can only be told apart by the cells that
touch exactly one of them (their *distinguishing* cells); a 2x2 block with
two mines on a diagonal only by its four outer corner cells. When every
distinguishing cell is a proved mine (or off the board) and every layout has
exactly one of the two arrangements, the guess is unavoidable: taking it now
costs nothing extra and may open information for the rest of the board.

An open number among the distinguishing cells is *not* enough: it links the
cells to others whose later numbers may still settle them.
"""

from __future__ import annotations

from collections.abc import Iterator

from game.solver.counting import LayoutCounter
from game.solver.web import Web

Block = tuple[list[int], list[int], tuple[int, ...]]


def _undecided(web: Web, cell: int) -> bool:
    return (
        web.position.cells[cell] < 0 and cell not in web.fixed_mines and cell not in web.fixed_safe
    )


def _missing(web: Web, ring: set[int], most: int) -> list[int] | None:
    """Undecided cells of `ring` (the mines still missing); None if one is open or safe,
    or if more than `most` are missing."""
    missing = []
    for cell in ring:
        if web.position.cells[cell] >= 0 or cell in web.fixed_safe:
            return None
        if cell not in web.fixed_mines:
            missing.append(cell)
            if len(missing) > most:
                return None
    return missing


def blocks(web: Web, most_missing: int = 8) -> Iterator[Block]:
    """(mines, safes, cells) of every pair and 2x2 block that may become a 50/50.

    `mines` are the block's mine arrangement plus the undecided distinguishing
    cells (all of them must be mines for the block to be a 50/50), `safes` the
    block cells that are then safe. Blocks still missing more than `most_missing`
    mines are left out (the default leaves out none).
    """
    position = web.position
    nbrs = position.neighbours
    width, height = position.width, position.height
    for r in range(height):
        for c in range(width):
            x = r * width + c
            if not _undecided(web, x):
                continue
            for dr, dc in ((0, 1), (1, 0)):
                if r + dr >= height or c + dc >= width:
                    continue
                y = (r + dr) * width + c + dc
                if not _undecided(web, y):
                    continue
                missing = _missing(web, (set(nbrs[x]) ^ set(nbrs[y])) - {x, y}, most_missing)
                if missing is not None:
                    yield [*missing, x], [y], (x, y)
            if r + 1 < height and c + 1 < width:
                a, b, d = x + 1, x + width, x + width + 1
                if not all(_undecided(web, t) for t in (a, b, d)):
                    continue
                corners = {
                    (r + dr) * width + c + dc
                    for dr, dc in ((-1, -1), (-1, 2), (2, -1), (2, 2))
                    if 0 <= r + dr < height and 0 <= c + dc < width
                }
                missing = _missing(web, corners, most_missing)
                if missing is not None:
                    yield [*missing, x, d], [a, b], (x, a, b, d)


def forced_block(
    web: Web, counter: LayoutCounter, found: list[Block] | None = None
) -> tuple[int, ...] | None:
    """The cells of the first forced 50/50 (a pair or a 2x2 block), or None.

    `found` are the web's blocks when already listed (those missing no mine suffice).
    """
    if counter.total <= 0:
        return None
    for mines, safes, cells in blocks(web, 0) if found is None else found:
        if len(mines) == len(safes) and 2 * counter.count_with(mines, safes) == counter.total:
            return cells
    return None
