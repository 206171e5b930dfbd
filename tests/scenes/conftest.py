"""A running game per test."""

import pytest

from tests.scenes.harness import Game


@pytest.fixture
def game_factory():
    games = []

    def make(*argv: str) -> Game:
        game = Game(list(argv))
        games.append(game)
        return game

    yield make
    for game in games:
        game.close()
