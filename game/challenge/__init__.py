"""Challenge codes: a board anyone can play again from a short code, and the daily board.

A code (`MS1-...`) fixes the board's size, mines, start and the rules that matter for
records; the layout is drawn from its seed by the project's own generator, so a code shows
the same board in every process and every future version (game/challenge/board.py).
"""

from game.challenge.board import ChallengeBoard, challenge_board
from game.challenge.code import Challenge, ChallengeCodeError, parse_code
from game.challenge.daily import daily_challenge, read_challenge

__all__ = [
    "Challenge",
    "ChallengeBoard",
    "ChallengeCodeError",
    "challenge_board",
    "daily_challenge",
    "parse_code",
    "read_challenge",
]
