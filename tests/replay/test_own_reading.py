"""`python -m game.replay info --json` plays every file through our own session (`own`),
reads our own files as the game played them, and names our files' category."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from game.replay import encode_evf, read_replay
from game.replay.evf import SUMMARY_FAIR, SUMMARY_OFFICIAL
from game.replay.own import OWN_KEYS, read_replay_file
from game.replay.recording import evf_video
from game.session import FakeClock, GameSession, GameSetup, Mouse, RecordKeeper, UserDataStore
from game.storage import Stats
from game.storage.paths import replays_dir
from tests.replay.helpers import VALID_SAMPLES, run_cli
from tests.session.random_games import layout_of, pixel

SAMPLES = Path(__file__).resolve().parents[3] / "shared" / "replays"
if not SAMPLES.is_dir():
    SAMPLES = Path(__file__).parent / "data"


def _info(path: Path, tmp_path: Path) -> dict:
    done = run_cli("info", "--json", str(path), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize("name", sorted(VALID_SAMPLES))
def test_every_community_sample_plays_through_our_session_to_ms_toollibs_figures(name, tmp_path):
    info = _info(SAMPLES / name, tmp_path)
    assert info["own"] == {key: info[key] for key in OWN_KEYS}
    assert "category" not in info  # not one of ours


def _with_cc(path: Path) -> bytes:
    """The file's game as Metasweeper 3.3.1 writes chords: a chord's second press is "cc"."""
    video = read_replay(path).video
    down: set[Mouse] = set()
    events = []
    for event in video.events:
        if event.kind in (Mouse.LEFT_PRESS, Mouse.RIGHT_PRESS) and down:
            events.append(event._replace(kind=Mouse.CHORD_PRESS))
        else:
            events.append(event)
        if event.kind in (Mouse.LEFT_PRESS, Mouse.RIGHT_PRESS):
            down.add(event.kind)
        elif event.kind is Mouse.LEFT_RELEASE:
            down.discard(Mouse.LEFT_PRESS)
        elif event.kind is Mouse.RIGHT_RELEASE:
            down.discard(Mouse.RIGHT_PRESS)
    assert sum(e.kind is Mouse.CHORD_PRESS for e in events) >= 13
    return encode_evf(dataclasses.replace(video, events=tuple(events)))


@pytest.mark.parametrize("name", ["beginner-arbiter.avf", "expert-clone.mvf"])
def test_chords_recorded_as_cc_play_to_the_end(name, tmp_path):
    path = tmp_path / "chords.evf"
    path.write_bytes(_with_cc(SAMPLES / name))
    info = _info(path, tmp_path)
    assert info["won"] and info["double"] >= 13  # ms-toollib reads every chord
    assert info["own"] == {key: info[key] for key in OWN_KEYS}


WALL = ("..*..", "..*..", "..*..")  # two openings either side of a wall of mines


def _play_and_save(setup: GameSetup, right: list[tuple[int, int]], pause: bool = False):
    """A won game on WALL, recorded as the window records it; its two replay files."""
    clock = FakeClock()
    with Stats.open() as stats:
        session = GameSession(setup, clock, UserDataStore(RecordKeeper(stats), video=evf_video))
        session.mouse(Mouse.LEFT_PRESS, *pixel(1, 0))
        clock.advance(0.2)
        session.mouse(Mouse.LEFT_RELEASE, *pixel(1, 0))
        for cell in right:
            clock.advance(0.3)
            session.mouse(Mouse.RIGHT_PRESS, *pixel(*cell))
            session.mouse(Mouse.RIGHT_RELEASE, *pixel(*cell))
        if pause:
            session.pause()
            clock.advance(30)
            session.resume()
        clock.advance(0.4)
        session.mouse(Mouse.LEFT_PRESS, *pixel(1, 4))
        clock.advance(0.1)
        session.mouse(Mouse.LEFT_RELEASE, *pixel(1, 4))
    assert str(session.status) == "won"
    files = sorted(replays_dir().iterdir())
    evf = next(p for p in files if p.suffix == ".evf")
    document = next(p for p in files if p.suffix == ".json" and not p.name.endswith(".evf.json"))
    return session, evf, document


def _setup(**options) -> GameSetup:
    return GameSetup(3, 5, 3, "custom", layout=WALL, chord_on_number=False, **options)


def test_the_json_replay_the_game_writes_reads_and_exports(tmp_path):
    session, evf, document = _play_and_save(_setup(), [(0, 2)])
    info = _info(document, tmp_path)
    m = session.metrics()
    assert info["won"] and info["time"] == m.time == pytest.approx(0.8)
    assert (info["left"], info["right"], info["bbbv_solved"]) == (2, 1, 2)
    assert info["own"] == {key: info[key] for key in OWN_KEYS}
    assert info["format"] == "json"
    out = tmp_path / "again.evf"
    done = run_cli("export", str(document), str(out), cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    again = _info(out, tmp_path)
    assert {k: again[k] for k in OWN_KEYS} == {k: info[k] for k in OWN_KEYS}
    assert _info(evf, tmp_path)["own"] == info["own"]


@pytest.mark.parametrize(
    ("options", "pause", "category"),
    [
        ({"seed": 7, "seeded": True}, False, "seeded"),
        ({"question_marks": True}, False, "marks"),
        ({}, True, "paused"),
    ],
)
def test_a_game_that_does_not_count_is_never_official_in_its_evf(
    options, pause, category, tmp_path
):
    right = [(0, 2), (0, 2)] if options.get("question_marks") else [(0, 2)]  # flag, then ?
    session, evf, _ = _play_and_save(_setup(**options), right, pause=pause)
    assert not session.counts_for_records()
    summary = evf.read_bytes()[1]
    assert not summary & (SUMMARY_OFFICIAL | SUMMARY_FAIR)
    info = _info(evf, tmp_path)
    assert info["official"] is False and info["category"] == category
    assert info["won"] is True  # the game's own result, even where ms-toollib reads it lost
    assert info["own"] == {key: info[key] for key in OWN_KEYS}


def test_a_fair_game_on_normal_is_official_and_standard(tmp_path):
    layout = layout_of(8, 8, 10, 2024)
    clock = FakeClock()
    with Stats.open() as stats:
        session = GameSession(
            GameSetup(8, 8, 10, "normal", layout=layout, chord_on_number=False),
            clock,
            UserDataStore(RecordKeeper(stats), video=evf_video),
        )
        session.mouse(Mouse.RIGHT_PRESS, *pixel(*_first_mine(layout)))  # one real flag
        session.mouse(Mouse.RIGHT_RELEASE, *pixel(*_first_mine(layout)))
        for row, line in enumerate(layout):
            for col, char in enumerate(line):
                if char == "." and not session.board.cell(row, col).open:
                    clock.advance(0.15)
                    session.mouse(Mouse.LEFT_PRESS, *pixel(row, col))
                    session.mouse(Mouse.LEFT_RELEASE, *pixel(row, col))
    assert str(session.status) == "won" and session.counts_for_records()
    evf = next(p for p in replays_dir().iterdir() if p.suffix == ".evf")
    assert evf.read_bytes()[1] & SUMMARY_OFFICIAL
    info = _info(evf, tmp_path)
    assert info["official"] is True and info["category"] == "standard"
    assert info["own"] == {key: info[key] for key in OWN_KEYS}


def _first_mine(layout: tuple[str, ...]) -> tuple[int, int]:
    return next((r, line.index("*")) for r, line in enumerate(layout) if "*" in line)


def test_a_9_mb_evf_with_1_5_million_pointer_moves_is_read_and_played(tmp_path):
    # ms-toollib hands its events over as one Python object each (over 1 GiB here): the
    # events of an EVF v4 file are decoded by us instead, a few bytes each
    video = read_replay(SAMPLES / "beginner-arbiter.avf").video
    idle = tuple(
        video.events[0]._replace(time_ms=i // 400, kind=Mouse.MOVE, x_px=i % 100)
        for i in range(1_500_000)
    )
    shifted = tuple(e._replace(time_ms=e.time_ms + 3750) for e in video.events)
    path = tmp_path / "long.evf"
    path.write_bytes(encode_evf(dataclasses.replace(video, events=idle + shifted)))
    assert 8_000_000 < path.stat().st_size < 32 * 1024 * 1024
    reading = read_replay_file(path)
    assert len(reading.video.events) == len(idle) + len(shifted)
    info = reading.to_dict()
    assert info["won"] and (info["bbbv_solved"], info["double"]) == (24, 13)
    assert info["own"] == {key: info[key] for key in OWN_KEYS}
