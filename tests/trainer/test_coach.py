"""Puzzles, the library, the daily puzzle, the coach and background generation."""

import random
from datetime import date

from game.solver.position import parse_position
from game.storage.trainer import TrainerData, load_trainer, save_trainer
from game.trainer.coach import Coach
from game.trainer.generate import BoardKind, generate, puzzle_from
from game.trainer.library import PuzzleLibrary, read_lines
from game.trainer.puzzle import make_puzzle, parse_line
from game.trainer.tasks import Task, accepted
from game.trainer.technique import Technique
from game.trainer.worker import PuzzleWorker


def _puzzle(text, technique, task, rating=None):
    puzzle = make_puzzle(parse_position(text), technique, task)
    if rating is not None:
        puzzle = parse_line(puzzle.to_line().replace(f" {puzzle.rating} ", f" {rating} ", 1))
    return puzzle


ONE_ONE = "5x3x2\n00000\n11111\nHHHHH"
ONE_TWO = "5x3x3\n00000\n12221\nHHHHH"


def test_puzzle_lines_round_trip():
    puzzle = _puzzle(ONE_ONE, Technique.P11, Task.SAFE)
    again = parse_line(puzzle.to_line())
    assert again == puzzle
    assert puzzle.id == make_puzzle(parse_position(ONE_ONE), Technique.P11, Task.SAFE).id


def test_bad_lines_are_reported_not_raised():
    puzzles, problems = read_lines(["garbage", "a NOPE SAFE 1 2x2x1 HH/HH", ""])
    assert puzzles == []
    assert len(problems) == 2


def _wall(k, rating=None):
    text = f"5x{3 + k}x2\n" + "00000\n" * (k + 1) + "11111\nHHHHH"
    return _puzzle(text, Technique.P11, Task.SAFE, rating)


def test_served_near_the_rating(monkeypatch):
    monkeypatch.setattr("game.trainer.library.NEAREST", 1)
    puzzles = [_wall(k, r) for k, r in enumerate([900, 1500, 2100])]
    library = PuzzleLibrary(puzzles)
    rng = random.Random(1)
    assert library.pick(2000, rng, set(), lambda p: p.rating).rating == 2100
    assert library.pick(1000, rng, set(), lambda p: p.rating).rating == 900
    assert library.pick(1000, rng, {puzzles[0].id}, lambda p: p.rating).rating == 1500
    assert library.pick(0, rng, {p.id for p in puzzles}, lambda p: p.rating) is None


def test_the_daily_puzzle_is_the_same_for_everyone_on_a_date():
    puzzles = [_wall(k) for k in range(7)]
    one = PuzzleLibrary(puzzles)
    other = PuzzleLibrary(list(reversed(puzzles)))
    days = [date(2026, 11, d) for d in range(1, 29)]
    assert [one.daily(d).id for d in days] == [other.daily(d).id for d in days]
    assert len({one.daily(d).id for d in days}) > 1


def _coach(puzzles, data=None):
    saved = []

    def save(d):
        saved.append(d)
        return None

    return Coach(PuzzleLibrary(puzzles), data or TrainerData(), save, rng=random.Random(3)), saved


def test_a_right_answer_raises_the_rating_and_a_wrong_one_lowers_it():
    coach, saved = _coach([_puzzle(ONE_ONE, Technique.P11, Task.SAFE)])
    puzzle = coach.next_puzzle()
    start = coach.player.rating
    right = coach.answer([(2, 2)])
    assert right.verdict.correct and right.after > start
    assert coach.data.history[-1][1] == right.after
    assert saved
    coach.next_puzzle()  # every puzzle played: served again rather than nothing
    wrong = coach.answer([(2, 0)])
    assert not wrong.verdict.correct and wrong.after < right.after
    assert coach.rating_of(puzzle).rating > puzzle.rating - 1000


def test_lesson_practice_is_not_rated_but_counted():
    puzzle = _puzzle(ONE_TWO, Technique.P12, Task.MINE)
    coach, _ = _coach([puzzle])
    coach.practice(puzzle)
    mine = accepted(puzzle.position, Task.MINE)[0]
    outcome = coach.answer([mine])
    assert outcome.verdict.correct and not outcome.rated and outcome.change == 0
    assert coach.data.lessons == {"P12": 1}
    assert coach.data.player is None


def test_progress_survives_a_restart():
    coach = Coach(
        PuzzleLibrary([_puzzle(ONE_ONE, Technique.P11, Task.SAFE)]),
        TrainerData(),
        save_trainer,
        rng=random.Random(1),
    )
    coach.next_puzzle()
    after = coach.answer([(2, 2)]).after
    data, problems = load_trainer()
    assert problems == [] and data.player[0] == after


def test_puzzles_from_real_games_are_answerable_from_the_position():
    made = generate(8, seed=5, kinds=(BoardKind(9, 9, 12),))
    assert len(made) == 8
    for puzzle in made:
        assert accepted(puzzle.position, puzzle.task)


def test_a_position_with_nothing_to_do_makes_no_puzzle():
    assert puzzle_from(parse_position("3x1x0\n000"), random.Random(0)) is None


def test_the_worker_makes_puzzles_without_blocking_the_caller():
    worker = PuzzleWorker(batch=2)
    coach, _ = _coach([])
    coach.worker = worker
    coach.top_up()  # nothing near the player's rating: a batch starts
    assert worker.busy
    assert coach.poll() == 0  # never waits for the thread
    worker.wait(120)
    assert coach.poll() == 2
    assert len(coach.library) == 2
    assert len(coach.data.generated) == 2
