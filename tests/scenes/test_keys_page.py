"""Settings > Keys: rebinding through real key events, conflicts, Esc, reset, the file,
the About page, and swapped mouse buttons recorded as the player meant them."""

from __future__ import annotations

import pygame
import pytest

from game.i18n import Language
from game.model import Appearance
from game.scenes.keys_page import KeysScene
from game.scenes.settings import SettingsScene
from game.session import Mouse
from game.storage import load_settings, paths
from game.ui.look import TextRole
from tests.scenes.harness import Game
from tests.scenes.menus import WINDOWS, frame_problems, texts, window
from tests.scenes.played import recorded


def _open_keys(game: Game) -> KeysScene:
    """Title > O (settings) > the Keys row, all by keys."""
    game.key(pygame.K_o, "o")
    settings = game.top
    assert isinstance(settings, SettingsScene)
    while settings.rows[settings.selected].label != "Keys":
        game.key(pygame.K_DOWN)
    game.key(pygame.K_RETURN)
    assert isinstance(game.top, KeysScene)
    return game.top


def _rebind(game: Game, page: KeysScene, name: str, key: int, char: str = "") -> None:
    """Choose the row of command `name` with Down and press Enter, then the new key."""
    while page.lines[page.selected].name != name:
        game.key(pygame.K_DOWN)
    game.key(pygame.K_RETURN)
    assert page.capturing == name
    game.key(key, char)


def _play(game: Game):
    game.ctx.navigator.title()
    game.frames()
    game.key(pygame.K_1, "1")
    game.frames()
    return game.top


def test_a_rebound_key_drives_its_command_and_the_old_key_no_longer_does(game_factory):
    game = game_factory()
    page = _open_keys(game)
    _rebind(game, page, "flag", pygame.K_w, "w")
    assert page.message == "“flag / unflag” is now W"
    _rebind(game, page, "mute", pygame.K_x, "x")
    assert dict(game.ctx.settings.keys) == {"flag": "w", "mute": "x"}
    play = _play(game)
    game.key(pygame.K_RIGHT)  # the cursor appears
    cell = play.ui.cursor
    game.key(pygame.K_f, "f")
    assert play.board.appearance(*cell) != Appearance.FLAG  # the old key does nothing
    game.key(pygame.K_w, "w")
    assert play.board.appearance(*cell) == Appearance.FLAG
    sound = game.ctx.settings.sound
    game.key(pygame.K_m, "m")
    assert game.ctx.settings.sound == sound
    game.key(pygame.K_x, "x")
    assert game.ctx.settings.sound != sound


def test_the_keys_are_remembered_across_starts(game_factory):
    game = game_factory()
    _rebind(game, _open_keys(game), "flag", pygame.K_w, "w")
    game.close()
    assert dict(load_settings()[0].keys) == {"flag": "w"}
    again = game_factory("--difficulty", "normal", "--seed", "3")
    play = again.top
    again.key(pygame.K_RIGHT)
    again.key(pygame.K_w, "w")
    assert play.board.appearance(*play.ui.cursor) == Appearance.FLAG


def test_a_key_another_command_has_is_refused_naming_that_command(game_factory):
    game = game_factory()
    page = _open_keys(game)
    _rebind(game, page, "hint", pygame.K_f, "f")
    assert page.message == "F is already used for “flag / unflag”: not changed"
    assert game.ctx.settings.keys == ()
    _rebind(game, page, "hint", pygame.K_LEFT)
    assert page.message == "Left is already used for “cursor left”: not changed"
    assert game.ctx.settings.keys == ()
    game.frames()
    assert page.capturing is None


def test_esc_cancels_the_capture_and_stays_on_the_page(game_factory):
    game = game_factory()
    page = _open_keys(game)
    while page.lines[page.selected].name != "hint":
        game.key(pygame.K_DOWN)
    game.key(pygame.K_RETURN)
    game.key(pygame.K_LCTRL)  # a modifier alone is not a key for a command
    assert page.capturing == "hint"
    game.key(pygame.K_ESCAPE)
    assert game.top is page and page.capturing is None
    assert "keeps H" in page.message and game.ctx.settings.keys == ()
    game.key(pygame.K_ESCAPE)  # now Esc goes back
    assert isinstance(game.top, SettingsScene)


def test_reset_keys_restores_every_default(game_factory):
    game = game_factory()
    page = _open_keys(game)
    _rebind(game, page, "flag", pygame.K_w, "w")
    _rebind(game, page, "undo_ctrl", pygame.K_y, "y")
    assert len(game.ctx.settings.keys) == 2
    assert page.reset_button.label == "Reset keys"
    while page.selected != len(page.lines):  # the button after the last command
        game.key(pygame.K_DOWN)
    game.key(pygame.K_RETURN)
    assert game.ctx.settings.keys == () and load_settings()[0].keys == ()
    play = _play(game)
    game.key(pygame.K_RIGHT)
    game.key(pygame.K_f, "f")
    assert play.board.appearance(*play.ui.cursor) == Appearance.FLAG


def test_a_rebound_ctrl_row_keeps_ctrl(game_factory):
    game = game_factory()
    _rebind(game, _open_keys(game), "undo_ctrl", pygame.K_y, "y")
    play = _play(game)
    game.key(pygame.K_RIGHT)
    game.key(pygame.K_f, "f")
    cell = play.ui.cursor
    game.key(pygame.K_z, "z", mod=pygame.KMOD_LCTRL)
    assert play.board.appearance(*cell) == Appearance.FLAG  # Ctrl+Z no longer undoes
    game.key(pygame.K_y, "y", mod=pygame.KMOD_LCTRL)
    assert play.board.appearance(*cell) != Appearance.FLAG


def test_a_bad_key_name_in_the_file_falls_back_and_is_reported_once(game_factory):
    paths.settings_path().write_text('[keys]\nflag = "no such key"\nmute = "x"\n', encoding="utf-8")
    game = game_factory("--difficulty", "normal", "--seed", "3")
    reported = [p for p in game.ctx.problems if "no such key" in p]
    assert len(reported) == 1 and "using the default F" in reported[0]
    play = game.top
    game.key(pygame.K_RIGHT)
    game.key(pygame.K_f, "f")
    assert play.board.appearance(*play.ui.cursor) == Appearance.FLAG  # the default still works
    game.ctx.update_settings(volume=0.5)  # any save writes the file without the bad name
    game.close()
    again = game_factory()
    assert not [p for p in again.ctx.problems if "keys" in p]
    assert dict(again.ctx.settings.keys) == {"mute": "x"}


def test_the_keys_page_speaks_german(game_factory):
    game = game_factory()
    game.ctx.update_settings(language=Language.DE.value)
    page = _open_keys(game)
    game.frames()
    _rebind(game, page, "hint", pygame.K_f, "f")
    assert page.message == "F ist schon belegt mit „Flagge setzen / entfernen“: nicht geändert"
    assert page.heading() == "Tasten"


def test_swapped_buttons_open_with_the_right_button_and_record_a_left_click(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "5")
    game.ctx.update_settings(swap_buttons=True)
    play = game.top
    game.click_cell(4, 4, button=3)  # the physical right button opens
    assert play.board.cell(4, 4).open
    kinds = [entry.mouse for entry in play.session.log if entry.mouse is not Mouse.MOVE]
    assert kinds == [Mouse.LEFT_PRESS, Mouse.LEFT_RELEASE]
    closed = next(c for c in play.board.cells if not c.open)
    game.click_cell(closed.row, closed.col, button=1)  # the physical left button flags
    assert play.board.appearance(closed.row, closed.col) == Appearance.FLAG
    metrics = play.session.metrics()
    assert (metrics.left, metrics.right) == (1, 1)


def test_a_cursor_direction_takes_the_players_key(game_factory):
    game = game_factory()
    _rebind(game, _open_keys(game), "up", pygame.K_w, "w")
    play = _play(game)
    game.key(pygame.K_DOWN)  # the cursor appears in the middle
    start = play.ui.cursor
    game.key(pygame.K_UP)
    game.key(pygame.K_k, "k")
    assert play.ui.cursor == start  # Up and K no longer move up
    game.key(pygame.K_w, "w")
    assert play.ui.cursor == (start[0] - 1, start[1])


def test_the_readme_keyboard_table_is_the_generated_default_keymap(capsys):
    import runpy
    from pathlib import Path

    runpy.run_path(
        str(Path(__file__).parents[2] / "tools" / "controls_table.py"), run_name="__main__"
    )
    generated = capsys.readouterr().out
    readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
    assert generated in readme


def _keys_at(game_factory, size, zoom, language):
    game = game_factory()
    window(game, size, zoom, language)
    game.ctx.navigator.keys()
    game.frames()
    return game, game.top


@pytest.mark.parametrize(("size", "zoom"), WINDOWS)
@pytest.mark.parametrize("language", ["de", "en"])
def test_the_keys_page_never_cuts_or_overlaps_a_word(game_factory, size, zoom, language):
    game, page = _keys_at(game_factory, size, zoom, language)
    where = f"{language} {size} x{zoom}"
    problems = frame_problems(game, f"{where} list")
    last = len(page.lines) - 1
    page.capture(last)  # waiting for the key of the last command: scrolled into view
    problems += frame_problems(game, f"{where} waiting")
    assert page.scroll.rect.contains(page.row_rect(last))
    page.bind(pygame.K_F1)  # refused: F1 opens About
    problems += frame_problems(game, f"{where} refused")
    assert problems == []
    shown = " ".join(d.label for d in texts(recorded(game)))
    assert "F1" in shown and game.surface.get_rect().contains(page.reset_button.rect)


def test_the_keys_page_uses_the_text_sizes_of_every_screen(game_factory):
    game, page = _keys_at(game_factory, (1280, 800), 1.5, "en")
    look = page.look()
    roles = {look.text_px(role) for role in TextRole}
    keys = {d.label: d.size for d in texts(recorded(game))}
    assert set(keys.values()) <= roles
    game.ctx.navigator.settings()
    settings = {d.label: d.size for d in texts(recorded(game))}
    assert keys["cursor right"] == settings["Sound"] == look.text_px(TextRole.BODY)
    assert keys["Right, keypad 6, L"] == settings["on"] == look.text_px(TextRole.STRONG)


def test_a_click_on_a_command_waits_for_its_key_and_a_click_elsewhere_cancels(game_factory):
    game, page = _keys_at(game_factory, (800, 600), 2.0, "en")
    flag = next(i for i, row in enumerate(page.lines) if row.name == "flag")
    game.key(pygame.K_DOWN)
    game.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    game.frames()
    game.click(page.row_rect(flag).center)
    assert page.capturing == "flag" and page.selected == flag
    game.click((page.scroll.rect.centerx, 2))  # the window's edge: nothing there
    assert page.capturing is None and "keeps F" in page.message
