"""Minesweeper on pygame-ce: model, solver, engine, scenes, skins and storage."""

import time

PROCESS_START = time.perf_counter()
__version__ = "1.0.0"
APP_NAME = "Minesweeper"
