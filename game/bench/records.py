"""Per-game records of the solver benchmark, and the paired comparison of two of them.

A record file holds one line per game, so a long run can be made in chunks (each its
own file) and reported as one, and two solvers' runs on the same boards compared
board by board:

    # solver-bench experte 3,3 opening
    SEED WON GUESSES CEILING FIRST_EXACT MOVE_TIMES LOST_BY LOST_RISK

WON and FIRST_EXACT are 0 or 1, CEILING a float (see `game.bench.solver`),
MOVE_TIMES the solver's time for each move in microseconds, comma separated ("-"
when the game had none), and for a lost game LOST_BY how the guess that lost it was
chosen (a `Method` value: "endgame", "secondary", ...) and LOST_RISK its mine chance
("-" and "-" for a won game). Files written before the last two fields existed give
only six; another solver's file (JSMinesweeper's, played on the same boards by a
harness of its own) may give only the first three.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from game.solver.guess import Method

MAGIC = "# solver-bench"


class RecordError(ValueError):
    """A record file that cannot be read (the message names the file and line)."""


@dataclass(frozen=True)
class Game:
    """One game as recorded: its seed, whether it was won, and what it cost."""

    seed: int
    won: bool
    guesses: int
    ceiling: float = math.nan
    first_exact: bool = False
    move_times: tuple[float, ...] = ()
    lost_by: Method | None = None
    lost_risk: float = math.nan


def header(difficulty: str, start: tuple[int, int], first_click: str) -> str:
    """The first line of a record file: what was played."""
    return f"{MAGIC} {difficulty} {start[0]},{start[1]} {first_click}"


def run_of(first: str) -> tuple[str, tuple[int, int], str]:
    """(difficulty, start cell, first-click rule) from a header line; ValueError if malformed."""
    fields = first[len(MAGIC) :].split()
    if len(fields) != 3:
        raise ValueError(f"expected '{MAGIC} DIFFICULTY R,C CLICK', got {first!r}")
    row, col = (int(part) for part in fields[1].split(","))
    return fields[0], (row, col), fields[2]


def line(game: Game) -> str:
    """One game as a line of a record file."""
    times = ",".join(str(round(t * 1e6)) for t in game.move_times) or "-"
    lost = "- -" if game.lost_by is None else f"{game.lost_by.value} {game.lost_risk:.6f}"
    return (
        f"{game.seed} {int(game.won)} {game.guesses} {game.ceiling:.6f} "
        f"{int(game.first_exact)} {times} {lost}"
    )


def write(path: Path, first: str, games: Iterable[Game]) -> None:
    """Write a record file (the header line, then one line per game)."""
    text = "\n".join([first, *(line(game) for game in games)]) + "\n"
    path.write_text(text, encoding="utf-8")


def _game(fields: list[str]) -> Game:
    seed, won, guesses = int(fields[0]), fields[1] == "1", int(fields[2])
    if fields[1] not in ("0", "1") or guesses < 0:
        raise ValueError("WON must be 0 or 1 and GUESSES at least 0")
    if len(fields) == 3:
        return Game(seed, won, guesses)
    ceiling, exact = float(fields[3]), fields[4] == "1"
    times = () if fields[5] == "-" else tuple(int(t) / 1e6 for t in fields[5].split(","))
    if len(fields) == 6 or fields[6] == "-":
        return Game(seed, won, guesses, ceiling, exact, times)
    return Game(seed, won, guesses, ceiling, exact, times, Method(fields[6]), float(fields[7]))


def read(paths: Iterable[Path]) -> tuple[str, dict[int, Game]]:
    """The header and the games (by seed) of one or more record files of the same run."""
    first = ""
    games: dict[int, Game] = {}
    for path in paths:
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError) as error:
            raise RecordError(f"{path}: cannot be read ({error.__class__.__name__})") from None
        try:
            run_of(lines[0] if lines and lines[0].startswith(MAGIC) else "")
        except ValueError:
            raise RecordError(f"{path}, line 1: expected '{MAGIC} DIFFICULTY R,C CLICK'") from None
        if first and lines[0] != first:
            raise RecordError(f"{path}, line 1: another run ({lines[0][len(MAGIC) :].strip()})")
        first = lines[0]
        for number, text in enumerate(lines[1:], start=2):
            fields = text.split()
            try:
                if len(fields) not in (3, 6, 8):
                    raise ValueError("expected 3, 6 or 8 fields")
                game = _game(fields)
            except ValueError as error:
                raise RecordError(f"{path}, line {number}: {error}") from None
            if games.get(game.seed, game) != game:
                raise RecordError(f"{path}, line {number}: seed {game.seed} twice, differently")
            games[game.seed] = game
    return first, games


def seed_ranges(seeds: Iterable[int]) -> str:
    """Seeds as runs of consecutive numbers: "1..1000, 2001..3000"."""
    runs: list[list[int]] = []
    for seed in sorted(seeds):
        if runs and seed == runs[-1][1] + 1:
            runs[-1][1] = seed
        else:
            runs.append([seed, seed])
    return ", ".join(f"{a}..{b}" if a != b else str(a) for a, b in runs)


def sign_test(wins_a: int, wins_b: int) -> float:
    """Two-sided exact sign test: the chance of a split at least this uneven between the
    boards only one solver won, if both solvers were equally strong."""
    n = wins_a + wins_b
    if n == 0:
        return 1.0
    low = min(wins_a, wins_b)
    tail = sum(math.comb(n, k) for k in range(low + 1))
    return min(1.0, float(2 * tail / 2**n))


@dataclass(frozen=True)
class Pairing:
    """How two runs on the same boards compare, board by board."""

    boards: int
    both: int
    neither: int
    only_this: int
    only_that: int

    @property
    def p_value(self) -> float:
        """The sign test on the boards only one of the two won."""
        return sign_test(self.only_this, self.only_that)


def pair(this: dict[int, Game], that: dict[int, Game]) -> Pairing:
    """Compare two runs on the boards both played."""
    seeds = this.keys() & that.keys()
    both = sum(this[s].won and that[s].won for s in seeds)
    neither = sum(not this[s].won and not that[s].won for s in seeds)
    only_this = sum(this[s].won and not that[s].won for s in seeds)
    return Pairing(len(seeds), both, neither, only_this, len(seeds) - both - neither - only_this)
