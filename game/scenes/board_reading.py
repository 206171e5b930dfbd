"""A board's reading keys wired to the game: sentences through the context's announcer (the
screen reader's live region, the game's own voice), a cell's sound when the player asked for
cell sounds. The play screen and the trainer's puzzles read their boards through it."""

from __future__ import annotations

from collections.abc import Callable

from game.a11y.reading import BoardReader
from game.a11y.words import Cell, Picture
from game.audio import cell_sound
from game.context import Context
from game.model import Appearance


def board_reader(
    ctx: Context,
    picture: Callable[[], Picture],
    cursor: Callable[[], Cell | None],
    go: Callable[[Cell], None],
) -> BoardReader:
    """The reading keys of one board shown in the window."""

    def sound(look: Appearance) -> None:
        if ctx.settings.cell_sounds:
            ctx.audio.play_cell(cell_sound(look))

    return BoardReader(picture, cursor, go, ctx.announcer.say, sound)
