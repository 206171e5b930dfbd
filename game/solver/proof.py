"""Proofs as data: steps a player (and `proof_check`) can verify one at a time.

Each step claims "exactly / at least / at most k mines among these cells" and
cites what it follows from: open numbers (a (row, col) cell), the total mine
count (`COUNT`) or earlier steps (their 0-based index). The last step settles
the proved cell: `mines` 0 (safe) or 1 (a mine) among just that cell. A guess
has no steps, only its risk. `kind` picks the sentence that says the step
(`reasons`); it is not part of the claim and the checker ignores it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Literal

Cell = tuple[int, int]
COUNT: Literal["count"] = "count"
Source = Cell | Literal["count"] | int


class Says(Enum):
    """How a step bounds the number of mines among its cells."""

    EXACTLY = "exactly"
    AT_LEAST = "at least"
    AT_MOST = "at most"

    def bounds(self, mines: int, size: int) -> tuple[int, int]:
        """The (lowest, highest) mine count the claim allows among `size` cells."""
        if self is Says.EXACTLY:
            return mines, mines
        if self is Says.AT_LEAST:
            return mines, size
        return 0, mines


class Verdict(Enum):
    """What the proof concludes about its cell."""

    SAFE = "safe"
    MINE = "mine"
    GUESS = "guess"


class StepKind(Enum):
    """Which sentence says a step (see `reasons`)."""

    CLUE_CELL = "clue cell"  # one number (and known cells) settles the cell
    CLUE_GROUP = "clue group"  # one number (and known cells) bounds the mines in a group
    PAIR_CELL = "pair cell"  # a number and a group step settle the cell
    COUNT_CELL = "count cell"  # the mine count and known cells settle the cell
    LAYOUTS = "layouts"  # every layout fitting the cited numbers agrees


@dataclass(frozen=True)
class Step:
    """One claim and what it cites; see the module docstring."""

    says: Says
    mines: int
    cells: tuple[Cell, ...]
    sources: tuple[Source, ...]
    kind: StepKind

    def to_json(self) -> dict[str, object]:
        """The contract's form of a step."""
        return {
            "says": self.says.value,
            "mines": self.mines,
            "cells": [list(cell) for cell in self.cells],
            "from": [list(s) if isinstance(s, tuple) else s for s in self.sources],
        }


@dataclass(frozen=True)
class Proof:
    """Why `cell` is safe, a mine, or the safest guess (then `steps` is empty).

    `risk` is the cell's mine probability (0 or 1 when proved). `checked` is
    False only for the honest fallback "certain by counting every layout" that
    has no steps the checker could verify.
    """

    cell: Cell
    verdict: Verdict
    risk: float
    steps: tuple[Step, ...] = ()
    checked: bool = True

    def to_json(self) -> dict[str, object]:
        """`{"cell", "verdict", "risk", "steps"}` as `python -m game.solver explain` prints."""
        return {
            "cell": list(self.cell),
            "verdict": self.verdict.value,
            "risk": self.risk,
            "steps": [step.to_json() for step in self.steps],
        }


def steps_from_json(data: object) -> tuple[Step, ...]:
    """Steps read back from their JSON form (tests feed the checker edited proofs).

    Raises ValueError for anything not shaped like the contract. The sentence
    kind is not in the JSON; such steps are said as layout counts.
    """
    if not isinstance(data, list):
        raise ValueError("steps must be a list")
    steps = []
    for item in data:
        if not isinstance(item, dict):
            raise ValueError("a step must be an object")
        try:
            says = Says(item["says"])
            mines = int(item["mines"])
            cells = tuple((int(r), int(c)) for r, c in item["cells"])
            sources: list[Source] = []
            for source in item["from"]:
                if source == COUNT:
                    sources.append(COUNT)
                elif isinstance(source, int):
                    sources.append(source)
                else:
                    r, c = source
                    sources.append((int(r), int(c)))
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"not a step: {item!r}") from error
        steps.append(Step(says, mines, cells, tuple(sources), StepKind.LAYOUTS))
    return tuple(steps)
