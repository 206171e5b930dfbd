"""`python main.py --lang de` says what is wrong with a bad value in German (one line)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import UsageError, parse_args
from tests.i18n.english import english_in

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("value", "german"),
    [
        ("foo", "unbekanntes Spielfeld 'foo'"),
        ("0x5x3", "die Breite muss zwischen 2 und"),
        ("5x5x40", "auf einem 5x5-Spielfeld"),
        ("99999999999x2x2", "ist viel zu groß"),
    ],
)
def test_a_bad_board_is_refused_in_german(value, german):
    with pytest.raises(UsageError) as refused:
        parse_args(["--lang", "de", "--difficulty", value])
    said = str(refused.value)
    assert german in said and "\n" not in said
    assert english_in([said.split(": ", 2)[-1]]) == []


def test_a_missing_position_file_is_named_in_german(tmp_path):
    with pytest.raises(UsageError, match="kann nicht gelesen werden"):
        parse_args(["--lang", "de", "--analyse", str(tmp_path / "missing.mine")])


def _run(module: str, *args: str, home) -> subprocess.CompletedProcess[str]:
    (home / "settings.toml").write_text('language = "de"\n', encoding="utf-8")
    env = {**os.environ, "MINESWEEPER_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", module, *args],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=120,
    )  # fmt: skip


@pytest.mark.parametrize("module", ["game.replay", "game.solver", "game.trainer"])
def test_the_replay_solver_and_trainer_tools_help_in_german(module, _user_home):
    helped = _run(module, "--help", home=_user_home)
    assert helped.returncode == 0
    assert helped.stdout.startswith("Aufruf: ") and "Optionen:" in helped.stdout
    assert "diese Hilfe zeigen und beenden" in helped.stdout
    assert "show this help" not in helped.stdout
    refused = _run(module, home=_user_home)
    assert refused.returncode == 2
    assert "Fehler: diese Argumente fehlen: command" in refused.stderr
    assert "error" not in refused.stderr and "required" not in refused.stderr


def test_the_trainer_tool_reports_a_position_in_german(tmp_path, _user_home):
    position = tmp_path / "p.mine"
    position.write_text("3x3x1\nHH1\n111\n000\n", encoding="utf-8")
    told = _run("game.trainer", "tag", str(position), home=_user_home)
    assert told.returncode == 0
    assert told.stdout.splitlines() == [
        "Technik: eine Zahl (1 Zahl beweist ein Feld)",
        "  B1    Mine",
        "  der Beweis liest C1",
        "  der Beweis liest C2",
    ]
    as_json = _run("game.trainer", "tag", str(position), "--json", home=_user_home)
    assert '"technique": "one clue"' in as_json.stdout  # the data stays machine-readable


def test_the_solver_analysis_report_is_german(tmp_path, _user_home):
    position = tmp_path / "q.mine"
    position.write_text("4x4x2\nHHHH\n1221\n0000\n0000\n", encoding="utf-8")
    told = _run("game.solver", "analyse", str(position), home=_user_home)
    assert told.returncode == 0
    lines = told.stdout.splitlines()
    assert lines[0] == "4x4, 2 Minen: 2 sicher frei, 2 sichere Minen"
    assert "sicher frei (2):" in lines and "sichere Minen (2):" in lines
    assert not [line for line in lines if "certain" in line or "probability" in line]
