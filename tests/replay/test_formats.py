"""One registry of replay formats: every format is read by its codec, storage lists files
by the same suffixes, and a file is opened for watching without its reader knowing how."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.replay import ReplayFileError, Video
from game.replay.evf import encode_evf
from game.replay.formats import COMMUNITY_SUFFIXES, OWN_SUFFIX, ReplayFormat
from game.replay.read import CODECS
from game.replay.recording import game_video
from game.replay.watch import open_replay
from game.session import FakeClock, GameSession, GameSetup, Mouse, cell_centre
from game.storage import list_community_replays, list_replays
from game.storage.gamelog import REPLAY_FORMAT_V2, GameLog
from game.storage.paths import replays_dir

LAYOUT = ("*..", "...", "..*")


def test_every_format_has_its_codec_and_only_evf_is_written():
    assert set(CODECS) == set(ReplayFormat)
    assert all(codec.format is fmt for fmt, codec in CODECS.items())
    assert [fmt for fmt, codec in CODECS.items() if codec.encode is not None] == [ReplayFormat.EVF]
    assert CODECS[ReplayFormat.EVF].encode is encode_evf
    assert set(COMMUNITY_SUFFIXES) == {".avf", ".rmv", ".evf", ".mvf"} and OWN_SUFFIX == ".json"


def test_an_unknown_suffix_names_every_format():
    with pytest.raises(ReplayFileError, match=r"game\.txt: .*\.avf, \.rmv, \.evf, \.mvf or \.json"):
        ReplayFormat.of(Path("game.txt"))


def test_storage_lists_replay_files_by_the_registry(_user_home):
    folder = replays_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for suffix in (*COMMUNITY_SUFFIXES, ".txt", ".EVF"):
        (folder / f"a{suffix.lstrip('.')}{suffix}").write_bytes(b"x")
    (folder / "ours.json").write_text("{}")
    listed = {p.suffix for p in list_community_replays(COMMUNITY_SUFFIXES)}
    assert listed == {*COMMUNITY_SUFFIXES, ".EVF"}
    assert [p.name for p in list_replays()] == ["ours.json"]


def _won() -> GameSession:
    clock = FakeClock()
    session = GameSession(GameSetup(3, 3, 2, layout=LAYOUT), clock)
    for row, col in ((2, 0), (0, 2)):
        x, y = cell_centre(row, col)
        session.mouse(Mouse.LEFT_PRESS, x, y)
        clock.advance(0.2)
        session.mouse(Mouse.LEFT_RELEASE, x, y)
    assert str(session.status) == "won"
    return session


def _won_log() -> GameLog:
    return _won().to_log()


def test_our_replay_opens_as_its_game_log_and_an_empty_one_says_so(tmp_path):
    path = tmp_path / "won.json"
    path.write_text(json.dumps(_won_log().to_json(REPLAY_FORMAT_V2)))
    opened = open_replay(path)
    assert isinstance(opened, GameLog) and opened.layout == LAYOUT
    empty = tmp_path / "empty.json"
    document = _won_log().to_json(REPLAY_FORMAT_V2) | {"layout": None, "inputs": []}
    empty.write_text(json.dumps(document))
    with pytest.raises(ReplayFileError, match="empty.json: .*nothing to watch"):
        open_replay(empty)


def test_a_community_file_opens_as_a_video(tmp_path):
    path = tmp_path / "won.evf"
    path.write_bytes(encode_evf(game_video(_won())))
    opened = open_replay(path)
    assert isinstance(opened, Video) and opened.flags.won
