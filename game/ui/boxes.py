"""The boxes screens are made of, beyond rows and columns: buttons, selectable lists, tab
strips, tables, the screen's frame and a dialog's panel. Each one measures its words at the
player's zoom and remembers where it was placed, for the mouse and for screen readers.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import _
from game.ui import recorder
from game.ui.layout import (
    UNBOUNDED,
    Align,
    Box,
    Column,
    Limit,
    Pad,
    Role,
    Row,
    Scroll,
    Space,
    Text,
)
from game.ui.look import Look, TextRole
from game.ui.recorder import Kind
from game.ui.widgets import Button, Choice, nine

BUTTON_PAD = (12, 5)  # design pixels around a button's label
ROW_PAD = (6, 3)  # around a list row's words


class ButtonBox(Box):
    """A push button (a `Button` widget: its rect is set here, so clicks land where it is
    drawn); `focused` draws the keyboard focus around it; `said`: what a screen reader
    calls a button drawn as a sign ("|<": "From the start")."""

    role = Role.BUTTON

    def __init__(
        self,
        button: Button,
        *,
        focused: bool = False,
        grow: float = 0,
        align: Align | None = None,
        said: str = "",
    ) -> None:
        super().__init__(grow=grow, align=align, name=_(button.label))
        self.button = button
        self.focused = focused
        self.said = said

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """The label in bold with room around it."""
        w = look.width(self.name, TextRole.STRONG) + 2 * look.px(BUTTON_PAD[0])
        h = look.line(TextRole.STRONG) + 2 * look.px(BUTTON_PAD[1])
        return w, h

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """The button's rect is where it is drawn."""
        super().place(look, rect)
        self.button.rect = pygame.Rect(rect)

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        """Raised (pushed while held), the label centred, dim when disabled."""
        button = self.button
        down = button.held and button.hovered
        shown = self.rect.clip(surface.get_clip())  # a scrolled view may show part of it
        if not shown.w or not shown.h:
            return
        recorder.note(Kind.WIDGET, shown, label=self.name)
        nine(surface, look.skin, "button_down" if down else "button", self.rect, scale=look.chrome)
        color = "text" if button.enabled else "text_dim"
        shift = look.chrome if down else 0
        if shown == self.rect:  # a label is never shown cut in half
            look.blit(
                surface,
                self.name,
                (self.rect.centerx + shift, self.rect.centery + shift),
                TextRole.STRONG,
                color,
                "center",
            )
        if self.focused:
            pygame.draw.rect(surface, look.color("accent"), self.rect.inflate(4, 4), look.chrome)


def button_row(
    buttons: Sequence[Button], focus: int | None = None, justify: Align = Align.END
) -> Row:
    """Buttons side by side (on more lines when the window is narrow)."""
    return Row(
        [ButtonBox(b, focused=i == focus) for i, b in enumerate(buttons)],
        6,
        flow=True,
        justify=justify,
        cross=Align.START,
    )


class ChoiceRow(Pad):
    """One row of a selectable list: the accent behind it when selected."""

    role = Role.LIST_ITEM

    def __init__(self, child: Box, choice: Choice, index: int, name: str = "") -> None:
        super().__init__(child, ROW_PAD, name=name, role=Role.LIST_ITEM)
        self.choice = choice
        self.index = index

    @property
    def selected(self) -> bool:
        """Whether this row is the selected one."""
        return self.choice.index == self.index

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """Remember the row's rect in the choice."""
        super().place(look, rect)
        rects = self.choice.rects
        while len(rects) <= self.index:
            rects.append(pygame.Rect(0, 0, 0, 0))
        rects[self.index] = pygame.Rect(rect)

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        """The accent behind the selected row, then the row."""
        if self.selected:
            pygame.draw.rect(surface, look.color("accent"), self.rect)
        super().draw(surface, look)


def colors(selected: bool) -> tuple[str, str]:
    """The text and dim-text colours of a row, selected or not."""
    return ("accent_text", "accent_text") if selected else ("text", "text_dim")


def choice_list(
    rows: Sequence[tuple[str, str]],
    choice: Choice,
    *,
    numbered: Sequence[str] = (),
    gap: int = 0,
) -> Column:
    """A list of (label, detail) rows with one selected: the label bold at the left, the
    detail at the right (under it when the row is too narrow); `numbered` puts a key before
    each label ("1  Normal")."""
    choice.count = len(rows)
    choice.rects = []
    items: list[Box] = []
    for i, (label, detail) in enumerate(rows):
        text, dim = colors(i == choice.index)
        key = numbered[i] if i < len(numbered) else ""
        words = f"{key.upper()}  {label}" if key else label
        parts: list[Box | None] = [
            Text(words, TextRole.STRONG, text, wrap=False),
            Space(grow=1),
            Text(detail, TextRole.BODY, dim, halign=Align.END) if detail else None,
        ]
        line = Row(parts, 12, flow=True, cross=Align.CENTER)
        items.append(ChoiceRow(line, choice, i, name=f"{label}, {detail}" if detail else label))
    return Column(items, gap, role=Role.LIST)


class Tabs(Box):
    """A strip of tabs with one chosen (the one tab strip of every screen that has tabs);
    `rects` says where each tab was placed. The strip flows onto more lines when narrow."""

    role = Role.TAB_LIST

    def __init__(self, names: Sequence[str], chosen: int) -> None:
        super().__init__()
        self.names = list(names)
        self.chosen = chosen
        self.rects: list[pygame.Rect] = []
        self.inner = Row(
            [Pad(Text(n, TextRole.STRONG, wrap=False), (10, 4)) for n in self.names], 2, flow=True
        )

    def children(self) -> Sequence[Box]:
        """The tabs."""
        return self.inner.items

    def min_width(self, look: Look) -> int:
        """The widest tab."""
        return self.inner.min_width(look)

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """The tabs side by side, in lines when needed."""
        return self.inner.measure(look, max_w)

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """Each tab's rect is remembered."""
        super().place(look, rect)
        self.inner.place(look, rect)
        self.rects = [pygame.Rect(item.rect) for item in self.inner.items]

    def at(self, pos: tuple[int, int]) -> int | None:
        """The tab under a point, if any."""
        return next((i for i, r in enumerate(self.rects) if r.collidepoint(pos)), None)

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        """Tabs as buttons; the chosen one sunken in the accent colour."""
        for i, item in enumerate(self.inner.items):
            chosen = i == self.chosen
            if chosen:
                pygame.draw.rect(surface, look.color("accent"), item.rect)
            else:
                nine(surface, look.skin, "button", item.rect, scale=look.chrome)
            assert isinstance(item, Pad) and isinstance(item.child, Text)
            item.child.color = "accent_text" if chosen else "text"
            item.child.draw(surface, look)
            shown = item.rect.clip(surface.get_clip())  # a scrolled view may show part of it
            if shown.w and shown.h:
                recorder.note(Kind.WIDGET, shown, label=self.names[i])


class Table(Box):
    """Rows of cells in aligned columns (a column's width is its widest cell); when the
    table is too wide, the columns that wrap get narrower first. `aligns` aligns each column.
    Row `selected` (of `rows`) has the keyboard: drawn on the accent, as a list's row."""

    role = Role.TABLE

    def __init__(
        self,
        rows: Sequence[Sequence[str]],
        *,
        header: Sequence[str] = (),
        aligns: Sequence[Align] = (),
        gap: int = 12,
        grow: float = 0,
        selected: int | None = None,
    ) -> None:
        super().__init__(grow=grow)
        self.header = list(header)
        self.rows = [list(r) for r in rows]
        self.aligns = list(aligns)
        self.gap = gap
        self.cells: list[list[Text]] = []
        every = ([self.header] if self.header else []) + self.rows
        self.selected_line = None if selected is None else selected + len(every) - len(self.rows)
        for r, row in enumerate(every):
            role = TextRole.STRONG if self.header and r == 0 else TextRole.BODY
            color = colors(r == self.selected_line)[0]
            self.cells.append(
                [Text(value, role, color, halign=self._align(c)) for c, value in enumerate(row)]
            )

    def line_rect(self, line: int) -> pygame.Rect:
        """Where line `line` (the header is line 0 when there is one) was placed, across
        the whole table."""
        cells = self.cells[line]
        top = min(cell.rect.top for cell in cells)
        bottom = max(cell.rect.bottom for cell in cells)
        return pygame.Rect(self.rect.x, top, self.rect.w, bottom - top)

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        """The accent behind the selected row, then the cells."""
        if self.selected_line is not None:
            row = self.line_rect(self.selected_line).inflate(2 * look.px(ROW_PAD[0]), 0)
            pygame.draw.rect(surface, look.color("accent"), row)
        super().draw(surface, look)

    def _align(self, column: int) -> Align:
        return self.aligns[column] if column < len(self.aligns) else Align.START

    def children(self) -> Sequence[Box]:
        """Every cell, row by row."""
        return [cell for row in self.cells for cell in row]

    def _columns(self) -> int:
        return max((len(row) for row in self.cells), default=0)

    def widths(self, look: Look, max_w: int) -> list[int]:
        """Each column's width in a table at most max_w wide."""
        columns = self._columns()
        natural = [0] * columns
        least = [0] * columns
        for row in self.cells:
            for c, cell in enumerate(row):
                natural[c] = max(natural[c], cell.measure(look, UNBOUNDED)[0])
                least[c] = max(least[c], cell.min_width(look))
        room = max_w - look.px(self.gap) * max(0, columns - 1)
        if sum(natural) <= room:
            return natural
        slack = [n - m for n, m in zip(natural, least, strict=True)]
        total = sum(slack)
        if total <= 0:
            return least
        cut = min(1.0, (sum(natural) - room) / total)
        return [n - int(s * cut + 0.999) for n, s in zip(natural, slack, strict=True)]

    def min_width(self, look: Look) -> int:
        """Every column at its longest word."""
        least = [0] * self._columns()
        for row in self.cells:
            for c, cell in enumerate(row):
                least[c] = max(least[c], cell.min_width(look))
        return sum(least) + look.px(self.gap) * max(0, len(least) - 1)

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """Columns side by side, rows one under another."""
        widths = self.widths(look, max_w)
        height = sum(
            max((cell.measure(look, w)[1] for cell, w in zip(row, widths, strict=False)), default=0)
            for row in self.cells
        )
        return sum(widths) + look.px(self.gap) * max(0, len(widths) - 1), height

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """Each cell in its column and row."""
        super().place(look, rect)
        widths = self.widths(look, rect.w)
        y = rect.y
        for row in self.cells:
            x = rect.x
            height = max(
                (cell.measure(look, w)[1] for cell, w in zip(row, widths, strict=False)), default=0
            )
            for cell, w in zip(row, widths, strict=False):
                cell.place(look, pygame.Rect(x, y, w, height))
                x += w + look.px(self.gap)
            y += height


class Strip(Box):
    """A screen's title strip: the accent bar with the heading in it."""

    role = Role.HEADING

    def __init__(self, heading: str) -> None:
        super().__init__(name=heading)
        self.text = Text(heading, TextRole.HEADING, "accent_text")

    def children(self) -> Sequence[Box]:
        """The heading."""
        return (self.text,)

    def min_width(self, look: Look) -> int:
        """The heading's longest word and the padding."""
        return self.text.min_width(look) + 2 * look.space

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """The heading with padding."""
        w, h = self.text.measure(look, max_w - 2 * look.space)
        return w + 2 * look.space, h + look.space

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """The heading inside the bar."""
        super().place(look, rect)
        self.text.place(look, rect.inflate(-2 * look.space, -look.space))

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        """The bar, then the heading."""
        pygame.draw.rect(surface, look.color("accent"), self.rect)
        self.text.draw(surface, look)


class Window(Pad):
    """The whole window: the skin's background and outer frame around a screen."""

    def __init__(self, child: Box) -> None:
        super().__init__(child, 6, "frame_outer", fill="background")


def screen(
    heading: str,
    body: Box,
    buttons: Sequence[Button] = (),
    *,
    footer: Box | None = None,
    scroll: Scroll | None = None,
    width: int = 760,
    focus: int | None = None,
) -> Window:
    """A menu-like screen: the title strip, the body (scrolling when taller than the
    window), then a footer line and the buttons along the foot (button `focus` with the
    keyboard on it). `width` (design pixels) is the widest the body gets on a wide window,
    centred."""
    holder = scroll or Scroll(body)
    holder.child = body
    foot: list[Box | None] = [footer, button_row(buttons, focus) if buttons else None]
    return Window(
        Column(
            [
                Strip(heading),
                Pad(Limit(holder, width), (8, 0), grow=1),
                Pad(Limit(Column(foot, 6), width), (8, 4)) if any(foot) else None,
            ],
            8,
        )
    )


class Dialog(Box):
    """A panel over the screen below: a heading, words and buttons, at most `width` design
    pixels wide and never wider or taller than the window (its words scroll then)."""

    role = Role.DIALOG

    def __init__(
        self,
        heading: str,
        body: Box,
        buttons: Sequence[Button],
        focus: int | None = None,
        width: int = 460,
        frame: str = "panel",
    ) -> None:
        super().__init__(name=heading)
        self.scroll = Scroll(body, grow=0)
        self.panel = Pad(
            Column(
                [
                    Text(heading, TextRole.HEADING, halign=Align.CENTER) if heading else None,
                    self.scroll,
                    button_row(buttons, focus, Align.CENTER),
                ],
                8,
            ),
            12,
            frame,
            floating=True,
        )
        self.width = width

    def children(self) -> Sequence[Box]:
        """The panel."""
        return (self.panel,)

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """Centred in rect, as wide as its words need up to `width`, as tall as they need
        up to the room (the words scroll beyond that)."""
        super().place(look, rect)
        margin = look.space
        room = rect.inflate(-2 * margin, -2 * margin)
        width = min(room.w, max(look.px(self.width), self.panel.min_width(look)))
        natural_w, natural_h = self.panel.measure(look, width)
        width = min(width, max(natural_w, self.panel.min_width(look)))
        height = min(room.h, self.panel.measure(look, width)[1])
        self.scroll.grow = 1 if height < self.panel.measure(look, width)[1] else 0
        panel = pygame.Rect(0, 0, width, height)
        panel.center = rect.center
        self.panel.place(look, panel)

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        """The panel (noted for the layout audit as a dialog), then what is in it."""
        recorder.note(Kind.OVERLAY, self.panel.rect, label=f"dialog {self.name}")
        self.panel.draw(surface, look)


class HintLine(Text):
    """A dim line of help under a screen's body (a screen reader says it as the screen's
    description: the keys it names are news to a player who cannot see it)."""


def hint_line(words: str) -> Text:
    """A dim line of help under a screen's body."""
    return HintLine(words, TextRole.SMALL, "text_dim", halign=Align.CENTER)
