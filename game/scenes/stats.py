"""Statistics: games, wins, streaks and the best times per difficulty and category
(first-click rule, no-guess, NF); each best time opens its replay, and the screen says
why the last game did not count when it did not."""

from __future__ import annotations

import datetime

import pygame

from game.coach.figures import coach_figures, figures_text
from game.context import Context
from game.i18n import N_, _
from game.i18n.formats import date, number, percent, seconds
from game.model import CUSTOM, DIFFICULTIES
from game.model.figures import best_bbbv_per_s, record_metrics
from game.scenes.navigation import open_charts
from game.scenes.screen import ScreenScene
from game.session.fairness import exclusion_reason
from game.storage import replay_path
from game.storage.stats import ASSISTED_RULE, Category, Summary, summarize
from game.ui import text
from game.ui.widgets import Button, bevel

TABS = (*((d.key, d.label) for d in DIFFICULTIES.values()), (CUSTOM, N_("Custom")))
"""The board names stay Normal, Schwer and Experte in every language; "Custom" is translated."""
FIRST_CLICKS = ("opening", "safe", "any")
FIRST_CLICK_BUTTONS = {
    "opening": N_("opening click"),
    "safe": N_("safe click"),
    "any": N_("any click"),
}
BEST_SHOWN = 7


def _time(value: float | None) -> str:
    return "–" if value is None else seconds(value, 2)


def _won(s: Summary) -> str:
    """The "Games won" figure: every win, and how many of them were assisted."""
    if not s.played:
        return number(0)
    won = f"{number(s.won)} ({percent(s.win_rate)})"
    if not s.assisted_won:
        return won
    return _("{won}, {n} assisted").format(won=won, n=number(s.assisted_won))


def _no_best(s: Summary) -> str:
    """What the empty best-times table says: the rule when only assisted games won."""
    if s.won:
        return _("No unassisted wins yet: {rule}.").format(rule=_(ASSISTED_RULE))
    return _("No wins yet: go and set one!")


class StatsScene(ScreenScene):
    """Left/Right (or click a tab) switch difficulty; Esc goes back."""

    BASE_SIZE = (320, 300)
    size = BASE_SIZE
    title = N_("Statistics")

    def __init__(self, ctx: Context, difficulty: str | None = None) -> None:
        super().__init__(ctx)
        keys = [k for k, _label in TABS]
        wanted = difficulty or ctx.settings.difficulty
        self.tab = keys.index(wanted) if wanted in keys else 0
        self.category = Category(ctx.settings.first_click)
        self.selected = 0
        self.problem = ""
        self.table_y = 150
        self.back_button = Button(
            pygame.Rect(self.size[0] - 76, self.size[1] - 30, 62, 18), N_("Back"), self.back
        )
        self.charts_button = Button(
            pygame.Rect(self.size[0] - 166, self.size[1] - 30, 82, 18), N_("Charts"), self.charts
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
            self.problem = _("No replay was kept for this game")
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
        games = stats.history(key)  # read once: a player may have 10,000 games
        self.summary = summarize(games)
        self.best_speed = best_bbbv_per_s([g for g in games if g.clean_win])
        self.best = stats.best_times(key, limit=BEST_SHOWN, category=self.category)
        newest = stats.recent(1, key)
        self.not_counted = exclusion_reason(newest[0].excluded) if newest else None
        self.coach = coach_figures(games)
        self.problem = ""
        self.selected = min(self.selected, max(0, len(self.best) - 1))
        c = self.category
        labels = (
            FIRST_CLICK_BUTTONS.get(c.first_click, c.first_click),
            N_("no-guess") if c.no_guess else N_("no-guess: off"),
            N_("NF only") if c.no_flags else N_("any style"),
        )
        for button, label in zip(self.category_buttons, labels, strict=True):
            button.label = label

    def summary_rows(self) -> list[tuple[str, list[str]]]:
        """Each summary line's label and its value, the value in pieces that fit: one beside
        the label, or (a long value, as German often makes them) wrapped under it."""
        s = self.summary
        lines = [
            (_("Games played"), number(s.played)),
            (
                _("Games won"),
                _won(s),
            ),
            (_("Streak now / best"), f"{number(s.current_streak)} / {number(s.best_streak)}"),
            (_("Best time"), _time(s.best_time)),
            (_("Mean winning time"), _time(s.mean_time_won)),
            (_("Best 3BV/s"), number(self.best_speed, 2)),
        ]
        if self.coach.games:
            lines.append((_("Coach"), figures_text(self.coach)))
        if self.not_counted is not None:
            lines.append((_("Not counted"), self.not_counted))
        width = self.BASE_SIZE[0] - 40
        rows = []
        for label, value in lines:
            if text.text_width(label) + 8 + text.text_width(value, bold=True) <= width:
                rows.append((label, [value]))
            else:
                rows.append((label, text.wrap(value, width - 12, bold=True)))
        return rows

    def logical_size(self) -> tuple[int, int]:
        """Taller by the lines that long values wrap onto (the buttons stay at the foot)."""
        rows = self.summary_rows()
        extra = sum(len(parts) if len(parts) > 1 else 0 for _label, parts in rows)
        self.size = (self.BASE_SIZE[0], self.BASE_SIZE[1] + extra * text.line_height())
        self.back_button.rect.y = self.charts_button.rect.y = self.size[1] - 30
        return self.size

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
        for i, (_key, label) in enumerate(TABS):
            rect = self._tab_rect(i)
            active = i == self.tab
            pygame.draw.rect(surface, colors["accent"] if active else colors["background"], rect)
            bevel(surface, rect, skin, sunken=active)
            text.blit_text(
                surface,
                _(label),
                rect.center,
                colors["accent_text"] if active else colors["text"],
                bold=True,
                anchor="center",
            )
        for button in self.category_buttons:
            button.draw(surface, skin)
        y = 69
        for label, parts in self.summary_rows():
            text.blit_text(surface, label, (20, y), colors["text"])
            y += 0 if len(parts) == 1 else text.line_height()  # a long value goes under it
            for part in parts:
                right = (self.size[0] - 20, y)
                text.blit_text(surface, part, right, colors["text"], bold=True, anchor="topright")
                y += text.line_height()
        y += 4
        self.table_y = y
        table = pygame.Rect(14, y, self.size[0] - 28, self.size[1] - y - 38)

        bevel(surface, table, skin)
        text.blit_text(
            surface,
            self.problem or _("Best times: click one to watch its replay"),
            (table.x + 6, table.y + 3),
            colors["text"],
            bold=True,
        )
        row_y = table.y + 3 + text.line_height()
        if not self.best:
            for line in text.wrap(_no_best(self.summary), table.w - 12):
                text.blit_text(surface, line, (table.x + 6, row_y), colors["text_dim"])
                row_y += text.line_height()
        for rank, record in enumerate(self.best, start=1):
            if rank - 1 == self.selected:
                pygame.draw.rect(surface, colors["highlight"], self._best_row(rank - 1))
            when = datetime.datetime.fromisoformat(record.finished_at).astimezone()
            size = (
                f" {record.cols}x{record.rows}/{record.mines}"
                if record.difficulty == CUSTOM
                else ""
            )
            text.blit_text(
                surface,
                f"{rank}. {seconds(record.seconds):>9}{size}{' NF' if record.no_flags else ''}"
                f"{'  ▶' if record.replay else ''}",
                (table.x + 6, row_y),
                colors["text"],
            )
            text.blit_text(
                surface,
                f"3BV/s {number(record_metrics(record).bbbv_per_s, 2)}  {date(when)}",
                (table.right - 6, row_y),
                colors["text_dim"],
                anchor="topright",
            )
            row_y += text.line_height()
        self.back_button.draw(surface, skin)
        self.charts_button.draw(surface, skin)
