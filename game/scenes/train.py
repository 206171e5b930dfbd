"""The Train screen (rated puzzles, the puzzle of the day, lessons) and the lesson pages.

A lesson page explains one technique beside a drawn example whose proof
is marked as the Hint marks it (numbers outlined, safe cells in the hint
colour, mines in the risk colour, with a key of only what is drawn), names
the example's cells and says a proof step by step, and offers five practice
puzzles; a screen reader reads the example as a grid (game/a11y/board.py), each
mark said with its cell. Both screens are laid out in the window (game/ui/layout.py): the
example stands beside its proof where the window is wide enough and above it
where it is not, and a page taller than the window scrolls.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.a11y.board import position_grid
from game.coach.puzzles import own_puzzles
from game.context import Context
from game.i18n import N_, _, generation, ngettext
from game.i18n.formats import number
from game.scenes.keymap import keymap_in_force
from game.scenes.page import PageScene
from game.scenes.puzzle import Feed, PuzzleScene, coach_frame
from game.trainer.coach import Coach
from game.trainer.lessons import ORDER, Lesson, lesson
from game.trainer.start import open_coach
from game.ui.boxes import button_row, choice_list, screen
from game.ui.layout import Align, Box, Column, Pad, Role, Row, Space, Text
from game.ui.look import Look, TextRole
from game.ui.marks import draw_cursor
from game.ui.puzzle_layout import Beside, PositionBox, key_row
from game.ui.puzzle_view import draw_position, draw_proof
from game.ui.widgets import Button, MenuItem, VerticalMenu

MENU_WIDTH = 560  # design pixels: the widest the trainer's menu gets
PAGE_WIDTH = 900  # the widest a lesson page gets
EXAMPLE_CELL = 48  # design pixels: a lesson example's cells at most
EXAMPLE_SHARE = 0.3  # the most of the window's height the example takes
PROOF_LEAST = 300  # the narrowest the proof may be beside the example
LESSONS = 2  # the menu row of the lessons (its detail counts the techniques)
Cell = tuple[int, int]


class TrainScene(PageScene):
    """The trainer's hub: the player's rating and a menu."""

    title = N_("Train")

    def __init__(self, ctx: Context, coach: Coach | None = None) -> None:
        super().__init__(ctx)
        if coach is None:
            coach, problems = open_coach()
            for problem in problems:
                ctx.report(problem)
        self.coach = coach
        self.menu = VerticalMenu(
            [
                MenuItem(N_("Rated puzzles"), self.rated, "", "p"),
                MenuItem(N_("Puzzle of the day"), self.daily, "", "d"),
                MenuItem(N_("Lessons"), self.lessons, "", "l"),
                MenuItem(N_("Your games"), self.own, N_("needless guesses"), "y"),
                MenuItem(N_("Back"), self.back, N_("Esc"), "b"),
            ]
        )
        self._shown = self._figures()

    def enter(self) -> None:
        """Window title."""
        super().enter()
        self.ctx.display.set_title(_("Minesweeper — Train"))

    def resume(self) -> None:
        """Back from puzzles or lessons: the rating and counts may have changed."""
        self.enter()
        self._shown = self._figures()

    def rated(self) -> None:
        """Rated puzzles near the player's rating."""
        self.ctx.stack.push(PuzzleScene(self.ctx, self.coach, Feed.RATED))

    def daily(self) -> None:
        """Today's puzzle, the same for everyone."""
        self.ctx.stack.push(PuzzleScene(self.ctx, self.coach, Feed.DAILY))

    def own(self) -> None:
        """Puzzles from the player's own needless guesses, newest games last."""
        self.ctx.stack.push(PuzzleScene(self.ctx, self.coach, Feed.OWN, tuple(own_puzzles())))

    def lessons(self) -> None:
        """The lesson pages, from the first."""
        self.ctx.stack.push(LessonScene(self.ctx, self.coach))

    def handle(self, event: pygame.event.Event) -> None:
        """Menu keys and mouse; Esc goes back; the wheel and Page Up/Down scroll a short
        window."""
        self.ensure_layout()
        before = self.menu.selected
        if self.menu.handle(event):
            self.invalidate()
            return
        if self.menu.selected != before:
            self.invalidate()
        self.handle_page(event)

    def update(self, dt: float) -> None:
        """Take in puzzles made in the background (the count on hand shows them)."""
        self.coach.poll()
        figures = self._figures()
        if figures != self._shown:
            self._shown = figures
            self.invalidate()
        super().update(dt)

    def next_frame(self) -> float:
        """Look at the puzzle worker while it works; otherwise only input changes this."""
        return coach_frame(self.coach)

    def _figures(self) -> tuple[float, float, int, int, int]:
        """What the figures line shows (it is laid out again when one changes)."""
        data, player = self.coach.data, self.coach.player
        solved, failed = sum(data.solved.values()), sum(data.failed.values())
        return player.rating, player.deviation, solved, failed, len(self.coach.library)

    def build(self) -> Box:
        """The rating and the counts over the menu, centred in the window."""
        rating, deviation, solved, failed, on_hand = self._shown
        heading = _("Your rating: {rating} ± {deviation}").format(
            rating=number(rating, grouping=False), deviation=number(deviation, grouping=False)
        )
        counts = ngettext(
            "{solved} solved, {failed} missed · {n} puzzle on hand",
            "{solved} solved, {failed} missed · {n} puzzles on hand",
            on_hand,
        ).format(solved=number(solved), failed=number(failed), n=number(on_hand))
        figures = Pad(
            Column(
                [
                    Text(heading, TextRole.HEADING, halign=Align.CENTER),
                    Text(counts, TextRole.BODY, "text_dim", halign=Align.CENTER),
                ],
                4,
            ),
            8,
            "frame_inset",
            role=Role.GROUP,
        )
        techniques = ngettext("{n} technique", "{n} techniques", len(ORDER)).format(n=len(ORDER))
        rows = [(_(item.label), _(item.detail) if item.detail else "") for item in self.menu.items]
        rows[LESSONS] = (rows[LESSONS][0], techniques)
        menu = Pad(choice_list(rows, self.menu.choice), 4, "frame_inset")
        body = Column([figures, menu], 12, justify=Align.CENTER)
        return screen(_(self.title), body, scroll=self.scroller(), width=MENU_WIDTH)


class LessonScene(PageScene):
    """One page per technique; Left/Right turn pages, P or Practice starts five puzzles.

    The example has a keyboard cursor (as a trainer puzzle has): Tab or Up/Down put it on
    the example's first marked cell, the arrows move it cell by cell (a screen reader says
    each cell with its mark), Esc or Tab take it off, and Left/Right turn pages again."""

    def __init__(self, ctx: Context, coach: Coach, index: int = 0) -> None:
        super().__init__(ctx)
        self.coach = coach
        self.index = index
        self.buttons = [
            Button(pygame.Rect(0, 0, 0, 0), N_("< Prev"), lambda: self.turn(-1)),
            Button(pygame.Rect(0, 0, 0, 0), N_("Next >"), lambda: self.turn(1)),
            Button(pygame.Rect(0, 0, 0, 0), N_("Practice"), self.start_practice),
            Button(pygame.Rect(0, 0, 0, 0), N_("Back"), self.back),
        ]
        self.page: Lesson = lesson(ORDER[index], coach.library)
        self._language = generation()
        self.cursor: Cell | None = None

    @property
    def title(self) -> str:
        """The page's technique ("1-2-1"), for reports."""
        return self.page.title

    def heading(self) -> str:
        """ "Lesson 3 of 14: 1-1"."""
        return _("Lesson {number} of {count}: {name}").format(
            number=self.index + 1, count=len(ORDER), name=self.page.title
        )

    def turn(self, delta: int) -> None:
        """Go to the previous or next page (wrapping)."""
        self.index = (self.index + delta) % len(ORDER)
        self.page = lesson(ORDER[self.index], self.coach.library)
        self.scroll.offset = 0
        self.cursor = None
        self.invalidate()
        self.ctx.announcer.say(self.told())

    def told(self) -> str:
        """The page in words: the technique, the example's answer and its proof's steps
        (the example grid's description; said again as a page turns)."""
        page = self.page
        return " ".join([page.text, page.answer, *page.lines])

    def focus_cell(self, cell: Cell) -> None:
        """Put the example's cursor on `cell` (keys, or a screen reader moving its focus)."""
        self.cursor = cell
        self.invalidate()

    def _explore(self, key: int) -> bool:
        """The example's cursor keys; True when `key` was one of them."""
        moves = keymap_in_force(self.ctx.settings.keys).moves
        example = self.page.example
        if self.cursor is None:
            if key == pygame.K_TAB or (key in moves and moves[key][1] == 0):
                marked = [*self.page.proof.safe, *self.page.proof.mines, *self.page.proof.cells]
                self.focus_cell(min(marked, default=(example.height // 2, example.width // 2)))
                return True
            return False
        if key in moves:
            (dr, dc), (r, c) = moves[key], self.cursor
            self.focus_cell(
                (min(max(r + dr, 0), example.height - 1), min(max(c + dc, 0), example.width - 1))
            )
            return True
        if key in (pygame.K_ESCAPE, pygame.K_TAB):
            self.cursor = None
            self.invalidate()
            return True
        return False

    def start_practice(self) -> None:
        """Five practice puzzles of this technique (judged, explained, not rated)."""
        if self.page.practice:
            self.ctx.stack.push(
                PuzzleScene(self.ctx, self.coach, Feed.LESSON, practice=self.page.practice)
            )

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons, arrows and P; Esc goes back; the wheel, Page Up/Down, Home and End scroll
        a page taller than the window."""
        self.ensure_layout()
        for button in self.buttons:
            if button.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            if self._explore(event.key):
                return
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.turn(1 if event.key == pygame.K_RIGHT else -1)
                return
            if event.key in (pygame.K_p, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.start_practice()
                return
        self.handle_page(event)

    def update(self, dt: float) -> None:
        """After a language switch the page is made again in the language in force."""
        if self._language != generation():
            self._language = generation()
            self.page = lesson(ORDER[self.index], self.coach.library)
            self.invalidate()
        super().update(dt)

    # -------------------------------------------------------------- layout
    def build(self) -> Box:
        """The explanation, the example beside (or over) its proof, the practice count,
        and the buttons: turning pages at the left, Practice and Back at the right."""
        look = self.look()
        page = self.page
        proof = Column(
            [Text(page.answer, TextRole.STRONG, "accent"), *(Text(step) for step in page.lines)],
            4,
        )
        done = self.coach.data.lessons.get(page.technique.name, 0)
        count = len(page.practice)
        status = (
            _("Practice: {done} of {count} solved").format(done=min(done, count), count=count)
            if count
            else _("No practice yet")
        )
        body = Column(
            [
                Text(page.text),
                Beside(self._example(look), proof, PROOF_LEAST),
                Text(status, TextRole.STRONG),
            ],
            12,
        )
        prev, nxt, practice, back = self.buttons
        practice.enabled = bool(page.practice)
        footer = Row(
            [
                button_row([prev, nxt], justify=Align.START),
                Space(grow=1),
                button_row([practice, back]),
            ],
            6,
            flow=True,
            justify=Align.END,
        )
        return screen(self.heading(), body, footer=footer, scroll=self.scroller(), width=PAGE_WIDTH)

    def _example(self, look: Look) -> Box:
        """The example with its proof marked, and the key of what the marks mean."""
        page = self.page
        proof = page.proof
        clues = sorted({cell for group in proof.proofs for cell in group})
        safe, mines = list(proof.safe), list(proof.mines)
        if not proof.technique.certain:
            safe, mines = list(proof.cells), []
        example = page.example

        def paint(surface: pygame.Surface, origin: tuple[int, int], cell: int) -> None:
            draw_position(surface, self.ctx.skin, example, origin, cell)
            draw_proof(surface, self.ctx.skin, clues, safe, mines, origin, cell)
            if self.cursor is not None:
                draw_cursor(surface, self.ctx.skin, *self.cursor, origin, cell)

        key = [(_("numbers of the proof"), "clue")] if clues else []
        if proof.technique.certain:
            key += [(_("safe"), "hint")] if safe else []
            key += [(_("mine"), "prob_high")] if mines else []
        else:
            key = [(_("the cells to take"), "hint")]
        board = PositionBox(
            (example.height, example.width),
            paint,
            largest=EXAMPLE_CELL,
            tallest=int(self.room().h * EXAMPLE_SHARE),
            name=_("Example: {name}").format(name=page.title),
        )
        notes = dict.fromkeys(clues, _("in the proof"))
        if proof.technique.certain:
            notes |= dict.fromkeys(safe, _("safe")) | dict.fromkeys(mines, _("mine"))
        else:
            notes |= dict.fromkeys(safe, _("one of the cells to take"))
        # a screen reader reads the example as a grid, each mark said with its cell, and
        # follows the cursor on it; the grid's description is the lesson (it heard the
        # example's name alone as a page opened)
        board.described = lambda: replace(
            position_grid(board, example, self.cursor, notes, self.focus_cell),
            description=self.told(),
        )
        return Pad(Column([board, key_row(look, key)], 8, cross=Align.CENTER), 10, "frame_inset")
