"""A game played in German shows the play screen, its menus, hints and the win and lose panels
in German: no drawn text is the English original of a translated message."""

from __future__ import annotations

import pygame

from game.scenes.play.result import ResultOverlay
from game.ui import recorder
from tests.i18n.english import english_in


def _drawn(game, frames: int = 1) -> list[str]:
    drawn = recorder.start()
    try:
        game.frames(frames)
    finally:
        recorder.stop()
    return [d.label.replace("\u00a0", " ") for d in drawn if d.label]  # no-break spaces as spaces


def _all_menus(game, play) -> list[str]:
    """Every drop-down of the menu bar: the first opened by a click on its title, the others
    in turn from the keyboard."""
    labels = []
    game.click(play.menu_bar.titles[0].center)
    for _index in play.menu_bar.menus:
        assert play.menu_bar.active
        labels += _drawn(game)
        game.key(pygame.K_RIGHT)
    game.key(pygame.K_ESCAPE)
    assert not play.menu_bar.active
    return labels


def test_a_lost_game_in_german_shows_no_english(game_factory):
    game = game_factory("--lang", "de", "--difficulty", "normal", "--seed", "8")
    play = game.top
    seen = _drawn(game)
    game.click_cell(0, 0)
    seen += _all_menus(game, play)
    game.key(pygame.K_h, "h")  # a hint: its line under the board
    seen += _drawn(game)
    game.key(pygame.K_t, "t")  # probabilities: the shading and its badge
    seen += _drawn(game)
    mine = next(c for c in play.board.cells if c.mine and not c.flagged)
    game.click_cell(mine.row, mine.col)
    assert isinstance(game.top, ResultOverlay) and not game.top.won
    lost = _drawn(game)
    seen += lost
    assert "Verloren" in lost and "Neues Spiel" in lost and "Zurücknehmen" in lost
    assert any(label.startswith("Zeit ") and label.count(",") for label in lost)  # 0,123 s
    assert english_in(seen) == []
    seen += _all_menus(game, play)
    assert "Spiel" in seen and "Helfer" in seen and "Neues Spiel" in seen
    assert english_in(seen) == []


def test_a_won_game_in_german_shows_no_english(game_factory):
    game = game_factory("--lang", "de", "--difficulty", "normal", "--seed", "11")
    play = game.top
    game.click_cell(4, 4)
    game.seconds(1.5)
    for cell in play.board.cells:
        if not cell.mine and not cell.open:
            game.click_cell(cell.row, cell.col)
    assert isinstance(game.top, ResultOverlay) and game.top.won
    won = _drawn(game)
    assert "Gewonnen!" in won
    # a seeded game is not counted, and the panel says why in German
    assert "Zählt nicht für Bestzeiten: das Spielfeld wurde mit --seed gewählt" in game.top.lines
    assert english_in(won) == []
