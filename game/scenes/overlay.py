"""Base for overlays: a panel drawn over the scene below, with buttons, taking the input."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.context import Context
from game.engine.scene import IDLE, Scene
from game.i18n import _
from game.ui import recorder, text
from game.ui.recorder import Kind
from game.ui.widgets import Button, nine

BUTTON_H = 18
GAP = 4


class PanelOverlay(Scene):
    """Dims the scene below and shows a centred panel with a title, lines and buttons.

    The layout is computed when the overlay enters and on each update (the window may
    change size), so drawing only reads it.
    """

    overlay = True
    dim = True

    def __init__(
        self,
        ctx: Context,
        title: str,
        lines: list[str],
        buttons: list[tuple[str, Callable[[], None]]],
    ) -> None:
        self.ctx = ctx
        self.title = title
        self.lines = lines
        self.buttons = [Button(pygame.Rect(0, 0, 0, 0), label, action) for label, action in buttons]
        self.focus = 0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.body: list[str] = []
        self._laid_for: tuple[int, int] | None = None

    def window_size(self) -> tuple[int, int]:
        """The logical size of the window under this overlay."""
        base = self.ctx.stack.base()
        size = base.logical_size() if base is not None else None
        return size or (320, 240)

    def area(self) -> pygame.Rect:
        """The rect the panel is centred in (the whole window by default)."""
        return pygame.Rect((0, 0), self.window_size())

    def enter(self) -> None:
        """Lay the panel out for the current window."""
        self.relayout()

    def update(self, dt: float) -> None:
        """Follow window size changes."""
        if self._laid_for != self.window_size():
            self.relayout()

    def next_frame(self) -> float:
        """A panel changes only with input (a window resize comes as input too)."""
        return IDLE

    def relayout(self) -> None:
        """Size the panel to its text and buttons, within the window."""
        size = self.window_size()
        self._laid_for = size
        window = pygame.Rect((0, 0), size)
        widths = self.button_widths()
        buttons_w = sum(widths) + GAP * max(0, len(widths) - 1)
        wanted = max(
            buttons_w + 16,
            text.text_width(self.title, text.LARGE, bold=True) + 20,
            *(text.text_width(line) + 16 for line in self.lines),
        )
        width = min(window.w - 8, max(wanted, 120))
        panel = pygame.Rect(0, 0, width, self.panel_height(width))
        panel.center = self.area().center
        panel.clamp_ip(window)
        self.place(panel)

    def button_widths(self) -> list[int]:
        """Each button's width (its label and a margin)."""
        return [text.text_width(_(b.label), bold=True) + 12 for b in self.buttons]

    def panel_height(self, width: int) -> int:
        """The height a panel of this width needs for its title, wrapped lines and buttons."""
        body = [part for line in self.lines for part in text.wrap(line, width - 12)]
        return 24 + len(body) * text.line_height() + 8 + BUTTON_H + 8

    def place(self, panel: pygame.Rect) -> None:
        """Put the panel at `panel`: wrap the lines to it and centre the buttons along its foot."""
        self.panel = panel
        self.body = [part for line in self.lines for part in text.wrap(line, panel.w - 12)]
        widths = self.button_widths()
        buttons_w = sum(widths) + GAP * max(0, len(widths) - 1)
        x = panel.centerx - buttons_w // 2
        y = panel.bottom - 8 - BUTTON_H
        for button, w in zip(self.buttons, widths, strict=True):
            button.rect = pygame.Rect(x, y, w, BUTTON_H)
            x += w + GAP

    def handle(self, event: pygame.event.Event) -> None:
        """Buttons by mouse; Left/Right/Tab move the focus; Enter presses it."""
        for button in self.buttons:
            if button.handle(event):
                return
        if event.type == pygame.KEYDOWN and self.buttons:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
                step = -1 if event.key == pygame.K_LEFT else 1
                self.focus = (self.focus + step) % len(self.buttons)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.buttons[self.focus].action()

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the scene below, then the panel."""
        skin = self.ctx.skin
        if self.dim:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill(skin.colors["overlay"])
            surface.blit(shade, (0, 0))
        self.draw_panel(surface)

    def draw_panel(self, surface: pygame.Surface) -> None:
        """The panel with its title, text and buttons."""
        skin = self.ctx.skin
        recorder.note(Kind.OVERLAY, self.panel, label=self.title)
        # A dimmed dialog floats over the scene; an undimmed panel sits in room kept for it.
        nine(surface, skin, "panel", self.panel, role="dialog" if self.dim else "")
        text.blit_text(
            surface,
            self.title,
            (self.panel.centerx, self.panel.y + 6),
            skin.colors["text"],
            text.LARGE,
            bold=True,
            anchor="midtop",
        )
        y = self.panel.y + 25
        for line in self.body:
            text.blit_text(
                surface, line, (self.panel.centerx, y), skin.colors["text"], anchor="midtop"
            )
            y += text.line_height()
        for i, button in enumerate(self.buttons):
            button.draw(surface, skin, focused=i == self.focus)
