"""The engine: fixed-timestep loop, scene stack and window; knows no Minesweeper rules."""

from game.engine.loop import Loop
from game.engine.scene import Scene, SceneStack

__all__ = ["Loop", "Scene", "SceneStack"]
