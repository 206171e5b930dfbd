""" "Your games": each needless guess the coach found becomes a trainer puzzle (find a safe
cell in the position the player saw), answered and rated like the others."""

from __future__ import annotations

import random

from game.coach import review_game
from game.coach.kinds import MoveKind
from game.coach.puzzles import own_puzzles, puzzles_from
from game.coach.report import CoachReport, Guess
from game.session.inputs import Input, Mouse, cell_centre
from game.session.setup import GameSetup
from game.storage.coaching import save_coach
from game.storage.trainer import TrainerData
from game.trainer.coach import Coach
from game.trainer.library import PuzzleLibrary
from game.trainer.tasks import Task

NEEDLESS_AT = "3x2x1\n1HH\n1HH\n"  # a 1-1 pair: column C is safe by the mine count


def _needless(position: str | None = NEEDLESS_AT) -> Guess:
    return Guess(
        2.0, (0, 1), MoveKind.REVEAL, ((0, 1),), 0.5, 0.0, False, (0, 2), position=position
    )


def test_a_needless_guess_in_a_game_keeps_its_position():
    # 3 columns x 2 rows, the mine at B2; the first click on A1 shows a 1, then A2 (1).
    setup = GameSetup(2, 3, 1, layout=("...", ".*."))
    inputs = []
    for i, cell in enumerate([(0, 0), (1, 0), (0, 1)]):
        x, y = cell_centre(*cell)
        inputs += [
            Input(i * 1000, Mouse.LEFT_PRESS, x, y),
            Input(i * 1000 + 9, Mouse.LEFT_RELEASE, x, y),
        ]
    report = review_game(setup, inputs)
    needless = [g for g in report.guesses if g.needless]
    assert needless and all(g.position is not None for g in needless)
    assert all(g.position is None for g in report.guesses if g.forced)


def test_each_needless_guess_becomes_one_safe_cell_puzzle():
    report = CoachReport(3, 2, (_needless(), _needless()))  # the same position twice
    (puzzle,) = puzzles_from([report])
    assert puzzle.task is Task.SAFE
    assert puzzle.position.to_text() == NEEDLESS_AT


def test_stored_reports_feed_the_trainer_and_the_answer_is_rated():
    assert own_puzzles() == []
    save_coach("replay-1.json", CoachReport(3, 2, (_needless(),)).to_dict())
    (puzzle,) = own_puzzles()
    saved = []
    coach = Coach(
        PuzzleLibrary([]), TrainerData(), lambda d: saved.append(d) or None, rng=random.Random(1)
    )
    coach.own(puzzle)
    assert coach.rated
    outcome = coach.answer([(0, 2)])  # the proven safe cell the player missed
    assert outcome.verdict.correct and outcome.rated and saved
    coach.own(puzzle)
    assert not coach.rated  # the second time it is practice
