"""The trainer through real pygame events: Train on the title, answer wrong and right, lessons."""

import pygame
import pytest

from game.solver.position import parse_position
from game.storage.trainer import load_trainer
from game.trainer.puzzle import make_puzzle
from game.trainer.tasks import Task, accepted
from game.trainer.technique import Technique

ONE_ONE = make_puzzle(parse_position("5x3x2\n00000\n11111\nHHHHH"), Technique.P11, Task.SAFE)
ONE_TWO = make_puzzle(parse_position("5x3x3\n00000\n12221\nHHHHH"), Technique.P12, Task.MINE)


@pytest.fixture
def trainer_game(game_factory, monkeypatch):
    monkeypatch.setattr("game.trainer.start.load_shipped", lambda: ([ONE_ONE, ONE_TWO], []))
    monkeypatch.setattr("game.trainer.coach.LOW_WATER", 0)  # no background games in tests
    game = game_factory()
    game.key(pygame.K_t, "t")
    return game


def _click(game, scene, cell, button=1):
    scene.ensure_layout()
    game.click(scene.board.center_of(cell), button)


def test_answer_wrong_then_right_moves_the_rating_and_names_the_cells(trainer_game):
    game = trainer_game
    assert type(game.top).__name__ == "TrainScene"
    game.key(pygame.K_p, "p")
    scene = game.top
    assert type(scene).__name__ == "PuzzleScene"
    first = scene.puzzle
    start = scene.coach.player.rating
    good = accepted(first.position, first.task)
    wrong = next(
        (r, c)
        for r in range(first.position.height)
        for c in range(first.position.width)
        if first.position.value(r, c) < 0 and (r, c) not in good
    )
    _click(game, scene, wrong)
    outcome = scene.coach.outcome
    assert outcome is not None and not outcome.verdict.correct
    assert outcome.after < start
    # The explanation names the real answer and marks the numbers that prove it.
    if first is ONE_ONE:
        assert "C3 is safe" in outcome.verdict.explanation
        assert outcome.verdict.shown == (2, 2)
    else:
        assert "is a mine" in outcome.verdict.explanation
        assert outcome.verdict.shown in good
    assert outcome.verdict.marks and all(r == 1 for r, _ in outcome.verdict.marks)
    assert "Rating" in scene.rating_line() and "-" in scene.rating_line()

    game.key(pygame.K_SPACE, " ")
    second = scene.puzzle
    assert second is not None and second.id != first.id and scene.coach.outcome is None
    right = accepted(second.position, second.task)[0]
    _click(game, scene, right)
    outcome = scene.coach.outcome
    assert outcome.verdict.correct and outcome.verdict.explanation.startswith("Right.")
    assert outcome.after > outcome.before
    assert outcome.verdict.shown == right
    stored, problems = load_trainer()
    assert problems == [] and stored.player[0] == pytest.approx(outcome.after)
    assert len(stored.history) == 2


def test_lesson_pages_turn_and_practice_is_unrated(trainer_game):
    game = trainer_game
    game.key(pygame.K_l, "l")
    lesson = game.top
    assert type(lesson).__name__ == "LessonScene"
    assert lesson.page.technique is Technique.ONE_CLUE
    game.key(pygame.K_RIGHT)
    game.key(pygame.K_RIGHT)
    assert lesson.page.technique is Technique.P11
    assert lesson.page.practice == (ONE_ONE,)
    game.key(pygame.K_p, "p")
    practice = game.top
    assert type(practice).__name__ == "PuzzleScene" and practice.puzzle is ONE_ONE
    _click(game, practice, (2, 2))
    assert practice.coach.outcome.verdict.correct and not practice.coach.outcome.rated
    assert practice.coach.data.lessons == {"P11": 1}
    game.key(pygame.K_SPACE, " ")
    assert practice.puzzle is None and "practice done" in practice.explanation()
    game.key(pygame.K_ESCAPE)
    assert game.top is lesson


def test_every_safe_cell_task_by_clicks_and_enter(game_factory, monkeypatch):
    puzzle = make_puzzle(
        parse_position("5x3x2\n00000\n11211\nHHHHH"), Technique.P121, Task.ALL_SAFE
    )
    monkeypatch.setattr("game.trainer.start.load_shipped", lambda: ([puzzle], []))
    monkeypatch.setattr("game.trainer.coach.LOW_WATER", 0)
    game = game_factory()
    game.key(pygame.K_t, "t")
    game.key(pygame.K_p, "p")
    scene = game.top
    for cell in [(2, 0), (2, 2), (2, 4), (2, 1), (2, 1)]:  # the last two cancel out
        _click(game, scene, cell)
    assert scene.coach.outcome is None and scene.picks == {(2, 0), (2, 2), (2, 4)}
    game.key(pygame.K_RETURN)
    assert scene.coach.outcome.verdict.correct


def test_the_trainer_draws_in_every_state_in_the_players_window(trainer_game):
    game = trainer_game
    window = game.surface.get_size()
    game.frames(2)
    game.key(pygame.K_p, "p")
    game.frames(2)
    scene = game.top
    board = (pygame.Rect(scene.board.rect), scene.board.cell)
    _click(game, scene, accepted(scene.puzzle.position, scene.puzzle.task)[0])
    game.frames(2)
    assert scene.answered
    assert game.surface.get_size() == window and (scene.board.rect, scene.board.cell) == board


def test_the_keyboard_alone_answers(trainer_game):
    game = trainer_game
    game.key(pygame.K_p, "p")
    scene = game.top
    target = accepted(scene.puzzle.position, scene.puzzle.task)[0]
    game.key(pygame.K_DOWN)  # the cursor appears in the middle
    assert scene.cursor is not None
    while scene.cursor[0] < target[0]:
        game.key(pygame.K_DOWN)
    while scene.cursor[1] < target[1]:
        game.key(pygame.K_RIGHT)
    while scene.cursor[1] > target[1]:
        game.key(pygame.K_LEFT)
    game.key(pygame.K_SPACE, " ")
    assert scene.coach.outcome.verdict.correct
    game.key(pygame.K_SPACE, " ")
    assert scene.coach.outcome is None and scene.cursor is None


def test_swapped_buttons_pick_a_puzzle_cell_with_the_right_button(game_factory, monkeypatch):
    puzzle = make_puzzle(
        parse_position("5x3x2\n00000\n11211\nHHHHH"), Technique.P121, Task.ALL_SAFE
    )
    monkeypatch.setattr("game.trainer.start.load_shipped", lambda: ([puzzle], []))
    monkeypatch.setattr("game.trainer.coach.LOW_WATER", 0)
    game = game_factory()
    game.ctx.update_settings(swap_buttons=True)
    game.key(pygame.K_t, "t")
    game.key(pygame.K_p, "p")
    scene = game.top
    _click(game, scene, (2, 0), button=1)
    assert scene.picks == set()  # the physical left button is the player's right one
    _click(game, scene, (2, 0), button=3)
    assert scene.picks == {(2, 0)}
