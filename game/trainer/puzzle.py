"""A puzzle: a position from a real game, a task, its technique and a starting rating.

Stored one per line, compactly (the shipped set is gzipped):

    ID TECHNIQUE TASK RATING WxHxM ROW/ROW/...

e.g. `3f9a1c2e P12 SAFE 1300 8x8x10 HHHH1.../...`. Flags in the rows are the
proved mines the puzzle gives; every other covered cell is for the player.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from game.i18n import _
from game.solver.position import FLAGGED, Position, PositionError, parse_position
from game.trainer.tasks import Task
from game.trainer.technique import Technique

# Starting puzzle ratings by technique (Glicko-2 moves them with every attempt).
START_RATING: dict[Technique, int] = {
    Technique.ONE_CLUE: 1000,
    Technique.P11: 1150,
    Technique.TWO_CLUES: 1250,
    Technique.P12: 1250,
    Technique.P121: 1300,
    Technique.P1221: 1400,
    Technique.R11: 1350,
    Technique.R12: 1450,
    Technique.R121: 1500,
    Technique.R1221: 1550,
    Technique.MINE_COUNT: 1600,
    Technique.MANY_CLUES: 1750,
    Technique.FIFTY: 1500,
    Technique.GUESS: 1800,
}


class PuzzleError(ValueError):
    """A puzzle line that cannot be read; the message is one line."""


@dataclass(frozen=True)
class Puzzle:
    """One puzzle; `position` keeps the given mines as flags."""

    id: str
    technique: Technique
    task: Task
    rating: int
    position: Position

    @property
    def mines_left(self) -> int:
        """Mines not yet shown as given (the board's mines minus the puzzle's flags)."""
        return self.position.mines - sum(1 for v in self.position.cells if v == FLAGGED)

    def mines_line(self) -> str:
        """The mine count as the puzzle page shows it."""
        left = self.mines_left
        given = self.position.mines - left
        if given:
            return _("Mines left: {n} ({given} flagged)").format(n=left, given=given)
        return _("Mines left: {n}").format(n=left)

    def to_line(self) -> str:
        """The compact one-line form."""
        p = self.position
        rows = "/".join("".join(p.symbol(r, c) for c in range(p.width)) for r in range(p.height))
        spec = f"{p.width}x{p.height}x{p.mines}"
        return f"{self.id} {self.technique.name} {self.task.name} {self.rating} {spec} {rows}"


def puzzle_id(position: Position, task: Task) -> str:
    """A stable short id from the position and task (the same puzzle has the same id)."""
    digest = hashlib.sha1(f"{task.name}\n{position.to_text()}".encode()).hexdigest()
    return digest[:10]


def make_puzzle(position: Position, technique: Technique, task: Task) -> Puzzle:
    """A puzzle with its id and starting rating."""
    return Puzzle(puzzle_id(position, task), technique, task, START_RATING[technique], position)


def parse_line(line: str) -> Puzzle:
    """Read one puzzle line; PuzzleError says what is wrong."""
    fields = line.split()
    if len(fields) != 6:
        raise PuzzleError(f"expected 6 fields, found {len(fields)}")
    ident, technique, task, rating, spec, rows = fields
    try:
        tech = Technique[technique]
        kind = Task[task]
        value = int(rating)
    except (KeyError, ValueError):
        raise PuzzleError(f"unknown technique, task or rating in {line[:60]!r}") from None
    try:
        position = parse_position(spec + "\n" + rows.replace("/", "\n"))
    except PositionError as error:
        raise PuzzleError(f"puzzle {ident}: {error}") from None
    return Puzzle(ident, tech, kind, value, position)
