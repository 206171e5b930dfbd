"""The benchmarks' command lines are checked like the game's: a bad value is one line and
exit status 2 before anything runs; ms-toollib runs where its abort cannot take the
benchmark down and leaves no crash.log behind."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

BAD = [
    ("model", ["--repeat", "0"], "expected 1 or more"),
    ("model", ["--repeat", "-1"], "expected 1 or more"),
    ("charts", ["--runs", "-1"], "expected 1 or more"),
    ("charts", ["--games", "lots"], "expected a whole number"),
    ("hints", ["--games", "0"], "expected 1 or more"),
    ("hints", ["--seed", "-3"], "seed must be 0 or more"),
    ("hints", ["--difficulty", "huge"], "unknown difficulty"),
    ("noguess", ["--boards", "0"], "expected 1 or more"),
    ("noguess", ["--difficulty", "1x1x5"], "width must be between 2 and 300"),
    ("render", ["--frames", "9" * 40], "expected a whole number"),
    ("replay", ["--runs", "0"], "expected 1 or more"),
    ("idle", ["--seconds", "nan"], "expected seconds above 0"),
    ("heavy", ["--budget", "-1"], "expected seconds above 0"),
    ("access", ["--runs", "0"], "expected 1 or more"),
    ("access", ["--difficulty", "huge"], "unknown difficulty"),
]


@pytest.mark.parametrize(("name", "argv", "said"), BAD, ids=[f"{c[0]}{c[1]}" for c in BAD])
def test_a_bad_value_is_one_line_and_status_2(name, argv, said, capsys):
    module = importlib.import_module(f"game.bench.{name}")
    with pytest.raises(SystemExit) as stop:
        module.main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and said in err[0] and len(err[0]) < 300


def test_a_board_ms_toollib_cannot_make_counts_as_failed_and_leaves_no_crash_log(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "game.bench", "noguess", "--difficulty", "300x300x89999",
         "--boards", "1"],
        cwd=tmp_path, capture_output=True, text=True, timeout=300, check=False,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )  # fmt: skip
    assert done.returncode == 0 and done.stderr == "", done.stderr[-500:]
    assert "failed 1" in done.stdout  # ms-toollib aborts on it: counted, in its child
    assert not list(tmp_path.rglob("crash.log"))
