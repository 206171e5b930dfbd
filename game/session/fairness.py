"""Why a game may not set a record: the community's rule that records are won fairly.

Seeded games (`--seed`: the board is known in advance), custom boards under
MIN_RECORD_BBBV, assisted games (hint, probabilities, auto-player, undo), paused games
(P), games continued from a saved game (interrupted: as in Arbiter, not official), games
played with question marks on (their own category: the community's tools cannot re-read
them) and analysis positions never count. The value is what the statistics database
stores; `reason` is what the statistics screen says.

>>> Exclusion.SEEDED.reason
'the board was chosen with --seed'
"""

from __future__ import annotations

from enum import StrEnum

from game.i18n import N_, _
from game.session.setup import MIN_RECORD_BBBV


class Exclusion(StrEnum):
    """Why a finished game did not count for records."""

    ANALYSIS = "analysis"
    SEEDED = "seeded"
    ASSISTED = "assisted"
    UNDO = "undo"
    PAUSED = "paused"
    CONTINUED = "continued"
    MARKS = "marks"
    SMALL_BOARD = "small_board"

    @property
    def reason(self) -> str:
        """One line for the player, in the language in force."""
        return _(_REASONS[self]).format(bbbv=MIN_RECORD_BBBV)


_REASONS = {
    Exclusion.ANALYSIS: N_("an analysis position, not a game"),
    Exclusion.SEEDED: N_("the board was chosen with --seed"),
    Exclusion.ASSISTED: N_("assisted (hint, probabilities or auto-player)"),
    Exclusion.UNDO: N_("a move was undone"),
    Exclusion.PAUSED: N_("the game was paused (P)"),
    Exclusion.CONTINUED: N_(
        "continued from a saved game (interrupted: the time it was closed is not counted)"
    ),
    Exclusion.MARKS: N_("played with question marks on (a category of its own)"),
    Exclusion.SMALL_BOARD: N_("a custom board under {bbbv} 3BV"),
}


def exclusion_reason(value: str | None) -> str | None:
    """The player's line for a stored exclusion (None: the game counted)."""
    if value is None:
        return None
    try:
        return Exclusion(value).reason
    except ValueError:
        return value
