"""Replays: saving, listing newest first, and a table of bad files with their messages."""

import json
import os

import pytest

from game.storage.replays import (
    ReplayError,
    list_replays,
    load_replay,
    save_replay,
    validate_replay,
)

BOARD = {"rows": 9, "cols": 9, "mines": 10, "seed": 5, "first_click": "opening"}


EVENTS = [[0.0, "reveal", 4, 4], [1.25, "flag", 0, 1], [1.25, "chord", 1, 1], [3, "reveal", 8, 8]]


def replay(**changes):
    """A valid replay, with top-level keys replaced by `changes`."""
    base = {
        "format": "minesweeper-replay",
        "version": 1,
        "board": dict(BOARD),
        "events": [list(event) for event in EVENTS],
        "meta": {"player": "Ada", "result": "won"},
    }
    base.update(changes)
    return base


def test_save_load_round_trip(_user_home):
    original = replay()
    path = save_replay(original)
    assert path.parent == _user_home / "replays"
    assert path.name.startswith("replay-") and path.suffix == ".json"
    assert load_replay(path) == original
    assert load_replay(str(path)) == original


def test_meta_is_optional(_user_home):
    data = replay()
    del data["meta"]
    validate_replay(data)  # raises on a malformed replay
    path = save_replay(data)
    assert load_replay(path) == data
    with pytest.raises(ReplayError, match="'meta' must be a JSON object"):
        validate_replay({**data, "meta": []})


def test_list_replays_newest_first(_user_home):
    assert list_replays() == []
    first = save_replay(replay(meta={"n": 1}))
    second = save_replay(replay(meta={"n": 2}))
    third = save_replay(replay(meta={"n": 3}))
    assert len({first, second, third}) == 3
    os.utime(first, ns=(3_000_000_000, 3_000_000_000))
    os.utime(second, ns=(1_000_000_000, 1_000_000_000))
    os.utime(third, ns=(2_000_000_000, 2_000_000_000))
    (_user_home / "replays" / "notes.txt").write_text("not a replay")
    assert list_replays() == [first, third, second]


def test_saving_a_bad_replay_writes_nothing(_user_home):
    with pytest.raises(ReplayError, match="unknown action"):
        save_replay(replay(events=[[0, "explode", 1, 1]]))
    assert list_replays() == []


def _as_file(folder, value):
    path = folder / "bad.json"
    if isinstance(value, bytes):
        path.write_bytes(value)
    else:
        path.write_text(json.dumps(value), encoding="utf-8")
    return path


def _without(key):
    data = replay()
    del data[key]
    return data


BAD_FILES = [
    ("not-json", b"{format: replay", "not valid JSON"),
    ("empty", b"", "not valid JSON"),
    ("not-utf8", b"\xff\xfe{}", "not UTF-8"),
    ("nan-time", b'{"format": "minesweeper-replay", "events": [[NaN]]}', "not valid JSON"),
    ("top-level-array", [1, 2, 3], "top level must be a JSON object"),
    ("wrong-format", replay(format="minesweeper-save"), 'format is "minesweeper-save"'),
    ("no-format", _without("format"), "format is null"),
    ("wrong-version", replay(version=3), "unsupported replay version 3"),
    ("version-as-text", replay(version="1"), 'unsupported replay version "1"'),
    ("version-as-bool", replay(version=True), "unsupported replay version true"),
    ("no-board", _without("board"), "'board' must be a JSON object"),
    ("board-not-object", replay(board=[1, 2]), "'board' must be a JSON object"),
    ("meta-not-object", replay(meta="x"), "'meta' must be a JSON object"),
    ("no-events", _without("events"), "'events' must be a list"),
    ("events-not-list", replay(events={"0": "reveal"}), "'events' must be a list"),
    ("event-not-list", replay(events=["reveal 1 1"]), "event 1: expected [time, action, row, col]"),
    ("event-too-short", replay(events=[[0, "reveal", 1]]), "event 1: expected [time, action"),
    ("time-as-text", replay(events=[["0.5", "reveal", 1, 1]]), "event 1: time must be a number"),
    ("time-as-bool", replay(events=[[True, "reveal", 1, 1]]), "event 1: time must be a number"),
    ("negative-time", replay(events=[[-1, "reveal", 1, 1]]), "event 1: time must not be negative"),
    (
        "time-decreasing",
        replay(events=[[0, "reveal", 1, 1], [2.5, "flag", 2, 2], [2.0, "flag", 3, 3]]),
        "event 3: time goes backwards (2.0 after 2.5)",
    ),
    ("unknown-action", replay(events=[[0, "explode", 1, 1]]), 'event 1: unknown action "explode"'),
    ("action-not-text", replay(events=[[0, 7, 1, 1]]), "event 1: unknown action 7"),
    ("row-as-float", replay(events=[[0, "reveal", 1.5, 1]]), "event 1: row must be a whole number"),
    ("col-negative", replay(events=[[0, "reveal", 1, -2]]), "event 1: col must be a whole number"),
    ("row-as-null", replay(events=[[0, "flag", None, 1]]), "event 1: row must be a whole number"),
    (
        "outside-board",
        replay(events=[[0, "reveal", 1, 1], [1, "reveal", 9, 0]]),
        "event 2: cell (9, 0) is outside the board (9 rows, 9 columns)",
    ),
]


@pytest.mark.parametrize(
    ("content", "message"), [(c, m) for _, c, m in BAD_FILES], ids=[n for n, _, _ in BAD_FILES]
)
def test_bad_replay_files_are_refused_with_one_line(tmp_path, content, message):
    path = _as_file(tmp_path, content)
    with pytest.raises(ReplayError) as caught:
        load_replay(path)
    text = str(caught.value)
    assert text.startswith("bad.json: ")
    assert message in text
    assert "\n" not in text
    assert isinstance(caught.value, ValueError)


def test_missing_file(tmp_path):
    with pytest.raises(ReplayError, match=r"^gone\.json: cannot be read"):
        load_replay(tmp_path / "gone.json")


def test_too_large_file(tmp_path, monkeypatch):
    monkeypatch.setattr("game.storage.replays.MAX_REPLAY_BYTES", 10)
    path = _as_file(tmp_path, replay())
    with pytest.raises(ReplayError, match="too large"):
        load_replay(path)


def test_long_values_are_shortened_in_messages(tmp_path):
    path = _as_file(tmp_path, replay(events=[[0, "x" * 500, 0, 0]]))
    with pytest.raises(ReplayError) as caught:
        load_replay(path)
    assert len(str(caught.value)) < 120
