"""Statistics: games, wins, streaks and the best times per difficulty and category
(first-click rule, no-guess, NF); each best time opens its replay, and the screen says
why the last game did not count when it did not. The last tab lists the challenges played
(game/scenes/stats_challenges.py): their records, each opening its best run.

Laid out in the window: the figures and the best times side by side where the window is
wide enough, one under the other where it is not; a long value (the coach's figures in
German) wraps in its column, and the page scrolls when it is taller than the window."""

from __future__ import annotations

import datetime
import re

import pygame

from game.coach.figures import coach_figures, figures_text
from game.context import Context
from game.i18n import N_, _, ngettext
from game.i18n.formats import date, number, percent, seconds
from game.model import CUSTOM, DIFFICULTIES
from game.model.figures import best_bbbv_per_s, record_metrics
from game.scenes.navigation import open_charts
from game.scenes.page import PageScene
from game.scenes.stats_challenges import CHALLENGES, ChallengesPart
from game.session.fairness import exclusion_reason
from game.storage import replay_path
from game.storage.stats import ASSISTED_RULE, Category, Summary, summarize
from game.ui.beside import Beside
from game.ui.boxes import ButtonBox, Table, Tabs, hint_line, screen
from game.ui.layout import Align, Box, Column, Pad, Role, Row, Text
from game.ui.look import TextRole
from game.ui.row_table import Cell, RowTable
from game.ui.widgets import Button

TABS = (
    *((d.key, d.label) for d in DIFFICULTIES.values()),
    (CUSTOM, N_("Custom")),
    (CHALLENGES, N_("Challenges")),
)
"""The board names stay Normal, Schwer and Experte in every language; "Custom" and
"Challenges" are translated."""
FIRST_CLICKS = ("opening", "safe", "any")
FIRST_CLICK_BUTTONS = {
    "opening": N_("opening click"),
    "safe": N_("safe click"),
    "any": N_("any click"),
}
BEST_SHOWN = 7
NBSP = "\u00a0"
UNIT = re.compile(r"(\d) (%|s\b)")


def _time(value: float | None) -> str:
    return "–" if value is None else seconds(value, 2)


def unbroken(value: str) -> str:
    """A figure kept with its unit when the value wraps ("100 %", "4,10 s" stay whole)."""
    return UNIT.sub("\\1" + NBSP + "\\2", value)


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


class StatsScene(PageScene):
    """Left/Right (or click a tab) switch difficulty (the last tab: the challenges played);
    Up/Down choose a best time (a challenge) and Enter (or a click) watches it (its best
    run); C opens the charts; Esc goes back."""

    def __init__(self, ctx: Context, difficulty: str | None = None) -> None:
        super().__init__(ctx)
        keys = [k for k, _label in TABS]
        wanted = difficulty or ctx.settings.difficulty
        self.tab = keys.index(wanted) if wanted in keys else 0
        self.category = Category(ctx.settings.first_click)
        self.selected = 0
        self.problem = ""
        nowhere = pygame.Rect(0, 0, 0, 0)
        self.back_button = Button(nowhere, N_("Back"), self.back)
        self.charts_button = Button(nowhere, N_("Charts"), self.charts)
        self.category_buttons = [
            Button(nowhere, "", action)
            for action in (self._next_rule, self._toggle_no_guess, self._toggle_nf)
        ]
        self.tabs = Tabs([], 0)
        self.table: RowTable | None = None
        self.challenges: ChallengesPart | None = None  # on the Challenges tab
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

    def rows(self) -> int:
        """How many rows the table has (best times, or challenges played)."""
        return len(self.best) if self.challenges is None else len(self.challenges)

    def watch(self, index: int) -> None:
        """Open the replay of row `index` (a best time, a challenge's best run), or say why
        there is none."""
        if not 0 <= index < self.rows():
            return
        if self.challenges is None:
            record = self.best[index]
        else:
            found = self.challenges.best(index)
            if found is None:
                self.problem = _("No win on this challenge yet, so no best run to watch")
                self.invalidate()
                return
            record = found
        path = replay_path(record.replay)
        if path is None:
            self.problem = _("No replay was kept for this game")
            self.invalidate()
            return
        try:
            self.ctx.navigator.replay(path, path.name)
        except ValueError as error:
            self.problem = str(error)
            self.invalidate()

    def best_row(self, index: int) -> pygame.Rect:
        """Where row `index` of the table is shown (laid out now)."""
        self.ensure_layout()
        assert self.table is not None
        return self.table.rects[index]

    def charts(self) -> None:
        """Open the charts (C)."""
        open_charts(self.ctx)

    def _load(self) -> None:
        key = TABS[self.tab][0]
        stats = self.ctx.stats
        self.problem = ""
        self.challenges = ChallengesPart(stats) if key == CHALLENGES else None
        if self.challenges is not None:
            self.best = []
            self.selected = min(self.selected, max(0, len(self.challenges) - 1))
            self.invalidate()
            return
        games = stats.history(key)  # read once: a player may have 10,000 games
        self.summary = summarize(games)
        self.best_speed = best_bbbv_per_s([g for g in games if g.clean_win])
        self.best = stats.best_times(key, limit=BEST_SHOWN, category=self.category)
        newest = stats.recent(1, key)
        self.not_counted = exclusion_reason(newest[0].excluded) if newest else None
        self.coach = coach_figures(games)
        self.selected = min(self.selected, max(0, len(self.best) - 1))
        c = self.category
        labels = (
            FIRST_CLICK_BUTTONS.get(c.first_click, c.first_click),
            N_("no-guess") if c.no_guess else N_("no-guess: off"),
            N_("NF only") if c.no_flags else N_("any style"),
        )
        for button, label in zip(self.category_buttons, labels, strict=True):
            button.label = label
        self.invalidate()

    def summary_rows(self) -> list[tuple[str, str]]:
        """Each figure's label and its value."""
        s = self.summary
        rows = [
            (_("Games played"), number(s.played)),
            (_("Games won"), _won(s)),
            (_("Streak now / best"), f"{number(s.current_streak)} / {number(s.best_streak)}"),
            (_("Best time"), _time(s.best_time)),
            (_("Mean winning time"), _time(s.mean_time_won)),
            (_("Best 3BV/s"), number(self.best_speed, 2)),
        ]
        if self.coach.games:
            rows.append((_("Coach"), figures_text(self.coach)))
        if self.not_counted is not None:
            rows.append((_("Not counted"), self.not_counted))
        return rows

    # ----------------------------------------------------------------- layout
    def build(self) -> Box:
        """Tabs, then the figures and the best times (side by side when there is room), or
        the challenges played."""
        self.tabs = Tabs([_(label) for _key, label in TABS], self.tab)
        if self.challenges is not None:
            part = self.challenges.build(self.selected)
            self.table = self.challenges.table
            hint = hint_line(_("Left/Right: tab   Up/Down, Enter: watch the best run   C: charts"))
            return self._screen(Column([self.tabs, part], 10), hint)
        figures = Table(
            [[label, unbroken(value)] for label, value in self.summary_rows()],
            aligns=(Align.START, Align.END),
            gap=16,
        )
        for label, value in figures.cells:
            label.wrap = False  # a label stays on its line; a long value wraps under itself
            value.text_role = TextRole.STRONG
        panels = Beside(
            [
                Pad(Row([figures], justify=Align.CENTER), (10, 8), "frame_inset", grow=1),
                Pad(self._best_times(), (10, 8), "frame_inset", grow=1),
            ],
            12,
        )
        hint = hint_line(_("Left/Right: board   Up/Down, Enter: watch   C: charts"))
        return self._screen(Column([self.tabs, panels], 10), hint)

    def _screen(self, body: Box, hint: Box) -> Box:
        """The page around a tab's body: the title, the buttons and the foot line (the
        problem, when there is one: said where it is seen, however far it is scrolled)."""
        if self.problem:
            hint = Text(self.problem, TextRole.BODY, "prob_high", halign=Align.CENTER)
        return screen(
            _("Statistics"),
            body,
            [self.charts_button, self.back_button],
            footer=hint,
            scroll=self.scroller(),
            width=1000,
        )

    def _best_times(self) -> Box:
        """The category buttons, then the best times (each opens its replay)."""
        buttons = Row(
            [ButtonBox(button) for button in self.category_buttons], 6, flow=True, name=""
        )
        parts: list[Box | None] = [
            Text(_("Best times: click one to watch its replay"), TextRole.STRONG),
            buttons,
        ]
        self.table = None
        if self.best:
            self.table = self._table()
            parts.append(self.table)
        else:
            parts.append(Text(_no_best(self.summary), TextRole.BODY, "text_dim"))
        return Column(parts, 8, role=Role.GROUP)

    def _table(self) -> RowTable:
        """One row per best time: rank, time, board (custom), NF, 3BV/s, date, replay."""
        custom = TABS[self.tab][0] == CUSTOM
        nf = any(record.no_flags for record in self.best)
        replays = any(record.replay for record in self.best)
        columns: list[tuple[str, Align]] = [("", Align.END), (_("Time"), Align.END)]
        if custom:
            columns.append((_("Board"), Align.START))
        if nf:
            columns.append(("", Align.START))
        columns += [("3BV/s", Align.END), (_("Date"), Align.START)]
        if replays:
            columns.append(("", Align.CENTER))
        rows = []
        for rank, record in enumerate(self.best, start=1):
            when = datetime.datetime.fromisoformat(record.finished_at).astimezone()
            row = [Cell(f"{rank}.", dim=True), Cell(unbroken(seconds(record.seconds)), strong=True)]
            if custom:
                row.append(Cell(f"{record.cols}x{record.rows}/{record.mines}"))
            if nf:
                row.append(Cell("NF" if record.no_flags else ""))
            row += [
                Cell(number(record_metrics(record).bbbv_per_s, 2)),
                Cell(date(when), dim=True),
            ]
            if replays:
                row.append(Cell("▶", dim=True, said=_("Replay")) if record.replay else Cell(""))
            rows.append(row)
        return RowTable(
            [head for head, _align in columns],
            rows,
            chosen=self.selected,
            aligns=[align for _head, align in columns],
            lead=2,
            name=_("Best times: click one to watch its replay"),
        )

    # ------------------------------------------------------------------ input
    def _choose(self, index: int) -> None:
        self.selected = index
        if self.table is not None:
            self.table.choose(index)
            self.reveal(self.table.rects[index])

    def _show_tab(self, index: int) -> None:
        self.tab = index % len(TABS)
        self._load()
        self.ctx.announcer.say(self.said())

    def said(self) -> str:
        """The tab's figures in a sentence, said as the screen opens and a tab is chosen: a
        screen reader's keyboard is on the best times, and would not meet them."""
        tab = _(TABS[self.tab][1])
        if self.challenges is not None:
            count = self.challenges.count
            played = ngettext("{n} challenge played", "{n} challenges played", count)
            played = played.format(n=number(count))
            return f"{tab}: {played}."
        figures = ", ".join(f"{label} {value}" for label, value in self.summary_rows())
        return f"{tab}: {figures}."

    def enter(self) -> None:
        """Laid out, and the figures said."""
        super().enter()
        self.ctx.announcer.say(self.said())

    def handle(self, event: pygame.event.Event) -> None:
        """Tabs, category buttons and best times by keys or mouse; Esc goes back."""
        self.ensure_layout()
        if self.back_button.handle(event) or self.charts_button.handle(event):
            return
        shown = self.category_buttons if self.challenges is None else []  # laid out now
        if any(button.handle(event) for button in shown):
            return
        if self.handle_page(event):
            return
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            tab = self.tabs.at(event.pos)
            row = self.table.at(event.pos) if self.table is not None else None
            if tab is not None:
                self._show_tab(tab)
            elif row is not None:
                self._choose(row)
                self.watch(row)

    def _key(self, key: int) -> None:
        rows = self.rows()
        if rows and key in (pygame.K_UP, pygame.K_DOWN):
            self._choose((self.selected + (1 if key == pygame.K_DOWN else -1)) % rows)
        elif rows and key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_w):
            self.watch(self.selected)
        elif key == pygame.K_c:
            self.charts()
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._show_tab(self.tab + (1 if key == pygame.K_RIGHT else -1))
