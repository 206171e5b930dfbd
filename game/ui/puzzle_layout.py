"""The trainer's boxes (game/ui/layout.py): a position drawn with cells as big as its room
allows, the puzzle page's board-and-panel area, a box beside another when there is room,
room kept for what a text may become, and the key of the proof's outline colours.

The puzzle's area decides where its panel (the instructions, later the verdict and its
proof) goes from the window and the position's shape alone, never from what the panel
says: an answer arriving changes no cell size and moves nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.ui import recorder
from game.ui.layout import UNBOUNDED, Align, Box, Paint, Role, Row, Text
from game.ui.look import Look, TextRole
from game.ui.marks import outline
from game.ui.play_layout import LARGEST_CELL, SMALLEST_CELL
from game.ui.recorder import Kind
from game.ui.widgets import nine

Painter = Callable[[pygame.Surface, tuple[int, int], int], None]
SIDE = 320  # design pixels: the panel beside the board, at least
SIDE_MAX = 440  # the widest it gets when the board leaves room
BELOW_SHARE = 0.3  # the share of the area's height kept for the panel under the board
BELOW_LINES = 4  # body lines the panel under the board keeps at least
BELOW_MAX = 760  # design pixels: the widest the panel under the board gets


class Keep(Box):
    """One box shown in the room the largest of some others would take (what it may
    become later: the rating after an answer), so nothing moves when it changes."""

    def __init__(self, child: Box, *others: Box, align: Align | None = None) -> None:
        super().__init__(align=align, name=child.name)
        self.child = child
        self.others = others
        self.role = child.role

    def children(self) -> Sequence[Box]:
        """The box shown."""
        return (self.child,)

    def min_width(self, look: Look) -> int:
        """The widest minimum of them all."""
        return max(box.min_width(look) for box in (self.child, *self.others))

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """The largest width and height of them all."""
        sizes = [box.measure(look, max_w) for box in (self.child, *self.others)]
        return max(w for w, _ in sizes), max(h for _, h in sizes)

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """The box shown takes the room."""
        super().place(look, rect)
        self.child.place(look, rect)


class Beside(Box):
    """Two boxes side by side when the second gets at least `least` design pixels of width
    beside the first, else the second under the first (centred)."""

    def __init__(self, first: Box, second: Box, least: int, gap: int = 12) -> None:
        super().__init__()
        self.first = first
        self.second = second
        self.least = least
        self.gap = gap

    def children(self) -> Sequence[Box]:
        """Both boxes."""
        return (self.first, self.second)

    def min_width(self, look: Look) -> int:
        """The wider minimum (they may stand one under the other)."""
        return max(self.first.min_width(look), self.second.min_width(look))

    def _beside(self, look: Look, max_w: int) -> int | None:
        """The width left for the second box beside the first, or None when it stacks."""
        left = max_w - self.first.measure(look, max_w)[0] - look.px(self.gap)
        return left if left >= look.px(self.least) else None

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """Side by side or stacked."""
        w1, h1 = self.first.measure(look, max_w)
        room = self._beside(look, max_w)
        if room is not None:
            w2, h2 = self.second.measure(look, room)
            return w1 + look.px(self.gap) + w2, max(h1, h2)
        w2, h2 = self.second.measure(look, max_w)
        return max(w1, w2), h1 + look.px(self.gap) + h2

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """The first at the left (or centred on top), the second beside (or under) it."""
        super().place(look, rect)
        w1, h1 = self.first.measure(look, rect.w)
        gap = look.px(self.gap)
        room = self._beside(look, rect.w)
        if room is not None:
            self.first.place(look, pygame.Rect(rect.x, rect.y, w1, h1))
            h2 = self.second.measure(look, room)[1]
            self.second.place(look, pygame.Rect(rect.right - room, rect.y, room, h2))
            return
        self.first.place(look, pygame.Rect(rect.x + (rect.w - w1) // 2, rect.y, w1, h1))
        h2 = self.second.measure(look, rect.w)[1]
        self.second.place(look, pygame.Rect(rect.x, rect.y + h1 + gap, rect.w, h2))


class PositionBox(Box):
    """A position of `shape` (rows, cols) drawn in the skin's sunken frame with square cells
    as big as the room allows: at most `largest` design pixels, at least the skin's own
    cell size (its sprites unscaled) or the zoom's smallest, whichever is less; centred in
    its room. `tallest` (window pixels) caps its measured height (a page that scrolls would
    let it grow without end). Once placed, `rect` is where the cells are and `cell` their
    size in window pixels (the frame lies around `rect`)."""

    role = Role.GRID
    FRAME = "frame_inset"

    def __init__(
        self,
        shape: tuple[int, int],
        painter: Painter,
        *,
        largest: int = LARGEST_CELL,
        tallest: int = UNBOUNDED,
        name: str = "",
    ) -> None:
        super().__init__(name=name)
        self.shape = shape
        self.painter = painter
        self.largest = largest
        self.tallest = tallest
        self.cell = 0

    def least(self, look: Look) -> int:
        """The smallest cell it is drawn with."""
        return min(look.skin.cell_size, look.px(SMALLEST_CELL))

    def border(self, look: Look) -> int:
        """The frame's width around the cells."""
        return look.skin.slices[self.FRAME] * look.chrome

    def cell_for(self, look: Look, width: int, height: int) -> int:
        """The cell size that shows the whole framed position in width x height."""
        rows, cols = self.shape
        frame = 2 * self.border(look)
        fit = min((width - frame) // max(1, cols), (height - frame) // max(1, rows))
        return max(self.least(look), min(look.px(self.largest), fit))

    def size_at(self, look: Look, cell: int) -> tuple[int, int]:
        """The framed position's size with cells `cell` pixels square."""
        rows, cols = self.shape
        frame = 2 * self.border(look)
        return cols * cell + frame, rows * cell + frame

    def min_width(self, look: Look) -> int:
        """Every column at the smallest cell."""
        return self.size_at(look, self.least(look))[0]

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """The biggest cells the width allows."""
        tallest = min(self.tallest, self.size_at(look, look.px(self.largest))[1])
        return self.size_at(look, self.cell_for(look, max_w, tallest))

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """The biggest whole cells that fit, the board centred in the room."""
        rows, cols = self.shape
        self.cell = self.cell_for(look, rect.w, rect.h)
        cells = pygame.Rect(0, 0, cols * self.cell, rows * self.cell)
        cells.center = rect.center
        super().place(look, cells)

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The (row, col) under a point, if any."""
        if not self.rect.collidepoint(pos) or not self.cell:
            return None
        return (pos[1] - self.rect.y) // self.cell, (pos[0] - self.rect.x) // self.cell

    def center_of(self, cell: tuple[int, int]) -> tuple[int, int]:
        """Where a cell's centre is drawn."""
        half = self.cell // 2
        return self.rect.x + cell[1] * self.cell + half, self.rect.y + cell[0] * self.cell + half

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        """The frame, then the painter draws the cells at the origin and size placed."""
        border = self.border(look)
        nine(
            surface,
            look.skin,
            self.FRAME,
            self.rect.inflate(2 * border, 2 * border),
            scale=look.chrome,
        )
        shown = self.rect.clip(surface.get_clip())  # what a scrolled view shows of it
        if shown.w and shown.h:
            recorder.note(Kind.WIDGET, shown, label=self.name or "position")
        self.painter(surface, self.rect.topleft, self.cell)


class PuzzleArea(Box):
    """A puzzle's board and its panel, side by side or the panel under the board, whichever
    gives the bigger cells (side by side on a tie). Only the room and the board's shape
    decide: whatever the panel says later, the board keeps its place and its cells."""

    def __init__(self, board: PositionBox, panel: Box, *, grow: float = 1) -> None:
        super().__init__(grow=grow)
        self.board = board
        self.panel = panel
        self.beside = False

    def children(self) -> Sequence[Box]:
        """The board and the panel."""
        return (self.board, self.panel)

    def min_width(self, look: Look) -> int:
        """The board at its smallest cells (the panel goes under it then)."""
        return max(self.board.min_width(look), look.px(SIDE))

    def _below_h(self, look: Look, height: int) -> int:
        least = BELOW_LINES * look.line(TextRole.BODY) + 2 * look.space
        return max(least, int(height * BELOW_SHARE))

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """The board at its smallest cells over the least panel."""
        board_h = self.board.size_at(look, self.board.least(look))[1]
        return max_w, board_h + look.space + self._below_h(look, 0)

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """Choose the side, then place the board and the panel, centred as a block."""
        super().place(look, rect)
        board = self.board
        gap = look.space
        tall = board.size_at(look, board.cell_for(look, UNBOUNDED, rect.h))[0]
        side_w = min(look.px(SIDE_MAX), max(look.px(SIDE), rect.w - gap - tall))
        beside = board.cell_for(look, rect.w - side_w - gap, rect.h)
        below_h = self._below_h(look, rect.h)
        below = board.cell_for(look, rect.w, rect.h - below_h - gap)
        board_w, board_h = board.size_at(look, beside)
        self.beside = beside >= below and rect.w - side_w - gap >= board_w
        if self.beside:
            side_w = min(look.px(SIDE_MAX), max(side_w, rect.w - gap - board_w))
            panel_h = min(rect.h, max(board_h, below_h))
            left = rect.x + (rect.w - board_w - gap - side_w) // 2
            top = rect.y + (rect.h - panel_h) // 2
            board.place(look, pygame.Rect(left, top, board_w, board_h))
            self.panel.place(look, pygame.Rect(left + board_w + gap, top, side_w, panel_h))
            return
        board_w, board_h = board.size_at(look, below)
        board.place(look, pygame.Rect(rect.x, rect.y, rect.w, board_h))
        panel_top = rect.y + board_h + gap
        panel = pygame.Rect(0, panel_top, min(rect.w, max(board_w, look.px(BELOW_MAX))), 0)
        panel.h = rect.bottom - panel_top
        panel.centerx = rect.centerx
        self.panel.place(look, panel)


def key_row(look: Look, items: Sequence[tuple[str, str]]) -> Row:
    """A key of outline colours: (label, skin colour name) each as a small outlined square
    and its label; the entries flow onto more lines when narrow."""

    def square(color: str) -> Paint:
        def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
            outline(surface, rect, look.color(color), look.px(2))

        return Paint(paint, (10, 10), (10, 10), align=Align.CENTER)

    entries: list[Box | None] = [
        Row(
            [square(color), Text(label, TextRole.SMALL, "text_dim", wrap=False)],
            4,
            cross=Align.CENTER,
        )
        for label, color in items
    ]
    return Row(entries, 12, flow=True, cross=Align.CENTER, role=Role.LIST, name="key")
