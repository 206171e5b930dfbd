"""Opening the trainer: the shipped puzzles, the player's own, and their progress."""

from __future__ import annotations

import random

from game.storage.trainer import load_trainer, save_trainer
from game.trainer.coach import Coach
from game.trainer.library import PuzzleLibrary, load_shipped, read_lines, readable_line
from game.trainer.worker import PuzzleWorker


def open_coach(
    rng: random.Random | None = None, background: bool = True
) -> tuple[Coach, list[str]]:
    """A ready coach and one line per problem met (damaged file, unreadable puzzles)."""
    shipped, problems = load_shipped()
    data, stored_problems = load_trainer(line_ok=readable_line)
    extra, extra_problems = read_lines(data.generated)
    library = PuzzleLibrary(shipped, extra)
    worker = PuzzleWorker() if background else None
    coach = Coach(library, data, save_trainer, rng=rng, worker=worker)
    return coach, problems + stored_problems + extra_problems
