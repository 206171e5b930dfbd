"""A finished game's report, computed once: read back when stored, otherwise reviewed here
and stored with the game's replay (the terminal; the window uses `game.coach.job`)."""

from __future__ import annotations

from game.coach.report import CoachReport
from game.coach.review import review_game
from game.session import GameSession
from game.storage.coaching import load_coach, save_coach


def replay_name(session: GameSession) -> str | None:
    """The file name of the finished game's replay (None when none was saved)."""
    record = session.result.record if session.result is not None else None
    return record.replay if record is not None else None


def report_for(session: GameSession) -> CoachReport:
    """The coach's report on the session's game, stored with its replay once made."""
    name = replay_name(session)
    if name is not None:
        stored, _ = load_coach(name)
        if stored is not None:
            try:
                return CoachReport.from_dict(stored)
            except ValueError:
                pass
    report = review_game(session.setup, session.log)
    if name is not None:
        save_coach(name, report.to_dict())
    return report
