"""The screens as a screen reader gets them (the tree the game builds, before any platform):
the title's list with the keyboard on a row, the board as a grid whose focused cell follows
the cursor and says what it holds, dialogs, and what is said (through a recording sink)
after each move, a refused move, the end of the game, a hint, and the reading keys."""

from __future__ import annotations

import pygame
import pytest

from game.a11y.announce import Recorder
from game.a11y.node import Node
from game.a11y.screens import window_tree
from game.audio import CellSound
from game.i18n import Language, set_language
from game.model import Action
from game.ui.layout import Role
from tests.scenes.harness import Game


@pytest.fixture
def game():
    played = Game(["--difficulty", "normal", "--seed", "3"])
    yield played
    played.close()


def tree(game: Game) -> tuple[Node, Node]:
    return window_tree(game.ctx.stack.visible(), game.ctx.display.title)


def focus(game: Game) -> str:
    return tree(game)[1].name


def heard(game: Game) -> Recorder:
    recorder = Recorder()
    game.ctx.announcer.add(recorder)
    return recorder


def test_the_title_is_a_list_with_the_keyboard_on_a_row():
    game = Game()
    try:
        root, focused = tree(game)
        assert root.role is Role.WINDOW and root.name == "Minesweeper"
        rows = [n for n in root.walk() if n.role is Role.LIST_ITEM]
        assert [r.name for r in rows][:3] == [
            "Normal, 8x8, 10 mines (beginner)",
            "Schwer, 16x16, 40 mines (intermediate)",
            "Experte, 30x16, 99 mines (expert)",
        ]
        assert focused is rows[0] and rows[0].selected
        game.key(pygame.K_DOWN)
        assert focus(game) == "Schwer, 16x16, 40 mines (intermediate)"
    finally:
        game.close()


def test_the_board_is_a_grid_and_the_cursor_cell_has_the_focus(game):
    root, focused = tree(game)
    grid = next(n for n in root.walk() if n.role is Role.GRID)
    assert focused is grid and grid.size == (8, 8)
    assert [row.role for row in grid.children] == [Role.ROW] * 8
    assert grid.children[2].children[3].name == "D3, covered"
    game.key(pygame.K_UP)  # the first arrow puts the cursor in the middle
    assert focus(game) == "E5, covered"
    game.key(pygame.K_RIGHT)
    assert focus(game) == "F5, covered"
    game.key(pygame.K_DOWN)
    assert focus(game) == "F6, covered"
    said = heard(game)
    game.key(pygame.K_SPACE)
    name = focus(game)
    assert name.startswith("F6, ") and name != "F6, covered"
    board = game.top.board
    shown = sum(cell.open for cell in board.cells)
    assert said.said[0] == (f"opened {shown} cells" if shown > 1 else name.split(", ")[1])


def test_flags_refusals_and_the_end_of_the_game_are_said(game):
    said = heard(game)
    game.key(pygame.K_UP)
    game.key(pygame.K_SPACE)  # the opening
    play = game.top
    mine = next(c for c in play.board.cells if c.mine)
    play.ui.cursor = (mine.row, mine.col)
    game.key(pygame.K_f)
    assert said.said[-1] == "flagged"
    name = f"{chr(ord('A') + mine.col)}{mine.row + 1}"
    assert focus(game) == f"{name}, flagged"
    game.key(pygame.K_SPACE)
    assert said.said[-1] == f"{name} is flagged: press F to take the flag away first."
    game.key(pygame.K_f)
    assert said.said[-1] == "covered"
    game.key(pygame.K_SPACE)
    assert said.said[-1] == f"Boom! You hit a mine at {name}. Game over."
    root, focused = tree(game)
    dialog = root.children[-1]
    assert dialog.role is Role.DIALOG and dialog.name == "You lose"
    assert focused.role is Role.BUTTON and focused.name == "New game"
    grid = next(n for n in root.walk() if n.role is Role.GRID)
    exploded = [c.name for row in grid.children for c in row.children if "exploded" in c.name]
    assert exploded == [f"{name}, the mine that exploded"]


def test_a_move_on_a_finished_board_is_refused_aloud(game):
    said = heard(game)
    game.key(pygame.K_UP)
    game.key(pygame.K_SPACE)
    play = game.top
    mine = next(c for c in play.board.cells if c.mine)
    play.ui.cursor = (mine.row, mine.col)
    game.key(pygame.K_SPACE)
    assert play.board.over
    play.access.keyboard(Action.FLAG)  # the board's own key path, under the result
    assert said.said[-1] == "The game is over: F2 starts a new one."


def test_the_reading_keys(game):
    said = heard(game)
    game.key(pygame.K_r)
    assert said.said[-1] == "No cursor yet: an arrow key puts it in the middle of the board."
    game.key(pygame.K_UP)
    game.key(pygame.K_SPACE)
    play = game.top
    game.key(pygame.K_r)
    assert said.said[-1].startswith("Row 5: ")
    game.key(pygame.K_c)
    assert said.said[-1].startswith("Column E: ")
    game.key(pygame.K_n)
    assert said.said[-1].startswith("E5, ") and "; around: D4, " in said.said[-1]
    game.key(pygame.K_i)
    assert said.said[-1] == f"10 mines left, {play.session.hud_seconds} s"
    game.key(pygame.K_TAB)
    cursor = play.ui.cursor
    assert play.board.appearance(*cursor).covered
    assert any(n.open and n.adjacent for n in play.board.cell(*cursor).neighbours)
    assert focus(game).endswith(", covered")
    assert not play.session.assisted
    game.key(pygame.K_b)
    assert said.said[-1].startswith(f"{focus(game).split(',')[0]}: ")
    assert said.said[-1].endswith("% mine")
    assert play.session.assisted  # a probability is an assist, as the probability view is
    game.key(pygame.K_y)
    assert said.said[-1] == "No hint to explain: press H for a hint first."
    game.key(pygame.K_h)
    assert said.said[-1].startswith("Hint: ")  # the hint's answer is said
    game.key(pygame.K_y)
    verdict = said.said[-1]
    assert verdict.endswith("Press H to open it.")
    game.key(pygame.K_y)
    assert said.said[-1].startswith("1. ")


def test_german_names_and_words():
    set_language(Language.DE)
    game = Game(["--difficulty", "normal", "--seed", "3", "--lang", "de"])
    try:
        said = heard(game)
        game.key(pygame.K_UP)
        assert focus(game) == "E5, verdeckt"
        game.key(pygame.K_SPACE)
        assert said.said[-1].endswith(" Felder aufgedeckt")
        game.key(pygame.K_i)
        assert said.said[-1].startswith("Minen übrig: 10, ")
    finally:
        game.close()


def test_a_message_dialog_has_its_buttons_and_the_focus_on_one():
    game = Game()
    try:
        game.ctx.navigator.ask("Careful", "Really?", [("Yes", lambda: None), ("No", lambda: None)])
        game.frames(2)
        root, focused = tree(game)
        dialog = root.children[-1]
        assert dialog.role is Role.DIALOG and dialog.name == "Careful"
        assert [n.name for n in dialog.walk() if n.role is Role.BUTTON] == ["Yes", "No"]
        assert dialog.description == "Really?"  # said with the dialog's name as it opens
        assert focused.name == "Yes"
        game.key(pygame.K_RIGHT)
        assert focus(game) == "No"
    finally:
        game.close()


def test_cell_sounds_play_what_the_cursor_lands_on_when_turned_on(game):
    played: list[object] = []
    game.ctx.audio.play_cell = played.append
    game.key(pygame.K_UP)
    game.key(pygame.K_SPACE)
    play = game.top
    number = next(c for c in play.board.cells if c.open and c.adjacent)
    play.ui.cursor = (number.row, number.col - 1) if number.col else (number.row, number.col + 1)
    step = 1 if number.col else -1
    game.key(pygame.K_RIGHT if step == 1 else pygame.K_LEFT)
    assert played == []  # off by default
    game.ctx.update_settings(cell_sounds=True)
    game.key(pygame.K_LEFT if step == 1 else pygame.K_RIGHT)
    game.key(pygame.K_RIGHT if step == 1 else pygame.K_LEFT)
    assert played[-1] is CellSound(f"cell_{number.adjacent}")


def test_the_result_dialog_says_the_figures_as_it_opens(game):
    game.key(pygame.K_UP)
    game.key(pygame.K_SPACE)
    play = game.top
    mine = next((c.row, c.col) for c in play.board.cells if c.mine)
    play.ui.cursor = mine
    game.key(pygame.K_SPACE)
    game.frames(2)
    root, focused = tree(game)
    dialog = next(n for n in root.walk() if n.role is Role.DIALOG)
    assert dialog.name == "You lose" and focused.role is Role.BUTTON
    words = " ".join(game.top.lines[0].split())  # "Time 0.000 s 3BV 1/10"
    assert dialog.description.startswith(f"{words} 3BV/s ")
    assert "Boom" not in dialog.description and "New game" not in dialog.description
