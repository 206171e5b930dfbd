"""Safe file access inside a skin folder: paths that stay inside, PNGs checked by header.

A skin is untrusted data. Paths from the manifest are resolved here (links
included) and refused when they would leave the folder; sheet files are
read once, their PNG signature and IHDR size checked before any decoding.
"""

from __future__ import annotations

import struct
from pathlib import Path, PurePosixPath, PureWindowsPath

from game.storage.userfile import FileProblem, UserFileError, read_bytes

from .errors import SkinError
from .names import MAX_SHEET_SIDE

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_SHEET_BYTES = 64_000_000
_SHEET_PROBLEMS = {
    FileProblem.MISSING: "file not found",
    FileProblem.NOT_REGULAR: "not a file",
    FileProblem.TOO_LARGE: "file larger than 64 MB",
}


def resolve_inside(skin: str, folder: Path, relative: str) -> Path:
    """The file ``relative`` names inside ``folder``; SkinError if it would lead outside.

    Rejects empty, absolute (POSIX or Windows, drive letters included) and
    ``..`` paths, then resolves symbolic links and checks the real target is
    still inside the real folder.
    """
    if not relative.strip():
        raise SkinError(skin, "skin.toml", "a sheet path is empty")
    windows = PureWindowsPath(relative)
    posix = PurePosixPath(relative.replace("\\", "/"))
    if posix.is_absolute() or windows.is_absolute() or windows.drive or windows.root:
        raise SkinError(skin, relative, "path is absolute; use a path inside the skin folder")
    if ".." in posix.parts:
        raise SkinError(skin, relative, "path contains '..'; use a path inside the skin folder")
    try:
        root = folder.resolve(strict=True)
        target = (root / posix).resolve()
    except (OSError, ValueError, RuntimeError) as error:
        raise SkinError(skin, relative, f"path cannot be resolved ({error})") from None
    if not target.is_relative_to(root):
        raise SkinError(skin, relative, "path leads outside the skin folder (through a link)")
    return target


def read_png(skin: str, relative: str, path: Path) -> tuple[bytes, int, int]:
    """The bytes of a PNG sheet and its width and height, read from its header.

    Checks existence, the PNG signature and the sheet size limit without
    decoding the image, so a huge or fake file costs nothing.
    """
    try:
        data = read_bytes(path, MAX_SHEET_BYTES)
    except UserFileError as error:
        raise SkinError(skin, relative, _SHEET_PROBLEMS.get(error.kind, error.reason)) from None
    if not data.startswith(PNG_SIGNATURE):
        raise SkinError(skin, relative, "not a PNG image (wrong file signature)")
    if len(data) < 24 or data[12:16] != b"IHDR":
        raise SkinError(skin, relative, "broken PNG image (no IHDR header)")
    width, height = struct.unpack(">II", data[16:24])
    if width == 0 or height == 0:
        raise SkinError(skin, relative, "broken PNG image (zero size)")
    if width > MAX_SHEET_SIDE or height > MAX_SHEET_SIDE:
        raise SkinError(
            skin,
            relative,
            f"sheet is {width}x{height}, larger than {MAX_SHEET_SIDE}x{MAX_SHEET_SIDE}",
        )
    return data, width, height
