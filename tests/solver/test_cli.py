"""`python -m game.solver analyse`: output on good files, one-line errors on bad ones."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

GOOD = "5x3x3\nHHHHH\n12321\n00000\n"


def _run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "game.solver", *args],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


@pytest.fixture
def good_file(tmp_path: Path) -> Path:
    path = tmp_path / "good.mine"
    path.write_text(GOOD)
    return path


def test_text_report(good_file: Path) -> None:
    done = _run("analyse", str(good_file))
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert "5x3, 3 mines: 2 certain safe, 3 certain mines" in out
    assert "  1   0 100 100 100   0" in out
    assert "A1    A1 is safe" in out and "C1    C1 is a mine" in out
    assert done.stderr == ""


def test_json_report_has_exactly_the_contract_shape(good_file: Path) -> None:
    done = _run("analyse", str(good_file), "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    assert set(data) == {"probabilities", "safe", "mines"}
    assert data["probabilities"][0] == [0.0, 1.0, 1.0, 1.0, 0.0]
    assert data["probabilities"][1] == [None] * 5
    assert data["safe"] == [[0, 0], [0, 4]]
    assert data["mines"] == [[0, 1], [0, 2], [0, 3]]


def test_json_probabilities_are_fractions(tmp_path: Path) -> None:
    path = tmp_path / "open.mine"
    path.write_text("3x3x1\nHHH\nH1H\nHHH\n")
    data = json.loads(_run("analyse", str(path), "--json").stdout)
    assert data["probabilities"][1][1] is None
    assert data["probabilities"][0][0] == pytest.approx(1 / 8)
    assert data["safe"] == [] and data["mines"] == []


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("5x3x3\nHHHHH\n12x21\n00000\n", "line 3, column 3: unexpected character 'x'"),
        ("5x3\nHHHHH\n", "line 1, column 4: expected a header"),
        ("5x3x3\nHHHHH\n1232\n00000\n", "line 3, column 5: row is too short"),
        ("5x3x3\nHHHHH\n12321\n", "line 4, column 1: expected 3 rows"),
        ("5x3x2\nHHHHH\n12321\n00000\n", "impossible position"),
        ("2x2x1\n3H\nH1\n", "impossible position: the 3 at A1 needs 3 mines"),
    ],
)
def test_bad_positions_give_one_line_and_status_2(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "bad.mine"
    path.write_text(text)
    done = _run("analyse", str(path))
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and message in lines[0]
    assert "Traceback" not in done.stderr


def test_missing_file(tmp_path: Path) -> None:
    done = _run("analyse", str(tmp_path / "nowhere.mine"))
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        f"error: {tmp_path / 'nowhere.mine'}: cannot be read (no such file)"
    ]


def test_binary_file(tmp_path: Path) -> None:
    path = tmp_path / "binary.mine"
    path.write_bytes(b"\xff\xfe\x00garbage")
    done = _run("analyse", str(path))
    assert done.returncode == 2 and len(done.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "args", [(), ("analyse",), ("prove", "x.mine"), ("analyse", "a", "--nope")]
)
def test_usage_errors_exit_2(args: tuple[str, ...]) -> None:
    done = _run(*args)
    assert done.returncode == 2
    assert "usage:" in done.stderr
    assert len(done.stderr.strip().splitlines()) == 1


def test_crlf_and_trailing_space_are_fine(tmp_path: Path) -> None:
    path = tmp_path / "windows.mine"
    path.write_bytes(GOOD.replace("\n", "  \r\n").encode() + b"\r\n")
    done = _run("analyse", str(path), "--json")
    assert done.returncode == 0, done.stderr


def test_text_report_gives_each_certain_cell_its_checked_proof(good_file: Path) -> None:
    """`analyse` prints the proofs the Hint and `explain` show (checked), not bare reasons."""
    from game.solver import analyse
    from game.solver.__main__ import checked_proofs
    from game.solver.position import parse_position
    from game.solver.proof_check import is_valid
    from game.solver.proof_text import proof_lines

    out = _run("analyse", str(good_file)).stdout
    result = analyse(GOOD)
    proofs = checked_proofs(result)
    assert set(proofs) == set(result.safe) | set(result.mines)
    position = parse_position(GOOD)
    for proof in proofs.values():
        assert is_valid(position, proof)
        for line in proof_lines(position, proof):
            assert line in out
    assert "1. The 3 at C2 has B1, C1 and D1 as its only covered neighbours" in out
    assert "2. The 1 at A2 already touches its mine at B1 (step 1), so A1 is safe." in out
