"""Where the game's shipped data lives: the checkout, or PyInstaller's bundle when frozen."""

from __future__ import annotations

import sys
from pathlib import Path


def assets_dir() -> Path:
    """The `assets/` folder: skins, sounds, fonts and the icon.

    PyInstaller's bundle when frozen, the checkout's folder when run from source, or
    the copy installed inside the package (`game/assets`) by `pip install .`.
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    package = Path(__file__).resolve().parent
    checkout = package.parent / "assets"
    if checkout.is_dir():
        return checkout
    return package / "assets"


def font_path(bold: bool = False) -> Path:
    """The shipped UI font (DejaVu Sans, crisp when hinted at small sizes)."""
    return assets_dir() / "fonts" / ("DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")


def sounds_dir() -> Path:
    """The shipped sound effects."""
    return assets_dir() / "sounds"
