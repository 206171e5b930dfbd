"""The techniques a trainer puzzle can need, from easiest to hardest to spot.

Each tag names what the *first* certain step of a position needs (see
`tagging`): how many open numbers its proof reads, whether they form one of
the wall patterns players learn by name, or whether only the mine count or a
guess is left.
"""

from __future__ import annotations

from enum import Enum

from game.i18n import N_, _


class Technique(Enum):
    """A technique tag; the value is the name shown to the player and printed as JSON."""

    ONE_CLUE = "one clue"
    TWO_CLUES = "two clues"
    P11 = "1-1"
    P12 = "1-2"
    P121 = "1-2-1"
    P1221 = "1-2-2-1"
    R11 = "reduced 1-1"
    R12 = "reduced 1-2"
    R121 = "reduced 1-2-1"
    R1221 = "reduced 1-2-2-1"
    MANY_CLUES = "three or more clues"
    MINE_COUNT = "mine count"
    FIFTY = "forced 50/50"
    GUESS = "safest guess"

    @property
    def certain(self) -> bool:
        """True when the technique proves a cell (no guess involved)."""
        return self not in (Technique.FIFTY, Technique.GUESS)


# Wall patterns by their sequence of numbers along the wall, longest first.
WALL_PATTERNS: tuple[tuple[tuple[int, ...], Technique, Technique], ...] = (
    ((1, 2, 2, 1), Technique.P1221, Technique.R1221),
    ((1, 2, 1), Technique.P121, Technique.R121),
    ((1, 2), Technique.P12, Technique.R12),
    ((1, 1), Technique.P11, Technique.R11),
)

SUMMARY: dict[Technique, str] = {
    Technique.ONE_CLUE: N_(
        "A number that already touches all its mines makes its other covered cells safe; "
        "a number with exactly as many covered cells as mines left makes them all mines."
    ),
    Technique.TWO_CLUES: N_(
        "Two numbers share covered cells: if one needs all its mines inside the shared "
        "cells, the other's extra cells are decided too (the subset rule)."
    ),
    Technique.P11: N_(
        "Two 1s side by side along a wall, the first at the wall's end: the mine of the "
        "first is also the mine of the second, so the cell past them is safe."
    ),
    Technique.P12: N_(
        "A 1 next to a 2 along a wall: the 1 allows at most one mine in the two cells they "
        "share, so the 2's far cell is a mine; and the 2 leaves at least one mine there, so "
        "the cell on the 1's far side is safe."
    ),
    Technique.P121: N_(
        "1-2-1 along a wall: mines under both 1s, the cell under the 2 is safe "
        "(two 1-2 patterns back to back)."
    ),
    Technique.P1221: N_(
        "1-2-2-1 along a wall: mines under both 2s, the cells under the 1s are safe."
    ),
    Technique.R11: N_(
        "A 1-1 hidden in bigger numbers: subtract from each number the mines it already "
        "touches, and the reduced numbers read 1-1."
    ),
    Technique.R12: N_(
        "A 1-2 hidden in bigger numbers: a 3 touching one known mine is a 2, a 2 touching "
        "one is a 1; the reduced numbers read 1-2."
    ),
    Technique.R121: N_("A 1-2-1 after subtracting the mines each number already touches."),
    Technique.R1221: N_("A 1-2-2-1 after subtracting the mines each number already touches."),
    Technique.MANY_CLUES: N_(
        "No one or two numbers decide anything, but three or more read together do: "
        "try both possibilities for a cell and follow the numbers until one breaks."
    ),
    Technique.MINE_COUNT: N_(
        "The numbers alone leave every cell open to doubt, but the mines left on the "
        "counter allow only some layouts: count them."
    ),
    Technique.FIFTY: N_(
        "Two cells share a mine that no number can ever tell apart: the guess is forced, "
        "so take it now rather than after solving everything else."
    ),
    Technique.GUESS: N_("Nothing is certain: open the covered cell least likely to be a mine."),
}


NAMES: dict[Technique, str] = {
    Technique.ONE_CLUE: N_("one clue"),
    Technique.TWO_CLUES: N_("two clues"),
    Technique.P11: N_("1-1"),
    Technique.P12: N_("1-2"),
    Technique.P121: N_("1-2-1"),
    Technique.P1221: N_("1-2-2-1"),
    Technique.R11: N_("reduced 1-1"),
    Technique.R12: N_("reduced 1-2"),
    Technique.R121: N_("reduced 1-2-1"),
    Technique.R1221: N_("reduced 1-2-2-1"),
    Technique.MANY_CLUES: N_("three or more clues"),
    Technique.MINE_COUNT: N_("mine count"),
    Technique.FIFTY: N_("forced 50/50"),
    Technique.GUESS: N_("safest guess"),
}
"""The names shown to the player (the enum's value is the English name the JSON keeps)."""


def technique_name(technique: Technique) -> str:
    """The technique's name in the language in force."""
    return _(NAMES[technique])


def summary(technique: Technique) -> str:
    """The technique's lesson text in the language in force."""
    return _(SUMMARY[technique])
