"""What the player types during a game, read into a Command (or a friendly error).

A line is either a cell ("C5", "5 3": reveal it) or a verb word, optionally
followed by a cell ("f C5"). Verbs match whole words only, so "f5" is the cell
F5 while "f 5" is an incomplete flag command, never a surprise reveal.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import StrEnum

from game.i18n import N_, _
from game.textmode.coords import EXAMPLE, CoordinateError, parse_cell


class Verb(StrEnum):
    """What a typed line asks for; the words the player types map to these (`VERBS`)."""

    REVEAL = "reveal"
    FLAG = "flag"
    CHORD = "chord"
    UNDO = "undo"
    HINT = "hint"
    NEW = "new"
    MENU = "menu"
    STATS = "stats"
    HELP = "help"
    QUIT = "quit"
    SHOW = "show"
    COACH = "coach"


REVEAL, FLAG, CHORD = Verb.REVEAL, Verb.FLAG, Verb.CHORD
UNDO, HINT, NEW, MENU, STATS = Verb.UNDO, Verb.HINT, Verb.NEW, Verb.MENU, Verb.STATS
HELP, QUIT, SHOW, COACH = Verb.HELP, Verb.QUIT, Verb.SHOW, Verb.COACH
CELL_VERBS = frozenset({REVEAL, FLAG, CHORD})
VERB_NAMES = {REVEAL: N_("reveal"), FLAG: N_("flag"), CHORD: N_("chord")}
"""How a message names a verb that needs a cell."""

VERBS: dict[str, Verb] = {
    "r": REVEAL, "reveal": REVEAL, "o": REVEAL, "open": REVEAL,
    "f": FLAG, "flag": FLAG, "mark": FLAG,
    "c": CHORD, "chord": CHORD,
    "u": UNDO, "undo": UNDO,
    "h": HINT, "hint": HINT,
    "n": NEW, "new": NEW,
    "m": MENU, "menu": MENU,
    "s": STATS, "stats": STATS, "statistics": STATS,
    "?": HELP, "help": HELP,
    "q": QUIT, "quit": QUIT, "exit": QUIT, "bye": QUIT,
}  # fmt: skip

_SEPARATORS = re.compile(r"[\s,;:/()\[\]]+")

HELP_TEXT = N_("""\
Commands (upper or lower case):
  C5  or  r C5     reveal a cell (on an open number: chord)
  5 3              the same by numbers: row 5, column 3
  f C5             flag a covered cell, or take the flag away
  c C5             chord: open the neighbours of a satisfied number
  u                undo the last move (the game then counts as assisted)
  h                hint from the solver (the game then counts as assisted)
  n                new game of the same difficulty
  m                menu: choose another difficulty
  s                statistics for this difficulty
  ?                this help
  q                quit
  c                after a game: the coach judges every guess you took
  Enter            show the board again
Symbols: · or # covered, F flag, ? question mark, * mine,
         @ (or red) the mine that went off, X a flag that was wrong.""")


class CommandError(ValueError):
    """A line that is not a command; the message is one friendly line."""


@dataclass(frozen=True)
class Command:
    """One parsed command; `row` and `col` (0-based) are set for reveal, flag and chord."""

    verb: Verb
    row: int | None = None
    col: int | None = None


def parse_command(line: str, rows: int, cols: int) -> Command:
    """Read one typed line for a rows x cols board; CommandError says what was expected."""
    words = [w for w in _SEPARATORS.split(line.strip().lower()) if w]
    if not words:
        return Command(SHOW)
    verb = VERBS.get(words[0])
    if verb is None:
        try:
            row, col = parse_cell(words, rows, cols)
        except CoordinateError as exc:
            if _looks_like_cell(words):
                raise CommandError(_sentence(str(exc))) from None
            raise CommandError(
                _(
                    "Sorry, I don't understand {typed}. Type a cell such as C5"
                    " (or 5 3), f C5 to flag, or ? for help."
                ).format(typed=_quoted(line))
            ) from None
        return Command(REVEAL, row, col)
    rest = words[1:]
    if verb in CELL_VERBS:
        if not rest:
            raise CommandError(
                _sentence(
                    _("{verb} needs a cell: type {word} followed by {example}").format(
                        verb=_(VERB_NAMES[verb]), word=words[0], example=_(EXAMPLE)
                    )
                )
            )
        try:
            row, col = parse_cell(rest, rows, cols)
        except CoordinateError as exc:
            raise CommandError(_sentence(f"{_(VERB_NAMES[verb])}: {exc}")) from None
        return Command(verb, row, col)
    if rest:
        raise CommandError(_("'{word}' takes no cell: type just {word}.").format(word=words[0]))
    return Command(verb)


def _quoted(line: str, limit: int = 30) -> str:
    """The typed line quoted for a message, control characters escaped, long ones cut."""
    text = line.strip()
    return repr(text if len(text) <= limit else text[:limit] + "...")


def _sentence(text: str) -> str:
    """`text` with a capital first letter and a full stop."""
    return text[:1].upper() + text[1:] + "."


def _looks_like_cell(words: list[str]) -> bool:
    """True for text shaped like a cell name, so a far cell gets the range message."""
    return 1 <= len(words) <= 2 and any(ch.isdigit() for w in words for ch in w)
