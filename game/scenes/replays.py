"""The list of replays, newest first: our own games and the community's files (.evf .avf
.rmv .mvf) dropped into the replays folder, each with its board, result, time, 3BV, 3BV/s,
whether it was assisted (ours) and its player (theirs). A cell too narrow for its text is
cut with "...": the chosen row (Up/Down, or the pointer resting on it) shows its file name and
every cut cell in full under the list. Community files are read in a
child process in the background and remembered (`game.replay.listing`): rows fill in as
they arrive, the window never waits. Enter or a click watches one."""

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
from game.scenes.screen import ScreenScene
from game.storage import scan_replays
from game.ui import text
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
COLUMNS = (4, 80, 146, 212, 262, 298, 350, 412)  # x of each column within a row (German heads fit)
NO_VALUE = "–"
LOOK_S = 0.1
"""How often the list looks for rows while community files are being read."""
READING = N_("reading…")
DETAIL_LINES = 3  # under the list: the chosen row's name and its cut cells, whole


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


class ReplayListScene(ScreenScene):
    """Up/Down choose, Enter watches, Esc goes back; unreadable files are named."""

    size = (560, 332)
    title = N_("Replays")

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
        self.back_button = Button(
            pygame.Rect(self.size[0] - 76, self.size[1] - 30, 62, 18), N_("Back"), self.back
        )

    def _report_index_problems(self) -> None:
        for problem in self.community.take_problems():
            self.problems.append(problem)
            self.ctx.report(problem)

    def update(self, dt: float) -> None:
        """Fill in community rows as the background reader finishes them; write every row
        again in the other language after a switch in Settings."""
        if self._language != generation():
            self._language = generation()
            self._rewrite(every=True)
        if not self.community.poll():
            self._report_index_problems()
            return
        self._rewrite(every=False)
        self._report_index_problems()

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

    def next_frame(self) -> float:
        """A look now and then while community files are being read; otherwise only input."""
        if self.community.reading:
            return LOOK_S
        return 0.0 if self.community.news else IDLE

    def exit(self) -> None:
        """Leaving the list: read no further files (what was read is remembered)."""
        self.community.cancel()

    def _details(self, width: int) -> list[str]:
        """The chosen row's file name and every cell of it cut in the list, whole (wrapped)."""
        path, _replay, columns = self.entries[self.selected]
        whole = [path.name]
        for x, cell_w, value in _cells(columns, self._row(0).w):
            if value != path.name and text.text_width(value) > cell_w:
                j = COLUMNS.index(x)
                data = bool(columns[3])  # a note row (reading, rejected) has no heads
                whole.append(f"{_(HEADER[j])}: {value}" if data else value)
        return [part for line in whole for part in text.wrap(line, width)][:DETAIL_LINES]

    def _row(self, index: int) -> pygame.Rect:
        return pygame.Rect(14, 46 + index * 14, self.size[0] - 28, 14)

    def watch(self, index: int) -> None:
        """Play replay `index` back (a community file is read now, in a child process)."""
        path, replay, _columns = self.entries[index]
        try:
            self.ctx.navigator.replay(replay, path.name)
        except (ValueError, KeyError, TypeError) as error:
            said = str(error)
            self.problems.append(said if path.name in said else f"{path.name}: {said}")

    def handle(self, event: pygame.event.Event) -> None:
        """Keyboard and mouse."""
        if self.back_button.handle(event):
            return
        count = len(self.entries)
        if event.type == pygame.KEYDOWN and count:
            if event.key == pygame.K_UP:
                self.selected = (self.selected - 1) % count
                return
            if event.key == pygame.K_DOWN:
                self.selected = (self.selected + 1) % count
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.watch(self.selected)
                return
        if event.type == pygame.MOUSEMOTION:  # the row under the pointer shows in full
            for i in range(count):
                if self._row(i).collidepoint(event.pos):
                    self.selected = i
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(count):
                if self._row(i).collidepoint(event.pos):
                    self.selected = i
                    self.watch(i)
                    return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        """The list, or a note that there are no replays yet; the chosen file's name."""
        colors = self.ctx.skin.colors
        area = self.draw_frame(surface)
        if not self.entries:
            text.blit_text(
                surface,
                _("No replays yet: every finished game is saved here."),
                (area.x + 4, area.y + 4),
                colors["text_dim"],
            )
        else:
            header = self._row(-1)
            for x, label in zip(COLUMNS, HEADER, strict=True):
                at = (header.x + x, header.centery)
                text.blit_text(surface, _(label), at, colors["text"], bold=True, anchor="midleft")
        for i, (_path, _replay, columns) in enumerate(self.entries):
            row = self._row(i)
            if i == self.selected:
                pygame.draw.rect(surface, colors["accent"], row)
            color = colors["accent_text"] if i == self.selected else colors["text"]
            for x, width, value in _cells(columns, row.w):
                # cut cells are readable: the chosen row shows them whole under the list
                cut = text.shorten(value, width, readable=True)
                text.blit_text(surface, cut, (row.x + x, row.centery), color, anchor="midleft")
        y = self._row(SHOWN).y + 4
        if self.entries:
            for line in self._details(self.back_button.rect.x - area.x - 12):
                text.blit_text(surface, line, (area.x + 4, y), colors["text_dim"])
                y += text.line_height()
        for problem in self.problems[-2:]:
            said = text.shorten(shown(problem), self.back_button.rect.x - area.x - 12)
            text.blit_text(surface, said, (area.x + 4, y), colors["prob_high"])
            y += text.line_height()
        self.back_button.draw(surface, self.ctx.skin)


def _cells(columns: tuple[str, ...], row_w: int) -> list[tuple[int, int, str]]:
    """(x, width, text) of each non-empty cell of a row; a note (reading, why a file is
    rejected) runs on over the empty columns after it."""
    ends = [*COLUMNS[1:], row_w]
    cells = []
    for j, (x, value) in enumerate(zip(COLUMNS, columns, strict=True)):
        if not value:
            continue
        last = j + 1
        while last < len(columns) and not columns[last]:
            last += 1
        cells.append((x, ends[last - 1] - x - 4, value))
    return cells
