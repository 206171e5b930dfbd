"""A saved unfinished game is never replaced unasked: not by the terminal, not by
`--difficulty` in the window (issue 19)."""

from __future__ import annotations

import json

import pygame

from game.model import NORMAL
from game.scenes.message import MessageOverlay
from game.scenes.title import TitleScene
from tests.textmode.helpers import play, seeded_board, winning_moves


def _saved(home):
    return json.loads((home / "savegame.json").read_text())


def test_the_terminal_keeps_a_waiting_saved_game_and_resumes_it_with_r(_user_home):
    play(["D4", "q"], difficulty=NORMAL)  # quit in the middle: the game is saved
    saved = _saved(_user_home)
    board = seeded_board(seed=1)
    _, out = play(["D4", *winning_moves(board), "q"], difficulty=NORMAL)
    assert "You won!" in out
    assert sum("an unfinished game is saved" in line for line in out.splitlines()) == 1
    assert _saved(_user_home) == saved  # the new game did not replace it
    _, out = play(["r", "q"], difficulty=None)
    assert "r  Resume" in out and "Continuing the saved game" in out
    assert _saved(_user_home)["game_id"] == saved["game_id"]


def test_window_difficulty_asks_before_replacing_a_saved_game(game_factory, _user_home):
    play(["D4", "q"], difficulty=NORMAL)
    saved = _saved(_user_home)
    game = game_factory("--difficulty", "schwer")
    assert isinstance(game.top, MessageOverlay)
    assert [b.label for b in game.top.buttons] == ["Continue it", "Start a new game", "Cancel"]
    cancel = next(b for b in game.top.buttons if b.label == "Cancel")
    game.click(cancel.rect.center)
    game.frames(2)
    assert isinstance(game.top, TitleScene)
    assert _saved(_user_home) == saved


def test_escape_backs_out_of_the_question_to_the_title(game_factory, _user_home):
    """Esc is Cancel (it continued the saved game, a surprise for a player backing out)."""
    play(["D4", "q"], difficulty=NORMAL)
    saved = _saved(_user_home)
    game = game_factory("--difficulty", "schwer")
    assert isinstance(game.top, MessageOverlay)
    game.key(pygame.K_ESCAPE)
    game.frames(2)
    assert isinstance(game.top, TitleScene)
    assert _saved(_user_home) == saved
