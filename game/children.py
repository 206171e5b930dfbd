"""The one harness for the game's child processes: risky or heavy work (ms-toollib reading
a replay, a big analysis, the coach) runs where it cannot take the game down.

Parent side, `ChildJob`: start the child (`python -m MODULE`, a plain script, or the
packaged program itself with `--child MODULE`: a PyInstaller program has no `-m`), hand it
one request on stdin, collect its answer from stdout on a thread (the window never waits),
and keep it within its `Budget`: wall-clock seconds (it is killed past them), and the
memory, file size and priority the child takes on at its start (`limit_self`, from the
environment the harness gives it). The job ends in one `JobState`: its answer read, or
refused, out of bounds or dead, or cancelled; no child outlives the game. Each kind of job
reads its own answer (`ChildJob.answered`).

Child side: `limit_self()` first, then read stdin, write the answer.
"""

from __future__ import annotations

import atexit
import contextlib
import enum
import importlib
import json
import os
import subprocess
import sys
import threading
import time
import weakref
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

if sys.platform != "win32":
    import resource

CHILD_FLAG = "--child"
ENTRY_POINTS = {
    "game.solver.worker": "child_main",
    "game.replay.worker": "main",
    "game.coach.worker": "main",
    "game.coach.cli": "main",
    "game.solver.noguess_child": "main",
}
"""The packaged program's children, by module: the function `--child MODULE` runs."""
LIMITS_VARIABLE = "MINESWEEPER_CHILD_LIMITS"
"""How a child learns its bounds (JSON of `Budget`'s fields) from the harness."""
GIB = 1 << 30
_PACKAGE_ROOT = Path(__file__).resolve().parents[1]


class JobState(enum.Enum):
    """Where a child's job stands."""

    RUNNING = "running"
    DONE = "done"  # its answer is read
    FAILED = "failed"  # it answered that it cannot (or could not start)
    TOO_BIG = "too big"  # out of time or memory, or it died without an answer
    CANCELLED = "cancelled"


@dataclass(frozen=True)
class Budget:
    """The most a child may use: wall-clock seconds, bytes of address space and bytes per
    written file (None: no bound), and whether it yields the processor to the game."""

    seconds: float = 20.0
    memory_bytes: int | None = 2 * GIB
    file_bytes: int | None = None
    nice: bool = False


def frozen() -> bool:
    """Whether this is the packaged program (PyInstaller)."""
    return bool(getattr(sys, "frozen", False))


def child_command(module: str, *args: str) -> list[str]:
    """The command line that runs `module`'s child entry point with `args`."""
    if frozen():
        return [sys.executable, CHILD_FLAG, module, *args]
    return [sys.executable, "-m", module, *args]


def script_command(script: Path, module: str, *args: str) -> list[str]:
    """A child that is a plain script from source (`-P`: nothing but the package root on
    its path), the packaged program's `--child module` when frozen."""
    if frozen():
        return child_command(module, *args)
    return [sys.executable, "-P", str(script), *args]


def run_child(argv: list[str]) -> int | None:
    """Run a child entry point when `argv` asks for one (`--child MODULE ...`); None when it
    does not, so the game starts as usual."""
    if len(argv) < 2 or argv[0] != CHILD_FLAG or argv[1] not in ENTRY_POINTS:
        return None
    module = importlib.import_module(argv[1])
    entry: Callable[[], int] = getattr(module, ENTRY_POINTS[argv[1]])
    sys.argv = [argv[1], *argv[2:]]
    return entry()


class ChildJob:
    """One child process and its one request; `poll()` it until it is no longer RUNNING.

    `error` holds a one-line reason once it FAILED, is TOO_BIG or CANCELLED. A subclass
    reads the answer (`output`, `errors`, `returncode`) in `answered`, on the harness's
    thread, even when nobody polls any more.
    """

    def __init__(
        self,
        command: Sequence[str],
        request: bytes,
        budget: Budget,
        cwd: Path | str | None = None,
    ) -> None:
        self._prepare(budget)
        self._start(command, request, cwd)

    def _prepare(self, budget: Budget) -> None:
        """The job before its child starts (a subclass may end it at once, `_finish`,
        when it already has the answer)."""
        self.budget = budget
        self.state = JobState.RUNNING
        self.error = ""
        self.output = b""
        self.errors = b""
        self.returncode: int | None = None
        self.started = time.perf_counter()
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._process: subprocess.Popen[bytes] | None = None

    def _start(self, command: Sequence[str], request: bytes, cwd: Path | str | None) -> None:
        """Start the child, hand it the request and collect its answer on a thread."""
        try:
            self._process = subprocess.Popen(
                list(command),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.PIPE,
                cwd=cwd,
                env=_environment(self.budget),
            )
        except OSError as error:
            self._finish(JobState.FAILED, _said(N_("it could not start ({error})"), error=error))
            return
        _RUNNING.add(self)
        self._thread = threading.Thread(target=self._talk, args=(request,), daemon=True)
        self._thread.start()

    # ------------------------------------------------------------- reading
    @property
    def elapsed(self) -> float:
        """Seconds since the job started."""
        return time.perf_counter() - self.started

    def poll(self) -> JobState:
        """Where the job stands; never blocks."""
        return self.state

    def wait(self, timeout: float | None = None, tick: float = 0.05) -> JobState:
        """Poll until finished or `timeout` seconds passed; returns the state."""
        deadline = None if timeout is None else time.perf_counter() + timeout
        while self.state is JobState.RUNNING and self._thread is not None:
            if deadline is not None and time.perf_counter() >= deadline:
                break
            self._thread.join(tick)
        return self.state

    # ------------------------------------------------------------ commands
    def cancel(self) -> None:
        """Stop the child now; the job ends as CANCELLED (no effect once finished)."""
        self._finish(JobState.CANCELLED, "cancelled")

    def kill(self) -> None:
        """End the child process if it still runs (also at exit: no child outlives the game)."""
        process = self._process
        if process is not None:
            with contextlib.suppress(OSError):
                if process.poll() is None:
                    process.kill()

    # ------------------------------------------------------- for subclasses
    def answered(self) -> tuple[JobState, str]:
        """Read the child's answer (`output`, `errors`, `returncode`): the state it ends the
        job in, and a one-line reason unless DONE. By default: DONE when it exited 0."""
        if self.returncode == 0:
            return JobState.DONE, ""
        died = N_("it stopped unexpectedly (exit {code})")
        return JobState.TOO_BIG, _said(died, code=self.returncode)

    def too_long(self) -> str:
        """The reason given when the child runs out of time."""
        return _said(N_("it needs more than {seconds} s"), seconds=f"{self.budget.seconds:.0f}")

    # ----------------------------------------------------------- internals
    def _talk(self, request: bytes) -> None:
        assert self._process is not None
        try:
            self.output, self.errors = self._process.communicate(
                request, timeout=self.budget.seconds
            )
        except subprocess.TimeoutExpired:
            self._finish(JobState.TOO_BIG, self.too_long())
            return
        except (OSError, ValueError):  # killed meanwhile (cancelled, or the game quits)
            self.output, self.errors = b"", b""
        self.returncode = self._process.returncode
        if self.state is JobState.RUNNING:
            self._finish(*self.answered())

    def _finish(self, state: JobState, error: str) -> None:
        with self._lock:
            if self.state is not JobState.RUNNING:
                return
            self.error = error
            self.state = state
        self.kill()
        _RUNNING.discard(self)


_RUNNING: weakref.WeakSet[ChildJob] = weakref.WeakSet()


@atexit.register
def _kill_running() -> None:
    """No child outlives the game."""
    for job in list(_RUNNING):
        job.kill()


def N_(message: str) -> str:
    """Mark a text for translation (`game.i18n.extract`) without loading the translations:
    a child imports this module for `limit_self` and starts fast."""
    return message


def _said(message: str, **values: object) -> str:
    """A marked text in the language in force, filled in (in the parent only)."""
    from game.i18n import _

    return _(message).format(**values)


def _environment(budget: Budget) -> dict[str, str]:
    """The parent's environment with this checkout first on the module path and the
    child's bounds (`limit_self` reads them)."""
    env = dict(os.environ)
    paths = [str(_PACKAGE_ROOT), *filter(None, env.get("PYTHONPATH", "").split(os.pathsep))]
    env["PYTHONPATH"] = os.pathsep.join(paths)
    env[LIMITS_VARIABLE] = json.dumps(asdict(budget))
    return env


def limit_self() -> Budget | None:
    """A child's first step: take on the bounds its harness gave it (`Budget`, from the
    environment): no core file, the address space and written files capped where the
    platform allows (POSIX), a nicer priority when asked. The budget, or None (started
    by hand)."""
    try:
        budget = Budget(**json.loads(os.environ[LIMITS_VARIABLE]))
    except (KeyError, ValueError, TypeError):
        return None
    if sys.platform != "win32":
        limits = [(resource.RLIMIT_CORE, 0)]
        if budget.memory_bytes is not None:
            limits.append((resource.RLIMIT_AS, budget.memory_bytes))
        if budget.file_bytes is not None:
            limits.append((resource.RLIMIT_FSIZE, budget.file_bytes))
        for kind, value in limits:
            with contextlib.suppress(ValueError, OSError):
                resource.setrlimit(kind, (value, value))
    if budget.nice and hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(10)
    return budget
