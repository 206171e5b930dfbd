"""Minesweeper on pygame-ce: model, solver, engine, scenes, skins and storage."""

__version__ = "1.0.0"
APP_NAME = "Minesweeper"
