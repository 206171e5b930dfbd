#!/usr/bin/env python3
"""Draw the program's icon from the classic skin's own art: PNG sizes, .ico and .icns.

    python tools/make_icons.py [--out DIR]

The icon is the classic mine on a raised grey cell, drawn here pixel by pixel (the
classic skin's mine grid) and scaled by whole pixels, so it stays crisp; the PNGs are
encoded here too, so running it again gives the very same bytes on any machine. Writes
``minesweeper-N.png`` for the Linux sizes, ``minesweeper.ico`` (Windows: PNG-compressed
entries, 16 to 256) and ``minesweeper.icns`` (macOS: 16 to 1024) into ``assets/icons``
(or DIR). Running it again gives the very same files.
"""

from __future__ import annotations

import argparse
import struct
import sys
import zlib
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
RGBA = tuple[int, int, int, int]
CLEAR: RGBA = (0, 0, 0, 0)
BLACK: RGBA = (0, 0, 0, 255)
WHITE: RGBA = (255, 255, 255, 255)
CLASSIC_FACE_GREY: RGBA = (0xC0, 0xC0, 0xC0, 255)
CLASSIC_LIGHT: RGBA = WHITE
CLASSIC_SHADE: RGBA = (0x80, 0x80, 0x80, 255)
# The classic mine: 13 x 13, black body, spikes on the axes and diagonals, white glint.
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


class Canvas:
    """A small RGBA pixel buffer with the drawing operations the icon needs."""

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
    """A raised bevel `width` pixels wide: light top/left, dark bottom/right (corners
    split on the diagonal as Windows draws them; the dark side wins ties)."""
    for yy in range(y, y + h):
        for xx in range(x, x + w):
            near_light = min(xx - x, yy - y)
            near_dark = min(x + w - 1 - xx, y + h - 1 - yy)
            if min(near_light, near_dark) >= width:
                continue
            canvas.put(xx, yy, light if near_light < near_dark else dark)


PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# macOS icon types holding PNG data, by pixel size (ic10 is the 512@2x Retina image).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
)
MINE_PALETTE = {"#": BLACK, "w": WHITE}


def icon(size: int) -> Canvas:
    """The icon at `size` x `size` pixels: a raised classic cell holding the mine."""
    canvas = Canvas(size, size, CLASSIC_FACE_GREY)
    edge = max(1, size // 12)
    bevel(canvas, 0, 0, size, size, edge, CLASSIC_LIGHT, CLASSIC_SHADE)
    grid = len(CLASSIC_MINE)
    room = size - 2 * edge
    scale = max(1, room // grid)
    mine = Canvas(grid * scale, grid * scale)
    for row, line in enumerate(CLASSIC_MINE):
        for col, key in enumerate(line):
            if key != ".":
                mine.rect(col * scale, row * scale, scale, scale, MINE_PALETTE[key])
    offset = (size - grid * scale) // 2
    for y in range(mine.height):
        for x in range(mine.width):
            pixel = mine.get(x, y)
            if pixel[3]:
                canvas.put(offset + x, offset + y, pixel)
    return canvas


def ico(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG images (read by Windows Vista and later)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    directory = b""
    body = b""
    for size, data in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in an .ico directory
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        body += data
        offset += len(data)
    return header + directory + body


def icns(pngs: dict[bytes, bytes]) -> bytes:
    """A macOS .icns of PNG-holding entries."""
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in pngs.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(out: Path) -> list[Path]:
    """Write every icon file into `out`; return the paths written."""
    out.mkdir(parents=True, exist_ok=True)
    sizes = sorted({*PNG_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: icon(size).png() for size in sizes}
    written = []
    for size in PNG_SIZES:
        path = out / f"minesweeper-{size}.png"
        path.write_bytes(pngs[size])
        written.append(path)
    path = out / "minesweeper.ico"
    path.write_bytes(ico({size: pngs[size] for size in ICO_SIZES}))
    written.append(path)
    path = out / "minesweeper.icns"
    path.write_bytes(icns({kind: pngs[size] for kind, size in ICNS_TYPES}))
    written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    """Draw the icons into ``--out`` (default assets/icons)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=REPO / "assets" / "icons")
    args = parser.parse_args(argv)
    for path in write_icons(args.out):
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
