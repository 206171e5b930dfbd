"""The named difficulties (Normal, Schwer, Experte) and validated custom boards."""

from __future__ import annotations

import re
from dataclasses import dataclass

MIN_SIDE = 2
CUSTOM = "custom"  # the key of every board the player sized
MAX_SIDE = 300


@dataclass(frozen=True)
class Difficulty:
    """A board size and mine count; `key` is "normal", "schwer", "experte" or "custom"."""

    key: str
    label: str
    rows: int
    cols: int
    mines: int

    @property
    def is_custom(self) -> bool:
        """True for a board the player sized (not one of the named difficulties)."""
        return self.key == CUSTOM

    @property
    def spec(self) -> str:
        """The WIDTHxHEIGHTxMINES form, e.g. "30x16x99"."""
        return f"{self.cols}x{self.rows}x{self.mines}"

    @property
    def description(self) -> str:
        """Short human text such as "16x16, 40 mines"."""
        return f"{self.cols}x{self.rows}, {self.mines} mines"

    @classmethod
    def sized(cls, rows: int, cols: int, mines: int) -> Difficulty:
        """A custom board of a size already checked elsewhere (a saved game, a position)."""
        return cls(CUSTOM, "Custom", rows, cols, mines)

    @classmethod
    def of_size(cls, rows: int, cols: int, mines: int) -> Difficulty:
        """The named difficulty of this size and mine count, else a custom one."""
        for named in DIFFICULTIES.values():
            if (named.rows, named.cols, named.mines) == (rows, cols, mines):
                return named
        return cls.sized(rows, cols, mines)

    @classmethod
    def custom(cls, width: int, height: int, mines: int) -> Difficulty:
        """A custom board; raises ValueError naming the limit that is broken."""
        check_custom(width, height, mines)
        return cls(CUSTOM, "Custom", height, width, mines)


NORMAL = Difficulty("normal", "Normal", 8, 8, 10)
SCHWER = Difficulty("schwer", "Schwer", 16, 16, 40)
EXPERTE = Difficulty("experte", "Experte", 16, 30, 99)
DIFFICULTIES: dict[str, Difficulty] = {d.key: d for d in (NORMAL, SCHWER, EXPERTE)}

_SPEC = re.compile(r"^\s*(\d+)\s*[xX]\s*(\d+)\s*[xX]\s*(\d+)\s*$")


def check_custom(width: int, height: int, mines: int) -> None:
    """Refuse a custom board that cannot be honoured, naming the limit."""
    if not MIN_SIDE <= width <= MAX_SIDE:
        raise ValueError(f"width must be between {MIN_SIDE} and {MAX_SIDE} (got {width})")
    if not MIN_SIDE <= height <= MAX_SIDE:
        raise ValueError(f"height must be between {MIN_SIDE} and {MAX_SIDE} (got {height})")
    cells = width * height
    if not 1 <= mines <= cells - 1:
        raise ValueError(
            f"mines must be between 1 and {cells - 1} on a {width}x{height} board (got {mines})"
        )


MAX_SPEC_DIGITS = 9


def parse_difficulty(text: str) -> Difficulty:
    """Parse "normal", "schwer", "experte" (any case) or "WxHxM"; ValueError if bad."""
    key = text.strip().lower()
    if key in DIFFICULTIES:
        return DIFFICULTIES[key]
    match = _SPEC.match(text)
    if not match:
        names = ", ".join(DIFFICULTIES)
        raise ValueError(f"unknown difficulty {text!r}: use {names} or WIDTHxHEIGHTxMINES")
    if any(len(group) > MAX_SPEC_DIGITS for group in match.groups()):
        raise ValueError(f"a board of {text[:20]}... is far too large (numbers of many digits)")
    width, height, mines = (int(g) for g in match.groups())
    return Difficulty.custom(width, height, mines)
