"""The scene harness (tests/scenes) for the UI tests, and a data folder made by playing."""

from pathlib import Path

import pytest

from tests.scenes.conftest import game_factory  # noqa: F401  (a fixture)
from tests.ui.played_data import make_played_data, restore_home, with_home


@pytest.fixture(scope="session")
def played(tmp_path_factory) -> Path:
    """A data folder made by playing (records, replays, coach reports, ratings, a saved game)."""
    home = tmp_path_factory.mktemp("played")
    before = with_home(home)
    try:
        make_played_data()
    finally:
        restore_home(before)
    return home
