"""The game finds its own data, never a stranger's folder that happens to be named `assets`."""

import sys
from pathlib import Path

import pytest

from game import resources
from game.resources import MARKER, AssetsNotFound, assets_dir, window_icon_path

ROOT = Path(__file__).resolve().parents[2]


def test_the_checkout_assets_are_found():
    folder = assets_dir()
    assert (folder / MARKER).is_file()
    assert (folder / "skins" / "classic" / "skin.toml").is_file()
    assert window_icon_path().is_file()


def test_a_stray_assets_folder_is_ignored(tmp_path, monkeypatch):
    """`mkdir site-packages/assets` (or a bundle's empty one) must not hide the real data."""
    stray = tmp_path / "assets"
    stray.mkdir()
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.candidate_dirs()[0] == stray
    assert assets_dir() == ROOT / "assets"


def test_no_data_at_all_is_a_one_line_error(tmp_path, monkeypatch):
    monkeypatch.setattr(resources, "candidate_dirs", lambda: [tmp_path / "a", tmp_path / "b"])
    with pytest.raises(AssetsNotFound) as caught:
        assets_dir()
    assert "reinstall" in str(caught.value)
    assert "\n" not in str(caught.value)
