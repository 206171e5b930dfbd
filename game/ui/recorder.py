"""What the UI drew, for the layout audit: text and widget rectangles, and overlays.

Off by default and then free (one `is None` test per draw). A test calls `start()`,
draws a frame, and reads the list `start()` returned; `stop()` switches it off again.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

import pygame


class Kind(Enum):
    """What was drawn."""

    TEXT = "text"
    WIDGET = "widget"
    OVERLAY = "overlay"


@dataclass(frozen=True)
class Drawn:
    """One thing drawn: its kind, rectangle (logical pixels), font size and label."""

    kind: Kind
    rect: pygame.Rect
    size: int = 0
    label: str = ""


_log: list[Drawn] | None = None


def start() -> list[Drawn]:
    """Record from now on into a fresh list, which is returned."""
    global _log
    _log = []
    return _log


def stop() -> None:
    """Record no more."""
    global _log
    _log = None


def note(kind: Kind, rect: pygame.Rect, size: int = 0, label: str = "") -> None:
    """Record one drawn thing (nothing happens while recording is off)."""
    if _log is not None:
        _log.append(Drawn(kind, pygame.Rect(rect), size, label))
