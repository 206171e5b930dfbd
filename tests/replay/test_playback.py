"""Every community sample plays to its recorded end through our own session, with the
figures ms-toollib gives for the file."""

from __future__ import annotations

import pytest

from game.replay import read_replay
from game.replay.playback import video_inputs
from game.replay.video import MouseEvent, Video, VideoFlags
from game.session.inputs import Mouse
from game.session.player import play_inputs
from tests.replay.helpers import DATA, VALID_SAMPLES, played_to_its_end

LARGE = "metasweeper-v4-custom-large.evf"
"""Metasweeper, 60x36/540, 20 minutes, 767 chords, played with question marks on."""


@pytest.mark.parametrize("name", list(VALID_SAMPLES))
def test_a_community_replay_plays_to_its_recorded_end(name):
    session = played_to_its_end(DATA / name)
    info = read_replay(DATA / name).info
    m = session.metrics()
    assert str(session.status) == ("won" if info.won else "lost")
    assert (m.left, m.right, m.double) == (info.left, info.right, info.double)
    assert (m.ce, m.bbbv, m.bbbv_solved) == (info.ce, info.bbbv, info.bbbv_solved)
    assert m.time_ms == round(info.time * 1000)


def test_the_large_metasweeper_game_plays_to_its_win_with_ms_toollibs_counts():
    session = played_to_its_end(DATA / LARGE)
    m = session.metrics()
    assert str(session.status) == "won" and (m.bbbv_solved, m.bbbv) == (1021, 1021)
    assert (m.left, m.right, m.double, m.ce) == (133, 566, 767, 1284)
    info = read_replay(DATA / LARGE).info
    assert (m.left, m.right, m.double, m.ce) == (info.left, info.right, info.double, info.ce)


def test_the_right_button_only_flags_and_unflags_a_video_as_ms_toollib_reads_it():
    """A game recorded with question marks on: ms-toollib reads flag, unflag, flag (no
    question mark), so the third right click flags the mine again and counts as effective
    only the first time."""
    press = [Mouse.RIGHT_PRESS, Mouse.RIGHT_RELEASE]
    events = [
        MouseEvent(0, Mouse.LEFT_PRESS, 40, 8),
        MouseEvent(5, Mouse.LEFT_RELEASE, 40, 8),
    ]
    events += [MouseEvent(10 + i, kind, 8, 8) for i, kind in enumerate(press * 3)]
    mines = ((True, False, False), (False, False, False))
    video = Video(mines, tuple(events), 20, 16, VideoFlags(question_marks=True))
    session = play_inputs(*video_inputs(video))
    assert session.board.cell(0, 0).flagged
    m = session.metrics()
    assert (m.right, m.rce) == (3, 1)
