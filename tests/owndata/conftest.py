"""The game's own files and several copies share the scene harness."""

from tests.scenes.conftest import game_factory

__all__ = ["game_factory"]
