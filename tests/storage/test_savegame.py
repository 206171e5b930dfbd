"""The saved game: JSON round-trip, atomic replacement, corrupt files set aside."""

import pytest

from game.storage.savegame import (
    clear_saved_game,
    load_saved_game,
    reject_saved_game,
    save_game,
)

GAME = {
    "board": {"rows": 2, "cols": 3, "mines": [[0, 1]], "open": [[1, 2]], "seed": 2**70},
    "scene": {"elapsed": 12.25, "name": "Spieler ✓", "paused": False, "note": None},
}


def test_missing_saved_game(_user_home):
    assert load_saved_game() == (None, [])


def test_round_trip(_user_home):
    save_game(GAME)
    assert (_user_home / "savegame.json").is_file()
    assert load_saved_game() == (GAME, [])


def test_save_replaces_and_clear_removes(_user_home):
    save_game(GAME)
    save_game({"board": {}})
    assert load_saved_game() == ({"board": {}}, [])
    clear_saved_game()
    assert not (_user_home / "savegame.json").exists()
    clear_saved_game()  # no error when there is nothing to clear
    assert load_saved_game() == (None, [])


@pytest.mark.parametrize("bad", [[1, 2], {"x": float("nan")}, {"x": object()}, {"x": {1, 2}}])
def test_unsavable_data_leaves_the_old_file(_user_home, bad):
    save_game(GAME)
    with pytest.raises((TypeError, ValueError)):
        save_game(bad)
    assert load_saved_game() == (GAME, [])


def test_failed_write_leaves_the_old_file(_user_home, monkeypatch):
    save_game(GAME)

    def no_space(*args):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch, pytest.raises(OSError):
        patch.setattr("game.storage.atomic.os.replace", no_space)
        save_game({"board": "new"})
    assert load_saved_game() == (GAME, [])


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b'{"board": ', "not valid JSON"),
        (b"", "not valid JSON"),
        (b"\x80\x81\x82", "not UTF-8"),
        (b"[1, 2, 3]", "does not hold a JSON object"),
        (b'"text"', "does not hold a JSON object"),
        (b'{"t": NaN}', "not valid JSON"),
        (b"[" * 100000 + b"]" * 100000, "not valid JSON"),
    ],
    ids=["truncated", "empty", "not-utf8", "array", "string", "nan", "deep"],
)
def test_corrupt_saved_game_is_moved_aside(_user_home, content, reason):
    path = _user_home / "savegame.json"
    path.write_bytes(content)
    data, problems = load_saved_game()
    assert data is None
    assert len(problems) == 1
    assert reason in problems[0]
    assert "\n" not in problems[0]
    assert not path.exists()
    aside = list(_user_home.glob("savegame.json.corrupt-*"))
    assert len(aside) == 1
    assert aside[0].read_bytes() == content
    assert load_saved_game() == (None, [])


def test_model_can_reject_the_content(_user_home):
    save_game({"board": {"rows": -1}})
    data, _ = load_saved_game()
    problem = reject_saved_game("has an invalid board:\nrows must be positive")
    assert problem.startswith("savegame.json has an invalid board: rows must be positive")
    assert list(_user_home.glob("savegame.json.corrupt-*"))
    assert load_saved_game() == (None, [])
