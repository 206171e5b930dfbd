"""Run a heavy solver computation where it cannot take the game down.

ms-toollib aborts the whole process when an allocation fails and the exact
engine may run for minutes on a huge board, so analysis of a big position
runs in a child process with a memory limit (`resource.setrlimit` on POSIX)
and a time budget. The caller polls (the window keeps drawing), can show
progress after `PROGRESS_AFTER` seconds, and can cancel. When the child runs
out of time or memory, or dies, the job ends as `JobState.TOO_BIG` and the
caller offers the labelled approximation (`game.solver.approximate`).

What is heavy is decided by cost, not by size (`game.solver.cost`): a light
position (every normal game position) is computed in the calling process at
once; any other in the child, which first measures the whole cost and, when
it is beyond any budget, answers TOO_BIG within seconds without trying.
"""

from __future__ import annotations

import atexit
import contextlib
import enum
import importlib
import json
import os
import pickle
import subprocess
import sys
import threading
import time
import weakref
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from game.children import child_command
from game.i18n import _, inherit_language
from game.solver.approximate import approximate_hint
from game.solver.cost import Weight, assess
from game.solver.moves import Move, best_move, deduced_move, hint
from game.solver.position import PositionError, parse_position

if sys.platform != "win32":
    import resource

PROGRESS_AFTER = 0.5
GIB = 1 << 30
_PACKAGE_ROOT = Path(__file__).resolve().parents[2]


class JobKind(enum.Enum):
    """What the child computes from position text."""

    ANALYSE = "analyse"
    HINT = "hint"
    BEST_MOVE = "best move"
    TAG = "tag"
    ZINI = "zini"


class JobState(enum.Enum):
    """Where a job stands."""

    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"
    TOO_BIG = "too big"
    CANCELLED = "cancelled"


class Reply(enum.Enum):
    """How the child's answer begins; only its value travels on the pipe."""

    OK = "ok"
    ERROR = "error"
    COSTLY = "costly"
    MEMORY = "memory"
    DIED = "died"

    @classmethod
    def read(cls, word: object) -> Reply:
        """The reply a word on the pipe names; DIED for anything else."""
        try:
            return cls(word)
        except ValueError:
            return cls.DIED


@dataclass(frozen=True)
class Budget:
    """The most a job may use: wall-clock seconds and bytes of address space."""

    seconds: float = 20.0
    memory_bytes: int = 2 * GIB


_FUNCTIONS: dict[JobKind, str] = {
    JobKind.ANALYSE: "game.solver.analysis:analyse",
    JobKind.HINT: "game.solver.moves:hint",
    JobKind.BEST_MOVE: "game.solver.moves:best_move",
    JobKind.TAG: "game.trainer.tagging:tag_text",
    JobKind.ZINI: "game.solver.zini:zini_of_layout",
}
"""What the child runs, by name (`module:function`, sent with each request): the trainer
builds on the solver, so it is not imported here."""
_POSITIONS = frozenset({JobKind.ANALYSE, JobKind.HINT, JobKind.BEST_MOVE, JobKind.TAG})
"""The kinds whose text is a position, measured before it is counted (ZiNi takes a layout)."""
_CHEAP = {JobKind.HINT: False, JobKind.BEST_MOVE: True}
"""Moves that the local rules may still find when counting is too costly (flag mines?)."""


@lru_cache(maxsize=32)
def is_light(position_text: str) -> bool:
    """True when the exact analysis is cheap enough for this process (or the text is bad:
    the caller's own parse then reports it). Measured by cost, never by board size."""
    try:
        position = parse_position(position_text)
    except ValueError:
        return True
    return assess(position, light_only=True).weight is Weight.LIGHT


class HeavyJob:
    """One computation in a child process; `poll()` it until it is no longer RUNNING.

    `result` holds the answer once DONE; `error` a one-line reason once FAILED
    (the solver refused the position) or TOO_BIG (out of time or memory, or
    the child died). The child is `python -m game.solver.worker`: a fresh
    interpreter, so nothing of the window or its threads is copied into it.
    """

    def __init__(self, kind: JobKind, position_text: str, budget: Budget | None = None) -> None:
        self.kind = kind
        self.budget = budget or Budget()
        self.state = JobState.RUNNING
        self.result: Any = None
        self.error = ""
        self.started = time.perf_counter()
        header = json.dumps(
            {
                "kind": kind.value,
                "function": _FUNCTIONS[kind],
                "memory": self.budget.memory_bytes,
            }
        )
        request = (header + "\n" + position_text).encode("utf-8")
        self._output: tuple[bytes, bytes] | None = None
        self._process = subprocess.Popen(
            child_command(__name__),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=_child_environment(),
        )
        self._thread = threading.Thread(target=self._talk, args=(request,), daemon=True)
        self._thread.start()
        _RUNNING.add(self)

    def _talk(self, request: bytes) -> None:
        try:
            self._output = self._process.communicate(request)
        except (OSError, ValueError):
            self._output = (b"", b"")

    @property
    def elapsed(self) -> float:
        """Seconds since the job started."""
        return time.perf_counter() - self.started

    def progress(self) -> str:
        """A one-line progress report, empty during the first half second and once finished."""
        if self.state is not JobState.RUNNING or self.elapsed < PROGRESS_AFTER:
            return ""
        return f"analysing: {self.elapsed:.1f} s of at most {self.budget.seconds:.0f} s"

    def poll(self) -> JobState:
        """Collect the answer if it is there, enforce the time budget; never blocks."""
        if self.state is not JobState.RUNNING:
            return self.state
        if not self._thread.is_alive():
            self._collect()
        elif self.elapsed > self.budget.seconds:
            took = _("it needs more than {seconds} s").format(seconds=f"{self.budget.seconds:.0f}")
            self._finish(JobState.TOO_BIG, took)
        return self.state

    def wait(self, timeout: float | None = None, tick: float = 0.05) -> JobState:
        """Poll until finished or `timeout` seconds passed; returns the state."""
        deadline = None if timeout is None else time.perf_counter() + timeout
        while self.poll() is JobState.RUNNING:
            if deadline is not None and time.perf_counter() >= deadline:
                break
            self._thread.join(tick)
        return self.state

    def cancel(self) -> None:
        """Stop the child now; the job ends as CANCELLED (no effect once finished)."""
        if self.state is JobState.RUNNING:
            self._finish(JobState.CANCELLED, "cancelled")

    def _collect(self) -> None:
        out, err = self._output or (b"", b"")
        code = self._process.returncode
        try:
            word, payload = pickle.loads(out) if out else (Reply.DIED.value, "")
        except (pickle.UnpicklingError, EOFError, ValueError, TypeError, AttributeError):
            word, payload = Reply.DIED.value, ""
        reply = Reply.read(word)
        if reply is Reply.OK:
            self.result = payload
            self._finish(JobState.DONE, "")
        elif reply is Reply.ERROR:
            self._finish(JobState.FAILED, str(payload))
        elif reply is Reply.COSTLY:
            self._finish(JobState.TOO_BIG, str(payload))
        elif reply is Reply.MEMORY or b"memory allocation" in err or b"MemoryError" in err:
            limit = _size(self.budget.memory_bytes)
            memory = _("it needs more than {limit} of memory").format(limit=limit)
            self._finish(JobState.TOO_BIG, memory)
        else:
            stopped = _("the analysis stopped unexpectedly (exit {code})").format(code=code)
            self._finish(JobState.TOO_BIG, stopped)

    def _finish(self, state: JobState, error: str) -> None:
        self.state = state
        self.error = error
        self.kill()
        self._thread.join(5)
        _RUNNING.discard(self)

    def kill(self) -> None:
        """End the child process if it still runs (also at exit: no child outlives the game)."""
        with contextlib.suppress(OSError):
            if self._process.poll() is None:
                self._process.kill()


def bounded_hint(position_text: str, budget: Budget | None = None) -> Move:
    """The hint, computed within `budget` when the position is big; blocks until known.

    A position too big for the budget gets `approximate_hint` (its reason says
    so). Raises ValueError (PositionError, NoMoveError) like `hint`.
    """
    if is_light(position_text):
        return hint(position_text)
    job = HeavyJob(JobKind.HINT, position_text, budget)
    state = job.wait()
    if state is JobState.DONE:
        move: Move = job.result
        return move
    if state is JobState.FAILED:
        raise ValueError(job.error)
    return approximate_hint(position_text)


_RUNNING: weakref.WeakSet[HeavyJob] = weakref.WeakSet()


@atexit.register
def _kill_running() -> None:
    for job in list(_RUNNING):
        job.kill()


def bounded_best_move(position_text: str, budget: Budget | None = None) -> Move | None:
    """The auto-player's move, within `budget` on a big position; None when it is too big.

    Blocks (call it from a worker thread). Raises ValueError like `best_move`.
    """
    if is_light(position_text):
        return best_move(position_text)
    job = HeavyJob(JobKind.BEST_MOVE, position_text, budget)
    state = job.wait()
    if state is JobState.DONE:
        move: Move = job.result
        return move
    if state is JobState.FAILED:
        raise ValueError(job.error)
    return None


def _size(count: int) -> str:
    """Bytes as "512 MB" or "2.0 GB"."""
    return f"{count / GIB:.1f} GB" if count >= GIB else f"{count >> 20} MB"


def _child_environment() -> dict[str, str]:
    """The parent's environment with this checkout first on the module path."""
    env = dict(os.environ)
    paths = [str(_PACKAGE_ROOT), *filter(None, env.get("PYTHONPATH", "").split(os.pathsep))]
    env["PYTHONPATH"] = os.pathsep.join(paths)
    return env


def child_main() -> int:
    """The child's whole life: read the request, limit memory, compute, write the answer."""
    inherit_language()
    raw = sys.stdin.buffer.read()
    header, _, body = raw.partition(b"\n")
    request = json.loads(header)
    _limit_memory(int(request["memory"]))
    text = body.decode("utf-8")
    payload: Any
    try:
        kind = JobKind(request["kind"])
        function = request.get("function") or _FUNCTIONS[kind]  # older requests name only the kind
        module, _, name = str(function).partition(":")
        cost = _cost(text) if kind in _POSITIONS else ""
        cheap = deduced_move(text, _CHEAP[kind]) if cost and kind in _CHEAP else None
        if cheap is not None:
            reply, payload = Reply.OK, cheap
        elif cost:
            reply, payload = Reply.COSTLY, cost
        else:
            function = getattr(importlib.import_module(module), name)
            reply, payload = Reply.OK, function(text)
    except MemoryError:
        reply, payload = Reply.MEMORY, ""
    except ValueError as error:
        reply, payload = Reply.ERROR, " ".join(str(error).split())
    try:
        data = pickle.dumps((reply.value, payload))
    except MemoryError:
        data = pickle.dumps((Reply.MEMORY.value, ""))
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()
    return 0


def _cost(text: str) -> str:
    """Why the position is too costly to try at all, or "" (bad text: the job reports it)."""
    try:
        cost = assess(parse_position(text))
    except PositionError:
        return ""
    return cost.reason if cost.weight is Weight.TOO_COSTLY else ""


def _limit_memory(memory_bytes: int) -> None:
    """Cap the child's address space, and leave no core file when a native library aborts
    it, where the platform allows (POSIX)."""
    if sys.platform == "win32":
        return
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


if __name__ == "__main__":
    raise SystemExit(child_main())
