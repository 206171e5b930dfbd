"""The series behind the coach's charts: guesses per game, the needless-guess rate and the
average guess risk, per difficulty, over the games the coach has read (oldest first)."""

from __future__ import annotations

import pytest

from game.chartdata import coach_series, pooled_average
from game.coach.kinds import MoveKind
from game.coach.report import CoachReport, Guess
from game.storage import GameRecord


def _record(name: str | None, difficulty: str = "normal") -> GameRecord:
    return GameRecord(difficulty, 8, 8, 10, 1, False, 10.0, 20, 5, replay=name)


def _report(*guesses: tuple[float, bool]) -> CoachReport:
    made = tuple(
        Guess(1.0, (0, 0), MoveKind.REVEAL, ((0, 0),), risk, 0.0 if not forced else risk, forced)
        for risk, forced in guesses
    )
    return CoachReport(clicks=5, certain=5 - len(made), guesses=made)


def test_pooled_average_weighs_every_guess_alike():
    assert pooled_average([1, 0, 3], [1, 1, 4], 2) == [1.0, 0.5, 0.6]


def test_the_series_of_one_difficulty():
    records = [
        _record("a.json"),
        _record("b.json"),
        _record("c.json", "schwer"),
        _record("d.json"),  # not read yet
        _record(None),  # no replay: cannot be read
        _record("e.json"),
    ]
    reports = {
        "a.json": _report((0.5, False), (0.2, True)),
        "b.json": _report(),
        "c.json": _report((0.9, False)),
        "e.json": _report((0.1, True)),
    }
    series = coach_series(records, "normal", reports)
    assert series.guesses == [2.0, 0.0, 1.0]
    assert series.guesses_avg == pytest.approx([2.0, 1.0, 1.0])
    assert series.needless == [0.5, 0.0]  # games with a guess only
    assert series.needless_avg == pytest.approx([0.5, 1 / 3])
    assert series.risk == pytest.approx([0.35, 0.1])
    assert series.risk_avg == pytest.approx([0.35, 0.8 / 3])
    assert (series.analysed, series.unread, series.without) == (3, 1, 1)
    assert coach_series(records, "experte", reports).guesses == []
