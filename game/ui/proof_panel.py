"""The Hint's proof beside or under the board: one step a line, until the player acts.

The panel lists the verdict and then every step of the checked proof (wrapped, never
cut; a proof longer than its room shows a scroll bar and scrolls a line at a time with the
wheel or a page with Page Up / Page Down); the step under the pointer has its cells and the
numbers it reads outlined on the board. It is drawn from the hint the play scene holds and
changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import _
from game.skins import Skin
from game.solver import Move
from game.solver.position import parse_position
from game.solver.proof_text import headline, proof_lines
from game.ui import recorder
from game.ui.look import Look, TextRole
from game.ui.marks import cell_rect, line_width, outline
from game.ui.recorder import Kind
from game.ui.widgets import THUMB_LEAST, draw_scroll_bar, nine, scroll_thumb

PAD = 6
MIN_WIDTH = 200  # design pixels
BAR = 10  # the scroll bar's width, design pixels
LEAST_STEP_LINES = 2  # a panel squeezed into free room shows the verdict and this many lines
Cell = tuple[int, int]


@dataclass(frozen=True)
class ProofText:
    """The proof's parts: the verdict line, then each step's sentence (step index)."""

    verdict: str
    steps: tuple[str, ...]

    def lines(self, look: Look, width: int) -> list[tuple[str, int]]:
        """The panel's lines at a width: (text, step index or -1 for the verdict)."""
        inner = max(1, width - 2 * look.px(PAD))
        lines = [(part, -1) for part in look.wrap(self.verdict, inner, TextRole.STRONG)]
        for index, step in enumerate(self.steps):
            lines.extend((part, index) for part in look.wrap(step, inner, TextRole.BODY))
        return lines

    def height(self, look: Look, width: int) -> int:
        """Pixels the panel needs at a width for every line."""
        return len(self.lines(look, width)) * look.line(TextRole.BODY) + 2 * look.px(PAD)

    def least(self, look: Look, width: int) -> int:
        """Pixels that show the verdict and the first lines of the proof (the rest scroll)."""
        verdict = len(look.wrap(self.verdict, max(1, width - 2 * look.px(PAD)), TextRole.STRONG))
        shown = (verdict + LEAST_STEP_LINES) * look.line(TextRole.BODY) + 2 * look.px(PAD)
        return min(self.height(look, width), shown)


@dataclass(frozen=True)
class ProofView:
    """What the panel shows of the proof from line `first` on: each line with its step
    index (-1: the verdict) and its top, and the scroll bar and its thumb (empty when every
    line fits)."""

    first: int
    shown: tuple[tuple[str, int, int], ...]
    bar: pygame.Rect
    thumb: pygame.Rect
    page: int


def proof_view(look: Look, content: ProofText, rect: pygame.Rect, first: int) -> ProofView:
    """The panel's lines in `rect` scrolled to `first` (kept inside the proof)."""
    pad, step = look.px(PAD), look.line(TextRole.BODY)
    page = max(1, (rect.h - 2 * pad) // step)
    lines = content.lines(look, rect.w)
    bar = thumb = pygame.Rect(0, 0, 0, 0)
    if len(lines) > page:
        width = look.px(BAR)
        lines = content.lines(look, rect.w - width)
        bar = pygame.Rect(rect.right - width - pad // 2, rect.y + pad, width, rect.h - 2 * pad)
    first = max(0, min(first, len(lines) - page))
    if bar.w:
        thumb = scroll_thumb(bar, look.px(THUMB_LEAST), page, len(lines), first)
    shown = tuple(
        (text, index, rect.y + pad + row * step)
        for row, (text, index) in enumerate(lines[first : first + page])
    )
    return ProofView(first, shown, bar, thumb, page)


def proof_text(move: Move | None, position_text: str) -> ProofText | None:
    """The hint's proof as the panel shows it, or None when it has no steps."""
    if move is None or move.proof is None or not move.proof.steps:
        return None
    proof = move.proof
    verdict = _("{verdict}. Press H to open it.").format(verdict=headline(proof))
    return ProofText(verdict, tuple(proof_lines(parse_position(position_text), proof)))


def step_at(look: Look, view: ProofView, rect: pygame.Rect, pos: tuple[int, int]) -> int | None:
    """The step whose line is under `pos`, if any."""
    if not rect.collidepoint(pos) or view.bar.collidepoint(pos):
        return None
    step = look.line(TextRole.BODY)
    return next((i for _t, i, y in view.shown if y <= pos[1] < y + step and i >= 0), None)


def draw_proof_panel(
    surface: pygame.Surface, look: Look, rect: pygame.Rect, view: ProofView, hover: int | None
) -> None:
    """The panel: the verdict in bold, then the steps, from the line scrolled to; the
    hovered step highlighted; a scroll bar when not every line fits."""
    recorder.note(Kind.WIDGET, rect, label="proof")
    nine(surface, look.skin, "panel", rect, scale=look.chrome)
    pad = look.px(PAD)
    for line, index, y in view.shown:
        color = "accent" if index == hover and hover is not None else "text"
        role = TextRole.STRONG if index < 0 else TextRole.BODY
        look.blit(surface, line, (rect.x + pad, y), role, color)
    if view.bar.w:
        draw_scroll_bar(surface, look, view.bar, view.thumb)
        recorder.note(Kind.WIDGET, view.bar, label="scroll bar")


def draw_step_cells(
    surface: pygame.Surface, skin: Skin, move: Move, index: int, origin: tuple[int, int], cell: int
) -> None:
    """Outline the cells a step is about (hint colour) and the numbers it reads (clue colour)."""
    if move.proof is None or not 0 <= index < len(move.proof.steps):
        return
    step = move.proof.steps[index]
    width = line_width(cell)
    for r, c in step.cells:
        outline(surface, cell_rect(r, c, cell, origin), skin.colors["hint"], width)
    for source in step.sources:
        if isinstance(source, tuple):
            rect = cell_rect(*source, cell, origin).inflate(-width, -width)
            outline(surface, rect, skin.colors["clue"], width)
