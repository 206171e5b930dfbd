"""The custom board editor: typed digits, − and +, the keyboard, a refused board said in one
line, Start and Cancel; laid out whole in German at 800x600 and at zoom 2."""

from __future__ import annotations

import pygame
import pytest

from game.model import CUSTOM
from game.scenes.custom import CustomScene
from game.scenes.play.scene import PlayScene
from game.scenes.title import TitleScene
from game.storage import load_settings
from tests.scenes.menus import WINDOWS, frame_problems, texts, window
from tests.scenes.played import recorded


def _custom(game_factory, size=(800, 600), zoom=1.0, language="en"):
    game = game_factory()
    window(game, size, zoom, language)
    game.key(pygame.K_4, "4")  # Custom… on the title screen
    assert isinstance(game.top, CustomScene)
    return game, game.top


def _type(game, digits: str) -> None:
    for digit in digits:
        game.key(getattr(pygame, f"K_{digit}"), digit)


@pytest.mark.parametrize(("size", "zoom"), WINDOWS)
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_editor_never_cuts_or_overlaps_a_word(game_factory, size, zoom, language):
    game, editor = _custom(game_factory, size, zoom, language)
    where = f"{language} {size} x{zoom}"
    problems = frame_problems(game, f"{where} fields")
    buttons = [editor.start_button.rect, editor.back_button.rect]
    editor.values["mines"] = "999999"
    game.key(pygame.K_RETURN)  # the longest refusal
    assert editor.error
    problems += frame_problems(game, f"{where} refused")
    assert problems == []
    assert [editor.start_button.rect, editor.back_button.rect] == buttons  # nothing moved


def test_typed_numbers_start_that_board_and_are_remembered(game_factory):
    game, editor = _custom(game_factory)
    _type(game, "12")
    game.key(pygame.K_DOWN)
    _type(game, "9")
    game.key(pygame.K_BACKSPACE)
    _type(game, "10")
    game.key(pygame.K_TAB)
    _type(game, "20")
    assert editor.values == {"width": "12", "height": "10", "mines": "20"}
    game.key(pygame.K_RETURN)
    play = game.top
    assert isinstance(play, PlayScene)
    assert (play.board.rows, play.board.cols, play.board.mines) == (10, 12, 20)
    saved = load_settings()[0]
    assert (saved.difficulty, saved.custom_width, saved.custom_height) == (CUSTOM, 12, 10)
    assert saved.custom_mines == 20


def test_minus_and_plus_by_mouse_and_keys_stay_within_the_limits(game_factory):
    game, editor = _custom(game_factory)
    width = int(editor.values["width"])
    minus, plus = editor.steppers[2], editor.steppers[3]  # the height's
    game.click(plus.rect.center)
    assert editor.field == 1 and editor.values["height"] == "17"
    game.click(minus.rect.center)
    game.click(minus.rect.center)
    assert editor.values["height"] == "15"
    game.key(pygame.K_UP)
    game.key(pygame.K_RIGHT)
    assert editor.values["width"] == str(width + 1)
    for _ in range(400):
        game.key(pygame.K_LEFT, frames=0)
    game.frames()
    assert editor.values["width"] == "2"  # the smallest side


def test_an_impossible_board_is_refused_in_one_line_and_nothing_starts(game_factory):
    game, editor = _custom(game_factory, language="de")
    game.key(pygame.K_DOWN)
    game.key(pygame.K_DOWN)
    _type(game, "999")
    game.key(pygame.K_RETURN)
    assert isinstance(game.top, CustomScene)
    shown = " ".join(d.label for d in texts(recorded(game)))
    assert "müssen es 1 bis 479 Minen sein" in shown
    _type(game, "9")  # typing again clears the refusal
    assert editor.error == ""


def test_a_click_on_a_field_chooses_it_and_cancel_changes_nothing(game_factory):
    game, editor = _custom(game_factory)
    before = load_settings()[0]
    game.click(editor.rows[2].rect.center)
    assert editor.field == 2
    _type(game, "5")
    game.click(editor.back_button.rect.center)
    assert isinstance(game.top, TitleScene)
    assert load_settings()[0] == before
    game.key(pygame.K_4, "4")
    game.key(pygame.K_ESCAPE)
    assert isinstance(game.top, TitleScene)
