"""Skins: folders of PNG sprite sheets described by a skin.toml, loaded and checked.

>>> from game.skins import load_skin, shipped_skins_dir
>>> skin = load_skin(shipped_skins_dir() / "classic")
>>> skin.sprite("covered").get_size()
(16, 16)
"""

from .discovery import (
    DEFAULT_SKIN_ID,
    SkinEntry,
    discover_skins,
    shipped_skins_dir,
)
from .errors import SkinError
from .loader import Skin, load_skin
from .names import (
    CELL_SPRITES,
    COLOR_NAMES,
    FACE_SPRITES,
    LAYOUT_DEFAULTS,
    LED_SPRITES,
    NINE_SLICE_SPRITES,
    SPRITE_NAMES,
)
from .nine_slice import draw_nine_slice

__all__ = [
    "CELL_SPRITES",
    "COLOR_NAMES",
    "DEFAULT_SKIN_ID",
    "FACE_SPRITES",
    "LAYOUT_DEFAULTS",
    "LED_SPRITES",
    "NINE_SLICE_SPRITES",
    "SPRITE_NAMES",
    "Skin",
    "SkinEntry",
    "SkinError",
    "discover_skins",
    "draw_nine_slice",
    "load_skin",
    "shipped_skins_dir",
]
