"""The list of replays, newest first: our own games and the community's files (.evf .avf
.rmv .mvf) dropped into the replays folder, each with its board, result, time, 3BV, 3BV/s,
whether it was assisted (ours) and its player (theirs). Every row shows its file name whole:
a long name wraps in its column (one without spaces breaks anywhere, like a path), and on a
window too narrow for the columns each replay stacks its figures under its name. Community
files are read in a child process in the background and remembered (`game.replay.listing`):
rows fill in as they arrive, the window never waits. Enter or a click watches one."""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

import pygame

from game.context import Context
from game.engine.scene import IDLE
from game.i18n import N_, _, generation
from game.i18n.formats import number
from game.i18n.note import shown
from game.replay.listing import CommunityRows, ReplayRow, community_files, own_row
from game.scenes.page import PageScene
from game.storage import scan_replays
from game.ui.boxes import screen
from game.ui.layout import Align, Box, Column, Text
from game.ui.look import TextRole
from game.ui.row_table import Cell, RowTable
from game.ui.widgets import Button

SHOWN = 13
HEADER = (
    N_("Date"),
    N_("Board"),
    N_("Result"),
    N_("Time"),
    "3BV",
    "3BV/s",
    N_("Assisted"),
    N_("Player"),
)
"""The column heads (marked for translation; translated when drawn)."""
FILE = N_("File")
"""The head of the first column: the replay's file name."""
ALIGNS = (Align.START,) * 4 + (Align.END,) * 3 + (Align.START,) * 2
NO_VALUE = "–"
LOOK_S = 0.1
"""How often the list looks for rows while community files are being read."""
READING = N_("reading…")
PROBLEMS_SHOWN = 2  # the newest problems, under the list


def columns_of(when: float, row: ReplayRow | None, name: str) -> tuple[str, ...]:
    """The columns of one row: a file still being read, or one rejected, says so after
    its name."""
    # TRANSLATORS: a strftime format: month-day hours:minutes
    date = datetime.datetime.fromtimestamp(when).strftime(_("%m-%d %H:%M"))
    if row is None or row.error is not None:
        note = _(READING) if row is None else str(row.error)
        return (date, name, note, "", "", "", "", "")
    return (
        date,
        row.board,
        NO_VALUE if row.won is None else (_("won") if row.won else _("lost")),
        NO_VALUE if row.seconds is None else number(row.seconds, 3),
        NO_VALUE if row.bbbv is None else str(row.bbbv),
        NO_VALUE if row.bbbv_per_s is None else number(row.bbbv_per_s, 3),
        NO_VALUE if row.assisted is None else (_("yes") if row.assisted else _("no")),
        row.player,
    )


def describe(path: Path, replay: dict[str, Any]) -> tuple[str, ...]:
    """The columns for one of our replays (a figure older replays do not hold shows as –)."""
    return columns_of(path.stat().st_mtime, own_row(replay), path.name)


class ReplayListScene(PageScene):
    """Up/Down choose, Enter watches, Esc goes back; unreadable files are named."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.entries: list[tuple[Path, object, tuple[str, ...]]] = []
        self.problems: list[str] = []
        found, self.problems = scan_replays(SHOWN)
        for problem in self.problems:
            ctx.report(problem)
        dated: list[tuple[float, Path, object, tuple[str, ...]]] = []
        for path, replay in found:
            try:
                dated.append((path.stat().st_mtime, path, replay, describe(path, replay)))
            except (OSError, KeyError, TypeError, ValueError) as error:
                self.problems.append(f"{path.name}: {error}")
        community: list[tuple[float, Path]] = []
        for path in community_files()[:SHOWN]:
            try:
                community.append((path.stat().st_mtime, path))
            except OSError as error:
                self.problems.append(f"{path.name}: {error.strerror or error}")
        self.community = CommunityRows([path for _, path in community])
        self._report_index_problems()
        for when, path in community:
            columns = columns_of(when, self.community.row(path), path.name)
            dated.append((when, path, path, columns))
        dated.sort(key=lambda item: item[0], reverse=True)
        self.entries = [(path, replay, columns) for _, path, replay, columns in dated[:SHOWN]]
        self._dates = {path: when for when, path, _, _ in dated[:SHOWN]}
        self._language = generation()
        self.selected = 0
        self.back_button = Button(pygame.Rect(0, 0, 0, 0), N_("Back"), self.back)
        self.table: RowTable | None = None

    def _report_index_problems(self) -> None:
        for problem in self.community.take_problems():
            self.problems.append(problem)
            self.ctx.report(problem)
            self.invalidate()

    def update(self, dt: float) -> None:
        """Fill in community rows as the background reader finishes them; write every row
        again in the other language after a switch in Settings."""
        if self._language != generation():
            self._language = generation()
            self._rewrite(every=True)
        if self.community.poll():
            self._rewrite(every=False)
        self._report_index_problems()
        super().update(dt)

    def _rewrite(self, every: bool) -> None:
        """The columns of the community rows just read (of every row when `every`)."""
        reading = _(READING)
        for i, (path, replay, columns) in enumerate(self.entries):
            if replay is path:
                if not every and columns[2] != reading:
                    continue
                row = self.community.row(path)
                if row is None and not every:
                    continue
                fresh = columns_of(self._dates[path], row, path.name)
            elif every and isinstance(replay, dict):
                try:
                    fresh = describe(path, replay)
                except (OSError, KeyError, TypeError, ValueError):
                    continue
            else:
                continue
            self.entries[i] = (path, replay, fresh)
        self.invalidate()

    def next_frame(self) -> float:
        """A look now and then while community files are being read; otherwise only input."""
        if self.community.reading:
            return LOOK_S
        return 0.0 if self.community.news else IDLE

    def exit(self) -> None:
        """Leaving the list: read no further files (what was read is remembered)."""
        self.community.cancel()

    def row_rect(self, index: int) -> pygame.Rect:
        """Where replay `index` is shown (laid out now)."""
        self.ensure_layout()
        assert self.table is not None
        return self.table.rects[index]

    def watch(self, index: int) -> None:
        """Play replay `index` back (a community file is read now, in a child process)."""
        path, replay, _columns = self.entries[index]
        try:
            self.ctx.navigator.replay(replay, path.name)
        except (ValueError, KeyError, TypeError) as error:
            said = str(error)
            self.problems.append(said if path.name in said else f"{path.name}: {said}")
            self.invalidate()

    # ----------------------------------------------------------------- layout
    def build(self) -> Box:
        """The list (or a note that there is none yet), the newest problems, Back."""
        self.table = None
        if self.entries:
            self.table = self._table()
            body: Box = self.table
        else:
            body = Text(_("No replays yet: every finished game is saved here."), color="text_dim")
        problems = [
            Text(shown(problem), TextRole.SMALL, "prob_high")
            for problem in self.problems[-PROBLEMS_SHOWN:]
        ]
        return screen(
            _("Replays"),
            body,
            [self.back_button],
            footer=Column(problems, 2) if problems else None,
            scroll=self.scroller(),
            width=1600,
        )

    def _table(self) -> RowTable:
        """One row per replay: its file name, then its columns; a note (reading, why a file
        is rejected) runs over the columns after the date."""
        heads = [_(FILE), *(_(head) for head in HEADER)]
        players = any(columns[-1] for _path, _replay, columns in self.entries)
        if not players:
            heads.pop()
        rows = []
        for path, _replay, columns in self.entries:
            name = Cell(path.name, breaks=True)
            date = Cell(columns[0], dim=True)
            if not columns[3]:  # a note row: the name, the date, the note
                rows.append([name, date, Cell(columns[2], dim=True, span=len(heads) - 2)])
                continue
            values = [Cell(value) for value in columns[1:]]
            rows.append([name, date, *(values if players else values[:-1])])
        return RowTable(heads, rows, chosen=self.selected, aligns=ALIGNS, gap=14, name=_("Replays"))

    # ------------------------------------------------------------------ input
    def _choose(self, index: int, reveal: bool = True) -> None:
        self.selected = index
        if self.table is not None:
            self.table.choose(index)
            if reveal:
                self.reveal(self.table.rects[index])

    def handle(self, event: pygame.event.Event) -> None:
        """Keyboard and mouse."""
        self.ensure_layout()
        if self.back_button.handle(event) or self.handle_page(event):
            return
        count = len(self.entries)
        if event.type == pygame.KEYDOWN and count:
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self._choose((self.selected + (1 if event.key == pygame.K_DOWN else -1)) % count)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.watch(self.selected)
            return
        row = self.table.at(event.pos) if self.table and hasattr(event, "pos") else None
        if row is None:
            return
        if event.type == pygame.MOUSEMOTION:  # the row under the pointer is the chosen one
            self._choose(row, reveal=False)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._choose(row, reveal=False)
            self.watch(row)
