"""A small synthetic game, built event by event as the session would record it.

5x5 board, 3 mines, 20-pixel cells. The player flags a mine before the first click,
left-clicks off the board, opens three openings (one wasted click on an open cell
between them), flags the second mine, chords with the left button first, stalls for
70 s, and wins with a chord started with the right button.
"""

from __future__ import annotations

from game.replay.video import MouseEvent, Video, VideoFlags
from game.session.inputs import Mouse

LAYOUT = ["..*..", ".....", ".....", "*...*", "....."]
MINES = tuple(tuple(char == "*" for char in row) for row in LAYOUT)
PX = 20
MV, LC, LR = Mouse.MOVE, Mouse.LEFT_PRESS, Mouse.LEFT_RELEASE
RC, RR = Mouse.RIGHT_PRESS, Mouse.RIGHT_RELEASE


def at(t: int, kind: Mouse, row: int, col: int) -> MouseEvent:
    """An event at the centre of a cell."""
    return MouseEvent(t, kind, col * PX + PX // 2, row * PX + PX // 2)


FIRST_OPENING_MS = 560
WINNING_MS = 72500
EVENTS = (
    MouseEvent(0, MV, 50, 50),
    at(90, MV, 3, 0),
    at(100, RC, 3, 0),  # flag before the first click
    at(150, RR, 3, 0),
    MouseEvent(300, LC, 150, 10),  # off the board (to the right)
    MouseEvent(350, LR, 150, 10),
    at(480, MV, 2, 2),
    at(500, LC, 2, 2),
    at(FIRST_OPENING_MS, LR, 2, 2),  # opens the first cell: the clock starts
    at(900, LC, 2, 2),  # wasted: the cell is open
    at(950, LR, 2, 2),
    at(1200, LC, 0, 0),
    at(1250, LR, 0, 0),
    at(1500, LC, 0, 4),
    at(1550, LR, 0, 4),
    at(1700, RC, 3, 4),
    at(1750, RR, 3, 4),
    at(2000, LC, 4, 1),  # chord, left button first
    at(2010, RC, 4, 1),
    at(2100, LR, 4, 1),
    at(2120, RR, 4, 1),
    at(72400, RC, 4, 3),  # after a 70 s stall: chord, right button first
    at(72410, LC, 4, 3),
    at(WINNING_MS, RR, 4, 3),  # the first release of the chord opens the last cell
    at(72520, LR, 4, 3),
)
VIDEO = Video(
    mines=MINES,
    events=EVENTS,
    time_ms=WINNING_MS - FIRST_OPENING_MS,
    cell_px=PX,
    flags=VideoFlags(won=True),
    player="Ada",
    start_us=1_700_000_000_000_000,
    end_us=1_700_000_071_940_000,
)
# What the community counts for this game (ms-toollib, Arbiter): every left release is a
# left click, the one off the board too; a chord is one double click whichever button
# went first; a flag is a right click, before the first click too.
EXPECTED = {
    "width": 5,
    "height": 5,
    "mines": 3,
    "won": True,
    "time": 71.94,
    "bbbv": 5,
    "bbbv_solved": 5,
    "left": 5,
    "right": 2,
    "double": 2,
    "cl": 9,
    "ce": 7,
}
