"""ZiNi on the win panel comes from a child process: shown when it arrives, "-" when the
child dies (ms-toollib can abort), and the window goes on either way."""

from __future__ import annotations

import time

import pytest

import game.solver.worker as worker
from game.engine.scene import IDLE
from game.scenes.play.result import ResultOverlay
from game.solver.worker import JobKind, JobState
from game.solver.zini import zini


def _win(game_factory, seed: str = "21"):
    game = game_factory("--difficulty", "normal", "--seed", seed)
    play = game.top
    game.click_cell(4, 4)
    for cell in play.board.cells:
        if not cell.mine and not cell.open:
            game.click_cell(cell.row, cell.col)
    overlay = game.top
    assert play.board.status == "won" and isinstance(overlay, ResultOverlay)
    return game, play, overlay


def _zini_line(overlay: ResultOverlay) -> str:
    return next(line for line in overlay.lines if line.startswith("ZiNi"))


def _until_settled(game, overlay: ResultOverlay, seconds: float = 60) -> None:
    """Draw frames (the window goes on) until the ZiNi job has ended."""
    deadline = time.monotonic() + seconds
    while overlay.zini.poll() is JobState.RUNNING and time.monotonic() < deadline:
        assert overlay.next_frame() < IDLE  # the panel keeps looking while it waits
        game.frames(1)
        overlay.zini.wait(0.05)
    game.frames(1)


def test_the_panel_shows_zini_from_the_child(game_factory):
    game, play, overlay = _win(game_factory)
    clicks = play.session.metrics().cl
    assert overlay.zini is not None and overlay.zini.kind is JobKind.ZINI
    first = _zini_line(overlay)  # at once: waiting (or, on a fast machine, already in)
    assert first == f"ZiNi …   clicks {clicks}" or first.split()[1].isdigit()
    _until_settled(game, overlay)
    assert overlay.zini.state is JobState.DONE
    expected = zini(play.board.numbers())
    assert _zini_line(overlay) == f"ZiNi {expected}   clicks {clicks}"
    assert 1 <= expected <= play.board.three_bv
    if overlay.coach is not None:
        overlay.coach.wait(60)
        game.frames(1)
        assert overlay.next_frame() == IDLE  # nothing left to wait for: the loop sleeps


def test_a_child_that_aborts_leaves_the_game_running_and_no_zini(game_factory, monkeypatch):
    functions = dict(worker._FUNCTIONS)
    functions[JobKind.ZINI] = "tests.scenes.fake_zini:abort"
    monkeypatch.setattr(worker, "_FUNCTIONS", functions)
    game, play, overlay = _win(game_factory)
    _until_settled(game, overlay)
    assert overlay.zini.state is JobState.TOO_BIG  # the child died: no answer
    assert _zini_line(overlay) == f"ZiNi -   clicks {play.session.metrics().cl}"
    assert not any(line.startswith("ZiNi") and line.split()[1].isdigit() for line in overlay.lines)
    game.frames(3)  # the game is alive and goes on: a new game from the panel
    play.new_game()
    game.frames(2)
    assert game.top is play and play.board.status == "ready"


def test_a_child_that_never_answers_is_stopped_with_the_panel(game_factory, monkeypatch):
    functions = dict(worker._FUNCTIONS)
    functions[JobKind.ZINI] = "tests.scenes.fake_zini:hang"
    monkeypatch.setattr(worker, "_FUNCTIONS", functions)
    game, play, overlay = _win(game_factory)
    game.frames(5)
    assert overlay.zini.state is JobState.RUNNING
    assert _zini_line(overlay).startswith("ZiNi …")
    process = overlay.zini._process
    play.new_game()  # the panel goes away: its child with it
    assert overlay.zini.state is JobState.CANCELLED
    assert process.wait(10) is not None


@pytest.mark.parametrize("seed", ["3", "4"])
def test_zini_is_the_greedy_estimate_of_the_board_played(game_factory, seed):
    game, play, overlay = _win(game_factory, seed)
    _until_settled(game, overlay)
    assert overlay.zini.result == zini(play.board.numbers())
