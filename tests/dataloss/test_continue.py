"""Starting a new game from the title never silently drops the saved unfinished one."""

import json

import pygame

from game.scenes.message import MessageOverlay
from game.scenes.play.scene import PlayScene
from game.scenes.title import TitleScene


def _saved_normal_game(game, home):
    """Start Normal from the title, open a cell, go back: the game is saved."""
    game.key(pygame.K_1, "1", frames=2)
    assert isinstance(game.top, PlayScene)
    game.click_cell(4, 4)
    game.key(pygame.K_ESCAPE, frames=2)
    assert isinstance(game.top, TitleScene)
    saved = json.loads((home / "savegame.json").read_text())
    assert saved["rows"] == 8 and saved["cols"] == 8
    return saved


def _choose(game, label):
    overlay = game.top
    assert isinstance(overlay, MessageOverlay)
    button = next(b for b in overlay.buttons if b.label == label)
    game.click(button.rect.center)
    game.frames(2)


def test_a_new_game_asks_first_and_cancel_keeps_everything(game_factory, _user_home):
    game = game_factory()
    saved = _saved_normal_game(game, _user_home)
    game.key(pygame.K_2, "2", frames=2)  # Schwer
    overlay = game.top
    assert isinstance(overlay, MessageOverlay)
    assert [b.label for b in overlay.buttons] == ["Continue it", "Start a new game", "Cancel"]
    assert "Normal, 8x8, 10 mines" in overlay.message
    _choose(game, "Cancel")
    assert isinstance(game.top, TitleScene)
    assert json.loads((_user_home / "savegame.json").read_text()) == saved
    assert game.top.saved is not None


def test_continue_it_resumes_the_saved_game(game_factory, _user_home):
    game = game_factory()
    _saved_normal_game(game, _user_home)
    game.key(pygame.K_3, "3", frames=2)  # Experte
    _choose(game, "Continue it")
    play = game.top
    assert isinstance(play, PlayScene)
    assert (play.board.rows, play.board.cols) == (8, 8)
    assert play.board.opened > 0


def test_start_a_new_game_replaces_it_only_when_chosen(game_factory, _user_home):
    game = game_factory()
    _saved_normal_game(game, _user_home)
    game.key(pygame.K_2, "2", frames=2)
    _choose(game, "Start a new game")
    play = game.top
    assert isinstance(play, PlayScene)
    assert (play.board.rows, play.board.cols) == (16, 16)
    game.click_cell(8, 8)
    saved = json.loads((_user_home / "savegame.json").read_text())
    assert (saved["rows"], saved["cols"]) == (16, 16)


def test_custom_asks_too(game_factory, _user_home):
    game = game_factory()
    _saved_normal_game(game, _user_home)
    game.key(pygame.K_4, "4", frames=2)
    assert isinstance(game.top, MessageOverlay)
    _choose(game, "Cancel")
    assert isinstance(game.top, TitleScene)


def test_without_a_saved_game_nothing_is_asked(game_factory):
    game = game_factory()
    game.key(pygame.K_2, "2", frames=2)
    assert isinstance(game.top, PlayScene)
