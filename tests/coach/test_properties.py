"""Properties over random games: every risk the coach reports equals a brute-force count
over all mine layouts of the position the player saw; luck is the product of the
guesses' survival chances; an auto-player that only guesses when nothing is certain is
never told a guess was needless."""

from __future__ import annotations

import math
import random
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.coach import Budget, review_game, review_trace, trace_game
from game.coach.judge import judge_move
from game.model import Action
from game.session import FakeClock, GameSession
from game.session.inputs import Source
from game.session.setup import GameSetup
from game.solver import best_move
from tests.solver.bruteforce import layouts


def _random_game(seed: int) -> tuple[GameSetup, GameSession]:
    """A random game on a small board: reveals, flags (right and wrong) and chords."""
    rng = random.Random(seed)
    rows, cols = rng.choice([(3, 4), (4, 4), (4, 5)])
    mines = rng.randint(2, 5)
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    layout_cells = set(rng.sample(cells, mines))
    layout = tuple(
        "".join("*" if (r, c) in layout_cells else "." for c in range(cols)) for r in range(rows)
    )
    setup = GameSetup(rows, cols, mines, layout=layout)
    session = GameSession(setup, FakeClock())
    for _ in range(40):
        if session.board.over:
            break
        cell = rng.choice(cells)
        action = rng.choices([Action.REVEAL, Action.FLAG, Action.CHORD], [6, 2, 2])[0]
        session.act(Source.KEYBOARD, action, cell)
    return setup, session


def _brute_risk(move) -> Fraction:
    found = layouts(move.before.unflagged())
    targets = {move.before.index(*c) for c in move.targets}
    return Fraction(sum(1 for lay in found if lay & targets), len(found))


@given(st.integers(0, 10**6))
def test_every_risk_is_the_brute_force_count(seed):
    setup, session = _random_game(seed)
    trace = trace_game(setup, session.log)
    budget = Budget()
    for move in trace.moves:
        verdict = judge_move(move, False, budget)
        assert not verdict.approximate
        assert verdict.risk == pytest.approx(float(_brute_risk(move)), abs=1e-9)
        found = layouts(move.before.unflagged())
        chances = [
            Fraction(sum(1 for lay in found if i in lay), len(found))
            for i, v in enumerate(move.before.cells)
            if v < 0
        ]
        assert verdict.best_risk == pytest.approx(float(min(chances)), abs=1e-9)
        assert verdict.forced == (min(chances) > 0)


@given(st.integers(0, 10**6))
def test_luck_is_the_product_of_the_guesses_survival(seed):
    setup, session = _random_game(seed)
    trace = trace_game(setup, session.log)
    report = review_trace(trace, False)
    risks = [_brute_risk(m) for m in trace.moves]
    guessed = [r for r in risks if r > 0]
    assert len(report.guesses) == len(guessed)
    assert report.certain + len(report.guesses) == report.clicks == len(trace.moves)
    assert report.luck == pytest.approx(float(math.prod(1 - r for r in guessed)), abs=1e-9)
    assert report.to_dict()["luck"] == report.luck
    if not guessed:
        assert report.luck == 1.0


@given(st.integers(0, 10**6), st.sampled_from([(5, 5, 6), (6, 6, 9), (8, 8, 14)]))
def test_an_auto_player_that_guesses_only_when_it_must_is_never_needless(seed, size):
    rows, cols, mines = size
    setup = GameSetup(rows, cols, mines, seed=seed)
    session = GameSession(setup, FakeClock())
    session.act(Source.KEYBOARD, Action.REVEAL, (rows // 2, cols // 2))
    while not session.board.over:
        move = best_move(session.board.to_position())
        action = Action.REVEAL if move.action == "reveal" else Action.FLAG
        session.act(Source.KEYBOARD, action, (move.row, move.col))
    report = review_game(setup, session.log)
    assert report.needless == 0
    assert all(g.forced and g.risk > 0 for g in report.guesses)
    assert report.clicks == report.certain + len(report.guesses)
