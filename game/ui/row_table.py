"""A table whose rows can be chosen (the best times, the replays): aligned columns under a
header, the chosen row in the accent colour, each row's rect kept for the mouse.

Nothing in it is ever cut. A column too narrow for its words wraps them (a file name with
no spaces breaks anywhere, like a path); when the window is too narrow for the columns at
all, each row stacks instead: its first cell on a line of its own, the others under it as
"head value" pairs flowing onto as many lines as they need.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.ui.boxes import ROW_PAD, colors
from game.ui.layout import UNBOUNDED, Align, Box, Column, Pad, Role, Row, Space, Text
from game.ui.look import Look, TextRole

BREAK_CHARS = "n" * 28  # a column of names that break anywhere is never narrower than this
RULE_SHADE = 0.7  # the rule between rows: the dim text colour this far towards the background
PAIR_GAP = 12  # design pixels after each "head value" pair of a stacked row (lines: 2 apart)


@dataclass(frozen=True)
class Cell:
    """One cell: its words, bold or not, dim or not; `span` columns wide (a note that runs
    over the empty columns after it); `breaks`: a name that may break anywhere; `said`:
    what a screen reader says for it where that is not its words (a sign such as ▶)."""

    words: str
    strong: bool = False
    dim: bool = False
    span: int = 1
    breaks: bool = False
    said: str | None = None


def spoken(row: Sequence[Cell], header: Sequence[str], lead: int) -> str:
    """A row as a screen reader says it, however it is laid out: the lead cells as they
    are, then each other cell after its column's head ("Time 4.217 s"), empty ones left out."""
    parts = []
    column = 0
    for index, cell in enumerate(row):
        words = cell.words if cell.said is None else cell.said
        head = header[column] if column < len(header) and index >= lead else ""
        column += cell.span
        if words:
            parts.append(f"{head} {words}" if head and cell.said is None else words)
    return ", ".join(parts)


class BreakingText(Text):
    """A text that may break inside a word (a file name with no spaces): its column may be
    narrower than its longest word, down to about 28 letters, and it wraps piece by piece
    (narrower than that, the rows stack instead: a name in slivers is hard to read)."""

    def min_width(self, look: Look) -> int:
        """About 28 letters, or its longest word when that is shorter."""
        return min(super().min_width(look), look.width(BREAK_CHARS, self.text_role))


def _text(cell: Cell, color: str, halign: Align = Align.START) -> Text:
    role = TextRole.STRONG if cell.strong else TextRole.BODY
    kind = BreakingText if cell.breaks else Text
    return kind(cell.words, role, color, halign=halign)


def _fit(natural: list[int], least: list[int], room: int) -> list[int]:
    """Column widths in `room`: natural when they fit, else the widest columns narrowed to
    one common width first (never below their least), so that short columns (a date, a
    number) keep their line and the long ones (a name) wrap."""
    if sum(natural) <= room:
        return list(natural)

    def capped(cap: int) -> list[int]:
        return [max(m, min(n, cap)) for n, m in zip(natural, least, strict=True)]

    low, high = 0, max(natural, default=0)
    while low < high:  # the widest cap that fits
        cap = (low + high + 1) // 2
        if sum(capped(cap)) <= room:
            low = cap
        else:
            high = cap - 1
    return capped(low)


class _Line(Box):
    """One row of the table as laid out in columns: its texts and the columns each covers;
    `focused` when it is the chosen row (where a screen reader's keyboard is)."""

    role = Role.ROW

    def __init__(
        self, cells: Sequence[Cell], color: str, dim: str, aligns: Sequence[Align], name: str
    ) -> None:
        super().__init__(name=name)
        self.focused = False
        self.texts: list[tuple[Text, int, int]] = []
        column = 0
        for cell in cells:
            align = aligns[column] if column < len(aligns) and cell.span == 1 else Align.START
            shade = dim if cell.dim else color
            self.texts.append((_text(cell, shade, align), column, cell.span))
            column += cell.span

    def children(self) -> Sequence[Box]:
        """The row's cells."""
        return [text for text, _column, _span in self.texts]


class _Card(Pad):
    """One row of the table stacked; `focused` as a line's."""

    focused = False


class RowTable(Box):
    """Rows of cells under a header with one row chosen (`chosen`, None: none); `rects`
    says where each row was placed. `aligns` aligns each column; `lead` cells make a stacked
    row's first line (a rank and its time: "1.  4.097 s")."""

    role = Role.TABLE

    def __init__(
        self,
        header: Sequence[str],
        rows: Sequence[Sequence[Cell]],
        *,
        chosen: int | None = None,
        aligns: Sequence[Align] = (),
        gap: int = 12,
        lead: int = 1,
        name: str = "",
    ) -> None:
        super().__init__(name=name)
        self.lead = lead
        self.header = list(header)
        self.rows = [list(row) for row in rows]
        self.chosen = chosen
        self.aligns = list(aligns)
        self.gap = gap
        self.columns = len(self.header)
        self.rects: list[pygame.Rect] = []
        self.stacked = False
        self._measured: tuple[Look, tuple[list[int], list[int]]] | None = None
        heads = [Cell(h, strong=True) for h in self.header]
        self.head = _Line(heads, "text", "text", aligns, ", ".join(h for h in self.header if h))
        self.lines: list[_Line] = []
        self.cards: list[_Card] = []
        self.shades: list[list[tuple[Text, bool]]] = []  # each row's texts: dim or not
        for index, row in enumerate(self.rows):
            text, dim = colors(index == chosen)
            said = spoken(row, self.header, lead)
            line = _Line(row, text, dim, aligns, said)
            card, shades = self._card(row, text, dim, said)
            self.lines.append(line)
            self.cards.append(card)
            shades += [(box, cell.dim) for (box, _c, _s), cell in zip(line.texts, row, strict=True)]
            self.shades.append(shades)
        self.stack = Column(self.cards, 0, role=Role.LIST)
        self.choose(chosen)

    def _card(
        self, row: Sequence[Cell], text: str, dim: str, said: str
    ) -> tuple[_Card, list[tuple[Text, bool]]]:
        """A row stacked: its lead cells, then "head value" pairs flowing under it (named
        `said`, as the row is in columns); and its texts with whether each is dim."""
        first, rest = row[: self.lead], row[self.lead :]
        words = "  ".join(cell.words for cell in first if cell.words)
        shades: list[tuple[Text, bool]] = []

        def shaded(box: Text, dimmed: bool) -> Text:
            shades.append((box, dimmed))
            return box

        pairs: list[Box] = []
        column = sum(cell.span for cell in first)
        for cell in rest:
            head = self.header[column] if column < len(self.header) else ""
            column += cell.span
            if not cell.words:
                continue
            value = shaded(_text(cell, dim if cell.dim else text), cell.dim)
            if cell.span > 1:
                pairs.append(value)
                continue
            if not head:
                pairs.append(Row([value, Space(PAIR_GAP)], 0))
                continue
            label = shaded(Text(head, TextRole.SMALL, dim, wrap=False), True)
            pairs.append(Row([label, value, Space(PAIR_GAP)], 4, cross=Align.END))
        breaks = any(cell.breaks for cell in first)
        lead = shaded(_text(Cell(words, strong=True, breaks=breaks), text), False)
        flowing = Row(pairs, 2, flow=True, cross=Align.END) if pairs else None
        parts: list[Box | None] = [lead, flowing]
        return _Card(Column(parts, 2), ROW_PAD, role=Role.ROW, name=said), shades

    def children(self) -> Sequence[Box]:
        """The header and the rows (or the stacked rows) as laid out now."""
        if self.stacked:
            return [self.stack]
        return [self.head, *self.lines]

    # ------------------------------------------------------------------- columns
    def _needs(self, look: Look) -> tuple[list[int], list[int]]:
        """Each column's natural and least width (a spanning cell only asks its least),
        measured once per look: a layout asks several times, and a long table (the
        challenges played) spends most of its layout here."""
        if self._measured is not None and self._measured[0] is look:
            return self._measured[1]
        needs = self._measure_columns(look)
        self._measured = (look, needs)
        return needs

    def _measure_columns(self, look: Look) -> tuple[list[int], list[int]]:
        natural = [0] * self.columns
        least = [0] * self.columns
        for line in [self.head, *self.lines]:
            for text, column, span in line.texts:
                if span == 1:
                    natural[column] = max(natural[column], text.measure(look, UNBOUNDED)[0])
                    least[column] = max(least[column], text.min_width(look))
        gap = look.px(self.gap)
        for line in self.lines:
            for text, column, span in line.texts:
                end = min(self.columns, column + span)
                if span > 1 and end > column:
                    short = text.min_width(look) - sum(least[column:end]) - gap * (end - column - 1)
                    if short > 0:
                        least[end - 1] += short
                        natural[end - 1] = max(natural[end - 1], least[end - 1])
        return natural, least

    def _pad(self, look: Look) -> tuple[int, int]:
        return look.px(ROW_PAD[0]), look.px(ROW_PAD[1])

    def _table_min(self, look: Look) -> int:
        _natural, least = self._needs(look)
        return sum(least) + look.px(self.gap) * max(0, self.columns - 1) + 2 * self._pad(look)[0]

    def widths(self, look: Look, max_w: int) -> list[int]:
        """Each column's width in a table at most max_w wide."""
        natural, least = self._needs(look)
        room = max_w - look.px(self.gap) * max(0, self.columns - 1) - 2 * self._pad(look)[0]
        return _fit(natural, least, room)

    def _heights(self, look: Look, widths: list[int]) -> list[int]:
        """The height of the header and of each row (with its padding)."""
        gap = look.px(self.gap)
        heights = []
        for line in [self.head, *self.lines]:
            tallest = 0
            for text, column, span in line.texts:
                end = min(self.columns, column + span)
                width = sum(widths[column:end]) + gap * max(0, end - column - 1)
                tallest = max(tallest, text.measure(look, width)[1])
            heights.append(tallest + 2 * self._pad(look)[1])
        return heights

    # -------------------------------------------------------------------- layout
    def min_width(self, look: Look) -> int:
        """The narrowest: the rows stacked."""
        return min(self._table_min(look), self.stack.min_width(look))

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """In columns when they fit in max_w, stacked otherwise."""
        if max_w < self._table_min(look):
            return self.stack.measure(look, max_w)
        widths = self.widths(look, max_w)
        width = sum(widths) + look.px(self.gap) * max(0, self.columns - 1)
        return width + 2 * self._pad(look)[0], sum(self._heights(look, widths))

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """Each cell in its column and row (or each row stacked); the rows' rects kept."""
        super().place(look, rect)
        self.stacked = rect.w < self._table_min(look)
        if self.stacked:
            self.stack.place(look, rect)
            self.rects = [pygame.Rect(card.rect) for card in self.cards]
            return
        widths = self.widths(look, rect.w)
        heights = self._heights(look, widths)
        gap = look.px(self.gap)
        pad_x, pad_y = self._pad(look)
        starts = [rect.x + pad_x]
        for width in widths:
            starts.append(starts[-1] + width + gap)
        y = rect.y
        self.rects = []
        for index, (line, height) in enumerate(zip([self.head, *self.lines], heights, strict=True)):
            for text, column, span in line.texts:
                end = min(self.columns, column + span)
                width = sum(widths[column:end]) + gap * max(0, end - column - 1)
                text.place(look, pygame.Rect(starts[column], y + pad_y, width, height - 2 * pad_y))
            Box.place(line, look, pygame.Rect(rect.x, y, rect.w, height))
            if index:
                self.rects.append(pygame.Rect(line.rect))
            y += height

    def at(self, pos: tuple[int, int]) -> int | None:
        """The row under a point, if any."""
        return next((i for i, r in enumerate(self.rects) if r.collidepoint(pos)), None)

    def choose(self, index: int | None) -> None:
        """Show another row as chosen, and the keyboard on it (nothing moves)."""
        self.chosen = index
        for i, (line, card) in enumerate(zip(self.lines, self.cards, strict=True)):
            line.focused = card.focused = i == index
        for i, shades in enumerate(self.shades):
            text, dim = colors(i == index)
            for box, dimmed in shades:
                box.color = dim if dimmed else text

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        """A faint rule between rows, the chosen row's accent, then the cells."""
        rule = look.color("text_dim").lerp(look.color("background"), RULE_SHADE)
        for above, below in zip(self.rects, self.rects[1:], strict=False):
            y = (above.bottom + below.top) // 2
            pygame.draw.line(surface, rule, (below.x, y), (below.right - 1, y))
        if self.chosen is not None and 0 <= self.chosen < len(self.rects):
            pygame.draw.rect(surface, look.color("accent"), self.rects[self.chosen])
        if self.stacked:
            self.stack.draw(surface, look)
            return
        for line in [self.head, *self.lines]:
            for text, _column, _span in line.texts:
                text.draw(surface, look)
