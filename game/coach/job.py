"""The coach in the background: a finished window game analysed in a child process.

`CoachJob` first looks for the stored report of the game's replay (a game is analysed
once); otherwise it starts `python -m game.coach.worker` (the packaged program's
`--child game.coach.worker`), hands it the replay document on stdin and collects the
report on a thread, so the window never waits. The front end calls `poll()` once a frame.
A finished report is stored with the game's replay. The child is killed when the job is
cancelled (a new game, undo) or runs out of time.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.children import Budget, ChildJob, JobState, child_command
from game.coach.keep import replay_name
from game.coach.report import CoachReport, summary
from game.i18n import N_, _
from game.i18n.formats import seconds as seconds_text
from game.session import GameSession
from game.session.inputs import Input
from game.session.setup import GameSetup
from game.storage.coaching import coach_folder, load_coach, save_coach
from game.storage.gamelog import REPLAY_FORMAT_V2, GameLog

TIME_LIMIT_S = 120.0
WAITING = N_("Coach: reading your game...")
"""The result panel's coach line while the report is computed (translated where shown)."""
LOOK_S = 0.1
"""How often a front end waiting for a report looks at the job (its idle loop sleeps between)."""
CHILD = "game.coach.worker"
__all__ = [
    "LOOK_S",
    "TIME_LIMIT_S",
    "WAITING",
    "CoachJob",
    "JobState",
    "coach_replay",
    "coach_session",
    "summary_line",
]


class CoachJob(ChildJob):
    """The coach's report on one finished game, computed once, in the background (a child
    of the game's one harness, `game.children`, yielding the processor to the game)."""

    def __init__(
        self,
        document: dict[str, Any],
        replay_name: str | None,
        seconds: float = TIME_LIMIT_S,
        free_first: bool | None = None,
    ) -> None:
        self.replay_name = replay_name
        self.report: CoachReport | None = None
        self.problems: list[str] = []
        self._prepare(Budget(seconds=seconds, memory_bytes=None, nice=True))
        if self._stored():
            return
        try:
            self._folder: Path | None = coach_folder()
        except OSError:
            self._folder = None
        wrapped: dict[str, Any] = document
        if free_first is not None:
            wrapped = {"document": document, "free_first_click": free_first}
        self._start(child_command(CHILD), json.dumps(wrapped).encode("utf-8"), None)

    @property
    def seconds(self) -> float:
        """The most the coach may take."""
        return self.budget.seconds

    def _stored(self) -> bool:
        if self.replay_name is None:
            return False
        stored, problem = load_coach(self.replay_name)
        if problem:
            self.problems.append(problem)
        if stored is None:
            return False
        try:
            self.report = CoachReport.from_dict(stored)
        except ValueError:
            return False
        self._finish(JobState.DONE, "")
        return True

    def answered(self) -> tuple[JobState, str]:
        """The child's report (kept with the game's replay, even when nobody polls any
        more: the player started a new game meanwhile), or why there is none."""
        try:
            answer = json.loads(self.output or b"")
            report = CoachReport.from_dict(answer["report"]) if answer.get("ok") else None
        except (ValueError, TypeError, KeyError, AttributeError):
            answer, report = {}, None
        if report is None:
            reason = answer.get("error") if isinstance(answer, dict) else None
            why = reason or "no answer"
            return JobState.FAILED, _("the coach could not read this game ({why})").format(why=why)
        self.report = report
        if self.replay_name is not None:
            problem = save_coach(self.replay_name, report.to_dict(), self._folder)
            if problem:
                self.problems.append(problem)
        return JobState.DONE, ""

    def too_long(self) -> str:
        """The coach's time limit passed."""
        return _("the coach took over {seconds}").format(seconds=seconds_text(self.seconds, 0))


def coach_session(session: GameSession) -> CoachJob | None:
    """Start the coach on a finished game (None for an analysis position or a game that
    never started); its report is stored with the game's replay."""
    if session.analysis or not session.board.laid or not session.board.over:
        return None
    return CoachJob(session.to_log().to_json(REPLAY_FORMAT_V2), replay_name(session))


def coach_replay(
    setup: GameSetup,
    inputs: Sequence[Input],
    replay_name: str | None = None,
    free_first: bool | None = None,
) -> CoachJob:
    """Start the coach on a replay being watched (`replay_name`: our own replay's file
    name, whose stored report is used when there is one; `free_first`: the file's own
    first-click rule, None for the setup's)."""
    log = GameLog(
        setup.rows,
        setup.cols,
        setup.mines,
        setup.seed or 0,
        str(setup.first_click),
        setup.question_marks,
        setup.no_guess,
        setup.difficulty,
        setup.layout,
        tuple(entry.to_row() for entry in inputs),
    )
    return CoachJob(log.to_json(REPLAY_FORMAT_V2), replay_name, free_first=free_first)


def summary_line(job: CoachJob | None) -> str | None:
    """The result panel's coach line: waiting, the summary, or why there is none."""
    if job is None:
        return None
    if job.state is JobState.RUNNING:
        return _(WAITING)
    if job.report is not None:
        return _("Coach: {summary}").format(summary=summary(job.report))
    if job.state in (JobState.FAILED, JobState.TOO_BIG):
        return _("Coach: {summary}").format(summary=job.error)
    return None


def coach_said(job: CoachJob) -> tuple[str, ...]:
    """What the coach's panel says of a game: reading it, why it could not, or its summary
    (and the keys to its mistakes)."""
    if job.poll() is JobState.RUNNING:
        return (_("Coach: reading the game..."),)
    report = job.report
    if report is None:
        return (_("Coach: {reason}").format(reason=job.error),)
    lines = [_("Coach: {summary}").format(summary=summary(report))]
    if report.guesses:
        lines.append(_("PageDown / PageUp: the next / previous mistake, with its proof"))
    return tuple(lines)
