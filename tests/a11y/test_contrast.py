"""High contrast from the desktop: the high-contrast skin is used when the desktop asks for
it (GTK_THEME, GNOME's accessibility setting read with gsettings) and the player has not
chosen a skin; a skin the player chose is kept."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from game.a11y.contrast import desktop_contrast
from game.storage import save_settings
from game.storage.settings import Settings
from tests.scenes.harness import Game


def fake_gsettings(folder: Path, answers: dict[str, str]) -> None:
    """A `gsettings` on PATH answering `get SCHEMA KEY` from `answers`."""
    lines = ["#!/bin/sh", 'case "$2 $3" in']
    for key, answer in answers.items():
        lines.append(f'  "{key}") echo "{answer}";;')
    lines += ["  *) exit 1;;", "esac"]
    tool = folder / "gsettings"
    tool.write_text("\n".join(lines) + "\n", encoding="utf-8")
    tool.chmod(tool.stat().st_mode | stat.S_IEXEC)


@pytest.fixture
def desktop(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    tools = tmp_path / "bin"
    tools.mkdir()
    monkeypatch.setenv("PATH", f"{tools}{os.pathsep}{os.environ.get('PATH', '')}")
    monkeypatch.delenv("GTK_THEME", raising=False)
    return tools


@pytest.mark.skipif(os.name != "posix", reason="GNOME's settings")
def test_gnome_high_contrast_is_read(desktop: Path):
    fake_gsettings(desktop, {"org.gnome.desktop.a11y.interface high-contrast": "true"})
    found = desktop_contrast()
    assert found.high and "high-contrast" in found.source
    fake_gsettings(desktop, {"org.gnome.desktop.a11y.interface high-contrast": "false"})
    assert not desktop_contrast().high


@pytest.mark.skipif(os.name != "posix", reason="GNOME's settings")
def test_an_older_gnome_names_a_high_contrast_theme(desktop: Path):
    fake_gsettings(desktop, {"org.gnome.desktop.interface gtk-theme": "'HighContrastInverse'"})
    assert desktop_contrast().high
    fake_gsettings(desktop, {"org.gnome.desktop.interface gtk-theme": "'Adwaita'"})
    assert not desktop_contrast().high


def test_gtk_theme_asks_for_high_contrast(desktop: Path, monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("GTK_THEME", "Adwaita:hc")
    assert desktop_contrast().high
    monkeypatch.setenv("GTK_THEME", "HighContrast")
    assert desktop_contrast().source == "GTK_THEME"


@pytest.mark.skipif(os.name != "posix", reason="GNOME's settings")
def test_the_desktop_chooses_the_skin_until_the_player_does(desktop: Path):
    fake_gsettings(desktop, {"org.gnome.desktop.a11y.interface high-contrast": "true"})
    game = Game()
    try:
        assert game.ctx.skin.name == "High contrast"
        assert game.ctx.settings.skin == ""  # still the desktop's choice
        game.ctx.choose_skin("classic")
    finally:
        game.close()
    game = Game()
    try:
        assert game.ctx.skin.name == "Classic"  # the player's choice stays
    finally:
        game.close()


def test_without_high_contrast_the_classic_skin(desktop: Path):
    save_settings(Settings())
    game = Game()
    try:
        assert game.ctx.skin.name == "Classic"
    finally:
        game.close()
