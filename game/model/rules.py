"""The words of the rules: game status, the three actions, the first-click rules."""

from __future__ import annotations

from enum import StrEnum


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


class FirstClick(StrEnum):
    """How the first reveal is protected: an opening, just the cell, or not at all."""

    OPENING = "opening"
    SAFE = "safe"
    ANY = "any"


READY, PLAYING, WON, LOST = Status.READY, Status.PLAYING, Status.WON, Status.LOST
STATUSES = tuple(Status)
FIRST_CLICK_RULES = tuple(FirstClick)
ACTIONS = tuple(Action)
SNAPSHOT_VERSION = 1
