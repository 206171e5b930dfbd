"""Loading a skin folder into ready-to-draw surfaces: the Skin the UI holds.

Loading needs no display: surfaces keep the PNG's own pixel format, and are
converted for fast blitting only when a display surface already exists.
"""

from __future__ import annotations

import io
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from game.storage.userfile import FileProblem, UserFileError, read_bytes

from .errors import SkinError
from .files import read_png, resolve_inside
from .manifest import MAX_MANIFEST_BYTES, Manifest, read_manifest
from .names import MANIFEST_NAME, MAX_SHEET_SIDE

MAX_SKIN_PIXELS = 2 * MAX_SHEET_SIDE * MAX_SHEET_SIDE  # 128 MB decoded: far more than a skin needs


@dataclass(frozen=True)
class Skin:
    """A loaded, checked skin: metadata, UI colours, sprites and nine-slice corners."""

    name: str
    author: str
    version: str
    path: Path
    cell_size: int
    colors: dict[str, pygame.Color]
    sprites: dict[str, pygame.Surface]
    slices: dict[str, int]
    layout: dict[str, int] = field(default_factory=dict)
    translations: dict[str, dict[str, str]] = field(default_factory=dict)
    """The name and author in other languages, by language code (see docs/skins.md)."""

    def shown(self, key: str, language: str) -> str:
        """The skin's `key` ("name" or "author") in `language`, else as the skin wrote it."""
        own: str = getattr(self, key)
        return self.translations.get(language, {}).get(key) or own

    def sprite(self, name: str) -> pygame.Surface:
        """The sprite called ``name``; KeyError naming it when the skin has none."""
        try:
            return self.sprites[name]
        except KeyError:
            raise KeyError(f"skin '{self.name}' has no sprite '{name}'") from None


def skin_folder(path: Path) -> Path:
    """The skin folder for ``path``, which may also name the skin.toml inside it."""
    path = Path(path)
    try:
        if path.name == MANIFEST_NAME and path.is_file():
            return path.parent
    except OSError:
        return path
    return path


def load_skin(path: Path) -> Skin:
    """Load and check the skin in folder ``path`` (or its skin.toml); raise SkinError.

    Every problem becomes one SkinError line naming the skin folder, the file
    and the reason; nothing in the skin is ever executed.
    """
    folder = skin_folder(path)
    skin = folder.name or str(folder)
    try:
        found = folder.is_dir()
    except OSError as error:
        reason = f"skin folder cannot be read ({error.strerror or error})"
        raise SkinError(skin, str(folder), reason) from None
    if not found:
        raise SkinError(skin, str(folder), "skin folder not found")
    manifest_path = resolve_inside(skin, folder, MANIFEST_NAME)
    try:
        raw = read_bytes(manifest_path, MAX_MANIFEST_BYTES)
    except UserFileError as error:
        if error.kind is FileProblem.MISSING:
            raise SkinError(skin, MANIFEST_NAME, "manifest missing") from None
        if error.kind is FileProblem.TOO_LARGE:
            raise SkinError(skin, MANIFEST_NAME, "manifest larger than 1 MB") from None
        raise SkinError(skin, MANIFEST_NAME, error.reason) from None
    manifest = read_manifest(skin, raw)
    sheets = _load_sheets(skin, folder, manifest)
    sprites = _cut_sprites(skin, manifest, sheets)
    colors = {key: pygame.Color(*rgba) for key, rgba in manifest.colors.items()}
    return Skin(
        name=manifest.name,
        author=manifest.author,
        version=manifest.version,
        path=folder,
        cell_size=manifest.cell_size,
        colors=colors,
        sprites=sprites,
        slices=dict(manifest.slices),
        layout=dict(manifest.layout),
        translations={k: dict(v) for k, v in manifest.translations.items()},
    )


def _load_sheets(skin: str, folder: Path, manifest: Manifest) -> dict[str, pygame.Surface]:
    """Every sheet resolved inside the folder, header-checked, then decoded."""
    paths = {
        sheet_id: resolve_inside(skin, folder, rel) for sheet_id, rel in manifest.sheets.items()
    }
    pixels = 0
    first_names: dict[Path, str] = {}
    for sheet_id, path in paths.items():
        first_names.setdefault(path, manifest.sheets[sheet_id])
    for path, relative in first_names.items():  # every header first: no decoding over budget
        _, width, height = read_png(skin, relative, path)
        pixels += width * height
        if pixels > MAX_SKIN_PIXELS:
            reason = f"the sheets together exceed {MAX_SKIN_PIXELS} pixels (a skin needs far fewer)"
            raise SkinError(skin, relative, reason)
    sheets: dict[str, pygame.Surface] = {}
    decoded: dict[Path, pygame.Surface] = {}
    for sheet_id, relative in manifest.sheets.items():
        path = paths[sheet_id]
        if path not in decoded:
            decoded[path] = _decode(skin, relative, path)
        sheets[sheet_id] = decoded[path]
    return sheets


def _decode(skin: str, relative: str, path: Path) -> pygame.Surface:
    """One sheet decoded, after its header was checked (a file listed twice is decoded once)."""
    data, width, height = read_png(skin, relative, path)
    try:
        surface = pygame.image.load(io.BytesIO(data), "sheet.png")
    except (pygame.error, ValueError, OSError, MemoryError) as error:
        reason = str(error) or type(error).__name__
        raise SkinError(skin, relative, f"image cannot be decoded ({reason})") from None
    if surface.get_size() != (width, height):
        raise SkinError(skin, relative, "image cannot be decoded (size mismatch)")
    return _for_display(surface)


def _for_display(surface: pygame.Surface) -> pygame.Surface:
    """A copy in the display's fast format when a display exists, else with per-pixel alpha."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return surface.convert_alpha()
    if surface.get_flags() & pygame.SRCALPHA:
        return surface
    converted = pygame.Surface(surface.get_size(), pygame.SRCALPHA, 32)
    converted.blit(surface, (0, 0))
    return converted


def _cut_sprites(
    skin: str, manifest: Manifest, sheets: dict[str, pygame.Surface]
) -> dict[str, pygame.Surface]:
    """Each sprite rectangle checked against its sheet and copied out of it."""
    sprites: dict[str, pygame.Surface] = {}
    for name, rect in manifest.sprites.items():
        sheet = sheets[rect.sheet]
        width, height = sheet.get_size()
        if rect.x + rect.w > width or rect.y + rect.h > height:
            raise SkinError(
                skin,
                MANIFEST_NAME,
                f"sprite '{name}' rectangle ({rect.x}, {rect.y}, {rect.w}, {rect.h}) is "
                f"outside sheet '{rect.sheet}' ({width}x{height})",
            )
        area = pygame.Rect(rect.x, rect.y, rect.w, rect.h)
        sprites[name] = sheet.subsurface(area).copy()
    return sprites
