"""One trainer session: serve a puzzle, judge the answer, move the ratings, remember.

Front ends (the Train scene, the terminal trainer) own a `Coach` and call
`next_puzzle`, `answer` and `poll` (once a frame); they draw from its
read-only attributes. Knows nothing of pygame or files: it is handed the
stored `TrainerData` and a `save` callable that returns a problem line.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from game.storage.trainer import TrainerData
from game.trainer.glicko import Rating, play
from game.trainer.library import PuzzleLibrary
from game.trainer.puzzle import Puzzle
from game.trainer.tagging import tag_position
from game.trainer.tasks import Cell, Verdict, check, known_mines
from game.trainer.technique import Technique
from game.trainer.worker import PuzzleWorker

PLAYER_START = Rating(1500.0, 350.0, 0.06)
PUZZLE_DEVIATION = 150.0
LOW_WATER = 30
SPAN = 250.0


@dataclass(frozen=True)
class Outcome:
    """The result of one answer: the verdict and the player's rating before and after."""

    verdict: Verdict
    before: float
    after: float
    rated: bool

    @property
    def change(self) -> float:
        """How far the rating moved (0 for unrated practice)."""
        return self.after - self.before


class Coach:
    """The trainer's state between puzzles; see the module docstring."""

    def __init__(
        self,
        library: PuzzleLibrary,
        data: TrainerData,
        save: Callable[[TrainerData], str | None],
        *,
        rng: random.Random | None = None,
        clock: Callable[[], float] = time.time,
        worker: PuzzleWorker | None = None,
    ) -> None:
        self.library = library
        self.data = data
        self._save = save
        self.rng = rng or random.Random()
        self.clock = clock
        self.worker = worker
        self.puzzle: Puzzle | None = None
        self.rated = True
        self.outcome: Outcome | None = None
        self.problem: str | None = None

    @property
    def player(self) -> Rating:
        """The player's current rating."""
        if self.data.player is None:
            return PLAYER_START
        return Rating(*self.data.player)

    def rating_of(self, puzzle: Puzzle) -> Rating:
        """A puzzle's current rating (its start rating until someone plays it)."""
        stored = self.data.puzzles.get(puzzle.id)
        if stored is None:
            return Rating(float(puzzle.rating), PUZZLE_DEVIATION, 0.06)
        return Rating(*stored)

    def played(self) -> set[str]:
        """Ids of every puzzle already answered."""
        return set(self.data.solved) | set(self.data.failed)

    def next_puzzle(self, technique: Technique | None = None) -> Puzzle | None:
        """Serve a rated puzzle near the player's rating (of `technique`, when given)."""
        exclude = self.played()
        puzzle = self.library.pick(
            self.player.rating, self.rng, exclude, lambda p: self.rating_of(p).rating, technique
        )
        if puzzle is None:
            puzzle = self.library.pick(
                self.player.rating, self.rng, set(), lambda p: self.rating_of(p).rating, technique
            )
        self._serve(puzzle, rated=True)
        self.top_up()
        return puzzle

    def daily(self, day: date) -> Puzzle | None:
        """Serve the day's puzzle (rated the first time only)."""
        puzzle = self.library.daily(day)
        self._serve(puzzle, rated=puzzle is not None and puzzle.id not in self.played())
        return puzzle

    def practice(self, puzzle: Puzzle) -> None:
        """Serve a lesson's practice puzzle: judged and explained, not rated."""
        self._serve(puzzle, rated=False)

    def own(self, puzzle: Puzzle) -> None:
        """Serve a puzzle from the player's own games: rated the first time, like the others."""
        self._serve(puzzle, rated=puzzle.id not in self.played())

    def finish(self) -> None:
        """Serve nothing (a lesson's practice is over)."""
        self._serve(None, rated=False)

    def _serve(self, puzzle: Puzzle | None, rated: bool) -> None:
        self.puzzle = puzzle
        self.rated = rated
        self.outcome = None

    def answer(self, picked: list[Cell]) -> Outcome:
        """Judge the picked cells for the current puzzle, rate, record and save."""
        puzzle = self.puzzle
        if puzzle is None:
            raise ValueError("no puzzle is being played")
        tag = tag_position(puzzle.position, known_mines(puzzle.position))
        verdict = check(
            puzzle.position, puzzle.task, picked, puzzle.technique, sorted(tag.cells), tag
        )
        before = self.player
        after = before
        tally = self.data.solved if verdict.correct else self.data.failed
        tally[puzzle.id] = tally.get(puzzle.id, 0) + 1
        if self.rated:
            after, puzzle_after = play(before, self.rating_of(puzzle), verdict.correct)
            self.data.player = (after.rating, after.deviation, after.volatility)
            self.data.puzzles[puzzle.id] = (
                puzzle_after.rating,
                puzzle_after.deviation,
                puzzle_after.volatility,
            )
            self.data.history.append((self.clock(), after.rating))
        elif verdict.correct:
            name = puzzle.technique.name
            self.data.lessons[name] = self.data.lessons.get(name, 0) + 1
        self.outcome = Outcome(verdict, before.rating, after.rating, self.rated)
        self.problem = self._save(self.data)
        return self.outcome

    def top_up(self) -> None:
        """Start background generation when few unplayed puzzles sit near the player."""
        if self.worker is None or self.worker.busy:
            return
        near = self.library.near(
            self.player.rating, self.played(), lambda p: self.rating_of(p).rating, SPAN
        )
        if near < LOW_WATER:
            self.worker.start(self.rng.randrange(1 << 30))

    def poll(self) -> int:
        """Take in puzzles the worker finished (call once a frame); returns how many."""
        if self.worker is None:
            return 0
        made = self.worker.collect()
        if self.worker.problem:
            self.problem, self.worker.problem = self.worker.problem, None
        added = self.library.add(made)
        if added:
            self.data.generated.extend(p.to_line() for p in made)
            self.problem = self._save(self.data)
        return added
