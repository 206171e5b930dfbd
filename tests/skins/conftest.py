"""Fixtures for skin tests: fresh copies of the classic skin to break, one per test."""

from __future__ import annotations

import shutil
from collections.abc import Callable
from pathlib import Path

import pytest

from game.skins import shipped_skins_dir


@pytest.fixture
def classic_copy(tmp_path: Path) -> Callable[[str], Path]:
    """A factory: ``classic_copy("name")`` copies the classic skin to tmp/skins/name."""

    def make(name: str) -> Path:
        folder = tmp_path / "skins" / name
        shutil.copytree(shipped_skins_dir() / "classic", folder)
        return folder

    return make
