"""Every figure the game shows is ms-toollib's: STNB with its constants, RQP, NF as "no
effective right click", and no made-up number where a figure has no value."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.model import Action
from game.model.figures import Metrics, shown
from game.replay.evf import SUMMARY_NO_FLAGS, encode_evf
from game.replay.recording import game_video
from game.session import FakeClock, GameSession, GameSetup, Mouse, Source
from game.session.counters import Counter
from tests.session.random_games import MOUSE, layout_of, pixel, random_events

CHILD = Path(__file__).with_name("mstoollib_evf_child.py")
BOARDS = {"normal": (8, 8, 10, 60), "schwer": (16, 16, 40, 150), "experte": (16, 30, 99, 300)}


def toollib(evfs: list[bytes]) -> list[dict]:
    done = subprocess.run(
        [sys.executable, str(CHILD)],
        input=json.dumps([data.hex() for data in evfs]),
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-500:]
    return json.loads(done.stdout)


def play(layout, events, difficulty="custom") -> GameSession:
    rows, cols = len(layout), len(layout[0])
    mines = sum(line.count("*") for line in layout)
    clock = FakeClock()
    session = GameSession(
        GameSetup(rows, cols, mines, difficulty, layout=layout, chord_on_number=False), clock
    )
    for kind, r, c in events:
        clock.advance(random.Random(len(session.log)).uniform(0.005, 0.4))
        session.mouse(MOUSE[kind], *pixel(r, c))
    return session


@pytest.mark.parametrize("difficulty", sorted(BOARDS))
def test_stnb_rqp_and_nf_equal_ms_toollib_on_many_games(difficulty):
    rows, cols, mines, length = BOARDS[difficulty]
    rng = random.Random(f"figures-{difficulty}")
    sessions, evfs = [], []
    while len(sessions) < 60:
        layout = layout_of(rows, cols, mines, rng.randrange(10**9))
        session = play(layout, random_events(layout, rng, length), difficulty)
        if session.board.laid and session.metrics().time_ms > 0:
            sessions.append(session)
            evfs.append(encode_evf(game_video(session)))
    theirs = toollib(evfs)
    checked = 0
    for session, figures in zip(sessions, theirs, strict=True):
        m = session.metrics()
        assert (m.bbbv_solved, m.time) == (figures["bbbv_solved"], figures["time"])
        assert m.stnb == pytest.approx(figures["stnb"], rel=1e-9, abs=1e-12)
        assert m.rqp == (None if m.bbbv_solved == 0 else pytest.approx(figures["rqp"]))
        assert m.nf == (figures["rce"] == 0)
        checked += m.bbbv_solved > 0
    assert checked >= 30  # most games solved something: STNB and RQP were compared for real


def test_keyboard_moves_among_mouse_clicks_keep_ms_toollibs_figures():
    """Keyboard moves come at random moments, some while a mouse button is held (then
    they do nothing: the video has one mouse, where such a click would be a chord and the
    3BV solved, so STNB, would differ from the game's)."""
    rng = random.Random("keyboard-and-mouse")
    sessions, evfs = [], []
    while len(sessions) < 60:
        layout = layout_of(16, 16, 40, rng.randrange(10**9))
        clock = FakeClock()
        session = GameSession(GameSetup(16, 16, 40, "schwer", layout=layout), clock)
        for kind, r, c in random_events(layout, rng, 150):
            clock.advance(rng.uniform(0.005, 0.4))
            if r >= 0 and rng.random() < 0.15:  # a key pressed between two mouse events
                action = rng.choice((Action.REVEAL, Action.REVEAL, Action.FLAG, Action.CHORD))
                held = session.grabbing
                effect = session.act(Source.KEYBOARD, action, (r, c))
                assert not (held and effect is not None)
                clock.advance(rng.uniform(0.005, 0.4))
            session.mouse(MOUSE[kind], *pixel(r, c))
        if session.board.laid and session.metrics().time_ms > 0:
            sessions.append(session)
            evfs.append(encode_evf(game_video(session)))
    for session, figures in zip(sessions, toollib(evfs), strict=True):
        m = session.metrics()
        assert (m.bbbv_solved, m.time) == (figures["bbbv_solved"], figures["time"])
        assert m.stnb == pytest.approx(figures["stnb"], rel=1e-9, abs=1e-12)


def test_stnb_uses_ms_toollibs_constants():
    # 24 3BV in 14.52 s on Normal: ms-toollib 1.5.20 says 9.1447 (36 * 24 / 14.52^1.7)
    assert Metrics(8, 8, 10, 14520, 24, 24, 13, 16, 13, 28).stnb == pytest.approx(9.14472173)
    assert Metrics(16, 30, 99, 37810, 122, 122, 66, 52, 94, 146).stnb == pytest.approx(110.386951)
    assert Metrics(9, 9, 10, 14520, 24, 24, 13, 16, 13, 28).stnb is None  # not a standard board


def test_a_figure_without_a_value_shows_a_dash():
    before = Metrics(8, 8, 10, 0, 24, 0, 0, 0, 0, 0)
    assert before.rqp is None and before.ioe is None and before.bbbv_per_s is None
    assert Counter.RQP.text(before) == "-" and Counter.IOE.text(before) == "-"
    assert Counter.ESTIMATED.text(before) == "-" and Counter.STNB.text(before) == "-"
    assert shown(None) == "-" and shown(0.5) == "0.500"


WALL = ("..*..", "..*..", "..*..")  # two openings either side of a wall of mines


def _won_after(right_clicks: list[tuple[int, int]]) -> GameSession:
    clock = FakeClock()
    session = GameSession(GameSetup(3, 5, 3, layout=WALL), clock)
    session.mouse(Mouse.LEFT_PRESS, *pixel(1, 0))
    session.mouse(Mouse.LEFT_RELEASE, *pixel(1, 0))
    for cell in right_clicks:
        clock.advance(0.25)
        session.mouse(Mouse.RIGHT_PRESS, *pixel(*cell))
        session.mouse(Mouse.RIGHT_RELEASE, *pixel(*cell))
    clock.advance(0.5)
    session.mouse(Mouse.LEFT_PRESS, *pixel(1, 4))
    session.mouse(Mouse.LEFT_RELEASE, *pixel(1, 4))
    assert str(session.status) == "won"
    return session


def test_flagging_and_unflagging_a_safe_cell_is_still_nf():
    # ms-toollib (and EVF v4) call a game NF when it has no effective right click
    session = _won_after([(1, 4), (1, 4)])  # flag, then unflag, a safe cell
    assert session.metrics().right == 2 and session.metrics().nf
    assert session.result is not None and session.result.record is not None
    assert session.result.record.no_flags
    assert encode_evf(game_video(session))[1] & SUMMARY_NO_FLAGS


def test_a_flag_on_a_mine_is_not_nf():
    session = _won_after([(0, 2)])
    assert not session.metrics().nf
    assert session.result is not None and session.result.record is not None
    assert not session.result.record.no_flags
    assert not encode_evf(game_video(session))[1] & SUMMARY_NO_FLAGS
