"""The Replays list's index: what was read of each community file, keyed by path, size and
modification time, written atomically; a damaged index is set aside once and rebuilt."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.replay.listing import CommunityRows, ReplayRow, own_row
from game.storage.replay_index import INDEX_FILE, Stamp, index_path, load_index, save_index


def test_saved_summaries_come_back_by_stamp(tmp_path):
    replay = tmp_path / "a.avf"
    replay.write_bytes(b"x" * 10)
    stamp = Stamp.of(replay)
    assert save_index({stamp: {"board": "Normal"}}) is None
    assert index_path().name == INDEX_FILE
    assert load_index() == ({stamp: {"board": "Normal"}}, None)
    replay.write_bytes(b"y" * 11)  # changed: another stamp, nothing remembered for it
    remembered, _ = load_index()
    assert Stamp.of(replay) not in remembered


@pytest.mark.parametrize(
    "text",
    [
        "{ not json",
        '{"format": "something else", "version": 1, "files": {}}',
        '{"format": "minesweeper-replay-index", "version": 1, "files": []}',
        '{"format": "minesweeper-replay-index", "version": 1,'
        ' "files": {"/x.avf": {"size": -1, "mtime_ns": 0, "summary": {}}}}',
    ],
)
def test_a_damaged_index_is_moved_aside_and_reported_once(text):
    path = index_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    remembered, problem = load_index()
    assert remembered == {} and problem is not None and "\n" not in problem
    assert INDEX_FILE in problem and "moved it to" in problem
    assert not path.exists() and list(path.parent.glob(INDEX_FILE + ".corrupt-*"))
    assert load_index() == ({}, None)  # reported once


def test_rows_read_once_then_remembered_and_the_bad_ones_say_why(tmp_path):
    good, bad = tmp_path / "good.avf", tmp_path / "bad.rmv"
    good.write_bytes(b"good")
    bad.write_bytes(b"bad")
    read = []

    def reader(path: Path) -> ReplayRow:
        read.append(path.name)
        if path == bad:
            return ReplayRow(board="", error="not a readable .rmv replay (utf8 error)")
        return ReplayRow(board="Experte", won=True, seconds=37.81, bbbv=122, player="P")

    rows = CommunityRows([good, bad], reader)
    assert rows.wait(10) and rows.poll()
    assert rows.row(good) == ReplayRow("Experte", True, 37.81, 122, player="P")
    assert rows.row(bad).error == "not a readable .rmv replay (utf8 error)"
    document = json.loads(index_path().read_text(encoding="utf-8"))
    assert set(document["files"]) == {str(good), str(bad)}
    again = CommunityRows([good, bad], reader)
    assert not again.reading and sorted(read) == ["bad.rmv", "good.avf"]
    assert again.row(good) == rows.row(good) and again.row(bad) == rows.row(bad)


def test_a_remembered_row_that_is_not_a_row_is_read_again(tmp_path):
    replay = tmp_path / "a.avf"
    replay.write_bytes(b"a")
    save_index({Stamp.of(replay): {"board": 5, "won": "yes"}})
    rows = CommunityRows([replay], lambda path: ReplayRow(board="Normal"))
    assert rows.wait(10) and rows.row(replay) == ReplayRow(board="Normal")


def test_own_rows_of_older_replays_show_what_they_hold():
    old = {
        "format": "minesweeper-replay",
        "version": 1,
        "board": {"rows": 3, "cols": 3, "mines": 1, "layout": ["*..", "...", "..."]},
        "events": [],
        "meta": {"won": True, "seconds": 2.5},
    }
    row = own_row(old)
    assert (row.board, row.won, row.seconds, row.bbbv, row.bbbv_per_s) == (
        "3x3/1",
        True,
        2.5,
        1,
        None,
    )
