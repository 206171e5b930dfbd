"""User skins: hostile manifests and sheets are one line each, and the game still starts."""

import os
import shutil
import struct
import subprocess
import sys
import time
import zlib
from pathlib import Path

import pygame
import pytest

from game.scenes.title import TitleScene
from game.skins import SkinError, discover_skins, load_skin, shipped_skins_dir

ROOT = Path(__file__).resolve().parents[2]


def _copy(home: Path, name: str = "evil") -> Path:
    folder = home / "skins" / name
    shutil.copytree(shipped_skins_dir() / "classic", folder)
    return folder


def _add_sheets(folder: Path, entries: dict[str, str]) -> None:
    manifest = folder / "skin.toml"
    text = manifest.read_text()
    extra = "".join(f'{key} = "{value}"\n' for key, value in entries.items())
    manifest.write_text(text.replace("[sheets]\n", "[sheets]\n" + extra, 1))


def _fake_png(path: Path, width: int, height: int) -> None:
    """A PNG header claiming width x height; the pixel data is missing."""
    ihdr = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    chunk = b"IHDR" + ihdr
    data = struct.pack(">I", len(ihdr)) + chunk + struct.pack(">I", zlib.crc32(chunk))
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + data)


def _deep(folder: Path) -> None:
    with open(folder / "skin.toml", "a") as handle:
        handle.write("\n[extra]\nx = " + "[" * 500 + "]" * 500 + "\n")


def _sparse(folder: Path) -> None:
    with open(folder / "skin.toml", "r+b") as handle:
        handle.truncate(6 * 1024**3)


def _long_sheet_name(folder: Path) -> None:
    _add_sheets(folder, {"long": "n" * 300 + ".png"})


def _fifo_manifest(folder: Path) -> None:
    (folder / "skin.toml").unlink()
    os.mkfifo(folder / "skin.toml")


def _fifo_sheet(folder: Path) -> None:
    os.mkfifo(folder / "pipe.png")
    _add_sheets(folder, {"pipe": "pipe.png"})


def _too_many_pixels(folder: Path) -> None:
    for index in range(3):
        _fake_png(folder / f"big{index}.png", 4096, 4096)
    _add_sheets(folder, {f"big{index}": f"big{index}.png" for index in range(3)})


CASES = [
    ("nested-500", _deep, "nested deeper"),
    ("sparse-6gb-manifest", _sparse, "larger than 1 MB"),
    ("sheet-name-300", _long_sheet_name, "cannot be read"),
    ("fifo-manifest", _fifo_manifest, "not a regular file"),
    ("fifo-sheet", _fifo_sheet, "not a file"),
    ("pixel-budget", _too_many_pixels, "pixels"),
]


@pytest.mark.parametrize(("name", "damage", "reason"), CASES, ids=[c[0] for c in CASES])
def test_hostile_skin_is_one_line_and_skipped(_user_home, name, damage, reason):
    folder = _copy(_user_home)
    damage(folder)
    with pytest.raises(SkinError) as caught:
        load_skin(folder)
    message = str(caught.value)
    assert reason in message and "\n" not in message and len(message) <= 300
    entries, problems = discover_skins(_user_home / "skins")
    assert "user:evil" not in {e.id for e in entries}
    assert len(problems) == 1


@pytest.mark.parametrize("name", ["nested-500", "fifo-manifest", "pixel-budget"])
def test_the_game_starts_with_it(game_factory, _user_home, name):
    dict((c[0], c[1]) for c in CASES)[name](_copy(_user_home))  # noqa: C402
    game = game_factory()
    assert isinstance(game.top, TitleScene)
    game.key(pygame.K_1, "1", frames=2)
    assert type(game.top).__name__ == "PlayScene"


@pytest.mark.alone  # a wall-clock budget
def test_a_png_bomb_listed_40_times_is_decoded_once(_user_home):
    folder = _copy(_user_home)
    surface = pygame.Surface((4096, 4096))
    pygame.image.save(surface, str(folder / "bomb.png"))
    _add_sheets(folder, {f"bomb{i}": "bomb.png" for i in range(40)})
    started = time.perf_counter()
    skin = load_skin(folder)
    assert skin.name == "Classic"
    assert time.perf_counter() - started < 5  # was 13 s and 2.65 GB before


def test_selftest_passes_with_a_hostile_user_skin(_user_home):
    _deep(_copy(_user_home))
    done = subprocess.run(
        [sys.executable, "main.py", "--selftest"],
        cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr


def test_an_unreadable_skin_folder_is_one_line(tmp_path, monkeypatch):
    folder = tmp_path / "locked"
    folder.mkdir()

    def refuse(self):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "is_dir", refuse)
    with pytest.raises(SkinError, match="cannot be read \\(Permission denied\\)"):
        load_skin(folder)
