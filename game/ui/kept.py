"""A text in room kept for the largest of its alternatives: the help of whichever row is
selected, a label in a column of labels, a line that changes with the player's input. What
stands below or beside it never moves when it changes, and labels of one column line up."""

from __future__ import annotations

from collections.abc import Sequence

from game.ui.layout import Align, Text
from game.ui.look import Look, TextRole


class KeptText(Text):
    """`words` shown in the room the widest and tallest of `every` would take."""

    def __init__(
        self,
        words: str,
        every: Sequence[str],
        role: TextRole = TextRole.BODY,
        color: str = "text",
        *,
        halign: Align = Align.START,
    ) -> None:
        super().__init__(words, role, color, halign=halign)
        self.every = [Text(other, role) for other in every]

    def min_width(self, look: Look) -> int:
        """The longest word of any alternative."""
        return max([super().min_width(look), *(t.min_width(look) for t in self.every)])

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """The widest width and the tallest height of the alternatives at this width."""
        sizes = [super().measure(look, max_w), *(t.measure(look, max_w) for t in self.every)]
        return max(w for w, _ in sizes), max(h for _, h in sizes)
