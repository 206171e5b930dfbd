"""The title screen: the game's name, a greeting, and the difficulty select."""

from __future__ import annotations

import datetime
import functools
from collections.abc import Callable

import pygame

from game.context import Context
from game.greeting import greeting
from game.i18n import _
from game.i18n.note import shown
from game.i18n.words import board, classic_name, difficulty_name
from game.model import CUSTOM, DIFFICULTIES, Difficulty
from game.scenes.list_page import ListPageScene
from game.scenes.navigation import (
    open_about,
    open_challenges,
    open_custom,
    open_replays,
    open_settings,
    open_stats,
    open_trainer,
    start_game,
)
from game.storage import load_saved_game, reject_unusable
from game.storage.gamelog import SAVED_GAME_FORMAT, GameLog, GameLogError, load_log
from game.ui.boxes import Window, choice_list, hint_line
from game.ui.layout import Align, Box, Column, Limit, Pad, Paint, Role, Text
from game.ui.look import Look, TextRole
from game.ui.widgets import MenuItem, VerticalMenu

MENU_WIDTH = 520  # design pixels: the widest the menu gets on a wide window
BANNER_PATTERN = (
    "covered", "n1", "flag", "n2", "covered", "open", "n3", "covered",
    "mine", "covered", "n1", "open", "flag", "n2", "covered", "n4",
)  # fmt: skip


def _describe(saved: GameLog) -> str:
    """The saved game in a few words: "Normal, 8x8, 10 mines"."""
    key = saved.difficulty
    known = DIFFICULTIES.get(key)
    name = known.label if known is not None else difficulty_name(CUSTOM, "")
    return _("{board}, {size}").format(board=name, size=board(saved.cols, saved.rows, saved.mines))


def tagline(now: datetime.datetime | None = None) -> str:
    """The greeting for the time of day, with an invitation."""
    hour = (now or datetime.datetime.now()).hour
    return _("{greeting} Pick a board and sweep.").format(greeting=greeting(hour))


def _describe_board(difficulty: Difficulty) -> str:
    """A board's size, with its classic name on English screens: "16x16, 40 mines (expert)"."""
    size = board(difficulty.cols, difficulty.rows, difficulty.mines)
    classic = classic_name(difficulty.key)
    return f"{size} ({classic})" if classic else size


def seconds_to_next_hour(now: datetime.datetime) -> float:
    """Seconds until the greeting may change (the next full hour)."""
    return 3600.0 - (now.minute * 60 + now.second + now.microsecond / 1e6)


class TitleScene(ListPageScene):
    """Choose Normal, Schwer, Experte or Custom; continue a saved game; settings and more.
    On a window too short for the menu it scrolls: the wheel and the paging keys move it,
    and the selected row is kept in view."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.saved: GameLog | None = None
        self.menu = VerticalMenu([])
        self.choice = self.menu.choice  # the list page keeps the menu's selected row in view
        self._load_saved()
        self._build()

    def _load_saved(self) -> None:
        data, problems = load_saved_game()
        for problem in problems:
            self.ctx.report(problem)
        if data is not None:
            try:
                self.saved = load_log(data, SAVED_GAME_FORMAT)
            except GameLogError as error:
                self.ctx.report(reject_unusable(error))

    def _build(self) -> None:
        items = []
        if self.saved is not None:
            items.append(MenuItem(_("Continue"), self.continue_game, _describe(self.saved), "c"))
        for number, difficulty in enumerate(DIFFICULTIES.values(), start=1):
            items.append(
                MenuItem(
                    difficulty.label,
                    functools.partial(self.start, difficulty),
                    _describe_board(difficulty),
                    str(number),
                )
            )
        s = self.ctx.settings
        items += [
            MenuItem(
                _("Custom…"),
                self.custom,
                board(s.custom_width, s.custom_height, s.custom_mines),
                "4",
            ),
            MenuItem(
                _("No-guess boards"),
                self.toggle_no_guess,
                _("On") if self.no_guess else _("Off"),
                "n",
            ),
            MenuItem(
                _("Challenge"),
                lambda: open_challenges(self.ctx),
                _("today's board, codes to share"),
                "h",
            ),
            MenuItem(_("Train"), lambda: open_trainer(self.ctx), _("puzzles, lessons"), "t"),
            MenuItem(_("Statistics"), self._stats, "", "s"),
            MenuItem(_("Replays"), self._replays, "", "r"),
            MenuItem(_("Settings"), self._settings, "", "o"),
            MenuItem(_("About & controls"), self._about, "", "a"),
            MenuItem(_("Quit"), self.ctx.quit, _("Esc"), "q"),
        ]
        selected = self.menu.selected if self.menu.items else 0
        self.menu.items = items
        self.menu.choice.count = len(items)
        if not self.menu.items or selected >= len(items):
            selected = 0
        last = self.ctx.settings.difficulty
        if not self.menu.items or selected == 0:
            keys = [d.key for d in DIFFICULTIES.values()] + [CUSTOM]
            if self.saved is None and last in keys:
                selected = keys.index(last)
        self.menu.selected = selected
        self.invalidate()

    @property
    def no_guess(self) -> bool:
        """Whether new games lay no-guess boards."""
        return self.ctx.settings.no_guess or self.ctx.options.no_guess

    def next_frame(self) -> float:
        """Only input changes the title, and the greeting on the hour."""
        return seconds_to_next_hour(datetime.datetime.now())

    def footer(self) -> str:
        """The footer: the last problem met at start (whole, never cut), else the keys."""
        if self.ctx.problems:
            return shown(self.ctx.problems[-1])
        return _("Arrows + Enter, 1-4, or click.  F1: controls")

    def enter(self) -> None:
        """Window title."""
        super().enter()
        self.ctx.display.set_title(_("Minesweeper"))

    def resume(self) -> None:
        """Settings may have changed (custom size, no-guess, language): rebuild the menu."""
        self.enter()
        self._build()

    # ---------------------------------------------------------------- actions
    def start(self, difficulty: Difficulty) -> None:
        """Start a new game of the chosen difficulty (asking first if one is saved)."""
        self._unless_saved(lambda: self._start_new(difficulty))

    def _start_new(self, difficulty: Difficulty) -> None:
        self.ctx.update_settings(difficulty=difficulty.key)
        start_game(self.ctx, difficulty, seed=self.ctx.options.seed)

    def _unless_saved(self, new_game: Callable[[], None]) -> None:
        """A new game's first move replaces the saved unfinished one: never silently."""
        saved = self.saved
        if saved is None:
            new_game()
            return
        self.ctx.navigator.ask(
            _("Unfinished game"),
            _("Saved: {game}. A new game replaces it.").format(game=_describe(saved)),
            [
                (_("Continue it"), self.continue_game),
                (_("Start a new game"), new_game),
                (_("Cancel"), lambda: None),
            ],
            escape=2,
        )

    def continue_game(self) -> None:
        """Resume the saved unfinished game."""
        saved = self.saved
        if saved is None:
            return
        difficulty = DIFFICULTIES.get(saved.difficulty)
        if difficulty is None or (difficulty.rows, difficulty.cols, difficulty.mines) != (
            saved.rows,
            saved.cols,
            saved.mines,
        ):
            difficulty = Difficulty.sized(saved.rows, saved.cols, saved.mines)
        try:
            start_game(self.ctx, difficulty, saved=saved)
        except ValueError as error:
            self.ctx.report(reject_unusable(error))
            self.saved = None
            self._build()

    def custom(self) -> None:
        """Open the custom board editor (asking first if a game is saved)."""
        self._unless_saved(lambda: open_custom(self.ctx))

    def toggle_no_guess(self) -> None:
        """Switch no-guess boards on or off (remembered)."""
        self.ctx.options.no_guess = False
        self.ctx.update_settings(no_guess=not self.ctx.settings.no_guess)
        self._build()

    def _stats(self) -> None:

        open_stats(self.ctx)

    def _replays(self) -> None:
        open_replays(self.ctx)

    def _settings(self) -> None:

        open_settings(self.ctx)

    def _about(self) -> None:

        open_about(self.ctx)

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        """Arrows + Enter, number keys 1-4, letters, mouse; Esc quits; the wheel and the
        paging keys scroll a menu taller than the window."""
        if self.handle_scroll(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.ctx.quit()
                return
            if event.key == pygame.K_F1:
                self._about()
                return
            if event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, pygame.K_k, pygame.K_j):
                self.invalidate()
            if event.key in (pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4):
                index = [pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4].index(event.key)
                self._activate_key(str(index + 1))
                return
        before = self.menu.selected
        self.menu.handle(event)
        if self.menu.selected != before:
            self.invalidate()

    def _activate_key(self, key: str) -> None:
        for i, item in enumerate(self.menu.items):
            if item.key == key:
                self.menu.activate(i)
                return

    # ----------------------------------------------------------------- layout
    def build(self) -> Box:
        """The banner, the menu (scrolling on a short window) and the footer."""
        rows = [(item.label, item.detail) for item in self.menu.items]
        keys = [item.key if item.key.isdigit() else "" for item in self.menu.items]
        menu = Pad(choice_list(rows, self.menu.choice, numbered=keys), 4, "frame_inset")
        banner = Pad(
            Column(
                [
                    cell_strip(self.look()),
                    Text(_("MINESWEEPER"), TextRole.TITLE, halign=Align.CENTER),
                    Text(tagline(), TextRole.BODY, "text_dim", halign=Align.CENTER),
                    cell_strip(self.look()),
                ],
                6,
            ),
            0,
            "frame_inset",
        )
        body = Column([banner, menu], 12, justify=Align.CENTER)
        holder = self.scroller()
        holder.child = body
        return Window(
            Column(
                [
                    Limit(holder, MENU_WIDTH),
                    Limit(hint_line(self.footer()), MENU_WIDTH),
                ],
                8,
            )
        )


def cell_strip(look: Look) -> Box:
    """A row of whole cells, like a board seen from the side, as wide as it is given."""
    size = look.skin.cell_size * look.chrome

    def paint(surface: pygame.Surface, rect: pygame.Rect) -> None:
        count = rect.w // size  # whole cells only, centred: none is cut at either end
        left = rect.x + (rect.w - count * size) // 2
        for i in range(count):
            name = BANNER_PATTERN[(i + rect.y) % len(BANNER_PATTERN)]
            sprite = look.skin.sprite(name)
            surface.blit(pygame.transform.scale(sprite, (size, size)), (left + i * size, rect.y))

    return Paint(paint, (size, size), (size, size), exact=True, role=Role.NONE)
