"""The names every skin must provide: the sprites the game draws and its UI colours.

Kept apart from the loader so tools (the skin generator, docs) can read the
lists without loading any image.
"""

CELL_SPRITES: tuple[str, ...] = (
    "covered",
    "pressed",
    "open",
    "n1",
    "n2",
    "n3",
    "n4",
    "n5",
    "n6",
    "n7",
    "n8",
    "flag",
    "question",
    "mine",
    "mine_red",
    "mine_wrong",
)
"""Board cells: each exactly cell_size x cell_size."""

LED_SPRITES: tuple[str, ...] = (
    *(f"led{digit}" for digit in range(10)),
    "led_minus",
    "led_blank",
)
"""Seven-segment counter digits: all the same size (classic 13 x 23)."""

FACE_SPRITES: tuple[str, ...] = (
    "face_smile",
    "face_press",
    "face_oh",
    "face_win",
    "face_lose",
)
"""The face button, bevel included: all the same size (classic 26 x 26)."""

NINE_SLICE_SPRITES: tuple[str, ...] = (
    "frame_outer",
    "frame_inset",
    "button",
    "button_down",
    "panel",
)
"""Stretchable frame pieces: each needs a corner size in [slices]."""

SPRITE_NAMES: tuple[str, ...] = CELL_SPRITES + LED_SPRITES + FACE_SPRITES + NINE_SLICE_SPRITES
"""Every sprite a skin must name in its [sprites] table."""

COLOR_NAMES: tuple[str, ...] = (
    "background",
    "text",
    "text_dim",
    "highlight",
    "shadow",
    "accent",
    "accent_text",
    "cursor",
    "hint",
    "clue",
    "prob_low",
    "prob_high",
    "overlay",
)
"""Every colour a skin must name in its [colors] table."""

LAYOUT_DEFAULTS: dict[str, int] = {
    "frame_pad": 9,
    "hud_height": 37,
    "hud_gap": 6,
    "hud_pad": 7,
}
"""Optional [layout] keys (pixels at scale 1) and the values used when a skin omits them."""

MIN_CELL_SIZE = 8
MAX_CELL_SIZE = 64
MAX_SHEET_SIDE = 4096
MANIFEST_NAME = "skin.toml"
