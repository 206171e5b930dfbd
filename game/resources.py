"""Where the game's shipped data lives: PyInstaller's bundle, the installed package, the checkout.

The data folder is recognised by its marker file (`minesweeper-assets.txt`), never by its
name alone: a stray `assets` folder in site-packages or next to the program is ignored.
"""

from __future__ import annotations

import sys
from pathlib import Path

MARKER = "minesweeper-assets.txt"


class AssetsNotFound(RuntimeError):
    """The game's own data folder is missing (a broken install); the message is one line."""


def candidate_dirs() -> list[Path]:
    """Where the data may be, in order: the frozen bundle, the package, the checkout."""
    package = Path(__file__).resolve().parent
    candidates = []
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        candidates.append(Path(bundle) / "assets")
    candidates.append(package / "assets")
    candidates.append(package.parent / "assets")
    return candidates


def assets_dir() -> Path:
    """The game's own `assets/` folder: skins, sounds, fonts and icons.

    The first candidate holding the marker file; AssetsNotFound when none does.
    """
    candidates = candidate_dirs()
    for folder in candidates:
        if (folder / MARKER).is_file():
            return folder
    looked = ", ".join(str(folder) for folder in candidates)
    raise AssetsNotFound(f"the game's data folder is missing (looked in {looked}); reinstall")


def font_path(bold: bool = False) -> Path:
    """The shipped UI font (DejaVu Sans, crisp when hinted at small sizes)."""
    return assets_dir() / "fonts" / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")


def sounds_dir() -> Path:
    """The shipped sound effects."""
    return assets_dir() / "sounds"


def icons_dir() -> Path:
    """The program's icons (PNG sizes, .ico, .icns), made by tools/make_icons.py."""
    return assets_dir() / "icons"


def window_icon_path() -> Path:
    """The PNG the window shows as its icon."""
    return icons_dir() / "minesweeper-32.png"
