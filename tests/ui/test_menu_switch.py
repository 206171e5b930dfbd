"""Clicking another menu title while a menu is open switches to that menu, as every
desktop menu bar does; clicking the open menu's own title closes it."""

import pytest


@pytest.mark.parametrize("button", [1, 3])
def test_another_title_switches_the_open_menu(game_factory, button):
    game = game_factory("--difficulty", "normal")
    bar = game.top.menu_bar
    first, second = bar.titles[0].center, bar.titles[1].center
    game.click(first, button)
    assert bar.open_index == 0
    game.click(second, button)
    assert bar.open_index == 1, "the click on the second title closed the menu"
    game.frames(2)
    assert bar.open_index == 1
    game.click(second, button)
    assert bar.open_index is None
