"""Why a game does not count for records, from the session."""

from __future__ import annotations

from game.model import Action
from game.session import FakeClock, GameSession, GameSetup, MemoryStore, Mouse, Source
from game.session.fairness import Exclusion, exclusion_reason

LAYOUT = ("*.......", "........", "........", "........", "..*.....", "........")


def _session(**options):
    setup = GameSetup(6, 8, 2, options.pop("difficulty", "normal"), layout=LAYOUT, **options)
    return GameSession(setup, FakeClock(), MemoryStore())


def _open_all(session):
    for r, line in enumerate(LAYOUT):
        for c, ch in enumerate(line):
            if ch == "." and not session.board.cell(r, c).open:
                session.act(Source.KEYBOARD, Action.REVEAL, (r, c))


def test_a_plain_win_counts_and_is_nf():
    s = _session()
    _open_all(s)
    assert str(s.status) == "won" and s.exclusion() is None and s.counts_for_records()
    record = s.store.records[0]
    assert record.no_flags and record.excluded is None


def test_each_reason_is_named_and_stored():
    seeded = _session(seed=3, seeded=True)
    _open_all(seeded)
    assert seeded.exclusion() is Exclusion.SEEDED
    assert seeded.store.records[0].excluded == "seeded"
    small = _session(difficulty="custom")  # this layout's 3BV is under 10
    _open_all(small)
    assert small.board.three_bv < 10 and small.exclusion() is Exclusion.SMALL_BOARD
    hinted = _session()
    hinted.act(Source.HINT, Action.REVEAL, (5, 7))
    assert hinted.exclusion() is Exclusion.ASSISTED
    undone = _session()
    undone.act(Source.KEYBOARD, Action.REVEAL, (5, 7))
    undone.undo()
    assert undone.exclusion() is Exclusion.UNDO
    assert exclusion_reason("undo") == "a move was undone" and exclusion_reason(None) is None


def test_a_flag_makes_the_game_not_nf():
    s = _session()
    s.mouse(Mouse.LEFT_PRESS, 120, 88)
    s.mouse(Mouse.LEFT_RELEASE, 120, 88)
    s.act(Source.KEYBOARD, Action.FLAG, (0, 0))
    s.act(Source.KEYBOARD, Action.FLAG, (0, 0))  # taken away again: still not NF
    _open_all(s)
    assert s.store.records[0].no_flags is False
