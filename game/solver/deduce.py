"""Deduction with reasons: single-clue rules, two-clue rules and mine counting.

Every certain cell comes out as a `Fact` that records the rule, the clue cells
(open numbers) that prove it directly and the already-proved mines it relies
on, so a hint can explain itself and highlight its proof. The rules run to a
fixpoint: a mine found by one clue feeds every other clue around it.

- satisfied: a number already touching all its mines -> its other covered cells are safe
- needs_all: a number needing every covered cell it has left -> those are mines
- pair: two numbers sharing covered cells (subset and 1-2 patterns)
- count: the total mine count (all found -> the rest safe; only mines left)

Flags are ignored: a flag is the player's opinion, not a proof.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from game.solver.cells import cell_name, english_list
from game.solver.position import ContradictionError, Position


class Rule(StrEnum):
    """The rule that proved a fact (its word names it in `analyse --json`)."""

    SATISFIED = "satisfied"
    NEEDS_ALL = "needs_all"
    PAIR = "pair"
    COUNT = "count"
    EXACT = "exact"


SATISFIED = Rule.SATISFIED
NEEDS_ALL = Rule.NEEDS_ALL
PAIR = Rule.PAIR
COUNT = Rule.COUNT
EXACT = Rule.EXACT


class PairKind(StrEnum):
    """What a pair of numbers proved: the cells outside the shared ones are safe, or mines."""

    SAFE = "safe"
    MINES = "mines"


@dataclass(frozen=True)
class Fact:
    """One cell proved safe or a mine, with the rule and the cells that prove it.

    `clues` are the open numbers the rule read directly; `support` the proved
    mines it relied on; `detail` holds rule-specific data for the reason text.
    """

    cell: int
    mine: bool
    rule: Rule
    clues: tuple[int, ...]
    support: tuple[int, ...] = ()
    detail: tuple[Any, ...] = ()


@dataclass
class Deductions:
    """All facts found, in the order found, keyed by cell index."""

    position: Position
    facts: dict[int, Fact] = field(default_factory=dict)

    @property
    def safe(self) -> list[int]:
        """Indices proved safe, in discovery order."""
        return [i for i, f in self.facts.items() if not f.mine]

    @property
    def mines(self) -> list[int]:
        """Indices proved to be mines, in discovery order."""
        return [i for i, f in self.facts.items() if f.mine]

    def proof_clues(self, cell: int) -> tuple[int, ...]:
        """The fact's own clues first, then those behind every mine it relied on."""
        seen: dict[int, None] = {}
        stack = [cell]
        visited: set[int] = set()
        while stack:
            current = stack.pop(0)
            if current in visited or current not in self.facts:
                continue
            visited.add(current)
            fact = self.facts[current]
            for clue in fact.clues:
                seen.setdefault(clue, None)
            stack.extend(fact.support)
        return tuple(seen)


_State = tuple[int, list[int], list[int], list[int]]
"""A clue's (mines still needed, undecided, proved mines, proved safe cells) around it."""


def _mines(k: int) -> str:
    return "1 mine" if k == 1 else f"{k} mines"


def _name(position: Position, index: int) -> str:
    return cell_name(*position.row_col(index))


def _names(position: Position, indices: Iterable[int]) -> str:
    return english_list(position.row_col(i) for i in sorted(indices))  # English messages


class _CoveredAround(dict[int, tuple[int, ...]]):
    """The covered neighbours of each open cell, worked out when first asked for."""

    def __init__(self, position: Position) -> None:
        super().__init__()
        self.cells = position.cells
        self.nbrs = position.neighbours

    def __missing__(self, cell: int) -> tuple[int, ...]:
        cells = self.cells
        around = tuple(n for n in self.nbrs[cell] if cells[n] < 0)
        self[cell] = around
        return around


class _Solver:
    """Mutable state of one deduction run (kept private; see `deduce`)."""

    def __init__(
        self,
        position: Position,
        known: Deductions | None = None,
        opened: Iterable[int] = (),
        rounds: bool = True,
    ) -> None:
        self.pos = position
        self.cells = position.cells
        self.nbrs = position.neighbours
        self.result = Deductions(position)
        self.facts = self.result.facts
        self.fresh: dict[int, Fact] = {}
        self.rounds = rounds
        self.covered_nbrs = _CoveredAround(position)
        if known is None:
            cells, nbrs = self.cells, self.nbrs
            self.covered_nbrs.update(
                (i, tuple(n for n in nbrs[i] if cells[n] < 0))
                for i, v in enumerate(cells)
                if v >= 0
            )
            clues = list(self.covered_nbrs)
        else:  # only the clues whose surroundings changed need looking at again
            self.facts.update(known.facts)
            around = {n for cell in opened for n in (cell, *self.nbrs[cell])}
            clues = sorted(i for i in around if self.cells[i] >= 0)
        self.witnesses = [i for i in clues if self.covered_nbrs[i]]
        self.near: dict[int, list[int]] = {}
        for i in clues:
            cov = self.covered_nbrs[i]
            if len(cov) < self.cells[i]:
                raise ContradictionError(
                    f"impossible position: the {self.cells[i]} at {_name(position, i)} needs "
                    f"{_mines(self.cells[i])} but has only {len(cov)} covered "
                    f"neighbour{'s' if len(cov) != 1 else ''}"
                )

    def state(self, w: int) -> _State:
        """(mines still needed, undecided, proved mines, proved safe) around clue w."""
        unknown: list[int] = []
        mines: list[int] = []
        safe: list[int] = []
        for n in self.covered_nbrs[w]:
            fact = self.facts.get(n)
            if fact is None:
                unknown.append(n)
            elif fact.mine:
                mines.append(n)
            else:
                safe.append(n)
        need = self.cells[w] - len(mines)
        if need < 0:
            raise ContradictionError(
                f"impossible position: the {self.cells[w]} at {_name(self.pos, w)} would touch "
                f"{len(mines)} mines ({_names(self.pos, mines)})"
            )
        if need > len(unknown):
            have = "no" if not unknown else f"only {len(unknown)}"
            raise ContradictionError(
                f"impossible position: the {self.cells[w]} at {_name(self.pos, w)} needs {need} "
                f"more mine{'s' if need != 1 else ''} but has {have} undecided covered "
                f"neighbour{'s' if len(unknown) != 1 else ''}"
            )
        return need, unknown, mines, safe

    def add(self, fact: Fact, changed: list[int]) -> None:
        """A new fact, held back until the round ends when the rules go in rounds (see `run`)."""
        if fact.cell not in self.facts and fact.cell not in self.fresh:
            (self.fresh if self.rounds else self.facts)[fact.cell] = fact
            changed.append(fact.cell)

    def settle(self) -> None:
        """The round is over: its facts become known."""
        self.facts.update(self.fresh)
        self.fresh.clear()

    def single(self, w: int, changed: list[int]) -> None:
        need, unknown, mines, safe = self.state(w)
        if not unknown:
            return
        if need == 0:
            support = tuple(sorted(mines))
            for n in unknown:
                self.add(Fact(n, False, SATISFIED, (w,), support, (w, support)), changed)
        elif need == len(unknown):
            group = tuple(sorted(unknown))
            support = tuple(sorted(mines + safe))
            detail = (w, tuple(sorted(mines)), group, bool(safe))
            for n in unknown:
                self.add(Fact(n, True, NEEDS_ALL, (w,), support, detail), changed)

    def pair(self, a: int, b: int, changed: list[int]) -> None:
        self.pair_states(a, self.state(a), b, self.state(b), changed)

    def pair_states(
        self, a: int, state_a: _State, b: int, state_b: _State, changed: list[int]
    ) -> None:
        """`pair` with the two clues' states already worked out."""
        need_a, unk_a, mines_a, safe_a = state_a
        need_b, unk_b, mines_b, safe_b = state_b
        if need_a == 0 or need_b == 0 or need_a == len(unk_a) or need_b == len(unk_b):
            return
        set_a, set_b = set(unk_a), set(unk_b)
        shared = set_a & set_b
        if not shared:
            return
        only_a, only_b = set_a - shared, set_b - shared
        support = tuple(sorted(set(mines_a + mines_b + safe_a + safe_b)))
        shared_t = tuple(sorted(shared))
        for (x, need_x, only_x), (y, need_y, only_y) in (
            ((a, need_a, only_a), (b, need_b, only_b)),
            ((b, need_b, only_b), (a, need_a, only_a)),
        ):
            # y forces at least need_y - |only_y| mines into the shared cells.
            forced = need_y - len(only_y)
            if only_x and forced >= need_x:
                detail: tuple[Any, ...] = (PairKind.SAFE, y, x, shared_t, forced)
                for n in sorted(only_x):
                    self.add(Fact(n, False, PAIR, (y, x), support, detail), changed)
            # y allows at most need_y mines there, so x needs the rest outside.
            if only_x and need_y <= len(shared) and need_x - need_y == len(only_x):
                detail = (PairKind.MINES, y, x, shared_t, need_y, tuple(sorted(only_x)))
                for n in sorted(only_x):
                    self.add(Fact(n, True, PAIR, (y, x), support, detail), changed)

    def count(self, changed: list[int]) -> None:
        covered = [i for i, v in enumerate(self.cells) if v < 0]
        known_mines = tuple(i for i in covered if (f := self.facts.get(i)) is not None and f.mine)
        unknown = [i for i in covered if i not in self.facts]
        left = self.pos.mines - len(known_mines)
        if left < 0:
            raise ContradictionError(
                f"impossible position: the numbers need at least {_mines(len(known_mines))} "
                f"but the board has {self.pos.mines}"
            )
        if left > len(unknown):
            raise ContradictionError(
                f"impossible position: {self.pos.mines} mines do not fit: only "
                f"{len(unknown) + len(known_mines)} covered cells can hold a mine"
            )
        if not unknown:
            return
        clues = tuple(sorted({c for m in known_mines for c in self.facts[m].clues}))
        if left == 0:
            for n in unknown:
                detail_count: tuple[Any, ...] = (self.pos.mines,)
                self.add(Fact(n, False, COUNT, clues, known_mines, detail_count), changed)
        elif left == len(unknown):
            for n in unknown:
                detail_count = (self.pos.mines, left, len(unknown))
                self.add(Fact(n, True, COUNT, clues, known_mines, detail_count), changed)

    def near_pairs(self, w: int) -> list[int]:
        """Clues sharing a covered neighbour with w (all within two steps of it), in
        row-major order; worked out once per clue (the covered cells never change)."""
        known = self.near.get(w)
        if known is not None:
            return known
        width, height = self.pos.width, self.pos.height
        r, c = divmod(w, width)
        mine = set(self.covered_nbrs[w])
        out = []
        for rr in range(max(r - 2, 0), min(r + 3, height)):
            for cc in range(max(c - 2, 0), min(c + 3, width)):
                j = rr * width + cc
                if j != w and self.cells[j] >= 0 and not mine.isdisjoint(self.covered_nbrs[j]):
                    out.append(j)
        self.near[w] = out
        return out

    def run(self, pairs: bool, counting: bool) -> Deductions:
        """The rules to a fixpoint, sweep after sweep over the numbers next to what changed.

        In rounds (`self.rounds`), a sweep reads only the facts of the sweeps before it,
        so every fact comes from the fewest rounds of reasoning and its proof is as short
        as the rules make it; otherwise each number reads the facts found just before it
        (a third faster, but a cell a number proves on its own can come out as the end of
        a long chain through its neighbours: measured, proofs twice as long on average).
        """
        todo = list(self.witnesses)
        dirty = set(self.witnesses)
        while True:
            while todo:
                changed: list[int] = []
                for w in todo:
                    self.single(w, changed)
                self.settle()
                todo = self._around(changed, dirty)
            changed = []
            if pairs:
                self.pair_pass(dirty, changed)
            if not changed and counting:
                self.count(changed)
            self.settle()
            if not changed:
                return self.result
            todo = self._around(changed, dirty)

    def pair_pass(self, dirty: set[int], changed: list[int]) -> None:
        """Try clue pairs around changed clues; stop at the first new fact.

        Stopping early lets the single-clue rules (simpler proofs) run first.
        Until a new fact turns up nothing changes, so within one pass each clue's
        state is worked out once, and a pair tried from one side is not tried again
        from the other (it would find nothing more).
        """
        states: dict[int, _State] = {}
        done: set[int] = set()
        for a in sorted(dirty):
            state_a = states.get(a) or states.setdefault(a, self.state(a))
            for b in self.near_pairs(a):
                if b in done:
                    continue
                state_b = states.get(b) or states.setdefault(b, self.state(b))
                self.pair_states(a, state_a, b, state_b, changed)
                if changed:
                    return
            dirty.discard(a)
            done.add(a)

    def _around(self, changed: list[int], dirty: set[int]) -> list[int]:
        """The numbers next to the cells just settled (each once), marked for the pair rules."""
        out: dict[int, None] = {}
        cells = self.cells
        for cell in changed:
            for n in self.nbrs[cell]:
                if cells[n] >= 0:
                    out[n] = None
        dirty.update(out)
        return list(out)


def deduce(
    position: Position, *, pairs: bool = True, counting: bool = True, shortest: bool = True
) -> Deductions:
    """Every cell the rules prove safe or a mine, each with its proof.

    Raises ContradictionError when a clue cannot be satisfied. With
    `pairs=False` only single-clue rules run (the quick pass of `best_move`).
    `shortest` (for proofs a player reads) gives each cell the proof of the fewest
    rounds of reasoning; without it the same cells come out faster, some with a
    longer proof (for callers that only need which cells are proved).
    """
    return _Solver(position, rounds=shortest).run(pairs, counting)


def deduce_more(position: Position, known: Deductions, opened: Iterable[int]) -> Deductions:
    """The single-clue rules and the count, carried on from `known`: the facts of a
    position that `position` extends (the same numbers, and `opened` open since).

    A fact stays true when more cells open, so the run starts from those facts and
    looks again only at the numbers around the opened cells (and what their new facts
    touch), not at every number of the board. Raises ContradictionError like `deduce`
    for a number around the opened cells that cannot be satisfied.
    """
    return _Solver(position, known, opened, rounds=False).run(False, True)
