"""The one layout system: rows and columns of boxes sized from measured text and the room given.

A screen describes itself as a tree of boxes; `lay_out(tree, look, rect)` measures and places
every box inside the window's current size, and `tree.draw(surface, look)` draws it. No scene
computes a pixel position by hand: sizes come from the text as rendered at the player's zoom
(`Look`), from sprites, and from the room the window gives.

Measuring is width-first: `measure(look, max_w)` is the natural size of a box no wider than
`max_w` (a text wraps to it), `min_width(look)` the narrowest it can go (its longest word).
A row shrinks its wrapping children before it lets anything overflow; a column stacks its
children and shares spare height among those that `grow`; `Scroll` shows a tall column with a
visible scroll bar instead of cutting it. Every box keeps the rect it was placed at (`rect`),
so input goes to what was drawn, and carries an accessibility role and name.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Callable, Iterator, Sequence
from typing import Any, TypeVar

import pygame

from game.ui import recorder, text
from game.ui.look import Look, TextRole
from game.ui.recorder import Kind
from game.ui.widgets import THUMB_LEAST, draw_scroll_bar, nine, scroll_thumb

UNBOUNDED = 1 << 20  # a width limit that never binds


class Align(enum.Enum):
    """Where a box sits across its container's direction, or where a row's boxes gather."""

    START = "start"
    CENTER = "center"
    END = "end"
    STRETCH = "stretch"


class Role(enum.Enum):
    """What a box is to a screen reader (AccessKit's roles, by name)."""

    NONE = "none"  # layout only: not in the accessibility tree
    GROUP = "group"
    LABEL = "label"
    HEADING = "heading"
    BUTTON = "button"
    LIST = "list"
    LIST_ITEM = "list_item"
    CHECKBOX = "check_box"
    TABLE = "table"
    ROW = "row"
    CELL = "cell"
    GRID = "grid"
    IMAGE = "image"
    DIALOG = "dialog"
    TAB_LIST = "tab_list"
    TAB = "tab"
    STATUS = "status"
    TEXT_INPUT = "text_input"
    WINDOW = "window"
    MENU_BAR = "menu_bar"
    MENU = "menu"
    MENU_ITEM = "menu_item"
    TIMER = "timer"


class Box:
    """A rectangle of the screen: measured, then placed, then drawn.

    `grow`: this box's share of the spare room along its container's direction (0: none).
    `align`: where it sits across that direction (None: the container's choice).
    A box's `measure` and `min_width` are remembered per look and width (every subclass's
    too): a layout asks the same box many times, and a tree is built anew when its content
    changes.
    """

    role = Role.NONE
    described: Callable[[], object] | None = None
    """What a screen reader is told of this box when its role and name are not enough (a
    board: its cells), as game/a11y's node; None: its role, name and children."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        for name in ("measure", "min_width"):
            method = cls.__dict__.get(name)
            if method is not None:
                setattr(cls, name, _remembered(method))

    def __init__(self, grow: float = 0, align: Align | None = None, name: str = "") -> None:
        self.grow = grow
        self.align = align
        self.name = name
        self.rect = pygame.Rect(0, 0, 0, 0)

    def children(self) -> Sequence[Box]:
        """The boxes inside this one."""
        return ()

    def walk(self) -> Iterator[Box]:
        """This box and every box inside it, outermost first."""
        yield self
        for child in self.children():
            yield from child.walk()

    def min_width(self, look: Look) -> int:
        """The narrowest this box can be drawn without cutting anything."""
        return self.measure(look, UNBOUNDED)[0]

    def can_shrink(self) -> bool:
        """Whether the box can be shown shorter than it measures (it scrolls what is left)."""
        return False

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """The natural size of this box when it may be at most `max_w` wide."""
        return (0, 0)

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """Put the box (and what it holds) at rect."""
        self.rect = pygame.Rect(rect)

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        """Draw the box (the default draws its children)."""
        for child in self.children():
            child.draw(surface, look)


Measured = TypeVar("Measured")


def _remembered(
    method: Callable[..., Measured],
) -> Callable[..., Measured]:
    """`method` (a box's measure or min_width) answering each look and width once."""
    name = method.__qualname__

    @functools.wraps(method)
    def remembered(self: Box, look: Look, *args: int) -> Measured:
        memo: dict[tuple[object, ...], Any] = self.__dict__.setdefault("_memo", {})
        key = (name, id(look.skin), look.zoom, *args)
        if key not in memo:
            memo[key] = method(self, look, *args)
        result: Measured = memo[key]
        return result

    return remembered


def lay_out(box: Box, look: Look, rect: pygame.Rect) -> Box:
    """Measure and place a tree of boxes in rect; return the tree."""
    box.place(look, pygame.Rect(rect))
    return box


# ------------------------------------------------------------------------------ leaves


class Space(Box):
    """Empty room: a fixed gap, or all the spare room with `grow`."""

    def __init__(self, width: int = 0, height: int = 0, grow: float = 0) -> None:
        super().__init__(grow=grow)
        self.size = (width, height)

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """The gap, at the zoom."""
        return min(look.px(self.size[0]), max_w), look.px(self.size[1])


class Text(Box):
    """Words in one role and colour, wrapped to the width given (never cut).

    `wrap=False` keeps the text on one line (a label that must stay whole); its width is
    then its minimum too, and a container that cannot give it that is wrong (the layout
    audit says so). `min_lines` keeps room for that many lines (for words that arrive
    later and may be longer: nothing below them moves).
    """

    role = Role.LABEL

    def __init__(
        self,
        words: str,
        role: TextRole = TextRole.BODY,
        color: str = "text",
        *,
        halign: Align = Align.START,
        wrap: bool = True,
        grow: float = 0,
        align: Align | None = None,
        min_lines: int = 1,
    ) -> None:
        super().__init__(grow=grow, align=align, name=words)
        self.words = words
        self.min_lines = min_lines
        self.text_role = role
        self.color = color
        self.halign = halign
        self.wrap = wrap
        self.lines: list[str] = []
        if role in (TextRole.HEADING, TextRole.TITLE):
            self.role = Role.HEADING

    def _lines(self, look: Look, width: int) -> list[str]:
        if not self.wrap:
            return self.words.split("\n")
        return look.wrap(self.words, max(1, width), self.text_role)

    def min_width(self, look: Look) -> int:
        """The longest word (or the whole line when it may not wrap)."""
        if not self.wrap:
            return max(
                (look.width(line, self.text_role) for line in self.words.split("\n")), default=0
            )
        words = self.words.replace("\n", " ").split(" ")
        return max((look.width(word, self.text_role) for word in words), default=0)

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """The wrapped lines' width and height."""
        lines = self._lines(look, max_w)
        width = max((look.width(line, self.text_role) for line in lines), default=0)
        return width, max(len(lines), self.min_lines) * look.line(self.text_role)

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """Wrap to the width given."""
        super().place(look, rect)
        self.lines = self._lines(look, rect.w)

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        """Each line at its place, aligned; in a scrolled view only the lines wholly in view
        (a line is never shown cut in half: the scroll bar says there is more)."""
        y = self.rect.y
        step = look.line(self.text_role)
        clip = surface.get_clip()
        size, bold = look.text_px(self.text_role), look.bold(self.text_role)
        for line in self.lines:
            tall = max(step, text.render(line, size, look.color(self.color), bold).get_height())
            if not clip.contains(pygame.Rect(self.rect.x, y, max(1, self.rect.w), tall)):
                y += step
                continue
            if self.halign is Align.CENTER:
                look.blit(
                    surface, line, (self.rect.centerx, y), self.text_role, self.color, "midtop"
                )
            elif self.halign is Align.END:
                look.blit(
                    surface, line, (self.rect.right, y), self.text_role, self.color, "topright"
                )
            else:
                look.blit(surface, line, (self.rect.x, y), self.text_role, self.color)
            y += step


class Paint(Box):
    """A box drawn by a function of its rect (a board, a chart, sprites): it takes the room
    it is given, at least `least` and, unless it grows, about `natural` (pixels at zoom 1,
    or window pixels with `exact`)."""

    def __init__(
        self,
        draw: Callable[[pygame.Surface, pygame.Rect], None],
        natural: tuple[int, int] = (0, 0),
        least: tuple[int, int] = (0, 0),
        *,
        exact: bool = False,
        grow: float = 0,
        align: Align | None = None,
        role: Role = Role.NONE,
        name: str = "",
    ) -> None:
        super().__init__(grow=grow, align=align, name=name)
        self.painter = draw
        self.natural = natural
        self.least = least
        self.exact = exact
        self.role = role

    def _size(self, look: Look, size: tuple[int, int]) -> tuple[int, int]:
        return size if self.exact else (look.px(size[0]), look.px(size[1]))

    def min_width(self, look: Look) -> int:
        """The least width asked for."""
        return self._size(look, self.least)[0]

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """The natural size, no wider than allowed (but never below the least)."""
        natural = self._size(look, self.natural)
        least = self._size(look, self.least)
        return max(least[0], min(natural[0], max_w)), max(least[1], natural[1])

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        """Call the painter with the rect."""
        self.painter(surface, self.rect)


# -------------------------------------------------------------------------- containers


class Stack(Box):
    """Boxes one after another along one direction (`Column` and `Row` say which)."""

    vertical = True

    def __init__(
        self,
        items: Sequence[Box | None],
        gap: int = 8,
        *,
        cross: Align = Align.STRETCH,
        justify: Align = Align.START,
        grow: float = 0,
        align: Align | None = None,
        role: Role = Role.NONE,
        name: str = "",
    ) -> None:
        super().__init__(grow=grow, align=align, name=name)
        self.items: list[Box] = [item for item in items if item is not None]
        self.gap = gap
        self.cross = cross
        self.justify = justify
        self.role = role

    def children(self) -> Sequence[Box]:
        """The boxes in order."""
        return self.items

    def _gaps(self, look: Look) -> int:
        return look.px(self.gap) * max(0, len(self.items) - 1)


class Column(Stack):
    """Boxes top to bottom; spare height goes to the ones that grow."""

    def min_width(self, look: Look) -> int:
        """The widest child's minimum."""
        return max((item.min_width(look) for item in self.items), default=0)

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """As wide as the widest child, as tall as all of them with their gaps."""
        sizes = [item.measure(look, max_w) for item in self.items]
        width = max((w for w, _ in sizes), default=0)
        return min(width, max(max_w, self.min_width(look))), sum(h for _, h in sizes) + self._gaps(
            look
        )

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """Stack the children; share the spare height among those that grow."""
        super().place(look, rect)
        sizes = [item.measure(look, rect.w) for item in self.items]
        heights = [h for _, h in sizes]
        spare = rect.h - sum(heights) - self._gaps(look)
        growth = sum(item.grow for item in self.items)
        if spare > 0 and growth > 0:
            heights = _shared(heights, [item.grow for item in self.items], spare)
            spare = 0
        elif spare < 0:  # too little room: what scrolls gives it up first
            heights, spare = _squeezed(self.items, heights, spare, look)
        y = rect.y + _lead(self.justify, max(0, spare))
        gap = look.px(self.gap)
        for item, (w, _), h in zip(self.items, sizes, heights, strict=True):
            x, width = _across(item.align or self.cross, rect.x, rect.w, w)
            item.place(look, pygame.Rect(x, y, width, h))
            y += h + gap


class Row(Stack):
    """Boxes left to right; when they do not fit, the ones that wrap their text get narrower
    first (each down to its longest word), and `flow` rows start a new line instead."""

    vertical = False

    def __init__(
        self,
        items: Sequence[Box | None],
        gap: int = 8,
        *,
        flow: bool = False,
        cross: Align = Align.STRETCH,
        justify: Align = Align.START,
        grow: float = 0,
        align: Align | None = None,
        role: Role = Role.NONE,
        name: str = "",
    ) -> None:
        super().__init__(
            items, gap, cross=cross, justify=justify, grow=grow, align=align, role=role, name=name
        )
        self.flow = flow

    def min_width(self, look: Look) -> int:
        """All minimums side by side (a flow row: its widest child's)."""
        mins = [item.min_width(look) for item in self.items]
        if self.flow:
            return max(mins, default=0)
        return sum(mins) + self._gaps(look)

    def widths(self, look: Look, max_w: int) -> list[int]:
        """Each child's width in a row at most max_w wide (never below its minimum)."""
        naturals = [item.measure(look, UNBOUNDED)[0] for item in self.items]
        room = max_w - self._gaps(look)
        if sum(naturals) <= room:
            return naturals
        mins = [min(n, item.min_width(look)) for n, item in zip(naturals, self.items, strict=True)]
        slack = [n - m for n, m in zip(naturals, mins, strict=True)]
        excess = sum(naturals) - room
        total = sum(slack)
        if total <= 0:
            return mins
        cut = min(1.0, excess / total)
        return [n - int(s * cut + 0.999) for n, s in zip(naturals, slack, strict=True)]

    def lines(self, look: Look, max_w: int) -> list[list[int]]:
        """A flow row's children grouped into lines (indexes); one line otherwise."""
        if not self.flow:
            return [list(range(len(self.items)))]
        gap = look.px(self.gap)
        lines: list[list[int]] = [[]]
        used = 0
        for index, item in enumerate(self.items):
            w = min(item.measure(look, max_w)[0], max_w)
            if lines[-1] and used + gap + w > max_w:
                lines.append([])
                used = 0
            used += (gap if lines[-1] else 0) + w
            lines[-1].append(index)
        return lines

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """Side by side (in lines when flowing)."""
        gap = look.px(self.gap)
        width = height = 0
        for line in self.lines(look, max_w):
            sub = Row([self.items[i] for i in line], self.gap)
            widths = sub.widths(look, max_w)
            width = max(width, sum(widths) + gap * max(0, len(line) - 1))
            h = max(
                (self.items[i].measure(look, w)[1] for i, w in zip(line, widths, strict=True)),
                default=0,
            )
            height += h + (gap if height else 0)
        return width, height

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """Side by side; spare width to the children that grow, or as `justify` says."""
        Box.place(self, look, rect)
        gap = look.px(self.gap)
        y = rect.y
        lines = self.lines(look, rect.w)
        for line in lines:
            items = [self.items[i] for i in line]
            widths = Row(items, self.gap).widths(look, rect.w)
            heights = [item.measure(look, w)[1] for item, w in zip(items, widths, strict=True)]
            line_h = rect.h if len(lines) == 1 else max(heights, default=0)
            spare = rect.w - sum(widths) - gap * max(0, len(items) - 1)
            growth = sum(item.grow for item in items)
            if spare > 0 and growth > 0:
                widths = _shared(widths, [item.grow for item in items], spare)
                spare = 0
            x = rect.x + _lead(self.justify, max(0, spare))
            for item, w, h in zip(items, widths, heights, strict=True):
                top, height = _across(item.align or self.cross, y, line_h, h)
                item.place(look, pygame.Rect(x, top, w, height))
                x += w + gap
            y += line_h + gap


def _squeezed(
    items: Sequence[Box], heights: list[int], spare: int, look: Look
) -> tuple[list[int], int]:
    """Heights with a shortfall (`spare` < 0) taken from the boxes that scroll (down to one
    line each); what is left short stays short (the column then overflows)."""
    heights = list(heights)
    for i, item in enumerate(items):
        if spare >= 0:
            break
        if item.can_shrink():
            least = look.line()
            give = min(-spare, max(0, heights[i] - least))
            heights[i] -= give
            spare += give
    return heights, spare


def _shared(sizes: list[int], weights: list[float], spare: int) -> list[int]:
    """Sizes with `spare` pixels shared by weight (whole pixels, the rest to the last)."""
    total = sum(weights)
    shares = [int(spare * w / total) for w in weights]
    last = max(i for i, w in enumerate(weights) if w > 0)
    shares[last] += spare - sum(shares)
    return [s + extra for s, extra in zip(sizes, shares, strict=True)]


def _lead(justify: Align, spare: int) -> int:
    """Room before the first box for a justification."""
    if justify is Align.CENTER:
        return spare // 2
    if justify is Align.END:
        return spare
    return 0


def _across(align: Align, start: int, room: int, size: int) -> tuple[int, int]:
    """Start and size across the direction of a stack."""
    if align is Align.STRETCH:
        return start, room
    size = min(size, room)
    if align is Align.CENTER:
        return start + (room - size) // 2, size
    if align is Align.END:
        return start + room - size, size
    return start, size


class Pad(Box):
    """Room around one box (pixels at zoom 1), with an optional framed background: the skin's
    nine-slice sprite `frame` ("panel", "frame_inset" ...); `floating`: a panel over the
    screen on purpose (a dialog), which may hide what is under it."""

    def __init__(
        self,
        child: Box,
        pad: int | tuple[int, int] = 8,
        frame: str = "",
        *,
        grow: float = 0,
        align: Align | None = None,
        role: Role = Role.NONE,
        name: str = "",
        fill: str = "",
        floating: bool = False,
    ) -> None:
        super().__init__(grow=grow, align=align, name=name)
        self.child = child
        self.pad = (pad, pad) if isinstance(pad, int) else pad
        self.frame = frame
        self.fill = fill
        self.role = role
        self.floating = floating

    def children(self) -> Sequence[Box]:
        """The box inside."""
        return (self.child,)

    def can_shrink(self) -> bool:
        """As the box inside."""
        return self.child.can_shrink()

    def _edges(self, look: Look) -> tuple[int, int]:
        border = look.skin.slices.get(self.frame, 0) * look.chrome if self.frame else 0
        return look.px(self.pad[0]) + border, look.px(self.pad[1]) + border

    def min_width(self, look: Look) -> int:
        """The child's minimum and the padding."""
        return self.child.min_width(look) + 2 * self._edges(look)[0]

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """The child's size and the padding."""
        px, py = self._edges(look)
        w, h = self.child.measure(look, max_w - 2 * px)
        return w + 2 * px, h + 2 * py

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """The child inside the padding."""
        super().place(look, rect)
        px, py = self._edges(look)
        self.child.place(look, rect.inflate(-2 * px, -2 * py))

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        """The background, then the child."""
        if self.fill:
            pygame.draw.rect(surface, look.color(self.fill), self.rect)
        if self.frame:
            label = "dialog" if self.floating else ""
            nine(surface, look.skin, self.frame, self.rect, role=label, scale=look.chrome)
        self.child.draw(surface, look)


class Limit(Box):
    """One box no wider than `max_width` (pixels at zoom 1), placed in the room as `align`
    says: a readable measure for text on a wide window."""

    def __init__(
        self, child: Box, max_width: int, *, grow: float | None = None, halign: Align = Align.CENTER
    ) -> None:
        super().__init__(grow=child.grow if grow is None else grow)
        self.child = child
        self.max_width = max_width
        self.halign = halign

    def children(self) -> Sequence[Box]:
        """The box inside."""
        return (self.child,)

    def min_width(self, look: Look) -> int:
        """The child's minimum."""
        return self.child.min_width(look)

    def can_shrink(self) -> bool:
        """As the box inside."""
        return self.child.can_shrink()

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """The child's size within the limit."""
        return self.child.measure(
            look, min(max_w, max(look.px(self.max_width), self.min_width(look)))
        )

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """The child at most max_width wide, aligned in the room."""
        super().place(look, rect)
        width = min(rect.w, max(look.px(self.max_width), self.min_width(look)))
        x, width = _across(self.halign, rect.x, rect.w, width)
        self.child.place(look, pygame.Rect(x, rect.y, width, rect.h))


class Scroll(Box):
    """A column taller than its room, shown through it with a visible scroll bar; the
    wheel and `show(rect)` (keyboard focus) move it. Nothing is cut: what does not fit is
    one scroll away."""

    BAR = 10  # the scroll bar's width at zoom 1

    def __init__(self, child: Box, *, grow: float = 1, offset: int = 0) -> None:
        super().__init__(grow=grow)
        self.child = child
        self.offset = offset
        self.content_h = 0
        self.bar = pygame.Rect(0, 0, 0, 0)

    def children(self) -> Sequence[Box]:
        """The box inside."""
        return (self.child,)

    def min_width(self, look: Look) -> int:
        """The child's minimum and a scroll bar."""
        return self.child.min_width(look) + look.px(self.BAR)

    def can_shrink(self) -> bool:
        """A scroll view shows what does not fit one scroll away."""
        return True

    def measure(self, look: Look, max_w: int) -> tuple[int, int]:
        """The child's natural size (it may be shown shorter)."""
        return self.child.measure(look, max_w)

    @property
    def scrolls(self) -> bool:
        """True when the child is taller than the room."""
        return self.content_h > self.rect.h

    def place(self, look: Look, rect: pygame.Rect) -> None:
        """The child at its full height, shifted by the offset; a bar when it is taller."""
        super().place(look, rect)
        _, height = self.child.measure(look, rect.w)
        width = rect.w
        if height > rect.h:
            width = rect.w - look.px(self.BAR)
            _, height = self.child.measure(look, width)
        self.content_h = height
        self.offset = max(0, min(self.offset, height - rect.h))
        self.bar = (
            pygame.Rect(rect.x + width, rect.y, rect.w - width, rect.h)
            if width < rect.w
            else pygame.Rect(0, 0, 0, 0)
        )
        self.child.place(
            look, pygame.Rect(rect.x, rect.y - self.offset, width, max(height, rect.h))
        )

    def scroll_by(self, look: Look, pixels: int) -> None:
        """Move the view (positive: down) and place the child again."""
        self.offset += pixels
        self.place(look, self.rect)

    def show(self, look: Look, target: pygame.Rect) -> None:
        """Scroll so that `target` (placed inside the child) is in view."""
        if target.top < self.rect.top:
            self.scroll_by(look, target.top - self.rect.top)
        elif target.bottom > self.rect.bottom:
            self.scroll_by(look, target.bottom - self.rect.bottom)

    def draw(self, surface: pygame.Surface, look: Look) -> None:
        """The child clipped to the room, and the bar with its thumb."""
        clip = surface.get_clip()
        surface.set_clip(self.rect.clip(clip) if clip else self.rect)
        self.child.draw(surface, look)
        surface.set_clip(clip)
        if self.bar.w:
            thumb = scroll_thumb(
                self.bar, look.px(THUMB_LEAST), self.rect.h, self.content_h, self.offset
            )
            draw_scroll_bar(surface, look, self.bar, thumb)
            shown = self.bar.clip(clip)  # what a scrolled view around this one shows of it
            if shown.w and shown.h:
                recorder.note(Kind.WIDGET, shown, label="scroll bar")
