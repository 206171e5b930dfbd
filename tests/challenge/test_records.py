"""A challenge's games: records of their own (best time, attempts), never a standard
record, their own category in the EVF, and older statistics files keep working."""

from __future__ import annotations

import sqlite3

from game.challenge import Challenge, challenge_board
from game.model import Action, Status
from game.replay.evf import encode_evf
from game.replay.evf_header import read_evf_header
from game.replay.recording import game_video
from game.session import FakeClock, GameSession, GameSetup, MemoryStore, Source
from game.session.fairness import Category
from game.session.race import challenge_race, challenge_records
from game.storage.stats import MIGRATIONS, SCHEMA_VERSION, GameRecord, Stats

CHALLENGE = Challenge(8, 8, 10, seed=3)


def challenge_setup(challenge: Challenge = CHALLENGE) -> GameSetup:
    return challenge_race(challenge).setup


def play_to_the_end(session: GameSession, clock: FakeClock, step_s: float = 0.5) -> None:
    """Open the start, then every safe cell still covered, one a step."""
    board = session.board
    session.act(Source.KEYBOARD, Action.REVEAL, session.setup.start or (0, 0))
    for cell in board.cells:
        if not cell.mine and not cell.open and not board.over:
            clock.advance(step_s)
            session.act(Source.KEYBOARD, Action.REVEAL, (cell.row, cell.col))


def test_a_challenge_game_is_laid_and_recorded_as_that_challenge():
    clock, store = FakeClock(), MemoryStore()
    session = GameSession(challenge_setup(), clock, store)
    assert session.board.layout_text().splitlines() == challenge_board(CHALLENGE).lines()
    play_to_the_end(session, clock)
    assert session.status is Status.WON
    [record] = store.records
    assert record.challenge == CHALLENGE.code and not record.assisted
    assert session.category() is Category.CHALLENGE
    assert session.result is not None and session.result.new_best
    assert store.replays[0]["challenge"] == CHALLENGE.code
    assert store.replays[0]["start"] == list(challenge_board(CHALLENGE).start)


def test_question_marks_are_part_of_a_challenge_not_a_reason_to_exclude_it():
    marks = Challenge(8, 8, 10, seed=3, question_marks=True)
    clock = FakeClock()
    session = GameSession(challenge_setup(marks), clock, MemoryStore())
    play_to_the_end(session, clock)
    assert session.exclusions() == [] and session.counts_for_records()


def test_the_evf_names_the_challenge_and_its_category():
    clock = FakeClock()
    session = GameSession(challenge_setup(), clock, MemoryStore())
    play_to_the_end(session, clock)
    video = game_video(session)
    header = read_evf_header(encode_evf(video))
    assert header is not None
    assert header.category is Category.CHALLENGE
    assert header.challenge == CHALLENGE.code
    assert not video.official and not video.fair


def _record(seconds: float, challenge: str | None, won: bool = True, **kw: object) -> GameRecord:
    return GameRecord("normal", 8, 8, 10, None, won, seconds, 15, 15 if won else 4,
                      challenge=challenge, **kw)  # type: ignore[arg-type]  # fmt: skip


def test_challenge_games_never_count_in_the_standard_records(_user_home):
    with Stats.open() as stats:
        stats.record(_record(20.0, None))
        stats.record(_record(5.0, CHALLENGE.code))
        stats.record(_record(3.0, CHALLENGE.code, won=False))
        stats.record(_record(4.0, CHALLENGE.code, assisted=True, excluded="assisted"))
        stats.record(_record(9.0, "MS1-GAKZ7-J8VQ4"))
        assert [g.seconds for g in stats.best_times("normal")] == [20.0]
        assert stats.summary("normal").played == 1
        assert [g.seconds for g in stats.history()] == [20.0]
        assert [g.seconds for g in stats.recent()] == [20.0]
        assert len(stats.challenge_games(CHALLENGE.code)) == 3
        best = stats.challenge_best(CHALLENGE.code)
        assert best is not None and best.seconds == 5.0
        assert stats.challenges() == ["MS1-GAKZ7-J8VQ4", CHALLENGE.code]
        records = challenge_records(stats, CHALLENGE.code)
        assert (records.attempts, records.wins) == (3, 2)
        assert records.best_words() == "best 5.0 s, 3BV/s 3.00"  # 15 3BV in 5 s
        assert challenge_records(stats, "MS1-80198-J9W8C").best_words() is None  # never played


def test_an_older_database_gains_the_challenge_column_and_keeps_its_games(_user_home):
    path = _user_home / "stats.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    for statements in MIGRATIONS[:4]:  # the schema before challenges
        for statement in statements:
            conn.execute(statement)
    conn.execute("PRAGMA user_version = 4")
    conn.execute(
        "INSERT INTO games (difficulty, rows, cols, mines, won, seconds, three_bv, "
        "three_bv_solved, left_clicks, right_clicks, chord_clicks, effective_clicks, "
        "assisted, no_guess, first_click, finished_at, uid) VALUES "
        "('normal', 8, 8, 10, 1, 12.5, 20, 20, 20, 0, 0, 20, 0, 0, 'opening', "
        "'2025-01-01T00:00:00+00:00', 'abc')"
    )
    conn.close()
    with Stats.open() as stats:
        assert stats.problems == []
        [old] = stats.best_times("normal")
        assert (old.seconds, old.challenge) == (12.5, None)
        stats.record(_record(3.0, CHALLENGE.code))
        assert [g.seconds for g in stats.best_times("normal")] == [12.5]
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION == 5
    conn.close()
