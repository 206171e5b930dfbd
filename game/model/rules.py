"""The words of the rules: game status, the three actions, a move, the first-click rules."""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple


class Status(StrEnum):
    """Where a game stands; equal to the strings "ready", "playing", "won", "lost"."""

    READY = "ready"
    PLAYING = "playing"
    WON = "won"
    LOST = "lost"


class Action(StrEnum):
    """What a click asks of the board: open a cell, cycle its mark, or chord on a number."""

    REVEAL = "reveal"
    FLAG = "flag"
    CHORD = "chord"


class Move(NamedTuple):
    """One action on one cell (0-based): what an input is interpreted as, and what
    `Board.apply` carries out. A frozen value; `(action, row, col)` unpacks it.

    >>> Move(Action.CHORD, 2, 5).cell
    (2, 5)
    """

    action: Action
    row: int
    col: int

    @property
    def cell(self) -> tuple[int, int]:
        """(row, col)."""
        return self.row, self.col


class FirstClick(StrEnum):
    """How the first reveal is protected: an opening, just the cell, or not at all."""

    OPENING = "opening"
    SAFE = "safe"
    ANY = "any"


READY, PLAYING, WON, LOST = Status.READY, Status.PLAYING, Status.WON, Status.LOST
STATUSES = tuple(Status)
FIRST_CLICK_RULES = tuple(FirstClick)
ACTIONS = tuple(Action)
