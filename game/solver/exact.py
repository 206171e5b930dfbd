"""Exact mine probabilities from our own counting, for boards ms-toollib refuses.

ms-toollib's engine reports any position with more than about 65000 covered
cells as impossible, and custom boards up to 300x300 have that many for much
of a game. The same answer is computed here from the constraint web (every
layout that fits the numbers and the mine total equally likely):

- per component, the layouts with k mines in it, and for each of its boxes
  the layouts with k mines in the component and j of them in the box;
- the rest of the board (the other components, then the floating cells) as
  a weight for every k, so P(box holds j mines) follows by summation.

Layout counts are exact integers; the binomial weights of the floating
cells outgrow floats on such boards, so they are combined in log space. A cell
that is a mine in every layout is given exactly 1 (a sum of floats can end a
hair under it, and a certain mine must read as certain, as ms-toollib's does).
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from game.solver.counting import (
    component_polys,
    component_table,
    convolve,
    local_component,
    log_comb,
)
from game.solver.position import Position
from game.solver.web import Web, build_web

TOOLLIB_MAX_COVERED = 65000


def _divide(total: dict[int, int], factor: dict[int, int]) -> dict[int, int]:
    """The polynomial `total / factor` (exact: `factor` is known to divide `total`)."""
    low = min(factor)
    lead = factor[low]
    degree = max(factor) - low
    start = min(total) - low  # the quotient's lowest power: no work below it
    quotient: dict[int, int] = {}
    for i in range(start, max(total) - low - degree + 1):
        rest = total.get(i + low, 0) - sum(
            factor.get(low + j, 0) * quotient.get(i - j, 0)
            for j in range(1, min(i - start, degree) + 1)
        )
        if rest:
            quotient[i] = rest // lead
    return quotient


def _log(value: int) -> float:
    return math.log(value) if value > 0 else -math.inf


class _Weights:
    """log of the number of floating layouts holding `mines_left - k` mines, per k."""

    def __init__(self, web: Web) -> None:
        self.free = len(web.floating)
        self.left = web.mines_left

    def log_floating(self, k: int) -> float:
        rest = self.left - k
        if rest < 0 or rest > self.free:
            return -math.inf
        return log_comb(self.free, rest)


def _log_sum(values: list[float]) -> float:
    top = max(values, default=-math.inf)
    if top == -math.inf:
        return top
    return top + math.log(sum(math.exp(v - top) for v in values))


def exact_probabilities(
    position: Position, mines: Iterable[int] = (), safe: Iterable[int] = ()
) -> list[float | None] | None:
    """P(mine) per cell in row-major order (None for open cells); None if no layout fits.

    `mines` and `safe` are cells already proved (by the local rules): they are
    left out of the count, which on a big board with a large opened area is
    what keeps it small (the proved cells would otherwise tie every number
    into one huge part).
    """
    web = build_web(position, mines, safe)
    weights = _Weights(web)
    polys = component_polys(web)
    everything = {0: 1}
    for poly in polys:
        everything = convolve(everything, poly)
    log_total = _log_sum([_log(count) + weights.log_floating(k) for k, count in everything.items()])
    if log_total == -math.inf:
        return None
    flat: list[float | None] = [None if v >= 0 else 0.0 for v in position.cells]
    for cell in web.fixed_mines:
        flat[cell] = 1.0
    if web.floating:
        possible = [k for k, n in everything.items() if n and weights.log_floating(k) > -math.inf]
        expected = sum(
            math.exp(_log(everything[k]) + weights.log_floating(k) - log_total)
            * (web.mines_left - k)
            for k in possible
        )
        full = all(web.mines_left - k == len(web.floating) for k in possible)
        for cell in web.floating:
            flat[cell] = 1.0 if full else expected / len(web.floating)
    for c, poly in enumerate(polys):
        others = _divide(everything, poly)
        outside = {
            k: _log_sum(
                [_log(count) + weights.log_floating(k + rest) for rest, count in others.items()]
            )
            for k in poly
        }
        sizes, constraints, local = local_component(web, c)
        for box in web.components[c].boxes:
            marks = tuple(sizes[i] if i == local[box] else 0 for i in range(len(sizes)))
            table = component_table(sizes, constraints, marks)
            size = len(web.boxes[box])
            expected = sum(
                j * math.exp(_log(count) + outside[k] - log_total)
                for (k, j), count in table.items()
                if j
            )
            full = all(
                j == size for (k, j), count in table.items() if count and outside[k] > -math.inf
            )
            for cell in web.boxes[box]:
                flat[cell] = 1.0 if full else min(1.0, expected / size)
    return flat
