"""The proof checker: every step follows from what it cites, and from nothing else.

A step's cited facts are sums over covered cells: an open number says exactly
its value among its covered neighbours (flags are covered cells: never
trusted), the mine count exactly that many among all covered cells, an
earlier step what it claims. The step holds when no mine layout of the cells
involved meets every cited fact and breaks the claim, and at least one layout
meets the cited facts (a proof from an impossible premise proves nothing).

Layouts are enumerated by groups: cells that appear in exactly the same facts
are interchangeable, so only how many mines each group holds matters. The
search is exhaustive with bound pruning and a node budget; a step the budget
cannot settle fails the check (it is never shown). This module shares no code
with the deduction that writes the proofs.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from game.solver.cells import cell_name
from game.solver.position import Position, plain
from game.solver.proof import COUNT, Proof, Says, Step, Verdict

NODE_BUDGET = 200_000


class ProofError(ValueError):
    """Why a proof fails the check (one line, naming the step)."""


@dataclass(frozen=True)
class _Fact:
    cells: frozenset[int]
    low: int
    high: int


class _OutOfBudget(Exception):
    pass


def _search(sizes: list[int], facts: list[tuple[int, int, list[int]]], budget: list[int]) -> bool:
    """Whether some count per group (0..size) puts every fact's sum within its bounds."""
    order: list[int] = []
    seen: set[int] = set()
    for _, _, groups in sorted(facts, key=lambda f: len(f[2])):
        for g in groups:
            if g not in seen:
                seen.add(g)
                order.append(g)
    order.extend(g for g in range(len(sizes)) if g not in seen)
    member: list[list[int]] = [[] for _ in sizes]
    for f, (_, _, groups) in enumerate(facts):
        for g in groups:
            member[g].append(f)
    total = [0] * len(facts)
    room = [sum(sizes[g] for g in groups) for _, _, groups in facts]
    for f, (low, high, _) in enumerate(facts):
        if low > room[f] or high < 0:
            return False

    def place(depth: int) -> bool:
        if depth == len(order):
            return True
        budget[0] -= 1
        if budget[0] < 0:
            raise _OutOfBudget
        g = order[depth]
        for f in member[g]:
            room[f] -= sizes[g]
        found = False
        for k in range(sizes[g] + 1):
            fits = True
            for f in member[g]:
                total[f] += k
            for f in member[g]:
                low, high, _ = facts[f]
                if total[f] > high or total[f] + room[f] < low:
                    fits = False
            if fits and place(depth + 1):
                found = True
            for f in member[g]:
                total[f] -= k
            if found:
                break
        for f in member[g]:
            room[f] += sizes[g]
        return found

    return place(0)


def _satisfiable(facts: list[_Fact], budget: list[int]) -> bool:
    signature: dict[int, list[int]] = {}
    for f, fact in enumerate(facts):
        for cell in fact.cells:
            signature.setdefault(cell, []).append(f)
    groups: dict[tuple[int, ...], int] = {}
    for cell in sorted(signature):
        key = tuple(signature[cell])
        groups[key] = groups.get(key, 0) + 1
    keys = list(groups)
    sizes = [groups[key] for key in keys]
    lists = [
        (fact.low, fact.high, [g for g, key in enumerate(keys) if f in key])
        for f, fact in enumerate(facts)
    ]
    return _search(sizes, lists, budget)


def _covered(position: Position) -> frozenset[int]:
    return plain(position)[1]


def _premise(
    position: Position, step: Step, index: int, proved: list[_Fact], covered: frozenset[int]
) -> list[_Fact]:
    where = f"step {index + 1}"
    facts = []
    for source in step.sources:
        if source == COUNT:
            facts.append(_Fact(covered, position.mines, position.mines))
        elif isinstance(source, int):
            if not 0 <= source < index:
                raise ProofError(f"{where} cites step {source + 1}, which does not come before it")
            facts.append(proved[source])
        elif isinstance(source, tuple):
            r, c = source
            if not (0 <= r < position.height and 0 <= c < position.width):
                raise ProofError(f"{where} cites a cell off the board: {source}")
            w = position.index(r, c)
            value = position.cells[w]
            if value < 0:
                raise ProofError(f"{where} cites {cell_name(r, c)}, which is not an open number")
            around = frozenset(n for n in position.neighbours[w] if n in covered)
            facts.append(_Fact(around, value, value))
        else:
            raise ProofError(f"{where} cites {source!r}, which is not a number, step or count")
    return facts


def _claim(position: Position, step: Step, index: int) -> _Fact:
    where = f"step {index + 1}"
    cells = []
    for r, c in step.cells:
        if not (0 <= r < position.height and 0 <= c < position.width):
            raise ProofError(f"{where} names a cell off the board: {(r, c)}")
        i = position.index(r, c)
        if position.cells[i] >= 0:
            raise ProofError(f"{where} names {cell_name(r, c)}, which is open")
        cells.append(i)
    if not cells or len(set(cells)) != len(cells):
        raise ProofError(f"{where} must name distinct covered cells")
    if not 0 <= step.mines <= len(cells):
        raise ProofError(f"{where} claims {step.mines} mines among {len(cells)} cells")
    low, high = step.says.bounds(step.mines, len(cells))
    return _Fact(frozenset(cells), low, high)


def check_step(
    position: Position,
    step: Step,
    index: int,
    proved: list[_Fact],
    budget: int = NODE_BUDGET,
    covered: frozenset[int] | None = None,
) -> _Fact:
    """The step's claim as a fact, once it is shown to follow from what it cites alone."""
    claim = _claim(position, step, index)
    if covered is None:
        covered = _covered(position)
    premise = _premise(position, step, index, proved, covered)
    where = f"step {index + 1}"
    key = (claim, tuple(premise))
    verdict = _settled.get(key)
    if verdict is None:
        verdict = _verdict(claim, premise, budget)
        if verdict is not _Verdict.TOO_BIG:
            if len(_settled) >= SETTLED_KEPT:
                _settled.clear()
            _settled[key] = verdict
    if verdict is _Verdict.IMPOSSIBLE:
        raise ProofError(f"{where}: no layout of mines fits what it cites")
    if verdict is _Verdict.UNFOUNDED:
        raise ProofError(f"{where} does not follow from what it cites")
    if verdict is _Verdict.TOO_BIG:
        raise ProofError(f"{where} is too big to check")
    return claim


class _Verdict(Enum):
    """What the search found for one claim from one premise."""

    HOLDS = "holds"
    IMPOSSIBLE = "impossible"
    UNFOUNDED = "unfounded"
    TOO_BIG = "too big"


SETTLED_KEPT = 100_000
_settled: dict[tuple[_Fact, tuple[_Fact, ...]], _Verdict] = {}
"""Verdicts found, by claim and premise: the proofs of one analysis share most of their
steps (each cell's proof repeats the steps of the cells it relies on), so a step is
searched once however many proofs cite it."""


def _verdict(claim: _Fact, premise: list[_Fact], budget: int) -> _Verdict:
    left = [budget]
    try:
        if not _satisfiable(premise, left):
            return _Verdict.IMPOSSIBLE
        size = len(claim.cells)
        for low, high in ((0, claim.low - 1), (claim.high + 1, size)):
            if low <= high and _satisfiable([*premise, _Fact(claim.cells, low, high)], left):
                return _Verdict.UNFOUNDED
    except _OutOfBudget:
        return _Verdict.TOO_BIG
    return _Verdict.HOLDS


def check_proof(position: Position, proof: Proof, budget: int = NODE_BUDGET) -> None:
    """Raise ProofError unless every step holds and the last one settles the proof's cell.

    Flags in `position` are read as covered cells.
    """
    unflagged, covered = plain(position)
    if proof.verdict is Verdict.GUESS:
        if proof.steps:
            raise ProofError("a guess has no steps")
        return
    if not proof.steps:
        raise ProofError("a certain cell needs at least one step")
    proved: list[_Fact] = []
    for index, step in enumerate(proof.steps):
        proved.append(check_step(unflagged, step, index, proved, budget, covered))
    last = proof.steps[-1]
    wanted = 1 if proof.verdict is Verdict.MINE else 0
    if last.cells != (proof.cell,) or last.says is not Says.EXACTLY or last.mines != wanted:
        raise ProofError(f"the last step does not say {cell_name(*proof.cell)} is {proof.verdict}")


def is_valid(position: Position, proof: Proof, budget: int = NODE_BUDGET) -> bool:
    """True when `check_proof` passes."""
    try:
        check_proof(position, proof, budget)
    except ProofError:
        return False
    return True
