"""Statistics: games, wins, streaks and the best times per difficulty."""

from __future__ import annotations

import datetime

import pygame

from game.context import Context
from game.scenes.navigation import open_charts
from game.scenes.screen import ScreenScene
from game.ui import text
from game.ui.widgets import Button, bevel

TABS = (("normal", "Normal"), ("schwer", "Schwer"), ("experte", "Experte"), ("custom", "Custom"))


def _time(seconds: float | None) -> str:
    return "–" if seconds is None else f"{seconds:.2f} s"


class StatsScene(ScreenScene):
    """Left/Right (or click a tab) switch difficulty; Esc goes back."""

    size = (320, 300)
    title = "Statistics"

    def __init__(self, ctx: Context, difficulty: str | None = None) -> None:
        super().__init__(ctx)
        keys = [k for k, _ in TABS]
        wanted = difficulty or ctx.settings.difficulty
        self.tab = keys.index(wanted) if wanted in keys else 0
        self.back_button = Button(
            pygame.Rect(self.size[0] - 76, self.size[1] - 30, 62, 18), "Back", self.back
        )
        self.charts_button = Button(
            pygame.Rect(self.size[0] - 146, self.size[1] - 30, 62, 18), "Charts", self.charts
        )
        self._load()

    def charts(self) -> None:
        """Open the charts (C)."""
        open_charts(self.ctx)

    def _tab_rect(self, index: int) -> pygame.Rect:
        width = (self.size[0] - 28) // len(TABS)
        return pygame.Rect(14 + index * width, 30, width - 2, 16)

    def _load(self) -> None:
        key = TABS[self.tab][0]
        stats = self.ctx.stats
        self.summary = stats.summary(key)
        self.best = stats.best_times(key, limit=8)

    def handle(self, event: pygame.event.Event) -> None:
        """Tabs by keys or mouse."""
        if self.back_button.handle(event) or self.charts_button.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_c:
            self.charts()
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.tab = (self.tab + (1 if event.key == pygame.K_RIGHT else -1)) % len(TABS)
            self._load()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(len(TABS)):
                if self._tab_rect(i).collidepoint(event.pos):
                    self.tab = i
                    self._load()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        """Tabs, the summary lines and the best-times table."""
        skin = self.ctx.skin
        colors = skin.colors
        self.draw_frame(surface)
        for i, (_, label) in enumerate(TABS):
            rect = self._tab_rect(i)
            active = i == self.tab
            pygame.draw.rect(surface, colors["accent"] if active else colors["background"], rect)
            bevel(surface, rect, skin, sunken=active)
            text.blit_text(
                surface,
                label,
                rect.center,
                colors["accent_text"] if active else colors["text"],
                bold=True,
                anchor="center",
            )
        s = self.summary
        lines = [
            ("Games played", str(s.played)),
            ("Games won", f"{s.won} ({s.win_rate * 100:.0f}%)" if s.played else "0"),
            ("Streak now / best", f"{s.current_streak} / {s.best_streak}"),
            ("Best time", _time(s.best_time)),
            ("Mean winning time", _time(s.mean_time_won)),
            ("Best 3BV/s", "–" if s.best_3bvps is None else f"{s.best_3bvps:.2f}"),
        ]
        y = 52
        for label, value in lines:
            text.blit_text(surface, label, (20, y), colors["text"])
            text.blit_text(
                surface, value, (self.size[0] - 20, y), colors["text"], bold=True, anchor="topright"
            )
            y += text.line_height()
        y += 4
        table = pygame.Rect(14, y, self.size[0] - 28, self.size[1] - y - 38)
        bevel(surface, table, skin)
        text.blit_text(
            surface,
            "Best times (unassisted)",
            (table.x + 6, table.y + 3),
            colors["text"],
            bold=True,
        )
        row_y = table.y + 3 + text.line_height()
        if not self.best:
            text.blit_text(
                surface, "No wins yet: go and set one!", (table.x + 6, row_y), colors["text_dim"]
            )
        for rank, record in enumerate(self.best, start=1):
            when = datetime.datetime.fromisoformat(record.finished_at).astimezone()
            size = (
                f" {record.cols}x{record.rows}/{record.mines}"
                if record.difficulty == "custom"
                else ""
            )
            text.blit_text(
                surface,
                f"{rank}. {record.seconds:7.2f} s{size}",
                (table.x + 6, row_y),
                colors["text"],
            )
            text.blit_text(
                surface,
                f"3BV/s {record.three_bv_per_second:.2f}  {when:%Y-%m-%d}",
                (table.right - 6, row_y),
                colors["text_dim"],
                anchor="topright",
            )
            row_y += text.line_height()
        self.back_button.draw(surface, skin)
        self.charts_button.draw(surface, skin)
