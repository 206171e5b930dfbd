"""Long-term risk: would this cell, left alone, end up in a forced 50/50?

Two side-by-side cells x and y can only be told apart by the cells touching
exactly one of them. If all of those are mines and x, y share one mine, no
number will ever separate them: whoever plays has to take that 50/50 later.
In such layouts a guess at x now costs nothing extra, so the chance of those
layouts (with x the mine) is credited to x: its *influence*. A guess that may
settle a looming 50/50 is then preferred over an equally safe one elsewhere.
"""

from __future__ import annotations

from game.solver.counting import total_layouts
from game.solver.web import Web, build_web


def _distinguishing(web: Web, x: int, y: int) -> set[int] | None:
    """Cells seeing exactly one of x, y; None if one of them is open or decided."""
    position = web.position
    nbrs = position.neighbours
    out = (set(nbrs[x]) ^ set(nbrs[y])) - {x, y}
    for d in out:
        if position.cells[d] >= 0 or d in web.fixed_safe:
            return None
    return out


def _partners(web: Web, x: int) -> list[int]:
    position = web.position
    r, c = position.row_col(x)
    out = []
    for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
        rr, cc = r + dr, c + dc
        if 0 <= rr < position.height and 0 <= cc < position.width:
            y = position.index(rr, cc)
            if position.cells[y] < 0 and y not in web.fixed_mines and y not in web.fixed_safe:
                out.append(y)
    return out


def influence(web: Web, total: int, x: int) -> float:
    """P(x is the mine of a 50/50 that nothing could ever settle), over all layouts."""
    if total <= 0:
        return 0.0
    found = 0
    for y in _partners(web, x):
        around = _distinguishing(web, x, y)
        if around is None:
            continue
        mines = set(web.fixed_mines) | around | {x}
        pattern = build_web(web.position, mines, set(web.fixed_safe) | {y})
        found += total_layouts(pattern)
    return found / total
