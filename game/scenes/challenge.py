"""The challenge screen: type or paste a code, play today's board or one played before,
make a new code to send a friend; your best and attempts on each.

Whatever is chosen ends up in the code field (a row of the list, a new code, a paste), and
Play (Enter) plays the field's code: its board, its start and, on a retry, the ghost of
your best run on it. Letters, digits and dashes type into the field; Up/Down choose a row.
"""

from __future__ import annotations

import datetime
import functools

import pygame

from game.challenge import Challenge, ChallengeCodeError, daily_challenge, parse_code
from game.challenge.making import NoBoardFound, new_challenge
from game.context import Context
from game.engine.clipboard import copy_text, paste_text
from game.i18n import N_, _
from game.i18n.note import shown
from game.i18n.words import board as board_words
from game.model import DIFFICULTIES, Difficulty
from game.scenes.list_page import ListPageScene
from game.session.race import challenge_race, challenge_records
from game.ui.boxes import button_row, choice_list, hint_line, screen
from game.ui.field import TextField
from game.ui.layout import Align, Box, Column, Row, Text
from game.ui.look import TextRole
from game.ui.widgets import Button, Choice

RECENT = 8  # challenges played before, listed under today's board
SAMPLE = "MS1-XXXXX-XXXXX-XXXXX-XX"  # the longest code: the field's width
CODE_CHARS = frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz- ")
MAX_TYPED = 40


def _nowhere() -> pygame.Rect:
    return pygame.Rect(0, 0, 0, 0)


class ChallengeScene(ListPageScene):
    """See the module docstring. Esc goes back; Ctrl+V pastes, Ctrl+C copies the code; on a
    short window the wheel and the paging keys scroll, and the chosen board stays in view."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.today = daily_challenge(datetime.date.today())
        self.codes = [self.today.code] + [
            code for code in ctx.stats.challenges(RECENT + 1) if code.startswith("MS")
        ][:RECENT]
        self.codes = list(dict.fromkeys(self.codes))  # today's once, first
        self.choice = Choice(len(self.codes))
        self.text = self.today.code
        self.message = ""
        self.play_button = Button(_nowhere(), N_("Play"), self.play)
        self.paste_button = Button(_nowhere(), N_("Paste"), self.paste)
        self.copy_button = Button(_nowhere(), N_("Copy code"), self.copy)
        self.back_button = Button(_nowhere(), N_("Back"), self.back)
        self.new_buttons = [
            Button(_nowhere(), difficulty.label, functools.partial(self.new, difficulty))
            for difficulty in DIFFICULTIES.values()
        ]

    # ----------------------------------------------------------------- reading
    def challenge(self) -> Challenge | None:
        """The challenge the field names (None while it names none)."""
        try:
            return parse_code(self.text)
        except ChallengeCodeError:
            return None

    def feedback(self) -> str:
        """What the field's code is: its board and your records on it, or what is wrong."""
        if not self.text.strip():
            return _("Type or paste a code such as MS1-XXXXX-XXXXX.")
        try:
            challenge = parse_code(self.text)
        except ChallengeCodeError as error:
            return shown(error.args[0])
        return f"{describe(challenge)}. {self.records(challenge.code)}"

    def records(self, code: str) -> str:
        """Your attempts and best time on a challenge."""
        records = challenge_records(self.ctx.stats, code)
        best = records.best_words()
        if best is None:
            return _("Attempts: {n}; no win yet").format(n=records.attempts)
        return _("Attempts: {n}; {best}").format(n=records.attempts, best=best)

    def rows(self) -> list[tuple[str, str]]:
        """Today's board, then the challenges played before: the code, the board, records."""
        rows = []
        for i, code in enumerate(self.codes):
            challenge = parse_code(code)
            label = _("Today: {code}").format(code=code) if i == 0 else code
            rows.append((label, f"{describe(challenge)} · {self.records(code)}"))
        return rows

    # ----------------------------------------------------------------- actions
    def play(self) -> None:
        """Play the field's code (a mistyped one is said, not played)."""
        challenge = self.challenge()
        if challenge is None:
            self.say(self.feedback())
            return
        self.ctx.navigator.race(challenge_race(challenge, daily=challenge == self.today))

    def paste(self) -> None:
        """The clipboard's text into the field."""
        pasted = paste_text()
        if pasted is None:
            self.say(_("Nothing to paste"))
            return
        self.text = " ".join(pasted.split())[:MAX_TYPED]
        self.say("")

    def copy(self) -> None:
        """The field's code onto the clipboard, to send to a friend."""
        challenge = self.challenge()
        if challenge is None:
            self.say(self.feedback())
        elif copy_text(challenge.code):
            self.say(_("Copied {code}").format(code=challenge.code))
        else:
            self.say(_("The clipboard cannot be used here"))

    def new(self, difficulty: Difficulty) -> None:
        """A new code on a board (no-guess when the player plays no-guess boards)."""
        no_guess = self.ctx.settings.no_guess or self.ctx.options.no_guess
        try:
            self.text = new_challenge(difficulty, no_guess=no_guess).code
        except NoBoardFound:
            self.text = new_challenge(difficulty).code
        self.say(_("A new code: copy it and send it to a friend"))

    def choose(self, index: int) -> None:
        """A row of the list into the field."""
        self.choice.index = index
        self.text = self.codes[index]
        self.say("")
        self.ctx.announcer.say(self.feedback())  # a screen reader heard the code alone

    def back(self) -> None:
        """Back to the title."""
        self.ctx.stack.pop()

    def say(self, message: str) -> None:
        """A line under the field (until the next action), said to a screen reader too."""
        self.message = message
        self.invalidate()
        if message:
            self.ctx.announcer.say(message)

    # ------------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> None:
        """Typing, Backspace, Ctrl+V/C, Up/Down, Enter and Esc; the buttons and rows."""
        self.ensure_layout()
        buttons = [self.play_button, self.paste_button, self.copy_button, self.back_button]
        for button in buttons + self.new_buttons:
            if button.handle(event):
                self.invalidate()
                return
        if self.handle_scroll(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            row = self.row_at(event.pos)
            if row is not None:
                self.choose(row)
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)

    def _key(self, event: pygame.event.Event) -> None:
        key, ctrl = event.key, bool(event.mod & pygame.KMOD_CTRL)
        if key == pygame.K_ESCAPE:
            self.back()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.play()
        elif ctrl and key == pygame.K_v:
            self.paste()
        elif ctrl and key == pygame.K_c:
            self.copy()
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.choice.move(-1 if key == pygame.K_UP else 1)
            self.choose(self.choice.index)
        elif key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
            self.say("")
        elif not ctrl and event.unicode and event.unicode in CODE_CHARS:
            if len(self.text) < MAX_TYPED:
                self.text += event.unicode.upper()
            self.say("")

    # ----------------------------------------------------------------- layout
    def build(self) -> Box:
        """The field and what it names, the list of boards, new codes, and Back."""
        valid = self.challenge() is not None
        field = Row(
            [
                Text(_("Code"), TextRole.STRONG, wrap=False),
                TextField(self.text, _("Code"), SAMPLE, placeholder="MS1-…"),
            ],
            8,
            flow=True,
            cross=Align.CENTER,
        )
        body = Column(
            [
                Text(
                    _(
                        "A code names one board and its start: everyone who plays it gets the"
                        " same. Type or paste one, or choose a board below."
                    ),
                    TextRole.BODY,
                    "text_dim",
                ),
                field,
                Text(self.feedback(), TextRole.BODY, "text" if valid else "accent", min_lines=2),
                button_row([self.play_button, self.paste_button, self.copy_button], 0, Align.START),
                Text(self.message, TextRole.SMALL, "text_dim") if self.message else None,
                Text(_("Boards"), TextRole.HEADING),
                choice_list(self.rows(), self.choice, gap=2),
                Text(_("A new code for a friend"), TextRole.HEADING),
                button_row(self.new_buttons, None, Align.START),
            ],
            8,
        )
        footer = hint_line(_("Enter: play   Up/Down: choose   Ctrl+V: paste   Esc: back"))
        return screen(
            _("Challenge"), body, [self.back_button], footer=footer, scroll=self.scroller()
        )


def describe(challenge: Challenge) -> str:
    """A challenge's board in a few words: "Schwer, 16x16, 40 mines, no-guess"."""
    difficulty = challenge.difficulty
    name = _("Custom") if difficulty.is_custom else difficulty.label
    words = f"{name}, {board_words(challenge.cols, challenge.rows, challenge.mines)}"
    if challenge.no_guess:
        words += ", " + _("no-guess")
    if challenge.question_marks:
        words += ", " + _("question marks")
    return words
