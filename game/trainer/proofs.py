"""The fewest open numbers whose constraints alone prove a covered cell.

A set of numbers proves a cell when every layout that meets just those
numbers (no mine count, nothing else) agrees on it. Only connected sets
matter (numbers sharing covered cells): the parts of a disconnected set
prove nothing together that they do not prove apart. The search grows
connected sets one number at a time (the ESU enumeration) from size 1 up
and stops at the first size that proves something. Adding numbers never
un-proves a cell, so the cells the whole web of numbers proves are the
only possible targets and sets that touch none of them are skipped.

A size limit keeps a pathological position from hanging the caller: past
`budget` candidate sets the search shrinks one proving set greedily
instead (a minimal, not necessarily minimum, set; `exact` is then False).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from game.solver.position import ContradictionError
from game.trainer.constraints import ClueSystem, decided

BUDGET = 20_000


@dataclass(frozen=True)
class ClueProof:
    """A set of numbers (cell indices) and the cells it proves ({cell: is mine})."""

    clues: tuple[int, ...]
    cells: dict[int, bool]


@dataclass(frozen=True)
class ProofSearch:
    """The fewest numbers needed (0: none prove anything) and the proofs of that size."""

    size: int
    proofs: tuple[ClueProof, ...]
    provable: dict[int, bool]
    exact: bool = True

    @property
    def cells(self) -> dict[int, bool]:
        """Every cell proved by some proof of the fewest size."""
        out: dict[int, bool] = {}
        for proof in self.proofs:
            out.update(proof.cells)
        return out


def _components(system: ClueSystem) -> list[list[int]]:
    seen: set[int] = set()
    parts = []
    for start in sorted(system.clues):
        if start in seen:
            continue
        seen.add(start)
        part, stack = [], [start]
        while stack:
            w = stack.pop()
            part.append(w)
            for n in system.adjacent[w]:
                if n not in seen:
                    seen.add(n)
                    stack.append(n)
        parts.append(sorted(part))
    return parts


def provable_cells(system: ClueSystem, only: Iterable[int] | None = None) -> dict[int, bool]:
    """Every cell the numbers prove together (each connected web read as a whole).

    With `only`, just those cells are examined (a superset of the answer, such
    as the cells certain once the mine count is used, saves most of the work).
    """
    wanted = None if only is None else set(only)
    out: dict[int, bool] = {}
    for part in _components(system):
        clues = [system.clues[w] for w in part]
        if wanted is not None and not any(n in wanted for c in clues for n in c.cells):
            continue
        cells, fits = decided(clues, wanted)
        if not fits:
            raise ContradictionError("impossible position: no layout of mines fits the numbers")
        out.update(cells)
    return out


def connected_sets(adjacent: dict[int, frozenset[int]], size: int) -> Iterator[tuple[int, ...]]:
    """Every connected set of `size` vertices, each exactly once (Wernicke's ESU)."""

    def extend(
        chosen: tuple[int, ...], extension: set[int], near: set[int], root: int
    ) -> Iterator[tuple[int, ...]]:
        if len(chosen) == size:
            yield chosen
            return
        pending = set(extension)
        while pending:
            w = min(pending)
            pending.discard(w)
            fresh = {u for u in adjacent[w] if u > root and u not in near}
            yield from extend(chosen + (w,), pending | fresh, near | fresh, root)

    for v in sorted(adjacent):
        start = {u for u in adjacent[v] if u > v}
        yield from extend((v,), start, start | {v}, v)


def _shrink(system: ClueSystem, clues: list[int], target: int) -> ClueProof:
    """Drop numbers one by one while the rest still proves `target`."""
    kept = list(clues)
    for w in list(clues):
        trial = [c for c in kept if c != w]
        if trial:
            cells, ok = decided(system.clues[c] for c in trial)
            if ok and target in cells:
                kept = trial
    cells, _ = decided(system.clues[c] for c in kept)
    return ClueProof(tuple(sorted(kept)), cells)


def fewest_clues(
    system: ClueSystem, candidates: Iterable[int] | None = None, budget: int = BUDGET
) -> ProofSearch:
    """The smallest sets of numbers that prove some covered cell, and what they prove.

    `candidates`, when given, must include every cell the numbers can prove
    (the cells certain with the mine count do): one and two numbers are then
    tried against them first, and the whole web is only read when neither
    proves anything.
    """
    exact_targets = candidates is None
    targets = provable_cells(system) if candidates is None else dict.fromkeys(candidates, True)
    if not targets:
        return ProofSearch(0, (), {})
    tried = 0
    size = 1
    while True:
        if size == 3 and not exact_targets:
            targets = provable_cells(system, targets)
            exact_targets = True
            if not targets:
                return ProofSearch(0, (), {})
        touching = {w for w, clue in system.clues.items() if any(n in targets for n in clue.cells)}
        parts = [part for part in _components(system) if touching.intersection(part)]
        relevant = {w for part in parts for w in part}
        if size > max((len(part) for part in parts), default=0):
            if not exact_targets:
                size = 3
                continue
            raise AssertionError("the whole web proves a cell, so some set of its numbers does")
        adjacent = {w: system.adjacent[w] & relevant for w in relevant}
        proofs = []
        for group in connected_sets(adjacent, size):
            tried += 1
            if tried > budget:
                if not exact_targets:
                    targets = provable_cells(system, targets)
                target = min(targets)
                part = next(p for p in parts if _touches(system, p, target))
                proof = _shrink(system, part, target)
                return ProofSearch(len(proof.clues), (proof,), provable_cells(system), exact=False)
            if not touching.intersection(group):
                continue
            cells, _ = decided(system.clues[w] for w in group)
            if cells:
                proofs.append(ClueProof(tuple(sorted(group)), cells))
        if proofs:
            return ProofSearch(size, tuple(proofs), targets)
        size += 1


def _touches(system: ClueSystem, part: list[int], cell: int) -> bool:
    return any(cell in system.clues[w].cells for w in part)
