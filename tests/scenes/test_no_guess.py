"""No-guess boards: made off the main thread at the first click, solvable by logic alone."""

import pygame

from game.scenes.message import MessageOverlay
from game.scenes.play import assist_jobs as assist
from game.solver import best_move


def _wait_for_board(game, play, limit=10.0):
    waited = 0.0
    while play.assists.job is not None and waited < limit:
        play.assists.job.wait(0.05)
        game.frames()
        waited += 0.05
    assert play.assists.job is None


def test_no_guess_board_is_generated_and_needs_no_guess(game_factory):
    game = game_factory("--difficulty", "experte", "--seed", "1", "--no-guess")
    play = game.top
    assert play.no_guess
    game.click_cell(5, 10)
    _wait_for_board(game, play)
    board = play.board
    assert board.status == "playing" and board.appearance(5, 10) == "open"
    while board.status == "playing":
        move = best_move(board.to_position())
        assert move.certain, "a no-guess board needed a guess"
        if move.action == "flag":
            board.toggle_flag(move.row, move.col)
        else:
            board.reveal(move.row, move.col)
    assert board.status == "won"


def test_a_failed_generation_offers_a_normal_board(game_factory, monkeypatch):
    monkeypatch.setattr("game.solver.noguess.generate_no_guess", lambda *a, **k: None)
    game = game_factory("--difficulty", "normal", "--seed", "1", "--no-guess")
    play = game.top
    game.click_cell(4, 4)
    _wait_for_board(game, play)
    overlay = game.top
    assert isinstance(overlay, MessageOverlay)
    game.key(pygame.K_RETURN, "\r")
    assert game.top is play and play.board.status == "playing"
    assert not play.no_guess


def test_the_time_limit_stops_the_worker_without_a_board():
    job = assist.NoGuessJob(16, 30, 99, (3, 3), time_limit=0.0)
    assert job.wait(5)
    assert job.failed and job.result is None


def test_a_new_game_cancels_a_running_generation(game_factory, monkeypatch):
    def slow(*args, cancel, **kwargs):
        cancel.wait(10)
        return None

    monkeypatch.setattr("game.solver.noguess.generate_no_guess", slow)
    game = game_factory("--difficulty", "experte", "--seed", "2", "--no-guess")
    play = game.top
    game.click_cell(5, 5)
    job = play.assists.job
    assert job is not None and "Generating" in play.ui.message
    game.seconds(0.5)
    assert play.assists.job is job and play.board.status == "ready", "the window kept running"
    game.key(pygame.K_F2)
    assert play.assists.job is None and job._cancel.is_set()
    assert job.wait(5)
