"""Buttons, vertical menus and option rows drawn with the skin's nine-slice pieces."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.i18n import _
from game.skins import Skin, draw_nine_slice
from game.ui import recorder, text
from game.ui.look import Look
from game.ui.recorder import Kind

_nine_cache: dict[tuple[int, str, int, int, int], tuple[pygame.Surface, pygame.Surface]] = {}


def nine(
    surface: pygame.Surface,
    skin: Skin,
    name: str,
    rect: pygame.Rect,
    role: str = "",
    scale: int = 1,
) -> None:
    """Draw the skin's nine-slice sprite `name` stretched over rect (composed once, cached).
    `scale` draws the sprite's pixels that many times larger (the zoom's chrome factor), so
    a bevel keeps its proportions. `role` names the box for the layout audit ("menu",
    "tooltip": boxes floating over the scene on purpose); it defaults to the sprite's name."""
    rect = pygame.Rect(rect)
    if rect.w <= 0 or rect.h <= 0:
        return
    sprite = skin.sprite(name)
    key = (id(sprite), name, rect.w, rect.h, scale)
    cached = _nine_cache.get(key)
    if cached is None:
        if len(_nine_cache) > 256:
            _nine_cache.clear()
        source = sprite
        if scale > 1:
            w, h = sprite.get_size()
            source = pygame.transform.scale(sprite, (w * scale, h * scale))
        piece = pygame.Surface(rect.size, pygame.SRCALPHA)
        draw_nine_slice(piece, source, piece.get_rect(), skin.slices[name] * scale)
        if pygame.display.get_surface() is not None:
            w, h = sprite.get_size()
            opaque = pygame.mask.from_surface(sprite, 254).count() == w * h
            piece = piece.convert() if opaque else piece.convert_alpha()
        cached = _nine_cache[key] = (sprite, piece)
    surface.blit(cached[1], rect)
    shown = rect.clip(surface.get_clip())  # what a scrolled view shows of it
    if shown.w and shown.h:
        recorder.note(Kind.BOX, shown.move(surface.get_abs_offset()), label=role or name)


def bevel(
    surface: pygame.Surface, rect: pygame.Rect, skin: Skin, width: int = 1, sunken: bool = True
) -> None:
    """A classic 3D edge: shadow top-left and light bottom-right when sunken."""
    light, dark = skin.colors["highlight"], skin.colors["shadow"]
    top, bottom = (dark, light) if sunken else (light, dark)
    for i in range(width):
        r = rect.inflate(-2 * i, -2 * i)
        pygame.draw.line(surface, top, r.topleft, (r.right - 1, r.top))
        pygame.draw.line(surface, top, r.topleft, (r.left, r.bottom - 1))
        pygame.draw.line(surface, bottom, (r.left, r.bottom - 1), (r.right - 1, r.bottom - 1))
        pygame.draw.line(surface, bottom, (r.right - 1, r.top), (r.right - 1, r.bottom - 1))


class Button:
    """A push button: acts when the left button is pressed and released on it."""

    def __init__(
        self, rect: pygame.Rect, label: str, action: Callable[[], None], size: int = text.SMALL
    ) -> None:
        self.rect = pygame.Rect(rect)
        self.label = label
        self.action = action
        self.size = size
        self.held = False
        self.hovered = False
        self.enabled = True

    def handle(self, event: pygame.event.Event) -> bool:
        """Process a mouse event; True when the button consumed it."""
        if not self.enabled:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.rect.collidepoint(event.pos):
                self.held = True
                return True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.held:
            self.held = False
            if self.rect.collidepoint(event.pos):
                self.action()
            return True
        return False

    def draw(self, surface: pygame.Surface, skin: Skin, focused: bool = False) -> None:
        """Draw the button; pushed while held, outlined when focused."""
        down = self.held and self.hovered
        label = _(self.label)
        recorder.note(Kind.WIDGET, self.rect, label=label)
        nine(surface, skin, "button_down" if down else "button", self.rect)
        color = skin.colors["text"] if self.enabled else skin.colors["text_dim"]
        center = (self.rect.centerx + down, self.rect.centery + down)
        text.blit_text(surface, label, center, color, self.size, bold=True, anchor="center")
        if focused:
            pygame.draw.rect(surface, skin.colors["accent"], self.rect.inflate(2, 2), 1)


@dataclass
class MenuItem:
    """One row of a vertical menu: a label, optional detail text, and what it does."""

    label: str
    action: Callable[[], None]
    detail: str = ""
    key: str = ""


@dataclass
class Choice:
    """Which row of a list is selected, and where each row was placed (for the mouse)."""

    count: int = 0
    index: int = 0
    rects: list[pygame.Rect] = field(default_factory=list)

    def move(self, delta: int) -> None:
        """Select another row, wrapping around."""
        if self.count:
            self.index = (self.index + delta) % self.count

    def at(self, pos: tuple[int, int]) -> int | None:
        """The row under a point, if any."""
        for i, rect in enumerate(self.rects):
            if rect.collidepoint(pos):
                return i
        return None


class VerticalMenu:
    """A keyboard- and mouse-driven list of items with one selected row.

    Where a screen's layout placed the rows, `choice.rects` says (game/ui/boxes.py
    `choice_list`); otherwise rows are `row_height` apart from `rect`'s top."""

    def __init__(
        self, items: list[MenuItem], rect: pygame.Rect | None = None, row_height: int = 18
    ) -> None:
        self.items = items
        self.rect = pygame.Rect(rect or (0, 0, 0, 0))
        self.row_height = row_height
        self.choice = Choice(len(items))
        self._held: int | None = None

    @property
    def selected(self) -> int:
        """The selected row."""
        return self.choice.index

    @selected.setter
    def selected(self, index: int) -> None:
        self.choice.index = index

    def row_rect(self, index: int) -> pygame.Rect:
        """Where item `index` is drawn."""
        if index < len(self.choice.rects):
            return self.choice.rects[index]
        return pygame.Rect(
            self.rect.x, self.rect.y + index * self.row_height, self.rect.w, self.row_height
        )

    def index_at(self, pos: tuple[int, int]) -> int | None:
        """The item under a point, if any."""
        for i in range(len(self.items)):
            if self.row_rect(i).collidepoint(pos):
                return i
        return None

    def move(self, delta: int) -> None:
        """Move the selection up or down, wrapping around."""
        self.selected = (self.selected + delta) % len(self.items)

    def activate(self, index: int | None = None) -> None:
        """Run the selected item's action (or item `index`)."""
        if index is not None:
            self.selected = index
        self.items[self.selected].action()

    def handle(self, event: pygame.event.Event) -> bool:
        """Arrows/Enter/shortcut keys and mouse hover/click; True when consumed."""
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_k):
                self.move(-1)
                return True
            if event.key in (pygame.K_DOWN, pygame.K_j, pygame.K_TAB):
                self.move(1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.activate()
                return True
            for i, item in enumerate(self.items):
                if item.key and event.unicode and event.unicode.lower() == item.key:
                    self.activate(i)
                    return True
        elif event.type == pygame.MOUSEMOTION:
            index = self.index_at(event.pos)
            if index is not None:
                self.selected = index
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._held = self.index_at(event.pos)
            return self._held is not None
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            index, self._held = self.index_at(event.pos), None
            if index is not None:
                self.activate(index)
                return True
        return False

    def draw(self, surface: pygame.Surface, skin: Skin) -> None:
        """Draw every row; the selected one in the accent colour."""
        for i, item in enumerate(self.items):
            row = self.row_rect(i)
            selected = i == self.selected
            if selected:
                pygame.draw.rect(surface, skin.colors["accent"], row)
            color = skin.colors["accent_text"] if selected else skin.colors["text"]
            dim = skin.colors["accent_text"] if selected else skin.colors["text_dim"]
            label = f"{item.key.upper()}  {item.label}" if item.key.isdigit() else item.label
            text.blit_text(
                surface,
                label,
                (row.x + 6, row.centery),
                color,
                text.NORMAL,
                bold=True,
                anchor="midleft",
            )
            if item.detail:
                text.blit_text(
                    surface,
                    item.detail,
                    (row.right - 6, row.centery),
                    dim,
                    text.SMALL,
                    anchor="midright",
                )


THUMB_LEAST = 16  # design pixels: the shortest a scroll bar's thumb gets


def scroll_thumb(bar: pygame.Rect, least: int, shown: int, total: int, offset: int) -> pygame.Rect:
    """The thumb of a scroll bar `bar` over a view of `shown` of `total` (pixels, lines: any
    one unit) scrolled to `offset`; never shorter than `least` pixels."""
    length = max(least, bar.h * shown // max(1, total))
    top = bar.y + (bar.h - length) * offset // max(1, total - shown)
    return pygame.Rect(bar.x + 1, top, bar.w - 2, length)


def draw_scroll_bar(
    surface: pygame.Surface, look: Look, bar: pygame.Rect, thumb: pygame.Rect
) -> None:
    """A scroll bar: its track in the shadow colour, its thumb in the highlight."""
    pygame.draw.rect(surface, look.color("shadow"), bar)
    pygame.draw.rect(surface, look.color("highlight"), thumb)
