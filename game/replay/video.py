"""What a replay holds: a board, the raw mouse events in order, and who played it how.

One plain, frozen value shared by every format: the session builds it from its input
log, the readers build it from community files, the EVF writer turns it into bytes.
Events are `(time_ms, kind, x_px, y_px)` with `kind` a `Mouse` word (the game's one mouse
vocabulary, ms-toollib's: a recording may hold all twelve) and
x, y in board pixels (0, 0 is the board's top-left corner; anything outside
`0 <= x < cols * cell_px`, `0 <= y < rows * cell_px` is off the board).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import NamedTuple

from game.session.fairness import Category
from game.session.inputs import Mouse


class MouseEvent(NamedTuple):
    """One raw mouse event: `(time_ms, kind, x_px, y_px)`, the only event shape."""

    time_ms: int
    kind: Mouse
    x_px: int
    y_px: int


class GameMode(enum.IntEnum):
    """The EVF game mode (the specification's numbering)."""

    STANDARD = 0
    UPK = 1
    CHEAT = 2
    DENSITY = 3
    WIN7 = 4
    COMPETITIVE_SOLVABLE = 5
    STRONG_SOLVABLE = 6
    WEAK_SOLVABLE = 7
    TO_BE_SOLVABLE = 8
    STRONG_GUESSABLE = 9
    WEAK_GUESSABLE = 10
    CHORDING_RECURSIVE = 11
    FLAG_RECURSIVE = 12
    CHORDING_FLAG_RECURSIVE = 13
    SOLVABLE_CHORDING_RECURSIVE = 14
    SOLVABLE_FLAG_RECURSIVE = 15
    SOLVABLE_CHORDING_FLAG_RECURSIVE = 16
    NO_RULE = 65535

    @classmethod
    def from_number(cls, number: int) -> GameMode:
        """The mode for a number read from a file; unknown numbers read as NO_RULE."""
        try:
            return cls(number)
        except ValueError:
            return cls.NO_RULE


NO_GUESS_MODE = GameMode.COMPETITIVE_SOLVABLE
"""Our no-guess boards: always solvable, a lucky guess on a safe cell plays on."""


@dataclass(frozen=True)
class VideoFlags:
    """How the game was played, as the EVF header and our sidecar record it.

    `won`: every safe cell was opened. `assisted`: hints, undo, the auto-player or a
    shown probability were used. `keyboard`: some moves came from the keyboard rather
    than the mouse. `no_flags`: no flag was ever placed (NF). `question_marks`: the
    right button cycled through question marks. `transcoded`: converted from another
    file rather than recorded by us. `category`: our game's own fairness verdict (None
    for a file we did not record). `counted`: the game may set a record (False for a
    custom board under 3BV 10, say, whatever its category). `challenge`: the code of the
    challenge it was played on (None: a standard game).
    """

    won: bool = False
    assisted: bool = False
    keyboard: bool = False
    no_flags: bool = False
    question_marks: bool = False
    transcoded: bool = False
    category: Category | None = None
    counted: bool = True
    challenge: str | None = None


@dataclass(frozen=True)
class Video:
    """One recorded game.

    `mines[row][col]` is True for a mine. `time_ms` is the game time as the community
    counts it (see docs/replays.md): from the first left release that opens a cell to
    the event that ends the game. `bbbv` is None when unknown (it is then computed
    from `mines` where needed). `start_us` / `end_us` are wall-clock microseconds
    since 1970 (0 when unknown).
    """

    mines: tuple[tuple[bool, ...], ...]
    events: tuple[MouseEvent, ...]
    time_ms: int
    cell_px: int = 16
    flags: VideoFlags = field(default_factory=VideoFlags)
    mode: GameMode = GameMode.STANDARD
    player: str = ""
    software: str = ""
    start_us: int = 0
    end_us: int = 0
    country: str = ""
    bbbv: int | None = None

    @property
    def fair(self) -> bool:
        """A won game without assistance (EVF's "fairly completed"), in any mode, that
        our own verdict lets count (its category is fair and it may set a record)."""
        category = self.flags.category
        return (
            self.flags.won
            and not self.flags.assisted
            and self.flags.counted
            and (category is None or category.fair)
        )

    @property
    def official(self) -> bool:
        """A fair game in the standard mode (EVF's "official"), never one played with
        question marks, seeded, paused or assisted."""
        category = self.flags.category
        return (
            self.fair
            and self.mode == GameMode.STANDARD
            and (category is None or category.may_be_official)
        )

    @property
    def no_guess(self) -> bool:
        """Whether the board was generated without guesses (our no-guess mode)."""
        return self.mode == NO_GUESS_MODE

    @property
    def rows(self) -> int:
        """Board height in cells."""
        return len(self.mines)

    @property
    def cols(self) -> int:
        """Board width in cells."""
        return len(self.mines[0]) if self.mines else 0

    @property
    def mine_count(self) -> int:
        """Mines on the board."""
        return sum(sum(row) for row in self.mines)

    def on_board(self, x_px: int, y_px: int) -> bool:
        """Whether a pointer position lies over a cell."""
        return 0 <= x_px < self.cols * self.cell_px and 0 <= y_px < self.rows * self.cell_px

    def cell_at(self, x_px: int, y_px: int) -> tuple[int, int] | None:
        """The (row, col) under a pointer position, or None off the board."""
        if not self.on_board(x_px, y_px):
            return None
        return y_px // self.cell_px, x_px // self.cell_px


def mines_from_numbers(board: list[list[int]]) -> tuple[tuple[bool, ...], ...]:
    """Mine rows from ms-toollib's numbers board (-1 is a mine)."""
    return tuple(tuple(value == -1 for value in row) for row in board)
