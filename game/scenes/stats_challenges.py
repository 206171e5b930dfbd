"""The statistics' Challenges tab: every challenge played, the one played last first, with
its records (attempts, wins, best time and its 3BV/s, when last played) in a table whose
rows open the best run's replay. The records come from the statistics through the storage
layer (game/storage/challenges.py); the words from game/session/challenge_list.py, which
the terminal prints too."""

from __future__ import annotations

from game.i18n import _
from game.i18n.formats import number
from game.session.challenge_list import challenge_line, heads
from game.storage import GameRecord, Stats
from game.storage.challenges import challenges_played
from game.ui.layout import Align, Box, Column, Pad, Role, Text
from game.ui.look import TextRole
from game.ui.row_table import Cell, RowTable

CHALLENGES = "challenges"
"""The tab's key beside the difficulties' ("normal", ..., "custom")."""
SHOWN = 50
"""The challenges listed at most (the ones played last): a longer table is slow to lay out
and no one scrolls that far."""
ALIGNS = (Align.START, Align.START, Align.END, Align.END, Align.END, Align.END, Align.START)


class ChallengesPart:
    """The challenges played, read once when the tab is shown; `table` is the table as
    laid out last (None when nothing was played)."""

    def __init__(self, stats: Stats) -> None:
        played = challenges_played(stats)
        self.played = played[:SHOWN]
        self.count = len(played)  # all played, listed or not
        self.table: RowTable | None = None

    def __len__(self) -> int:
        return len(self.played)

    def best(self, index: int) -> GameRecord | None:
        """The best run of challenge `index` (None: no unassisted win yet)."""
        return self.played[index].best

    def heading(self) -> str:
        """What the part and its table are called."""
        return _("Challenges played: click one to watch your best run")

    def build(self, chosen: int) -> Box:
        """The heading, then the table (or what to do when nothing was played)."""
        parts: list[Box | None] = [Text(self.heading(), TextRole.STRONG)]
        self.table = None
        if self.played:
            self.table = self._table(chosen)
            parts.append(self.table)
        else:
            hint = _("No challenges played yet: choose Challenge on the title screen.")
            parts.append(Text(hint, TextRole.BODY, "text_dim"))
        if self.count > len(self.played):
            shown = _("The {n} played last are shown.").format(n=number(len(self.played)))
            parts.append(Text(shown, TextRole.SMALL, "text_dim"))
        return Pad(Column(parts, 8, role=Role.GROUP), (10, 8), "frame_inset")

    def _table(self, chosen: int) -> RowTable:
        """One row per challenge: its words, and ▶ when its best run can be watched."""
        rows = []
        for played in self.played:
            line = challenge_line(played)
            code, board, attempts, wins, best, speed, last = line.words()
            kept = played.best is not None and played.best.replay is not None
            rows.append(
                [
                    Cell(code, strong=True),
                    Cell(board),
                    Cell(attempts),
                    Cell(wins),
                    Cell(best, strong=True),
                    Cell(speed),
                    Cell(last, dim=True),
                    Cell("▶", dim=True, said=_("Replay")) if kept else Cell(""),
                ]
            )
        return RowTable(
            [*heads(), ""],
            rows,
            chosen=chosen,
            aligns=[*ALIGNS, Align.CENTER],
            name=self.heading(),
        )
