"""Running ms-toollib on untrusted bytes in a child process (it may abort the interpreter).

The child (`worker.py`, a plain script) runs in a fresh temporary folder, which is
removed afterwards with any `crash.log` ms-toollib left in it, under a time limit;
the bytes go in on stdin, one JSON answer comes back on stdout.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from game.replay.errors import ReplayFileError

WORKER = Path(__file__).with_name("worker.py")
TIME_LIMIT_S = 20.0
FORMATS = ("avf", "rmv", "evf", "mvf")


def run_worker(fmt: str, data: bytes, name: str) -> dict[str, Any]:
    """The worker's successful answer for `data` read as `fmt`; ReplayFileError otherwise.

    `name` is only used in messages.
    """
    if fmt not in FORMATS:
        raise ReplayFileError(f"{name}: ms-toollib does not read .{fmt} files")
    with tempfile.TemporaryDirectory(prefix="minesweeper-replay-") as folder:
        try:
            done = subprocess.run(
                [sys.executable, "-P", str(WORKER), fmt],
                input=data,
                capture_output=True,
                cwd=folder,
                timeout=TIME_LIMIT_S,
                check=False,
            )
        except subprocess.TimeoutExpired:
            raise ReplayFileError(f"{name}: reading took over {TIME_LIMIT_S:g} s") from None
        except OSError as error:
            raise ReplayFileError(f"{name}: cannot start the replay reader ({error})") from None
    if done.returncode != 0:
        why = "crashed" if done.returncode < 0 else f"stopped with status {done.returncode}"
        raise ReplayFileError(f"{name}: not a readable .{fmt} replay (the reader {why})")
    try:
        answer = json.loads(done.stdout)
    except ValueError:
        raise ReplayFileError(f"{name}: the replay reader gave no answer") from None
    if not isinstance(answer, dict):
        raise ReplayFileError(f"{name}: the replay reader gave no answer")
    if not answer.get("ok"):
        raise ReplayFileError(f"{name}: not a readable .{fmt} replay ({answer.get('error')})")
    return answer
