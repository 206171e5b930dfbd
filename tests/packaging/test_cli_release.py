"""What a new user meets first: `--help`, the English board names, `python -m game`."""

import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import UsageError, build_parser, parse_args
from game.model import DIFFICULTIES

ROOT = Path(__file__).resolve().parents[2]


def test_help_names_the_data_folder_the_variable_and_the_exit_statuses(_user_home):
    text = build_parser().format_help()
    assert "MINESWEEPER_HOME" in text
    assert str(_user_home) in text
    assert "~/.local/share/minesweeper" in text
    for status in ("0 all is well", "1 the self-test failed", "2 a bad command-line value"):
        assert status in text
    assert "beginner" in text and "intermediate" in text and "expert" in text


@pytest.mark.parametrize(
    ("alias", "german"),
    [("beginner", "normal"), ("Intermediate", "schwer"), ("EXPERT", "experte")],
)
def test_english_names_are_aliases(alias, german):
    assert parse_args(["--difficulty", alias]).difficulty == DIFFICULTIES[german]


def test_an_unknown_name_lists_the_aliases_too():
    with pytest.raises(UsageError) as caught:
        parse_args(["--difficulty", "novice"])
    assert "beginner, intermediate, expert" in str(caught.value)


def test_python_dash_m_game_is_the_program(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "game", "--version"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("minesweeper ")
    bad = subprocess.run(
        [sys.executable, "-m", "game", "--difficulty", "novice"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert bad.returncode == 2
    assert len(bad.stderr.strip().splitlines()) == 1
