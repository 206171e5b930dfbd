"""The numbers behind the statistics charts, computed once from the game records.

Pure Python (no pygame): the charts scene computes a `ChartData` when it
opens or changes tab, then draws it every frame without touching the
database. Moving averages use running sums, so thousands of games cost
linear time.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.model import DIFFICULTIES
from game.session.metrics import record_metrics
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
    wins = [g for g in games if g.won and not g.assisted and g.seconds > 0]
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
