"""`mypy --strict` passes on the whole of game/ (pyproject.toml's [tool.mypy]: files = ["game"])."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_the_whole_game_type_checks_strictly():
    pytest.importorskip("mypy")
    done = subprocess.run(
        [sys.executable, "-m", "mypy"],  # incremental: the checkout's .mypy_cache
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-3000:]
