"""The Hint's proof beside or under the board: one step a line, until the player acts.

The panel lists the verdict and then every step of the checked proof (wrapped, never
cut); the step under the pointer has its cells and the numbers it reads outlined on the
board. It is drawn from the hint the play scene holds and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import _
from game.skins import Skin
from game.solver import Move
from game.solver.position import parse_position
from game.solver.proof_text import headline, proof_lines
from game.ui import recorder, text
from game.ui.marks import cell_rect, outline
from game.ui.recorder import Kind
from game.ui.widgets import nine

PAD = 4
MIN_WIDTH = 160
Cell = tuple[int, int]


@dataclass(frozen=True)
class ProofText:
    """The panel's lines: (text, step index or -1 for the verdict line)."""

    lines: tuple[tuple[str, int], ...]

    @property
    def height(self) -> int:
        """Pixels the panel needs for these lines."""
        return len(self.lines) * text.line_height() + 2 * PAD


def proof_text(move: Move | None, position_text: str, width: int) -> ProofText | None:
    """The lines of the hint's proof wrapped to `width`, or None when it has no steps."""
    if move is None or move.proof is None or not move.proof.steps:
        return None
    proof = move.proof
    inner = max(MIN_WIDTH, width) - 2 * PAD
    verdict = _("{verdict}. Press H to open it.").format(verdict=headline(proof))
    lines: list[tuple[str, int]] = [(part, -1) for part in text.wrap(verdict, inner, bold=True)]
    for index, step in enumerate(proof_lines(parse_position(position_text), proof)):
        lines.extend((part, index) for part in text.wrap(step, inner))
    return ProofText(tuple(lines))


def step_at(content: ProofText, rect: pygame.Rect, pos: tuple[int, int]) -> int | None:
    """The step whose line is under `pos`, if any."""
    if not rect.collidepoint(pos):
        return None
    row = (pos[1] - rect.y - PAD) // text.line_height()
    if 0 <= row < len(content.lines) and content.lines[row][1] >= 0:
        return content.lines[row][1]
    return None


def draw_proof_panel(
    surface: pygame.Surface, skin: Skin, rect: pygame.Rect, content: ProofText, hover: int | None
) -> None:
    """The panel: the verdict in bold, then the steps; the hovered step highlighted."""
    recorder.note(Kind.WIDGET, rect, label="proof")
    nine(surface, skin, "panel", rect)
    y = rect.y + PAD
    for line, index in content.lines:
        color = (
            skin.colors["accent"] if index == hover and hover is not None else skin.colors["text"]
        )
        text.blit_text(surface, line, (rect.x + PAD, y), color, bold=index < 0)
        y += text.line_height()


def draw_step_cells(
    surface: pygame.Surface, skin: Skin, move: Move, index: int, origin: tuple[int, int]
) -> None:
    """Outline the cells a step is about (hint colour) and the numbers it reads (clue colour)."""
    if move.proof is None or not 0 <= index < len(move.proof.steps):
        return
    step = move.proof.steps[index]
    size = skin.cell_size
    for r, c in step.cells:
        outline(surface, cell_rect(r, c, size, origin), skin.colors["hint"], 2)
    for source in step.sources:
        if isinstance(source, tuple):
            rect = cell_rect(*source, size, origin).inflate(-2, -2)
            outline(surface, rect, skin.colors["clue"], 2)
