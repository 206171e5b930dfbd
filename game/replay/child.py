"""Running ms-toollib on untrusted bytes in a child process (it may abort the interpreter).

The child (`worker.py`, a plain script) runs in a fresh temporary folder, which is
removed afterwards with any `crash.log` ms-toollib left in it, under a time limit;
the bytes go in on stdin, one JSON answer comes back on stdout.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from game.children import child_command, frozen
from game.replay.errors import ReaderUnavailableError, ReplayFileError
from game.replay.formats import ReplayFormat

WORKER = Path(__file__).with_name("worker.py")
TIME_LIMIT_S = 20.0
NO_EVENTS = "--no-events"
"""worker.py's argument that leaves the events out of its answer."""
CRASH_LOG = "crash.log"
"""What ms-toollib writes into the working folder when it panics."""


def _command(fmt: ReplayFormat, events: bool = True) -> list[str]:
    """The reader: a plain script from source (`-P`: nothing of ours on its path), the
    packaged program's own `--child` entry point when frozen."""
    extra = [] if events else [NO_EVENTS]
    if frozen():
        return child_command("game.replay.worker", fmt.value, *extra)
    return [sys.executable, "-P", str(WORKER), fmt.value, *extra]


def run_worker(fmt: ReplayFormat, data: bytes, name: str, events: bool = True) -> dict[str, Any]:
    """The worker's successful answer for `data` read as `fmt`; ReplayFileError otherwise.

    `name` is only used in messages; `events` False leaves the events out of the answer.
    """
    if not fmt.community:
        raise ReplayFileError(f"{name}: ms-toollib does not read .{fmt} files")
    with tempfile.TemporaryDirectory(prefix="minesweeper-replay-") as folder:
        try:
            done = subprocess.run(
                _command(fmt, events),
                input=data,
                capture_output=True,
                cwd=folder,
                timeout=TIME_LIMIT_S,
                check=False,
            )
        except subprocess.TimeoutExpired:
            raise ReaderUnavailableError(f"{name}: reading took over {TIME_LIMIT_S:g} s") from None
        except OSError as error:
            message = f"{name}: cannot start the replay reader ({error})"
            raise ReaderUnavailableError(message) from None
        reason = _panic_reason(Path(folder) / CRASH_LOG)
    if done.returncode != 0:
        if not reason:
            reason = "the reader crashed" if done.returncode < 0 else "the reader failed"
        raise ReplayFileError(f"{name}: not a readable .{fmt} replay ({reason})")
    try:
        answer = json.loads(done.stdout)
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
