"""Heavy positions: a budgeted child process, progress, cancel, and a labelled approximation."""

import time

import pygame
import pytest

import game.scenes.play.assist_jobs as assist
from game.model import Board
from game.solver.approximate import approximate, approximate_hint
from game.solver.worker import (
    Budget,
    HeavyJob,
    JobKind,
    JobState,
    bounded_best_move,
    bounded_hint,
    is_light,
)
from tests.robustness.heavy import heavy_position, sparse_numbers

SMALL = "5x3x3\nHHHHH\n12321\n00000\n"


pytestmark = pytest.mark.alone  # wall-clock budgets: no other xdist worker meanwhile


@pytest.fixture(scope="module")
def heavy() -> str:
    return heavy_position()


@pytest.fixture(scope="module")
def costly_but_feasible() -> str:
    """Worth trying in a child (ms-toollib: seconds, hundreds of MB), never in the game."""
    return sparse_numbers(40, 16)


def test_a_small_position_is_answered_by_the_child():
    job = HeavyJob(JobKind.ANALYSE, SMALL)
    assert job.wait(30) is JobState.DONE
    assert job.result.probabilities[0] == [0.0, 1.0, 1.0, 1.0, 0.0]


def test_an_impossible_position_fails_with_the_solver_reason():
    job = HeavyJob(JobKind.ANALYSE, "2x2x1\n3H\nH1\n")
    assert job.wait(30) is JobState.FAILED
    assert "impossible position" in job.error and "\n" not in job.error


def test_time_budget_ends_the_job_and_the_caller_never_blocks(costly_but_feasible):
    started = time.perf_counter()
    job = HeavyJob(JobKind.ANALYSE, costly_but_feasible, Budget(seconds=1.0))
    assert job.poll() is JobState.RUNNING and job.progress() == ""
    assert time.perf_counter() - started < 0.5  # starting never waits for the answer
    time.sleep(0.6)
    assert job.poll() is JobState.RUNNING and "analysing" in job.progress()
    assert job.wait(10) is JobState.TOO_BIG
    assert "more than 1 s" in job.error
    assert time.perf_counter() - started < 5


def test_memory_budget_contains_the_allocation_failure(costly_but_feasible):
    """ms-toollib aborts the process when an allocation fails: here only the child dies."""
    budget = Budget(seconds=60, memory_bytes=150 << 20)
    job = HeavyJob(JobKind.ANALYSE, costly_but_feasible, budget)
    assert job.wait(60) is JobState.TOO_BIG
    assert "memory" in job.error or "stopped unexpectedly" in job.error


def test_cancel_stops_the_child(heavy):
    job = HeavyJob(JobKind.ANALYSE, heavy)
    time.sleep(0.2)
    job.cancel()
    assert job.state is JobState.CANCELLED
    assert job._process.wait(5) is not None


def test_approximation_is_bounded_and_sane(heavy):
    started = time.perf_counter()
    grid = approximate(heavy)
    assert time.perf_counter() - started < 2
    values = [p for row in grid for p in row if p is not None]
    assert values and all(0.0 <= p <= 1.0 for p in values)
    assert approximate("3x1x1\n0HH\n")[0][1] == 0.0  # next to an open 0: certainly safe
    move = approximate_hint(heavy)
    assert "approximate" in move.reason or move.certain


def test_bounded_hint_falls_back_to_the_labelled_approximation(heavy):
    assert not is_light(heavy) and is_light(SMALL)
    move = bounded_hint(heavy, Budget(seconds=1.0))
    assert move.action == "reveal"
    assert "approximate" in move.reason or move.certain


def test_probability_view_in_the_game_answers_while_it_analyses(
    game_factory, tmp_path, monkeypatch, heavy
):
    """While the child counts, every frame answers the player: the cursor moves at each key
    press. How long a frame takes meanwhile is a benchmark figure (python -m game.bench heavy),
    not a budget for this test."""
    monkeypatch.setattr(assist, "PROBABILITY_SECONDS", 2.0)
    path = tmp_path / "heavy.mine"
    path.write_text(heavy)
    game = game_factory("--analyse", str(path))
    play = game.top
    cache = play.assists.probabilities
    answered = presses = 0
    while cache.grid is None and presses < 100_000:
        job = cache.job
        counting = job is not None and job.poll() is JobState.RUNNING
        before = play.ui.cursor
        game.key(pygame.K_RIGHT if presses % 2 == 0 else pygame.K_LEFT)
        presses += 1
        answered += counting and play.ui.cursor != before and cache.grid is None
        if job is not None and not counting:
            job.wait(30)  # only the end of the count is left to wait for
    assert answered >= 3  # key presses answered in the very frame, while the child counted
    assert cache.approximate
    assert "Too big to analyse exactly" in cache.status and "approximate" in cache.status


def test_hint_on_a_big_board_runs_in_the_background(heavy, monkeypatch):
    monkeypatch.setattr(assist, "HINT_SECONDS", 1.0)
    board = Board.from_position(heavy)
    state = assist.HintState()
    first = state.press(board, lambda action, cell: False)
    assert "analysing" in first and state.job is not None
    deadline = time.perf_counter() + 10
    line = None
    while line is None and time.perf_counter() < deadline:
        line = state.poll(board)
        time.sleep(0.05)
    assert line is not None and ("approximate" in line or state.move.certain)


def test_auto_player_move_on_a_big_board_is_budgeted(heavy):
    started = time.perf_counter()
    move = bounded_best_move(heavy, Budget(seconds=5.0))  # a certain move is found quickly
    assert move is not None and move.certain and time.perf_counter() - started < 10
    assert bounded_best_move(heavy, Budget(seconds=0.01)) is None  # out of budget: it stops
    assert bounded_best_move(SMALL).action in ("reveal", "flag")
