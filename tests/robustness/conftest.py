"""Shared pieces for the robustness tests: the running game and hostile files."""

import os

import pytest

from tests.scenes.conftest import game_factory  # noqa: F401  (the running game per test)


@pytest.fixture
def fifo(tmp_path):
    """A named pipe nobody writes to: reading it naively blocks forever."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("this platform has no named pipes")

    def make(path):
        os.mkfifo(path)
        return path

    return make
