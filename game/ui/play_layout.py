"""Where everything sits on the play screen, in the window's current size.

Top to bottom: the menu bar across the window; then the game block, centred in the room
left: the HUD (counter, face, timer), the board in its sunken frame (with optional row and
column labels and, only when the zoom's smallest cell does not fit, scroll bars), and the
message strip under it. The live counters sit in a panel right of the block, or, where
that would cut the board and a strip under the board keeps it whole, in that strip.

The board is always whole when it can be: cells take the size the room leaves, between the
zoom's smallest (16 design pixels) and largest (64: a Normal board in a window sized for
Experte fills it as GNOME Mines does, but a cell never grows comically big on a 4K
screen). A board a little short of room at a big zoom (Schwer at 150% in 800x600 misses by
one row) takes cells down to four fifths of the zoom's smallest, never under zoom 1's, and
stays whole; only a board that does not fit even so scrolls, at the zoom's smallest cell.
A panel (the result, a hint's proof) first takes free room beside or under the block,
where the board does not move at all (the block sits higher than the middle to leave that
room, and a proof scrolls in it rather than move the board); only when there is none does
the board shrink for it (down to zoom 1's smallest cell rather than scroll), on the side
that leaves it whole with the bigger cells, the counters and face unchanged.
Nothing is drawn over the board's cells but the marks the player asked for.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from game.engine.display import PANEL_ROOM
from game.solver.cells import column_letters
from game.ui import text
from game.ui.counters import panel_height, strip_lines
from game.ui.layout import UNBOUNDED
from game.ui.look import Look, TextRole

SMALLEST_CELL = 16  # design pixels
LARGEST_CELL = 64
SQUEEZE = 0.8  # a whole board may take cells down to this share of the zoom's smallest
MIN_VIEW_CELLS = 4  # a scrolling board shows at least this many cells each way
SCROLLBAR = 12
LABEL_GAP = 3
STATUS_LINES = 2
PANEL_MIN = 200  # design pixels: the narrowest a panel beside the board may be
PANEL_LEAST = 120  # the least height a panel under the board gets (title, buttons, a line)
PANEL_MAX = 640  # the widest a panel under the board gets
COUNTERS_WIDTH = 132
HUD_PAD = 7
HUD_MAX = 4  # the counters and face grow with the cells (the classic proportion) up to this
NONE = pygame.Rect(0, 0, 0, 0)


@dataclass(frozen=True)
class PanelNeed:
    """A panel that wants room: its height at a width, the narrowest it may be, and the
    least height that still shows what must be seen (its title and buttons; the rest of
    its words scroll). `keeps_board`: rather than move the board, the panel takes free
    room of at least its least height and scrolls (a hint's proof, shown mid-game)."""

    height_at: Callable[[int], int]
    min_width: int
    least_at: Callable[[int], int] | None = None
    keeps_board: bool = False

    def fits(self, width: int, height: int) -> bool:
        """Whether `height` pixels at `width` are room enough for the panel here."""
        if self.keeps_board and self.least_at is not None:
            return self.least_at(width) <= height
        return self.height_at(width) <= height


@dataclass(frozen=True)
class PlayLayout:
    """Rects (window pixels) of the play screen's parts and the board's viewport."""

    size: tuple[int, int]
    menu: pygame.Rect
    frame: pygame.Rect
    hud: pygame.Rect
    counter: pygame.Rect
    face: pygame.Rect
    timer: pygame.Rect
    board_frame: pygame.Rect
    viewport: pygame.Rect
    board_size: tuple[int, int]
    status: pygame.Rect
    panel: pygame.Rect
    row_labels: pygame.Rect
    col_labels: pygame.Rect
    hbar: pygame.Rect
    vbar: pygame.Rect
    digits: int
    cell: int = 16
    hud_scale: int = 1
    side: pygame.Rect = field(default_factory=lambda: pygame.Rect(NONE))
    panel_beside: bool = False

    @property
    def scrollable(self) -> bool:
        """True when the board is bigger than its viewport."""
        return self.board_size[0] > self.viewport.w or self.board_size[1] > self.viewport.h

    def max_scroll(self) -> tuple[int, int]:
        """The largest scroll offset in each direction."""
        return (
            max(0, self.board_size[0] - self.viewport.w),
            max(0, self.board_size[1] - self.viewport.h),
        )


def counter_digits(mines: int) -> int:
    """LED digits the mine counter needs: three, or more for boards with 1000+ mines."""
    return max(3, len(str(mines)))


def menu_height(look: Look) -> int:
    """Height of the menu bar."""
    return look.line(TextRole.BODY) + 2 * look.px(3)


def status_height(look: Look) -> int:
    """Height of the message strip under the board."""
    return STATUS_LINES * look.line(TextRole.SMALL) + 2 * look.px(3)


def staggered(look: Look, cols: int, cell: int) -> bool:
    """True when column letters are too wide to stand side by side over cells `cell`
    pixels wide ("AA", "AB" ...): they then take two lines, every other one raised."""
    return cols > 0 and _letters_room(look, cols) > cell


def _letters_room(look: Look, cols: int) -> int:
    """Pixels the widest of the first `cols` column names takes with its gap."""
    return _widest_letters(look.text_px(TextRole.SMALL), min(cols, 26 * 27)) + look.px(3)


@functools.cache
def _widest_letters(px: int, cols: int) -> int:
    """Pixels of the widest column name among the first `cols` at a font size."""
    return max(text.text_width(column_letters(c), px) for c in range(cols))


def _label_least(look: Look, cols: int) -> int:
    """The least cell row numbers and (staggered) column letters have room beside."""
    return max(look.line(TextRole.SMALL), math.ceil(_letters_room(look, max(1, cols)) / 2))


def label_extent(look: Look, rows: int, cols: int, cell: int = 0) -> tuple[int, int]:
    """Width of the row-number column and height of the column-letter row (two lines when
    the letters are staggered over cells `cell` pixels wide)."""
    width = look.width(str(rows), TextRole.SMALL) + 2 * look.px(LABEL_GAP)
    widest = column_letters(cols - 1) if cols else "A"
    lines = 2 if cell and staggered(look, cols, cell) else 1
    return max(width, look.width(widest, TextRole.SMALL)), lines * look.line(
        TextRole.SMALL
    ) + look.px(LABEL_GAP)


def led_size(look: Look, scale: int, digits: int) -> tuple[int, int]:
    """An LED counter of `digits` digits at a whole scale, its sunken edge included."""
    w, h = look.skin.sprite("led0").get_size()
    return digits * w * scale + 2 * scale, h * scale + 2 * scale


@dataclass(frozen=True)
class _Block:
    """The game block (HUD, board frame, labels, bars, status) for one cell size."""

    cell: int
    hud_scale: int
    size: tuple[int, int]
    view: tuple[int, int]
    labels: tuple[int, int]
    bars: tuple[int, int]
    hud_h: int
    status: bool = True
    side: int = 0  # the live counters' panel right of the board (its gap included)
    under: int = 0  # the live counters' strip under the board (its gap not included)

    @property
    def whole(self) -> bool:
        """Whether the whole board shows (no scroll bars)."""
        return self.bars == (0, 0)


def _hud_width(look: Look, scale: int, digits: int) -> int:
    """The least width of the HUD (two counters and the face) at a whole scale."""
    border, _gap, hud_pad = _chrome(look)
    led_w, _led_h = led_size(look, scale, digits)
    face_w = look.skin.sprite("face_smile").get_width() * scale
    return 2 * led_w + face_w + 4 * hud_pad + 2 * border


def _hud_narrowed(look: Look, scale: int, digits: int, width: int) -> int:
    """The HUD's scale stepped down (not under the zoom's) until it is no wider than
    `width`: never a HUD wider than the board it sits on."""
    while scale > look.chrome and _hud_width(look, scale, digits) > width:
        scale -= 1
    return scale


def _hud_height(look: Look, scale: int, digits: int) -> int:
    """The height of the HUD (the counters and the face in their frame) at a whole scale."""
    border, _gap, hud_pad = _chrome(look)
    face_h = look.skin.sprite("face_smile").get_height() * scale
    return max(led_size(look, scale, digits)[1], face_h) + 2 * hud_pad + 2 * border


def _chrome(look: Look) -> tuple[int, int, int]:
    """Border of the board's frame, the gap between parts, the HUD's inner padding."""
    border = look.skin.slices["frame_inset"] * look.chrome
    return border, look.px(6), look.px(HUD_PAD)


def _block(
    look: Look,
    rows: int,
    cols: int,
    room: tuple[int, int],
    digits: int,
    labels: bool,
    cap: int | None = None,
    status: bool = True,
    side: tuple[int, int] = (0, 0),
    hud_scale: int = 0,
    tight: int = 0,
    under: int = 0,
) -> _Block:
    """The game block that fits `room`: the biggest cells that show the whole board (no
    smaller than `tight`, no bigger than the zoom's largest or `cap`), scrolling at the
    zoom's smallest cell only when even `tight` does not fit. `status`: with the message
    strip under the board (a panel under the board takes its place); `side`: the width and
    height of the live counters' panel right of the board; `hud_scale`: the counters' and
    face's scale when it is kept (0: from the cells); `tight`: the least cell of a whole
    board (0: four fifths of the zoom's smallest, never under zoom 1's); `under`: the height
    of the live counters' strip under the board."""
    border, gap, hud_pad = _chrome(look)
    status_h = status_height(look) + gap if status else 0
    status_h += under + gap if under else 0
    lo, hi = look.px(SMALLEST_CELL), look.px(LARGEST_CELL)
    tight = tight or max(SMALLEST_CELL, math.ceil(lo * SQUEEZE))
    tight = min(lo, max(tight, _label_least(look, cols) if labels else 0))
    kept = hud_scale
    hud_scale = kept or look.chrome
    for _pass in range(2):
        hud_h = _hud_height(look, hud_scale, digits)
        label_w, label_h = label_extent(look, rows, cols, lo) if labels else (0, 0)
        room_w = room[0] - side[0] - label_w - 2 * border
        room_h = room[1] - hud_h - gap - label_h - 2 * border - status_h
        fit = min(room_w // max(1, cols), room_h // max(1, rows))
        cell = _cell_size(fit, (tight, lo, min(hi, cap or hi)))
        if labels:  # staggered letters need a second line over small cells
            label_w, label_h = label_extent(look, rows, cols, cell)
            room_h = room[1] - hud_h - gap - label_h - 2 * border - status_h
            fit = min(fit, room_h // max(1, rows))
            cell = _cell_size(fit, (tight, lo, min(cell, hi, cap or hi)))
        wanted = min(HUD_MAX, int(cell / look.skin.cell_size + 0.5))
        wanted = max(look.chrome, _hud_narrowed(look, wanted, digits, cols * cell))
        if kept or wanted <= hud_scale:
            break
        hud_scale = wanted
    if not kept:  # the bigger HUD may have left smaller cells: fit it to them
        hud_scale = _hud_narrowed(look, hud_scale, digits, cols * cell)
        hud_h = _hud_height(look, hud_scale, digits)
    board_w, board_h = cols * cell, rows * cell
    scroll_x, scroll_y = board_w > room_w, board_h > room_h
    bar = look.px(SCROLLBAR)
    if scroll_x or scroll_y:
        room_w -= bar if scroll_y or board_h > room_h - bar else 0
        room_h -= bar if scroll_x or board_w > room_w else 0
        scroll_x, scroll_y = board_w > room_w, board_h > room_h
    least = MIN_VIEW_CELLS * cell
    view_w = max(room_w // cell * cell, least) if scroll_x else board_w
    view_h = max(room_h // cell * cell, least) if scroll_y else board_h
    bars = (bar if scroll_y else 0, bar if scroll_x else 0)
    hud_min = _hud_width(look, hud_scale, digits)
    frame_w = label_w + view_w + 2 * border + bars[0]
    width = max(frame_w, hud_min) + side[0]
    height = max(hud_h + gap + label_h + view_h + 2 * border + bars[1] + status_h, side[1])
    return _Block(
        cell,
        hud_scale,
        (width, height),
        (view_w, view_h),
        (label_w, label_h),
        bars,
        hud_h,
        status,
        side[0],
        under,
    )


def _cell_size(fit: int, sizes: tuple[int, int, int]) -> int:
    """The cell for a board whose whole fits at `fit` pixels a cell, given `sizes` (the
    least a whole board takes, the zoom's smallest, the largest allowed): the fitting size
    between them, or the zoom's smallest when even the least does not fit (it scrolls)."""
    tight, lo, hi = sizes
    cell = min(hi, fit)
    if cell >= lo:
        return cell
    return max(cell, tight) if fit >= tight else lo


def compute_layout(
    look: Look,
    rows: int,
    cols: int,
    window: tuple[int, int],
    *,
    digits: int = 3,
    labels: bool = False,
    panel: PanelNeed | None = None,
    counters: Sequence[str] = (),
    least_cell: int = 0,
) -> PlayLayout:
    """Lay out the play screen for a board of rows x cols in a window of `window` pixels.

    `digits` sizes the LED counters, `labels` adds row and column names around the board,
    `counters` names the live counters shown in a panel right of the block, and `panel`
    asks room for the result or a hint's proof. `least_cell`: the least cell of a whole
    board (0: a little under the zoom's smallest; a replay, only watched, goes lower).
    """
    width, height = window
    menu = pygame.Rect(0, 0, width, menu_height(look))
    frame = pygame.Rect(0, menu.bottom, width, height - menu.bottom)
    pad = look.px(8) + look.skin.slices["frame_outer"] * look.chrome
    room = frame.inflate(-2 * pad, -2 * pad)
    side = (look.px(COUNTERS_WIDTH) + look.px(6), panel_height(look, len(counters)))
    fit = functools.partial(_block, look, rows, cols, digits=digits, labels=labels)
    if not counters:
        side = (0, 0)
    block = fit(room.size, side=side, tight=least_cell)
    if counters and not block.whole:
        under = panel_height(look, strip_lines(look, len(counters), room.w))
        strip = fit(room.size, tight=least_cell, under=under)
        narrower = panel_height(look, strip_lines(look, len(counters), strip.size[0]))
        if narrower > under:  # the block came out narrower than the room: more lines
            under = narrower
            strip = fit(room.size, tight=least_cell, under=under)
        if strip.whole:
            fit = functools.partial(fit, under=under)
            block, side = strip, (0, 0)
    placed = _centred(block, room, below=look.px(PANEL_ROOM))
    panel_rect, beside = pygame.Rect(NONE), False
    if panel is not None:
        found = _free_room(look, panel, placed, room)
        if found is None:
            found, placed, block = _shrunk(look, panel, fit, room, side, block)
        panel_rect, beside = found
    return _parts(look, block, placed, menu, frame, digits, panel_rect, beside, (rows, cols))


def least_height(look: Look, rows: int, cols: int, *, digits: int = 3, counters: int = 0) -> int:
    """The least window height that shows the whole board at the zoom's smallest cell (or,
    for a board that must scroll, at least the live counters beside it) with the menu bar."""
    side = (
        (look.px(COUNTERS_WIDTH) + look.px(6), panel_height(look, counters)) if counters else (0, 0)
    )
    lo = look.px(SMALLEST_CELL)
    block = _block(look, rows, cols, (UNBOUNDED, UNBOUNDED), digits, False, lo, side=side)
    pad = look.px(8) + look.skin.slices["frame_outer"] * look.chrome
    return menu_height(look) + 2 * pad + block.size[1]


def _centred(block: _Block, room: pygame.Rect, below: int = 0) -> pygame.Rect:
    """The block centred in the room (its top-left corner kept inside), with `below`
    pixels more under it than over it while the room has them: a panel that comes (a
    hint's proof) finds its room there and the board does not move."""
    rect = pygame.Rect((0, 0), block.size)
    rect.center = room.center
    rect.x = max(room.x, rect.x)
    rect.y = room.y + max(0, (room.h - block.size[1] - below) // 2)
    return rect


def _free_room(
    look: Look, panel: PanelNeed, placed: pygame.Rect, room: pygame.Rect
) -> tuple[pygame.Rect, bool] | None:
    """A place for the panel in room the block leaves free, so the board does not move:
    right of the block (as tall as the block at least; a panel that keeps the board takes
    room down to its own least width there, others `PANEL_MIN`), or under it (where it takes
    the message strip's place too, and a panel that keeps the board and is short of room
    there spreads as wide as the block, its lines fewer)."""
    gap = look.px(6)
    right_w = room.right - placed.right - gap
    strip = status_height(look) + gap  # the block was placed with its message strip
    below_h = room.bottom - placed.bottom - gap + strip
    least = panel.min_width if panel.keeps_board else max(panel.min_width, look.px(PANEL_MIN))
    if right_w >= least:
        width = min(right_w, look.px(PANEL_MAX))
        tall = room.bottom - placed.y
        if panel.fits(width, tall):
            return pygame.Rect(
                placed.right + gap, placed.y, width, min(tall, panel.height_at(width))
            ), True
    width = min(room.w, max(placed.w, look.px(PANEL_MAX)), look.px(PANEL_MAX))
    width = max(width, min(room.w, panel.min_width))
    if panel.keeps_board and panel.height_at(width) > below_h:
        width = max(width, min(room.w, placed.w))  # as wide as the block: fewer, longer lines
    if panel.fits(width, below_h):
        need = min(below_h, panel.height_at(width))
        rect = pygame.Rect(0, placed.bottom + gap - strip, width, need)
        rect.centerx = placed.centerx
        rect.clamp_ip(room)
        return rect, False
    return None


def _shrunk(
    look: Look,
    panel: PanelNeed,
    fit: Callable[..., _Block],
    room: pygame.Rect,
    side: tuple[int, int],
    before: _Block,
) -> tuple[tuple[pygame.Rect, bool], pygame.Rect, _Block]:
    """The board made smaller for the panel, beside it or under it, whichever leaves the
    board whole with the bigger cells (then the one that shows the panel whole; under it on
    a tie). The panel never takes so much that the board would have to scroll: a panel
    given less than it needs scrolls its own words; a board already squeezed `before` the
    panel keeps at least its cells, and rather than scroll it takes cells down to zoom 1's
    smallest while the panel is there. The counters and face keep their size, so only the
    board changes when the panel comes and goes."""
    gap = look.px(6)
    fit = functools.partial(fit, hud_scale=before.hud_scale, tight=SMALLEST_CELL)
    least_cell = min(look.px(SMALLEST_CELL), before.cell)
    least = fit((UNBOUNDED, UNBOUNDED), cap=least_cell, status=False, side=side)
    width = min(room.w, look.px(PANEL_MAX))
    natural = panel.height_at(width)
    smallest = panel.least_at(width) if panel.least_at else look.px(PANEL_LEAST)
    below_h = min(natural, max(smallest, room.h - least.size[1] - gap))
    below_room = pygame.Rect(room.x, room.y, room.w, max(1, room.h - below_h - gap))
    below = fit(below_room.size, status=False, side=side)
    choices = [(below.whole, below.cell, below_h >= natural, 0)]
    side_w = min(room.w, max(look.px(PANEL_MIN), panel.min_width))
    beside_room = pygame.Rect(room.x, room.y, room.w - side_w - gap, room.h)
    beside = fit(beside_room.size, side=side)
    if beside_room.w >= least.size[0]:
        choices.append((beside.whole, beside.cell, panel.height_at(side_w) <= room.h, 1))
    if max(choices)[3]:
        placed = _centred(beside, beside_room)
        top = min(placed.y, room.bottom - panel.height_at(side_w))  # level with the block
        rect = pygame.Rect(placed.right + gap, max(room.y, top), side_w, room.h)
        rect.h = min(rect.h, room.bottom - rect.y, panel.height_at(side_w))
        return (rect, True), placed, beside
    placed = _centred(below, below_room)
    rect = pygame.Rect(0, placed.bottom + gap, width, below_h)
    rect.centerx = placed.centerx
    rect.clamp_ip(room)
    return (rect, False), placed, below


def _parts(
    look: Look,
    block: _Block,
    placed: pygame.Rect,
    menu: pygame.Rect,
    frame: pygame.Rect,
    digits: int,
    panel: pygame.Rect,
    beside: bool,
    shape: tuple[int, int],
) -> PlayLayout:
    """Every part's rect from the placed block (the counters' panel at its right)."""
    border, gap, hud_pad = _chrome(look)
    rows, cols = shape
    cell = block.cell
    main = pygame.Rect(placed.x, placed.y, placed.w - block.side, placed.h)
    hud = pygame.Rect(main.x, main.y, main.w, block.hud_h)
    led_w, led_h = led_size(look, block.hud_scale, digits)
    inner = hud.inflate(-2 * border, -2 * border)
    counter = pygame.Rect(inner.x + hud_pad, inner.centery - led_h // 2, led_w, led_h)
    timer = pygame.Rect(inner.right - hud_pad - led_w, counter.y, led_w, led_h)
    face_w, face_h = (s * block.hud_scale for s in look.skin.sprite("face_smile").get_size())
    face = pygame.Rect(0, 0, face_w, face_h)
    face.center = inner.center
    label_w, label_h = block.labels
    view_w, view_h = block.view
    frame_w = label_w + view_w + 2 * border + block.bars[0]
    left = main.centerx - frame_w // 2 + label_w
    top = hud.bottom + gap + label_h
    board_frame = pygame.Rect(left, top, view_w + 2 * border, view_h + 2 * border)
    viewport = board_frame.inflate(-2 * border, -2 * border)
    bar_w, bar_h = block.bars
    vbar = pygame.Rect(board_frame.right, viewport.y, bar_w, viewport.h) if bar_w else NONE
    hbar = pygame.Rect(viewport.x, board_frame.bottom, viewport.w, bar_h) if bar_h else NONE
    row_labels = pygame.Rect(left - label_w, viewport.y, label_w, view_h) if label_w else NONE
    col_labels = pygame.Rect(viewport.x, hud.bottom + gap, view_w, label_h) if label_h else NONE
    status_top = board_frame.bottom + bar_h + gap
    side = NONE
    if block.side:
        side = pygame.Rect(main.right + gap, placed.y, block.side - gap, placed.h)
    elif block.under:
        side = pygame.Rect(main.x, status_top, main.w, block.under)
        status_top = side.bottom + gap
    status = pygame.Rect(main.x, status_top, main.w, status_height(look))
    if not block.status or (panel.h and not beside and panel.colliderect(status)):
        status = pygame.Rect(NONE)  # a panel under the board takes the message strip's place
    return PlayLayout(
        size=(frame.w, frame.bottom),
        menu=menu,
        frame=frame,
        hud=hud,
        counter=counter,
        face=face,
        timer=timer,
        board_frame=board_frame,
        viewport=viewport,
        board_size=(cols * cell, rows * cell),
        status=status,
        panel=panel,
        row_labels=row_labels,
        col_labels=col_labels,
        hbar=hbar,
        vbar=vbar,
        digits=digits,
        cell=cell,
        hud_scale=block.hud_scale,
        side=side,
        panel_beside=beside,
    )
