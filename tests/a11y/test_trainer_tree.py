"""The trainer's puzzles for a screen reader: the position is a grid of cells named as on the
board, the keyboard cursor's cell has the focus, the answer's words are in the tree."""

from __future__ import annotations

import pygame
import pytest

from game.a11y.screens import window_tree
from game.solver.position import parse_position
from game.trainer.puzzle import make_puzzle
from game.trainer.tasks import Task
from game.trainer.technique import Technique
from game.ui.layout import Role

ONE_ONE = make_puzzle(parse_position("5x3x2\n00000\n11111\nHHHHH"), Technique.P11, Task.SAFE)


@pytest.fixture
def puzzle(game_factory, monkeypatch):
    monkeypatch.setattr("game.trainer.start.load_shipped", lambda: ([ONE_ONE], []))
    monkeypatch.setattr("game.trainer.coach.LOW_WATER", 0)  # no background games in tests
    game = game_factory()
    game.key(pygame.K_t, "t")
    game.key(pygame.K_p, "p")
    assert type(game.top).__name__ == "PuzzleScene"
    return game


def test_a_puzzle_is_a_grid_with_the_cursor_cell_focused(puzzle):
    game = puzzle
    root, focused = window_tree(game.ctx.stack.visible(), game.ctx.display.title)
    grid = next(n for n in root.walk() if n.role is Role.GRID)
    assert grid.size == (3, 5)
    names = [cell.name for row in grid.children for cell in row.children]
    assert names[:2] == ["A1, empty", "B1, empty"] and names[5] == "A2, 1"
    assert names[-1] == "E3, covered"
    game.key(pygame.K_DOWN)  # the cursor appears in the middle
    game.key(pygame.K_DOWN)
    root, focused = window_tree(game.ctx.stack.visible(), game.ctx.display.title)
    assert focused.role is Role.CELL and focused.name == "C3, covered"
    game.key(pygame.K_SPACE)
    root, _focused = window_tree(game.ctx.stack.visible(), game.ctx.display.title)
    said = [n.name for n in root.walk() if n.role is Role.LABEL]
    assert any("C3 is safe" in words for words in said), said
