"""Text in the shipped font at a real window pixel size, antialiased, cached by size.

Rendered lines are cached too, by (string, size, weight, colour): a screen drawn again
(a clock second, a resize) blits the same surfaces instead of rendering its text anew.
The cached surfaces are shared: blit them, never draw on them.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

from game.resources import font_path
from game.ui import recorder

SMALL = 11
NORMAL = 11
LARGE = 14
TITLE = 22


TEXT_CACHE = 2048  # rendered lines kept (the least recently used go first)

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
_rendered: OrderedDict[tuple[str, int, bool, tuple[int, int, int, int]], pygame.Surface] = (
    OrderedDict()
)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The UI font at a pixel size; falls back to pygame's own font if the file is missing."""
    if not pygame.font.get_init():
        pygame.font.init()
    if not _fonts:
        pygame.register_quit(_fonts.clear)
        pygame.register_quit(_rendered.clear)
    key = (size, bold)
    if key not in _fonts:
        try:
            _fonts[key] = pygame.font.Font(font_path(bold), size)
        except (OSError, FileNotFoundError):
            _fonts[key] = pygame.font.Font(None, size + 3)
    return _fonts[key]


def render(text: str, size: int, color: pygame.Color, bold: bool = False) -> pygame.Surface:
    """A surface with the text drawn in one colour, antialiased (cached: read only)."""
    c = pygame.Color(color)
    key = (text, size, bold, (c.r, c.g, c.b, c.a))
    image = _rendered.get(key)
    if image is not None:
        _rendered.move_to_end(key)
        return image
    image = font(size, bold).render(text, True, color)
    _rendered[key] = image
    if len(_rendered) > TEXT_CACHE:
        _rendered.popitem(last=False)
    return image


def blit_text(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    color: pygame.Color,
    size: int = SMALL,
    bold: bool = False,
    anchor: str = "topleft",
) -> pygame.Rect:
    """Draw text with its `anchor` (a pygame.Rect attribute name) at pos; return its rect."""
    image = render(text, size, color, bold)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    recorder.note_text(surface, image, rect, size, text)
    return rect


def text_width(text: str, size: int = SMALL, bold: bool = False) -> int:
    """Width in pixels of a line of text."""
    return font(size, bold).size(text)[0]


def line_height(size: int = SMALL, bold: bool = False) -> int:
    """Height in pixels of one line of text."""
    return font(size, bold).get_linesize()


ELLIPSIS = "..."
CUT_KEPT = 512  # the shortened lines remembered for the layout audit

_cut: OrderedDict[str, None] = OrderedDict()


def was_cut(line: str) -> bool:
    """True when `line` is a text `shorten` cut (the layout audit asks)."""
    return line in _cut


def shorten(
    text: str,
    width: int,
    size: int = SMALL,
    bold: bool = False,
    force: bool = False,
    readable: bool = False,
) -> str:
    """The text cut to fit width with "..." at the end (`force` adds it even when it fits).
    `readable`: the screen shows the whole text another way (on hover), so the layout
    audit need not count this cut."""
    if not force and text_width(text, size, bold) <= width:
        return text
    while text and text_width(text + ELLIPSIS, size, bold) > width:
        text = text[:-1]
    line = text.rstrip() + ELLIPSIS
    if not readable:
        _cut[line] = None
    if len(_cut) > CUT_KEPT:
        _cut.popitem(last=False)
    return line


def _pieces(word: str, width: int, size: int, bold: bool) -> list[str]:
    """A word cut into pieces no wider than width (a long path or number breaks anywhere)."""
    pieces: list[str] = []
    while text_width(word, size, bold) > width and len(word) > 1:
        cut = len(word) - 1
        while cut > 1 and text_width(word[:cut], size, bold) > width:
            cut -= 1
        pieces.append(word[:cut])
        word = word[cut:]
    return pieces + [word]


ORPHAN = 2  # a word this short never starts a line alone ("keypad / 4", "12.5 / s")


def wrap(text: str, width: int, size: int = SMALL, bold: bool = False) -> list[str]:
    """Split text into lines no wider than width (a word wider than width is broken). A
    short word (a digit, a key's letter, a unit) takes the word before it along to the
    next line where that fits, rather than start a line by itself."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        words = [p for w in paragraph.split(" ") for p in _pieces(w, width, size, bold)]
        for word in words:
            candidate = f"{current} {word}" if current else word
            if current and text_width(candidate, size, bold) > width:
                head, _, last = current.rpartition(" ")
                together = f"{last} {word}"
                if len(word) <= ORPHAN and head and text_width(together, size, bold) <= width:
                    lines.append(head)
                    current = together
                else:
                    lines.append(current)
                    current = word
            else:
                current = candidate
        lines.append(current)
    return lines
