"""`python -m game.solver explain FILE [--json]`: the contract's shape, text, bad files."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.solver.position import parse_position
from game.solver.proof import Proof, Verdict, steps_from_json
from game.solver.proof_check import check_proof
from tests.robustness.heavy import heavy_position

SAFE = "4x3x2\n0000\n1221\nHHHH\n"
GUESS = "3x2x2\nHHH\n1HH\n"
FLAGGED = "2x2x1\n1H\nFH\n"


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "game.solver", *args],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def _explain(tmp_path: Path, text: str, *extra: str) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "position.mine"
    path.write_text(text)
    return _run("explain", str(path), *extra)


def test_json_is_the_contract_and_its_proof_passes_the_checker(tmp_path: Path) -> None:
    done = _explain(tmp_path, SAFE, "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert set(data) == {"cell", "verdict", "risk", "steps"}
    assert data["verdict"] == "safe" and data["risk"] == 0
    row, col = data["cell"]
    position = parse_position(SAFE)
    assert position.value(row, col) < 0
    for index, step in enumerate(data["steps"]):
        assert set(step) == {"says", "mines", "cells", "from"}
        assert step["says"] in ("exactly", "at least", "at most")
        for source in step["from"]:
            assert (
                source == "count"
                or (isinstance(source, int) and 0 <= source < index)
                or (isinstance(source, list) and position.value(*source) >= 0)
            )
    assert data["steps"][-1]["cells"] == [[row, col]] and data["steps"][-1]["mines"] == 0
    steps = steps_from_json(data["steps"])
    check_proof(position, Proof((row, col), Verdict.SAFE, 0.0, steps))


def test_a_guess_has_its_risk_and_no_steps(tmp_path: Path) -> None:
    done = _explain(tmp_path, GUESS, "--json")
    data = json.loads(done.stdout)
    assert data["verdict"] == "guess" and data["steps"] == []
    assert 0 < data["risk"] < 1


def test_flags_are_not_trusted(tmp_path: Path) -> None:
    data = json.loads(_explain(tmp_path, FLAGGED, "--json").stdout)
    assert data["verdict"] == "guess" and data["risk"] == pytest.approx(1 / 3)


def test_text_says_the_verdict_then_one_step_a_line(tmp_path: Path) -> None:
    done = _explain(tmp_path, SAFE)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "D3 is safe"
    assert [line[:3] for line in lines[1:]] == ["1. ", "2. ", "3. "]
    assert lines[-1] == "3. The 1 at D2 already touches its mine at C3 (step 2), so D3 is safe."


@pytest.mark.parametrize(
    "text", ["bad\n", "2x2x9\nHH\nHH\n", "2x1x1\n11\n", "2x1x0\n00\n", "\x00\x01"]
)
def test_a_bad_file_is_one_line_and_status_2(tmp_path: Path, text: str) -> None:
    done = _explain(tmp_path, text, "--json")
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and "Traceback" not in done.stderr


def test_a_missing_file_is_one_line_and_status_2(tmp_path: Path) -> None:
    done = _run("explain", str(tmp_path / "nothing.mine"), "--json")
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1


def test_a_big_position_is_explained_within_its_time_limit(tmp_path: Path) -> None:
    # Counted in time: a checked proof; too big to count: the answer is labelled approximate.
    done = _explain(tmp_path, heavy_position(), "--json", "--time-limit", "1")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert set(data) - {"approximate"} == {"cell", "verdict", "risk", "steps"}
    if data["verdict"] == "guess":
        assert data["steps"] == [] and 0 < data["risk"] < 1 and data["approximate"] is True
    else:
        steps = steps_from_json(data["steps"])
        cell = (data["cell"][0], data["cell"][1])
        verdict = Verdict(data["verdict"])
        check_proof(parse_position(heavy_position()), Proof(cell, verdict, data["risk"], steps))
