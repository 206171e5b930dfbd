"""Crockford's base 32: the letters and digits a challenge code is written in.

Douglas Crockford's alphabet (https://www.crockford.com/base32.html): the ten digits and
22 letters, without I, L, O (they look like 1 and 0) and U. Read back case-insensitively,
with O read as 0 and I and L as 1, so a code read aloud or copied by hand still works.
A code's check (game/challenge/code.py) is computed over these symbols.

>>> symbols("ms1-abc0")
[20, 25, 1, 10, 11, 12, 0]
>>> text([20, 25, 1])
'MS1'
"""

from __future__ import annotations

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
BITS = 5
_VALUE = {char: value for value, char in enumerate(ALPHABET)}
_VALUE.update({"O": 0, "I": 1, "L": 1})
SEPARATORS = frozenset("- \t")
"""What may stand between groups (ignored when a code is read)."""


class SymbolError(ValueError):
    """A character that is not one of the alphabet's (nor a separator)."""

    def __init__(self, char: str, position: int) -> None:
        super().__init__(f"{char!r} at position {position} is not a code character")
        self.char = char
        self.position = position


def symbols(written: str) -> list[int]:
    """The symbols' values in `written`, separators skipped; SymbolError on any other
    character (its position counts from 1, separators included)."""
    values = []
    for position, char in enumerate(written, start=1):
        if char in SEPARATORS:
            continue
        value = _VALUE.get(char.upper())
        if value is None:
            raise SymbolError(char, position)
        values.append(value)
    return values


def text(values: list[int]) -> str:
    """The values written as symbols."""
    return "".join(ALPHABET[value] for value in values)


def to_number(values: list[int]) -> int:
    """The symbols read as one number, most significant first."""
    number = 0
    for value in values:
        number = number << BITS | value
    return number


def from_number(number: int, count: int) -> list[int]:
    """`number` as exactly `count` symbols (ValueError when it needs more)."""
    if number < 0 or number >> (BITS * count):
        raise ValueError(f"{number} does not fit in {count} symbols")
    return [(number >> (BITS * (count - 1 - i))) & 31 for i in range(count)]
