"""What the UI drew, for the layout audit: text and box rectangles, and overlays.

Off by default and then free (one `is None` test per draw). A test calls `start()`,
draws a frame, and reads the list `start()` returned; `stop()` switches it off again.
A text is recorded with its ink (the pixels a person sees, not the font's line box) and
the part of the window its surface could show (its clip), so a text cut by a
subsurface or a clip rectangle is seen as cut.
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
    BOX = "box"  # a framed panel, button face or inset (a nine-slice sprite)


@dataclass(frozen=True)
class Drawn:
    """One thing drawn: its kind, rectangle (window pixels), font size and label.

    For a text `ink` is the rectangle of its visible pixels and `clip` the part of the
    window its target surface shows (both None for other kinds)."""

    kind: Kind
    rect: pygame.Rect
    size: int = 0
    label: str = ""
    ink: pygame.Rect | None = None
    clip: pygame.Rect | None = None


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


def recording() -> bool:
    """True while a frame is being recorded."""
    return _log is not None


def note(kind: Kind, rect: pygame.Rect, size: int = 0, label: str = "") -> None:
    """Record one drawn thing (nothing happens while recording is off)."""
    if _log is not None:
        _log.append(Drawn(kind, pygame.Rect(rect), size, label))


def note_text(
    surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect, size: int, label: str
) -> None:
    """Record a text image blitted at `rect` on `surface` (a subsurface's offset counted)."""
    if _log is None:
        return
    offset = surface.get_abs_offset()
    where = pygame.Rect(rect).move(offset)
    ink = image.get_bounding_rect().move(where.topleft)
    clip = surface.get_clip().move(offset)
    _log.append(Drawn(Kind.TEXT, where, size, label, ink, clip))
