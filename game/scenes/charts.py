"""Statistics you can see: six charts for one difficulty, the coach's charts, and the
CSV export.

Time and 3BV/s per win with a moving average, win rate by difficulty over
the last games, a histogram of winning times, the trainer rating, and a
heat map of where losses happened. Tab (or the button) flips to the coach's
page: guesses per game, the needless-guess rate and the average guess risk
over time. Games the coach has not read yet are read in the background, one
child process at a time (`game.coach.backlog`), and the charts grow as they
arrive. The numbers are computed once per tab (`game.chartdata`); `draw` only
paints them (`game.ui.charts`).
"""

from __future__ import annotations

import pygame

from game.chartdata import ChartData, CoachSeries, chart_data, coach_series
from game.coach.backlog import CoachBacklog, StoredReports
from game.coach.job import LOOK_S
from game.coach.report import CoachReport
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
PAGES = (N_("Coach charts"), N_("Result charts"))
"""The flip button's label on each page: the page it goes to."""


class ChartsScene(ScreenScene):
    """Left/Right or a click switch the difficulty; Tab flips between the result charts and
    the coach's; E exports CSV; Esc goes back."""

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
        self.page = 0
        self.flip_button = Button(pygame.Rect(w - 276, h - 30, 94, 18), PAGES[0], self.flip)
        self.message = ""
        self.records: list[GameRecord] = ctx.stats.history()
        trainer, _problems = load_trainer()
        self.ratings = [rating for _when, rating in trainer.history]
        self.reading: StoredReports | None = StoredReports(self.records)
        self.reports: dict[str, CoachReport] = {}
        self.backlog: CoachBacklog | None = None
        self._unread: list[str] = []
        self.data = self._compute()
        self.coach: CoachSeries = self._coach()

    def _compute(self) -> ChartData:
        return chart_data(self.records, TABS[self.tab][0], self.ratings)

    def _coach(self) -> CoachSeries:
        return coach_series(self.records, TABS[self.tab][0], self.reports)

    def flip(self) -> None:
        """Between the result charts and the coach's; the coach's page starts reading the
        games it has not read yet (in the background)."""
        self.page = 1 - self.page
        self.flip_button.label = PAGES[self.page]
        self._read_on()

    def _read_on(self) -> None:
        """On the coach's page, once the stored reports are in: read the other games."""
        if self.page == 1 and self.reading is None and self.backlog is None and self._unread:
            self.backlog = CoachBacklog(self._unread)

    def exit(self) -> None:
        """Leaving the charts stops the background reading (what is read is kept)."""
        if self.backlog is not None:
            self.backlog.cancel()
            self.backlog = None

    def next_frame(self) -> float:
        """Idle, but look at the background reading while it runs."""
        if self.reading is not None or (self.backlog is not None and self.backlog.running):
            return LOOK_S
        return super().next_frame()

    def update(self, dt: float) -> None:
        """Take the reports read in the background; redraw the coach's charts."""
        if self.reading is not None and self.reading.ready:
            self.reports, self._unread = self.reading.result()
            self.reading = None
            self.coach = self._coach()
            self._read_on()
        if self.backlog is None or not self.backlog.running:
            return
        finished = self.backlog.poll()
        for name, report in finished:
            self.reports[name] = report
        if finished:
            self.coach = self._coach()

    def _tab_rect(self, index: int) -> pygame.Rect:
        width = (self.size[0] - 28) // len(TABS)
        return pygame.Rect(14 + index * width, 30, width - 2, 16)

    def select(self, index: int) -> None:
        """Show another difficulty."""
        self.tab = index % len(TABS)
        self.data = self._compute()
        self.coach = self._coach()

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
        if (
            self.back_button.handle(event)
            or self.export_button.handle(event)
            or self.flip_button.handle(event)
        ):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.flip()
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
        if self.page == 0:
            self._draw_results(surface)
            line = self.message or ngettext(
                "{n} game in the statistics. E: export CSV",
                "{n} games in the statistics. E: export CSV",
                len(self.records),
            ).format(n=number(len(self.records)))
        else:
            self._draw_coach(surface)
            line = self.message or self.coach_status()
        text.blit_text(
            surface,
            text.shorten(line, self.size[0] - 300),
            (14, self.size[1] - 27),
            colors["text_dim"],
        )
        self.flip_button.draw(surface, skin)
        self.export_button.draw(surface, skin)
        self.back_button.draw(surface, skin)

    def _draw_results(self, surface: pygame.Surface) -> None:
        skin = self.ctx.skin
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

    def coach_panels(self) -> list[pygame.Rect]:
        """The coach's three charts, one under the other, the width of the window."""
        w, h = self.size
        top, bottom = 52, h - 38
        ch = (bottom - top - 2 * GAP) // 3
        return [pygame.Rect(14, top + row * (ch + GAP), w - 28, ch) for row in range(3)]

    def _draw_coach(self, surface: pygame.Surface) -> None:
        skin = self.ctx.skin
        c = self.coach
        none = _("No game analysed yet") if not c.unread else _("Not analysed yet")
        if self.reading is not None:
            none = _("Reading the coach's reports...")
        none_guessed = _("No guess in the games analysed") if c.analysed else none
        a, b, e = self.coach_panels()
        charts.series(
            surface, skin, a, _("Guesses per game, average of 10"), c.guesses, c.guesses_avg, none
        )
        charts.series(
            surface, skin, b, _("Needless guesses (%), last 10 games with a guess"),
            c.needless, c.needless_avg, none_guessed, percent=True,
        )  # fmt: skip
        charts.series(
            surface, skin, e, _("Average guess risk (%), last 10 games with a guess"),
            c.risk, c.risk_avg, none_guessed, percent=True,
        )  # fmt: skip

    def coach_status(self) -> str:
        """The coach page's line: how many games are analysed, and the background reading."""
        c = self.coach
        if self.reading is not None:
            return _("Reading the coach's reports...")
        line = ngettext("{n} game analysed", "{n} games analysed", c.analysed).format(
            n=number(c.analysed)
        )
        backlog = self.backlog
        unread = c.unread
        if backlog is not None and backlog.running and unread:
            line += ", " + _("{n} more on the way...").format(n=number(unread))
        elif unread:
            line += ", " + ngettext("{n} not analysed yet", "{n} not analysed yet", unread).format(
                n=number(unread)
            )
        return line
