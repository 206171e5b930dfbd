"""The replay player: play, pause, speed, seeking by time and event by event."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.bench.replay import long_replay
from game.replay import read_replay
from game.replay.playback import video_inputs
from game.session import GameSession, GameSetup, Input, MemoryStore, Mouse
from game.session.clock import FakeClock
from game.session.player import SPEEDS, ReplayPlayer

DATA = Path(__file__).resolve().parents[1] / "replay" / "data"


def _final_position(setup, inputs, at_ms=None):
    clock = FakeClock()
    session = GameSession(setup, clock, MemoryStore())
    for entry in inputs:
        clock.now = entry.time_ms / 1000
        session.replay_input(entry)
    if at_ms is not None:
        clock.now = at_ms / 1000
    return session.board.to_position(), session.metrics()


@pytest.fixture(scope="module")
def sample():
    return video_inputs(read_replay(DATA / "beginner-arbiter.avf").video)


def test_playing_at_speed_reaches_the_recorded_end_in_time_over_speed(sample):
    setup, inputs = sample
    player = ReplayPlayer(setup, inputs)
    player.change_speed(2)  # x4
    assert player.speed == 4.0
    seconds = player.duration_ms / 1000 / 4
    player.advance(seconds * 0.5)
    assert not player.finished
    assert abs(player.time_ms - player.duration_ms / 2) <= 2
    player.advance(seconds * 0.6)
    assert player.finished and not player.playing
    position, metrics = _final_position(setup, inputs)
    assert player.session.board.to_position() == position
    assert player.metrics() == metrics


def test_pause_stops_the_playback_and_speeds_stay_in_range(sample):
    player = ReplayPlayer(*sample)
    player.toggle()
    player.advance(5.0)
    assert player.position == 0 and player.time_ms == 0
    for _ in range(20):
        player.change_speed(1)
    assert player.speed == SPEEDS[-1] == 16.0
    for _ in range(20):
        player.change_speed(-1)
    assert player.speed == SPEEDS[0] == 0.25


def test_seeking_back_and_forth_gives_the_board_of_that_moment(sample):
    setup, inputs = sample
    player = ReplayPlayer(setup, inputs)
    half = player.duration_ms // 2
    due = [entry for entry in inputs if entry.time_ms <= half]
    player.seek_ms(player.duration_ms)
    player.seek_ms(half)  # back: rebuilt from the start
    assert player.position == len(due)
    assert player.session.board.to_position() == _final_position(setup, due)[0]
    assert player.metrics().time_ms == _final_position(setup, due, half)[1].time_ms > 0
    player.seek_fraction(1.0)
    assert player.session.board.to_position() == _final_position(setup, inputs)[0]


def test_stepping_one_event_at_a_time_and_back(sample):
    setup, inputs = sample
    player = ReplayPlayer(setup, inputs)
    clicks = [i for i, entry in enumerate(inputs) if entry.mouse is Mouse.LEFT_RELEASE]
    player.seek_index(clicks[0])
    before = player.session.board.to_position()
    player.step(1)  # the first left release opens cells
    assert not player.playing
    assert player.session.board.to_position() != before
    assert player.time_ms == inputs[clicks[0]].time_ms
    player.step(-1)
    assert player.session.board.to_position() == before
    assert player.position == clicks[0]


def test_the_pointer_and_held_cells_follow_the_recording():

    setup = GameSetup(2, 2, 1, layout=("*.", ".."))
    inputs = [
        Input(0, Mouse.MOVE, 20, 4),
        Input(10, Mouse.LEFT_PRESS, 20, 4),
        Input(20, Mouse.MOVE, -1, -1),
    ]
    player = ReplayPlayer(setup, inputs)
    player.seek_index(1)
    assert player.pointer() == (20, 4)
    player.seek_index(2)
    assert player.session.held_cells() == [(0, 1)]
    player.seek_index(3)
    assert player.pointer() is None


def test_a_long_replay_opens_and_seeks_in_linear_time():
    setup, inputs = long_replay(20_000)
    player = ReplayPlayer(setup, inputs)
    player.seek_fraction(1.0)
    assert str(player.session.status) == "won"
    assert player.session.metrics().left == sum(e.mouse is Mouse.LEFT_RELEASE for e in inputs)


def test_idle_time_before_the_first_click_is_skipped_and_time_never_runs_past_the_end():
    # 56 s of pointer moves before a 1.9 s game: the timeline starts just before the click
    setup = GameSetup(1, 4, 1, layout=("..*.",))
    idle = [Input(t, Mouse.MOVE, 8, 8) for t in range(0, 56_000, 500)]
    game = [
        Input(56_000, Mouse.LEFT_PRESS, 8, 8),
        Input(56_100, Mouse.LEFT_RELEASE, 8, 8),  # opens two cells: the game starts
        Input(58_000, Mouse.LEFT_PRESS, 56, 8),
        Input(58_000, Mouse.LEFT_RELEASE, 56, 8),  # the last safe cell: won in 1.9 s
        Input(58_600, Mouse.MOVE, 21, 8),  # after the game: its clock stays at the end
    ]
    player = ReplayPlayer(setup, idle + game)
    assert player.skipped_ms == 56_100 - 1000
    assert player.time_ms == player.skipped_ms and player.fraction == 0.0
    assert player.game_time_ms == 0  # time 0 is the first click
    player.advance(1.5)
    assert player.game_time_ms == 500  # 1.5 s from 1 s before the first click
    player.seek_fraction(1.0)
    assert player.finished and player.fraction == 1.0
    assert player.game_time_ms == player.game_ms == 1900  # not 2.5 s: never past the end
    player.to_start()
    assert player.time_ms == player.skipped_ms
    assert player.position == sum(entry.time_ms <= player.skipped_ms for entry in idle)
