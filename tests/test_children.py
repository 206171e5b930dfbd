"""Child processes start from source and from the packaged program alike."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

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
