"""A skin's own texts (its name and author) are shown in the player's language when the skin
gives them in it (docs/skins.md, `[translations.LANG]`), as written otherwise."""

from __future__ import annotations

import shutil

import pygame
import pytest

from game.scenes.settings import SettingsScene
from game.skins import SkinError, load_skin, shipped_skins_dir
from game.ui import recorder
from tests.scenes.harness import Game


def test_the_shipped_skins_have_german_names():
    names = {
        folder: load_skin(shipped_skins_dir() / folder).shown("name", "de")
        for folder in ("classic", "dark", "high-contrast")
    }
    assert names == {"classic": "Klassisch", "dark": "Dunkel", "high-contrast": "Hoher Kontrast"}
    assert load_skin(shipped_skins_dir() / "dark").shown("name", "en") == "Dark"


def _copy_with(tmp_path, extra: str):
    folder = tmp_path / "mine"
    shutil.copytree(shipped_skins_dir() / "template", folder)
    manifest = folder / "skin.toml"
    manifest.write_text(manifest.read_text(encoding="utf-8") + extra, encoding="utf-8")
    return folder


def test_a_missing_translation_shows_the_skins_own_words(tmp_path):
    skin = load_skin(_copy_with(tmp_path, '\n[translations.de]\nname = "Meiner"\n'))
    assert skin.shown("name", "de") == "Meiner"
    assert skin.shown("author", "de") == "Your Name"
    assert skin.shown("name", "fr") == "My Skin"


def test_a_translation_of_anything_else_is_refused_in_one_line(tmp_path):
    with pytest.raises(SkinError, match="translations.de.cell_size is not name or author"):
        load_skin(_copy_with(tmp_path, "\n[translations.de]\ncell_size = 3\n"))


def _texts(game: Game) -> str:
    drawn = recorder.start()
    try:
        game.frames(1)
    finally:
        recorder.stop()
    return " ".join(d.label for d in drawn if d.kind is recorder.Kind.TEXT)


def test_settings_name_the_skin_in_the_language_in_force():
    game = Game(["--lang", "de"])
    try:
        game.key(pygame.K_o, "o")
        assert isinstance(game.top, SettingsScene)
        german = _texts(game)
        assert "Klassisch 1.0, Minesweeper-Mitwirkende" in german
        assert "Classic" not in german and "contributors" not in german
        game.ctx.update_settings(language="en")
        english = _texts(game)
        assert "Classic" in english and "by Minesweeper contributors" in english
    finally:
        game.close()
