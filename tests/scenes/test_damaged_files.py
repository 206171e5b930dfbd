"""Damaged files in the player's folder are reported, moved aside, and the game still starts."""

import json

import pygame

from game.scenes.title import TitleScene


def test_a_corrupt_statistics_database_is_set_aside(game_factory, _user_home):
    (_user_home / "stats.sqlite3").write_bytes(b"this is not a database at all" * 20)
    game = game_factory("--difficulty", "normal", "--seed", "1")
    assert list(_user_home.glob("stats.sqlite3.corrupt-*"))
    assert any("stats.sqlite3" in p for p in game.ctx.problems)
    game.click_cell(4, 4)
    mine = next(c for c in game.top.board.cells if c.mine)
    game.click_cell(mine.row, mine.col)
    game.key(pygame.K_F2)
    assert game.ctx.stats.summary("normal").played == 1


def test_a_corrupt_saved_game_is_set_aside_and_reported_once(game_factory, _user_home, caplog):
    (_user_home / "savegame.json").write_text("{not json")
    game = game_factory()
    assert isinstance(game.top, TitleScene) and game.top.saved is None
    assert list(_user_home.glob("savegame.json.corrupt-*"))
    assert caplog.text.count("savegame.json is not valid JSON") == 1


def test_a_saved_game_the_model_refuses_is_set_aside(game_factory, _user_home):
    (_user_home / "savegame.json").write_text(json.dumps({"board": {"version": 99}}))
    game = game_factory()
    assert game.top.saved is None
    assert list(_user_home.glob("savegame.json.corrupt-*"))
    assert any("saved game" in p for p in game.ctx.problems)
