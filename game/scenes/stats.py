"""Statistics: games, wins, streaks and the best times per difficulty and category
(first-click rule, no-guess, NF); each best time opens its replay, and the screen says
why the last game did not count when it did not."""

from __future__ import annotations

import datetime

import pygame

from game.coach.figures import coach_figures, figures_text
from game.context import Context
from game.scenes.navigation import open_charts
from game.scenes.screen import ScreenScene
from game.session.fairness import exclusion_reason
from game.session.metrics import best_bbbv_per_s, record_metrics, shown
from game.storage import replay_path
from game.storage.stats import Category
from game.ui import text
from game.ui.widgets import Button, bevel

TABS = (("normal", "Normal"), ("schwer", "Schwer"), ("experte", "Experte"), ("custom", "Custom"))
FIRST_CLICKS = ("opening", "safe", "any")
BEST_SHOWN = 7


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
        self.category = Category(ctx.settings.first_click)
        self.selected = 0
        self.problem = ""
        self.table_y = 150
        self.back_button = Button(
            pygame.Rect(self.size[0] - 76, self.size[1] - 30, 62, 18), "Back", self.back
        )
        self.charts_button = Button(
            pygame.Rect(self.size[0] - 146, self.size[1] - 30, 62, 18), "Charts", self.charts
        )
        self.category_buttons = [
            Button(pygame.Rect(14 + i * 98, 50, 94, 15), "", action)
            for i, action in enumerate((self._next_rule, self._toggle_no_guess, self._toggle_nf))
        ]
        self._load()

    def _next_rule(self) -> None:
        rule = FIRST_CLICKS[(FIRST_CLICKS.index(self.category.first_click) + 1) % 3]
        self._set_category(Category(rule, self.category.no_guess, self.category.no_flags))

    def _toggle_no_guess(self) -> None:
        c = self.category
        self._set_category(Category(c.first_click, not c.no_guess, c.no_flags))

    def _toggle_nf(self) -> None:
        c = self.category
        self._set_category(Category(c.first_click, c.no_guess, not c.no_flags))

    def _set_category(self, category: Category) -> None:
        self.category = category
        self._load()

    def watch(self, index: int) -> None:
        """Open the replay of best time `index`, or say why there is none."""
        if not 0 <= index < len(self.best):
            return
        path = replay_path(self.best[index].replay)
        if path is None:
            self.problem = "No replay was kept for this game"
            return
        try:
            self.ctx.navigator.replay(path, path.name)
        except ValueError as error:
            self.problem = str(error)

    def _best_row(self, index: int) -> pygame.Rect:
        return pygame.Rect(14, self.table_y + 3 + (index + 1) * text.line_height(), 292, 12)

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
        self.best_speed = best_bbbv_per_s(stats.clean_wins(key))
        self.best = stats.best_times(key, limit=BEST_SHOWN, category=self.category)
        self.selected = min(self.selected, max(0, len(self.best) - 1))
        recent = [game for game in stats.recent(20) if game.difficulty == key]
        self.not_counted = exclusion_reason(recent[0].excluded) if recent else None
        self.coach = coach_figures(g for g in stats.history() if g.difficulty == key)
        self.problem = ""
        c = self.category
        labels = (
            f"{c.first_click} click",
            "no-guess" if c.no_guess else "no-guess: off",
            "NF only" if c.no_flags else "any style",
        )
        for button, label in zip(self.category_buttons, labels, strict=True):
            button.label = label

    def handle(self, event: pygame.event.Event) -> None:
        """Tabs by keys or mouse."""
        if self.back_button.handle(event) or self.charts_button.handle(event):
            return
        if any(button.handle(event) for button in self.category_buttons):
            return
        if event.type == pygame.KEYDOWN and self.best:
            step = {pygame.K_UP: -1, pygame.K_DOWN: 1}.get(event.key)
            if step is not None:
                self.selected = (self.selected + step) % len(self.best)
                return
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_w):
                self.watch(self.selected)
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(len(self.best)):
                if self._best_row(i).collidepoint(event.pos):
                    self.selected = i
                    self.watch(i)
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
            ("Best 3BV/s", shown(self.best_speed, 2)),
        ]
        if self.coach.games:
            lines.append(("Coach", figures_text(self.coach)))
        if self.not_counted is not None:
            lines.append(("Not counted", self.not_counted))
        for button in self.category_buttons:
            button.draw(surface, skin)
        y = 69
        for label, value in lines:
            text.blit_text(surface, label, (20, y), colors["text"])
            text.blit_text(
                surface, value, (self.size[0] - 20, y), colors["text"], bold=True, anchor="topright"
            )
            y += text.line_height()
        y += 4
        self.table_y = y
        table = pygame.Rect(14, y, self.size[0] - 28, self.size[1] - y - 38)
        bevel(surface, table, skin)
        text.blit_text(
            surface,
            self.problem or "Best times: click one to watch its replay",
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
            if rank - 1 == self.selected:
                pygame.draw.rect(surface, colors["highlight"], self._best_row(rank - 1))
            when = datetime.datetime.fromisoformat(record.finished_at).astimezone()
            size = (
                f" {record.cols}x{record.rows}/{record.mines}"
                if record.difficulty == "custom"
                else ""
            )
            text.blit_text(
                surface,
                f"{rank}. {record.seconds:7.3f} s{size}{' NF' if record.no_flags else ''}"
                f"{'  ▶' if record.replay else ''}",
                (table.x + 6, row_y),
                colors["text"],
            )
            text.blit_text(
                surface,
                f"3BV/s {shown(record_metrics(record).bbbv_per_s, 2)}  {when:%Y-%m-%d}",
                (table.right - 6, row_y),
                colors["text_dim"],
                anchor="topright",
            )
            row_y += text.line_height()
        self.back_button.draw(surface, skin)
        self.charts_button.draw(surface, skin)
