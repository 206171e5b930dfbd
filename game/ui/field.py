"""A one-line text field: what the player typed, in a sunken box with a caret.

The scene keeps the text and handles the keys; the field measures itself for the longest
text it is meant for (`sample`), shows the end of a longer one, and says what it holds to
screen readers (role text input, named by its label and its text).
"""

from __future__ import annotations

import pygame

from game.ui import recorder
from game.ui.layout import Box, Role
from game.ui.look import Look, TextRole
from game.ui.recorder import Kind
from game.ui.widgets import nine

PAD = (6, 4)  # design pixels inside the frame


class TextField(Box):
    """The typed `text` (the dim `placeholder` while it is empty), a caret when focused."""

    role = Role.TEXT_INPUT

    def __init__(
        self, text: str, label: str, sample: str, *, placeholder: str = "", focused: bool = True
    ) -> None:
        super().__init__(name=f"{label}: {text}" if text else label)
        self.text = text
        self.sample = sample
        self.placeholder = placeholder
        self.focused = focused

    def _edges(self, look: Look) -> tuple[int, int]:
        border = look.skin.slices.get("frame_inset", 0) * look.chrome
        return look.px(PAD[0]) + border, look.px(PAD[1]) + border

    def min_width(self, look: Look) -> int:
        """Room for a third of the sample (a longer text shows its end)."""
        return (
            look.width(self.sample[: max(1, len(self.sample) // 3)], TextRole.STRONG)
            + 2 * (self._edges(look)[0])
        )

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """The sample's width (no wider than allowed) and one line."""
        px, py = self._edges(look)
        natural = look.width(self.sample + "  ", TextRole.STRONG) + 2 * px
        width = max(self.min_width(look), min(natural, max_w))
        return width, look.line(TextRole.STRONG) + 2 * py

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        """The sunken box, the text (its end when it is longer), the caret."""
        rect = self.rect
        pygame.draw.rect(surface, look.color("highlight"), rect)
        nine(surface, look.skin, "frame_inset", rect, role="field", scale=look.chrome)
        recorder.note(Kind.WIDGET, rect, label=self.name)
        px, py = self._edges(look)
        room = rect.w - 2 * px - look.px(3)
        shown = self.text
        while shown and look.width(shown, TextRole.STRONG) > room:
            shown = shown[1:]
        x, y = rect.x + px, rect.y + py
        if shown:
            end = look.blit(surface, shown, (x, y), TextRole.STRONG).right
        else:
            if self.placeholder and look.width(self.placeholder, TextRole.BODY) <= room:
                look.blit(surface, self.placeholder, (x, y), TextRole.BODY, "text_dim")
            end = x
        if self.focused:
            caret = pygame.Rect(
                end + look.px(1), y, max(1, look.chrome), look.line(TextRole.STRONG)
            )
            pygame.draw.rect(surface, look.color("text"), caret)
