"""Run a heavy solver computation where it cannot take the game down.

ms-toollib aborts the whole process when an allocation fails and the exact
engine may run for minutes on a huge board, so analysis of a big position
runs in a child process (the game's one harness, `game.children`) with a memory
limit and a time budget. The caller polls (the window keeps drawing), can show
progress after `PROGRESS_AFTER` seconds, and can cancel. When the child runs
out of time or memory, or dies, the job ends as `JobState.TOO_BIG` and the
caller offers the labelled approximation (`game.solver.approximate`).

What is heavy is decided by cost, not by size (`game.solver.cost`): a light
position (every normal game position) is computed in the calling process at
once; any other in the child, which first measures the whole cost and, when
it is beyond any budget, answers TOO_BIG within seconds without trying.
"""

from __future__ import annotations

import enum
import importlib
import json
import pickle
import sys
from collections.abc import Callable
from functools import lru_cache
from typing import Any, TypeVar

from game.children import GIB, Budget, ChildJob, JobState, child_command, limit_self
from game.i18n import _, inherit_language
from game.solver.approximate import approximate_hint
from game.solver.cost import Weight, assess
from game.solver.moves import Move, best_move, deduced_move, hint
from game.solver.position import PositionError, parse_position

__all__ = [
    "Budget",
    "HeavyJob",
    "JobKind",
    "JobState",
    "bounded_best_move",
    "bounded_hint",
    "child_main",
    "is_light",
]

PROGRESS_AFTER = 0.5
T = TypeVar("T")


class JobKind(enum.Enum):
    """What the child computes from position text."""

    ANALYSE = "analyse"
    HINT = "hint"
    BEST_MOVE = "best move"
    TAG = "tag"
    ZINI = "zini"


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


_FUNCTIONS: dict[JobKind, str] = {
    JobKind.ANALYSE: "game.solver.analysis:analyse",
    JobKind.HINT: "game.solver.moves:hint",
    JobKind.BEST_MOVE: "game.solver.moves:best_move",
    JobKind.ZINI: "game.solver.zini:zini_of_layout",
}
"""What the child runs for the solver's own kinds, by name (`module:function`, sent with
each request); a TAG job names its function itself (the trainer builds on the solver)."""
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


class HeavyJob(ChildJob):
    """One solver computation in a child process (`game.children`); `poll()` it until it
    is no longer RUNNING.

    `result` holds the answer once DONE; `error` a one-line reason once FAILED (the solver
    refused the position) or TOO_BIG (out of time or memory, or the child died). The child
    is `python -m game.solver.worker`: a fresh interpreter, so nothing of the window or its
    threads is copied into it. `function` (`module:function`) names what a TAG job runs.
    """

    def __init__(
        self,
        kind: JobKind,
        position_text: str,
        budget: Budget | None = None,
        function: str | None = None,
    ) -> None:
        self.kind = kind
        self.result: Any = None
        header = json.dumps({"kind": kind.value, "function": function or _FUNCTIONS[kind]})
        request = (header + "\n" + position_text).encode("utf-8")
        super().__init__(child_command(__name__), request, budget or Budget())

    def progress(self) -> str:
        """A one-line progress report, empty during the first half second and once finished."""
        if self.state is not JobState.RUNNING or self.elapsed < PROGRESS_AFTER:
            return ""
        return f"analysing: {self.elapsed:.1f} s of at most {self.budget.seconds:.0f} s"

    def answered(self) -> tuple[JobState, str]:
        """The child's pickled reply: the answer, the solver's refusal, or why it is too big."""
        try:
            word, payload = pickle.loads(self.output) if self.output else (Reply.DIED.value, "")
        except (pickle.UnpicklingError, EOFError, ValueError, TypeError, AttributeError):
            word, payload = Reply.DIED.value, ""
        reply = Reply.read(word)
        if reply is Reply.OK:
            self.result = payload
            return JobState.DONE, ""
        if reply is Reply.ERROR:
            return JobState.FAILED, str(payload)
        if reply is Reply.COSTLY:
            return JobState.TOO_BIG, str(payload)
        errors = self.errors
        if reply is Reply.MEMORY or b"memory allocation" in errors or b"MemoryError" in errors:
            limit = _size(self.budget.memory_bytes or 0)
            return JobState.TOO_BIG, _("it needs more than {limit} of memory").format(limit=limit)
        stopped = _("the analysis stopped unexpectedly (exit {code})")
        return JobState.TOO_BIG, stopped.format(code=self.returncode)


def _bounded(
    kind: JobKind,
    position_text: str,
    budget: Budget | None,
    here: Callable[[str], Move],
    too_big: Callable[[str], T],
) -> Move | T:
    """The one bounded-solver entry: `here` in this process on a light position, else the
    job in a child within `budget` (blocking); `too_big` when it is out of bounds. Raises
    ValueError (PositionError, NoMoveError) like `here`."""
    if is_light(position_text):
        return here(position_text)
    job = HeavyJob(kind, position_text, budget)
    state = job.wait()
    if state is JobState.DONE:
        move: Move = job.result
        return move
    if state is JobState.FAILED:
        raise ValueError(job.error)
    return too_big(position_text)


def bounded_hint(position_text: str, budget: Budget | None = None) -> Move:
    """The hint, computed within `budget` when the position is big; blocks until known.
    A position too big for the budget gets `approximate_hint` (its reason says so)."""
    return _bounded(JobKind.HINT, position_text, budget, hint, approximate_hint)


def bounded_best_move(position_text: str, budget: Budget | None = None) -> Move | None:
    """The auto-player's move, within `budget` on a big position; None when it is too big.
    Blocks (call it from a worker thread)."""
    return _bounded(JobKind.BEST_MOVE, position_text, budget, best_move, _nothing)


def _nothing(_position_text: str) -> None:
    return None


def _size(count: int) -> str:
    """Bytes as "512 MB" or "2.0 GB"."""
    return f"{count / GIB:.1f} GB" if count >= GIB else f"{count >> 20} MB"


def child_main() -> int:
    """The child's whole life: take on its bounds, read the request, compute, answer."""
    limit_self()
    inherit_language()
    raw = sys.stdin.buffer.read()
    header, _, body = raw.partition(b"\n")
    request = json.loads(header)
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


if __name__ == "__main__":
    raise SystemExit(child_main())
