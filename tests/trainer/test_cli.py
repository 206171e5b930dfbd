"""`python -m game.trainer tag FILE --json`: the contract other tests rely on."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.trainer.__main__ import main

ROOT = Path(__file__).resolve().parents[2]


def _write(tmp_path, text, name="p.mine"):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def test_json_names_the_fewest_clues_the_technique_and_the_cells(tmp_path, capsys):
    path = _write(tmp_path, "5x2x2\n11111\nHHHHH\n")
    assert main(["tag", path, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["clues"] == 2
    assert out["technique"] == "1-1"
    assert out["cells"] == [[1, 2]]


def test_flags_are_covered_cells(tmp_path, capsys):
    # The flag at A1 is wrong: the 0 at A2 proves it safe with one number.
    path = _write(tmp_path, "3x2x1\nF1H\n01H\n")
    assert main(["tag", path, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["clues"] == 1
    assert [0, 0] in out["safe"]


def test_only_the_count(tmp_path, capsys):
    path = _write(tmp_path, "3x2x3\n1HH\nHHH\n")
    assert main(["tag", path, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["clues"] == "count"
    assert out["cells"] == [[0, 2], [1, 2]]


def test_nothing_certain(tmp_path, capsys):
    path = _write(tmp_path, "2x2x1\n1H\nHH\n")
    assert main(["tag", path, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["clues"] == 0
    assert out["technique"] == "safest guess"


def test_text_report_names_cells(tmp_path, capsys):
    path = _write(tmp_path, "5x2x2\n11111\nHHHHH\n")
    assert main(["tag", path]) == 0
    out = capsys.readouterr().out
    assert "1-1" in out and "C2" in out and "safe" in out


@pytest.mark.parametrize(
    ("content", "words"),
    [
        ("5x2x2\n11111\nHHHHX\n", "line 3, column 5"),
        ("5x2x1\n11111\nHHHHH\n", "impossible"),
        (b"\xff\xfe\x00", "not a text file"),
    ],
)
def test_bad_files_get_one_line_and_status_2(tmp_path, content, words):
    path = tmp_path / "bad.mine"
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content)
    result = subprocess.run(
        [sys.executable, "-m", "game.trainer", "tag", str(path), "--json"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0]
    assert "Traceback" not in result.stderr


def test_a_folder_or_a_missing_file_is_refused(tmp_path, capsys):
    assert main(["tag", str(tmp_path), "--json"]) == 2
    assert "not a regular file" in capsys.readouterr().err
    assert main(["tag", str(tmp_path / "none.mine")]) == 2
    assert "no such file" in capsys.readouterr().err


def test_a_huge_file_is_refused_before_reading(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr("game.trainer.files.MAX_BYTES", 10)
    path = _write(tmp_path, "5x2x2\n11111\nHHHHH\n")
    assert main(["tag", path]) == 2
    assert "too big" in capsys.readouterr().err


@pytest.mark.parametrize("argv", [[], ["tag"], ["tag", "x.mine", "--bogus"], ["nope"]])
def test_bad_arguments_get_one_line_and_status_2(argv, capsys):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    assert stop.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("error:")
