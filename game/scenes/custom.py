"""The custom board editor: width, height and mines, checked with a clear message.

A dialog over the screen it was opened from (game/ui/boxes.py `Dialog`): the three fields
line up under one another, each with − and + beside it; under them the mine density and
the limits, or why the board cannot be made, in room kept for the longest such line so
the buttons never move.
"""

from __future__ import annotations

import functools

import pygame

from game.context import Context
from game.i18n import N_, _
from game.i18n.board_errors import custom_problem
from game.i18n.formats import percent
from game.model import CUSTOM, MAX_SIDE, MIN_SIDE, Difficulty
from game.scenes.laid import LaidScene
from game.scenes.navigation import start_game
from game.ui import recorder
from game.ui.boxes import ButtonBox, Dialog
from game.ui.kept import KeptText
from game.ui.layout import Align, Box, Column, Role, Row
from game.ui.look import Look, TextRole
from game.ui.recorder import Kind
from game.ui.widgets import Button, nine

FIELDS = ("width", "height", "mines")
FIELD_LABELS = {"width": N_("Width"), "height": N_("Height"), "mines": N_("Mines")}
DIGITS = 6  # the longest number a field takes
MOST_MINES = 10**6
FIELD_PAD = (6, 3)  # design pixels around a field's digits


class NumberField(Box):
    """A field of digits, right-aligned in an inset; filled with the accent when it has the
    keyboard's focus, with a caret while the player types."""

    role = Role.TEXT_INPUT

    def __init__(self, label: str, value: str, focused: bool, typing: bool) -> None:
        super().__init__(name=f"{label}: {value}")
        self.value = value
        self.focused = focused
        self.typing = typing

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """Room for the longest number and its caret."""
        border = look.skin.slices["frame_inset"] * look.chrome
        width = look.width("0" * DIGITS + "_", TextRole.BODY) + 2 * (look.px(FIELD_PAD[0]) + border)
        height = look.line(TextRole.BODY) + 2 * (look.px(FIELD_PAD[1]) + border)
        return width, height

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        """The inset, its filling, the digits."""
        border = look.skin.slices["frame_inset"] * look.chrome
        nine(surface, look.skin, "frame_inset", self.rect, scale=look.chrome)
        inner = self.rect.inflate(-2 * border, -2 * border)
        pygame.draw.rect(surface, look.color("accent" if self.focused else "highlight"), inner)
        shown = self.value + ("_" if self.typing else "")
        look.blit(
            surface,
            shown,
            (inner.right - look.px(FIELD_PAD[0]), inner.centery),
            TextRole.BODY,
            "accent_text" if self.focused else "text",
            "midright",
        )


class CustomScene(LaidScene):
    """Type digits or use − / + (Left/Right) per field; Up/Down/Tab move between fields;
    Enter starts, Esc goes back; a click on a field chooses it."""

    overlay = True

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        s = ctx.settings
        self.values = {
            "width": str(s.custom_width),
            "height": str(s.custom_height),
            "mines": str(s.custom_mines),
        }
        self.field = 0
        self.error = ""
        self.typing = False
        self.steppers: list[Button] = []
        for name in FIELDS:
            for label, delta in (("−", -1), ("+", 1)):
                step = functools.partial(self.step, name, delta)
                self.steppers.append(Button(pygame.Rect(0, 0, 0, 0), label, step))
        self.start_button = Button(pygame.Rect(0, 0, 0, 0), N_("Start"), self.start)
        self.back_button = Button(pygame.Rect(0, 0, 0, 0), N_("Cancel"), self.back)
        self.rows: list[Box] = []

    def _number(self, name: str) -> int:
        try:
            return int(self.values[name])
        except ValueError:
            return 0

    def back(self) -> None:
        """Close the editor; nothing changes."""
        self.ctx.stack.pop()

    def step(self, name: str, delta: int) -> None:
        """Change a field by delta within its limits."""
        self.field = FIELDS.index(name)
        self.typing = False
        value = self._number(name) + delta
        low, high = (1, MOST_MINES) if name == "mines" else (MIN_SIDE, MAX_SIDE)
        value = max(low, min(high, value))
        self.values[name] = str(value)
        self.error = ""
        self.invalidate()

    def difficulty(self) -> Difficulty:
        """The board asked for; ValueError names the broken limit."""
        return Difficulty.custom(*(self._number(n) for n in FIELDS))

    def start(self) -> None:
        """Start the game if the numbers are possible; otherwise say why not."""
        try:
            difficulty = self.difficulty()
        except ValueError as error:
            self.error = custom_problem(*(self._number(n) for n in FIELDS)) or str(error)
            self.invalidate()
            return
        self.ctx.update_settings(
            difficulty=CUSTOM,
            custom_width=difficulty.cols,
            custom_height=difficulty.rows,
            custom_mines=difficulty.mines,
        )
        start_game(self.ctx, difficulty, seed=self.ctx.options.seed)

    # ----------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event) -> None:
        """Digits, Backspace, Up/Down, Left/Right, Enter, Esc and the mouse."""
        self.ensure_layout()
        for button in [*self.steppers, self.start_button, self.back_button]:
            if button.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, row in enumerate(self.rows):
                if row.rect.collidepoint(event.pos):
                    self.field = i
                    self.typing = False
                    self.invalidate()
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)
            self.invalidate()

    def _key(self, event: pygame.event.Event) -> None:
        name = FIELDS[self.field]
        if event.key == pygame.K_ESCAPE:
            self.back()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
        elif event.key in (pygame.K_UP, pygame.K_DOWN, pygame.K_TAB):
            self.field = (self.field + (-1 if event.key == pygame.K_UP else 1)) % 3
            self.typing = False
        elif event.key in (pygame.K_LEFT, pygame.K_MINUS, pygame.K_KP_MINUS):
            self.step(name, -1)
        elif event.key in (pygame.K_RIGHT, pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.step(name, 1)
        elif event.key == pygame.K_BACKSPACE:
            self.values[name] = self.values[name][:-1]
            self.typing = True
        elif event.unicode and event.unicode.isdigit():
            current = self.values[name] if self.typing else ""
            self.values[name] = (current + event.unicode)[:DIGITS]
            self.typing = True
            self.error = ""

    # ---------------------------------------------------------------- layout
    def status(self) -> str:
        """Under the fields: why the board cannot be made, or its density and the limits."""
        return self.error or self._fine()

    def _fine(self) -> str:
        """The density of the board asked for, and the limits."""
        w, h, m = (self._number(n) for n in FIELDS)
        density = (
            _("{percent} mines").format(percent=percent(m / (w * h), 1)) if w > 0 and h > 0 else ""
        )
        limits = _("sides {low}-{high}; Enter starts").format(low=MIN_SIDE, high=MAX_SIDE)
        return f"{density}\n{limits}"

    def build(self) -> Box:
        """The fields, the status line and Start / Cancel in a dialog."""
        labels = [_(FIELD_LABELS[name]) for name in FIELDS]
        self.rows = []
        for i, name in enumerate(FIELDS):
            focused = i == self.field
            row = Row(
                [
                    KeptText(labels[i], labels, TextRole.STRONG),
                    NumberField(labels[i], self.values[name], focused, focused and self.typing),
                    ButtonBox(self.steppers[2 * i]),
                    ButtonBox(self.steppers[2 * i + 1]),
                ],
                6,
                cross=Align.CENTER,
                justify=Align.CENTER,
            )
            self.rows.append(row)
        worst = [
            custom_problem(10**DIGITS - 1, MIN_SIDE, 1),
            custom_problem(MIN_SIDE, 10**DIGITS - 1, 1),
            custom_problem(MAX_SIDE, MAX_SIDE, 10**DIGITS - 1),
        ]
        status = KeptText(
            self.status(),
            [self._fine(), *(w for w in worst if w)],
            TextRole.BODY,
            "prob_high" if self.error else "text_dim",
            halign=Align.CENTER,
        )
        body = Column([*self.rows, status], 6)
        return Dialog(_("Custom board"), body, [self.start_button, self.back_button], focus=0)

    def draw(self, surface: pygame.Surface) -> None:
        """Dim what is below, then the dialog."""
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill(self.ctx.skin.colors["overlay"])
        surface.blit(shade, (0, 0))
        recorder.note(Kind.OVERLAY, surface.get_rect(), label="dialog shade")
        super().draw(surface)
