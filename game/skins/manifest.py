"""Reading skin.toml: structure, types and ranges, before any image is opened.

Everything here is plain data checks, so a broken manifest is rejected with
one precise line and no file besides skin.toml is touched.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from game.storage.userfile import FileProblem, UserFileError, decode_text, parse_toml

from .errors import SkinError
from .names import (
    CELL_SPRITES,
    COLOR_NAMES,
    FACE_SPRITES,
    LAYOUT_DEFAULTS,
    LED_SPRITES,
    MANIFEST_NAME,
    MAX_CELL_SIZE,
    MAX_SHEET_SIDE,
    MIN_CELL_SIZE,
    NINE_SLICE_SPRITES,
    SPRITE_NAMES,
)

MAX_MANIFEST_BYTES = 1_000_000
MAX_MANIFEST_DEPTH = 8
MAX_LAYOUT_VALUE = 1024
_COLOR_RE = re.compile(r"#(?:[0-9a-fA-F]{6}|[0-9a-fA-F]{8})")

RGBA = tuple[int, int, int, int]


@dataclass(frozen=True)
class SpriteRect:
    """Where one sprite lives: a sheet id and a rectangle on that sheet."""

    sheet: str
    x: int
    y: int
    w: int
    h: int


@dataclass(frozen=True)
class Manifest:
    """The checked contents of a skin.toml (paths not yet resolved, images not read)."""

    name: str
    author: str
    version: str
    cell_size: int
    colors: dict[str, RGBA]
    sheets: dict[str, str]
    sprites: dict[str, SpriteRect]
    slices: dict[str, int]
    layout: dict[str, int]
    translations: dict[str, dict[str, str]] = field(default_factory=dict)
    """The skin's own texts in other languages: {"de": {"name": ..., "author": ...}}."""


def parse_color(text: str) -> RGBA | None:
    """``"#RRGGBB"`` or ``"#RRGGBBAA"`` as an RGBA tuple; None when malformed."""
    if not _COLOR_RE.fullmatch(text):
        return None
    digits = text[1:] + ("" if len(text) == 9 else "ff")
    red, green, blue, alpha = (int(digits[i : i + 2], 16) for i in range(0, 8, 2))
    return red, green, blue, alpha


def _type_name(value: object) -> str:
    """A TOML-flavoured name of a value's type, for error messages."""
    names = {bool: "boolean", int: "integer", float: "float", str: "string"}
    names |= {list: "array", dict: "table"}
    return names.get(type(value), type(value).__name__)


def _a(noun: str) -> str:
    """``noun`` with its indefinite article: "an integer", "a string"."""
    return f"an {noun}" if noun[0] in "aeiou" else f"a {noun}"


def _is_int(value: object) -> bool:
    """True for a TOML integer (a boolean is not one)."""
    return isinstance(value, int) and not isinstance(value, bool)


class _Reader:
    """Typed access to the parsed TOML that raises SkinError naming the key."""

    def __init__(self, skin: str, data: dict[str, Any]) -> None:
        self.skin = skin
        self.data = data

    def fail(self, reason: str) -> SkinError:
        """A SkinError about the manifest file."""
        return SkinError(self.skin, MANIFEST_NAME, reason)

    def get(self, table: dict[str, Any], key: str, kind: type, where: str) -> Any:
        """``table[key]`` checked to be of ``kind``; ``where`` names it in messages."""
        if key not in table:
            raise self.fail(f"missing key '{where}'")
        value = table[key]
        ok = _is_int(value) if kind is int else isinstance(value, kind)
        if not ok:
            want, got = _type_name(kind()), _type_name(value)
            raise self.fail(f"key '{where}' must be {_a(want)}, not {_a(got)}")
        return value

    def text(self, key: str) -> str:
        """A required non-empty top-level string."""
        found: str = self.get(self.data, key, str, key)
        value = found.strip()
        if not value:
            raise self.fail(f"key '{key}' must not be empty")
        return value

    def table(self, key: str, *, required: bool = True) -> dict[str, Any]:
        """A top-level table; an absent optional table reads as empty."""
        if key not in self.data and not required:
            return {}
        table: dict[str, Any] = self.get(self.data, key, dict, key)
        return table


def read_manifest(skin: str, raw: bytes) -> Manifest:
    """Parse and check the bytes of a skin.toml; raise SkinError on the first problem."""
    if len(raw) > MAX_MANIFEST_BYTES:
        raise SkinError(skin, MANIFEST_NAME, "manifest larger than 1 MB")
    try:
        data = parse_toml(MANIFEST_NAME, decode_text(MANIFEST_NAME, raw), MAX_MANIFEST_DEPTH)
    except UserFileError as error:
        reason = "not valid TOML (not UTF-8 text)" if error.kind is FileProblem.NOT_TEXT else ""
        raise SkinError(skin, MANIFEST_NAME, reason or error.reason.removeprefix("is ")) from None
    reader = _Reader(skin, data)
    name = reader.text("name")
    author = reader.get(data, "author", str, "author").strip()
    version = reader.text("version")
    cell_size = reader.get(data, "cell_size", int, "cell_size")
    if not MIN_CELL_SIZE <= cell_size <= MAX_CELL_SIZE:
        raise reader.fail(f"cell_size {cell_size} out of range {MIN_CELL_SIZE}..{MAX_CELL_SIZE}")
    colors = _read_colors(reader)
    sheets = _read_sheets(reader)
    sprites = _read_sprites(reader, sheets)
    _check_sizes(reader, sprites, cell_size)
    slices = _read_slices(reader, sprites)
    layout = _read_layout(reader)
    translations = _read_translations(reader)
    return Manifest(
        name, author, version, cell_size, colors, sheets, sprites, slices, layout, translations
    )


def _read_colors(reader: _Reader) -> dict[str, RGBA]:
    """Every [colors] entry parsed; every required colour present."""
    table = reader.table("colors")
    colors: dict[str, RGBA] = {}
    for key in table:
        text = reader.get(table, key, str, f"colors.{key}")
        rgba = parse_color(text.strip())
        if rgba is None:
            raise reader.fail(f"colour '{key}' = '{text}' is not #RRGGBB or #RRGGBBAA")
        colors[key] = rgba
    for key in COLOR_NAMES:
        if key not in colors:
            raise reader.fail(f"missing colour '{key}' in [colors]")
    return colors


def _read_sheets(reader: _Reader) -> dict[str, str]:
    """The [sheets] table: sheet id -> relative file name (not yet resolved)."""
    table = reader.table("sheets")
    if not table:
        raise reader.fail("[sheets] names no sheet")
    return {key: reader.get(table, key, str, f"sheets.{key}") for key in table}


def _read_sprites(reader: _Reader, sheets: dict[str, str]) -> dict[str, SpriteRect]:
    """The [sprites] table: each entry ``[sheet id, x, y, w, h]`` on a known sheet."""
    table = reader.table("sprites")
    sprites: dict[str, SpriteRect] = {}
    for key in table:
        value = reader.get(table, key, list, f"sprites.{key}")
        shape_ok = len(value) == 5 and isinstance(value[0], str)
        if not shape_ok or not all(_is_int(number) for number in value[1:]):
            raise reader.fail(f"sprite '{key}' must be [sheet id, x, y, w, h]")
        sheet, x, y, w, h = value
        if sheet not in sheets:
            raise reader.fail(f"sprite '{key}' uses unknown sheet '{sheet}'")
        if x < 0 or y < 0 or w <= 0 or h <= 0:
            raise reader.fail(f"sprite '{key}' needs x, y >= 0 and w, h > 0")
        if x + w > MAX_SHEET_SIDE or y + h > MAX_SHEET_SIDE:
            raise reader.fail(f"sprite '{key}' reaches beyond {MAX_SHEET_SIDE} pixels")
        sprites[key] = SpriteRect(sheet, x, y, w, h)
    for key in SPRITE_NAMES:
        if key not in sprites:
            raise reader.fail(f"missing sprite '{key}' in [sprites]")
    return sprites


def _check_sizes(reader: _Reader, sprites: dict[str, SpriteRect], cell_size: int) -> None:
    """Cells are cell_size square; LED digits share one size; faces share one size."""
    for key in CELL_SPRITES:
        rect = sprites[key]
        if (rect.w, rect.h) != (cell_size, cell_size):
            raise reader.fail(
                f"sprite '{key}' is {rect.w}x{rect.h}, cells must be "
                f"{cell_size}x{cell_size} (cell_size)"
            )
    for group, label in ((LED_SPRITES, "LED digits"), (FACE_SPRITES, "faces")):
        first = sprites[group[0]]
        for key in group[1:]:
            rect = sprites[key]
            if (rect.w, rect.h) != (first.w, first.h):
                raise reader.fail(
                    f"sprite '{key}' is {rect.w}x{rect.h}, but {label} must all be "
                    f"{first.w}x{first.h} like '{group[0]}'"
                )


def _read_slices(reader: _Reader, sprites: dict[str, SpriteRect]) -> dict[str, int]:
    """Corner sizes of the nine-slice sprites: present, positive, and fitting 3 times."""
    table = reader.table("slices")
    slices: dict[str, int] = {}
    for key in table:
        corner = reader.get(table, key, int, f"slices.{key}")
        if key not in sprites:
            raise reader.fail(f"[slices] names '{key}', which is not in [sprites]")
        if corner < 1:
            raise reader.fail(f"nine-slice corner of '{key}' must be at least 1")
        rect = sprites[key]
        if rect.w < 3 * corner or rect.h < 3 * corner:
            raise reader.fail(
                f"nine-slice sprite '{key}' is {rect.w}x{rect.h}, smaller than 3 x corner {corner}"
            )
        slices[key] = corner
    for key in NINE_SLICE_SPRITES:
        if key not in slices:
            raise reader.fail(f"missing nine-slice corner for '{key}' in [slices]")
    return slices


TRANSLATED_KEYS = ("name", "author")


def _read_translations(reader: _Reader) -> dict[str, dict[str, str]]:
    """The optional [translations.LANG] tables: the name and author in another language
    (a language the game does not speak is kept and never shown)."""
    table = reader.table("translations", required=False)
    found: dict[str, dict[str, str]] = {}
    for language in table:
        texts = reader.get(table, language, dict, f"translations.{language}")
        for key in texts:
            if key not in TRANSLATED_KEYS:
                raise reader.fail(f"translations.{language}.{key} is not name or author")
        found[language] = {
            key: reader.get(texts, key, str, f"translations.{language}.{key}").strip()
            for key in texts
        }
    return found


def _read_layout(reader: _Reader) -> dict[str, int]:
    """The optional [layout] paddings, defaults filled in; unknown keys are kept."""
    table = reader.table("layout", required=False)
    layout = dict(LAYOUT_DEFAULTS)
    for key in table:
        value = reader.get(table, key, int, f"layout.{key}")
        if not 0 <= value <= MAX_LAYOUT_VALUE:
            raise reader.fail(f"layout.{key} = {value} out of range 0..{MAX_LAYOUT_VALUE}")
        layout[key] = value
    return layout
