"""Our EVF files re-read in ms-toollib with the same board, time, clicks and 3BV."""

from __future__ import annotations

import dataclasses

import ms_toollib
import pytest

from game.model.grid import mine_numbers
from game.replay import (
    MouseEvent,
    ReplayFileError,
    analyse_evf_bytes,
    encode_evf,
    read_replay,
    save_evf,
)
from game.replay.evf import SOFTWARE
from game.replay.sidecar import sidecar_path
from game.replay.video import GameMode, VideoFlags
from game.session.inputs import Mouse
from tests.replay import game_fixture as game


def test_synthetic_game_rereads_with_the_community_figures():
    info = analyse_evf_bytes(encode_evf(game.VIDEO)).to_dict()
    assert {key: info[key] for key in game.EXPECTED} == game.EXPECTED
    assert info["time_ms"] == 71940
    assert info["ioe"] == pytest.approx(5 / 9)
    assert info["thrp"] == pytest.approx(5 / 7)
    assert info["corr"] == pytest.approx(7 / 9)
    assert info["bbbv_per_s"] == pytest.approx(5 / 71.94)
    assert info["player"] == "Ada"
    assert info["software"] == SOFTWARE
    assert info["official"] is True and info["fair"] is True


def test_synthetic_game_round_trips_event_by_event(tmp_path):
    path = save_evf(game.VIDEO, tmp_path / "game.evf")
    video = read_replay(path).video
    assert video.mines == game.MINES
    assert video.cell_px == game.PX
    assert video.time_ms == game.VIDEO.time_ms
    assert (video.start_us, video.end_us) == (game.VIDEO.start_us, game.VIDEO.end_us)
    off_board = (game.PX * 5, game.PX * 5)  # EVF's spot for a pointer off the board
    expected = [
        event
        if game.VIDEO.on_board(event.x_px, event.y_px)
        else event._replace(x_px=off_board[0], y_px=off_board[1])
        for event in game.EVENTS
    ]
    assert list(video.events) == expected
    assert not sidecar_path(path).exists()


def test_toollib_clock_runs_from_the_first_opening_release_to_the_winning_release():
    """The definition the session must share: found by stepping ms-toollib's own board."""
    board = ms_toollib.MinesweeperBoard(mine_numbers(game.MINES))
    started = ended = None
    for event in game.EVENTS:
        if not game.VIDEO.on_board(event.x_px, event.y_px):
            continue
        board.step(event.kind.value, (event.y_px // game.PX, event.x_px // game.PX))
        if started is None and board.game_board_state == 2:  # playing
            started = event
        if ended is None and board.game_board_state == 3:  # won
            ended = event
    assert started == game.at(game.FIRST_OPENING_MS, game.LR, 2, 2)
    assert ended == game.at(game.WINNING_MS, game.RR, 4, 3)
    assert ended.time_ms - started.time_ms == game.VIDEO.time_ms


def test_long_stalls_keep_their_time():
    """Gaps over 255 ms and over 65.535 s travel as pause events."""
    events = (
        MouseEvent(0, game.LC, 10, 10),
        MouseEvent(5, game.LR, 10, 10),
        MouseEvent(300, game.MV, 11, 12),
        MouseEvent(140_000, game.MV, 30, 40),
        MouseEvent(140_256, game.MV, 31, 40),
    )
    video = dataclasses.replace(game.VIDEO, events=events, time_ms=140_251)
    data = encode_evf(video)
    assert analyse_evf_bytes(data).time_ms == 140_251
    assert data.count(bytes([255])) >= 3


def test_a_lost_game_is_not_completed_fair_or_official():
    events = game.EVENTS[:9] + (game.at(700, game.LC, 0, 2), game.at(750, game.LR, 0, 2))
    video = dataclasses.replace(game.VIDEO, events=events, time_ms=190, flags=VideoFlags(won=False))
    info = analyse_evf_bytes(encode_evf(video))
    assert (info.won, info.official, info.fair, info.time) == (False, False, False, 0.19)
    assert (info.left, info.bbbv_solved) == (3, 1)


def test_assisted_and_keyboard_play_are_marked(tmp_path):
    flags = VideoFlags(won=True, assisted=True, keyboard=True)
    path = save_evf(dataclasses.replace(game.VIDEO, flags=flags), tmp_path / "helped.evf")
    info = read_replay(path).info
    assert (info.official, info.fair, info.won) == (False, False, True)
    assert sidecar_path(path).name == "helped.evf.json"
    assert read_replay(path).video.flags.assisted is True
    assert read_replay(path).video.flags.keyboard is True
    save_evf(game.VIDEO, path)  # the same name, now an unassisted game
    assert not sidecar_path(path).exists()
    assert read_replay(path).video.flags.assisted is False


def test_no_guess_games_are_fair_but_not_official():
    video = dataclasses.replace(game.VIDEO, mode=GameMode.COMPETITIVE_SOLVABLE)
    info = analyse_evf_bytes(encode_evf(video))
    assert (info.fair, info.official) == (True, False)
    assert video.no_guess


def test_a_first_event_evf_cannot_start_with_gets_a_move_before_it(tmp_path):
    events = (MouseEvent(0, game.LR, 10, 10), *game.EVENTS[1:])
    video = dataclasses.replace(game.VIDEO, events=events)
    back = read_replay(save_evf(video, tmp_path / "r.evf")).video
    assert back.events[0] == MouseEvent(0, Mouse.MOVE, 10, 10)
    assert back.events[1:5] == events[:4]
    assert len(back.events) == len(events) + 1


def test_question_marks_setting_round_trips(tmp_path):
    flags = VideoFlags(won=True, question_marks=True)
    path = save_evf(dataclasses.replace(game.VIDEO, flags=flags), tmp_path / "q.evf")
    assert read_replay(path).video.flags.question_marks is True
    path = save_evf(game.VIDEO, tmp_path / "plain.evf")
    assert read_replay(path).video.flags.question_marks is False


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"mines": ((False,) * 256,)}, "up to 255x255"),
        ({"cell_px": 4}, "cell size"),
        ({"events": ()}, "no mouse events"),
        ({"time_ms": -1}, "game time"),
        ({"mines": ((False, True), (False,))}, "not rectangular"),
    ],
)
def test_games_evf_cannot_hold_are_refused(changes, message, tmp_path):
    video = dataclasses.replace(game.VIDEO, **changes)
    folder = tmp_path / "out"
    folder.mkdir()
    with pytest.raises(ReplayFileError, match=message):
        save_evf(video, folder / "x.evf")
    assert list(folder.iterdir()) == []
