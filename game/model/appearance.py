"""What the player sees on one cell: the `Appearance` a front end draws or prints.

The values are the skins' sprite names, so a sprite sheet is looked up by value.

>>> Appearance.of_number(3), Appearance.N3.number, Appearance.FLAG.number
(<Appearance.N3: 'n3'>, 3, None)
"""

from __future__ import annotations

from enum import StrEnum


class Appearance(StrEnum):
    """A covered, marked or open cell, or what a lost game shows under it."""

    COVERED = "covered"
    FLAG = "flag"
    QUESTION = "question"
    OPEN = "open"  # an open cell with no mine around it
    N1 = "n1"
    N2 = "n2"
    N3 = "n3"
    N4 = "n4"
    N5 = "n5"
    N6 = "n6"
    N7 = "n7"
    N8 = "n8"
    MINE = "mine"  # a mine shown after a loss
    MINE_RED = "mine_red"  # the mine that exploded
    MINE_WRONG = "mine_wrong"  # a flag on a safe cell, shown after a loss

    @property
    def number(self) -> int | None:
        """The number shown (1-8) on an open number, else None."""
        return _NUMBER.get(self)

    @property
    def covered(self) -> bool:
        """True for a covered cell, marked or not (a cell a reveal or flag can act on)."""
        return self in (Appearance.COVERED, Appearance.FLAG, Appearance.QUESTION)

    @classmethod
    def of_number(cls, number: int) -> Appearance:
        """The appearance of an open cell with `number` (0-8) mines around it."""
        return _OF_NUMBER[number]


_OF_NUMBER = (Appearance.OPEN, *(Appearance(f"n{n}") for n in range(1, 9)))
_NUMBER = {look: n for n, look in enumerate(_OF_NUMBER) if n}
