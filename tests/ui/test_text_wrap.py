"""Wrapped text never leaves a short word (a key's digit, a unit) alone at a line's start
where the word before it can go along."""

import pygame

from game.engine.display import first_size
from game.ui import recorder, text
from game.ui.recorder import Kind


def test_a_digit_goes_to_the_next_line_with_the_word_before_it():
    width = text.text_width("Links, Ziffernblock", 14, True) + 2
    assert text.wrap("Links, Ziffernblock 4", width, 14, True) == ["Links,", "Ziffernblock 4"]
    narrow = text.text_width("Ziffernblock", 14, True) + 2  # no room for both: as before
    assert text.wrap("Ziffernblock 4", narrow, 14, True) == ["Ziffernblock", "4"]
    wide = text.text_width("Time 12.5 s", 14) + 2
    assert text.wrap("Time 12.5 s", wide) == ["Time 12.5 s"]


def test_no_key_name_on_the_german_controls_page_ends_in_a_lone_digit(game_factory):
    game = game_factory("--lang", "de")
    pygame.display.set_mode(first_size((800, 600), 1.0), pygame.RESIZABLE)
    game.key(pygame.K_F1)
    drawn = recorder.start()
    try:
        game.frames(2)
    finally:
        recorder.stop()
    lines = [d.label for d in drawn if d.kind is Kind.TEXT]
    assert any("Ziffernblock" in line for line in lines)
    assert not [line for line in lines if line.strip().isdigit()]
