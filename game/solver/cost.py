"""What an exact analysis of a position costs, found out before it is made.

The cost of counting is not the number of cells: a 30x16 position of sparse
numbers keeps ms-toollib busy for 11 s and a 40x25 one needs gigabytes, while
a 300x300 position of many small parts is counted in seconds. The cost is
the counting itself: for each independent part of the frontier (a component
of the constraint web) the states a layout count walks through, times the
boxes whose probability needs a pass of its own; plus a linear term for the
cells (reading, deducing, the web). `assess` walks those states (without
counting anything) up to a limit, so finding out that a position is too
costly is itself cheap:

- LIGHT: computed in the calling process at once (every normal game position);
- HEAVY: worth trying in a child process with a memory and time budget;
- TOO_COSTLY: no exact answer within any budget we give; the caller offers the
  labelled approximation or a one-line refusal at once.

Measured on the build machine: Experte positions need at most 0.6 million
steps (99% under 0.2 million); a 30x16 board of sparse numbers 16 million
(ms-toollib: 11 s, 150 MB); a 24x24 one 255 million (22 s, 220 MB).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from functools import lru_cache

from game.i18n import _, ngettext
from game.i18n.formats import number
from game.solver.counting import Constraints, local_component, sweep_plan
from game.solver.deduce import deduce
from game.solver.position import ContradictionError, Position
from game.solver.probability import OWN_COUNT_CELLS
from game.solver.web import Web, build_web

CELL_WORK = 20
"""Steps per cell of the board: parsing, the neighbour table, deduction, the web."""
LIGHT_WORK = 1_000_000
"""At most this is computed in the calling process (well under a second)."""
HEAVY_WORK = 300_000_000
"""At most this is tried at all, in a child process within its time budget."""
SMALL_PART = 512
"""A component with at most this many box choices in all is not walked: it is small."""
WALK_LIMIT = 150_000
"""The most states one measuring walk visits (about a second): beyond, too costly."""


class Weight(enum.Enum):
    """Where a position's exact analysis may run."""

    LIGHT = "light"
    HEAVY = "heavy"
    TOO_COSTLY = "too costly"


@dataclass(frozen=True)
class Cost:
    """The verdict and what it rests on (`work` is a lower bound when TOO_COSTLY)."""

    weight: Weight
    work: int
    components: int
    largest: int

    @property
    def reason(self) -> str:
        """One line saying why, for the player or the command line."""
        parts = ngettext("{n} independent part", "{n} independent parts", self.components)
        parts = parts.format(n=self.components)
        if self.largest:
            parts = _("{parts}, the largest of {n} cell groups").format(parts=parts, n=self.largest)
        if self.weight is Weight.TOO_COSTLY:
            return _("counting it exactly needs more than {steps} steps: {parts}").format(
                steps=_units(HEAVY_WORK), parts=parts
            )
        return _("counting it exactly needs about {steps} steps: {parts}").format(
            steps=_units(self.work), parts=parts
        )


def _units(work: int) -> str:
    if work >= 10**6:
        return _("{n} million").format(n=f"{work / 10**6:.0f}")
    return number(work)


@lru_cache(maxsize=4096)
def walk(sizes: tuple[int, ...], constraints: Constraints, limit: int) -> int | None:
    """The states times choices the layout count of one component walks through.

    The same walk as `counting.component_table` (same box order, same state:
    the needs of the clues still open) without the counts, the mine totals or
    the marks, so it is a lower bound of that work and of ms-toollib's. None
    as soon as the work passes `limit`.
    """
    n = len(sizes)
    layouts = 1  # every state is one choice per box so far: a bound without walking
    for size in sizes:
        layouts *= size + 1
        if layouts > SMALL_PART:
            break
    else:
        return min(2 * layouts, sum(size + 1 for size in sizes) * layouts)
    order, _where, first, last, touching = sweep_plan(n, constraints)
    room = [sum(sizes[b] for b in bs) for _, bs in constraints]  # cells still to place
    states: set[tuple[int, ...]] = {()}
    active: list[int] = []
    work = 0
    for i, b in enumerate(order):
        work += len(states) * (sizes[b] + 1)
        if work > limit:
            return None
        for c in touching[i]:
            room[c] -= sizes[b]
        new_active = [c for c in active if last[c] > i] + [
            c for c in touching[i] if first[c] == i and last[c] > i
        ]
        old_pos = {c: p for p, c in enumerate(active)}
        touched = set(touching[i])
        plan = [(old_pos.get(c, -1), constraints[c][0], c in touched, room[c]) for c in new_active]
        closing_old = [old_pos[c] for c in touching[i] if last[c] == i and c in old_pos]
        closing_new = {constraints[c][0] for c in touching[i] if last[c] == i and first[c] == i}
        choices = [m for m in range(sizes[b] + 1) if closing_new <= {m}]
        new_states: set[tuple[int, ...]] = set()
        for needs in states:
            for m in choices:
                if any(needs[p] != m for p in closing_old):
                    continue
                key = []
                for src, init, hit, cap in plan:
                    value = (needs[src] if src >= 0 else init) - (m if hit else 0)
                    if value < 0 or value > cap:
                        break
                    key.append(value)
                else:
                    new_states.add(tuple(key))
        states = new_states
        active = new_active
    return work


def _web(position: Position) -> Web | None:
    """The web the exact count will walk: on boards our own counting takes (more than
    OWN_COUNT_CELLS cells), without the cells the local rules prove, as it counts them
    (a big opened area is then no cost at all); None when the rules find a contradiction."""
    if len(position.cells) <= OWN_COUNT_CELLS:
        return build_web(position)
    try:
        known = deduce(position, pairs=False, shortest=False)
    except ContradictionError:
        return None
    return build_web(position, known.mines, known.safe)


def assess(position: Position, light_only: bool = False) -> Cost:
    """How costly the exact analysis of `position` is (flags count as covered).

    `light_only` stops measuring past LIGHT_WORK and then says HEAVY (perhaps
    instead of TOO_COSTLY): the calling process decides at once, and the child
    process measures the rest.
    """
    limit = LIGHT_WORK if light_only else HEAVY_WORK
    work = CELL_WORK * len(position.cells)
    over = Weight.HEAVY if light_only else Weight.TOO_COSTLY
    if work > limit:
        return Cost(over, work, 0, 0)
    web = _web(position.unflagged())
    if web is None:  # a contradiction (big boards only): the analysis itself reports it
        return Cost(Weight.HEAVY, work, 0, 0)
    largest = max((len(c.boxes) for c in web.components), default=0)
    count = len(web.components)
    for index in range(count):
        sizes, constraints, _ = local_component(web, index)
        passes = len(sizes) + 1
        steps = walk(sizes, constraints, min(WALK_LIMIT, limit // passes))
        if steps is None or work + steps * passes > limit:
            return Cost(over, limit + 1, count, largest)
        work += steps * passes
    return Cost(Weight.LIGHT if work <= LIGHT_WORK else Weight.HEAVY, work, count, largest)
