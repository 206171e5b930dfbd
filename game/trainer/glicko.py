"""Glicko-2 ratings (Mark Glickman, "Example of the Glicko-2 system", 2013).

Player and puzzles are both rated: solving a puzzle is a win against it,
failing a loss, and both sides move. One rating period per answer, as
lichess does for its puzzles. Ratings are on the familiar 1500 scale;
`update` converts to Glicko-2's internal scale and back.

    >>> r = update(Rating(1500, 200, 0.06), [(Rating(1400, 30), 1.0),
    ...     (Rating(1550, 100), 0.0), (Rating(1700, 300), 0.0)])
    >>> round(r.rating, 2), round(r.deviation, 2)
    (1464.05, 151.52)
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass

SCALE = 173.7178
TAU = 0.5
EPSILON = 1e-6
DEFAULT_RATING = 1500.0
DEFAULT_DEVIATION = 350.0
DEFAULT_VOLATILITY = 0.06
MIN_DEVIATION = 30.0


@dataclass(frozen=True)
class Rating:
    """A Glicko-2 rating: the value, its deviation (uncertainty) and volatility."""

    rating: float = DEFAULT_RATING
    deviation: float = DEFAULT_DEVIATION
    volatility: float = DEFAULT_VOLATILITY


def _g(phi: float) -> float:
    return 1.0 / math.sqrt(1.0 + 3.0 * phi * phi / (math.pi * math.pi))


def _expected(mu: float, mu_j: float, phi_j: float) -> float:
    return 1.0 / (1.0 + math.exp(-_g(phi_j) * (mu - mu_j)))


def _new_volatility(sigma: float, phi: float, v: float, delta: float, tau: float) -> float:
    """Step 5 of the paper: the Illinois algorithm on f(x) = 0."""
    a = math.log(sigma * sigma)

    def f(x: float) -> float:
        ex = math.exp(x)
        return ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex) ** 2) - (
            x - a
        ) / (tau * tau)

    big_a = a
    if delta * delta > phi * phi + v:
        big_b = math.log(delta * delta - phi * phi - v)
    else:
        k = 1
        while f(a - k * tau) < 0:
            k += 1
        big_b = a - k * tau
    f_a, f_b = f(big_a), f(big_b)
    while abs(big_b - big_a) > EPSILON:
        big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a)
        f_c = f(big_c)
        if f_c * f_b <= 0:
            big_a, f_a = big_b, f_b
        else:
            f_a /= 2.0
        big_b, f_b = big_c, f_c
    return math.exp(big_a / 2.0)


def update(player: Rating, games: Iterable[tuple[Rating, float]], tau: float = TAU) -> Rating:
    """The player's rating after one period of games (opponent, score 1/0.5/0)."""
    played = list(games)
    mu = (player.rating - DEFAULT_RATING) / SCALE
    phi = player.deviation / SCALE
    if not played:
        phi_star = math.sqrt(phi * phi + player.volatility**2)
        return Rating(player.rating, min(phi_star * SCALE, DEFAULT_DEVIATION), player.volatility)
    v_inv = 0.0
    delta_sum = 0.0
    for opponent, score in played:
        mu_j = (opponent.rating - DEFAULT_RATING) / SCALE
        phi_j = opponent.deviation / SCALE
        e = _expected(mu, mu_j, phi_j)
        g = _g(phi_j)
        v_inv += g * g * e * (1.0 - e)
        delta_sum += g * (score - e)
    v = 1.0 / v_inv
    delta = v * delta_sum
    sigma = _new_volatility(player.volatility, phi, v, delta, tau)
    phi_star = math.sqrt(phi * phi + sigma * sigma)
    phi_new = 1.0 / math.sqrt(1.0 / (phi_star * phi_star) + 1.0 / v)
    mu_new = mu + phi_new * phi_new * delta_sum
    return Rating(mu_new * SCALE + DEFAULT_RATING, phi_new * SCALE, sigma)


def play(player: Rating, puzzle: Rating, solved: bool) -> tuple[Rating, Rating]:
    """Both new ratings after one attempt (the deviation never drops below MIN_DEVIATION)."""
    score = 1.0 if solved else 0.0
    new_player = update(player, [(puzzle, score)])
    new_puzzle = update(puzzle, [(player, 1.0 - score)])
    return _floor(new_player), _floor(new_puzzle)


def expected_score(player: Rating, puzzle: Rating) -> float:
    """The chance the player solves the puzzle, by the ratings."""
    return _expected(
        (player.rating - DEFAULT_RATING) / SCALE,
        (puzzle.rating - DEFAULT_RATING) / SCALE,
        puzzle.deviation / SCALE,
    )


def _floor(rating: Rating) -> Rating:
    if rating.deviation >= MIN_DEVIATION:
        return rating
    return Rating(rating.rating, MIN_DEVIATION, rating.volatility)
