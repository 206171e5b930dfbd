"""The challenges a player has played, each with its records: what the statistics screen,
the terminal's statistics and the challenge screen list.

A challenge is a board known in advance (a code, or "B-..." for a replay's board raced
again): its games count only in its own records. Attempts are every game played on it,
wins every win (assisted ones too, as the standard statistics count them), and its best is
the fastest unassisted win, the earlier of equal times (the rule of
`Stats.challenge_best`).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.storage.stats import GameRecord, Stats


@dataclass(frozen=True)
class ChallengePlayed:
    """One challenge's records: its name (`code`), attempts, wins, the best unassisted win
    (None until there is one) and the newest game played on it (its board, and when)."""

    code: str
    attempts: int
    wins: int
    best: GameRecord | None
    last: GameRecord

    @property
    def is_code(self) -> bool:
        """A code someone else can play (not a replay's board, "B-...")."""
        return self.code.startswith("MS")


def tally(games: Iterable[GameRecord]) -> list[ChallengePlayed]:
    """Challenge games (oldest first) grouped by challenge, the one played last first."""
    attempts: dict[str, int] = {}
    wins: dict[str, int] = {}
    best: dict[str, GameRecord] = {}
    last: dict[str, GameRecord] = {}
    for game in games:
        code = game.challenge
        if code is None:
            continue
        attempts[code] = attempts.get(code, 0) + 1
        wins[code] = wins.get(code, 0) + game.won
        if game.clean_win and (code not in best or game.seconds < best[code].seconds):
            best[code] = game
        last.pop(code, None)  # re-inserted: the dict keeps the order games were played last
        last[code] = game
    return [
        ChallengePlayed(code, attempts[code], wins[code], best.get(code), game)
        for code, game in reversed(last.items())
    ]


def challenges_played(stats: Stats) -> list[ChallengePlayed]:
    """Every challenge the player has played, the one played last first."""
    return tally(stats.challenge_history())


def challenge_played(stats: Stats, code: str) -> ChallengePlayed | None:
    """One challenge's records (None: never played)."""
    found = tally(stats.challenge_games(code))
    return found[0] if found else None
