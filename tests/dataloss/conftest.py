"""Data-loss tests share the scene harness, and a system temporary folder of their own."""

import tempfile

import pytest

from tests.scenes.conftest import game_factory

__all__ = ["game_factory", "spare_tmp"]


@pytest.fixture
def spare_tmp(tmp_path, monkeypatch):
    """The system's temporary folder for this test (where the spare folder goes)."""
    folder = tmp_path / "system-tmp"
    folder.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    return folder
