"""The trainer's screens laid out in the window (issue 31), in German, in a small window
and at zoom 2: no text cut or on another, and a puzzle keeps its cells when answered
(a rated puzzle's answer shrank the window from 1008x844 to 756x750 and its cells from
32 to 24 pixels; the header drew the task over the rating)."""

from __future__ import annotations

import functools

import pygame
import pytest

from game.scenes.puzzle import PuzzleScene
from game.scenes.train import LessonScene, TrainScene
from game.trainer.lessons import ORDER
from game.trainer.library import load_shipped
from game.trainer.tasks import Task, accepted
from game.ui import recorder
from tests.scenes.played import recorded
from tests.ui.layout_check import problems_in, visible_texts

WINDOWS = [(size, zoom) for size in ((800, 600), (1280, 800), (1920, 1080)) for zoom in (1.0, 2.0)]


@functools.cache
def _shipped():
    return load_shipped()[0]


def _big(task: Task):
    """A shipped Experte-sized puzzle (30x16) with the task."""
    return next(
        p
        for p in _shipped()
        if p.task is task and (p.position.width, p.position.height) == (30, 16)
    )


def _trainer(game_factory, monkeypatch, window, zoom, puzzles):
    monkeypatch.setattr("game.trainer.start.load_shipped", lambda: (list(puzzles), []))
    monkeypatch.setattr("game.trainer.coach.LOW_WATER", 0)  # no background games
    game = game_factory("--lang", "de")
    game.ctx.update_settings(scale=zoom)
    game.ctx.display.set_scale(zoom)
    pygame.display.set_mode(window, pygame.RESIZABLE)
    game.frames(2)
    game.key(pygame.K_t, "t")
    assert isinstance(game.top, TrainScene)
    return game


def _problems(game, where: str) -> list[str]:
    return problems_in(recorded(game), game.surface.get_rect(), where)


@pytest.mark.parametrize(("window", "zoom"), WINDOWS)
def test_a_puzzle_keeps_its_cells_when_answered_and_nothing_is_cut(
    game_factory, monkeypatch, window, zoom
):
    game = _trainer(game_factory, monkeypatch, window, zoom, [_big(Task.SAFE)])
    where = f"{window} {zoom}x"
    assert _problems(game, f"trainer {where}") == []
    game.key(pygame.K_p, "p")
    scene = game.top
    assert isinstance(scene, PuzzleScene) and scene.puzzle is not None
    texts = " ".join(visible_texts(recorded(game), game.surface.get_rect()))
    assert "Ein sicheres Feld finden" in texts and "Wertung" in texts
    assert _problems(game, f"puzzle {where}") == []
    board = scene.board
    before = (pygame.Rect(board.rect), board.cell, game.surface.get_size())
    assert board.cell >= game.ctx.skin.cell_size  # never smaller than the skin's own sprites
    assert game.surface.get_rect().contains(board.rect)

    right = accepted(scene.puzzle.position, scene.puzzle.task)[0]
    wrong = next(
        (r, c)
        for r in range(scene.puzzle.position.height)
        for c in range(scene.puzzle.position.width)
        if scene.puzzle.position.value(r, c) < 0 and (r, c) != right
    )
    game.click(board.center_of(wrong))
    assert scene.answered and not scene.coach.outcome.verdict.correct
    assert _problems(game, f"answered {where}") == []
    board = scene.board
    assert (board.rect, board.cell, game.surface.get_size()) == before
    texts = " ".join(visible_texts(recorded(game), game.surface.get_rect()))
    assert "eine Zahl" in texts and "Wertung" in texts  # the technique, and the change
    if scene.scroll.scrolls:  # too small for the board and the panel: Page Down shows it
        assert window == (800, 600) and zoom == 2
        shown = game.surface.get_rect()
        for _ in range(10):
            if "ist nicht sicher" in " ".join(visible_texts(recorded(game), shown)):
                break
            game.key(pygame.K_PAGEDOWN)
        assert scene.board.cell == before[1] and _problems(game, f"scrolled {where}") == []
    texts = " ".join(visible_texts(recorded(game), game.surface.get_rect()))
    assert "ist nicht sicher" in texts  # the verdict, in view


@pytest.mark.parametrize(("window", "zoom"), WINDOWS)
def test_every_lesson_page_fits_in_german(game_factory, monkeypatch, window, zoom):
    game = _trainer(game_factory, monkeypatch, window, zoom, _shipped())
    game.key(pygame.K_l, "l")
    for page in range(len(ORDER)):
        lesson = game.top
        assert isinstance(lesson, LessonScene)
        assert _problems(game, f"lesson {page + 1} {window} {zoom}x") == []
        buttons = [button.rect for button in lesson.buttons]
        assert all(game.surface.get_rect().contains(rect) for rect in buttons)
        game.key(pygame.K_RIGHT)


def test_the_task_and_the_rating_never_overlap_in_a_small_window(game_factory, monkeypatch):
    game = _trainer(game_factory, monkeypatch, (800, 600), 2.0, [_big(Task.ALL_SAFE)])
    game.key(pygame.K_p, "p")
    drawn = recorded(game)
    texts = {d.label: d.ink for d in drawn if d.kind is recorder.Kind.TEXT}
    task = next(ink for label, ink in texts.items() if label.startswith("Jedes"))
    rating = next(ink for label, ink in texts.items() if label.startswith("Wertung"))
    assert not task.colliderect(rating)
    assert rating.top >= task.bottom or rating.left > task.right  # under it, or after it
