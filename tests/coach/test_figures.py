"""The coach's statistics: guesses per game, the needless share and the average risk."""

from __future__ import annotations

import pytest

from game.coach.figures import CoachFigures, figures_text
from game.coach.kinds import MoveKind
from game.coach.report import CoachReport, Guess


def _guess(risk: float, forced: bool) -> Guess:
    return Guess(1.0, (0, 0), MoveKind.REVEAL, ((0, 0),), risk, risk if forced else 0.0, forced)


def test_figures_add_up_over_games():
    games = [
        CoachReport(10, 8, (_guess(0.5, True), _guess(0.2, False))),
        CoachReport(5, 5, ()),
        CoachReport(7, 6, (_guess(0.3, False),)),
    ]
    figures = CoachFigures()
    for report in games:
        figures = figures.add(report)
    assert figures.games == 3 and figures.guesses == 3 and figures.needless == 2
    assert figures.guesses_per_game == pytest.approx(1.0)
    assert figures.needless_rate == pytest.approx(2 / 3)
    assert figures.average_risk == pytest.approx(1 / 3)
    assert figures_text(figures) == "1.0 guesses a game, 67% needless, 33% risk"


def test_no_game_and_no_guess():
    assert figures_text(CoachFigures()) == "no game analysed yet"
    only_certain = CoachFigures().add(CoachReport(3, 3, ()))
    assert only_certain.average_risk is None
    assert figures_text(only_certain) == "0.0 guesses a game"


def test_a_report_survives_storage_as_json():
    report = CoachReport(4, 2, (_guess(0.25, True), _guess(0.5, False)), no_effect=1)
    again = CoachReport.from_dict(report.to_dict())
    assert again == report and again.luck == pytest.approx(0.375)
    with pytest.raises(ValueError):
        CoachReport.from_dict({"clicks": 1, "certain": 1, "guesses": [{"risk": 2}]})
