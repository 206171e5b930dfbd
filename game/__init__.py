"""Minesweeper on pygame-ce: model, solver, engine, scenes, skins and storage.

`__version__` is the one place the version is written: pyproject.toml reads it from
here, and so do `--version`, the packaged program's metadata and the CHANGELOG check.
"""

import time

PROCESS_START = time.perf_counter()
__version__ = "1.0.0"
APP_NAME = "Minesweeper"
# The X11 window class (WM_CLASS; the .desktop file's StartupWMClass) and executable name.
WINDOW_CLASS = "minesweeper"
# The reverse-DNS id: Wayland app id, .desktop and AppStream file names, icon name, macOS bundle.
APP_ID = "org.minesweeper_daedalus.Minesweeper"
