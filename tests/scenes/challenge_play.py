"""Playing a challenge through the real game (tests/scenes/harness.py): a tidy player who
opens the start, then each safe cell next to an open one, at a steady pace."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.model import PLAYING
from game.scenes.play.scene import PlayScene
from tests.scenes.harness import Game


def play_scene(game: Game) -> PlayScene:
    scene = game.ctx.stack.find(PlayScene)
    assert isinstance(scene, PlayScene)
    return scene


def clear_board(
    game: Game, gap_s: float, moves: int = 10_000, until: Callable[[], bool] = lambda: False
) -> None:
    """Open the start, then every safe cell (nearest the open ones first), `gap_s` apart,
    moving the pointer to each cell on the way (the replay records the path); stop early
    once `until` says so."""
    play = play_scene(game)
    board = play.board
    start = play.session.setup.start or (0, 0)
    if not board.cell(*start).open:
        game.click(game.cell_pos(*start, play))
    while board.status == PLAYING and moves and not until():
        covered = [c for c in board.cells if not c.mine and not c.open]
        target = min(covered, key=lambda c: (not any(n.open for n in c.neighbours), c.row, c.col))
        game.seconds(gap_s / 2)
        x, y = game.cell_pos(target.row, target.col, play)
        game.post(pygame.MOUSEMOTION, pos=(x - 3, y - 3), rel=(0, 0), buttons=(0, 0, 0))
        game.seconds(gap_s / 2)
        game.click((x, y))
        moves -= 1


def lose_at_once(game: Game) -> None:
    """Open the start, then a mine."""
    play = play_scene(game)
    start = play.session.setup.start or (0, 0)
    game.click(game.cell_pos(*start, play))
    mine = next(c for c in play.board.cells if c.mine)
    game.seconds(0.5)
    game.click(game.cell_pos(mine.row, mine.col, play))
