"""Statistics you can see: six charts for one difficulty, the coach's charts, and the
CSV export.

Time and 3BV/s per win with a moving average, win rate by difficulty over
the last games, a histogram of winning times, the trainer rating, and a
heat map of where losses happened. Tab (or the button) flips to the coach's
page: guesses per game, the needless-guess rate and the average guess risk
over time. Games the coach has not read yet are read in the background, one
child process at a time (`game.coach.backlog`), and the charts grow as they
arrive. The numbers are computed once per tab (`game.chartdata`); drawing only
paints them (`game.ui.charts`). The charts fill the window in as many columns as give each
the most room; on a small window the page scrolls.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.a11y.charts import coach_words, result_words
from game.chartdata import ChartData, CoachSeries, chart_data, coach_series
from game.coach.backlog import CoachBacklog, StoredReports
from game.coach.job import LOOK_S
from game.coach.report import CoachReport
from game.context import Context
from game.i18n import N_, _, ngettext
from game.i18n.formats import number
from game.model import CUSTOM, DIFFICULTIES
from game.scenes.page import PageScene
from game.storage import GameRecord
from game.storage.csv_export import export_csv
from game.storage.trainer import load_trainer
from game.ui import charts
from game.ui.boxes import Tabs, screen
from game.ui.layout import Box, Column, Text
from game.ui.look import TextRole
from game.ui.widgets import Button

TABS = (*((d.key, d.label) for d in DIFFICULTIES.values()), (CUSTOM, N_("Custom")))
RESULT_SHAPE = 2.0  # width to height the result charts read best at
COACH_SHAPE = 4.0  # the coach's charts: long series over time, wide and low
PAGES = (N_("Coach charts"), N_("Result charts"))
"""The flip button's label on each page: the page it goes to."""


class ChartsScene(PageScene):
    """Left/Right or a click switch the difficulty; Tab flips between the result charts and
    the coach's; E exports CSV; Up/Down, the wheel and Page Up/Down scroll; Esc goes back."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        keys = [k for k, _label in TABS]
        self.tab = keys.index(ctx.settings.difficulty) if ctx.settings.difficulty in keys else 0
        nowhere = pygame.Rect(0, 0, 0, 0)
        self.back_button = Button(nowhere, N_("Back"), self.back)
        self.export_button = Button(nowhere, N_("Export CSV"), self.export)
        self.page = 0
        self.flip_button = Button(nowhere, PAGES[0], self.flip)
        self.tabs = Tabs([], 0)
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
        self.invalidate()
        self.ctx.announcer.say(self.said())

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
            self.invalidate()
        if self.backlog is not None and self.backlog.running:
            finished = self.backlog.poll()
            for name, report in finished:
                self.reports[name] = report
            if finished:
                self.coach = self._coach()
                self.invalidate()
        super().update(dt)

    def select(self, index: int) -> None:
        """Show another difficulty."""
        self.tab = index % len(TABS)
        self.data = self._compute()
        self.coach = self._coach()
        self.invalidate()
        self.ctx.announcer.say(self.said())

    def enter(self) -> None:
        """Laid out, and the charts said."""
        super().enter()
        self.ctx.announcer.say(self.said())

    def export(self) -> None:
        """Write every game to a CSV file and say where."""
        try:
            path = export_csv(self.records)
        except OSError as error:
            self.message = _("Export failed: {reason}").format(reason=error.strerror or error)
        else:
            self.message = ngettext(
                "Saved {n} game to {path}", "Saved {n} games to {path}", len(self.records)
            ).format(n=number(len(self.records)), path=path)
        self.invalidate()

    def handle(self, event: pygame.event.Event) -> None:
        """Tabs, Export, the page flip, Back; scrolling."""
        self.ensure_layout()
        if (
            self.back_button.handle(event)
            or self.export_button.handle(event)
            or self.flip_button.handle(event)
            or self.handle_page(event)
        ):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_TAB:
                self.flip()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.select(self.tab + (1 if event.key == pygame.K_RIGHT else -1))
            elif event.key == pygame.K_e:
                self.export()
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                lines = 3 * self.look().line()
                self.scroll_by(lines if event.key == pygame.K_DOWN else -lines)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            tab = self.tabs.at(event.pos)
            if tab is not None:
                self.select(tab)

    # ----------------------------------------------------------------- layout
    def footer(self) -> str:
        """The line under the charts: what was exported, or how many games there are (the
        coach's page: how many the coach has read)."""
        if self.message:
            return self.message
        if self.page == 1:
            return self.coach_status()
        return ngettext(
            "{n} game in the statistics. E: export CSV",
            "{n} games in the statistics. E: export CSV",
            len(self.records),
        ).format(n=number(len(self.records)))

    def build(self) -> Box:
        """The tabs, the charts of the page in a grid, the footer and the buttons."""
        self.tabs = Tabs([_(label) for _key, label in TABS], self.tab)
        if self.page == 0:
            grid = charts.ChartGrid(self._result_charts(), RESULT_SHAPE)
        else:
            grid = charts.ChartGrid(self._coach_charts(), COACH_SHAPE)
        return screen(
            _("Statistics: charts"),
            Column([self.tabs, grid], 10),
            [self.flip_button, self.export_button, self.back_button],
            footer=Text(self.footer(), TextRole.SMALL, "text_dim"),
            scroll=self.scroller(),
            width=1800,
        )

    def _rates(self) -> dict[str, list[float]]:
        labels = dict(TABS)
        return {_(labels[k]): v for k, v in self.data.win_rates.items()}

    def _titles(self) -> list[str]:
        """The page's chart titles, in their order."""
        if self.page == 0:
            return [
                _("Time per win (s), average of 10"),
                _("3BV/s per win, average of 10"),
                _("Win rate, last 20"),
                _("Winning times"),
                _("Trainer rating"),
                _("Where losses happened"),
            ]
        return [
            _("Guesses per game, average of 10"),
            _("Needless guesses (%), last 10 games with a guess"),
            _("Average guess risk (%), last 10 games with a guess"),
        ]

    def _words(self) -> list[str]:
        """What each chart of the page shows, in words (its name for a screen reader)."""
        if self.page == 0:
            return result_words(self.data, self._rates())
        return coach_words(self.coach)

    def said(self) -> str:
        """The page in sentences, said as it opens and as a tab or the page changes: a chart
        is a picture, and a screen reader has nothing else to read of it."""
        charts_said = [f"{t}: {w}." for t, w in zip(self._titles(), self._words(), strict=True)]
        lead = f"{_(TABS[self.tab][1])}." if self.page == 0 else f"{self.coach_status()}."
        return " ".join([lead, *charts_said])

    def _result_charts(self) -> list[Box]:
        look = self.look()
        d = self.data
        rates = self._rates()
        ratings = {"": d.ratings}
        plots = [
            (charts.series(look, d.times, d.times_avg), ()),
            (charts.series(look, d.speeds, d.speeds_avg), ()),
            (charts.lines(look, rates, rate=True), charts.legend(rates)),
            (charts.bars(look, d.histogram, d.time_range), ()),
            (charts.lines(look, ratings, whole=True, floor=None), ()),
            (charts.heat_map(look, d.heat), ()),
        ]
        return self._framed(plots)

    def _framed(self, plots: list[tuple[charts.Painter, Sequence[tuple[str, str]]]]) -> list[Box]:
        """Each plot framed with its title, named in words for a screen reader."""
        return [
            charts.chart(self.look(), title, plot, legend, said=words)
            for title, words, (plot, legend) in zip(
                self._titles(), self._words(), plots, strict=True
            )
        ]

    def _coach_charts(self) -> list[Box]:
        look = self.look()
        c = self.coach
        none = _("No game analysed yet") if not c.unread else _("Not analysed yet")
        if self.reading is not None:
            none = _("Reading the coach's reports...")
        none_guessed = _("No guess in the games analysed") if c.analysed else none
        return self._framed(
            [
                (charts.series(look, c.guesses, c.guesses_avg, none, whole=True), ()),
                (charts.series(look, c.needless, c.needless_avg, none_guessed, rate=True), ()),
                (charts.series(look, c.risk, c.risk_avg, none_guessed, rate=True), ()),
            ]
        )

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
