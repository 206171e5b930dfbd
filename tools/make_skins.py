#!/usr/bin/env python3
"""Draw every shipped skin: PNG sprite sheets and skin.toml for each.

    python tools/make_skins.py [--out DIR]

Writes ``classic``, ``dark``, ``high-contrast`` and the modders' ``template``
into ``assets/skins`` (or DIR). Everything is drawn here, pixel by pixel, from
hand-made pixel grids and a few geometric helpers; PNGs are encoded with zlib
directly, so running the script again gives the very same files.
"""

from __future__ import annotations

import argparse
import struct
import sys
import zlib
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

RGBA = tuple[int, int, int, int]
CLEAR: RGBA = (0, 0, 0, 0)


def color(text: str) -> RGBA:
    """``"#rrggbb"`` or ``"#rrggbbaa"`` as an RGBA tuple."""
    digits = text.lstrip("#")
    if len(digits) == 6:
        digits += "ff"
    r, g, b, a = (int(digits[i : i + 2], 16) for i in range(0, 8, 2))
    return r, g, b, a


def hex_text(rgba: RGBA) -> str:
    """An RGBA tuple as ``#rrggbb`` (opaque) or ``#rrggbbaa``."""
    text = "#" + "".join(f"{part:02x}" for part in rgba[:3])
    return text if rgba[3] == 255 else text + f"{rgba[3]:02x}"


# --------------------------------------------------------------------------- canvas


class Canvas:
    """A small RGBA pixel buffer with just the drawing operations pixel art needs."""

    def __init__(self, width: int, height: int, fill: RGBA = CLEAR) -> None:
        self.width = width
        self.height = height
        self.pixels: list[RGBA] = [fill] * (width * height)

    def get(self, x: int, y: int) -> RGBA:
        """The pixel at (x, y)."""
        return self.pixels[y * self.width + x]

    def put(self, x: int, y: int, rgba: RGBA) -> None:
        """Set one pixel; pixels outside the canvas are ignored."""
        if 0 <= x < self.width and 0 <= y < self.height:
            self.pixels[y * self.width + x] = rgba

    def rect(self, x: int, y: int, w: int, h: int, rgba: RGBA) -> None:
        """Fill a rectangle."""
        for yy in range(y, y + h):
            for xx in range(x, x + w):
                self.put(xx, yy, rgba)

    def grid(self, rows: list[str], x: int, y: int, palette: dict[str, RGBA]) -> None:
        """Stamp a pixel grid: each character a palette key, ``.`` left untouched."""
        for dy, row in enumerate(rows):
            for dx, key in enumerate(row):
                if key != ".":
                    self.put(x + dx, y + dy, palette[key])

    def paste(self, other: Canvas, x: int, y: int) -> None:
        """Copy another canvas here, transparent pixels included."""
        for yy in range(other.height):
            for xx in range(other.width):
                self.put(x + xx, y + yy, other.get(xx, yy))

    def copy(self) -> Canvas:
        """An independent copy."""
        twin = Canvas(self.width, self.height)
        twin.pixels = list(self.pixels)
        return twin

    def png(self) -> bytes:
        """The canvas as an 8-bit RGBA PNG file (deterministic: no time, no text chunks)."""
        raw = bytearray()
        for y in range(self.height):
            raw.append(0)
            for rgba in self.pixels[y * self.width : (y + 1) * self.width]:
                raw.extend(rgba)

        def chunk(kind: bytes, body: bytes) -> bytes:
            crc = zlib.crc32(kind + body) & 0xFFFFFFFF
            return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", crc)

        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 6, 0, 0, 0)
        return (
            b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(bytes(raw), 9))
            + chunk(b"IEND", b"")
        )


def bevel(
    canvas: Canvas, x: int, y: int, w: int, h: int, width: int, light: RGBA, dark: RGBA
) -> None:
    """A raised bevel ``width`` pixels wide: light top/left, dark bottom/right.

    Corners split on the diagonal as Windows draws them (the dark side wins ties).
    Swap the colours for a sunken bevel.
    """
    for yy in range(y, y + h):
        for xx in range(x, x + w):
            near_light = min(xx - x, yy - y)
            near_dark = min(x + w - 1 - xx, y + h - 1 - yy)
            if min(near_light, near_dark) >= width:
                continue
            canvas.put(xx, yy, light if near_light < near_dark else dark)


def diagonal_cross(canvas: Canvas, x: int, y: int, size: int, thick: int, rgba: RGBA) -> None:
    """An X from corner to corner of a ``size`` square, each stroke ``thick`` pixels wide."""
    for i in range(size):
        for t in range(thick):
            canvas.put(x + i + t, y + i, rgba)
            canvas.put(x + size - 1 - i - t, y + i, rgba)


# --------------------------------------------------------------------------- skin art


@dataclass
class SkinArt:
    """Everything one skin is made of, before it is packed into sheets and a manifest."""

    folder: str
    name: str
    author: str
    version: str
    cell_size: int
    description: str
    colors: dict[str, RGBA]
    cells: dict[str, Canvas]
    leds: dict[str, Canvas]
    faces: dict[str, Canvas]
    frames: dict[str, tuple[Canvas, int]]
    layout: dict[str, int] = field(default_factory=dict)
    translations: dict[str, dict[str, str]] = field(default_factory=dict)
    """The name and author in the other languages the game speaks (docs/skins.md)."""


GERMAN_AUTHOR = "Minesweeper-Mitwirkende"


# --------------------------------------------------------------------------- glyphs

# Classic digits: 10 x 11, chunky bold strokes (3 px stems, 2 px bars).
CLASSIC_DIGITS: dict[int, list[str]] = {
    1: [
        "....###...",
        "...####...",
        "..#####...",
        ".######...",
        "....###...",
        "....###...",
        "....###...",
        "....###...",
        "....###...",
        ".########.",
        ".########.",
    ],
    2: [
        ".########.",
        "##########",
        "###....###",
        ".......###",
        ".....####.",
        "...####...",
        ".####.....",
        "###.......",
        "###.......",
        "##########",
        "##########",
    ],
    3: [
        ".########.",
        "##########",
        "###....###",
        ".......###",
        "...######.",
        "...######.",
        ".......###",
        ".......###",
        "###....###",
        "##########",
        ".########.",
    ],
    4: [
        "....#####.",
        "...######.",
        "..###.###.",
        ".###..###.",
        "###...###.",
        "##########",
        "##########",
        "......###.",
        "......###.",
        "......###.",
        "......###.",
    ],
    5: [
        "##########",
        "##########",
        "###.......",
        "###.......",
        "#########.",
        "##########",
        ".......###",
        ".......###",
        "###....###",
        "##########",
        ".########.",
    ],
    6: [
        ".########.",
        "##########",
        "###.......",
        "###.......",
        "#########.",
        "##########",
        "###....###",
        "###....###",
        "###....###",
        "##########",
        ".########.",
    ],
    7: [
        "##########",
        "##########",
        ".......###",
        "......###.",
        ".....###..",
        "....###...",
        "...###....",
        "...###....",
        "...###....",
        "...###....",
        "...###....",
    ],
    8: [
        ".########.",
        "##########",
        "###....###",
        "###....###",
        ".########.",
        ".########.",
        "###....###",
        "###....###",
        "###....###",
        "##########",
        ".########.",
    ],
}

CLASSIC_QUESTION = [
    "..######..",
    ".########.",
    "###....###",
    "###....###",
    ".....####.",
    "....###...",
    "....###...",
    "..........",
    "....###...",
    "....###...",
]

# Classic mine: 13 x 13, black body, spikes on the axes and diagonals, white glint.
CLASSIC_MINE = [
    "......#......",
    "......#......",
    "..#.#####.#..",
    "...#######...",
    "..##ww#####..",
    "..##ww#####..",
    "#############",
    "..#########..",
    "..#########..",
    "...#######...",
    "..#.#####.#..",
    "......#......",
    "......#......",
]

# Classic flag: 10 x 10, red pennant on a black pole with a two-step base.
CLASSIC_FLAG = [
    "....rr....",
    "..rrrr....",
    "rrrrrr....",
    "..rrrr....",
    "....rr....",
    ".....#....",
    ".....#....",
    "...####...",
    ".########.",
    ".########.",
]


# --------------------------------------------------------------------------- classic

CLASSIC_FACE_GREY = color("#c0c0c0")
CLASSIC_LIGHT = color("#ffffff")
CLASSIC_SHADE = color("#808080")
BLACK = color("#000000")
WHITE = color("#ffffff")
RED = color("#ff0000")

CLASSIC_NUMBER_COLORS: dict[int, RGBA] = {
    1: color("#0000ff"),
    2: color("#008000"),
    3: color("#ff0000"),
    4: color("#000080"),
    5: color("#800000"),
    6: color("#008080"),
    7: color("#000000"),
    8: color("#808080"),
}


def classic_cells() -> dict[str, Canvas]:
    """The sixteen 16 x 16 board cells of the Windows classic look."""
    n = 16
    covered = Canvas(n, n, CLASSIC_FACE_GREY)
    bevel(covered, 0, 0, n, n, 2, CLASSIC_LIGHT, CLASSIC_SHADE)
    opened = Canvas(n, n, CLASSIC_FACE_GREY)
    opened.rect(0, 0, n, 1, CLASSIC_SHADE)
    opened.rect(0, 0, 1, n, CLASSIC_SHADE)
    cells = {"covered": covered, "pressed": opened.copy(), "open": opened}
    for number, ink in CLASSIC_NUMBER_COLORS.items():
        cell = opened.copy()
        cell.grid(CLASSIC_DIGITS[number], 4, 3, {"#": ink})
        cells[f"n{number}"] = cell
    cells["flag"] = covered.copy()
    cells["flag"].grid(CLASSIC_FLAG, 3, 3, {"r": RED, "#": BLACK})
    cells["question"] = covered.copy()
    cells["question"].grid(CLASSIC_QUESTION, 3, 3, {"#": BLACK})
    mine_ink = {"#": BLACK, "w": WHITE}
    cells["mine"] = opened.copy()
    cells["mine"].grid(CLASSIC_MINE, 2, 2, mine_ink)
    cells["mine_red"] = opened.copy()
    cells["mine_red"].rect(1, 1, n - 1, n - 1, RED)
    cells["mine_red"].grid(CLASSIC_MINE, 2, 2, mine_ink)
    cells["mine_wrong"] = cells["mine"].copy()
    diagonal_cross(cells["mine_wrong"], 2, 2, 13, 2, RED)
    return cells


# --------------------------------------------------------------------------- LED digits

LED_SEGMENTS: dict[str, str] = {
    "led0": "abcdef",
    "led1": "bc",
    "led2": "abdeg",
    "led3": "abcdg",
    "led4": "bcfg",
    "led5": "acdfg",
    "led6": "acdefg",
    "led7": "abc",
    "led8": "abcdefg",
    "led9": "abcdfg",
    "led_minus": "g",
    "led_blank": "",
}


def led_segment_pixels(w: int, h: int, t: int) -> dict[str, list[tuple[int, int]]]:
    """The pixels of each seven-segment bar in a w x h digit with bars t thick.

    Bars taper where they meet and leave a 1 px gap between them, as on a
    real LED display; a 1 px margin keeps neighbouring digits apart.
    """
    x0, x1, y0, y1 = 1, w - 2, 1, h - 2
    mid = (y0 + y1) / 2
    upper_end = int(mid - 0.5)
    lower_start = int(mid + 1)
    bars: dict[str, list[tuple[int, int]]] = {k: [] for k in "abcdefg"}
    for i in range(t):
        for x in range(x0 + 2 + i, x1 - 1 - i):
            bars["a"].append((x, y0 + i))
            bars["d"].append((x, y1 - i))
        for y in range(y0 + 1 + i, upper_end - i + 1):
            bars["f"].append((x0 + i, y))
            bars["b"].append((x1 - i, y))
        for y in range(lower_start + i, y1 - i):
            bars["e"].append((x0 + i, y))
            bars["c"].append((x1 - i, y))
    top = round(mid - (t - 1) / 2)
    for y in range(top, top + t):
        taper = int(abs(y - mid) + 0.5) if t % 2 else int(abs(y - mid))
        for x in range(x0 + 2 + taper, x1 - 1 - taper):
            bars["g"].append((x, y))
    return bars


def led_digits(w: int, h: int, t: int, lit: RGBA, unlit: RGBA, back: RGBA) -> dict[str, Canvas]:
    """All twelve LED sprites: digits, minus and blank, unlit bars faintly visible."""
    bars = led_segment_pixels(w, h, t)
    sprites: dict[str, Canvas] = {}
    for name, on in LED_SEGMENTS.items():
        digit = Canvas(w, h, back)
        for bar, pixels in bars.items():
            for x, y in pixels:
                digit.put(x, y, lit if bar in on else unlit)
        sprites[name] = digit
    return sprites


# --------------------------------------------------------------------------- faces

# The face: a 17 x 17 disc ("o" outline, "y" fill); features are stamped on top.
FACE_DISC = [
    "......ooooo......",
    "....oo.....oo....",
    "...o.........o...",
    "..o...........o..",
    ".o.............o.",
    ".o.............o.",
    "o...............o",
    "o...............o",
    "o...............o",
    "o...............o",
    "o...............o",
    ".o.............o.",
    ".o.............o.",
    "..o...........o..",
    "...o.........o...",
    "....oo.....oo....",
    "......ooooo......",
]

FACE_FEATURES: dict[str, list[str]] = {
    "smile": [
        ".................",
        ".................",
        ".................",
        ".................",
        ".................",
        ".....##...##.....",
        ".....##...##.....",
        ".................",
        ".................",
        ".................",
        "....#.......#....",
        ".....#.....#.....",
        "......#####......",
    ],
    "oh": [
        ".................",
        ".................",
        ".................",
        ".................",
        ".....##...##.....",
        ".....##...##.....",
        ".....##...##.....",
        ".................",
        ".................",
        ".......###.......",
        "......#...#......",
        "......#...#......",
        "......#...#......",
        ".......###.......",
    ],
    "win": [
        ".................",
        ".................",
        ".................",
        ".................",
        ".................",
        "..#############..",
        "...#w###.#w###...",
        "....###...###....",
        ".................",
        ".................",
        "....#.......#....",
        ".....#.....#.....",
        "......#####......",
    ],
    "lose": [
        ".................",
        ".................",
        ".................",
        ".................",
        "....#.#...#.#....",
        ".....#.....#.....",
        "....#.#...#.#....",
        ".................",
        ".................",
        ".................",
        "......#####......",
        ".....#.....#.....",
        "....#.......#....",
    ],
}


def face_canvas(features: str, outline: RGBA, fill: RGBA, ink: RGBA, glint: RGBA) -> Canvas:
    """One 17 x 17 face: filled disc, its outline, then the features."""
    face = Canvas(17, 17)
    for y, row in enumerate(FACE_DISC):
        inside = [x for x, key in enumerate(row) if key == "o"]
        for x in range(inside[0], inside[-1] + 1):
            face.put(x, y, fill)
    face.grid(FACE_DISC, 0, 0, {"o": outline})
    face.grid(FACE_FEATURES[features], 0, 0, {"#": ink, "w": glint})
    return face


def upscale(canvas: Canvas, factor: int) -> Canvas:
    """A canvas blown up by an integer factor, pixel for pixel."""
    big = Canvas(canvas.width * factor, canvas.height * factor)
    for y in range(big.height):
        for x in range(big.width):
            big.put(x, y, canvas.get(x // factor, y // factor))
    return big


@dataclass(frozen=True)
class ButtonStyle:
    """Colours and widths of the square face button around the face."""

    size: int
    border: RGBA
    face: RGBA
    light: RGBA
    dark: RGBA
    bevel: int


def face_buttons(style: ButtonStyle, faces: dict[str, Canvas]) -> dict[str, Canvas]:
    """The five face sprites: each face on a raised button; face_press on a pushed one."""
    n = style.size
    raised = Canvas(n, n, style.face)
    raised.rect(0, 0, n, n, style.border)
    raised.rect(1, 1, n - 2, n - 2, style.face)
    bevel(raised, 1, 1, n - 2, n - 2, style.bevel, style.light, style.dark)
    pushed = Canvas(n, n, style.face)
    pushed.rect(0, 0, n, n, style.border)
    pushed.rect(1, 1, n - 2, n - 2, style.face)
    pushed.rect(1, 1, n - 2, 1, style.dark)
    pushed.rect(1, 1, 1, n - 2, style.dark)
    sprites: dict[str, Canvas] = {}
    offset = (n - faces["smile"].width) // 2
    for name, features in (("smile", "smile"), ("oh", "oh"), ("win", "win"), ("lose", "lose")):
        button = raised.copy()
        _overlay(button, faces[features], offset, offset)
        sprites[f"face_{name}"] = button
    sprites["face_press"] = pushed.copy()
    _overlay(sprites["face_press"], faces["smile"], offset + 1, offset + 1)
    return {
        key: sprites[key]
        for key in ("face_smile", "face_press", "face_oh", "face_win", "face_lose")
    }


def _overlay(canvas: Canvas, top: Canvas, x: int, y: int) -> None:
    """Draw ``top`` over ``canvas``: opaque pixels replace, transparent ones are skipped."""
    for yy in range(top.height):
        for xx in range(top.width):
            pixel = top.get(xx, yy)
            if pixel[3]:
                canvas.put(x + xx, y + yy, pixel)


# --------------------------------------------------------------------------- frames


def ringed(size: int, rings: list[tuple[RGBA, RGBA]], fill: RGBA) -> Canvas:
    """A square nine-slice piece: 1 px bevel rings (light, dark) from outside in, then fill."""
    piece = Canvas(size, size, fill)
    for depth, (light, dark) in enumerate(rings):
        extent = size - 2 * depth
        bevel(piece, depth, depth, extent, extent, 1, light, dark)
    return piece


def classic_frames() -> dict[str, tuple[Canvas, int]]:
    """Window frame, insets, buttons and dialog panel of the Windows 98 look."""
    grey, light, shade = CLASSIC_FACE_GREY, CLASSIC_LIGHT, CLASSIC_SHADE
    silver = color("#dfdfdf")
    return {
        "frame_outer": (ringed(9, [(light, shade)] * 3, grey), 3),
        "frame_inset": (ringed(9, [(shade, light)] * 3, grey), 3),
        "button": (ringed(8, [(light, BLACK), (silver, shade)], grey), 2),
        "button_down": (ringed(8, [(BLACK, light), (shade, silver)], grey), 2),
        "panel": (ringed(9, [(silver, BLACK), (light, shade), (grey, grey)], grey), 3),
    }


def classic_art() -> SkinArt:
    """The default skin: Windows 3.1 / 98 / XP Minesweeper, pixel for pixel in spirit."""
    faces = {key: face_canvas(key, BLACK, color("#ffff00"), BLACK, WHITE) for key in FACE_FEATURES}
    button = ButtonStyle(26, CLASSIC_SHADE, CLASSIC_FACE_GREY, WHITE, CLASSIC_SHADE, 2)
    return SkinArt(
        folder="classic",
        name="Classic",
        author="Minesweeper contributors",
        translations={"de": {"name": "Klassisch", "author": GERMAN_AUTHOR}},
        version="1.0",
        cell_size=16,
        description="the Windows classic look: grey bevels, coloured numbers, red LEDs",
        colors={
            "background": color("#c0c0c0"),
            "text": color("#000000"),
            "text_dim": color("#404040"),
            "highlight": color("#ffffff"),
            "shadow": color("#808080"),
            "accent": color("#000080"),
            "accent_text": color("#ffffff"),
            "cursor": color("#ff00ff"),
            "hint": color("#00c000"),
            "clue": color("#ffd000"),
            "prob_low": color("#00a000"),
            "prob_high": color("#e00000"),
            "overlay": color("#000000a0"),
        },
        cells=classic_cells(),
        leds=led_digits(13, 23, 3, color("#ff0000"), color("#220000"), BLACK),
        faces=face_buttons(button, faces),
        frames=classic_frames(),
        layout={"frame_pad": 9, "hud_height": 37, "hud_gap": 6, "hud_pad": 7},
    )


# --------------------------------------------------------------------------- dark

# Dark digits: 8 x 12, clean 2 px strokes.
DARK_DIGITS: dict[int, list[str]] = {
    1: [
        "...##...",
        "..###...",
        ".####...",
        "...##...",
        "...##...",
        "...##...",
        "...##...",
        "...##...",
        "...##...",
        "...##...",
        ".######.",
        ".######.",
    ],
    2: [
        "..####..",
        ".######.",
        "##....##",
        "......##",
        ".....###",
        "....###.",
        "...###..",
        "..###...",
        ".###....",
        "###.....",
        "########",
        "########",
    ],
    3: [
        ".######.",
        "########",
        "......##",
        "......##",
        "...####.",
        "...####.",
        "......##",
        "......##",
        "......##",
        "##....##",
        "########",
        ".######.",
    ],
    4: [
        ".....##.",
        "....###.",
        "...####.",
        "..##.##.",
        ".##..##.",
        "##...##.",
        "########",
        "########",
        ".....##.",
        ".....##.",
        ".....##.",
        ".....##.",
    ],
    5: [
        "########",
        "########",
        "##......",
        "##......",
        "#######.",
        "########",
        "......##",
        "......##",
        "......##",
        "##....##",
        "########",
        ".######.",
    ],
    6: [
        "..#####.",
        ".######.",
        "##......",
        "##......",
        "#######.",
        "########",
        "##....##",
        "##....##",
        "##....##",
        "##....##",
        "########",
        ".######.",
    ],
    7: [
        "########",
        "########",
        "......##",
        ".....##.",
        ".....##.",
        "....##..",
        "....##..",
        "...##...",
        "...##...",
        "...##...",
        "...##...",
        "...##...",
    ],
    8: [
        ".######.",
        "########",
        "##....##",
        "##....##",
        "##....##",
        ".######.",
        ".######.",
        "##....##",
        "##....##",
        "##....##",
        "########",
        ".######.",
    ],
}

DARK_QUESTION = [
    "..####..",
    ".######.",
    "##....##",
    "......##",
    ".....##.",
    "....##..",
    "...##...",
    "...##...",
    "........",
    "........",
    "...##...",
    "...##...",
]

DARK_FLAG = [
    "...#rr......",
    "...#rrrr....",
    "...#rrrrrr..",
    "...#rrrrrrr.",
    "...#rrrr....",
    "...#rr......",
    "...#........",
    "...#........",
    "...#........",
    "..###.......",
    ".#####......",
]

DARK = {
    "gap": color("#14181e"),
    "open": color("#1d2229"),
    "pressed": color("#252b33"),
    "face": color("#3a4452"),
    "light1": color("#566274"),
    "light2": color("#465160"),
    "dark1": color("#262d37"),
    "dark2": color("#303844"),
    "ink": color("#e6edf3"),
    "flag": color("#ff7b72"),
    "mine": color("#c9d1d9"),
    "mine_glint": color("#ffffff"),
    "red": color("#da3633"),
    "panel": color("#22272e"),
}

DARK_NUMBER_COLORS: dict[int, RGBA] = {
    1: color("#58a6ff"),
    2: color("#56d364"),
    3: color("#ff7b72"),
    4: color("#d2a8ff"),
    5: color("#ffa657"),
    6: color("#39c5cf"),
    7: color("#e6edf3"),
    8: color("#8b949e"),
}


def dark_tile(n: int) -> Canvas:
    """A raised dark-slate tile with a soft two-step bevel and rounded corners."""
    tile = Canvas(n, n, DARK["gap"])
    tile.rect(0, 0, n - 1, n - 1, DARK["face"])
    bevel(tile, 0, 0, n - 1, n - 1, 1, DARK["light1"], DARK["dark1"])
    bevel(tile, 1, 1, n - 3, n - 3, 1, DARK["light2"], DARK["dark2"])
    for x, y in ((0, 0), (n - 2, 0), (0, n - 2), (n - 2, n - 2)):
        tile.put(x, y, DARK["gap"])
    return tile


def dark_open(n: int, fill: RGBA) -> Canvas:
    """A flat revealed cell with the grid line on its right and bottom edges."""
    cell = Canvas(n, n, DARK["gap"])
    cell.rect(0, 0, n - 1, n - 1, fill)
    return cell


def dark_cells() -> dict[str, Canvas]:
    """The 20 x 20 cells of the dark skin."""
    n = 20
    covered = dark_tile(n)
    opened = dark_open(n, DARK["open"])
    cells = {"covered": covered, "pressed": dark_open(n, DARK["pressed"]), "open": opened}
    for number, ink in DARK_NUMBER_COLORS.items():
        cell = opened.copy()
        cell.grid(DARK_DIGITS[number], 6, 4, {"#": ink})
        cells[f"n{number}"] = cell
    cells["flag"] = covered.copy()
    cells["flag"].grid(DARK_FLAG, 4, 4, {"r": DARK["flag"], "#": DARK["ink"]})
    cells["question"] = covered.copy()
    cells["question"].grid(DARK_QUESTION, 5, 3, {"#": DARK["ink"]})
    mine_ink = {"#": DARK["mine"], "w": DARK["mine_glint"]}
    cells["mine"] = opened.copy()
    cells["mine"].grid(CLASSIC_MINE, 3, 3, mine_ink)
    cells["mine_red"] = dark_open(n, DARK["red"])
    cells["mine_red"].grid(CLASSIC_MINE, 3, 3, mine_ink)
    cells["mine_wrong"] = cells["mine"].copy()
    diagonal_cross(cells["mine_wrong"], 3, 3, 13, 2, DARK["flag"])
    return cells


def dark_frames() -> dict[str, tuple[Canvas, int]]:
    """Soft slate frames: a raised window edge, sunken wells, flat rounded buttons."""
    panel, face = DARK["panel"], DARK["face"]
    well = color("#161b22")
    return {
        "frame_outer": (ringed(9, [(color("#444d59"), color("#0d1117"))] * 2, panel), 3),
        "frame_inset": (ringed(9, [(color("#0d1117"), color("#3a4350")), (well, well)], well), 3),
        "button": (
            ringed(9, [(DARK["light1"], DARK["dark1"]), (DARK["light2"], DARK["dark2"])], face),
            3,
        ),
        "button_down": (
            ringed(9, [(color("#58a6ff"), color("#58a6ff")), (well, well)], color("#1f3a5f")),
            3,
        ),
        "panel": (ringed(12, [(color("#58a6ff"), color("#58a6ff")), (panel, panel)], panel), 4),
    }


def dark_art() -> SkinArt:
    """A modern dark theme: slate tiles, soft bevels, bright readable numbers."""
    ink = color("#0d1117")
    faces = {key: face_canvas(key, ink, color("#f2cc60"), ink, WHITE) for key in FACE_FEATURES}
    button = ButtonStyle(26, color("#0d1117"), DARK["face"], DARK["light1"], DARK["dark1"], 2)
    return SkinArt(
        folder="dark",
        name="Dark",
        author="Minesweeper contributors",
        translations={"de": {"name": "Dunkel", "author": GERMAN_AUTHOR}},
        version="1.0",
        cell_size=20,
        description="a modern dark theme: slate tiles, soft bevels, bright numbers",
        colors={
            "background": DARK["panel"],
            "text": color("#e6edf3"),
            "text_dim": color("#8b949e"),
            "highlight": color("#444d59"),
            "shadow": color("#0d1117"),
            "accent": color("#58a6ff"),
            "accent_text": color("#0d1117"),
            "cursor": color("#f778ba"),
            "hint": color("#3fb950"),
            "clue": color("#e3b341"),
            "prob_low": color("#3fb950"),
            "prob_high": color("#f85149"),
            "overlay": color("#0d1117c0"),
        },
        cells=dark_cells(),
        leds=led_digits(13, 23, 3, color("#58a6ff"), color("#132235"), color("#0d1117")),
        faces=face_buttons(button, faces),
        frames=dark_frames(),
        layout={"frame_pad": 10, "hud_height": 37, "hud_gap": 8, "hud_pad": 8},
    )


# --------------------------------------------------------------------------- high contrast

# High-contrast digits: 11 x 15, 3 px strokes, shapes chosen to differ at a glance
# (flat-topped 3 and 5, open 4, hooked 6, 8 with two closed loops).
BOLD_DIGITS: dict[int, list[str]] = {
    1: [
        "....###....",
        "...####....",
        "..#####....",
        ".######....",
        "....###....",
        "....###....",
        "....###....",
        "....###....",
        "....###....",
        "....###....",
        "....###....",
        "....###....",
        ".#########.",
        ".#########.",
        ".#########.",
    ],
    2: [
        "..#######..",
        ".#########.",
        "###.....###",
        "###.....###",
        "........###",
        ".......###.",
        ".....####..",
        "...####....",
        "..###......",
        ".###.......",
        "###........",
        "###........",
        "###########",
        "###########",
        "###########",
    ],
    3: [
        "###########",
        "###########",
        ".......###.",
        "......###..",
        ".....###...",
        "....######.",
        "....#######",
        "........###",
        "........###",
        "........###",
        "........###",
        "###.....###",
        "###.....###",
        "###########",
        ".#########.",
    ],
    4: [
        "###.....###",
        "###.....###",
        "###.....###",
        "###.....###",
        "###.....###",
        "###.....###",
        "###########",
        "###########",
        "###########",
        "........###",
        "........###",
        "........###",
        "........###",
        "........###",
        "........###",
    ],
    5: [
        "###########",
        "###########",
        "###........",
        "###........",
        "###........",
        "#########..",
        "##########.",
        "........###",
        "........###",
        "........###",
        "........###",
        "###.....###",
        "###.....###",
        "##########.",
        ".########..",
    ],
    6: [
        "...#######.",
        "..########.",
        ".###.......",
        "###........",
        "###........",
        "#########..",
        "##########.",
        "###.....###",
        "###.....###",
        "###.....###",
        "###.....###",
        "###.....###",
        "###.....###",
        "###########",
        ".#########.",
    ],
    7: [
        "###########",
        "###########",
        "........###",
        ".......###.",
        "......###..",
        "......###..",
        ".....###...",
        ".....###...",
        "....###....",
        "....###....",
        "....###....",
        "....###....",
        "....###....",
        "....###....",
        "....###....",
    ],
    8: [
        ".#########.",
        "###########",
        "###.....###",
        "###.....###",
        "###.....###",
        ".#########.",
        ".#########.",
        "###.....###",
        "###.....###",
        "###.....###",
        "###.....###",
        "###.....###",
        "###.....###",
        "###########",
        ".#########.",
    ],
}

BOLD_QUESTION = [
    "..#######..",
    ".#########.",
    "###.....###",
    "###.....###",
    "........###",
    ".......###.",
    ".....####..",
    "....###....",
    "....###....",
    "....###....",
    "...........",
    "...........",
    "....###....",
    "....###....",
    "....###....",
]

BOLD_FLAG = [
    "....#............",
    "....####.........",
    "....#######......",
    "....##########...",
    "....############.",
    "....##########...",
    "....#######......",
    "....####.........",
    "....##...........",
    "....##...........",
    "....##...........",
    "....##...........",
    "..######.........",
    "##########.......",
    "##########.......",
]

HC = {
    "face": color("#d0d0d0"),
    "light": color("#ffffff"),
    "dark": color("#5a5a5a"),
    "edge": color("#000000"),
    "grid": color("#6a6a6a"),
    "digit": color("#ffff00"),
    "pip": color("#ffffff"),
    "red": color("#ff2020"),
}


# Dice faces for the counts 1..8 (3 x 3 spots): a second, colour-free cue beside the digit.
DICE: dict[int, list[str]] = {
    1: ["...", ".#.", "..."],
    2: ["#..", "...", "..#"],
    3: ["#..", ".#.", "..#"],
    4: ["#.#", "...", "#.#"],
    5: ["#.#", ".#.", "#.#"],
    6: ["#.#", "#.#", "#.#"],
    7: ["#.#", "###", "#.#"],
    8: ["###", "#.#", "###"],
}


def dice(canvas: Canvas, count: int, x: int, y: int, rgba: RGBA) -> None:
    """The dice face for ``count`` as 2 x 2 spots on a 3 px pitch (8 x 8 pixels)."""
    for row, keys in enumerate(DICE[count]):
        for col, key in enumerate(keys):
            if key == "#":
                canvas.rect(x + col * 3, y + row * 3, 2, 2, rgba)


# High-contrast mine: 19 x 19, symmetric, body and spikes in one colour, "w" the glint.
HC_MINE = [
    ".........#.........",
    ".........#.........",
    "..#......#......#..",
    "...#...#####...#...",
    ".....#########.....",
    "....###########....",
    "....##ww#######....",
    "...###ww########...",
    "...#############...",
    "###################",
    "...#############...",
    "...#############...",
    "....###########....",
    "....###########....",
    ".....#########.....",
    "...#...#####...#...",
    "..#......#......#..",
    ".........#.........",
    ".........#.........",
]


def hc_cells() -> dict[str, Canvas]:
    """The 24 x 24 cells of the high-contrast skin: light raised tiles, black open cells."""
    n = 24
    covered = Canvas(n, n, HC["face"])
    bevel(covered, 0, 0, n - 1, n - 1, 3, HC["light"], HC["dark"])
    covered.rect(n - 1, 0, 1, n, HC["edge"])
    covered.rect(0, n - 1, n, 1, HC["edge"])
    opened = Canvas(n, n, BLACK)
    opened.rect(0, 0, n, 1, HC["grid"])
    opened.rect(0, 0, 1, n, HC["grid"])
    cells = {"covered": covered, "pressed": opened.copy(), "open": opened}
    for number in range(1, 9):
        cell = opened.copy()
        cell.grid(BOLD_DIGITS[number], 2, 5, {"#": HC["digit"]})
        dice(cell, number, 15, 9, HC["pip"])
        cells[f"n{number}"] = cell
    cells["flag"] = covered.copy()
    cells["flag"].grid(BOLD_FLAG, 4, 4, {"#": BLACK})
    cells["question"] = covered.copy()
    cells["question"].grid(BOLD_QUESTION, 6, 4, {"#": BLACK})
    mine_ink = {"#": WHITE, "w": color("#909090")}
    cells["mine"] = opened.copy()
    cells["mine"].grid(HC_MINE, 3, 3, mine_ink)
    cells["mine_red"] = opened.copy()
    cells["mine_red"].rect(1, 1, n - 1, n - 1, HC["red"])
    cells["mine_red"].rect(3, 3, n - 5, n - 5, BLACK)
    cells["mine_red"].grid(HC_MINE, 3, 3, mine_ink)
    cells["mine_wrong"] = cells["mine"].copy()
    diagonal_cross(cells["mine_wrong"], 3, 3, 19, 3, HC["red"])
    return cells


def hc_frames() -> dict[str, tuple[Canvas, int]]:
    """Flat, bold frames: white outlines on black, yellow for the pushed state."""
    light, grey, yellow = WHITE, color("#808080"), HC["digit"]
    return {
        "frame_outer": (ringed(9, [(light, grey)] * 3, BLACK), 3),
        "frame_inset": (ringed(9, [(grey, light)] * 3, BLACK), 3),
        "button": (ringed(9, [(light, light), (light, light), (BLACK, BLACK)], BLACK), 3),
        "button_down": (
            ringed(9, [(yellow, yellow), (yellow, yellow), (BLACK, BLACK)], color("#303030")),
            3,
        ),
        "panel": (ringed(9, [(light, light), (light, light), (BLACK, BLACK)], BLACK), 3),
    }


def high_contrast_art() -> SkinArt:
    """Numbers told apart by digit shape and dice spots, not hue; large 24 px cells."""
    faces = {
        key: upscale(face_canvas(key, BLACK, color("#ffff00"), BLACK, WHITE), 2)
        for key in FACE_FEATURES
    }
    button = ButtonStyle(44, BLACK, HC["face"], HC["light"], HC["dark"], 3)
    return SkinArt(
        folder="high-contrast",
        name="High contrast",
        author="Minesweeper contributors",
        translations={"de": {"name": "Hoher Kontrast", "author": GERMAN_AUTHOR}},
        version="1.0",
        cell_size=24,
        description="numbers told apart by digit shape and dice spots, not colour; 24 px cells",
        colors={
            "background": BLACK,
            "text": WHITE,
            "text_dim": color("#c8c8c8"),
            "highlight": WHITE,
            "shadow": color("#808080"),
            "accent": HC["digit"],
            "accent_text": BLACK,
            "cursor": color("#ff00ff"),
            "hint": color("#0050ff"),
            "clue": color("#00ffff"),
            "prob_low": color("#0080ff"),
            "prob_high": color("#ff8000"),
            "overlay": color("#000000c8"),
        },
        cells=hc_cells(),
        leds=led_digits(20, 36, 4, HC["digit"], color("#1c1c00"), BLACK),
        faces=face_buttons(button, faces),
        frames=hc_frames(),
        layout={"frame_pad": 12, "hud_height": 56, "hud_gap": 8, "hud_pad": 10},
    )


# --------------------------------------------------------------------------- writing

CELLS_PER_ROW = 8

SpriteTable = dict[str, tuple[str, int, int, int, int]]


def pack_cells(art: SkinArt) -> tuple[Canvas, SpriteTable]:
    """The cells sheet: a grid of cell_size squares, eight to a row."""
    n = art.cell_size
    rows = -(-len(art.cells) // CELLS_PER_ROW)
    sheet = Canvas(CELLS_PER_ROW * n, rows * n)
    table: SpriteTable = {}
    for index, (name, cell) in enumerate(art.cells.items()):
        x, y = (index % CELLS_PER_ROW) * n, (index // CELLS_PER_ROW) * n
        sheet.paste(cell, x, y)
        table[name] = ("cells", x, y, n, n)
    return sheet, table


def pack_row(sheet_id: str, rows: list[dict[str, Canvas]]) -> tuple[Canvas, SpriteTable]:
    """A sheet with each group of sprites on its own row, left to right."""
    width = max(sum(c.width for c in group.values()) for group in rows)
    height = sum(max(c.height for c in group.values()) for group in rows)
    sheet = Canvas(width, height)
    table: SpriteTable = {}
    y = 0
    for group in rows:
        x = 0
        for name, sprite in group.items():
            sheet.paste(sprite, x, y)
            table[name] = (sheet_id, x, y, sprite.width, sprite.height)
            x += sprite.width
        y += max(c.height for c in group.values())
    return sheet, table


MANIFEST_HELP = {
    "name": "shown in Settings",
    "author": "who made it",
    "version": "your skin's version",
    "cell_size": "pixels per board cell, 8..64; every cell sprite is this size square",
    "colors": "UI colours: #RRGGBB or #RRGGBBAA",
    "layout": "optional paddings in pixels (defaults shown in docs/skins.md)",
    "sheets": "sheet id -> PNG file inside this folder",
    "sprites": "sprite name -> [sheet id, x, y, width, height]",
    "slices": "nine-slice sprites -> corner size in pixels (kept unstretched)",
}


COLOR_HELP = {
    "background": "window and panel face",
    "text": "UI text",
    "text_dim": "secondary UI text",
    "highlight": "light side of bevels (LED counter box)",
    "shadow": "dark side of bevels (LED counter box)",
    "accent": "selected menu item, title strips",
    "accent_text": "text drawn on accent",
    "cursor": "keyboard cursor outline",
    "hint": "outline of a hinted cell",
    "clue": "outline of the numbers that prove a hint",
    "prob_low": "probability view: certainly safe",
    "prob_high": "probability view: certainly a mine",
    "overlay": "dims the game behind overlays (alpha matters)",
}


def manifest_text(
    art: SkinArt, sprites: SpriteTable, *, name: str, author: str, help_: bool
) -> str:
    """The skin.toml for ``art``; with ``help_`` every key gets a comment for modders."""

    def note(key: str) -> str:
        return f"  # {MANIFEST_HELP[key]}" if help_ else ""

    if help_:
        title = f"# A copy of the {art.name} skin to start your own; see README.txt."
    else:
        title = f"# {name} skin: {art.description}."
    lines = [
        title,
        "# Drawn by tools/make_skins.py; every key is explained in docs/skins.md.",
        "",
        f'name = "{name}"{note("name")}',
        f'author = "{author}"{note("author")}',
        f'version = "{art.version}"{note("version")}',
        f"cell_size = {art.cell_size}{note('cell_size')}",
        "",
        f"[colors]{note('colors')}",
        *(
            f'{key} = "{hex_text(rgba)}"' + (f"  # {COLOR_HELP[key]}" if help_ else "")
            for key, rgba in art.colors.items()
        ),
        "",
        f"[layout]{note('layout')}",
        *(f"{key} = {value}" for key, value in art.layout.items()),
        "",
        f"[sheets]{note('sheets')}",
        'cells = "cells.png"',
        'hud = "hud.png"',
        'frames = "frames.png"',
        "",
        f"[sprites]{note('sprites')}",
    ]
    for sprite, (sheet, x, y, w, h) in sprites.items():
        lines.append(f'{sprite} = ["{sheet}", {x}, {y}, {w}, {h}]')
    lines += ["", f"[slices]{note('slices')}"]
    lines += [f"{key} = {corner}" for key, (_, corner) in art.frames.items()]
    if help_:
        lines += [
            "",
            "# Optional: the name and author in another language the game speaks",
            "# [translations.de]",
            '# name = "Mein Skin"',
            '# author = "Ihr Name"',
        ]
    else:
        for language, texts in art.translations.items():
            lines += ["", f"[translations.{language}]"]
            lines += [f'{key} = "{value}"' for key, value in texts.items()]
    return "\n".join(lines) + "\n"


TEMPLATE_README = """\
Template skin for Minesweeper
=============================

1. Copy this whole folder to your skins folder and rename it, for example
   Linux:   ~/.local/share/minesweeper/skins/my-skin/
   Windows: %LOCALAPPDATA%\\minesweeper\\skins\\my-skin\\
   macOS:   ~/Library/Application Support/minesweeper/skins/my-skin/
   (or $MINESWEEPER_HOME/skins/my-skin/ when MINESWEEPER_HOME is set).
2. Change name and author in skin.toml, then edit the PNGs with any pixel
   editor. Keep every sprite where skin.toml says it is, or update the
   rectangles there.
3. Check it:  python main.py --skin path/to/my-skin --selftest
   (exit status 0 means the skin is fine; otherwise one line says what and where).
4. Play with it: python main.py --skin path/to/my-skin ; press F5 to reload
   the skin after every change. Pick it for good in Settings.

docs/skins.md explains every key, every sprite and its size, and the limits.
"""


def write_skin(art: SkinArt, folder: Path, *, template: bool = False) -> None:
    """Pack ``art`` into cells.png, hud.png, frames.png and skin.toml inside ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    cells, sprites = pack_cells(art)
    hud, hud_table = pack_row("hud", [art.leds, art.faces])
    frames, frame_table = pack_row("frames", [{k: c for k, (c, _) in art.frames.items()}])
    sprites |= hud_table | frame_table
    (folder / "cells.png").write_bytes(cells.png())
    (folder / "hud.png").write_bytes(hud.png())
    (folder / "frames.png").write_bytes(frames.png())
    if template:
        text = manifest_text(art, sprites, name="My Skin", author="Your Name", help_=True)
        (folder / "README.txt").write_text(TEMPLATE_README, encoding="utf-8", newline="\n")
    else:
        text = manifest_text(art, sprites, name=art.name, author=art.author, help_=False)
    (folder / "skin.toml").write_text(text, encoding="utf-8", newline="\n")


def all_art() -> list[SkinArt]:
    """Every shipped skin, default first."""
    return [classic_art(), dark_art(), high_contrast_art()]


def main(argv: list[str] | None = None) -> int:
    """Draw every skin into ``--out`` (default assets/skins), plus the template."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "assets" / "skins")
    args = parser.parse_args(argv)
    arts = all_art()
    for art in arts:
        write_skin(art, args.out / art.folder)
        print(f"wrote {args.out / art.folder}")
    write_skin(arts[0], args.out / "template", template=True)
    print(f"wrote {args.out / 'template'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
