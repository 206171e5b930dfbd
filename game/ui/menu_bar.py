"""A classic menu bar with drop-down menus (Game, Assist, Help).

Titles and labels are marked texts (`N_`), translated when measured and drawn, so a
language switch shows on the next frame. Which menu is open is a `MenuState` the owner may
keep (the play screen keeps it in its `PlayUi`); what one frame shows of the bar is a frozen
`MenuPicture` (`MenuBar.picture()`), which `draw_menu` draws."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.i18n import _
from game.ui import recorder
from game.ui.look import Look, TextRole
from game.ui.recorder import Kind
from game.ui.widgets import nine

ROW_PAD = 3  # design pixels above and below an entry's words
SEPARATOR = 6


@dataclass
class Entry:
    """A drop-down row; an entry without an action is a separator line."""

    label: str = ""
    action: Callable[[], None] | None = None
    shortcut: str = ""
    checked: Callable[[], bool] | None = None
    enabled: Callable[[], bool] | None = None

    @property
    def separator(self) -> bool:
        """True for a separator line."""
        return self.action is None

    def is_enabled(self) -> bool:
        """Whether the entry can be chosen now."""
        return self.enabled() if self.enabled else True


@dataclass
class MenuState:
    """Which drop-down is open, the entry under the pointer (or the keyboard's choice), and
    the menu a click (or F10) opened."""

    open_index: int | None = None
    hover: int | None = None
    clicked: int | None = None


@dataclass(frozen=True)
class MenuRow:
    """One drop-down row as drawn: its texts (translated), where, and how it shows."""

    label: str
    shortcut: str
    rect: pygame.Rect
    separator: bool
    enabled: bool
    checked: bool
    hovered: bool


@dataclass(frozen=True)
class MenuPicture:
    """What the bar shows in one frame: the bar, its titles (translated) and the open
    drop-down's panel and rows (none when closed)."""

    bar: pygame.Rect
    titles: tuple[tuple[str, pygame.Rect], ...]
    open_index: int | None
    panel: pygame.Rect | None
    rows: tuple[MenuRow, ...]

    @property
    def titles_end(self) -> int:
        """Where the last title ends (the bar's left edge when there is none)."""
        return max((rect.right for _title, rect in self.titles), default=self.bar.x)


class MenuBar:
    """Titles along the top; clicking one opens its drop-down, which takes the input."""

    def __init__(
        self,
        menus: list[tuple[str, list[Entry]]],
        rect: pygame.Rect,
        state: MenuState | None = None,
        look: Look | None = None,
    ) -> None:
        self.menus = menus
        self.rect = pygame.Rect(rect)
        self.look = look
        self.state = state if state is not None else MenuState()
        if self.state.open_index is not None and self.state.open_index >= len(menus):
            self.close()

    @property
    def open_index(self) -> int | None:
        """The open drop-down's index, or None."""
        return self.state.open_index

    @open_index.setter
    def open_index(self, index: int | None) -> None:
        self.state.open_index = index

    @property
    def hover(self) -> int | None:
        """The entry under the pointer or chosen by the keyboard, or None."""
        return self.state.hover

    @hover.setter
    def hover(self, index: int | None) -> None:
        self.state.hover = index

    @property
    def _clicked(self) -> int | None:
        return self.state.clicked

    @_clicked.setter
    def _clicked(self, index: int | None) -> None:
        self.state.clicked = index

    def _width(self, words: str) -> int:
        if self.look is None:
            return len(words) * 7
        return self.look.width(words, TextRole.BODY)

    def _px(self, value: int) -> int:
        return self.look.px(value) if self.look is not None else value

    def _row(self) -> int:
        line = self.look.line(TextRole.BODY) if self.look is not None else 13
        return line + 2 * self._px(ROW_PAD)

    @property
    def titles(self) -> list[pygame.Rect]:
        """One rect per menu title along the bar, sized to its title in the language in force."""
        rects = []
        x = self.rect.x + self._px(2)
        for title, _entries in self.menus:
            w = self._width(_(title)) + self._px(12)
            rects.append(pygame.Rect(x, self.rect.y, w, self.rect.h))
            x += w
        return rects

    @property
    def active(self) -> bool:
        """True while a drop-down is open."""
        return self.open_index is not None

    def close(self) -> None:
        """Close any open drop-down."""
        self.open_index = self._clicked = None
        self.hover = None

    def dropdown_rect(self, index: int) -> pygame.Rect:
        """The drop-down panel of menu `index`."""
        entries = self.menus[index][1]
        width = max(
            self._width(_(e.label)) + self._width(_(e.shortcut)) + self._px(48) for e in entries
        )
        separator = self._px(SEPARATOR)
        height = sum(separator if e.separator else self._row() for e in entries) + self._px(6)
        title = self.titles[index]
        rect = pygame.Rect(title.x, title.bottom, width, height)
        rect.right = min(rect.right, max(self.rect.right, width))
        return rect

    def entry_rects(self, index: int) -> list[pygame.Rect]:
        """One rect per entry of menu `index`."""
        panel = self.dropdown_rect(index)
        edge = self._px(3)
        y = panel.y + edge
        rects = []
        for entry in self.menus[index][1]:
            h = self._px(SEPARATOR) if entry.separator else self._row()
            rects.append(pygame.Rect(panel.x + edge, y, panel.w - 2 * edge, h))
            y += h
        return rects

    def _title_at(self, pos: tuple[int, int]) -> int | None:
        for i, rect in enumerate(self.titles):
            if rect.collidepoint(pos):
                return i
        return None

    def _entry_at(self, pos: tuple[int, int]) -> int | None:
        if self.open_index is None:
            return None
        for i, rect in enumerate(self.entry_rects(self.open_index)):
            entry = self.menus[self.open_index][1][i]
            if rect.collidepoint(pos) and not entry.separator:
                return i
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse and Esc handling; True when the bar consumed the event."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            title = self._title_at(event.pos)
            if title is not None:
                # A click on the title of the menu a click opened closes it; on any other
                # title (the pointer may have opened it already on its way) it opens that one.
                again = self.open_index == title and self._clicked == title
                self.open_index = None if again else title
                self._clicked = self.open_index
                self.hover = None
                return True
            if self.open_index is not None:
                if self._entry_at(event.pos) is None and not self.dropdown_rect(
                    self.open_index
                ).collidepoint(event.pos):
                    self.close()
                return True
            return False
        if not self.active:
            return False
        if event.type == pygame.MOUSEMOTION:
            title = self._title_at(event.pos)
            if title is not None:
                self.open_index = title
            self.hover = self._entry_at(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP:
            index = self._entry_at(event.pos)
            if index is not None:
                self.choose(index)
            return True
        if event.type == pygame.KEYDOWN:
            self._key(event.key)
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEWHEEL, pygame.KEYUP)

    def _key(self, key: int) -> None:
        if self.open_index is None:
            return
        entries = self.menus[self.open_index][1]
        choices = [i for i, e in enumerate(entries) if not e.separator]
        if key == pygame.K_ESCAPE:
            self.close()
        elif key in (pygame.K_DOWN, pygame.K_UP):
            step = 1 if key == pygame.K_DOWN else -1
            current = choices.index(self.hover) if self.hover in choices else -step
            self.hover = choices[(current + step) % len(choices)]
        elif key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if key == pygame.K_RIGHT else -1
            self.open_index = (self.open_index + step) % len(self.menus)
            self.hover = None
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.hover is not None:
            self.choose(self.hover)

    def open(self, index: int = 0) -> None:
        """Open a menu from the keyboard (F10), with its first entry selected."""
        self.open_index = self._clicked = index
        self.hover = next(i for i, e in enumerate(self.menus[index][1]) if not e.separator)

    def choose(self, index: int) -> None:
        """Run entry `index` of the open menu (if enabled) and close the menu."""
        if self.open_index is None:
            return
        entry = self.menus[self.open_index][1][index]
        if entry.action is not None and entry.is_enabled():
            self.close()
            entry.action()

    def picture(self) -> MenuPicture:
        """What the bar shows now (texts translated, entries' checks and states read)."""
        titles = tuple(
            (_(title), pygame.Rect(rect))
            for (title, _entries), rect in zip(self.menus, self.titles, strict=True)
        )
        if self.open_index is None:
            return MenuPicture(pygame.Rect(self.rect), titles, None, None, ())
        entries = self.menus[self.open_index][1]
        rows = tuple(
            MenuRow(
                label=_(entry.label) if not entry.separator else "",
                shortcut=_(entry.shortcut) if entry.shortcut else "",
                rect=pygame.Rect(rect),
                separator=entry.separator,
                enabled=not entry.separator and entry.is_enabled(),
                checked=bool(entry.checked and entry.checked()),
                hovered=i == self.hover,
            )
            for i, (entry, rect) in enumerate(
                zip(entries, self.entry_rects(self.open_index), strict=True)
            )
        )
        panel = self.dropdown_rect(self.open_index)
        return MenuPicture(pygame.Rect(self.rect), titles, self.open_index, panel, rows)

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        """The bar, and the open drop-down over everything below it."""
        draw_menu(surface, look, self.picture())


def draw_menu(surface: pygame.Surface, look: Look, menu: MenuPicture) -> None:
    """The bar, and the open drop-down over everything below it, from one picture."""
    skin = look.skin
    colors = skin.colors
    bar = menu.bar
    pygame.draw.rect(surface, colors["background"], bar)
    recorder.note(Kind.BOX, bar.move(surface.get_abs_offset()), label="menu bar")
    pygame.draw.line(
        surface, colors["shadow"], (bar.x, bar.bottom - 1), (bar.right - 1, bar.bottom - 1)
    )
    for i, (title, rect) in enumerate(menu.titles):
        is_open = i == menu.open_index
        if is_open:
            pygame.draw.rect(surface, colors["accent"], rect)
        color = "accent_text" if is_open else "text"
        look.blit(surface, title, rect.center, TextRole.BODY, color, "center")
    if menu.panel is None:
        return
    nine(surface, skin, "panel", menu.panel, role="menu", scale=look.chrome)
    for row in menu.rows:
        rect = row.rect
        if row.separator:
            y = rect.centery
            pygame.draw.line(surface, colors["shadow"], (rect.x + 2, y), (rect.right - 3, y))
            pygame.draw.line(
                surface, colors["highlight"], (rect.x + 2, y + 1), (rect.right - 3, y + 1)
            )
            continue
        if row.hovered and row.enabled:
            pygame.draw.rect(surface, colors["accent"], rect)
            color = "accent_text"
        else:
            color = "text" if row.enabled else "text_dim"
        mid = rect.centery
        if row.checked:
            look.blit(surface, "✓", (rect.x + look.px(3), mid), TextRole.BODY, color, "midleft")
        look.blit(surface, row.label, (rect.x + look.px(18), mid), TextRole.BODY, color, "midleft")
        if row.shortcut:
            right = (rect.right - look.px(6), mid)
            look.blit(surface, row.shortcut, right, TextRole.BODY, color, "midright")
