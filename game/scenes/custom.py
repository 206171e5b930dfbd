"""The custom board editor: width, height and mines, checked with a clear message."""

from __future__ import annotations

import functools

import pygame

from game.context import Context
from game.i18n import N_, _
from game.i18n.board_errors import custom_problem
from game.i18n.formats import percent
from game.model import CUSTOM, MAX_SIDE, MIN_SIDE, Difficulty
from game.scenes.navigation import start_game
from game.scenes.screen import ScreenScene
from game.ui import text
from game.ui.widgets import Button, bevel

FIELDS = ("width", "height", "mines")
FIELD_LABELS = {"width": N_("Width"), "height": N_("Height"), "mines": N_("Mines")}


class CustomScene(ScreenScene):
    """Type digits or use -/+ (Left/Right) per field; Enter starts, Esc goes back."""

    size = (240, 190)
    title = N_("Custom board")

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
        self.rows = [pygame.Rect(20, 36 + i * 24, 200, 20) for i in range(3)]
        self.steppers: list[Button] = []
        for i, name in enumerate(FIELDS):
            row = self.rows[i]
            self.steppers.append(
                Button(
                    pygame.Rect(row.right - 44, row.y + 1, 20, 18),
                    "-",
                    functools.partial(self.step, name, -1),
                )
            )
            self.steppers.append(
                Button(
                    pygame.Rect(row.right - 22, row.y + 1, 20, 18),
                    "+",
                    functools.partial(self.step, name, 1),
                )
            )
        self.start_button = Button(pygame.Rect(20, 150, 96, 20), N_("Start"), self.start)
        self.back_button = Button(pygame.Rect(124, 150, 96, 20), N_("Back"), self.back)

    def _number(self, name: str) -> int:
        try:
            return int(self.values[name])
        except ValueError:
            return 0

    def step(self, name: str, delta: int) -> None:
        """Change a field by delta within its limits."""
        self.field = FIELDS.index(name)
        self.typing = False
        value = self._number(name) + delta
        low, high = (1, 10**6) if name == "mines" else (MIN_SIDE, MAX_SIDE)
        value = max(low, min(high, value))
        self.values[name] = str(value)
        self.error = ""

    def difficulty(self) -> Difficulty:
        """The board asked for; ValueError names the broken limit."""
        return Difficulty.custom(*(self._number(n) for n in FIELDS))

    def start(self) -> None:
        """Start the game if the numbers are possible; otherwise say why not."""
        try:
            difficulty = self.difficulty()
        except ValueError as error:
            self.error = custom_problem(*(self._number(n) for n in FIELDS)) or str(error)
            return
        self.ctx.update_settings(
            difficulty=CUSTOM,
            custom_width=difficulty.cols,
            custom_height=difficulty.rows,
            custom_mines=difficulty.mines,
        )

        start_game(self.ctx, difficulty, seed=self.ctx.options.seed)

    def handle(self, event: pygame.event.Event) -> None:
        """Digits, Backspace, Up/Down, Left/Right, Enter, Esc and the mouse."""
        for button in [*self.steppers, self.start_button, self.back_button]:
            if button.handle(event):
                return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, row in enumerate(self.rows):
                if row.collidepoint(event.pos):
                    self.field = i
                    self.typing = False
            return
        if event.type != pygame.KEYDOWN:
            return
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
            self.values[name] = (current + event.unicode)[:6]
            self.typing = True
            self.error = ""

    def draw(self, surface: pygame.Surface) -> None:
        """Three fields, the density, and the error line."""
        skin = self.ctx.skin
        colors = skin.colors
        self.draw_frame(surface)
        for i, name in enumerate(FIELDS):
            row = self.rows[i]
            label_color = colors["text"]
            text.blit_text(
                surface,
                _(FIELD_LABELS[name]),
                (row.x, row.centery),
                label_color,
                text.NORMAL,
                bold=True,
                anchor="midleft",
            )
            box = pygame.Rect(row.x + 62, row.y + 1, 64, 18)
            pygame.draw.rect(
                surface, colors["highlight"] if i != self.field else colors["accent"], box
            )
            bevel(surface, box, skin, 1)
            value = self.values[name] + ("_" if i == self.field and self.typing else "")
            text.blit_text(
                surface,
                value,
                (box.right - 5, box.centery),
                colors["accent_text"] if i == self.field else colors["text"],
                text.NORMAL,
                anchor="midright",
            )
        for button in self.steppers:
            button.draw(surface, skin)
        w, h, m = (self._number(n) for n in FIELDS)
        info = (
            _("{percent} mines").format(percent=percent(m / (w * h), 1)) if w > 0 and h > 0 else ""
        )
        if self.error:
            lines, color = text.wrap(self.error, 200), colors["prob_high"]
        else:
            lines = [
                info,
                _("sides {low}-{high}; Enter starts").format(low=MIN_SIDE, high=MAX_SIDE),
            ]
            color = colors["text_dim"]
        y = 112
        for line in lines[:2]:
            text.blit_text(surface, line, (120, y), color, anchor="midtop")
            y += text.line_height()
        self.start_button.draw(surface, skin, focused=True)
        self.back_button.draw(surface, skin)
