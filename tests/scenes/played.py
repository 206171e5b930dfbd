"""Helpers for tests that play through the window: a game lost on a guess whose coach report
is written, the charts opened from the title, and one frame drawn with the UI recorder on."""

from __future__ import annotations

import pygame

from game.coach.job import JobState
from game.scenes.charts import ChartsScene
from game.scenes.play.result import ResultOverlay
from game.ui import recorder
from game.ui.recorder import Drawn
from tests.scenes.harness import Game


def lose_a_read_game(game: Game) -> str:
    """Lose the Normal game on screen on a guess, wait for its coach report; its replay name."""
    play = game.top
    game.click_cell(0, 0)
    mine = next(c for c in play.board.cells if c.mine)
    game.click_cell(mine.row, mine.col)
    overlay = game.top
    assert isinstance(overlay, ResultOverlay)
    assert overlay.coach.wait(60) is JobState.DONE
    return play.session.result.record.replay


def open_charts(game: Game) -> ChartsScene:
    """From the title: Statistics (S), then its charts (C)."""
    game.key(pygame.K_s, "s")
    game.key(pygame.K_c, "c")
    assert isinstance(game.top, ChartsScene)
    return game.top


def recorded(game: Game) -> list[Drawn]:
    """What the next frame draws (one frame first, so that what changed is laid out)."""
    game.frames()
    drawn = recorder.start()
    try:
        game.frames()
    finally:
        recorder.stop()
    return drawn
