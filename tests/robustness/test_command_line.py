"""The game's command line: one line, exit status 2, the bad value shortened."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HUGE = "z" * 100_000
DIGITS = "9" * 5000


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "main.py", *args], cwd=ROOT, capture_output=True, text=True,
        timeout=60, check=False,
    )  # fmt: skip


CASES = [
    ("skin-path-4200", ["--skin", "a/" * 2100], "File name too long"),
    ("skin-name-300", ["--skin", "s" * 300], "skin folder"),
    ("seed-100kb", ["--seed", HUGE], "seed must be a whole number"),
    ("seed-5000-digits", ["--seed", DIGITS], "seed must be a whole number"),
    ("difficulty-100kb", ["--difficulty", HUGE], "unknown difficulty"),
    ("difficulty-5000-digits", ["--difficulty", f"{DIGITS}x3x3"], "far too large"),
    ("scale-100kb", ["--scale", HUGE], "scale must be"),
    ("frames-5000-digits", ["--frames", DIGITS], "expected a whole number"),
    ("unknown-option", ["--bogus"], "unrecognized arguments"),
    ("unknown-100kb-option", [f"--{HUGE}"], "unrecognized arguments"),
    ("missing-value", ["--seed"], "expected one argument"),
    ("replay-dev-zero", ["--replay", "/dev/zero"], "not a regular file"),
]


@pytest.mark.parametrize(("name", "args", "message"), CASES, ids=[c[0] for c in CASES])
def test_bad_value_is_one_short_line_and_status_2(name, args, message):
    done = _run(*args)
    assert done.returncode == 2, done.stderr[:300]
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr[:500]
    assert message in lines[0]
    assert len(lines[0]) <= 250
    assert "Traceback" not in done.stderr


def test_solver_usage_errors_are_one_line():
    for args in ([], ["analyse"], ["prove", "x"], ["analyse", "a", f"--{HUGE}"]):
        done = subprocess.run(
            [sys.executable, "-m", "game.solver", *args], cwd=ROOT, capture_output=True,
            text=True, timeout=60, check=False,
        )  # fmt: skip
        assert done.returncode == 2
        lines = done.stderr.strip().splitlines()
        assert len(lines) == 1 and len(lines[0]) <= 300 and "usage:" in lines[0]
