"""The challenges a player has played as a list to read: one line of words per challenge
(code, board, attempts, wins, best time, its 3BV/s, when last played), the one played last
first. The statistics screen lays them out as a table, the terminal prints them in columns."""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from game.i18n import N_, _
from game.i18n.formats import date, number, seconds
from game.model import CUSTOM, DIFFICULTIES
from game.model.figures import record_metrics
from game.storage.challenges import ChallengePlayed
from game.storage.stats import GameRecord

HEADS = (
    N_("Code"),
    N_("Board"),
    N_("Attempts"),
    N_("Wins"),
    N_("Best time"),
    "3BV/s",
    N_("Last played"),
)
"""The columns' names (marked for translation; 3BV/s is a figure's name in every language)."""
NO_BEST = "–"


@dataclass(frozen=True)
class ChallengeLine:
    """One challenge in words, a word per column of HEADS."""

    code: str
    board: str
    attempts: str
    wins: str
    best: str
    speed: str
    last: str

    def words(self) -> tuple[str, ...]:
        """The words in the order of HEADS."""
        return (self.code, self.board, self.attempts, self.wins, self.best, self.speed, self.last)


def heads() -> tuple[str, ...]:
    """The columns' names in the language in force."""
    return tuple(_(head) for head in HEADS)


def board_words(game: GameRecord, is_code: bool) -> str:
    """The board of a challenge: "Experte" or a custom "40x20/150", then ", no-guess" and
    ", a replay's board" when they hold."""
    if game.difficulty == CUSTOM:
        words = f"{game.cols}x{game.rows}/{game.mines}"
    else:
        words = DIFFICULTIES[game.difficulty].label
    if game.no_guess:
        words += ", " + _("no-guess")
    if not is_code:
        words += ", " + _("a replay's board")
    return words


def day(finished_at: str) -> str:
    """The day a game ended, in the player's time zone and language."""
    return date(datetime.datetime.fromisoformat(finished_at).astimezone())


def challenge_line(played: ChallengePlayed, decimals: int = 3) -> ChallengeLine:
    """A challenge's records in words; times with `decimals` places."""
    best = played.best
    return ChallengeLine(
        code=played.code,
        board=board_words(played.last, played.is_code),
        attempts=number(played.attempts),
        wins=number(played.wins),
        best=NO_BEST if best is None else seconds(best.seconds, decimals),
        speed=NO_BEST if best is None else number(record_metrics(best).bbbv_per_s, 2),
        last=day(played.last.finished_at),
    )
