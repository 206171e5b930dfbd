"""How big things are drawn at the player's zoom: one text size per role, spacing, and the
factor the skin's pixel-art chrome is scaled by.

Every screen asks its `Look` for sizes; no scene knows a pixel size of its own. Text is
rendered at `text_px(role)` real window pixels (never a scaled bitmap); sprites (cells, LED
digits, the face, frame bevels) may scale, words do not.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

import pygame

from game.skins import Skin
from game.ui import text


class TextRole(enum.Enum):
    """What a text is for; each role has one size at one zoom, on every screen."""

    SMALL = "small"  # footers, details, axis ticks
    BODY = "body"  # sentences, rows, values
    STRONG = "strong"  # menu entries, buttons, labels that lead a row (bold)
    HEADING = "heading"  # a screen's or a panel's title (bold)
    TITLE = "title"  # the game's name on the title screen (bold)


_BASE_PX = {
    TextRole.SMALL: 12,
    TextRole.BODY: 14,
    TextRole.STRONG: 14,
    TextRole.HEADING: 17,
    TextRole.TITLE: 34,
}
_BOLD = frozenset({TextRole.STRONG, TextRole.HEADING, TextRole.TITLE})
SPACE = 8  # the unit of spacing at zoom 1 (padding, gaps)


@dataclass(frozen=True)
class Look:
    """The skin's colours and sprites and the zoom they are drawn at."""

    skin: Skin
    zoom: float = 1.0

    def px(self, value: float) -> int:
        """`value` pixels at zoom 1 in window pixels now (at least 1 for a positive value)."""
        scaled = round(value * self.zoom)
        return max(1, scaled) if value > 0 else scaled

    @property
    def space(self) -> int:
        """The spacing unit (gaps between boxes, padding inside panels)."""
        return self.px(SPACE)

    @property
    def chrome(self) -> int:
        """The whole factor the skin's frames and bevels are drawn at (pixel art stays crisp)."""
        return max(1, round(self.zoom))

    def text_px(self, role: TextRole) -> int:
        """The font size of a role in window pixels."""
        return max(8, round(_BASE_PX[role] * self.zoom))

    def bold(self, role: TextRole) -> bool:
        """Whether a role is set in bold."""
        return role in _BOLD

    def line(self, role: TextRole = TextRole.BODY) -> int:
        """The height of one line of a role's text."""
        return text.line_height(self.text_px(role), self.bold(role))

    def width(self, words: str, role: TextRole = TextRole.BODY) -> int:
        """The width of `words` set in a role."""
        return text.text_width(words, self.text_px(role), self.bold(role))

    def wrap(self, words: str, width: int, role: TextRole = TextRole.BODY) -> list[str]:
        """`words` wrapped to lines no wider than width."""
        return text.wrap(words, width, self.text_px(role), self.bold(role))

    def color(self, name: str) -> pygame.Color:
        """A colour of the skin by name ("text", "text_dim", "accent" ...)."""
        return pygame.Color(self.skin.colors[name])

    def blit(
        self,
        surface: pygame.Surface,
        words: str,
        pos: tuple[int, int],
        role: TextRole = TextRole.BODY,
        color: str = "text",
        anchor: str = "topleft",
    ) -> pygame.Rect:
        """Draw one line of text in a role and a skin colour; return where it went."""
        return text.blit_text(
            surface,
            words,
            pos,
            self.color(color),
            self.text_px(role),
            bold=self.bold(role),
            anchor=anchor,
        )
