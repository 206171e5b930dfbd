"""Every community sample plays to its recorded end through our own session, with the
figures ms-toollib gives for the file."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.replay import read_replay
from game.replay.playback import video_inputs
from game.session import FakeClock, GameSession, MemoryStore

DATA = Path(__file__).resolve().parents[1] / "replay" / "data"
SAMPLES = [
    "beginner-arbiter.avf",
    "vienna-rmv2.rmv",
    "beginner-metasweeper-v3.evf",
    "expert-clone.mvf",
]


@pytest.mark.parametrize("name", SAMPLES)
def test_a_community_replay_plays_to_its_recorded_end(name):
    loaded = read_replay(DATA / name)
    setup, inputs = video_inputs(loaded.video)
    clock = FakeClock()
    session = GameSession(setup, clock, MemoryStore())
    for entry in inputs:
        session.replay_input(entry)
    info = loaded.info
    m = session.metrics()
    assert str(session.status) == ("won" if info.won else "lost")
    assert (m.left, m.right, m.double) == (info.left, info.right, info.double)
    assert (m.ce, m.bbbv, m.bbbv_solved) == (info.ce, info.bbbv, info.bbbv_solved)
    assert m.time_ms == round(info.time * 1000)
