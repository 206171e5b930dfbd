"""Where the replay viewer's parts sit: the play layout (board, HUD, figures panel) over the
controls (timeline, buttons, where the playback is) and the coach's panel, all inside the
window's current size. The board is shown whole, as on the play screen, its cells (only
watched here) going down to zoom 1's smallest before it scrolls; the coach's panel keeps
between two and eight lines (one where two would cut the board), takes only room the board
leaves at the zoom's smallest cell beyond two, and scrolls what does not fit. Where even
one line would cut the board, its cells go a little under zoom 1's smallest (`LEAST_CELL`:
Experte whole in the first window of an 800x600 desktop) before it scrolls."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

import pygame

from game.i18n import N_, _
from game.ui.boxes import ButtonBox
from game.ui.layout import Align, Box, Column, Pad, Paint, Row, Scroll, Text, lay_out
from game.ui.look import Look, TextRole
from game.ui.play_layout import SMALLEST_CELL, PlayLayout, compute_layout, least_height
from game.ui.widgets import Button

COACH_LINES = 8
MIN_COACH_LINES = 2
COACH_SHARE = 0.3  # the most of the window's height the coach's panel takes
TIMELINE = 14  # design pixels high
LEAST_CELL = 14  # window pixels: the least cell of a watched board that would otherwise scroll


class Control(Enum):
    """The on-screen buttons, left to right, with their labels."""

    START = "|<"
    BACK = "<"
    PLAY = "Play"
    FORWARD = ">"
    END = ">|"
    SLOWER = "-"
    FASTER = "+"


SAID = {
    Control.START: N_("From the start"),
    Control.BACK: N_("Previous event"),
    Control.FORWARD: N_("Next event"),
    Control.END: N_("To the end"),
    Control.SLOWER: N_("Slower"),
    Control.FASTER: N_("Faster"),
}
"""What a screen reader calls the buttons drawn as signs (Play / Pause say themselves)."""


def control_box(control: Control, button: Button) -> ButtonBox:
    """One control's button: named in words for a screen reader; Play / Pause has the
    keyboard (Space presses it)."""
    said = _(SAID[control]) if control in SAID else ""
    return ButtonBox(button, focused=control is Control.PLAY, said=said)


@dataclass(frozen=True)
class ReplayLayout:
    """The viewer's parts: `board` is the play layout (frame, HUD, viewport, figures), `below`
    the laid-out controls and coach's panel, `timeline` and `coach` their rects."""

    board: PlayLayout
    below: Box
    timeline: pygame.Rect
    coach: Scroll
    size: tuple[int, int]


def compute_replay_layout(
    look: Look,
    shape: tuple[int, int],
    window: tuple[int, int],
    *,
    buttons: Sequence[ButtonBox],
    where: Box,
    coach: Sequence[str],
    coach_offset: int,
    counters: Sequence[str],
    timeline: Callable[[pygame.Surface, pygame.Rect], None],
) -> ReplayLayout:
    """Lay out the viewer for a board of `shape` (rows, cols) in a window of `window` pixels."""
    width, height = window
    pad = look.px(8)
    line = look.line(TextRole.BODY)
    board_least = least_height(look, shape[0], shape[1], counters=len(counters))
    coach_text = Column(
        [
            Text(words, TextRole.STRONG if i == 0 else TextRole.BODY)
            for i, words in enumerate(coach)
        ],
        0,
    )
    scroll = Scroll(coach_text, grow=0, offset=coach_offset)
    bar = Paint(timeline, (0, TIMELINE), (0, TIMELINE), grow=0)
    controls = Row([*buttons, where], 4, flow=True, cross=Align.CENTER)

    def under_board(lines: int) -> Box:
        coach_box = Pad(Fixed(scroll, lines * line), 6, "panel")
        return Pad(Column([bar, controls, coach_box], 6), (pad, 6), fill="background")

    spare = height - board_least - under_board(0).measure(look, width)[1]
    wanted = min(COACH_LINES, int(height * COACH_SHARE) // line, spare // line)

    def placed(lines: int, least: int = SMALLEST_CELL) -> tuple[PlayLayout, Box, int]:
        below = under_board(lines)
        below_h = below.measure(look, width)[1]
        room = (width, max(1, height - below_h))
        board = compute_layout(look, shape[0], shape[1], room, counters=counters, least_cell=least)
        return board, below, below_h

    board, below, below_h = placed(max(MIN_COACH_LINES, wanted))
    for least in (SMALLEST_CELL, LEAST_CELL):  # one coach line, then smaller cells
        if board.scrollable:  # rather than a cut board
            fewer = placed(1, least)
            if not fewer[0].scrollable:
                board, below, below_h = fewer
    lay_out(below, look, pygame.Rect(0, height - below_h, width, below_h))
    return ReplayLayout(board, below, pygame.Rect(bar.rect), scroll, window)


class Fixed(Box):
    """One box shown exactly `height` pixels high (a panel that scrolls inside)."""

    def __init__(self, child: Box, height: int) -> None:
        super().__init__()
        self.child = child
        self.height = height

    def children(self) -> Sequence[Box]:
        """The box inside."""
        return (self.child,)

    def min_width(self, look: Look) -> int:
        """The child's minimum."""
        return self.child.min_width(look)

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """As wide as the child, `height` high."""
        return self.child.measure(look, max_w)[0], self.height

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """The child in the rect."""
        super().place(look, rect)
        self.child.place(look, rect)
