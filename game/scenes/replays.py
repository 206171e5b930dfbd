"""The list of saved replays, newest first; Enter watches one."""

from __future__ import annotations

import datetime
from pathlib import Path

import pygame

from game.context import Context
from game.scenes.navigation import Screen, navigator
from game.scenes.screen import ScreenScene
from game.storage import scan_replays
from game.ui import text
from game.ui.widgets import Button

SHOWN = 14
LABELS = {"normal": "Normal", "schwer": "Schwer", "experte": "Experte", "custom": "Custom"}


def describe(path: Path, replay: dict) -> str:
    """One line about a replay: when, which board, won or lost, how long."""
    meta = replay.get("meta", {})
    when = datetime.datetime.fromtimestamp(path.stat().st_mtime)
    board = replay.get("board", replay)
    kind = LABELS.get(
        meta.get("difficulty", replay.get("difficulty")), f"{board.get('cols')}x{board.get('rows')}"
    )
    result = "won" if meta.get("won") else "lost"
    seconds = meta.get("seconds")
    time_text = f"{seconds:.2f} s" if isinstance(seconds, int | float) else ""
    return f"{when:%m-%d %H:%M}  {kind:<8} {result:<5} {time_text}"


class ReplayListScene(ScreenScene):
    """Up/Down choose, Enter watches, Esc goes back; unreadable files are skipped and named."""

    size = (320, 300)
    title = "Replays"

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.entries: list[tuple[Path, dict, str]] = []
        self.problems: list[str] = []
        found, self.problems = scan_replays(SHOWN)
        for problem in self.problems:
            ctx.report(problem)
        for path, replay in found:
            try:
                self.entries.append((path, replay, describe(path, replay)))
            except (OSError, KeyError, TypeError, ValueError) as error:
                self.problems.append(f"{path.name}: {error}")
        self.selected = 0
        self.back_button = Button(
            pygame.Rect(self.size[0] - 76, self.size[1] - 30, 62, 18), "Back", self.back
        )

    def _row(self, index: int) -> pygame.Rect:
        return pygame.Rect(14, 32 + index * 14, self.size[0] - 28, 14)

    def watch(self, index: int) -> None:
        """Play replay `index` back."""
        path, replay, _ = self.entries[index]
        try:
            navigator(self.ctx).push(Screen.REPLAY, replay, path.name)
        except (ValueError, KeyError, TypeError) as error:
            self.problems.append(f"{path.name}: {error}")

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
        for i, (_, _, line) in enumerate(self.entries):
            row = self._row(i)
            if i == self.selected:
                pygame.draw.rect(surface, colors["accent"], row)
            color = colors["accent_text"] if i == self.selected else colors["text"]
            text.blit_text(surface, line, (row.x + 4, row.centery), color, anchor="midleft")
        y = self._row(SHOWN).y + 4
        for problem in self.problems[-2:]:
            text.blit_text(surface, problem[:60], (area.x + 4, y), colors["prob_high"])
            y += text.line_height()
        self.back_button.draw(surface, self.ctx.skin)
