#!/usr/bin/env python3
"""Pack a skin's sprite sheets and write its manifest from the sprites the game needs.

The shipped skins are data: their PNG sheets and skin.toml are the source, edited in any
image editor (docs/skins.md). This tool only moves sprites between one PNG per sprite and
packed sheets, and writes the manifest's tables from `game.skins.names`:

    python tools/make_skins.py unpack SKIN_DIR SPRITES_DIR   # one NAME.png per sprite
    python tools/make_skins.py pack SPRITES_DIR SKIN_DIR     # the sheets and skin.toml
    python tools/make_skins.py template [--out DIR]          # the modders' template

`unpack` writes every sprite of a skin as NAME.png beside a copy of its skin.toml; edit,
add or resize sprites there, then `pack` lays them out again (cells eight to a row, the
LED digits and the faces on rows of their own, the frame pieces on one row) and writes
skin.toml with the source's own settings, colours and comments and a fresh [sheets] and
[sprites] table in the order of `game.skins.names`. `template` makes
assets/skins/template: the classic skin's sheets with a manifest explaining every key.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tomllib
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

import pygame  # noqa: E402

from game.skins.names import (  # noqa: E402
    CELL_SPRITES,
    COLOR_NAMES,
    FACE_SPRITES,
    LAYOUT_DEFAULTS,
    LED_SPRITES,
    MANIFEST_NAME,
    NINE_SLICE_SPRITES,
    SPRITE_NAMES,
)

CELLS_PER_ROW = 8
SHEETS = {"cells": "cells.png", "hud": "hud.png", "frames": "frames.png"}
SpriteTable = dict[str, tuple[str, int, int, int, int]]

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


def read_manifest(folder: Path) -> tuple[dict[str, Any], list[str]]:
    """A skin's skin.toml: its values, and the comment lines it opens with."""
    text = (folder / MANIFEST_NAME).read_text(encoding="utf-8")
    comments = []
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        comments.append(line)
    return tomllib.loads(text), comments


def sprites_of(folder: Path) -> dict[str, pygame.Surface]:
    """Every sprite of the skin in `folder`, cut from its sheets as its manifest says."""
    manifest, _ = read_manifest(folder)
    sheets = {
        key: pygame.image.load(str(folder / name)) for key, name in manifest["sheets"].items()
    }
    return {
        name: sheets[sheet].subsurface((x, y, w, h)).copy()
        for name, (sheet, x, y, w, h) in manifest["sprites"].items()
    }


def unpack(skin: Path, out: Path) -> None:
    """Write every sprite of `skin` as out/NAME.png, with a copy of its skin.toml."""
    out.mkdir(parents=True, exist_ok=True)
    for name, sprite in sprites_of(skin).items():
        pygame.image.save(sprite, str(out / f"{name}.png"))
    shutil.copyfile(skin / MANIFEST_NAME, out / MANIFEST_NAME)


def pack_rows(
    sheet: str, rows: list[list[tuple[str, pygame.Surface]]]
) -> tuple[pygame.Surface, SpriteTable]:
    """One sheet holding `rows` of sprites, each row left to right under the one before."""
    width = max(sum(s.get_width() for _, s in row) for row in rows)
    height = sum(max(s.get_height() for _, s in row) for row in rows)
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    table: SpriteTable = {}
    y = 0
    for row in rows:
        x = 0
        for name, sprite in row:
            surface.blit(sprite, (x, y))
            table[name] = (sheet, x, y, sprite.get_width(), sprite.get_height())
            x += sprite.get_width()
        y += max(s.get_height() for _, s in row)
    return surface, table


def pack_sheets(
    sprites: dict[str, pygame.Surface],
) -> tuple[dict[str, pygame.Surface], SpriteTable]:
    """The three sheets for every sprite the game needs, and where each sprite is."""
    missing = [name for name in SPRITE_NAMES if name not in sprites]
    if missing:
        raise SystemExit(f"make_skins: no sprite for {', '.join(missing)}")
    cells = [(name, sprites[name]) for name in CELL_SPRITES]
    cell_rows = [cells[i : i + CELLS_PER_ROW] for i in range(0, len(cells), CELLS_PER_ROW)]
    hud_rows = [[(n, sprites[n]) for n in group] for group in (LED_SPRITES, FACE_SPRITES)]
    frame_rows = [[(name, sprites[name]) for name in NINE_SLICE_SPRITES]]
    sheets: dict[str, pygame.Surface] = {}
    table: SpriteTable = {}
    for sheet, rows in (("cells", cell_rows), ("hud", hud_rows), ("frames", frame_rows)):
        sheets[sheet], placed = pack_rows(sheet, rows)
        table |= placed
    return sheets, table


def manifest_text(
    manifest: dict[str, Any], sprites: SpriteTable, comments: list[str], *, explain: bool
) -> str:
    """skin.toml: the source's settings and colours, the fresh [sheets] and [sprites]
    tables (in the order of `game.skins.names`); with `explain` every key says what it is."""

    def note(key: str) -> str:
        return f"  # {MANIFEST_HELP[key]}" if explain else ""

    def quoted(value: object) -> str:
        return f'"{value}"' if isinstance(value, str) else str(value)

    colors, layout = manifest["colors"], manifest.get("layout", {})
    lines = [*comments, ""] if comments else []
    top = ("name", "author", "version", "cell_size")
    lines += [f"{key} = {quoted(manifest[key])}{note(key)}" for key in top]
    lines += ["", f"[colors]{note('colors')}"]
    lines += [
        f'{key} = "{colors[key]}"' + (f"  # {COLOR_HELP[key]}" if explain else "")
        for key in COLOR_NAMES
    ]
    if layout:
        lines += ["", f"[layout]{note('layout')}"]
        lines += [f"{key} = {layout[key]}" for key in LAYOUT_DEFAULTS if key in layout]
    lines += ["", f"[sheets]{note('sheets')}"]
    lines += [f'{key} = "{name}"' for key, name in SHEETS.items()]
    lines += ["", f"[sprites]{note('sprites')}"]
    lines += [f'{name} = ["{s}", {x}, {y}, {w}, {h}]' for name, (s, x, y, w, h) in sprites.items()]
    lines += ["", f"[slices]{note('slices')}"]
    lines += [f"{name} = {manifest['slices'][name]}" for name in NINE_SLICE_SPRITES]
    if explain:
        lines += [
            "",
            "# Optional: the name and author in another language the game speaks",
            "# [translations.de]",
            '# name = "Mein Skin"',
            '# author = "Ihr Name"',
        ]
    for language, texts in manifest.get("translations", {}).items():
        lines += ["", f"[translations.{language}]"]
        lines += [f"{key} = {quoted(value)}" for key, value in texts.items()]
    return "\n".join(lines) + "\n"


def pack(sprites_folder: Path, skin: Path) -> None:
    """Pack sprites_folder/NAME.png into `skin`'s sheets and write its skin.toml."""
    manifest, comments = read_manifest(sprites_folder)
    sprites = {
        path.stem: pygame.image.load(str(path)) for path in sorted(sprites_folder.glob("*.png"))
    }
    sheets, table = pack_sheets(sprites)
    skin.mkdir(parents=True, exist_ok=True)
    for key, surface in sheets.items():
        pygame.image.save(surface, str(skin / SHEETS[key]))
    text = manifest_text(manifest, table, comments, explain=False)
    (skin / MANIFEST_NAME).write_text(text, encoding="utf-8", newline="\n")


def template(classic: Path, out: Path) -> None:
    """The modders' template: the classic skin's sheets, a manifest explaining every key
    (named "My Skin"), and README.txt."""
    out.mkdir(parents=True, exist_ok=True)
    manifest, _ = read_manifest(classic)
    for name in manifest["sheets"].values():
        shutil.copyfile(classic / name, out / name)
    manifest = {**manifest, "name": "My Skin", "author": "Your Name"}
    manifest.pop("translations", None)
    table: SpriteTable = {name: tuple(manifest["sprites"][name]) for name in SPRITE_NAMES}  # type: ignore[misc]
    comments = [
        "# A copy of the Classic skin to start your own; see README.txt.",
        "# Edit the PNGs and this file; every key is explained in docs/skins.md.",
    ]
    text = manifest_text(manifest, table, comments, explain=True)
    (out / MANIFEST_NAME).write_text(text, encoding="utf-8", newline="\n")
    (out / "README.txt").write_text(TEMPLATE_README, encoding="utf-8", newline="\n")


def main(argv: list[str] | None = None) -> int:
    """Run one command (see the module docstring)."""
    parser = argparse.ArgumentParser(
        prog="python tools/make_skins.py", description=__doc__.splitlines()[0]
    )
    commands = parser.add_subparsers(dest="command", required=True)
    one = commands.add_parser("unpack", help="one PNG per sprite")
    one.add_argument("skin", type=Path)
    one.add_argument("out", type=Path)
    two = commands.add_parser("pack", help="sheets and skin.toml from one PNG per sprite")
    two.add_argument("sprites", type=Path)
    two.add_argument("skin", type=Path)
    three = commands.add_parser("template", help="the modders' template from the classic skin")
    three.add_argument("--out", type=Path, default=REPO / "assets" / "skins" / "template")
    args = parser.parse_args(argv)
    if args.command == "unpack":
        unpack(args.skin, args.out)
    elif args.command == "pack":
        pack(args.sprites, args.skin)
    else:
        template(REPO / "assets" / "skins" / "classic", args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
