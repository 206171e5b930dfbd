"""Making challenges: a new code for a board, with a chosen or a random seed.

A no-guess code holds the seed of a board already checked: the seeds drawn from the chosen
one are tried in turn (through the project's own generator) until ms-toollib's solver
clears the board from its start without a guess, and the code names that seed. Reading the
code never asks a solver again, so the board stays the same even if a later version's
solver would judge otherwise.
"""

from __future__ import annotations

import secrets
import time

from game.challenge.board import challenge_board
from game.challenge.code import SEED_LIMIT, Challenge, fold_seed
from game.challenge.prng import derive
from game.model import Difficulty

NO_GUESS_STREAM = 0x4E47  # "NG"
NO_GUESS_TRIES = 20_000
NO_GUESS_SECONDS = 60.0


class NoBoardFound(Exception):
    """No no-guess board among the seeds tried (too many mines for the size)."""


def new_challenge(
    difficulty: Difficulty,
    seed: int | None = None,
    *,
    question_marks: bool = False,
    no_guess: bool = False,
    tries: int = NO_GUESS_TRIES,
    seconds: float = NO_GUESS_SECONDS,
) -> Challenge:
    """A challenge on `difficulty`: from `seed` (the same seed, the same code) or a random
    one; a no-guess one is searched for (NoBoardFound after `tries` seeds or `seconds`)."""
    base = fold_seed(seed) if seed is not None else secrets.randbelow(SEED_LIMIT)
    first = Challenge.of(difficulty, base, question_marks=question_marks, no_guess=no_guess)
    if not no_guess:
        return first
    from game.solver.noguess import solvable_without_guessing

    deadline = time.monotonic() + seconds
    for attempt in range(tries):
        candidate = first
        if attempt:
            seed_now = derive(NO_GUESS_STREAM, base, attempt) % SEED_LIMIT
            candidate = Challenge.of(
                difficulty, seed_now, question_marks=question_marks, no_guess=True
            )
        board = challenge_board(candidate)
        grid = [
            [(r, c) in board.layout.mines for c in range(candidate.cols)]
            for r in range(candidate.rows)
        ]
        if solvable_without_guessing(grid, *board.start):
            return candidate
        if time.monotonic() > deadline:
            break
    raise NoBoardFound(f"no no-guess {difficulty.spec} board in {attempt + 1} tries")
