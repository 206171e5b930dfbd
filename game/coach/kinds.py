"""The coach's one vocabulary of judged moves (a stored report keeps the word)."""

from __future__ import annotations

import enum


class MoveKind(enum.StrEnum):
    """A judged move: a click that opened a cell, or a chord."""

    REVEAL = "reveal"
    CHORD = "chord"
