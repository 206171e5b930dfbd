"""GameSession alone: real time from input times, the log as the source of everything,
records written the moment a game ends, storage failures kept and written later."""

from __future__ import annotations

import sqlite3
import time

from game.model import Action
from game.replay.recording import evf_video
from game.session import (
    FakeClock,
    GameSession,
    GameSetup,
    MemoryStore,
    Mouse,
    RecordKeeper,
    Source,
    UserDataStore,
    cell_centre,
)
from game.solver.review import loss_verdict
from game.storage import Stats
from game.storage.gamelog import SAVED_GAME_FORMAT, GameLog

LAYOUT = (
    "..*.....",
    "........",
    "......*.",
    "....*...",
    ".***....",
    "**......",
    "........",
    ".*.....*",
)
MINES = 10
NUMBER, ITS_MINE = (1, 2), (0, 2)  # an open 1 after the first click at C3, and its mine


def click(session, clock, row, col, button=Mouse.LEFT_PRESS, wait=0.1):
    x, y = cell_centre(row, col)
    release = {Mouse.LEFT_PRESS: Mouse.LEFT_RELEASE, Mouse.RIGHT_PRESS: Mouse.RIGHT_RELEASE}
    session.mouse(button, x, y)
    clock.advance(wait)
    return session.mouse(release[button], x, y)


def win(session, clock, stall=0.0):
    board = session.board
    click(session, clock, 2, 2)
    clock.advance(stall)
    for cell in board.cells:
        if not cell.mine and not cell.open:
            click(session, clock, cell.row, cell.col)
    assert str(board.status) == "won"


def test_a_stall_is_part_of_the_time_to_the_millisecond():
    clock = FakeClock(100.0)
    session = GameSession(GameSetup(8, 8, MINES, layout=LAYOUT), clock)
    clock.advance(5)  # before the first click: not counted
    x, y = cell_centre(2, 2)
    session.mouse(Mouse.LEFT_PRESS, x, y)
    clock.advance(0.25)  # the first click's own press: not counted either
    session.mouse(Mouse.LEFT_RELEASE, x, y)
    start = session.now_ms()
    clock.advance(2.0)  # a 2 s stall (a dragged window, a slow frame)
    assert session.hud_seconds == 3  # Windows: 1 at the first click, then whole seconds
    for cell in session.board.cells:
        if not cell.mine and not cell.open:
            click(session, clock, cell.row, cell.col, wait=0.123)
    end = session.log[-1].time_ms
    assert session.elapsed_ms == end - start
    assert session.elapsed_ms >= 2000 + 123
    clock.advance(10)
    assert session.result is not None and session.result.metrics.time_ms == end - start


def test_records_are_written_the_moment_the_game_ends(tmp_path):
    clock = FakeClock()
    with Stats.open(tmp_path / "stats.sqlite3") as stats:
        session = GameSession(
            GameSetup(8, 8, MINES, layout=LAYOUT),
            clock,
            UserDataStore(RecordKeeper(stats), video=evf_video),
        )
        win(session, clock)
        (record,) = stats.recent()
        assert record.won and record.seconds == session.elapsed_ms / 1000
        assert record.left_clicks == session.metrics().left


def test_a_locked_database_keeps_the_record_and_writes_it_later(tmp_path):
    path = tmp_path / "stats.sqlite3"
    clock = FakeClock()
    with Stats.open(path) as stats:
        keeper = RecordKeeper(stats)
        blocker = sqlite3.connect(path, isolation_level=None)
        blocker.execute("BEGIN EXCLUSIVE")
        session = GameSession(
            GameSetup(8, 8, MINES, layout=LAYOUT), clock, UserDataStore(keeper, video=evf_video)
        )
        win(session, clock)
        problems = session.take_problems()
        assert len(problems) == 1 and "kept" in problems[0] and "\n" not in problems[0]
        assert session.result.problem == problems[0]
        assert keeper.pending
        blocker.execute("ROLLBACK")
        blocker.close()
        assert keeper.flush() is None
        assert [r.won for r in stats.recent()] == [True]


def test_the_unfinished_game_is_saved_after_every_move_and_rebuilt_from_its_log():
    clock = FakeClock()
    store = MemoryStore()
    session = GameSession(GameSetup(8, 8, MINES, layout=LAYOUT), clock, store)
    click(session, clock, 2, 2)
    saved_after_first = store.unfinished
    assert saved_after_first is not None
    click(session, clock, *ITS_MINE, button=Mouse.RIGHT_PRESS)
    assert store.unfinished != saved_after_first
    clock.advance(3)
    session.leave()
    log = GameLog.from_json(store.unfinished, SAVED_GAME_FORMAT)
    rebuilt = GameSession.rebuild(log, FakeClock(50.0))
    assert rebuilt.board.to_position() == session.board.to_position()
    assert rebuilt.elapsed_ms == session.elapsed_ms
    assert rebuilt.metrics() == session.metrics()


def test_undo_after_a_loss_is_in_the_log_and_makes_the_game_assisted():
    clock = FakeClock()
    store = MemoryStore()
    session = GameSession(GameSetup(8, 8, MINES, layout=LAYOUT), clock, store)
    click(session, clock, 2, 2)
    click(session, clock, *ITS_MINE)
    assert str(session.status) == "lost" and len(store.records) == 1
    assert session.undo()
    assert str(session.status) == "playing" and session.assisted
    assert session.log[-1].source is Source.UNDO
    win(session, clock)
    assert store.records[-1].won and store.records[-1].assisted


def test_the_losing_move_is_judged_from_the_board_before_it():
    clock = FakeClock()
    session = GameSession(GameSetup(8, 8, MINES, layout=LAYOUT), clock)
    click(session, clock, 2, 2)
    assert session.losing_move() is None  # not lost
    click(session, clock, *ITS_MINE)
    lost = session.losing_move()
    assert lost is not None
    before, action, cell = lost
    assert (action, cell) == (Action.REVEAL, ITS_MINE)
    assert before.status == "playing" and not before.cell(*ITS_MINE).open
    assert session.board.cell(*ITS_MINE).open and str(session.status) == "lost"
    verdict = loss_verdict(lost)
    assert verdict is not None and verdict.avoidable and verdict.suspect == (ITS_MINE,)


def test_undo_replays_the_log_and_a_rebuilt_game_undoes_alike():
    clock = FakeClock()
    session = GameSession(GameSetup(8, 8, MINES, layout=LAYOUT), clock)
    click(session, clock, 2, 2)
    opened = session.board.to_position()
    click(session, clock, 7, 7, Mouse.RIGHT_PRESS)
    assert session.can_undo and session.undo()
    assert session.board.to_position() == opened and session.undo_used
    assert session.undo() and str(session.status) == "ready" and not session.can_undo
    rebuilt = GameSession.rebuild(session.to_log(), FakeClock())
    assert rebuilt.undo_used and rebuilt.moves == [] and str(rebuilt.status) == "ready"


def test_a_hint_or_the_auto_player_marks_the_game_assisted_and_counts_as_clicks():
    clock = FakeClock()
    session = GameSession(GameSetup(8, 8, MINES, layout=LAYOUT), clock)
    click(session, clock, 2, 2)
    assert not session.assisted
    session.act(Source.HINT, Action.FLAG, ITS_MINE)
    assert session.assisted and session.metrics().right == 1
    session.act(Source.KEYBOARD, Action.REVEAL, ITS_MINE)  # a flag never opens
    assert session.board.cell(*ITS_MINE).flagged


def test_a_left_click_on_an_open_number_chords_and_counts_as_one_double_click():
    clock = FakeClock()
    session = GameSession(GameSetup(8, 8, MINES, layout=LAYOUT), clock)
    click(session, clock, 2, 2)
    click(session, clock, *ITS_MINE, button=Mouse.RIGHT_PRESS)
    number = session.board.cell(*NUMBER)
    assert number.open and number.adjacent == 1
    before = session.metrics()
    click(session, clock, *NUMBER)
    after = session.metrics()
    assert (after.left, after.double) == (before.left, before.double + 1)
    assert session.log[-1].action is Action.CHORD


def test_a_right_first_chord_on_a_number_is_one_double_click_not_a_right_click():
    clock = FakeClock()
    session = GameSession(GameSetup(8, 8, MINES, layout=LAYOUT, chord_on_number=False), clock)
    click(session, clock, 2, 2)
    click(session, clock, *ITS_MINE, button=Mouse.RIGHT_PRESS)
    before = session.metrics()
    x, y = cell_centre(*NUMBER)
    for event in (Mouse.RIGHT_PRESS, Mouse.LEFT_PRESS, Mouse.RIGHT_RELEASE, Mouse.LEFT_RELEASE):
        session.mouse(event, x, y)
    after = session.metrics()
    assert (after.right, after.double) == (before.right, before.double + 1)


def test_ioe_is_3bv_solved_over_all_clicks():
    clock = FakeClock()
    session = GameSession(GameSetup(8, 8, MINES, layout=LAYOUT), clock)
    click(session, clock, 2, 2)
    click(session, clock, 2, 2)  # a wasted click on an open cell
    click(session, clock, 6, 4, button=Mouse.RIGHT_PRESS)  # a flag on a safe cell
    m = session.metrics()
    assert m.cl == 3 and m.ce == 1
    assert m.ioe == m.bbbv_solved / 3 and m.thrp == m.bbbv_solved / 1


def test_stepping_the_wall_clock_back_changes_no_duration(monkeypatch):
    """Durations come from the monotonic clock; the wall clock only dates the game."""
    session = GameSession(GameSetup(8, 8, MINES, layout=LAYOUT))  # the real clock
    x, y = cell_centre(2, 2)
    session.mouse(Mouse.LEFT_PRESS, x, y)
    session.mouse(Mouse.LEFT_RELEASE, x, y)
    wall = time.time()
    monkeypatch.setattr(time, "time", lambda: wall - 3600)  # the system clock goes back
    started = time.perf_counter()
    while time.perf_counter() - started < 0.05:
        pass
    board = session.board
    for cell in board.cells:
        if not cell.mine and not cell.open:
            x, y = cell_centre(cell.row, cell.col)
            session.mouse(Mouse.LEFT_PRESS, x, y)
            session.mouse(Mouse.LEFT_RELEASE, x, y)
    assert str(session.status) == "won"
    assert 50 <= session.elapsed_ms < 2000
    assert session.result is not None and session.result.metrics.time_ms == session.elapsed_ms
