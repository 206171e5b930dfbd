"""The result panel's coach line: computed in a child process while the window goes on,
then shown ("Coach: 1 guess, ..."), stored with the game's replay and never computed twice."""

from __future__ import annotations

import pygame

from game.coach.job import LOOK_S, WAITING, CoachJob, JobState
from game.coach.kinds import MoveKind
from game.coach.report import CoachReport, Guess
from game.engine.scene import IDLE
from game.scenes.play.result import ResultOverlay
from game.scenes.puzzle import Feed, PuzzleScene
from game.scenes.replay import ReplayScene
from game.scenes.train import TrainScene
from game.storage.coaching import coach_path, load_coach, save_coach
from game.storage.gamelog import REPLAY_FORMAT_V2


def _lose(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "8")
    play = game.top
    game.click_cell(0, 0)
    mine = next(c for c in play.board.cells if c.mine)
    game.click_cell(mine.row, mine.col)
    overlay = game.top
    assert isinstance(overlay, ResultOverlay)
    return game, play, overlay


def test_the_coach_line_arrives_without_blocking_the_window(game_factory):
    game, play, overlay = _lose(game_factory)
    assert overlay.coach is not None and overlay.coach_at is not None
    shown = overlay.lines[overlay.coach_at]
    assert shown == WAITING or shown.startswith("Coach: ")
    game.frames(2)  # the window keeps drawing meanwhile
    assert overlay.coach.wait(60) is JobState.DONE
    game.frames(1)
    line = overlay.lines[overlay.coach_at]
    assert line.startswith("Coach: 1 guess") and "luck" in line
    shown = " ".join(t.words for t in overlay.tree.walk() if hasattr(t, "words"))
    assert line in shown
    stored, problem = load_coach(play.session.result.record.replay)
    assert problem is None and stored is not None
    assert stored["guesses"][-1]["cells"] == [list(play.session.moves[-1].cell)]


def test_a_game_is_analysed_once(game_factory):
    game, play, overlay = _lose(game_factory)
    assert overlay.coach.wait(60) is JobState.DONE
    again = CoachJob({}, play.session.result.record.replay)
    assert again.poll() is JobState.DONE and again._process is None
    assert again.report == overlay.coach.report


def test_a_damaged_stored_report_is_set_aside_and_the_game_analysed_again(game_factory):
    game, play, overlay = _lose(game_factory)
    assert overlay.coach.wait(60) is JobState.DONE
    name = play.session.result.record.replay
    coach_path(name).write_text("{ not json", encoding="utf-8")
    job = CoachJob(play.session.to_log().to_json(REPLAY_FORMAT_V2), name)
    assert job.problems and "moved it to" in job.problems[0]
    assert job.wait(60) is JobState.DONE and job.report == overlay.coach.report


def test_the_statistics_show_the_coach_figures(game_factory):
    game, play, overlay = _lose(game_factory)
    assert overlay.coach.wait(60) is JobState.DONE
    play.open_stats()
    game.frames(1)
    stats = game.top
    assert stats.coach.games == 1 and stats.coach.guesses == 1


def test_your_games_in_the_trainer_serves_the_needless_guesses(game_factory):
    position = "3x2x1\n1HH\n1HH\n"
    guess = Guess(
        2.0, (0, 1), MoveKind.REVEAL, ((0, 1),), 0.5, 0.0, False, (0, 2), position=position
    )
    save_coach("replay-2.json", CoachReport(3, 2, (guess,)).to_dict())
    game = game_factory()
    game.top.ctx.stack.push(TrainScene(game.top.ctx))
    train = game.top
    train.own()
    scene = game.top
    assert isinstance(scene, PuzzleScene) and scene.feed is Feed.OWN
    assert scene.puzzle is not None and scene.puzzle.position.to_text() == position
    assert scene.coach.rated


def test_c_or_a_click_on_the_lines_opens_the_coach_view(game_factory):
    game, play, overlay = _lose(game_factory)
    assert overlay.coach.wait(60) is JobState.DONE
    game.frames(1)
    assert overlay.lines[overlay.coach_at].endswith("(C: review)")
    game.key(pygame.K_c)
    viewer = game.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.coach.poll() is JobState.DONE and viewer.coach._process is None  # stored
    assert viewer.guesses() == overlay.coach.report.guesses
    game.key(pygame.K_ESCAPE)
    assert game.top is overlay
    game.frames(1)
    game.click(overlay.text_area.center)
    assert isinstance(game.top, ReplayScene)


def test_the_idle_loop_looks_at_the_coach_until_its_line_is_in(game_factory):
    game, play, overlay = _lose(game_factory)
    if overlay.lines[overlay.coach_at] == WAITING:
        assert overlay.next_frame() == LOOK_S
    assert overlay.coach.wait(60) is JobState.DONE
    game.frames(1)
    assert overlay.lines[overlay.coach_at] != WAITING
    assert overlay.next_frame() == IDLE
