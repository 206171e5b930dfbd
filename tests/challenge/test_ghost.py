"""The ghost's timeline: at every moment of its run its pointer is the last recorded one and
its open cells are the replay's, its splits are when it solved each quarter of the 3BV."""

from __future__ import annotations

import dataclasses

from hypothesis import given
from hypothesis import strategies as st

from game.challenge import Challenge
from game.model import Status
from game.session import CELL_PX, FakeClock, GameSession, MemoryStore, Mouse
from game.session.ghost import NEVER, make_ghost, split_marks
from game.session.player import ReplayPlayer
from game.session.race import Race, challenge_race


@st.composite
def runs(draw: st.DrawFn) -> tuple[Challenge, list[tuple[int, int, int, int]]]:
    """A small challenge and a run on it: (gap ms, kind 0 move / 1 click / 2 flag, x, y)."""
    rows, cols = draw(st.integers(3, 9)), draw(st.integers(3, 9))
    challenge = Challenge(rows, cols, draw(st.integers(1, rows * cols // 4 + 1)), draw(
        st.integers(0, 2**35 - 1)))  # fmt: skip
    step = st.tuples(
        st.integers(0, 400),
        st.sampled_from([0, 0, 1, 1, 2]),
        st.integers(-8, cols * CELL_PX + 8),
        st.integers(-8, rows * CELL_PX + 8),
    )
    return challenge, draw(st.lists(step, min_size=1, max_size=40))


def _played(challenge: Challenge, steps: list[tuple[int, int, int, int]]) -> GameSession:
    clock = FakeClock()
    session = GameSession(challenge_race(challenge).setup, clock, MemoryStore())
    sr, sc = session.setup.start or (0, 0)
    start = (sc * CELL_PX + 8, sr * CELL_PX + 8)
    session.mouse(Mouse.LEFT_PRESS, *start)
    session.mouse(Mouse.LEFT_RELEASE, *start)
    for gap, kind, x, y in steps:
        clock.advance(gap / 1000)
        if kind == 0:
            session.relay(Mouse.MOVE, x, y)
        else:
            press, release = (
                (Mouse.LEFT_PRESS, Mouse.LEFT_RELEASE)
                if kind == 1
                else (Mouse.RIGHT_PRESS, Mouse.RIGHT_RELEASE)
            )
            session.relay(press, x, y)
            session.relay(release, x, y)
    return session


@given(runs())
def test_the_ghost_is_its_replay_at_every_recorded_moment(run):
    challenge, steps = run
    session = _played(challenge, steps)
    inputs = list(session.log)
    ghost = make_ghost(session.setup, inputs)
    first = session.first_ms
    assert first is not None
    player = ReplayPlayer(session.setup, inputs)
    cols = challenge.cols
    for moment in sorted({entry.time_ms for entry in inputs}):
        ms = moment - first
        mice = [e for e in inputs if e.mouse is not None and e.time_ms <= moment]
        on_board = (
            mice and 0 <= mice[-1].x < cols * CELL_PX and 0 <= mice[-1].y < challenge.rows * CELL_PX
        )
        expected = (mice[-1].x, mice[-1].y) if on_board else None
        assert ghost.pointer_at(ms) == expected
        player.seek_ms(moment)
        board = player.session.board
        opened = {c.row * cols + c.col for c in board.cells if c.open and not c.mine}
        assert {i for i, t in enumerate(ghost.open_at) if t <= ms} == opened
        assert ghost.opened_count(ms) == len(opened)
    assert all(t == NEVER or t >= 0 for t in ghost.open_at)
    assert ghost.won == (session.status is Status.WON)
    if session.board.over:
        assert ghost.end_ms == session.elapsed_ms


@given(runs())
def test_splits_are_when_each_quarter_of_the_3bv_was_solved(run):
    challenge, steps = run
    session = _played(challenge, steps)
    ghost = make_ghost(session.setup, list(session.log))
    marks = split_marks(session.board.three_bv)
    reached = [m for m in marks if session.machine.counts.bbbv_solved >= m]
    assert [s is not None for s in ghost.splits] == [m in reached for m in marks]
    race = Race(ghost, session.board.three_bv)
    assert race.follow(session.machine.counts.bbbv_solved, session.elapsed_ms) == bool(reached)
    for split in range(len(race.mine)):
        assert race.gap_ms(split) == session.elapsed_ms - (ghost.splits[split] or 0)


def test_split_marks_are_the_quarters_rounded_up():
    assert split_marks(15) == (4, 8, 12, 15)
    assert split_marks(1) == (1, 1, 1, 1)
    assert split_marks(100) == (25, 50, 75, 100)


def test_ahead_and_behind_are_said_to_the_tenth():
    challenge = Challenge(8, 8, 10, seed=3)
    session = _played(challenge, [(500, 0, 10, 10)])
    ghost = make_ghost(session.setup, list(session.log))
    race = Race(dataclasses.replace(ghost, splits=(10_000, None, None, None)), 15)
    race.mine = [7_600]
    assert race.gap_text(0) == "ahead by 2.4 s"
    assert race.line() == "Split 1/4: ahead by 2.4 s"
    race.mine = [11_100]
    assert race.gap_text(0) == "behind by 1.1 s"
    race.mine = [10_040]
    assert race.gap_text(0) == "level with the ghost"
    race.mine = [7_600, 12_000]
    assert race.gap_text(1) == "ahead (the ghost never got this far)"
