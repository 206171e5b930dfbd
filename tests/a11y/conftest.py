"""The scenes' fixtures (a real game driven by pygame events) for the accessibility tests."""

from tests.scenes.conftest import game_factory

__all__ = ["game_factory"]
