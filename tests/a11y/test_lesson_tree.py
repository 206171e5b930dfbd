"""The trainer's lessons for a screen reader: each lesson's example is a grid of cells named
as on the play board, with the proof's marks said with their cells (a number of the proof,
safe, mine), in English and German; each page told in words as it opens and turns; About
lists the keys that read a trainer puzzle."""

from __future__ import annotations

import pygame
import pytest

from game.a11y.announce import Recorder
from game.a11y.node import Node
from game.a11y.screens import window_tree
from game.i18n import Language, set_language
from game.scenes.about import AboutScene
from game.trainer.lessons import ORDER
from game.trainer.technique import Technique
from game.ui.layout import Role


def lessons(game_factory, monkeypatch, *argv: str):
    """The game on the first lesson page."""
    monkeypatch.setattr("game.trainer.coach.LOW_WATER", 0)  # no background games in tests
    game = game_factory(*argv)
    game.key(pygame.K_t, "t")
    game.key(pygame.K_l, "l")
    assert type(game.top).__name__ == "LessonScene"
    return game


def example(game) -> Node:
    """The lesson's example as the screen reader gets it: the one grid on the page."""
    root, _focused = window_tree(game.ctx.stack.visible(), game.ctx.display.title)
    grids = [n for n in root.walk() if n.role is Role.GRID]
    assert len(grids) == 1, [n.name for n in grids]
    return grids[0]


def turn_to(game, technique: Technique) -> None:
    """Turn the pages with the Right arrow until the lesson of `technique` is shown."""
    for _page in range((ORDER.index(technique) - game.top.index) % len(ORDER)):
        game.key(pygame.K_RIGHT)
    assert game.top.page.technique is technique


def names(grid: Node) -> list[str]:
    return [cell.name for row in grid.children for cell in row.children]


def test_every_lesson_example_is_a_grid_of_named_cells(game_factory, monkeypatch):
    game = lessons(game_factory, monkeypatch)
    for _page in ORDER:
        grid = example(game)
        rows, cols = grid.size
        assert rows * cols == len(names(grid)) > 0, grid.name
        assert [row.role for row in grid.children] == [Role.ROW] * rows
        assert all(
            cell.role is Role.CELL and cell.rect for row in grid.children for cell in row.children
        )
        assert grid.name.startswith("Example: ") and grid.rect is not None
        game.key(pygame.K_RIGHT)


def test_the_1_1_example_reads_as_the_board_with_its_proof(game_factory, monkeypatch):
    game = lessons(game_factory, monkeypatch)
    turn_to(game, Technique.P11)
    grid = example(game)
    assert grid.name == "Example: 1-1" and grid.size == (3, 5)
    cells = names(grid)
    assert cells[:2] == ["A1, empty", "B1, empty"]
    assert cells[5] == "A2, 1, in the proof" and cells[7] == "C2, 1"
    assert cells[10:] == [
        "A3, covered",
        "B3, covered",
        "C3, covered, safe",
        "D3, covered",
        "E3, covered",
    ]


def test_mines_and_cells_to_take_are_said_with_their_cells(game_factory, monkeypatch):
    game = lessons(game_factory, monkeypatch)
    turn_to(game, Technique.P121)
    assert names(example(game))[10:] == [
        "A3, covered, safe",
        "B3, covered, mine",
        "C3, covered, safe",
        "D3, covered, mine",
        "E3, covered, safe",
    ]
    game.key(pygame.K_LEFT)  # turning back shows the page before's example
    assert names(example(game))[12] == "A3, covered, safe"  # the 1-2's
    turn_to(game, Technique.FIFTY)
    grid = example(game)
    assert grid.name == "Example: Forced 50/50"
    assert "C1, covered, one of the cells to take" in names(grid)


def test_german_lesson_example(game_factory, monkeypatch):
    set_language(Language.DE)
    game = lessons(game_factory, monkeypatch, "--lang", "de")
    turn_to(game, Technique.P11)
    grid = example(game)
    assert grid.name == "Beispiel: 1-1"
    cells = names(grid)
    assert cells[5] == "A2, 1, im Beweis"
    assert cells[12] == "C3, verdeckt, sicher" and cells[10] == "A3, verdeckt"


@pytest.mark.parametrize("keys", [(), (("read_row", "w"),)])
def test_about_lists_the_keys_that_read_a_trainer_puzzle(game_factory, keys):
    game = game_factory()
    game.ctx.update_settings(keys=keys)
    try:
        game.ctx.navigator.about()
        game.frames()
        about = game.top
        assert isinstance(about, AboutScene)
        root, _focused = window_tree(game.ctx.stack.visible(), game.ctx.display.title)
        row = next(
            n
            for n in root.walk()
            if n.role is Role.ROW and "read a trainer puzzle" in " ".join(n.names())
        )
        keys_cell = row.children[0].name
        assert keys_cell == ("Tab, W, C, N, I, Y" if keys else "Tab, R, C, N, I, Y")
    finally:
        game.ctx.update_settings(keys=())


def focused(game) -> list[str]:
    _root, focus = window_tree(game.ctx.stack.visible(), game.ctx.display.title)
    return [focus.name] if focus is not None else []


def test_the_keyboard_walks_a_lesson_example_cell_by_cell(game_factory, monkeypatch):
    game = lessons(game_factory, monkeypatch)
    turn_to(game, Technique.P11)
    assert focused(game) == ["Example: 1-1"]  # the grid has the focus until the cursor comes
    game.key(pygame.K_DOWN)
    assert focused(game) == ["C3, covered, safe"]  # the cursor starts on the marked cell
    game.key(pygame.K_UP)
    game.key(pygame.K_LEFT)
    assert focused(game) == ["B2, 1, in the proof"]
    game.key(pygame.K_LEFT)
    assert focused(game) == ["A2, 1, in the proof"]
    game.key(pygame.K_LEFT)  # at the edge the cursor stays, and no page is turned
    assert focused(game) == ["A2, 1, in the proof"] and game.top.page.technique is Technique.P11
    game.key(pygame.K_ESCAPE)  # off the example: the arrows turn pages again, Esc goes back
    assert type(game.top).__name__ == "LessonScene" and game.top.cursor is None
    game.key(pygame.K_RIGHT)
    assert game.top.page.technique is not Technique.P11
    game.key(pygame.K_TAB)
    assert game.top.cursor is not None
    game.click(game.top.buttons[1].rect.center)  # Next >: a new page, no cursor on it
    assert game.top.cursor is None and focused(game)[0].startswith("Example: ")
    game.key(pygame.K_ESCAPE)
    assert type(game.top).__name__ != "LessonScene"


def test_the_cursor_is_drawn_on_the_example(game_factory, monkeypatch):
    game = lessons(game_factory, monkeypatch)
    turn_to(game, Technique.P11)
    grid = example(game)
    x, y, w, h = grid.children[2].children[2].rect  # C3
    colour = tuple(game.ctx.skin.colors["cursor"])[:3]
    game.frames()
    before = tuple(game.surface.get_at((x + 1, y + h // 2)))[:3]
    game.key(pygame.K_DOWN)
    game.frames()
    after = tuple(game.surface.get_at((x + 1, y + h // 2)))[:3]
    assert after == colour and before != colour


def test_a_lesson_page_is_told_as_it_opens_and_turns(game_factory, monkeypatch):
    """Orca said "Example: One number" and no word of the lesson: the example grid's
    description is now the technique, the example's answer and its proof, and turning a
    page says the new one."""
    game = lessons(game_factory, monkeypatch)
    page = game.top.page
    grid = example(game)
    assert grid.description.startswith(page.text)
    assert page.answer in grid.description and page.lines[-1] in grid.description
    heard = Recorder()
    game.ctx.announcer.add(heard)
    game.key(pygame.K_RIGHT)
    turned = game.top.page
    assert turned is not page
    assert heard.said[-1].startswith(turned.text) and turned.answer in heard.said[-1]
    assert example(game).description == heard.said[-1]
