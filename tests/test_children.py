"""Child processes start from source and from the packaged program alike."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game import children
from game.replay.child import _command
from game.replay.formats import ReplayFormat

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "tests" / "replay" / "data" / "beginner-arbiter.avf"


def test_a_frozen_program_starts_its_children_through_its_own_entry_point(monkeypatch):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert children.child_command("game.solver.worker") == [
        sys.executable,
        "--child",
        "game.solver.worker",
    ]
    assert _command(ReplayFormat.AVF) == [sys.executable, "--child", "game.replay.worker", "avf"]


def test_the_games_entry_point_runs_a_child_when_asked():
    done = subprocess.run(
        [sys.executable, "main.py", "--child", "game.replay.worker", "avf"],
        cwd=ROOT,
        input=SAMPLE.read_bytes(),
        capture_output=True,
        timeout=120,
        check=False,
    )
    answer = json.loads(done.stdout)
    assert answer["ok"] and answer["info"]["bbbv"] == 24


def test_an_unknown_child_is_not_run():
    assert children.run_child(["--child", "os"]) is None
    assert children.run_child(["--difficulty", "normal"]) is None


CHILD = """
import resource, sys, time
from game.children import limit_self
budget = limit_self()
what = sys.stdin.read()
if what == "limits":
    print(resource.getrlimit(resource.RLIMIT_AS)[0], resource.getrlimit(resource.RLIMIT_CORE)[0])
elif what == "hang":
    time.sleep(60)
elif what == "die":
    import os, signal
    os.kill(os.getpid(), signal.SIGKILL)
elif what == "allocate":
    try:
        block = bytearray(1 << 30)
    except MemoryError:
        print("out of memory")
"""


def _job(request: str, budget: children.Budget) -> children.ChildJob:
    return children.ChildJob([sys.executable, "-c", CHILD], request.encode(), budget)


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX resource limits")
def test_a_child_takes_on_its_bounds_and_keeps_to_them():
    job = _job("limits", children.Budget(seconds=60, memory_bytes=512 << 20))
    assert job.wait(60) is children.JobState.DONE
    assert job.output.split() == [str(512 << 20).encode(), b"0"]
    big = _job("allocate", children.Budget(seconds=60, memory_bytes=256 << 20))
    assert big.wait(60) is children.JobState.DONE and big.output.strip() == b"out of memory"


def test_a_child_out_of_time_or_dead_or_cancelled_ends_its_job_and_is_gone():
    slow = _job("hang", children.Budget(seconds=1.0))
    assert slow.poll() is children.JobState.RUNNING
    assert slow.wait(30) is children.JobState.TOO_BIG and "1 s" in slow.error
    dead = _job("die", children.Budget(seconds=60))
    assert dead.wait(60) is children.JobState.TOO_BIG and "exit -9" in dead.error
    cancelled = _job("hang", children.Budget(seconds=60))
    cancelled.cancel()
    assert cancelled.poll() is children.JobState.CANCELLED
    for job in (slow, cancelled):
        assert job._process is not None and job._process.wait(10) is not None


def test_a_child_that_cannot_start_fails_in_one_line():
    job = children.ChildJob(["/nonexistent/python"], b"", children.Budget())
    assert job.poll() is children.JobState.FAILED and "\n" not in job.error
