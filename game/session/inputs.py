"""The input log's one entry type: a mouse event over the board or an action on a cell.

Mouse events are the session's own vocabulary (`Mouse`: press and release of the left,
right and middle buttons and pointer moves, each at a board pixel), neither pygame's nor a
file format's; their words are the community's (ms-toollib, EVF) so a log reads alike.
Board pixels are measured at a nominal CELL_PX pixels per cell whatever the window's zoom,
so a log (and the replay made from it) does not depend on how big the player's window was.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from game.model import Action

CELL_PX = 16
"""Board pixels per cell in the log (EVF's usual pix_size)."""

Cell = tuple[int, int]


class Mouse(StrEnum):
    """A mouse event, in the one vocabulary of the game and its replays: the words (kept in
    the log's JSON and in every video) are the ones ms-toollib and EVF use.

    A session takes the first seven (`PLAIN`: each button's press and release, and pointer
    moves, over the board). The other five only recordings hold, saying that a button
    changed without saying how: a flag placed before the recording began (pf), a chord's
    second press (cc), a button pressed or released as the buttons' state says (l, r, m);
    `game.replay.playback` turns them into plain ones before they reach a session.
    """

    MOVE = "mv"
    LEFT_PRESS = "lc"
    LEFT_RELEASE = "lr"
    RIGHT_PRESS = "rc"
    RIGHT_RELEASE = "rr"
    MIDDLE_PRESS = "mc"
    MIDDLE_RELEASE = "mr"
    PRE_FLAG = "pf"
    CHORD_PRESS = "cc"
    LEFT = "l"
    RIGHT = "r"
    MIDDLE = "m"


PLAIN = frozenset(list(Mouse)[:7])
"""The mouse events a session takes (the rest only recordings hold)."""


RELEASE_OF: dict[Mouse, Mouse] = {
    Mouse.LEFT_PRESS: Mouse.LEFT_RELEASE,
    Mouse.RIGHT_PRESS: Mouse.RIGHT_RELEASE,
    Mouse.MIDDLE_PRESS: Mouse.MIDDLE_RELEASE,
}
"""Each button's press and the release that ends it."""
PRESS_OF: dict[Mouse, Mouse] = {release: press for press, release in RELEASE_OF.items()}
"""Each button's release and the press it ends."""
CLICK_OF: dict[Action, tuple[Mouse, Mouse]] = {
    Action.REVEAL: (Mouse.LEFT_PRESS, Mouse.LEFT_RELEASE),
    Action.FLAG: (Mouse.RIGHT_PRESS, Mouse.RIGHT_RELEASE),
    Action.CHORD: (Mouse.MIDDLE_PRESS, Mouse.MIDDLE_RELEASE),
}
"""The click (a press and its release) that makes each action."""


class Source(StrEnum):
    """Who made an action that did not come from the mouse."""

    KEYBOARD = "keyboard"
    HINT = "hint"
    AUTO = "auto"
    UNDO = "undo"
    LAYOUT = "layout"  # a no-guess layout arrived: the waiting first reveal happens now
    LEAVE = "leave"  # the player left the unfinished game: its time runs until here
    PAUSE = "pause"  # the explicit pause (P): the game no longer counts
    CONTINUE = "continue"  # a saved game continued: it was interrupted, so it no longer counts


@dataclass(frozen=True, slots=True)
class Input:
    """One entry of the input log.

    A mouse entry has `mouse` set and the board pixel (x, y) (negative or beyond the
    board when the pointer is off it). An action entry (keyboard, hint, auto-player,
    undo) has `source` set, `action` (None for undo) and the cell's centre as (x, y).
    `time_ms` is milliseconds on the session's clock since the session began.
    """

    time_ms: int
    mouse: Mouse | None = None
    x: int = -1
    y: int = -1
    source: Source | None = None
    action: Action | None = None

    def cell(self, rows: int, cols: int) -> Cell | None:
        """The board cell under (x, y), or None off the board."""
        return pixel_cell(self.x, self.y, rows, cols)

    def to_row(self) -> list[int | str | None]:
        """A plain list for JSON: [time_ms, mouse, x, y, source, action]."""
        return [
            self.time_ms,
            None if self.mouse is None else self.mouse.value,
            self.x,
            self.y,
            None if self.source is None else self.source.value,
            None if self.action is None else self.action.value,
        ]

    @classmethod
    def from_row(cls, row: object) -> Input:
        """Rebuild an entry from `to_row`'s list; ValueError on anything else."""
        if not isinstance(row, list) or len(row) != 6:
            raise ValueError("an input must be a list of 6 items")
        time_ms, mouse, x, y, source, action = row
        for number in (time_ms, x, y):
            if isinstance(number, bool) or not isinstance(number, int):
                raise ValueError("input time and position must be whole numbers")
            if abs(number) > 10**12:
                raise ValueError("input time or position out of range")
        if time_ms < 0:
            raise ValueError("input time must not be negative")
        try:
            event = None if mouse is None else Mouse(str(mouse))
            if event is not None and event not in PLAIN:
                raise ValueError("a recording's own kind")
            return cls(
                time_ms,
                event,
                x,
                y,
                None if source is None else Source(str(source)),
                None if action is None else Action(str(action)),
            )
        except ValueError:
            raise ValueError("unknown input kind") from None


def pixel_cell(x: int, y: int, rows: int, cols: int) -> Cell | None:
    """The cell under board pixel (x, y), or None when it lies off the board."""
    if x < 0 or y < 0:
        return None
    row, col = y // CELL_PX, x // CELL_PX
    if row >= rows or col >= cols:
        return None
    return row, col


def cell_centre(row: int, col: int) -> tuple[int, int]:
    """The board pixel at the centre of a cell."""
    return col * CELL_PX + CELL_PX // 2, row * CELL_PX + CELL_PX // 2
