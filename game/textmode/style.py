"""How things look in the terminal: cell symbols, ANSI colours, and when to use them.

Numbers get the classic colours (1 blue, 2 green, 3 red, 4 navy, 5 maroon,
6 teal, 8 grey); 7 is shown magenta rather than black so that it stays
readable on a dark terminal. Without colour, an exploded mine is '@' so it
still stands out. Without a Unicode-capable output, covered cells are '#',
empty cells '.' and the frame is drawn with '+', '-' and '|'.

Plain (`--plain`, and whenever the output is not a terminal): for screen readers and
braille displays, no colour, no frame, no symbol a reader would spell out: the board is
said row by row in words and a move's result in a sentence (game/textmode/render.py).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from typing import TextIO

from game.model import Appearance

RESET = "\x1b[0m"
BOLD = "1"
DIM = "2"
NUMBER_COLOURS = {1: "94", 2: "32", 3: "91", 4: "34", 5: "31", 6: "36", 7: "95", 8: "90"}
_CELL_COLOURS = {
    Appearance.COVERED: "90",
    Appearance.FLAG: "1;91",
    Appearance.QUESTION: "1;93",
    Appearance.MINE: "1",
    Appearance.MINE_RED: "1;97;41",
    Appearance.MINE_WRONG: "1;91",
}
_FIXED_SYMBOLS = {
    Appearance.FLAG: "F",
    Appearance.QUESTION: "?",
    Appearance.MINE: "*",
    Appearance.MINE_WRONG: "X",
}
_UNICODE_SAMPLE = "·─│┌┐└┘═║╔╗╚╝"


@dataclass(frozen=True)
class Frame:
    """The characters of a box: corners, horizontal and vertical lines."""

    top_left: str
    top_right: str
    bottom_left: str
    bottom_right: str
    horizontal: str
    vertical: str


UNICODE_FRAME = Frame("┌", "┐", "└", "┘", "─", "│")
UNICODE_DOUBLE_FRAME = Frame("╔", "╗", "╚", "╝", "═", "║")
ASCII_FRAME = Frame("+", "+", "+", "+", "-", "|")


@dataclass(frozen=True)
class Style:
    """Whether to colour the output and whether it can show Unicode symbols."""

    color: bool = False
    unicode: bool = True
    plain: bool = False

    def paint(self, text: str, code: str) -> str:
        """`text` in the ANSI style `code` (e.g. "1;91"), or unchanged without colour."""
        return f"\x1b[{code}m{text}{RESET}" if self.color and code else text

    def cell(self, appearance: Appearance) -> str:
        """One visible character for a cell appearance from `Board.appearance`."""
        number = appearance.number
        if number is not None:
            return self.paint(str(number), f"{BOLD};{NUMBER_COLOURS[number]}")
        if appearance is Appearance.COVERED:
            symbol = "·" if self.unicode else "#"
        elif appearance is Appearance.OPEN:
            symbol = " " if self.unicode else "."
        elif appearance is Appearance.MINE_RED:
            symbol = "*" if self.color else "@"
        else:
            symbol = _FIXED_SYMBOLS[appearance]
        return self.paint(symbol, _CELL_COLOURS.get(appearance, ""))

    @property
    def frame(self) -> Frame:
        """The board's frame characters."""
        return UNICODE_FRAME if self.unicode else ASCII_FRAME

    @property
    def title_frame(self) -> Frame:
        """The title's frame characters."""
        return UNICODE_DOUBLE_FRAME if self.unicode else ASCII_FRAME


def wants_color(stream: TextIO, environ: Mapping[str, str] | None = None) -> bool:
    """Colour only on a terminal, and never when NO_COLOR is set or TERM is "dumb"."""
    env = os.environ if environ is None else environ
    if env.get("NO_COLOR", "") != "" or env.get("TERM", "") == "dumb":
        return False
    return _is_terminal(stream)


def can_show_unicode(stream: TextIO) -> bool:
    """True when the stream's encoding can write the box and dot symbols."""
    encoding = getattr(stream, "encoding", None)
    if not encoding:
        return True
    try:
        _UNICODE_SAMPLE.encode(encoding)
    except (UnicodeEncodeError, LookupError):
        return False
    return True


def style_for(stream: TextIO, color: bool | None = None, plain: bool | None = None) -> Style:
    """The style for writing to `stream`; `color` and `plain` None mean decide automatically
    (plain when the output is not a terminal and colour was not asked for; never colour when
    plain)."""
    if plain is None:
        plain = not _is_terminal(stream) and color is not True
    use_color = (wants_color(stream) if color is None else color) and not plain
    return Style(color=use_color, unicode=can_show_unicode(stream), plain=plain)


def _is_terminal(stream: TextIO) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False
