"""`--selftest` checks the player's own skins yet writes nothing into the player's folder.

It must pass for an ordinary Windows user too, who may not create symbolic links.
"""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import parse_args
from game.selftest import run_selftest

ROOT = Path(__file__).resolve().parents[2]


def _snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {
        str(p.relative_to(folder)): (p.stat().st_size, p.stat().st_mtime_ns)
        for p in folder.rglob("*")
    }


@pytest.fixture
def home_with_a_skin(_user_home):
    shutil.copytree(ROOT / "assets" / "skins" / "dark", _user_home / "skins" / "mine")
    return _user_home


def test_selftest_loads_my_skins_and_writes_nothing_in_my_folder(home_with_a_skin, tmp_path):
    before = _snapshot(home_with_a_skin)
    cwd = tmp_path / "elsewhere"
    cwd.mkdir()
    result = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "--selftest"],
        cwd=cwd,
        env={**os.environ, "MINESWEEPER_HOME": str(home_with_a_skin)},
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert result.returncode == 0, result.stderr
    assert "4 skins load" in result.stdout
    assert _snapshot(home_with_a_skin) == before
    assert list(cwd.iterdir()) == []


def test_selftest_never_creates_the_users_folder(tmp_path, monkeypatch):
    home = tmp_path / "not-yet"
    monkeypatch.setenv("MINESWEEPER_HOME", str(home))
    assert run_selftest(parse_args(["--selftest"])) == 0
    assert not home.exists()
    assert os.environ["MINESWEEPER_HOME"] == str(home)


def test_selftest_needs_no_symlink_rights(home_with_a_skin, monkeypatch, capsys):
    """As on Windows without Developer Mode: any symlink attempt fails."""

    def refuse(*args, **kwargs):
        raise OSError(1314, "A required privilege is not held by the client")

    monkeypatch.setattr(os, "symlink", refuse)
    monkeypatch.setattr(Path, "symlink_to", refuse)
    assert run_selftest(parse_args(["--selftest"])) == 0
    assert "4 skins load" in capsys.readouterr().out
