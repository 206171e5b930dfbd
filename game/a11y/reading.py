"""The reading keys of a board a player cannot see, for any screen that shows one (the play
board, a trainer puzzle): the row and the column under the cursor, the cursor's cell and the
eight around it, the next covered cell beside an open number, and lines (a proof) read one
a press.

A `BoardReader` is handed how to read the picture and the cursor, how to move the cursor and
how to say a sentence; it keeps nothing of the board itself, so it says what is shown now.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.a11y.words import (
    Cell,
    Picture,
    appearance,
    around_words,
    column_words,
    next_frontier,
    row_words,
)
from game.i18n import _
from game.model import Appearance


class BoardReader:
    """Says what a board shows around its keyboard cursor (see the module docstring)."""

    def __init__(
        self,
        picture: Callable[[], Picture],
        cursor: Callable[[], Cell | None],
        go: Callable[[Cell], None],
        say: Callable[[str], None],
        sound: Callable[[Appearance], None] = lambda look: None,
    ) -> None:
        self.picture = picture
        self.cursor = cursor
        self.go = go
        self.say = say
        self.sound = sound

    def cursor_or_say(self) -> Cell | None:
        """The cursor's cell, or None after saying there is no cursor yet."""
        cursor = self.cursor()
        if cursor is None:
            self.say(_("No cursor yet: an arrow key puts it in the middle of the board."))
        return cursor

    def read_row(self) -> None:
        """Say the board row under the cursor, left to right."""
        cursor = self.cursor_or_say()
        if cursor is not None:
            self.say(row_words(self.picture(), cursor[0]))

    def read_column(self) -> None:
        """Say the board column under the cursor, top to bottom."""
        cursor = self.cursor_or_say()
        if cursor is not None:
            self.say(column_words(self.picture(), cursor[1]))

    def read_around(self) -> None:
        """Say the cursor's cell and the eight around it."""
        cursor = self.cursor_or_say()
        if cursor is not None:
            self.say(around_words(self.picture(), cursor))

    def cursor_moved(self) -> None:
        """The cursor is on another cell: its sound (a screen reader reads the cell's name
        itself: it has the focus)."""
        cursor = self.cursor()
        if cursor is not None:
            self.sound(appearance(self.picture(), cursor))

    def next_covered(self) -> None:
        """Move the cursor to the next covered cell beside an open number (reading the board
        row by row, round to the top)."""
        found = next_frontier(self.picture(), self.cursor())
        if found is None:
            self.say(_("No covered cell touches an open number."))
            return
        self.go(found)
        self.cursor_moved()


class Steps:
    """Lines read one a press (a proof's verdict, then its steps), from the first again after
    the last, and from the first whenever the lines are other ones."""

    def __init__(self) -> None:
        self.step = -1  # the line read last (-1: none yet)
        self._of: object = None

    def next(self, of: object, lines: Sequence[str]) -> str:
        """The line to read now from `lines` (which belong to `of`: a proof, a verdict)."""
        if self._of is not of:
            self._of, self.step = of, -1
        if not lines:
            return ""
        self.step = (self.step + 1) % len(lines)
        return lines[self.step]
