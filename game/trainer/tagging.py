"""Tagging a position with the technique its first certain step needs.

    from game.trainer.tagging import tag_position
    tag = tag_position(position)           # flags are covered cells
    tag.clues, tag.technique, tag.cells    # 2, Technique.P12, {(1, 3): True, ...}

`clues` is the fewest open numbers whose constraints alone prove some
covered cell (see `proofs`); "count" when only the total mine count proves
anything; 0 when nothing is certain. `known` mines (a puzzle's proved flags)
are taken as given: each number is reduced by the known mines it touches,
which is how reduced patterns appear.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from game.solver.analysis import Analysis, analyse_position
from game.solver.counting import LayoutCounter
from game.solver.fifty import forced_block
from game.solver.position import Position, parse_position
from game.solver.web import build_web
from game.trainer.constraints import build_system
from game.trainer.patterns import name_pair
from game.trainer.proofs import fewest_clues
from game.trainer.technique import WALL_PATTERNS, Technique

Cell = tuple[int, int]
COUNT: Literal["count"] = "count"
_PATTERN_ORDER = [t for _, plain, reduced in WALL_PATTERNS for t in (plain, reduced)]
_TOLERANCE = 1e-9


@dataclass(frozen=True)
class Tag:
    """What a position's first step needs.

    `cells` maps each cell the fewest numbers prove (or, without a proof, the
    cells of the forced 50/50 or the safest guesses) to True for a mine and
    False for safe (guesses: False). `proofs` lists the number sets behind
    them as (row, col) tuples.
    """

    clues: int | Literal["count"]
    technique: Technique
    cells: dict[Cell, bool]
    proofs: tuple[tuple[Cell, ...], ...]
    exact: bool = True

    @property
    def safe(self) -> list[Cell]:
        """The tagged cells that are safe, sorted."""
        return sorted(cell for cell, mine in self.cells.items() if not mine)

    @property
    def mines(self) -> list[Cell]:
        """The tagged cells that are mines, sorted."""
        return sorted(cell for cell, mine in self.cells.items() if mine)

    def to_json(self) -> dict[str, object]:
        """The JSON contract: clues, technique, cells (plus safe, mines and proofs)."""
        return {
            "clues": self.clues,
            "technique": self.technique.value,
            "cells": [list(cell) for cell in sorted(self.cells)],
            "safe": [list(cell) for cell in self.safe],
            "mines": [list(cell) for cell in self.mines],
            "proofs": [[list(cell) for cell in proof] for proof in self.proofs],
        }


def _technique(size: int, named: list[Technique]) -> Technique:
    if size == 1:
        return Technique.ONE_CLUE
    if size == 2:
        for technique in _PATTERN_ORDER:
            if technique in named:
                return technique
        return Technique.TWO_CLUES
    return Technique.MANY_CLUES


def guess_cells(
    position: Position, analysis: Analysis, known: frozenset[int]
) -> tuple[Technique, list[Cell]]:
    """Without a certain cell: the forced 50/50 to take now, or the safest covered cells."""
    web = build_web(position, known)
    block = forced_block(web, LayoutCounter(web))
    if block is not None:
        return Technique.FIFTY, sorted(position.row_col(i) for i in block)
    choices: dict[Cell, float] = {}
    for r, row in enumerate(analysis.probabilities):
        for c, p in enumerate(row):
            if p is not None and position.index(r, c) not in known:
                choices[(r, c)] = p
    if not choices:
        return Technique.GUESS, []
    low = min(choices.values())
    return Technique.GUESS, sorted(cell for cell, p in choices.items() if p <= low + _TOLERANCE)


def tag_position(position: Position, known: Iterable[int] = ()) -> Tag:
    """The tag of `position` (flags treated as covered; `known` mine indices as given).

    The exact analysis runs first, so a position no layout fits (numbers or
    mine count) raises ContradictionError before any proof is looked for.
    """
    plain = position.unflagged()
    given = frozenset(known)
    analysis = analyse_position(plain)
    system = build_system(plain, given)
    mines = {plain.index(*cell) for cell in analysis.mines}
    candidates = None
    # When the analysis agrees with the given mines, its certain cells bound the search.
    if given <= mines:
        candidates = [i for i in (plain.index(*cell) for cell in analysis.proofs) if i not in given]
    search = fewest_clues(system, candidates)
    if search.size:
        named = [name_pair(system, proof.clues) for proof in search.proofs]
        cells = {plain.row_col(i): mine for i, mine in search.cells.items()}
        proofs = tuple(tuple(plain.row_col(w) for w in proof.clues) for proof in search.proofs)
        technique = _technique(search.size, named)
        return Tag(search.size, technique, cells, proofs, search.exact)
    certain = {
        cell: proof.mine
        for cell, proof in analysis.proofs.items()
        if plain.index(*cell) not in given
    }
    if certain:
        return Tag(COUNT, Technique.MINE_COUNT, certain, ())
    technique, guesses = guess_cells(plain, analysis, given)
    return Tag(0, technique, dict.fromkeys(guesses, False), ())


def tag_text(position_text: str) -> Tag:
    """`tag_position` of position text (PositionError for bad text): what a child process runs."""
    return tag_position(parse_position(position_text))
