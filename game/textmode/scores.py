"""Finished games into the statistics database, and the statistics back as text.

A custom board's records are kept per size, so its best times and summary
are narrowed to the exact width, height and mine count being played.
"""

from __future__ import annotations

import sqlite3

from game.coach.figures import coach_figures, figures_text
from game.model import Difficulty
from game.session.metrics import best_bbbv_per_s, record_metrics, shown
from game.storage import Stats
from game.storage.stats import ASSISTED_RULE
from game.textmode.menu import size_text

BEST_TIMES_SHOWN = 5


def size_filter(difficulty: Difficulty) -> tuple[int | None, int | None, int | None]:
    """(rows, cols, mines) that narrow custom statistics to one size; Nones otherwise."""
    if difficulty.is_custom:
        return difficulty.rows, difficulty.cols, difficulty.mines
    return None, None, None


def stats_text(stats: Stats, difficulty: Difficulty) -> str:
    """Best times and the summary for one difficulty (or one custom size)."""
    rows, cols, mines = size_filter(difficulty)
    try:
        summary = stats.summary(difficulty.key, rows, cols, mines)
        best_speed = best_bbbv_per_s(stats.clean_wins(difficulty.key, rows, cols, mines))
        best = stats.best_times(difficulty.key, rows, cols, mines, limit=BEST_TIMES_SHOWN)
    except sqlite3.Error as exc:
        return f"The statistics cannot be read ({exc})."
    lines = [f"Statistics for {difficulty.label} ({size_text(difficulty)}):"]
    if not summary.played:
        lines.append("  No games played yet.")
        return "\n".join(lines)
    lines.append(
        f"  Played {summary.played}, won {summary.won} ({summary.win_rate:.0%}"
        + (f", {summary.assisted_won} assisted" if summary.assisted_won else "")
        + f"); streak {summary.current_streak}, best streak {summary.best_streak}"
    )
    if summary.assisted_won:
        lines.append(f"  ({ASSISTED_RULE})")
    if best_speed is not None and summary.mean_time_won is not None:
        lines.append(
            f"  Best 3BV/s {best_speed:.2f}; mean winning time {summary.mean_time_won:.1f} s"
        )
    games = [g for g in stats.history() if g.difficulty == difficulty.key]
    if rows is not None:
        games = [g for g in games if (g.rows, g.cols, g.mines) == (rows, cols, mines)]
    figures = coach_figures(games)
    if figures.games:
        lines.append(f"  Coach ({figures.games} games analysed): {figures_text(figures)}")
    if best:
        lines.append("  Best times (unassisted wins):")
        for place, game in enumerate(best, start=1):
            day = game.finished_at[:10]
            lines.append(
                f"    {place}. {game.seconds:7.1f} s   3BV {game.three_bv:<4} "
                f"3BV/s {shown(record_metrics(game).bbbv_per_s, 2):>5}   {day}"
            )
    else:
        lines.append("  No unassisted wins yet, so no best times.")
    return "\n".join(lines)
