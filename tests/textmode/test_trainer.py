"""The terminal trainer: the same puzzles, answered by typing cells."""

import pytest

from game.solver.position import parse_position
from game.storage.trainer import load_trainer
from game.trainer.puzzle import make_puzzle
from game.trainer.tasks import Task
from game.trainer.technique import Technique
from tests.textmode.helpers import play

ONE_ONE = make_puzzle(parse_position("5x3x2\n00000\n11111\nHHHHH"), Technique.P11, Task.SAFE)
ALL = make_puzzle(parse_position("5x3x2\n00000\n11211\nHHHHH"), Technique.P121, Task.ALL_SAFE)


@pytest.fixture(autouse=True)
def _puzzles(monkeypatch):
    monkeypatch.setattr("game.trainer.start.load_shipped", lambda: ([ONE_ONE, ALL], []))
    monkeypatch.setattr("game.trainer.coach.LOW_WATER", 0)


def test_the_menu_offers_the_trainer_and_a_wrong_then_right_answer():
    # Rated: whichever puzzle comes first, answer it wrong (A3 is never the answer alone).
    status, out = play(["t", "1", "A3", "", "C3", "q", "q", "q"])
    assert status == 0
    assert "t  train" in out
    assert "Not quite." in out
    assert "Rating" in out
    data, _ = load_trainer()
    assert sum(data.failed.values()) >= 1
    ratings = [r for _, r in data.history]
    assert ratings[0] < 1500


def test_every_safe_cell_typed_at_once():
    status, out = play(["t", "3", "5", "A3 C3 E3", "q", "q", "q"])
    assert "1-2-1" in out and "(practice, not rated)" in out
    assert "Right. A3 is safe" in out or "Right. C3 is safe" in out or "Right. E3 is safe" in out
    assert load_trainer()[0].lessons == {"P121": 1}


def test_bad_input_is_explained():
    status, out = play(["t", "9", "3", "99", "q", "q", "q"])
    assert "Please type 1, 2 or 3" in out
    assert "Please type a number from 1 to 14" in out
