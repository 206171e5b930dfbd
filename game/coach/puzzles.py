"""Trainer puzzles from the player's own games: every needless guess the coach found
becomes "find a safe cell" in the position the player saw ("Your games" in the trainer)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.coach.report import CoachReport
from game.solver.position import PositionError, parse_position
from game.storage.coaching import stored_reports
from game.trainer.puzzle import Puzzle, make_puzzle
from game.trainer.tagging import tag_position
from game.trainer.tasks import Task
from game.trainer.technique import Technique


def puzzles_from(reports: Iterable[CoachReport]) -> list[Puzzle]:
    """One puzzle per needless guess (each position once), in game order."""
    puzzles: list[Puzzle] = []
    seen: set[str] = set()
    for report in reports:
        for guess in report.guesses:
            if guess.forced or guess.position is None:
                continue
            try:
                position = parse_position(guess.position).unflagged()
                technique = tag_position(position).technique
            except (PositionError, ValueError):
                continue
            if technique is Technique.GUESS:
                continue
            puzzle = make_puzzle(position, technique, Task.SAFE)
            if puzzle.id not in seen:
                seen.add(puzzle.id)
                puzzles.append(puzzle)
    return puzzles


def own_puzzles() -> list[Puzzle]:
    """The puzzles from every game the coach has analysed."""
    reports = []
    for stored in stored_reports():
        reports.append(_report(stored))
    return puzzles_from(r for r in reports if r is not None)


def _report(stored: Any) -> CoachReport | None:
    try:
        return CoachReport.from_dict(stored)
    except ValueError:
        return None
