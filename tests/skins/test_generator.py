"""tools/make_skins.py is deterministic and the committed skins are what it draws."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame

from game.skins import load_skin, shipped_skins_dir

TOOL = Path(__file__).resolve().parents[2] / "tools" / "make_skins.py"


def run_tool(out: Path) -> None:
    subprocess.run([sys.executable, str(TOOL), "--out", str(out)], check=True, capture_output=True)


def files(root: Path) -> dict[str, Path]:
    return {str(p.relative_to(root)): p for p in sorted(root.rglob("*")) if p.is_file()}


def test_two_runs_give_identical_bytes(tmp_path: Path) -> None:
    run_tool(tmp_path / "a")
    run_tool(tmp_path / "b")
    first, second = files(tmp_path / "a"), files(tmp_path / "b")
    assert first.keys() == second.keys()
    for name, path in first.items():
        assert path.read_bytes() == second[name].read_bytes(), name


def test_committed_skins_match_the_generator(tmp_path: Path) -> None:
    run_tool(tmp_path)
    fresh, shipped = files(tmp_path), files(shipped_skins_dir())
    assert fresh.keys() <= shipped.keys()
    for name, path in fresh.items():
        if path.suffix == ".png":
            a, b = pygame.image.load(str(path)), pygame.image.load(str(shipped[name]))
            assert a.get_size() == b.get_size(), name
            assert pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA"), name
        else:
            assert path.read_bytes() == shipped[name].read_bytes(), name


def test_generated_skins_load(tmp_path: Path) -> None:
    run_tool(tmp_path)
    for folder in ("classic", "dark", "high-contrast", "template"):
        assert load_skin(tmp_path / folder).cell_size in (16, 20, 24)
