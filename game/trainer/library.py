"""The puzzles on hand: the shipped set plus those made in the background.

Serving follows lichess's idea: a puzzle rated near the player, not yet
solved, chosen at random among the nearest few so two sessions differ.
The daily puzzle comes from the shipped set only, by a hash of the date,
so it is the same for everyone on that date.
"""

from __future__ import annotations

import gzip
import hashlib
import random
from collections.abc import Callable, Iterable
from datetime import date
from pathlib import Path

from game.i18n.note import N_, Note
from game.resources import assets_dir
from game.trainer.puzzle import Puzzle, PuzzleError, parse_line
from game.trainer.technique import Technique

NEAREST = 24
MAX_SHIPPED_BYTES = 64 * 1024 * 1024


def shipped_path() -> Path:
    """The shipped puzzle set (gzipped lines)."""
    return assets_dir() / "puzzles" / "puzzles.txt.gz"


def read_lines(lines: Iterable[str]) -> tuple[list[Puzzle], list[str]]:
    """Puzzles from lines, and one problem line per bad line (at most a few reported)."""
    puzzles: list[Puzzle] = []
    problems: list[str] = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            puzzles.append(parse_line(line))
        except PuzzleError as error:
            problems.append(Note(N_("puzzle line {n}: {problem}"), n=number, problem=str(error)))
    return puzzles, problems[:3]


def readable_line(line: str) -> bool:
    """Whether a stored generated line is a puzzle (blank lines are skipped, so they pass)."""
    if not line.strip():
        return True
    try:
        parse_line(line)
    except PuzzleError:
        return False
    return True


def load_shipped(path: Path | None = None) -> tuple[list[Puzzle], list[str]]:
    """The shipped set, or an empty one and the reason it could not be read."""
    path = path if path is not None else shipped_path()
    try:
        if path.stat().st_size > MAX_SHIPPED_BYTES:
            return [], [Note(N_("{file} is too big to be a puzzle set"), file=path.name)]
        with gzip.open(path, "rt", encoding="ascii") as handle:
            text = handle.read()
    except (OSError, EOFError, UnicodeDecodeError) as error:
        return [], [Note(N_("the shipped puzzles could not be read ({detail})"), detail=str(error))]
    return read_lines(text.splitlines())


class PuzzleLibrary:
    """Puzzles by id; `shipped` ids are the ones the daily puzzle draws from."""

    def __init__(self, shipped: Iterable[Puzzle], extra: Iterable[Puzzle] = ()) -> None:
        self.puzzles: dict[str, Puzzle] = {}
        self.shipped: list[str] = []
        for puzzle in shipped:
            if puzzle.id not in self.puzzles:
                self.puzzles[puzzle.id] = puzzle
                self.shipped.append(puzzle.id)
        self.shipped.sort()
        self.add(extra)

    def __len__(self) -> int:
        return len(self.puzzles)

    def add(self, puzzles: Iterable[Puzzle]) -> int:
        """Add new puzzles; returns how many were new."""
        added = 0
        for puzzle in puzzles:
            if puzzle.id not in self.puzzles:
                self.puzzles[puzzle.id] = puzzle
                added += 1
        return added

    def candidates(self, exclude: set[str], technique: Technique | None = None) -> list[Puzzle]:
        """Puzzles not in `exclude` (and of `technique`, when given)."""
        return [
            p
            for p in self.puzzles.values()
            if p.id not in exclude and (technique is None or p.technique is technique)
        ]

    def pick(
        self,
        target: float,
        rng: random.Random,
        exclude: set[str],
        rating_of: Callable[[Puzzle], float],
        technique: Technique | None = None,
    ) -> Puzzle | None:
        """A puzzle rated near `target` that is not excluded, or None when none is left."""
        pool = self.candidates(exclude, technique)
        if not pool:
            return None
        pool.sort(key=lambda p: (abs(rating_of(p) - target), p.id))
        return rng.choice(pool[:NEAREST])

    def near(
        self, target: float, exclude: set[str], rating_of: Callable[[Puzzle], float], span: float
    ) -> int:
        """How many puzzles within `span` of `target` are still unplayed."""
        return sum(1 for p in self.candidates(exclude) if abs(rating_of(p) - target) <= span)

    def daily(self, day: date) -> Puzzle | None:
        """The puzzle of the day: the same shipped puzzle for everyone on `day`."""
        if not self.shipped:
            return None
        digest = hashlib.sha256(f"minesweeper-daily-{day.isoformat()}".encode()).digest()
        return self.puzzles[self.shipped[int.from_bytes(digest[:8], "big") % len(self.shipped)]]
