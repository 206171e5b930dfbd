"""Statistics you can see: six charts for one difficulty, and the CSV export.

Time and 3BV/s per win with a moving average, win rate by difficulty over
the last games, a histogram of winning times, the trainer rating, and a
heat map of where losses happened. The numbers are computed once per tab
(`game.chartdata`); `draw` only paints them (`game.ui.charts`).
"""

from __future__ import annotations

import pygame

from game.chartdata import ChartData, chart_data
from game.context import Context
from game.i18n import N_, _, ngettext
from game.i18n.formats import number
from game.model import CUSTOM, DIFFICULTIES
from game.scenes.screen import ScreenScene
from game.storage import GameRecord
from game.storage.csv_export import export_csv
from game.storage.trainer import load_trainer
from game.ui import charts, text
from game.ui.widgets import Button, bevel

TABS = (*((d.key, d.label) for d in DIFFICULTIES.values()), (CUSTOM, N_("Custom")))
GAP = 6


class ChartsScene(ScreenScene):
    """Left/Right or a click switch the difficulty; E exports CSV; Esc goes back."""

    size = (540, 430)
    title = N_("Statistics: charts")

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        keys = [k for k, _label in TABS]
        self.tab = keys.index(ctx.settings.difficulty) if ctx.settings.difficulty in keys else 0
        w, h = self.size
        self.back_button = Button(pygame.Rect(w - 76, h - 30, 62, 18), N_("Back"), self.back)
        self.export_button = Button(
            pygame.Rect(w - 176, h - 30, 92, 18), N_("Export CSV"), self.export
        )
        self.message = ""
        self.records: list[GameRecord] = ctx.stats.history()
        trainer, _problems = load_trainer()
        self.ratings = [rating for _when, rating in trainer.history]
        self.data = self._compute()

    def _compute(self) -> ChartData:
        return chart_data(self.records, TABS[self.tab][0], self.ratings)

    def _tab_rect(self, index: int) -> pygame.Rect:
        width = (self.size[0] - 28) // len(TABS)
        return pygame.Rect(14 + index * width, 30, width - 2, 16)

    def select(self, index: int) -> None:
        """Show another difficulty."""
        self.tab = index % len(TABS)
        self.data = self._compute()

    def export(self) -> None:
        """Write every game to a CSV file and say where."""
        try:
            path = export_csv(self.records)
        except OSError as error:
            self.message = _("Export failed: {reason}").format(reason=error.strerror or error)
            return
        self.message = ngettext(
            "Saved {n} game to {path}", "Saved {n} games to {path}", len(self.records)
        ).format(n=number(len(self.records)), path=path)

    def handle(self, event: pygame.event.Event) -> None:
        """Tabs, Export, Back."""
        if self.back_button.handle(event) or self.export_button.handle(event):
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.select(self.tab + (1 if event.key == pygame.K_RIGHT else -1))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_e:
            self.export()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i in range(len(TABS)):
                if self._tab_rect(i).collidepoint(event.pos):
                    self.select(i)
                    return
        super().handle(event)

    def panels(self) -> list[pygame.Rect]:
        """The six chart rectangles, two columns by three rows."""
        w, h = self.size
        top, bottom = 52, h - 38
        cw = (w - 28 - GAP) // 2
        ch = (bottom - top - 2 * GAP) // 3
        return [
            pygame.Rect(14 + col * (cw + GAP), top + row * (ch + GAP), cw, ch)
            for row in range(3)
            for col in range(2)
        ]

    def draw(self, surface: pygame.Surface) -> None:
        """Tabs, the six charts, the export line and the buttons."""
        skin = self.ctx.skin
        colors = skin.colors
        self.draw_frame(surface)
        for i, (_key, label) in enumerate(TABS):
            rect = self._tab_rect(i)
            active = i == self.tab
            pygame.draw.rect(surface, colors["accent"] if active else colors["background"], rect)
            bevel(surface, rect, skin, sunken=active)
            color = colors["accent_text"] if active else colors["text"]
            text.blit_text(surface, _(label), rect.center, color, bold=True, anchor="center")
        d = self.data
        a, b, c, e, f, g = self.panels()
        charts.series(surface, skin, a, _("Time per win (s), average of 10"), d.times, d.times_avg)
        charts.series(surface, skin, b, _("3BV/s per win, average of 10"), d.speeds, d.speeds_avg)
        labels = dict(TABS)
        rates = {_(labels[k]): v for k, v in d.win_rates.items()}
        charts.lines(surface, skin, c, _("Win rate, last 20"), rates, 0.0, 1.0, percent=True)
        charts.bars(surface, skin, e, _("Winning times"), d.histogram, d.time_range)
        charts.lines(surface, skin, f, _("Trainer rating"), {"": d.ratings})
        charts.heat_map(surface, skin, g, _("Where losses happened"), d.heat)
        line = self.message or ngettext(
            "{n} game in the statistics. E: export CSV",
            "{n} games in the statistics. E: export CSV",
            len(self.records),
        ).format(n=number(len(self.records)))
        text.blit_text(
            surface,
            text.wrap(line, self.size[0] - 200)[0],
            (14, self.size[1] - 27),
            colors["text_dim"],
        )
        self.export_button.draw(surface, skin)
        self.back_button.draw(surface, skin)
