"""Running ms-toollib on untrusted bytes in a child process (it may abort the interpreter).

The child (`worker.py`, a plain script) runs through the game's one harness
(`game.children`) in a fresh temporary folder, which is removed afterwards with any
`crash.log` ms-toollib left in it, within its time and memory bounds; the bytes go in on
stdin, one JSON answer comes back on stdout.
"""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path
from typing import Any

from game.children import Budget, ChildJob, JobState, script_command
from game.replay.errors import ReaderUnavailableError, ReplayFileError
from game.replay.formats import ReplayFormat

WORKER = Path(__file__).with_name("worker.py")
TIME_LIMIT_S = 20.0
BUDGET = Budget(seconds=TIME_LIMIT_S, memory_bytes=1 << 30, file_bytes=1 << 20)
"""At most 20 s, 1 GiB of memory and 1 MiB per written file (its crash.log)."""
NO_EVENTS = "--no-events"
"""worker.py's argument that leaves the events out of its answer."""
CRASH_LOG = "crash.log"
"""What ms-toollib writes into the working folder when it panics."""


def _command(fmt: ReplayFormat, events: bool = True) -> list[str]:
    """The reader: a plain script from source, the packaged program's own `--child` entry
    point when frozen."""
    extra = [] if events else [NO_EVENTS]
    return script_command(WORKER, "game.replay.worker", fmt.value, *extra)


def run_worker(fmt: ReplayFormat, data: bytes, name: str, events: bool = True) -> dict[str, Any]:
    """The worker's successful answer for `data` read as `fmt`; ReplayFileError otherwise.

    `name` is only used in messages; `events` False leaves the events out of the answer.
    """
    if not fmt.community:
        raise ReplayFileError(f"{name}: ms-toollib does not read .{fmt} files")
    with tempfile.TemporaryDirectory(prefix="minesweeper-replay-") as folder:
        job = ChildJob(_command(fmt, events), data, BUDGET, cwd=folder)
        state = job.wait()
        reason = _panic_reason(Path(folder) / CRASH_LOG)
    if job.returncode is None:  # it never ran to its end
        if state is JobState.TOO_BIG:
            raise ReaderUnavailableError(f"{name}: reading took over {TIME_LIMIT_S:g} s")
        raise ReaderUnavailableError(f"{name}: cannot start the replay reader ({job.error})")
    if job.returncode != 0:
        if not reason:
            reason = "the reader crashed" if job.returncode < 0 else "the reader failed"
        raise ReplayFileError(f"{name}: not a readable .{fmt} replay ({reason})")
    try:
        answer = json.loads(job.output)
    except ValueError:
        raise ReplayFileError(f"{name}: the replay reader gave no answer") from None
    if not isinstance(answer, dict):
        raise ReplayFileError(f"{name}: the replay reader gave no answer")
    if not answer.get("ok"):
        raise ReplayFileError(f"{name}: not a readable .{fmt} replay ({answer.get('error')})")
    return answer


def _panic_reason(log: Path) -> str:
    """ms-toollib's reason from its crash.log, in words ("FileIsTooShort" -> "file is too
    short"); empty when there is no log or no reason in it."""
    try:
        with log.open("rb") as handle:
            text = handle.read(4096).decode("utf-8", "replace")
    except OSError:
        return ""
    for line in text.splitlines():
        if line.startswith("message:"):
            message = line.removeprefix("message:").strip()
            reason = message.rsplit("value:", 1)[-1].strip()
            return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", reason).lower()
    return ""
