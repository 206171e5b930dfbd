"""Every community sample plays to its recorded end through our own session, with the
figures ms-toollib gives for the file."""

from __future__ import annotations

import pytest

from game.replay import read_replay
from tests.replay.helpers import DATA, VALID_SAMPLES, played_to_its_end


@pytest.mark.parametrize("name", list(VALID_SAMPLES))
def test_a_community_replay_plays_to_its_recorded_end(name):
    session = played_to_its_end(DATA / name)
    info = read_replay(DATA / name).info
    m = session.metrics()
    assert str(session.status) == ("won" if info.won else "lost")
    assert (m.left, m.right, m.double) == (info.left, info.right, info.double)
    assert (m.ce, m.bbbv, m.bbbv_solved) == (info.ce, info.bbbv, info.bbbv_solved)
    assert m.time_ms == round(info.time * 1000)
