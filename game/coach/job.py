"""The coach in the background: a finished window game analysed in a child process.

`CoachJob` first looks for the stored report of the game's replay (a game is analysed
once); otherwise it starts `python -m game.coach.worker` (the packaged program's
`--child game.coach.worker`), hands it the replay document on stdin and collects the
report on a thread, so the window never waits. The front end calls `poll()` once a frame.
A finished report is stored with the game's replay. The child is killed when the job is
cancelled (a new game, undo) or runs out of time.
"""

from __future__ import annotations

import atexit
import contextlib
import enum
import json
import os
import subprocess
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from game.children import child_command
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
_PACKAGE_ROOT = Path(__file__).resolve().parents[2]


class JobState(enum.Enum):
    """Where a coach job stands."""

    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"
    CANCELLED = "cancelled"


_RUNNING: set[CoachJob] = set()


class CoachJob:
    """The coach's report on one finished game, computed once, in the background."""

    def __init__(
        self,
        document: dict[str, Any],
        replay_name: str | None,
        seconds: float = TIME_LIMIT_S,
        free_first: bool | None = None,
    ) -> None:
        self.replay_name = replay_name
        self.seconds = seconds
        self.report: CoachReport | None = None
        self.error = ""
        self.problems: list[str] = []
        self.state = JobState.RUNNING
        self.started = time.perf_counter()
        self._output: bytes | None = None
        self._process: subprocess.Popen[bytes] | None = None
        self._thread: threading.Thread | None = None
        if self._stored():
            return
        try:
            self._folder: Path | None = coach_folder()
        except OSError:
            self._folder = None
        try:
            self._process = subprocess.Popen(
                child_command("game.coach.worker"),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                env=_child_environment(),
            )
        except OSError as error:
            self._end(JobState.FAILED, _("the coach could not start ({error})").format(error=error))
            return
        wrapped: dict[str, Any] = document
        if free_first is not None:
            wrapped = {"document": document, "free_first_click": free_first}
        request = json.dumps(wrapped).encode("utf-8")
        self._thread = threading.Thread(target=self._talk, args=(request,), daemon=True)
        _RUNNING.add(self)
        self._thread.start()

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
        self.state = JobState.DONE
        return True

    def _talk(self, request: bytes) -> None:
        """The thread: hand over the game, wait for the report, keep it (even when nobody
        polls any more, e.g. the player started a new game meanwhile)."""
        assert self._process is not None
        try:
            self._output, _stderr = self._process.communicate(request, timeout=self.seconds)
        except subprocess.TimeoutExpired:
            took = _("the coach took over {seconds}").format(seconds=seconds_text(self.seconds, 0))
            self._end(JobState.FAILED, took)
            return
        except (OSError, ValueError):
            self._output = b""
        if self.state is JobState.RUNNING:
            self._collect()

    def poll(self) -> JobState:
        """Where the job stands; never blocks."""
        return self.state

    def wait(self, timeout: float, tick: float = 0.05) -> JobState:
        """Poll until finished or `timeout` seconds passed (tests and the terminal)."""
        deadline = time.perf_counter() + timeout
        while self.poll() is JobState.RUNNING and time.perf_counter() < deadline:
            if self._thread is not None:
                self._thread.join(tick)
        return self.state

    def cancel(self) -> None:
        """Stop the child now (no effect once finished)."""
        if self.state is JobState.RUNNING:
            self._end(JobState.CANCELLED, "cancelled")

    def _collect(self) -> None:
        try:
            answer = json.loads(self._output or b"")
            report = CoachReport.from_dict(answer["report"]) if answer.get("ok") else None
        except (ValueError, TypeError, KeyError, AttributeError):
            answer, report = {}, None
        if report is None:
            reason = answer.get("error") if isinstance(answer, dict) else None
            why = reason or "no answer"
            self._end(
                JobState.FAILED, _("the coach could not read this game ({why})").format(why=why)
            )
            return
        self.report = report
        if self.replay_name is not None:
            problem = save_coach(self.replay_name, report.to_dict(), self._folder)
            if problem:
                self.problems.append(problem)
        self._end(JobState.DONE, "")

    def _end(self, state: JobState, error: str) -> None:
        self.state = state
        self.error = error
        if self._process is not None:
            with contextlib.suppress(OSError):
                if self._process.poll() is None:
                    self._process.kill()
        _RUNNING.discard(self)


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
    if job.state is JobState.FAILED:
        return _("Coach: {summary}").format(summary=job.error)
    return None


@atexit.register
def _kill_all() -> None:
    """No coach outlives the game."""
    for job in list(_RUNNING):
        job.cancel()


def _child_environment() -> dict[str, str]:
    """The parent's environment with this checkout first on the module path."""
    env = dict(os.environ)
    paths = [str(_PACKAGE_ROOT), *filter(None, env.get("PYTHONPATH", "").split(os.pathsep))]
    env["PYTHONPATH"] = os.pathsep.join(paths)
    return env
