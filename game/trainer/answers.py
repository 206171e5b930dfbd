"""The checked proof of a trainer answer: the Hint's proofs, read through the puzzle's tag.

When the tag names a pair of numbers (a two-clue technique), the proof reads that
pair (one number bounds the shared cells, the other settles the cell), so a 1-2
puzzle is explained as a 1-2. Otherwise the rules' step-by-step proof, or one step
counting the layouts of the numbers around the cell (and the mine count). Flags,
a puzzle's given mines, are proved by their own steps: they are never trusted.
"""

from __future__ import annotations

from game.solver.deduce import Deductions, deduce
from game.solver.position import FLAGGED, ContradictionError, Position
from game.solver.proof import Cell, Proof
from game.solver.proof_build import layout_proof, pair_proof, proof_for
from game.trainer.tagging import Tag


def known_mines(position: Position) -> frozenset[int]:
    """The puzzle's given mines: its flagged cells."""
    return frozenset(i for i, v in enumerate(position.cells) if v == FLAGGED)


def answer_proof(
    position: Position, tag: Tag, cell: Cell, mine: bool, deductions: Deductions | None = None
) -> Proof | None:
    """The checked proof that `cell` is a mine (or safe) in `position`, or None."""
    plain = position.unflagged()
    if deductions is None:
        try:
            deductions = deduce(plain)
        except ContradictionError:
            return None
    index = plain.index(*cell)
    given = known_mines(position)
    if tag.clues == 2:
        for clues in tag.proofs:
            pair = (plain.index(*clues[0]), plain.index(*clues[1]))
            proof = pair_proof(plain, deductions, index, pair, mine, given)
            if proof is not None:
                return proof
    fact = deductions.facts.get(index)
    if fact is not None and fact.mine == mine:
        proof = proof_for(plain, deductions, index)
        if proof is not None:
            return proof
    return layout_proof(plain, index, mine)


def tag_proofs(position: Position, tag: Tag) -> tuple[Proof, ...]:
    """The proof of every cell `tag` proves, safe cells first (none for guesses)."""
    if not tag.technique.certain:
        return ()
    try:
        deductions = deduce(position.unflagged())
    except ContradictionError:
        return ()
    out = []
    for cell, mine in sorted(tag.cells.items(), key=lambda item: (item[1], item[0])):
        proof = answer_proof(position, tag, cell, mine, deductions)
        if proof is not None:
            out.append(proof)
    return tuple(out)
