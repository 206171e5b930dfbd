"""Position files (.mine) for --analyse and `python -m game.solver analyse`: one line, status 2."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.robustness.heavy import heavy_position

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, capture_output=True, text=True,
        timeout=timeout, check=False,
    )  # fmt: skip


def _file(tmp: Path, kind: str) -> str:
    if kind in ("/dev/zero", "/dev/urandom"):
        return kind
    path = tmp / "p.mine"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "header-5000-digits":
        path.write_text("9" * 5000 + "x3x3\nHHH\n")
    elif kind == "long-header":
        path.write_text("y" * 100_000 + "\nHHH\n")
    elif kind == "not-utf8":
        path.write_bytes(b"\xff\xfe3x1x1\nH1H\n")
    elif kind == "sparse":
        with open(path, "wb") as handle:
            handle.truncate(6 * 1024**3)
    return str(path)


CASES = [
    ("/dev/zero", "not a regular file"),
    ("/dev/urandom", "not a regular file"),
    ("fifo", "not a regular file"),
    ("folder", "a folder"),
    ("header-5000-digits", "far too large"),
    ("long-header", "expected a header"),
    ("not-utf8", "not UTF-8"),
    ("sparse", "too large"),
]
SURFACES = [("solver", ["-m", "game.solver", "analyse"]), ("game", ["main.py", "--analyse"])]


@pytest.mark.parametrize(("kind", "reason"), CASES, ids=[c[0] for c in CASES])
@pytest.mark.parametrize(("surface", "command"), SURFACES, ids=[s[0] for s in SURFACES])
def test_bad_position_file_is_one_line_status_2(tmp_path, surface, command, kind, reason):
    done = _run(*command, _file(tmp_path, kind), timeout=30)
    assert done.returncode == 2
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and reason in lines[0], done.stderr
    assert len(lines[0]) <= 250 and "Traceback" not in done.stderr


def test_a_bom_is_read_as_the_same_position(tmp_path):
    plain, bom = tmp_path / "plain.mine", tmp_path / "bom.mine"
    plain.write_text("3x1x1\nH1H\n")
    bom.write_bytes(b"\xef\xbb\xbf3x1x1\nH1H\n")
    outputs = [_run("-m", "game.solver", "analyse", str(p), "--json") for p in (plain, bom)]
    assert outputs[0].returncode == outputs[1].returncode == 0
    assert outputs[0].stdout == outputs[1].stdout
    game = _run("main.py", "--analyse", str(bom), "--frames", "2")
    assert game.returncode == 0, game.stderr


def test_a_heavy_position_gets_a_labelled_approximation(tmp_path):
    path = tmp_path / "heavy.mine"
    path.write_text(heavy_position())
    done = _run("-m", "game.solver", "analyse", str(path), "--time-limit", "1")
    assert done.returncode == 0
    notes = [line for line in done.stderr.splitlines() if line.startswith("note:")]
    assert len(notes) == 1 and "too big to analyse exactly" in notes[0]
    assert "APPROXIMATE" in done.stdout.splitlines()[0]
    data = json.loads(_run("-m", "game.solver", "analyse", str(path), "--json",
                           "--time-limit", "1").stdout)  # fmt: skip
    assert data["approximate"] is True and len(data["probabilities"]) == 50
