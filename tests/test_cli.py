"""The command line as a user meets it: bad values get one line and status 2, never a traceback."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str, timeout: int = 120) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--difficulty", "impossible"], "unknown difficulty"),
        (["--difficulty", "3x3x9"], "mines must be between 1 and 8"),
        (["--difficulty", "1x9x2"], "width must be between 2"),
        (["--seed", "minus"], "seed must be a whole number"),
        (["--seed", "-4"], "seed must be 0 or more"),
        (["--scale", "9"], "scale must be 1, 2, 3 or 4"),
        (["--analyse", "no-such-file.mine"], "cannot be read"),
        (["--skin", "no-such-skin"], "skin folder not found"),
        (["--bogus"], "unrecognized arguments"),
    ],
)
def test_bad_values_exit_2_with_one_line(args, message):
    result = run(*args)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert message in lines[0]
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("3x2x1\nHHH\nHxH\n", "line 3, column 2"),
        ("3x3x1\n2HH\nHHH\n111\n", "impossible position"),
        ("1x1x0\nH\n", "at least 2 cells"),
    ],
    ids=["malformed", "impossible", "too-small"],
)
def test_a_bad_position_is_refused_in_one_line(tmp_path, content, message):
    bad = tmp_path / "bad.mine"
    bad.write_text(content)
    result = run("--analyse", str(bad))
    assert result.returncode == 2
    assert message in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_selftest_plays_a_game_headless_and_exits_0():
    result = run("--selftest")
    assert result.returncode == 0, result.stderr
    assert "selftest passed" in result.stdout


def test_selftest_with_a_broken_skin_exits_2(tmp_path):
    skin = tmp_path / "broken"
    skin.mkdir()
    (skin / "skin.toml").write_text("this is = not [toml")
    result = run("--skin", str(skin), "--selftest")
    assert result.returncode == 2
    assert "broken" in result.stderr and "skin.toml" in result.stderr
    assert "Traceback" not in result.stderr


def test_text_mode_starts_from_the_command_line():
    result = subprocess.run(
        [sys.executable, "main.py", "--text", "--difficulty", "normal", "--seed", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        input="E5\nq\n",
        timeout=60,
    )
    assert result.returncode == 0
    assert "A" in result.stdout and "8" in result.stdout


def test_help_lists_the_options():
    result = run("--help")
    assert result.returncode == 0
    for option in (
        "--difficulty",
        "--seed",
        "--skin",
        "--scale",
        "--selftest",
        "--text",
        "--no-guess",
        "--analyse",
    ):
        assert option in result.stdout
