"""The saved game's journal: new inputs appended between full writes, read back with it,
a line cut short or a journal left by an interrupted full write ignored."""

import json

import pytest

from game.storage.gamelog import SAVED_GAME_FORMAT, GameLog
from game.storage.savegame import (
    append_saved_game,
    clear_saved_game,
    load_saved_game,
    reject_saved_game,
    save_game,
)
from game.storage.savejournal import journal_header, journal_path

ROW = [0, None, 8, 8, "keyboard", "reveal"]


def _game(inputs):
    layout = ("*..", "...", "..*")
    log = GameLog(3, 3, 2, 1, "opening", False, False, "custom", layout, tuple(inputs))
    return {**log.to_json(SAVED_GAME_FORMAT), "game_id": "abc"}


def _append(path, rows, changes=None):
    data = json.loads(path.read_text())
    append_saved_game(journal_header(data), rows, changes, path)


def _row(t):
    return [t, "mv", 8, 8, None, None]


def _loaded(path):
    data, problems = load_saved_game(path)
    assert problems == []
    return data


def test_appended_inputs_and_changes_are_read_back_with_the_saved_game(_user_home):
    path = _user_home / "savegame.json"
    save_game(_game([ROW]), path)
    written = path.read_bytes()
    _append(path, [_row(10), _row(20)], {})
    _append(path, [_row(30)], {"assisted": True})
    assert path.read_bytes() == written  # the saved game itself is not written again
    data = _loaded(path)
    assert data["inputs"] == [ROW, _row(10), _row(20), _row(30)]
    assert data["assisted"] is True


def test_a_full_write_starts_the_journal_afresh(_user_home):
    path = _user_home / "savegame.json"
    save_game(_game([ROW]), path)
    _append(path, [_row(10)], {})
    save_game(_game([ROW, _row(10), _row(20)]), path)
    assert _loaded(path)["inputs"] == [ROW, _row(10), _row(20)]
    _append(path, [_row(30)], {})
    assert _loaded(path)["inputs"] == [ROW, _row(10), _row(20), _row(30)]


def test_a_line_cut_short_ends_what_is_read(_user_home):
    path = _user_home / "savegame.json"
    save_game(_game([ROW]), path)
    _append(path, [_row(10)], {})
    with journal_path(path).open("ab") as handle:
        handle.write(b'[20,"mv",8')  # a power cut in the middle of an append
    assert _loaded(path)["inputs"] == [ROW, _row(10)]


def test_a_journal_of_an_interrupted_full_write_is_ignored(_user_home):
    """Killed between writing the game whole and starting its new journal: the journal
    still names the old count of inputs, which the game already holds."""
    path = _user_home / "savegame.json"
    save_game(_game([ROW]), path)
    _append(path, [_row(10)], {})
    stale = journal_path(path).read_bytes()
    save_game(_game([ROW, _row(10)]), path)
    journal_path(path).write_bytes(stale)
    assert _loaded(path)["inputs"] == [ROW, _row(10)]


def test_a_journal_of_another_game_is_ignored(_user_home):
    path = _user_home / "savegame.json"
    save_game(_game([ROW]), path)
    _append(path, [_row(10)], {})
    save_game({**_game([ROW]), "game_id": "other"}, path)
    journal_path(path).write_text(json.dumps({"game_id": "abc", "inputs": 1}) + "\n[9]\n")
    assert _loaded(path)["inputs"] == [ROW]


def test_nothing_to_add_to_without_a_saved_game(_user_home):
    path = _user_home / "savegame.json"
    with pytest.raises(FileNotFoundError):
        append_saved_game({"game_id": "abc", "inputs": 1}, [_row(10)], {}, path)
    assert not journal_path(path).exists()


def test_the_journal_is_made_at_the_first_append(_user_home):
    path = _user_home / "savegame.json"
    save_game(_game([ROW]), path)
    assert not journal_path(path).exists()  # a one-move game keeps one file
    _append(path, [_row(10)])
    assert journal_path(path).exists()


def test_clearing_or_setting_aside_the_saved_game_removes_its_journal(_user_home):
    path = _user_home / "savegame.json"
    save_game(_game([ROW]))
    _append(path, [_row(10)])
    clear_saved_game()
    assert not path.exists() and not journal_path(path).exists()
    save_game(_game([ROW]))
    reject_saved_game("is damaged")
    assert not path.exists() and not journal_path(path).exists()
