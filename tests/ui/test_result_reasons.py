"""The result panel names every assist the game used, and the ASSISTED badge stays on the
menu bar over the finished game (issue 21: the badge vanished, the panel gave one reason)."""

import pygame
import pytest

from game.session.inputs import Action, Source
from game.ui import recorder
from tests.ui.layout_check import visible_texts


def _texts(game) -> list[str]:
    game.frames()
    drawn = recorder.start()
    try:
        game.frames()
    finally:
        recorder.stop()
    return visible_texts(drawn, pygame.display.get_surface().get_rect())


def _win(play) -> None:
    board = play.board
    for r in range(board.rows):
        for c in range(board.cols):
            if not board.mine_at(r, c) and not board.cell(r, c).open and not board.over:
                play.act(Source.KEYBOARD, Action.REVEAL, (r, c))


def test_every_assist_is_listed_and_the_badge_stays(game_factory):
    game = game_factory("--difficulty", "experte")
    play = game.top
    game.click_cell(4, 4)
    play.controls.press_hint()
    play.controls.toggle_probabilities()
    play.controls.toggle_auto()
    play.controls.toggle_auto()
    flag = next((r, c) for r in range(16) for c in range(30) if play.board.mine_at(r, c))
    play.act(Source.KEYBOARD, Action.FLAG, flag)
    play.undo()
    play.controls.toggle_probabilities()
    _win(play)
    assert play.board.status == "won"
    game.frames(2)
    result = game.top
    line = next(line for line in result.lines if line.startswith("Not counted"))
    for name in ("hint", "probabilities", "auto-player", "undo"):
        assert name in line, line
    assert "ASSISTED" in _texts(game)


def test_a_lost_game_names_its_assists_too(game_factory):
    game = game_factory("--difficulty", "experte")
    play = game.top
    game.click_cell(4, 4)
    play.controls.press_hint()
    mine = next((r, c) for r in range(16) for c in range(30) if play.board.mine_at(r, c))
    play.act(Source.KEYBOARD, Action.REVEAL, mine)
    game.frames(2)
    assert "Assisted: hint" in game.top.lines
    assert "ASSISTED" in _texts(game)


@pytest.mark.parametrize(("size", "zoom", "in_panel"), [((1280, 800), 1, False)])
def test_the_assisted_badge_stays_in_view_over_the_result(game_factory, size, zoom, in_panel):
    """The badge stays at the end of the menu bar; where the bar has no room for it (a narrow
    window at a big zoom), the result panel shows it instead: once, never cut."""
    game = game_factory("--difficulty", "normal", "--seed", "4")
    game.ctx.update_settings(scale=zoom)
    pygame.display.set_mode(size, pygame.RESIZABLE)
    game.frames(2)
    play = game.top
    game.click_cell(4, 4)
    play.controls.press_hint()
    _win(play)
    assert play.board.status == "won"
    game.frames(2)
    texts = _texts(game)
    assert texts.count("ASSISTED") == 1
    assert (game.top.badges == ("ASSISTED",)) == in_panel
