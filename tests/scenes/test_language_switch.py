"""The language is chosen in Settings or with --lang, takes effect at once, and is remembered."""

import pygame

from game.i18n import Language, current_language
from game.scenes.settings import SettingsScene
from game.scenes.title import TitleScene
from game.storage import load_settings
from game.ui import recorder


def _texts(game) -> list[str]:
    drawn = recorder.start()
    try:
        game.frames(1)
    finally:
        recorder.stop()
    return [d.label for d in drawn if d.kind is recorder.Kind.TEXT]


def test_lang_de_starts_in_german_and_is_remembered(game_factory):
    game = game_factory("--lang", "de")
    assert current_language() is Language.DE
    assert load_settings()[0].language == "de"
    texts = _texts(game)
    assert "Einstellungen" in " ".join(texts)
    assert "Settings" not in texts and "Quit" not in " ".join(texts)


def test_switching_language_in_settings_redraws_that_screen_and_the_title(game_factory):
    game = game_factory()
    assert "Settings" in " ".join(_texts(game))
    game.key(pygame.K_o, "o")
    assert isinstance(game.top, SettingsScene)
    game.key(pygame.K_UP)
    assert game.top.rows[game.top.selected].label == "Language"
    before = _texts(game)
    assert "Language" in before and "Sound" in before
    while game.ctx.settings.language != "de":
        game.key(pygame.K_RIGHT)
    after = _texts(game)
    assert "Sprache" in after and "Ton" in after and "Language" not in after
    assert load_settings()[0].language == "de"
    game.key(pygame.K_ESCAPE)
    assert isinstance(game.top, TitleScene)
    title = " ".join(_texts(game))
    assert "Statistik" in title and "Beenden" in title and "Statistics" not in title
