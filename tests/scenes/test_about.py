"""About lists every control in force (the player's own keys and buttons), laid out in the
window: no word broken or cut, nothing past the window, in English and German."""

import pygame
import pytest

from game.i18n import Language, _
from game.scenes.about import AboutScene
from game.ui import recorder
from game.ui.boxes import Table
from tests.ui.layout_check import problems_in


def _rows(about: AboutScene) -> dict[str, str]:
    """Meaning -> keys, as the tables show them."""
    about.ensure_layout()
    tables = [box for box in about.tree.walk() if isinstance(box, Table)]
    return {row[1].words: row[0].words for table in tables for row in table.cells}


def test_about_shows_the_players_own_keys_and_buttons(game_factory):
    game = game_factory()
    game.ctx.update_settings(keys=(("hint", "w"),), swap_buttons=True)
    game.ctx.navigator.about()
    game.frames()
    about = game.top
    assert isinstance(about, AboutScene)
    meanings = _rows(about)
    assert meanings["hint: press again to open the cell"] == "W"
    assert meanings["open a cell (drag off to cancel)"] == "Right click"
    assert meanings["flag / unflag (and ? if enabled)"] == "Left click"
    game.ctx.update_settings(keys=(), swap_buttons=False)
    about.invalidate()
    game.frames()
    assert _rows(about)["hint: press again to open the cell"] == "H"


@pytest.mark.parametrize("language", [Language.EN, Language.DE])
@pytest.mark.parametrize(("size", "zoom"), [((800, 600), 2), ((1280, 800), 1)])
def test_about_never_breaks_or_cuts_a_word(game_factory, language, size, zoom):
    game = game_factory("--lang", language.value)
    game.ctx.update_settings(scale=zoom)
    pygame.display.set_mode(size, pygame.RESIZABLE)
    game.ctx.navigator.about()
    game.frames(2)
    about = game.top
    meanings = {_(meaning) for _key, meaning in about.controls()}
    assert set(_rows(about)) == meanings
    drawn = recorder.start()
    try:
        game.frames()
    finally:
        recorder.stop()
    window = pygame.display.get_surface().get_rect()
    assert problems_in(drawn, window, "about") == []
    shown = {d.label for d in drawn if d.label}
    for line in shown:  # every line drawn is whole words of a meaning, a key or the credits
        assert not line.endswith("...")
