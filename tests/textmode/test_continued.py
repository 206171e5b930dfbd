"""A game left in the terminal and resumed later is interrupted: it is recorded, but never
as a best time, and the terminal says why."""

from __future__ import annotations

from game.model import NORMAL
from tests.textmode.helpers import play, recorded_games, seeded_board, winning_moves


def test_a_resumed_game_is_won_but_sets_no_best_time_and_says_why():
    play(["D4", "q"], difficulty=NORMAL)  # quit in the middle: the game is saved
    board = seeded_board(seed=1)
    _, out = play(["r", *winning_moves(board), "q"], difficulty=None)
    assert "Continuing the saved game" in out and "You won!" in out
    assert "New best time" not in out
    assert "Not counted for best times: continued from a saved game" in out
    assert "chosen seed" not in out
    [game] = recorded_games()
    assert game.won and game.excluded == "continued"
