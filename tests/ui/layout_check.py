"""What a person would see wrong in one recorded frame (game/ui/recorder.py).

Texts are judged by their ink (the pixels drawn), boxes by their rectangles:
- every text lies inside the window and inside the part of its surface that is shown (a
  subsurface or clip rectangle would cut it), and is never a line `text.shorten` cut with
  "..." (the game has no other way to show the rest);
- no two visible texts overlap, and two texts on one line keep a gap (else they read as one
  word: "last 2Experte");
- a text lies inside each box (panel, button, inset) it touches: it never crosses a box's
  edge, and a box drawn later never hides part of it (a text it hides wholly is not seen).
Boxes that float over the scene on purpose (a menu's drop-down, a tooltip, a dimmed dialog)
may hide part of what is under them; what lies under an overlay drawn later (the shade of a
dialog) is the background and is not read at all.
"""

from __future__ import annotations

import itertools

import pygame

from game.ui.recorder import Drawn, Kind
from game.ui.text import was_cut

MIN_GAP = 2  # window pixels between two texts on one line
FLOATING = frozenset({"menu", "tooltip", "dialog"})


def _label(item: Drawn) -> str:
    return repr(item.label if len(item.label) <= 40 else item.label[:37] + "...")


def problems_in(drawn: list[Drawn], window: pygame.Rect, where: str) -> list[str]:
    """Everything wrong in one frame's recording, one line each."""
    return _measure(drawn, window, where)[0]


def visible_texts(drawn: list[Drawn], window: pygame.Rect) -> list[str]:
    """The texts a person sees in the frame (not hidden under a box drawn after them)."""
    return [item.label for item in _measure(drawn, window, "")[1]]


def _measure(drawn: list[Drawn], window: pygame.Rect, where: str) -> tuple[list[str], list[Drawn]]:
    problems: list[str] = []
    boxes = [(i, d) for i, d in enumerate(drawn) if d.kind in (Kind.BOX, Kind.OVERLAY)]
    visible: list[Drawn] = []
    for i, item in enumerate(drawn):
        if item.kind is not Kind.TEXT and item.rect.w and not window.contains(item.rect):
            problems.append(
                f"{where}: {item.kind.value} {_label(item)} {item.rect} leaves the window"
            )
        if (
            item.kind is not Kind.TEXT
            or item.ink is None
            or not item.ink.w
            or not item.label.strip()
        ):
            continue
        ink = item.ink
        if not window.contains(ink):
            problems.append(f"{where}: {_label(item)} {ink} leaves the window {window.size}")
        elif item.clip is not None and not item.clip.contains(ink):
            problems.append(f"{where}: {_label(item)} is cut by its surface {item.clip}")
        if was_cut(item.label):
            problems.append(f"{where}: {_label(item)} is cut with '...'")
        if any(j > i and box.kind is Kind.OVERLAY and box.rect.contains(ink) for j, box in boxes):
            continue  # under a dialog's shade drawn later: the background, not read
        hidden = False
        under = [j for j, box in boxes if j < i and box.rect.contains(ink)]
        for j, box in boxes:
            if hidden:
                break  # under a floating panel: what is drawn on that panel is its own
            if not box.rect.colliderect(ink) or box.rect.contains(ink):
                if j > i and box.rect.contains(ink):
                    hidden = True
                continue
            if j > i and (box.label in FLOATING or box.kind is Kind.OVERLAY):
                hidden = True
            elif j > i:
                problems.append(f"{where}: {_label(item)} is partly hidden under {box.label!r}")
            elif not any(k > j for k in under):  # a box drawn since covers that edge
                problems.append(
                    f"{where}: {_label(item)} crosses the edge of {box.label!r} {box.rect}"
                )
        if not hidden:
            visible.append(item)
    for a, b in itertools.combinations(visible, 2):
        assert a.ink is not None and b.ink is not None
        if a.ink.colliderect(b.ink):
            if a.ink == b.ink and a.label == b.label:
                continue  # drawn twice in the same place (a bold face drawn over itself)
            problems.append(f"{where}: {_label(a)} overlaps {_label(b)}")
        elif _same_line(a.ink, b.ink) and _gap(a.ink, b.ink) < MIN_GAP:
            problems.append(f"{where}: {_label(a)} runs into {_label(b)}")
    return problems, visible


def _same_line(a: pygame.Rect, b: pygame.Rect) -> bool:
    """Two inks share most of a line's height."""
    shared = min(a.bottom, b.bottom) - max(a.top, b.top)
    return shared > min(a.h, b.h) // 2


def _gap(a: pygame.Rect, b: pygame.Rect) -> int:
    """Horizontal pixels between two inks (negative when they overlap)."""
    return max(a.left, b.left) - min(a.right, b.right)


def texts(drawn: list[Drawn]) -> list[Drawn]:
    """The recorded texts (for other checks)."""
    return [d for d in drawn if d.kind is Kind.TEXT]
