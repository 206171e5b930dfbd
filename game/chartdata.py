"""The numbers behind the statistics charts, computed once from the game records.

Pure Python (no pygame): the charts scene computes a `ChartData` when it
opens or changes tab, then draws it every frame without touching the
database. Moving averages use running sums, so thousands of games cost
linear time. `coach_series` gives the coach's charts (guesses per game, the
needless-guess rate, the average guess risk) from the stored coach reports.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.coach.report import CoachReport
from game.model import DIFFICULTIES
from game.model.figures import record_metrics
from game.storage import GameRecord

AVERAGE = 10
WIN_WINDOW = 20
BINS = 12


@dataclass(frozen=True)
class ChartData:
    """Series for one difficulty (`times`/`speeds`: won unassisted games, oldest first).

    `win_rates` maps each difficulty key to its win rate over the last
    WIN_WINDOW games after each game; `histogram` counts winning times in
    BINS equal bins from `time_range`; `heat` counts losses per cell of the
    tab's board size `heat_size` (rows, cols); `ratings` is the trainer's
    rating after each answer.
    """

    difficulty: str
    times: list[float]
    times_avg: list[float]
    speeds: list[float]
    speeds_avg: list[float]
    win_rates: dict[str, list[float]]
    histogram: list[int]
    time_range: tuple[float, float]
    heat: list[list[int]]
    heat_size: tuple[int, int]
    ratings: list[float]


def moving_average(values: Sequence[float], window: int) -> list[float]:
    """The mean of the last `window` values (fewer at the start) after each value."""
    out: list[float] = []
    total = 0.0
    for i, value in enumerate(values):
        total += value
        if i >= window:
            total -= values[i - window]
        out.append(total / min(i + 1, window))
    return out


def histogram(values: Sequence[float], bins: int) -> tuple[list[int], tuple[float, float]]:
    """Counts of `values` in `bins` equal bins between their min and max."""
    if not values:
        return [0] * bins, (0.0, 0.0)
    low, high = min(values), max(values)
    span = (high - low) or 1.0
    counts = [0] * bins
    for value in values:
        counts[min(bins - 1, int((value - low) / span * bins))] += 1
    return counts, (low, high)


def _heat_size(difficulty: str, games: Sequence[GameRecord]) -> tuple[int, int]:
    known = DIFFICULTIES.get(difficulty)
    if known is not None:
        return known.rows, known.cols
    sizes: dict[tuple[int, int], int] = {}
    for game in games:
        sizes[(game.rows, game.cols)] = sizes.get((game.rows, game.cols), 0) + 1
    return max(sizes, key=lambda size: sizes[size]) if sizes else (0, 0)


def chart_data(
    records: Sequence[GameRecord], difficulty: str, ratings: Sequence[float] = ()
) -> ChartData:
    """Everything the charts draw for one difficulty tab."""
    games = [g for g in records if g.difficulty == difficulty]
    wins = [g for g in games if g.clean_win and g.seconds > 0]
    times = [g.seconds for g in wins]
    speeds = [record_metrics(g).bbbv_per_s or 0.0 for g in wins]
    win_rates: dict[str, list[float]] = {}
    for key in DIFFICULTIES:
        results = [1.0 if g.won else 0.0 for g in records if g.difficulty == key]
        if results:
            win_rates[key] = moving_average(results, WIN_WINDOW)
    counts, time_range = histogram(times, BINS)
    rows, cols = _heat_size(difficulty, games)
    heat = [[0] * cols for _ in range(rows)]
    for g in games:
        if (
            not g.won
            and g.loss_row is not None
            and g.loss_col is not None
            and (g.rows, g.cols) == (rows, cols)
            and 0 <= g.loss_row < rows
            and 0 <= g.loss_col < cols
        ):
            heat[g.loss_row][g.loss_col] += 1
    return ChartData(
        difficulty,
        times,
        moving_average(times, AVERAGE),
        speeds,
        moving_average(speeds, AVERAGE),
        win_rates,
        counts,
        time_range,
        heat,
        (rows, cols),
        list(ratings),
    )


@dataclass(frozen=True)
class CoachSeries:
    """The coach's figures for one difficulty over the games it has read, oldest first.

    `guesses`: guesses in each game, with its moving average. `needless` and `risk`: for
    each game with a guess, the share of its guesses that were needless and their mean
    risk; their averages pool the guesses of the last AVERAGE such games (a game of one
    guess weighs less than one of ten). `analysed`: games with a report; `unread`: games
    with a replay the coach has not read yet; `without`: games with no replay to read.
    """

    guesses: list[float]
    guesses_avg: list[float]
    needless: list[float]
    needless_avg: list[float]
    risk: list[float]
    risk_avg: list[float]
    analysed: int
    unread: int
    without: int


def pooled_average(parts: Sequence[float], wholes: Sequence[float], window: int) -> list[float]:
    """After each item, sum(parts) / sum(wholes) over the last `window` items."""
    out: list[float] = []
    part = whole = 0.0
    for i, (p, w) in enumerate(zip(parts, wholes, strict=True)):
        part += p
        whole += w
        if i >= window:
            part -= parts[i - window]
            whole -= wholes[i - window]
        out.append(part / whole if whole else 0.0)
    return out


def coach_series(
    records: Sequence[GameRecord], difficulty: str, reports: Mapping[str, CoachReport]
) -> CoachSeries:
    """The coach's charts for one difficulty tab (`reports` by replay name)."""
    games = [g for g in records if g.difficulty == difficulty]
    read = [reports[g.replay] for g in games if g.replay and g.replay in reports]
    unread = sum(1 for g in games if g.replay and g.replay not in reports)
    guesses = [float(len(r.guesses)) for r in read]
    guessed = [r for r in read if r.guesses]
    counts = [float(len(r.guesses)) for r in guessed]
    needless = [float(r.needless) for r in guessed]
    risks = [sum(g.risk for g in r.guesses) for r in guessed]
    return CoachSeries(
        guesses,
        moving_average(guesses, AVERAGE),
        [n / c for n, c in zip(needless, counts, strict=True)],
        pooled_average(needless, counts, AVERAGE),
        [r / c for r, c in zip(risks, counts, strict=True)],
        pooled_average(risks, counts, AVERAGE),
        len(read),
        unread,
        len(games) - len(read) - unread,
    )
