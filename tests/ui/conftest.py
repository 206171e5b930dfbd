"""The scene harness (tests/scenes) for the UI tests."""

from tests.scenes.conftest import game_factory  # noqa: F401  (a fixture)
