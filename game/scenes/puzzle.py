"""Solving trainer puzzles in the window: pick the cell, see the proof, go on.

A click on a covered cell (or the arrow keys and Space) answers ("find a
safe cell", "find a mine", "take the best guess"); for "find every safe
cell" clicks toggle picks and Enter or Check answers. Right or wrong, the
proof is shown with its numbers outlined (as the Hint does) and the rating
change; Space, Enter or Next serves the next puzzle. Esc goes back.

The page is laid out in the window (game/ui/puzzle_layout.py): the task and the rating
over the board, the board's cells as big as the room allows, and a panel beside or under
it for the instructions and then the verdict and its proof, in room kept for it from the
start, so nothing moves or changes size when the answer arrives.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from enum import Enum

import pygame

from game.context import Context
from game.engine.scene import IDLE, WORKER_POLL
from game.i18n import N_, _
from game.i18n.formats import number
from game.scenes.buttons import logical_event
from game.scenes.keymap import keymap_in_force
from game.scenes.page import PageScene
from game.scenes.puzzle_access import PuzzleAccess
from game.trainer.coach import Coach
from game.trainer.puzzle import Puzzle
from game.trainer.tasks import Task
from game.trainer.technique import technique_name
from game.ui.boxes import screen
from game.ui.layout import Align, Box, Column, Limit, Pad, Row, Scroll, Space, Text
from game.ui.look import Look, TextRole
from game.ui.puzzle_layout import Keep, PositionBox, PuzzleArea, key_row
from game.ui.puzzle_view import draw_puzzle, proof_key
from game.ui.widgets import Button

WIDE = 100_000  # design pixels: the page takes the whole window's width
MESSAGE_WIDTH = 560  # the widest the message without a puzzle gets
RATING_ROOM = ("8888", "888", "+888")  # the widest rating, deviation and change kept room for
PICK_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
GO_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_n)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
SCROLL_KEYS = {pygame.K_PAGEUP: -1, pygame.K_PAGEDOWN: 1}


def coach_frame(coach: Coach) -> float:
    """When a trainer screen next needs a frame: soon while puzzles are being made."""
    worker = coach.worker
    return WORKER_POLL if worker is not None and worker.working else IDLE


class Feed(Enum):
    """Where the puzzles come from."""

    RATED = "Rated puzzles"
    DAILY = "Puzzle of the day"
    LESSON = "Practice"
    OWN = "Your games"

    @property
    def title(self) -> str:
        """The screen's title, marked for translation (the screen translates it when drawn)."""
        return FEED_TITLES[self]


FEED_TITLES = {
    Feed.RATED: N_("Rated puzzles"),
    Feed.DAILY: N_("Puzzle of the day"),
    Feed.LESSON: N_("Practice"),
    Feed.OWN: N_("Your games"),
}


class PuzzleScene(PageScene):
    """One puzzle at a time from a feed; see the module docstring."""

    def __init__(
        self,
        ctx: Context,
        coach: Coach,
        feed: Feed,
        practice: tuple[Puzzle, ...] = (),
        today: Callable[[], datetime.date] = datetime.date.today,
    ) -> None:
        super().__init__(ctx)
        self.coach = coach
        self.feed = feed
        self.practice = list(practice)
        self.today = today
        self.picks: set[tuple[int, int]] = set()
        self.cursor: tuple[int, int] | None = None
        self.message = ""
        self.title = feed.title
        self.check_button = Button(pygame.Rect(0, 0, 0, 0), N_("Check"), self.submit)
        self.next_button = Button(pygame.Rect(0, 0, 0, 0), N_("Next"), self.advance)
        self.back_button = Button(pygame.Rect(0, 0, 0, 0), N_("Back"), self.back)
        self.panel = Scroll(Space())  # the instructions, then the verdict and its proof
        self.board: PositionBox | None = None
        self._served_daily = False
        self.access = PuzzleAccess(self)  # for players who cannot see the screen
        self.advance()

    # ------------------------------------------------------------ the feed
    def advance(self) -> None:
        """Serve the next puzzle of the feed (or say the feed is done)."""
        self.picks = set()
        self.cursor = None
        self.message = ""
        if self.feed is Feed.LESSON:
            if self.practice:
                self.coach.practice(self.practice.pop(0))
            else:
                self.coach.finish()
                self.message = N_("Lesson practice done. Esc goes back to the lesson.")
        elif self.feed is Feed.OWN:
            if self.practice:
                self.coach.own(self.practice.pop(0))
            else:
                self.coach.finish()
                self.message = N_("No more: every needless guess in your games becomes a puzzle.")
        elif self.feed is Feed.DAILY and not self._served_daily:
            self._served_daily = True
            if self.coach.daily(self.today()) is None:
                self.message = N_("No puzzle of the day: the shipped puzzles are missing.")
        else:
            self.feed = Feed.RATED if self.feed is Feed.DAILY else self.feed
            self.title = self.feed.title
            if self.coach.next_puzzle() is None:
                self.message = N_("No puzzles left: making more in the background…")
        self.panel.offset = 0
        self.invalidate()
        self.access.served()

    @property
    def puzzle(self) -> Puzzle | None:
        """The puzzle on screen."""
        return self.coach.puzzle

    @property
    def answered(self) -> bool:
        """True once the current puzzle has been answered."""
        return self.coach.outcome is not None

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The puzzle cell under a point (where the board was drawn), if any."""
        self.ensure_layout()
        if self.puzzle is None or self.board is None:
            return None
        return self.board.cell_at(pos)

    # --------------------------------------------------------------- input
    def pick(self, cell: tuple[int, int]) -> None:
        """A click on a cell: answer, or toggle it for "find every safe cell"."""
        puzzle = self.puzzle
        if puzzle is None or self.answered:
            return
        if puzzle.position.value(*cell) >= 0:
            self.access.refused(cell)
            return
        if puzzle.task is Task.ALL_SAFE:
            self.picks ^= {cell}
            self.access.picked(cell)
            return
        self.picks = {cell}
        self.submit()

    def submit(self) -> None:
        """Answer with the current picks."""
        if self.puzzle is None or self.answered:
            return
        self.coach.answer(sorted(self.picks))
        self.panel.offset = 0
        self.invalidate()
        self.access.answered()
        if self.coach.problem:
            self.ctx.report(self.coach.problem)
            self.coach.problem = None

    def handle(self, event: pygame.event.Event) -> None:
        """Clicks pick cells; Enter checks; Space/Enter go on; Esc goes back; the wheel and
        Page Up/Down scroll a long proof; the keymap's cursor and reading keys work as on the
        play board (N, unless the keymap gives it another key, says the cells around the
        cursor rather than going on)."""
        self.ensure_layout()
        if self.back_button.handle(event):
            return
        button = self.next_button if self.answered else self.check_button
        if (self.answered or self._multi()) and button.handle(event):
            return
        if self._scrolled(event):
            return
        board_event = logical_event(event, self.ctx.settings.swap_buttons)
        if board_event.type == pygame.MOUSEBUTTONUP and board_event.button == 1:
            cell = self.cell_at(event.pos)
            if cell is not None:
                self.pick(cell)
            return
        if event.type != pygame.KEYDOWN:
            return
        keys = keymap_in_force(self.ctx.settings.keys)
        command = keys.command_for(event.key, event.mod)
        if command is not None and self.access.command(command):
            return
        if event.key in keys.moves:
            self.move_cursor(*keys.moves[event.key])
        elif (
            event.key in PICK_KEYS
            and not self.answered
            and not (self._multi() and event.key != pygame.K_SPACE)
        ):
            if self.cursor is None:
                self.move_cursor(0, 0)  # the first key puts the cursor in the middle
            else:
                self.pick(self.cursor)
        elif event.key in GO_KEYS:
            if self.answered or self.puzzle is None:
                self.advance()
            elif self._multi() and event.key in ENTER_KEYS:
                self.submit()
        elif event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.back()

    def _scrolled(self, event: pygame.event.Event) -> bool:
        """The wheel or Page Up/Down moved the proof (or a page taller than the window)."""
        if event.type == pygame.MOUSEWHEEL:
            steps = -event.y * 3
        elif event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            steps = SCROLL_KEYS[event.key] * max(1, self.panel.rect.h // self._line() - 1)
        else:
            return False
        self._scroller().scroll_by(self.look(), steps * self._line())
        return True

    def _scroller(self) -> Scroll:
        """What scrolling moves: the page while the panel is not wholly in view (a window
        too small for the board and the panel), then the panel's proof."""
        if self.scroll.scrolls and not self.scroll.rect.contains(self.panel.rect):
            return self.scroll
        return self.panel

    def _line(self) -> int:
        return self.look().line(TextRole.BODY)

    def move_cursor(self, dr: int, dc: int) -> None:
        """Show the keyboard cursor, or move it one cell (staying on the board)."""
        if self.puzzle is None:
            return
        p = self.puzzle.position
        if self.cursor is None:
            self.cursor = (p.height // 2, p.width // 2)
        else:
            r, c = self.cursor
            self.cursor = (min(max(r + dr, 0), p.height - 1), min(max(c + dc, 0), p.width - 1))
        self.access.reader.cursor_moved()

    def _multi(self) -> bool:
        return self.puzzle is not None and self.puzzle.task is Task.ALL_SAFE

    def next_frame(self) -> float:
        """Look at the puzzle worker while it works; otherwise only input changes this."""
        return coach_frame(self.coach)

    def update(self, dt: float) -> None:
        """Take in background puzzles; serve one if the player was waiting."""
        added = self.coach.poll()
        if self.coach.problem:
            self.ctx.report(self.coach.problem)
            self.coach.problem = None
        if added and self.puzzle is None and self.feed is Feed.RATED:
            self.advance()
        super().update(dt)

    # ---------------------------------------------------------------- words
    def status_line(self, answered: bool | None = None) -> str:
        """The task (and, once answered, the technique) above the board."""
        puzzle = self.puzzle
        if puzzle is None:
            return ""
        task = puzzle.task.text
        task = task[:1].upper() + task[1:]  # not str.capitalize: German nouns keep their capital
        shown = self.answered if answered is None else answered
        technique = f"  ·  {technique_name(puzzle.technique)}"
        return f"{task}{technique}" if shown or self.feed is Feed.LESSON else task

    def rating_line(self) -> str:
        """The player's rating, and the last change."""
        player = self.coach.player
        line = _("Rating {rating} ± {deviation}").format(
            rating=number(player.rating, grouping=False),
            deviation=number(player.deviation, grouping=False),
        )
        outcome = self.coach.outcome
        if outcome is not None and outcome.rated:
            change = number(outcome.change, grouping=False)
            line += f"  ({change if change.startswith('-') else '+' + change})"
        elif self.puzzle is not None and not self.coach.rated:
            line += "  " + _("(not rated)")
        return line

    def explanation(self) -> str:
        """The verdict with its proof, or the instructions before the answer."""
        outcome = self.coach.outcome
        if outcome is not None:
            return outcome.verdict.explanation
        if self.message:
            return _(self.message)
        if self._multi():
            return _("Click every safe cell (click again to take one back), then Check or Enter.")
        return _("Click the cell (or arrows + Space). Flags are mines the numbers already prove.")

    # -------------------------------------------------------------- layout
    def build(self) -> Box:
        """The task and rating, the board with its panel, the buttons along the foot."""
        look = self.look()
        buttons = [self.next_button] if self.answered else []
        buttons += [self.check_button] if self._multi() and not self.answered else []
        body = Column([self._header(), self._area(look)], 8)
        return screen(
            _(self.title), body, [*buttons, self.back_button], scroll=self.scroller(), width=WIDE
        )

    def _header(self) -> Box:
        """The task (room kept for the technique named after the answer) and the rating
        (room kept for its change), side by side or one under the other; the mines left."""
        rating = Keep(
            Text(self.rating_line(), wrap=False, halign=Align.END),
            Text(self._widest_rating(), wrap=False),
        )
        puzzle = self.puzzle
        if puzzle is None:
            return Row([Space(grow=1), rating])
        task = Keep(
            Text(self.status_line(), TextRole.STRONG),
            Text(self.status_line(answered=True), TextRole.STRONG),
        )
        line = Row([task, Space(grow=1), rating], 8, flow=True, justify=Align.END)
        return Column([line, Text(puzzle.mines_line(), TextRole.BODY, "text_dim")], 2)

    def _widest_rating(self) -> str:
        """The rating line as wide as it can get after an answer."""
        rating, deviation, change = RATING_ROOM
        line = _("Rating {rating} ± {deviation}").format(rating=rating, deviation=deviation)
        return f"{line}  ({change})"

    def _area(self, look: Look) -> Box:
        """The board and its panel; or the message alone when there is no puzzle."""
        puzzle = self.puzzle
        if puzzle is None:
            self.board = None
            message = Pad(Text(self.explanation(), halign=Align.CENTER), 12, "panel")
            return Column([Limit(message, MESSAGE_WIDTH)], justify=Align.CENTER, grow=1)
        position = puzzle.position
        self.board = PositionBox(
            (position.height, position.width), self._paint, name=self.status_line()
        )
        board = self.board  # a screen reader reads its cells, the picks and the cursor's
        board.described = lambda: self.access.grid(board, position)
        lines = Column(self._panel_lines(look, puzzle.task), 6)
        self.panel = Scroll(lines, offset=self.panel.offset)
        return PuzzleArea(self.board, Pad(self.panel, 8, "panel"))

    def _panel_lines(self, look: Look, task: Task) -> list[Box | None]:
        """Before the answer, what to do; after it, the verdict, each step of its proof,
        the key of the board's outlines and how to go on."""
        outcome = self.coach.outcome
        if outcome is None:
            return [Text(self.explanation())]
        verdict = outcome.verdict
        color = "accent" if verdict.correct else "prob_high"
        lines: list[Box | None] = [Text(verdict.lead, TextRole.STRONG, color)]
        lines += [Text(step) for step in verdict.lines]
        lines.append(key_row(look, proof_key(task, verdict, bool(self.picks))))
        lines.append(Text(_("Space or Enter: the next puzzle."), TextRole.SMALL, "text_dim"))
        return lines

    def _paint(self, surface: pygame.Surface, origin: tuple[int, int], cell: int) -> None:
        """The puzzle as it stands: picks, cursor and, once answered, the proof's marks."""
        if self.puzzle is not None:
            outcome = self.coach.outcome
            verdict = outcome.verdict if outcome is not None else None
            draw_puzzle(
                surface,
                self.ctx.skin,
                self.puzzle,
                self.picks,
                self.cursor,
                verdict,
                (origin, cell),
            )
