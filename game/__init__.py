"""Minesweeper on pygame-ce: model, solver, engine, scenes, skins and storage.

`__version__` is the one place the version is written: pyproject.toml reads it from
here, and so do `--version`, the packaged program's metadata and the CHANGELOG check.
"""

import time

PROCESS_START = time.perf_counter()
__version__ = "1.0.0"
APP_NAME = "Minesweeper"
# The window class (X11 WM_CLASS, Wayland app id) and the .desktop file's name.
WINDOW_CLASS = "minesweeper"
