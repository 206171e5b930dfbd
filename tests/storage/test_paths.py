"""The user folder: $MINESWEEPER_HOME is honoured and nothing is written elsewhere."""

import os

import platformdirs
import pytest

from game.storage import paths
from game.storage.paths import unique_path, user_dir


def test_minesweeper_home_is_honoured(_user_home):
    assert user_dir() == _user_home
    assert paths.settings_path() == _user_home / "settings.toml"
    assert paths.stats_path() == _user_home / "stats.sqlite3"
    assert paths.savegame_path() == _user_home / "savegame.json"
    assert paths.log_path() == _user_home / "minesweeper.log"


def test_folders_are_created_on_demand(tmp_path, monkeypatch):
    home = tmp_path / "deep" / "er" / "home"
    monkeypatch.setenv("MINESWEEPER_HOME", str(home))
    assert user_dir() == home
    assert home.is_dir()
    for folder, name in (
        (paths.replays_dir(), "replays"),
        (paths.skins_dir(), "skins"),
        (paths.exports_dir(), "exports"),
    ):
        assert folder == home / name
        assert folder.is_dir()


def test_platform_folder_when_no_override(tmp_path, monkeypatch):
    calls = []

    def fake_user_data_dir(appname, appauthor=None):
        calls.append((appname, appauthor))
        return str(tmp_path / "platform" / appname)

    monkeypatch.delenv("MINESWEEPER_HOME")
    monkeypatch.setattr(platformdirs, "user_data_dir", fake_user_data_dir)
    assert user_dir() == tmp_path / "platform" / "minesweeper"
    assert user_dir().is_dir()
    assert calls[0] == ("minesweeper", False)


def test_empty_override_means_platform_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("MINESWEEPER_HOME", "")
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *a, **k: str(tmp_path / "p"))
    assert user_dir() == tmp_path / "p"


def test_unique_path_counts_up(tmp_path):
    first = unique_path(tmp_path, "a", ".txt")
    assert first == tmp_path / "a.txt"
    first.write_text("x")
    second = unique_path(tmp_path, "a", ".txt")
    assert second == tmp_path / "a-2.txt"
    second.write_text("x")
    assert unique_path(tmp_path, "a", ".txt") == tmp_path / "a-3.txt"


def test_nothing_is_written_outside_the_home(_user_home, tmp_path, monkeypatch):
    """Every writer touches only the home folder; the platform folder is never asked."""
    from game.storage import (
        GameRecord,
        Settings,
        Stats,
        clear_saved_game,
        export_position,
        load_saved_game,
        load_settings,
        save_game,
        save_replay,
        save_settings,
        setup_logging,
    )

    def forbidden(*args, **kwargs):
        pytest.fail("the platform data folder must not be used while MINESWEEPER_HOME is set")

    monkeypatch.setattr(platformdirs, "user_data_dir", forbidden)
    cwd = tmp_path / "cwd"
    cwd.mkdir()
    monkeypatch.chdir(cwd)
    before = {p for p in tmp_path.rglob("*") if _user_home not in (p, *p.parents)}

    setup_logging()
    save_settings(Settings(skin="dark"))
    assert load_settings()[0].skin == "dark"
    with Stats.open() as stats:
        stats.record(GameRecord("normal", 9, 9, 10, 1, True, 5.0, 10, 10))
    save_game({"board": {}})
    assert load_saved_game()[0] == {"board": {}}
    clear_saved_game()
    save_replay({"format": "minesweeper-replay", "version": 1, "board": {}, "events": []})
    export_position("1x1x0\n0\n")

    after = {p for p in tmp_path.rglob("*") if _user_home not in (p, *p.parents)}
    assert after == before
    assert not os.listdir(cwd)
    written = {p.relative_to(_user_home).parts[0] for p in _user_home.rglob("*")}
    assert written >= {"settings.toml", "stats.sqlite3", "replays", "exports"}
