"""About lists every control in force (the player's own keys and buttons), laid out in the
window: no word broken or cut, nothing past the window, in English and German."""

import pygame
import pytest

from game.a11y.node import Role
from game.a11y.screens import window_tree
from game.i18n import Language, _
from game.scenes.about import CREDITS, PUZZLE_READING, AboutScene
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


def _small_about(game_factory):
    game = game_factory()
    pygame.display.set_mode((800, 600), pygame.RESIZABLE)
    game.ctx.navigator.about()
    game.frames(2)
    about = game.top
    about.ensure_layout()
    assert about.scroll.content_h > about.scroll.rect.h  # the page is taller than its room
    return game, about


def _credits_rect(about: AboutScene) -> pygame.Rect:
    about.ensure_layout()
    return next(b.rect for b in about.tree.walk() if getattr(b, "words", None) == _(CREDITS))


def test_a_page_taller_than_the_window_scrolls_to_its_last_line(game_factory):
    """At 800x600 the page showed a scroll bar, but neither the wheel nor a key moved it:
    the last controls and the credits could not be seen."""
    game, about = _small_about(game_factory)
    assert not about.scroll.rect.contains(_credits_rect(about))
    game.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
    game.frames()
    assert about.scroll.offset > 0
    game.key(pygame.K_END)
    assert about.scroll.rect.contains(_credits_rect(about))
    game.key(pygame.K_HOME)
    assert about.scroll.offset == 0


def test_up_and_down_give_each_control_the_keyboard_in_turn(game_factory):
    """A screen reader heard only "Back" on About; the keys can now be read a row at a time,
    each row named whole, scrolled into view, and Back stands after the last."""
    game, about = _small_about(game_factory)
    rows = about.controls()

    def focused():
        return window_tree(game.ctx.stack.visible(), "t")[1]

    game.key(pygame.K_DOWN)
    assert focused().role is Role.ROW
    assert focused().name == "Left click, open a cell (drag off to cancel)"
    for _step in rows[1:]:
        game.key(pygame.K_DOWN)
    last = focused()
    assert last.role is Role.ROW and last.name.endswith(_(PUZZLE_READING))
    assert about.scroll.rect.contains(pygame.Rect(last.rect))
    game.key(pygame.K_DOWN)
    assert focused().role is Role.BUTTON and focused().name == "Back"
    game.key(pygame.K_UP)
    assert focused().name == last.name
    game.key(pygame.K_RETURN)
    assert type(game.top).__name__ == "TitleScene"
