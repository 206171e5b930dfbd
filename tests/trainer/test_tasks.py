"""Answers are judged from the position alone, and every verdict explains itself."""

from game.trainer import Task, Technique, check, known_mines
from game.trainer.tasks import accepted
from tests.trainer.layouts import position

ONE_ONE = ".....\nH*HH*"  # 1-1: C2 is safe, nothing else is certain


def test_right_safe_cell_is_explained_with_its_clues():
    verdict = check(position(ONE_ONE), Task.SAFE, [(1, 2)])
    assert verdict.correct
    assert verdict.explanation.startswith("Right. C2 is safe")
    assert set(verdict.marks) <= {(0, c) for c in range(5)}
    assert verdict.marks


def test_wrong_safe_cell_says_its_risk_and_shows_the_real_answer():
    verdict = check(position(ONE_ONE), Task.SAFE, [(1, 0)])
    assert not verdict.correct
    assert "A2 is not certain" in verdict.explanation
    assert "C2 is safe" in verdict.explanation
    assert verdict.shown == (1, 2)
    assert verdict.expected == ((1, 2),)


def test_a_mine_task_never_accepts_a_given_flag():
    pos = position(".F...\nH*H*H")
    assert (0, 1) not in accepted(pos, Task.MINE)
    assert not check(pos, Task.MINE, [(0, 1)]).correct
    mine = accepted(pos, Task.MINE)[0]
    assert check(pos, Task.MINE, [mine]).correct


def test_every_safe_cell_needs_the_whole_set():
    pos = position(".....\nH*H*H")
    good = accepted(pos, Task.ALL_SAFE)
    assert good == [(1, 0), (1, 2), (1, 4)]
    assert check(pos, Task.ALL_SAFE, good).correct
    partial = check(pos, Task.ALL_SAFE, good[:2])
    assert not partial.correct
    assert "You missed E2" in partial.explanation
    assert not check(pos, Task.ALL_SAFE, [*good, (1, 1)]).correct


def test_best_guess_takes_the_forced_fifty_fifty():
    pos = position("*HH\n.H*")
    good = accepted(pos, Task.GUESS)
    assert good == [(0, 2), (1, 2)]
    verdict = check(pos, Task.GUESS, [(0, 2)], Technique.FIFTY)
    assert verdict.correct
    assert "forced" in verdict.explanation
    assert not check(pos, Task.GUESS, [(0, 0)], Technique.FIFTY).correct


def test_best_guess_is_the_least_likely_mine():
    pos = position(".FF.F\n*HHH*")
    known = known_mines(pos)
    assert known
    good = accepted(pos, Task.GUESS)
    assert good
    risky = check(pos, Task.GUESS, [(1, 0)])
    assert not risky.correct
    assert "probability" in risky.explanation


def test_a_wrong_pick_shows_a_cell_the_technique_proves_when_asked():
    pos = position(".....\nH*H*H")  # 1-2-1: A2, C2 and E2 are safe
    assert check(pos, Task.SAFE, [(1, 1)]).shown == (1, 0)
    assert check(pos, Task.SAFE, [(1, 1)], prefer=[(1, 2)]).shown == (1, 2)
