"""A page taller than the window (issue 31): its scrolling body gives way so that what
follows it (a screen's buttons) stays in the window, and a button scrolled out of view is
not drawn outside the part of the page that shows."""

from __future__ import annotations

import pygame

from game.ui import recorder
from game.ui.boxes import ButtonBox, screen
from game.ui.layout import Box, Column, Scroll, Text, lay_out
from game.ui.look import Look
from game.ui.recorder import Drawn, Kind
from game.ui.widgets import Button
from tests.ui.layout_check import problems_in

WORDS = " ".join(f"line{i}" for i in range(400))


def _drawn(tree: Box, look: Look, window: pygame.Rect) -> list[Drawn]:
    surface = pygame.Surface(window.size)
    drawn = recorder.start()
    try:
        tree.draw(surface, look)
    finally:
        recorder.stop()
    return drawn


def _look(game_factory) -> Look:
    game = game_factory()
    return Look(game.ctx.skin, 2.0)


def test_a_tall_body_scrolls_and_the_buttons_stay_in_the_window(game_factory):
    look = _look(game_factory)
    back = Button(pygame.Rect(0, 0, 0, 0), "Back", lambda: None)
    scroll = Scroll(Text(""))
    window = pygame.Rect(0, 0, 400, 300)
    tree = lay_out(screen("Heading", Text(WORDS), [back], scroll=scroll), look, window)
    assert window.contains(back.rect) and back.rect.h > 0
    assert scroll.scrolls and scroll.rect.bottom <= back.rect.top
    assert scroll.rect.h < scroll.content_h
    assert problems_in(_drawn(tree, look, window), window, "tall page") == []


def test_a_button_scrolled_out_of_view_is_not_drawn_outside_it(game_factory):
    look = _look(game_factory)
    inner = Button(pygame.Rect(0, 0, 0, 0), "Far below", lambda: None)
    scroll = Scroll(Column([Text(WORDS), ButtonBox(inner)]))
    window = pygame.Rect(0, 0, 400, 300)
    tree = lay_out(Column([scroll]), look, window)
    assert not window.colliderect(inner.rect)  # laid out far below the view
    drawn = _drawn(tree, look, window)
    assert problems_in(drawn, window, "scrolled") == []
    assert not [d for d in drawn if d.label == "Far below" and d.kind is not Kind.WIDGET]


def _scroll_of(scene) -> Scroll:
    return next(b for b in scene.ensure_layout().walk() if isinstance(b, Scroll))


def test_a_title_menu_taller_than_the_window_keeps_the_chosen_row_in_view(game_factory):
    """In German at zoom 2 in an 800x600 window the menu ran past the window: Up from the
    first row chose Quit out of sight, and nothing scrolled to it."""
    game = game_factory("--lang", "de")
    game.ctx.update_settings(scale=2)
    pygame.display.set_mode((800, 600), pygame.RESIZABLE)
    game.frames(2)
    title = game.top
    scroll = _scroll_of(title)
    assert scroll.content_h > scroll.rect.h
    game.key(pygame.K_UP)  # round to the last row, Quit
    assert title.menu.items[title.menu.selected].label == "Beenden"
    assert _scroll_of(title).rect.contains(title.menu.row_rect(title.menu.selected))
    game.key(pygame.K_DOWN)  # round to the first row
    assert _scroll_of(title).rect.contains(title.menu.row_rect(title.menu.selected))


def test_the_challenge_screen_scrolls_to_its_last_buttons(game_factory):
    """At zoom 2 in 800x600 the buttons for a new code lay under the window's foot."""
    game = game_factory()
    game.ctx.update_settings(scale=2)
    pygame.display.set_mode((800, 600), pygame.RESIZABLE)
    game.frames(2)
    game.key(pygame.K_h, "h")
    game.frames(2)
    challenge = game.top
    last = challenge.new_buttons[-1]
    assert not _scroll_of(challenge).rect.contains(last.rect)
    game.key(pygame.K_END)
    assert _scroll_of(challenge).rect.contains(last.rect)
