"""Solving trainer puzzles in the window: pick the cell, see the proof, go on.

A click on a covered cell (or the arrow keys and Space) answers ("find a
safe cell", "find a mine", "take the best guess"); for "find every safe
cell" clicks toggle picks and Enter or Check answers. Right or wrong, the
proof is shown with its numbers outlined (as the Hint does) and the rating
change; Space, Enter or Next
serves the next puzzle. Esc goes back.
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
from game.scenes.screen import ScreenScene
from game.trainer.coach import Coach
from game.trainer.puzzle import Puzzle
from game.trainer.tasks import Task
from game.trainer.technique import technique_name
from game.ui import text
from game.ui.marks import draw_cursor
from game.ui.puzzle_view import board_size, draw_picks, draw_position, draw_proof
from game.ui.widgets import Button

TOP = 66
TEXT_LINES = 4
MIN_WIDTH = 380
ARROWS = {
    pygame.K_UP: (-1, 0),
    pygame.K_DOWN: (1, 0),
    pygame.K_LEFT: (0, -1),
    pygame.K_RIGHT: (0, 1),
}


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


class PuzzleScene(ScreenScene):
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
        self.check_button = Button(pygame.Rect(0, 0, 62, 18), N_("Check"), self.submit)
        self.next_button = Button(pygame.Rect(0, 0, 62, 18), N_("Next"), self.advance)
        self.back_button = Button(pygame.Rect(0, 0, 62, 18), N_("Back"), self.back)
        self._served_daily = False
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
        self._place_buttons()

    @property
    def puzzle(self) -> Puzzle | None:
        """The puzzle on screen."""
        return self.coach.puzzle

    @property
    def answered(self) -> bool:
        """True once the current puzzle has been answered."""
        return self.coach.outcome is not None

    # -------------------------------------------------------------- layout
    def logical_size(self) -> tuple[int, int]:
        """Wide and tall enough for the board, the whole explanation and the buttons."""
        width, height = self._board_pixels()
        full = max(MIN_WIDTH, width + 24)
        count = max(TEXT_LINES, len(self.explanation_lines(full - 28)))
        return full, TOP + height + count * text.line_height() + 8 + 40

    def _board_pixels(self) -> tuple[int, int]:
        if self.puzzle is None:
            return 0, 48
        return board_size(self.puzzle.position, self.ctx.skin)

    def origin(self) -> tuple[int, int]:
        """Where the board's (0, 0) corner is drawn."""
        width, _height = self._board_pixels()
        return (self.logical_size()[0] - width) // 2, TOP

    def _place_buttons(self) -> None:
        width, height = self.logical_size()
        y = height - 28
        self.back_button.rect.topleft = (width - 76, y)
        self.next_button.rect.topleft = (width - 146, y)
        self.check_button.rect.topleft = (width - 146, y)

    def cell_at(self, pos: tuple[int, int]) -> tuple[int, int] | None:
        """The puzzle cell under a point, if any."""
        if self.puzzle is None:
            return None
        size = self.ctx.skin.cell_size
        ox, oy = self.origin()
        row, col = (pos[1] - oy) // size, (pos[0] - ox) // size
        p = self.puzzle.position
        if pos[0] < ox or pos[1] < oy or row >= p.height or col >= p.width:
            return None
        return row, col

    # --------------------------------------------------------------- input
    def pick(self, cell: tuple[int, int]) -> None:
        """A click on a cell: answer, or toggle it for "find every safe cell"."""
        puzzle = self.puzzle
        if puzzle is None or self.answered or puzzle.position.value(*cell) >= 0:
            return
        if puzzle.task is Task.ALL_SAFE:
            self.picks ^= {cell}
            return
        self.picks = {cell}
        self.submit()

    def submit(self) -> None:
        """Answer with the current picks."""
        if self.puzzle is None or self.answered:
            return
        self.coach.answer(sorted(self.picks))
        self._place_buttons()  # the proof may need more lines
        if self.coach.problem:
            self.ctx.report(self.coach.problem)
            self.coach.problem = None

    def handle(self, event: pygame.event.Event) -> None:
        """Clicks pick cells; Enter checks; Space/Enter/N go on; Esc goes back."""
        if self.back_button.handle(event):
            return
        button = self.next_button if self.answered else self.check_button
        if (self.answered or self._multi()) and button.handle(event):
            return
        board_event = logical_event(event, self.ctx.settings.swap_buttons)
        if board_event.type == pygame.MOUSEBUTTONUP and board_event.button == 1:
            cell = self.cell_at(event.pos)
            if cell is not None:
                self.pick(cell)
            return
        if event.type == pygame.KEYDOWN and event.key in ARROWS and not self.answered:
            self.move_cursor(*ARROWS[event.key])
            return
        pick_keys = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)
        if (
            event.type == pygame.KEYDOWN
            and event.key in pick_keys
            and self.cursor is not None
            and not self.answered
            and not (self._multi() and event.key != pygame.K_SPACE)
        ):
            self.pick(self.cursor)
            return
        go_keys = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_n)
        if event.type == pygame.KEYDOWN and event.key in go_keys:
            if self.answered or self.puzzle is None:
                self.advance()
            elif self._multi() and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.submit()
            return
        super().handle(event)

    def move_cursor(self, dr: int, dc: int) -> None:
        """Show the keyboard cursor, or move it one cell (staying on the board)."""
        if self.puzzle is None:
            return
        p = self.puzzle.position
        if self.cursor is None:
            self.cursor = (p.height // 2, p.width // 2)
            return
        r, c = self.cursor
        self.cursor = (min(max(r + dr, 0), p.height - 1), min(max(c + dc, 0), p.width - 1))

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

    # ---------------------------------------------------------------- draw
    def status_line(self) -> str:
        """The task (and, once answered, the technique) above the board."""
        puzzle = self.puzzle
        if puzzle is None:
            return ""
        task = puzzle.task.text
        task = task[:1].upper() + task[1:]  # not str.capitalize: German nouns keep their capital
        shown = self.answered or self.feed is Feed.LESSON
        technique = f"  ·  {technique_name(puzzle.technique)}" if shown else ""
        return f"{task}{technique}"

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

    def explanation_lines(self, width: int) -> list[str]:
        """The explanation wrapped to `width`: the verdict, then the proof one step a line."""
        outcome = self.coach.outcome
        steps = outcome.verdict.lines if outcome is not None else ()
        whole = self.explanation()
        if not steps:
            return text.wrap(whole, width)
        lead = whole[: len(whole) - len(" ".join(steps))].rstrip()
        lines = text.wrap(lead, width)
        for step in steps:
            lines.extend(text.wrap(step, width))
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        """Frame, task and rating, the board with picks and proof, the explanation."""
        skin = self.ctx.skin
        colors = skin.colors
        area = self.draw_frame(surface)
        text.blit_text(surface, self.status_line(), (area.x + 4, area.y), colors["text"], bold=True)
        text.blit_text(
            surface, self.rating_line(), (area.right - 4, area.y), colors["text"], anchor="topright"
        )
        if self.puzzle is not None:
            mines = self.puzzle.mines_line()
            text.blit_text(surface, mines, (area.x + 4, area.y + 16), colors["text"])
        if self.puzzle is not None:
            origin = self.origin()
            draw_position(surface, skin, self.puzzle.position, origin)
            draw_picks(surface, skin, self.picks, origin)
            if self.cursor is not None and not self.answered:
                draw_cursor(surface, skin, *self.cursor, origin, skin.cell_size)
            outcome = self.coach.outcome
            if outcome is not None:
                verdict = outcome.verdict
                mine_task = self.puzzle.task is Task.MINE
                shown = verdict.expected if self._multi() else (verdict.shown,)
                cells = [c for c in shown if c is not None]
                draw_proof(
                    surface,
                    skin,
                    verdict.marks,
                    [] if mine_task else cells,
                    cells if mine_task else [],
                    origin,
                )
        self._draw_explanation(surface, area)
        self.back_button.draw(surface, skin)
        if self.answered:
            self.next_button.draw(surface, skin)
        elif self._multi():
            self.check_button.draw(surface, skin)

    def _draw_explanation(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        colors = self.ctx.skin.colors
        outcome = self.coach.outcome
        color = colors["text"]
        if outcome is not None:
            color = colors["accent"] if outcome.verdict.correct else colors["prob_high"]
        _width, height = self._board_pixels()
        y = TOP + height + 6
        lead = len(text.wrap(self.explanation(), area.w - 8)) if outcome is None else 1
        for i, line in enumerate(self.explanation_lines(area.w - 8)):
            text.blit_text(surface, line, (area.x + 4, y), color if i < lead else colors["text"])
            y += text.line_height()
