"""The list of replays, newest first: our own games (date, board, result, time, 3BV/s,
assisted) and the community's files (.evf .avf .rmv .mvf) dropped into the replays
folder, which are read only when opened. Enter or a click watches one."""

from __future__ import annotations

import datetime
from pathlib import Path

import pygame

from game.context import Context
from game.model import CUSTOM, DIFFICULTIES
from game.scenes.navigation import Screen, navigator
from game.scenes.screen import ScreenScene
from game.storage import list_community_replays, scan_replays
from game.ui import text
from game.ui.widgets import Button

SHOWN = 13
LABELS = {**{d.key: d.label for d in DIFFICULTIES.values()}, CUSTOM: "Custom"}
HEADER = ("Date", "Board", "Result", "Time", "3BV/s", "Assisted")
COLUMNS = (4, 80, 132, 178, 228, 276)  # x of each column within a row


def describe(path: Path, replay: dict) -> tuple[str, ...]:
    """The columns for one of our replays: when, which board, won or lost, time, 3BV/s,
    assisted (a figure older replays do not hold shows as –)."""
    meta = replay.get("meta", {})
    when = datetime.datetime.fromtimestamp(path.stat().st_mtime)
    board = replay.get("board", replay)
    kind = LABELS.get(
        meta.get("difficulty", replay.get("difficulty")), f"{board.get('cols')}x{board.get('rows')}"
    )
    result = "won" if meta.get("won") else "lost"
    seconds, speed = meta.get("seconds"), meta.get("bbbv_per_s")
    assisted = meta.get("assisted", replay.get("assisted"))
    return (
        f"{when:%m-%d %H:%M}",
        kind,
        result,
        f"{seconds:.3f}" if isinstance(seconds, int | float) else "–",
        f"{speed:.3f}" if isinstance(speed, int | float) else "–",
        "–" if assisted is None else ("yes" if assisted else "no"),
    )


def describe_file(path: Path) -> tuple[str, ...]:
    """The columns for a community file: its date and name (read only when opened)."""
    when = datetime.datetime.fromtimestamp(path.stat().st_mtime)
    name = path.name if len(path.name) <= 28 else path.name[:25] + "..."
    return (f"{when:%m-%d %H:%M}", name, "", "", "", "")


class ReplayListScene(ScreenScene):
    """Up/Down choose, Enter watches, Esc goes back; unreadable files are skipped and named."""

    size = (380, 300)
    title = "Replays"

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
        for path in list_community_replays()[:SHOWN]:
            try:
                dated.append((path.stat().st_mtime, path, path, describe_file(path)))
            except OSError as error:
                self.problems.append(f"{path.name}: {error.strerror or error}")
        dated.sort(key=lambda item: item[0], reverse=True)
        self.entries = [(path, replay, columns) for _, path, replay, columns in dated[:SHOWN]]
        self.selected = 0
        self.back_button = Button(
            pygame.Rect(self.size[0] - 76, self.size[1] - 30, 62, 18), "Back", self.back
        )

    def _row(self, index: int) -> pygame.Rect:
        return pygame.Rect(14, 46 + index * 14, self.size[0] - 28, 14)

    def watch(self, index: int) -> None:
        """Play replay `index` back (a community file is read now, in a child process)."""
        path, replay, _ = self.entries[index]
        try:
            navigator(self.ctx).push(Screen.REPLAY, replay, path.name)
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
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(count):
                if self._row(i).collidepoint(event.pos):
                    self.selected = i
                    self.watch(i)
                    return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        """The list, or a note that there are no replays yet."""
        colors = self.ctx.skin.colors
        area = self.draw_frame(surface)
        if not self.entries:
            text.blit_text(
                surface,
                "No replays yet: every finished game is saved here.",
                (area.x + 4, area.y + 4),
                colors["text_dim"],
            )
        else:
            header = self._row(-1)
            for x, label in zip(COLUMNS, HEADER, strict=True):
                at = (header.x + x, header.centery)
                text.blit_text(surface, label, at, colors["text"], bold=True, anchor="midleft")
        for i, (_, _, columns) in enumerate(self.entries):
            row = self._row(i)
            if i == self.selected:
                pygame.draw.rect(surface, colors["accent"], row)
            color = colors["accent_text"] if i == self.selected else colors["text"]
            for x, value in zip(COLUMNS, columns, strict=True):
                text.blit_text(surface, value, (row.x + x, row.centery), color, anchor="midleft")
        y = self._row(SHOWN).y + 4
        for problem in self.problems[-2:]:
            text.blit_text(surface, problem[:60], (area.x + 4, y), colors["prob_high"])
            y += text.line_height()
        self.back_button.draw(surface, self.ctx.skin)
