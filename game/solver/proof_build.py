"""Writing a proof from the deduction's facts, step by step, and checking it.

Every fact the deduction found (`deduce.Fact`) becomes the steps that prove it,
after the steps of every known cell it relies on (each said once, in order):

- satisfied / needs all: one step reading the number with its known cells;
- pair: a step bounding the mines one number puts among the shared cells
  ("at least" when some can lie elsewhere), then the step settling the cell;
- count: the total mine count with every known cell it uses;
- exact (only the full count proves it): one step citing the numbers around
  the cell (and the mine count when they alone do not settle it).

`proof_for` runs the checker on what it wrote and falls back to the plain
layout count when a proof fails; `None` when nothing it can check holds.
"""

from __future__ import annotations

from collections import deque

from game.solver.deduce import COUNT as COUNT_RULE
from game.solver.deduce import NEEDS_ALL, PAIR, SATISFIED, Deductions, Fact, PairKind
from game.solver.position import Position
from game.solver.proof import COUNT, Proof, Says, Source, Step, StepKind, Verdict
from game.solver.proof_check import ProofError, check_proof, is_valid

LAYOUT_RINGS = 4


class _Writer:
    """The steps of one proof, each known cell's proof written once."""

    def __init__(self, position: Position, deductions: Deductions) -> None:
        self.pos = position
        self.facts = deductions.facts
        self.steps: list[Step] = []
        self.step_of: dict[int, int] = {}

    def covered(self, w: int) -> list[int]:
        return [n for n in self.pos.neighbours[w] if self.pos.cells[n] < 0]

    def add(self, step: Step) -> int:
        """The index of `step`, added unless the same claim from the same sources is there."""
        if step in self.steps:
            return self.steps.index(step)
        self.steps.append(step)
        return len(self.steps) - 1

    def known(self, cells: list[int]) -> list[Source]:
        """Step indices proving each of `cells` (written first when needed)."""
        return [self.prove(cell) for cell in sorted(cells)]

    def rc(self, cells: list[int]) -> tuple[tuple[int, int], ...]:
        return tuple(self.pos.row_col(i) for i in sorted(cells))

    def prove(self, cell: int) -> int:
        """The index of the step settling `cell`, writing its proof first."""
        if cell in self.step_of:
            return self.step_of[cell]
        fact = self.facts[cell]
        rule = fact.rule
        if rule in (SATISFIED, NEEDS_ALL):
            index = self.clue_cell(fact)
        elif rule is PAIR:
            index = self.pair_cell(fact)
        elif rule is COUNT_RULE:
            index = self.count_cell(fact)
        else:
            raise ProofError(f"no step-by-step proof for rule {rule!r}")
        self.step_of[cell] = index
        return index

    def clue_cell(self, fact: Fact) -> int:
        w = fact.detail[0]
        around = set(self.covered(w))
        known = [c for c in fact.support if c in around and c != fact.cell]
        sources: list[Source] = [self.pos.row_col(w), *self.known(known)]
        cells = self.rc([fact.cell])
        return self.add(
            Step(Says.EXACTLY, int(fact.mine), cells, tuple(sources), StepKind.CLUE_CELL)
        )

    def pair_cell(self, fact: Fact) -> int:
        kind, y, x, shared = fact.detail[:4]
        around_y, around_x = set(self.covered(y)), set(self.covered(x))
        known_y = [c for c in fact.support if c in around_y]
        known_x = [c for c in fact.support if c in around_x]
        rest_y = around_y - set(known_y)
        need_y = self.pos.cells[y] - sum(1 for c in known_y if self.facts[c].mine)
        group = set(shared)
        if kind is PairKind.SAFE:
            mines = need_y - len(rest_y - group)
            says = Says.EXACTLY if rest_y == group else Says.AT_LEAST
        else:
            mines = need_y
            says = Says.EXACTLY if rest_y == group else Says.AT_MOST
        sources_y: list[Source] = [self.pos.row_col(y), *self.known(known_y)]
        group_step = self.add(
            Step(says, mines, self.rc(list(group)), tuple(sources_y), StepKind.CLUE_GROUP)
        )
        sources_x: list[Source] = [self.pos.row_col(x), group_step, *self.known(known_x)]
        cells = self.rc([fact.cell])
        return self.add(
            Step(Says.EXACTLY, int(fact.mine), cells, tuple(sources_x), StepKind.PAIR_CELL)
        )

    def count_cell(self, fact: Fact) -> int:
        if fact.mine:
            known = []
            for c in self.facts:  # the facts found before this one, in the order found
                if c == fact.cell:
                    break
                known.append(c)
        else:
            known = list(fact.support)
        sources: list[Source] = [COUNT, *self.known(known)]
        cells = self.rc([fact.cell])
        return self.add(
            Step(Says.EXACTLY, int(fact.mine), cells, tuple(sources), StepKind.COUNT_CELL)
        )


def deduced_proof(position: Position, deductions: Deductions, cell: int) -> Proof:
    """The step-by-step proof of a fact found by the rules (not checked here)."""
    writer = _Writer(position, deductions)
    writer.prove(cell)
    fact = deductions.facts[cell]
    verdict = Verdict.MINE if fact.mine else Verdict.SAFE
    return Proof(position.row_col(cell), verdict, float(fact.mine), tuple(writer.steps))


def _clue_rings(position: Position, cell: int) -> list[list[int]]:
    """Open numbers around `cell`, nearest first: those touching it, then each ring out."""
    cells = position.cells
    numbers_of = {
        c: [n for n in position.neighbours[c] if cells[n] >= 0]
        for c in range(len(cells))
        if cells[c] < 0
    }
    seen_cells = {cell}
    seen_numbers: set[int] = set()
    rings: list[list[int]] = []
    frontier = deque([cell])
    while frontier and len(rings) < LAYOUT_RINGS:
        ring: list[int] = []
        for _ in range(len(frontier)):
            c = frontier.popleft()
            for w in numbers_of.get(c, []):
                if w not in seen_numbers:
                    seen_numbers.add(w)
                    ring.append(w)
        if not ring:
            break
        rings.append(sorted(ring))
        for w in ring:
            for n in position.neighbours[w]:
                if cells[n] < 0 and n not in seen_cells:
                    seen_cells.add(n)
                    frontier.append(n)
    return rings


def layout_proof(position: Position, cell: int, mine: bool) -> Proof | None:
    """One step citing the fewest rings of numbers around `cell` (then the mine count too)
    that settle it, checked; None when no such step passes the checker."""
    verdict = Verdict.MINE if mine else Verdict.SAFE
    here = position.row_col(cell)
    rings = _clue_rings(position, cell)
    every = sorted(i for i, v in enumerate(position.cells) if v >= 0)
    tries: list[list[Source]] = []
    numbers: list[int] = []
    for ring in rings:
        numbers = numbers + ring
        tries.append([position.row_col(w) for w in numbers])
    tries.append([*(position.row_col(w) for w in numbers), COUNT])
    if len(numbers) < len(every):
        tries.append([*(position.row_col(w) for w in every), COUNT])
    for sources in tries:
        step = Step(Says.EXACTLY, int(mine), (here,), tuple(sources), StepKind.LAYOUTS)
        proof = Proof(here, verdict, float(mine), (step,))
        if is_valid(position, proof):
            return proof
    return None


def shortest_proof(position: Position, deductions: Deductions, cells: list[int]) -> Proof | None:
    """Of the rules' proofs for `cells`, the shortest that passes the checker (each checked
    only when every shorter one failed); None when none does."""
    written = []
    for order, cell in enumerate(cells):
        try:
            proof = deduced_proof(position, deductions, cell)
        except ProofError:
            continue
        written.append((len(proof.steps), order, proof))
    for _, _, proof in sorted(written, key=lambda item: item[:2]):
        if is_valid(position, proof):
            return proof
    return None


def proof_for(position: Position, deductions: Deductions, cell: int) -> Proof | None:
    """A checked proof for a certain `cell` (a key of `deductions.facts`), or None.

    The rules' step-by-step proof first; if it fails the checker (or the cell
    is only proved by the exact count), the layout count over the numbers
    around it. `position` must have no flags (they are not trusted).
    """
    fact = deductions.facts[cell]
    try:
        proof = deduced_proof(position, deductions, cell)
        check_proof(position, proof)
        return proof
    except ProofError:
        return layout_proof(position, cell, fact.mine)


def pair_proof(
    position: Position,
    deductions: Deductions,
    cell: int,
    clues: tuple[int, int],
    mine: bool,
    given: frozenset[int] = frozenset(),
) -> Proof | None:
    """The proof of `cell` from two numbers read together (the named wall patterns), checked.

    One number bounds the mines among the cells both share ("exactly", "at least"
    or "at most"), and the other then settles `cell`. Known cells around the two
    numbers are the mines among the deduction's facts that the numbers' own
    pattern does not need (a puzzle's given mines), each proved first by its
    own steps. None when no such pair of steps passes the checker.
    """
    verdict = Verdict.MINE if mine else Verdict.SAFE
    for y, x in (clues, clues[::-1]):
        for proof in _pair_candidates(position, deductions, cell, (y, x), mine, given):
            if is_valid(position, proof):
                return Proof(proof.cell, verdict, float(mine), proof.steps)
    return None


def _pair_candidates(
    position: Position,
    deductions: Deductions,
    cell: int,
    pair: tuple[int, int],
    mine: bool,
    given: frozenset[int],
) -> list[Proof]:
    y, x = pair
    out: list[Proof] = []
    covered = [n for n in range(len(position.cells)) if position.cells[n] < 0]
    around_y = {n for n in position.neighbours[y] if n in covered}
    around_x = {n for n in position.neighbours[x] if n in covered}
    if cell not in around_x:
        return out
    near = (around_y | around_x) & given - {cell}
    for known in [near, set()] if near else [set()]:
        rest_y, rest_x = around_y - known, around_x - known
        shared = rest_y & rest_x
        if not shared or cell in shared:
            continue
        need_y = position.cells[y] - len(around_y & known)
        bounds = [(Says.AT_LEAST, need_y - len(rest_y - shared)), (Says.AT_MOST, need_y)]
        if rest_y == shared:
            bounds = [(Says.EXACTLY, need_y)]
        for says, k in bounds:
            if not 0 <= k <= len(shared):
                continue
            writer = _Writer(position, deductions)
            try:
                sources_y: list[Source] = [
                    position.row_col(y),
                    *writer.known(sorted(around_y & known)),
                ]
                group = writer.add(
                    Step(says, k, writer.rc(sorted(shared)), tuple(sources_y), StepKind.CLUE_GROUP)
                )
                sources_x: list[Source] = [
                    position.row_col(x),
                    group,
                    *writer.known(sorted(around_x & known)),
                ]
            except (ProofError, KeyError):
                continue
            here = position.row_col(cell)
            writer.add(Step(Says.EXACTLY, int(mine), (here,), tuple(sources_x), StepKind.PAIR_CELL))
            out.append(
                Proof(
                    here, Verdict.MINE if mine else Verdict.SAFE, float(mine), tuple(writer.steps)
                )
            )
    return out


def zero_proof(position: Position, cell: int) -> Proof | None:
    """One step: an open 0 next to `cell` makes it safe (checked); None without such a 0."""
    here = position.row_col(cell)
    for n in position.neighbours[cell]:
        if position.cells[n] == 0:
            step = Step(Says.EXACTLY, 0, (here,), (position.row_col(n),), StepKind.CLUE_CELL)
            proof = Proof(here, Verdict.SAFE, 0.0, (step,))
            if is_valid(position, proof):
                return proof
    return None


def unchecked_proof(position: Position, cell: int, mine: bool) -> Proof:
    """The honest statement when no proof passes the checker: no steps, `checked` False."""
    verdict = Verdict.MINE if mine else Verdict.SAFE
    return Proof(position.row_col(cell), verdict, float(mine), (), checked=False)


def guess_proof(position: Position, cell: int, risk: float) -> Proof:
    """A guess: the cell and its mine probability, no steps."""
    return Proof(position.row_col(cell), Verdict.GUESS, risk)
