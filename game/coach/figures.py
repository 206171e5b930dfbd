"""The coach's figures over many games (statistics): guesses per game, the share of
guesses that were needless, and the average risk of a guess, from the stored reports."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from game.coach.report import CoachReport, percent
from game.i18n import _
from game.i18n.formats import number
from game.storage import GameRecord
from game.storage.coaching import has_report, load_coach, stored_names


@dataclass(frozen=True)
class CoachFigures:
    """Totals over the games the coach has analysed."""

    games: int = 0
    guesses: int = 0
    needless: int = 0
    risk_sum: float = 0.0

    @property
    def guesses_per_game(self) -> float:
        """Guesses taken in an average game."""
        return self.guesses / self.games if self.games else 0.0

    @property
    def needless_rate(self) -> float:
        """The share of guesses taken while a provably safe cell existed."""
        return self.needless / self.guesses if self.guesses else 0.0

    @property
    def average_risk(self) -> float | None:
        """The mean risk of a guess (None without a guess)."""
        return self.risk_sum / self.guesses if self.guesses else None

    def add(self, report: CoachReport) -> CoachFigures:
        """These totals with one more game."""
        return CoachFigures(
            self.games + 1,
            self.guesses + len(report.guesses),
            self.needless + report.needless,
            self.risk_sum + sum(g.risk for g in report.guesses),
        )


def stored_report(name: str) -> CoachReport | None:
    """The stored report on the replay `name`, or None (none yet, or damaged)."""
    stored, _ = load_coach(name)
    if stored is None:
        return None
    try:
        return CoachReport.from_dict(stored)
    except ValueError:
        return None


def coach_reports(records: Iterable[GameRecord]) -> tuple[dict[str, CoachReport], list[str]]:
    """The stored reports of `records`' games by replay name, and the replay names of the
    games the coach has not read yet (newest first: the charts' right end fills first)."""
    reports: dict[str, CoachReport] = {}
    unread: list[str] = []
    present = stored_names()
    for record in records:
        if not record.replay or record.replay in reports:
            continue
        report = stored_report(record.replay) if has_report(record.replay, present) else None
        if report is None:
            unread.append(record.replay)
        else:
            reports[record.replay] = report
    return reports, unread[::-1]


def coach_figures(records: Iterable[GameRecord]) -> CoachFigures:
    """The figures over those of `records` whose game the coach has analysed."""
    figures = CoachFigures()
    present = stored_names()
    for record in records:
        if not record.replay or not has_report(record.replay, present):
            continue
        stored, _problems = load_coach(record.replay)
        if stored is None:
            continue
        try:
            figures = figures.add(CoachReport.from_dict(stored))
        except ValueError:
            continue
    return figures


def figures_text(figures: CoachFigures) -> str:
    """One short line: "1.5 guesses a game, 20% needless, 23% risk" (or "no game yet")."""
    if not figures.games:
        return _("no game analysed yet")
    risk = figures.average_risk
    per_game = number(figures.guesses_per_game, 1)
    if risk is None:
        return _("{n} guesses a game").format(n=per_game)
    return _("{n} guesses a game, {needless} needless, {risk} risk").format(
        n=per_game, needless=percent(figures.needless_rate), risk=percent(risk)
    )
