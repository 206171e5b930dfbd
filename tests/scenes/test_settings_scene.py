"""The settings scene changes the game at once and remembers the choice."""

import pygame

from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene
from game.storage import load_settings


def test_switching_skin_in_settings_applies_and_is_saved(game_factory):
    game = game_factory()
    game.key(pygame.K_o, "o")
    assert isinstance(game.top, SettingsScene)
    before = game.ctx.skin.name
    game.key(pygame.K_RIGHT)
    assert game.ctx.skin.name != before
    settings, problems = load_settings()
    assert settings.skin == game.ctx.settings.skin != "classic" and not problems
    game.key(pygame.K_ESCAPE)
    assert isinstance(game.top, TitleScene)


def test_every_setting_row_changes_and_persists(game_factory):
    game = game_factory()
    game.key(pygame.K_o, "o")
    scene = game.top
    first = game.ctx.settings
    for _ in range(len(scene.rows) - 1):
        game.key(pygame.K_DOWN)
        game.key(pygame.K_RIGHT)
    saved, _ = load_settings()
    assert saved == game.ctx.settings
    changed = [
        f
        for f in (
            "scale",
            "question_marks",
            "sound",
            "volume",
            "first_click",
            "chord_on_number",
            "no_guess",
        )
        if getattr(saved, f) != getattr(first, f)
    ]
    assert len(changed) == 7


def test_question_marks_setting_reaches_new_games(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "1")
    game.ctx.update_settings(question_marks=True)
    game.key(pygame.K_F2)
    play = game.top
    game.click_cell(4, 4)
    cell = next(c for c in play.board.cells if not c.open)
    game.click_cell(cell.row, cell.col, button=3)
    game.click_cell(cell.row, cell.col, button=3)
    assert play.board.appearance(cell.row, cell.col) == "question"


def test_a_corrupt_settings_file_is_moved_aside_and_the_game_starts(game_factory, _user_home):
    (_user_home / "settings.toml").write_text("skin = [unclosed")
    game = game_factory()
    assert isinstance(game.top, TitleScene)
    assert list(_user_home.glob("settings.toml.corrupt-*"))
    assert any("settings.toml" in p for p in game.ctx.problems)


def test_a_broken_user_skin_is_reported_and_the_default_is_used(game_factory, _user_home):
    broken = _user_home / "skins" / "shiny"
    broken.mkdir(parents=True)
    (broken / "skin.toml").write_text('name = "Shiny"\ncell_size = 999\n')
    game = game_factory()
    assert game.ctx.skin.name == "Classic"
    assert any("shiny" in p for p in game.ctx.skin_problems)


def test_f5_reloads_the_skin_and_m_mutes(game_factory):
    game = game_factory("--difficulty", "normal")
    play = game.top
    old = game.ctx.skin
    game.key(pygame.K_F5)
    assert game.ctx.skin is not old and "reloaded" in play.ui.message
    muted = game.ctx.audio.muted
    game.key(pygame.K_m, "m")
    assert game.ctx.audio.muted != muted


def test_sound_says_when_there_is_no_sound_device(game_factory):
    game = game_factory()
    game.key(pygame.K_o, "o")
    scene = game.top
    row = next(r for r in scene.rows if r.label == "Sound")
    assert row.value() in ("on", "off")
    game.ctx.audio.available = False
    assert row.value() == "no sound device"
