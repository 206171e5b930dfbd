"""Cell names as players read them: column letters then a 1-based row number.

Column 0 is "A", column 25 "Z", column 26 "AA" (spreadsheet style), so the
cell at row 4, column 2 (0-based) is "C5". Reasons and hints use these names.
"""

from collections.abc import Iterable

from game.i18n import _


def column_letters(col: int) -> str:
    """Spreadsheet letters for a 0-based column: 0 -> "A", 26 -> "AA"."""
    if col < 0:
        raise ValueError(f"column must be >= 0, got {col}")
    letters = ""
    n = col + 1
    while n:
        n, rest = divmod(n - 1, 26)
        letters = chr(ord("A") + rest) + letters
    return letters


def cell_name(row: int, col: int) -> str:
    """The player's name of a 0-based (row, col): (4, 2) -> "C5"."""
    if row < 0:
        raise ValueError(f"row must be >= 0, got {row}")
    return f"{column_letters(col)}{row + 1}"


def parse_cell_name(name: str) -> tuple[int, int]:
    """The 0-based (row, col) of a name such as "C5" or "AB12"."""
    text = name.strip().upper()
    split = 0
    while split < len(text) and text[split].isalpha():
        split += 1
    letters, digits = text[:split], text[split:]
    if not letters or not digits.isdigit() or int(digits) < 1:
        raise ValueError(f"not a cell name: {name!r}")
    col = 0
    for ch in letters:
        col = col * 26 + (ord(ch) - ord("A") + 1)
    return int(digits) - 1, col - 1


def name_list(cells: Iterable[tuple[int, int]]) -> str:
    """Names joined for a sentence: "A1", "A1 and B2", "A1, B2 and C3"."""
    return join_words([cell_name(r, c) for r, c in cells])


def english_list(cells: Iterable[tuple[int, int]]) -> str:
    """Names joined in English whatever the language (for texts not translated yet)."""
    names = [cell_name(r, c) for r, c in cells]
    return "".join(names) if len(names) <= 1 else ", ".join(names[:-1]) + " and " + names[-1]


def join_words(items: list[str]) -> str:
    """Words joined for a sentence in the language in force: "a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return _("{names} and {last}").format(names=", ".join(items[:-1]), last=items[-1])
