"""The Train screen (rated puzzles, the puzzle of the day, lessons) and the lesson pages.

A lesson page explains one technique beside a drawn example whose proof
is marked as the Hint marks it (numbers outlined, safe cells in the hint
colour, mines in the risk colour, with a key of only what is drawn), names
the example's cells and says a proof step by step, and offers five practice
puzzles.
"""

from __future__ import annotations

import pygame

from game.coach.puzzles import own_puzzles
from game.context import Context
from game.i18n import N_, _, generation, ngettext
from game.i18n.formats import number
from game.scenes.puzzle import Feed, PuzzleScene, coach_frame
from game.scenes.screen import ScreenScene
from game.trainer.coach import Coach
from game.trainer.lessons import ORDER, Lesson, lesson
from game.trainer.start import open_coach
from game.ui import text
from game.ui.puzzle_view import board_size, draw_example, draw_key
from game.ui.widgets import Button, MenuItem, VerticalMenu, bevel


class TrainScene(ScreenScene):
    """The trainer's hub: a menu and the player's rating."""

    size = (320, 200)
    title = N_("Train")

    def __init__(self, ctx: Context, coach: Coach | None = None) -> None:
        super().__init__(ctx)
        if coach is None:
            coach, problems = open_coach()
            for problem in problems:
                ctx.report(problem)
        self.coach = coach
        self.menu = VerticalMenu([], pygame.Rect(24, 84, self.size[0] - 48, 0), row_height=18)
        self._build()

    def _build(self) -> None:
        """The menu in the language in force."""
        techniques = ngettext("{n} technique", "{n} techniques", len(ORDER))
        self.menu.items = [
            MenuItem(_("Rated puzzles"), self.rated, "", "p"),
            MenuItem(_("Puzzle of the day"), self.daily, "", "d"),
            MenuItem(_("Lessons"), self.lessons, techniques.format(n=len(ORDER)), "l"),
            MenuItem(_("Your games"), self.own, _("needless guesses"), "y"),
            MenuItem(_("Back"), self.back, _("Esc"), "b"),
        ]
        self.menu.rect.h = len(self.menu.items) * self.menu.row_height
        self._language = generation()

    def enter(self) -> None:
        """Window title."""
        self.ctx.display.set_title(_("Minesweeper — Train"))

    def resume(self) -> None:
        """Back from puzzles or lessons."""
        self.enter()

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
        """Menu keys and mouse; Esc goes back."""
        if self.menu.handle(event):
            return
        super().handle(event)

    def update(self, dt: float) -> None:
        """Take in puzzles made in the background; the menu follows a language switch."""
        self.coach.poll()
        if self._language != generation():
            self._build()

    def next_frame(self) -> float:
        """Look at the puzzle worker while it works; otherwise only input changes this."""
        return coach_frame(self.coach)

    def draw(self, surface: pygame.Surface) -> None:
        """Rating, puzzles solved, and the menu."""
        skin = self.ctx.skin
        colors = skin.colors
        area = self.draw_frame(surface)
        player = self.coach.player
        data = self.coach.data
        text.blit_text(
            surface,
            _("Your rating: {rating} ± {deviation}").format(
                rating=number(player.rating, grouping=False),
                deviation=number(player.deviation, grouping=False),
            ),
            (area.x + 14, area.y + 4),
            colors["text"],
            text.NORMAL,
            bold=True,
        )
        solved, failed = sum(data.solved.values()), sum(data.failed.values())
        text.blit_text(
            surface,
            ngettext(
                "{solved} solved, {failed} missed · {n} puzzle on hand",
                "{solved} solved, {failed} missed · {n} puzzles on hand",
                len(self.coach.library),
            ).format(
                solved=number(solved), failed=number(failed), n=number(len(self.coach.library))
            ),
            (area.x + 14, area.y + 24),
            colors["text_dim"],
        )
        box = self.menu.rect.inflate(8, 8)
        pygame.draw.rect(surface, colors["background"], box)
        bevel(surface, box, skin)
        self.menu.draw(surface, skin)


class LessonScene(ScreenScene):
    """One page per technique; Left/Right turn pages, P or Practice starts five puzzles."""

    size = (440, 330)
    SCALE = 2

    def __init__(self, ctx: Context, coach: Coach, index: int = 0) -> None:
        super().__init__(ctx)
        self.coach = coach
        self.index = index
        self.buttons = [
            Button(pygame.Rect(14, 0, 62, 18), N_("< Prev"), lambda: self.turn(-1)),
            Button(pygame.Rect(84, 0, 62, 18), N_("Next >"), lambda: self.turn(1)),
            Button(pygame.Rect(0, 0, 102, 18), N_("Practice"), self.start_practice),
            Button(pygame.Rect(0, 0, 62, 18), N_("Back"), self.back),
        ]
        self.page: Lesson = lesson(ORDER[index], coach.library)
        self._language = generation()
        self._place_buttons()

    def _text_width(self) -> int:
        return self.size[0] - 28

    def _below(self) -> list[str]:
        """The lines under the example: its answer, then the proof one step a line."""
        width = self._text_width()
        lines = text.wrap(self.page.answer, width)
        for step in self.page.lines:
            lines.extend(text.wrap(step, width))
        return lines

    def _example_height(self) -> int:
        return board_size(self.page.example, self.ctx.skin)[1] * self.SCALE + 36

    def logical_size(self) -> tuple[int, int]:
        """Tall enough for the explanation, the example, its proof and the buttons (the page
        is made again in the language in force after a switch)."""
        if self._language != generation():
            self._language = generation()
            self.page = lesson(ORDER[self.index], self.coach.library)
            self._place_buttons()
        lh = text.line_height()
        above = len(text.wrap(self.page.text, self._text_width())) * lh
        height = 24 + above + 6 + self._example_height() + 6 + len(self._below()) * lh + 62
        return self.size[0], max(self.size[1], height)

    def _place_buttons(self) -> None:
        w, h = self.logical_size()
        prev, nxt, practice, back = self.buttons
        prev.rect.topleft, nxt.rect.topleft = (14, h - 30), (84, h - 30)
        practice.rect.topleft, back.rect.topleft = (w - 186, h - 30), (w - 76, h - 30)

    def heading(self) -> str:
        """ "Lesson 3 of 14: 1-1"."""
        return _("Lesson {number} of {count}: {name}").format(
            number=self.index + 1, count=len(ORDER), name=self.page.title
        )

    def turn(self, delta: int) -> None:
        """Go to the previous or next page (wrapping)."""
        self.index = (self.index + delta) % len(ORDER)
        self.page = lesson(ORDER[self.index], self.coach.library)
        self._place_buttons()

    def start_practice(self) -> None:
        """Five practice puzzles of this technique (judged, explained, not rated)."""
        if self.page.practice:
            self.ctx.stack.push(
                PuzzleScene(self.ctx, self.coach, Feed.LESSON, practice=self.page.practice)
            )

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons, arrows and P."""
        for button in self.buttons:
            if button.handle(event):
                return
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.turn(1 if event.key == pygame.K_RIGHT else -1)
                return
            if event.key in (pygame.K_p, pygame.K_RETURN):
                self.start_practice()
                return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        """Explanation, the example with its proof, and the practice count."""
        skin = self.ctx.skin
        colors = skin.colors
        area = self.draw_frame(surface)
        y = area.y + 2
        for line in text.wrap(self.page.text, area.w - 8):
            text.blit_text(surface, line, (area.x + 4, y), colors["text"])
            y += text.line_height()
        proof = self.page.proof
        clues = {cell for group in proof.proofs for cell in group}
        safe, mines = proof.safe, proof.mines
        if not proof.technique.certain:
            safe, mines = list(proof.cells), []
        box = pygame.Rect(area.x + 4, y + 6, area.w - 8, self._example_height())
        bevel(surface, box, skin)
        center = (box.centerx, box.y + (box.h - 22) // 2)
        scale = self.SCALE
        rect = draw_example(surface, skin, self.page.example, clues, safe, mines, center, scale)
        key = [(_("numbers of the proof"), colors["clue"])] if clues else []
        if proof.technique.certain:
            key += [(_("safe"), colors["hint"])] if safe else []
            key += [(_("mine"), colors["prob_high"])] if mines else []
        else:
            key = [(_("the cells to take"), colors["hint"])]
        draw_key(surface, skin, key, (box.centerx, rect.bottom + 6))
        y = box.bottom + 6
        for i, line in enumerate(self._below()):
            text.blit_text(surface, line, (area.x + 4, y), colors["text" if i else "accent"])
            y += text.line_height()
        done = self.coach.data.lessons.get(self.page.technique.name, 0)
        count = len(self.page.practice)
        status = (
            _("Practice: {done} of {count} solved").format(done=min(done, count), count=count)
            if count
            else _("No practice yet")
        )
        text.blit_text(surface, status, (area.x + 4, y + 4), colors["text"], bold=True)
        for button in self.buttons:
            button.draw(surface, skin)
