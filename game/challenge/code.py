"""Challenge codes: a short text that fixes a whole board, e.g. `MS1-4J7QR-ZC2N8`.

A code is `MS`, its version (`1`), then Crockford base-32 symbols in groups of five
(game/challenge/symbols.py):

- the head: 2 bits for the board (Normal, Schwer, Experte, or a custom size that follows),
  1 bit question marks, 1 bit no-guess, 1 bit that version 1 keeps 0;
- a custom board only: 7 symbols, its width - 2 (9 bits), height - 2 (9 bits), mines (17);
- the seed: 7 symbols (35 bits, spread by an invertible affine map so that seeds 0, 1,
  2... do not give near-identical codes), from which game/challenge/board.py draws the
  start and the mines with the project's own generator;
- the check: 2 symbols, C < 1021 chosen so that the whole code read as one number
  (D * 1024 + C) is a multiple of the prime 1021. A change of one symbol changes that
  number by d * 32^k with 0 < |d| < 32, and a swap of two neighbours by (a - b) * 31 * 32^k:
  1021 divides neither, so every mistyped character and every swapped pair is caught
  (and any other error but one in 1021).

Case does not matter, O reads as 0, I and L as 1, and dashes or spaces may stand anywhere.

>>> challenge = Challenge(16, 30, 99, seed=12345)
>>> challenge.code
'MS1-GPTYF-1V01Z'
>>> Challenge.parse("ms1 gptyf 1vo1z") == challenge
True
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from game.challenge.symbols import SymbolError, from_number, symbols, text, to_number
from game.i18n.note import N_, Note
from game.model import DIFFICULTIES, MAX_SIDE, MIN_SIDE, Difficulty

VERSION = 1
PREFIX = "MS"
SEED_BITS = 35
SEED_LIMIT = 1 << SEED_BITS
SEED_SYMBOLS = 7
SIZE_SYMBOLS = 7
CHECK_SYMBOLS = 2
CHECK_PRIME = 1021
GROUP = 5
_WIDTH_BITS, _HEIGHT_BITS, _MINES_BITS = 9, 9, 17
_SPREAD, _SHIFT = 0x5DEECE66D, 0x2A7F3C91B  # an odd multiplier and an offset (mod 2^35)
_UNSPREAD = pow(_SPREAD, -1, SEED_LIMIT)


class Board(IntEnum):
    """The head's board kind."""

    NORMAL = 0
    SCHWER = 1
    EXPERTE = 2
    CUSTOM = 3


_NAMED = {Board.NORMAL: "normal", Board.SCHWER: "schwer", Board.EXPERTE: "experte"}


class ChallengeCodeError(ValueError):
    """A text that is not a challenge code this version can play; one line (a `Note`)."""


@dataclass(frozen=True)
class Challenge:
    """What a code fixes: the board's size and mines, the seed its start and mines are
    drawn from, and the rules that matter for records (question marks, no-guess)."""

    rows: int
    cols: int
    mines: int
    seed: int
    question_marks: bool = False
    no_guess: bool = False

    def __post_init__(self) -> None:
        if not (MIN_SIDE <= self.rows <= MAX_SIDE and MIN_SIDE <= self.cols <= MAX_SIDE):
            raise ValueError(f"a challenge board is {MIN_SIDE} to {MAX_SIDE} cells a side")
        if not 1 <= self.mines <= self.rows * self.cols - 1:
            raise ValueError(
                f"a {self.cols}x{self.rows} board holds 1 to {self.rows * self.cols - 1} mines"
            )
        if not 0 <= self.seed < SEED_LIMIT:
            raise ValueError(f"a challenge seed is 0 to {SEED_LIMIT - 1}")

    @classmethod
    def of(
        cls,
        difficulty: Difficulty,
        seed: int,
        *,
        question_marks: bool = False,
        no_guess: bool = False,
    ) -> Challenge:
        """A challenge on a named or custom board."""
        return cls(
            difficulty.rows, difficulty.cols, difficulty.mines, seed, question_marks, no_guess
        )

    @property
    def kind(self) -> Board:
        """Normal, Schwer, Experte, or CUSTOM for any other size."""
        key = self.difficulty.key
        return next((kind for kind, name in _NAMED.items() if name == key), Board.CUSTOM)

    @property
    def difficulty(self) -> Difficulty:
        """The named difficulty of this size, or a custom one."""
        return Difficulty.of_size(self.rows, self.cols, self.mines)

    @property
    def difficulty_key(self) -> str:
        """The statistics' name of the board: normal, schwer, experte or custom."""
        return self.difficulty.key

    @property
    def code(self) -> str:
        """The code, grouped: `MS1-XXXXX-XXXXX`."""
        values = _data(self)
        values += from_number(_check(to_number(values)), CHECK_SYMBOLS)
        written = text(values)
        groups = [written[i : i + GROUP] for i in range(0, len(written), GROUP)]
        return f"{PREFIX}{VERSION}-" + "-".join(groups)

    @classmethod
    def parse(cls, written: str) -> Challenge:
        """The challenge a code names; ChallengeCodeError (one line) for anything else."""
        return parse_code(written)


def _data(challenge: Challenge) -> list[int]:
    """The head, the custom size if any, and the seed, as symbols."""
    kind = challenge.kind
    head = int(kind) << 3 | int(challenge.question_marks) << 2 | int(challenge.no_guess) << 1
    values = [head]
    if kind is Board.CUSTOM:
        size = (challenge.cols - MIN_SIDE) << (_HEIGHT_BITS + _MINES_BITS)
        size |= (challenge.rows - MIN_SIDE) << _MINES_BITS
        values += from_number(size | challenge.mines, SIZE_SYMBOLS)
    return values + from_number(_spread(challenge.seed), SEED_SYMBOLS)


def _spread(seed: int) -> int:
    """The seed as the code writes it: an invertible affine map (mod 2^35), so that
    neighbouring seeds (0, 1, 2...) do not give codes that differ in one symbol."""
    return (seed * _SPREAD + _SHIFT) % SEED_LIMIT


def _unspread(field: int) -> int:
    """The seed a code's field holds (`_spread` undone)."""
    return (field - _SHIFT) * _UNSPREAD % SEED_LIMIT


def _check(data: int) -> int:
    """The check C (0 <= C < 1021) that makes data * 1024 + C a multiple of 1021."""
    return (-data * (1 << 5 * CHECK_SYMBOLS)) % CHECK_PRIME


def _bad(template: str, **fields: object) -> ChallengeCodeError:
    return ChallengeCodeError(Note(template, **fields))


def parse_code(written: str) -> Challenge:
    """Read a code (see the module docstring); ChallengeCodeError says what is wrong."""
    stripped = written.strip()
    if not stripped:
        raise _bad(N_("no challenge code given"))
    if stripped[:2].upper() != PREFIX:
        raise _bad(
            N_("{code} is not a challenge code: a code starts with MS1-"), code=_quoted(written)
        )
    try:
        values = symbols(stripped[2:])
    except SymbolError as error:
        raise _bad(
            N_("{code}: {char} is not a code character (letters and digits, no U)"),
            code=_quoted(written),
            char=repr(error.char),
        ) from None
    if not values:
        raise _bad(N_("{code} is cut short"), code=_quoted(written))
    version, values = values[0], values[1:]
    if version != VERSION:
        raise _bad(
            N_("{code} is a version {version} code; this game reads version {known} codes"),
            code=_quoted(written),
            version=version,
            known=VERSION,
        )
    head = values[0] if values else 0
    kind = Board(head >> 3)
    expected = 1 + (SIZE_SYMBOLS if kind is Board.CUSTOM else 0) + SEED_SYMBOLS + CHECK_SYMBOLS
    if len(values) != expected:
        raise _bad(
            N_(
                "{code} has {count} characters after MS1, a code of this board has {expected}:"
                " one is missing, extra or mistyped"
            ),
            code=_quoted(written),
            count=len(values),
            expected=expected,
        )
    number = to_number(values)
    check = number & ((1 << 5 * CHECK_SYMBOLS) - 1)
    if number % CHECK_PRIME or check >= CHECK_PRIME:
        raise _bad(
            N_("{code}: the check does not match: a character is mistyped or two are swapped"),
            code=_quoted(written),
        )
    if head & 1:
        raise _bad(N_("{code} was made by a newer version of the game"), code=_quoted(written))
    seed = _unspread(to_number(values[-CHECK_SYMBOLS - SEED_SYMBOLS : -CHECK_SYMBOLS]))
    marks, no_guess = bool(head & 4), bool(head & 2)
    if kind is not Board.CUSTOM:
        return Challenge.of(
            DIFFICULTIES[_NAMED[kind]], seed, question_marks=marks, no_guess=no_guess
        )
    size = to_number(values[1 : 1 + SIZE_SYMBOLS])
    cols = (size >> (_HEIGHT_BITS + _MINES_BITS)) + MIN_SIDE
    rows = (size >> _MINES_BITS & (1 << _HEIGHT_BITS) - 1) + MIN_SIDE
    mines = size & (1 << _MINES_BITS) - 1
    try:
        return Challenge(rows, cols, mines, seed, marks, no_guess)
    except ValueError:
        raise _bad(
            N_("{code} names a board this game cannot play ({cols}x{rows}, {mines} mines)"),
            code=_quoted(written),
            cols=cols,
            rows=rows,
            mines=mines,
        ) from None


def _quoted(written: str) -> str:
    """The code as the player typed it, shortened when long."""
    shown = " ".join(written.split())
    return repr(shown if len(shown) <= 40 else shown[:37] + "...")


def fold_seed(seed: int) -> int:
    """A chosen seed (`--seed N`) as a code's 35-bit seed: N itself when it fits, else N
    folded through the generator's mixing (the same N always gives the same code)."""
    if 0 <= seed < SEED_LIMIT:
        return seed
    from game.challenge.prng import derive

    return derive(seed) % SEED_LIMIT
