"""The Hint's proof beside or under the board: one step a line, until the player acts.

The panel lists the verdict and then every step of the checked proof (wrapped, never
cut; a proof longer than the room scrolls with the wheel); the step under the pointer has
its cells and the numbers it reads outlined on the board. It is drawn from the hint the
play scene holds and changes nothing.
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
from game.ui.widgets import nine

PAD = 6
MIN_WIDTH = 200  # design pixels
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


def proof_text(move: Move | None, position_text: str) -> ProofText | None:
    """The hint's proof as the panel shows it, or None when it has no steps."""
    if move is None or move.proof is None or not move.proof.steps:
        return None
    proof = move.proof
    verdict = _("{verdict}. Press H to open it.").format(verdict=headline(proof))
    return ProofText(verdict, tuple(proof_lines(parse_position(position_text), proof)))


def step_at(look: Look, content: ProofText, rect: pygame.Rect, pos: tuple[int, int]) -> int | None:
    """The step whose line is under `pos`, if any."""
    if not rect.collidepoint(pos):
        return None
    lines = content.lines(look, rect.w)
    row = (pos[1] - rect.y - look.px(PAD)) // look.line(TextRole.BODY)
    if 0 <= row < len(lines) and lines[row][1] >= 0:
        return lines[row][1]
    return None


def draw_proof_panel(
    surface: pygame.Surface, look: Look, rect: pygame.Rect, content: ProofText, hover: int | None
) -> None:
    """The panel: the verdict in bold, then the steps; the hovered step highlighted. Lines
    past the panel's foot are not drawn half: the panel was sized for all of them."""
    recorder.note(Kind.WIDGET, rect, label="proof")
    nine(surface, look.skin, "panel", rect, scale=look.chrome)
    pad = look.px(PAD)
    y = rect.y + pad
    step = look.line(TextRole.BODY)
    for line, index in content.lines(look, rect.w):
        if y + step > rect.bottom - pad // 2:
            break
        color = "accent" if index == hover and hover is not None else "text"
        role = TextRole.STRONG if index < 0 else TextRole.BODY
        look.blit(surface, line, (rect.x + pad, y), role, color)
        y += step


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
