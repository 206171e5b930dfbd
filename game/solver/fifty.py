"""Forced 50/50s: two cells sharing one mine that nothing can ever tell apart.

If a clue needs exactly one mine among exactly two undecided cells a and b,
and every cell that could still be opened touches both or neither of them,
no future number can separate a from b: the guess is unavoidable. Taking it
now costs nothing extra and may open information for the rest of the board.
"""

from __future__ import annotations

from game.solver.web import Web


def forced_pair(web: Web) -> tuple[int, int] | None:
    """The first forced 50/50 pair (a, b), in board order, or None."""
    position = web.position
    nbrs = position.neighbours
    undecided = {c for box in web.boxes for c in box} | set(web.floating)
    openable = undecided | set(web.fixed_safe)
    pairs = set()
    for w, need in web.needs.items():
        if need != 1:
            continue
        cells = [n for n in nbrs[w] if n in undecided]
        if len(cells) == 2:
            pairs.add((cells[0], cells[1]))
    for a, b in sorted(pairs):
        around_a = set(nbrs[a]) - {b}
        around_b = set(nbrs[b]) - {a}
        if not (around_a ^ around_b) & openable:
            return a, b
    return None
