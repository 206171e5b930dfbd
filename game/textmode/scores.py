"""Finished games into the statistics database, and the statistics back as text.

A custom board's records are kept per size, so its best times and summary
are narrowed to the exact width, height and mine count being played. The challenges
played follow, the one played last first, whatever the board being played.
"""

from __future__ import annotations

import datetime
import sqlite3

from game.coach.figures import coach_figures, figures_text
from game.i18n import _, ngettext
from game.i18n.formats import date, number, percent, seconds
from game.model import Difficulty
from game.model.figures import best_bbbv_per_s, record_metrics
from game.session.challenge_list import challenge_line, heads
from game.storage import Stats
from game.storage.challenges import challenges_played
from game.storage.stats import ASSISTED_RULE
from game.textmode.menu import size_text

BEST_TIMES_SHOWN = 5
CHALLENGES_SHOWN = 10
RIGHT_ALIGNED = (2, 3, 4, 5)  # attempts, wins, best time, 3BV/s


def size_filter(difficulty: Difficulty) -> tuple[int | None, int | None, int | None]:
    """(rows, cols, mines) that narrow custom statistics to one size; Nones otherwise."""
    if difficulty.is_custom:
        return difficulty.rows, difficulty.cols, difficulty.mines
    return None, None, None


def stats_text(stats: Stats, difficulty: Difficulty) -> str:
    """Best times and the summary for one difficulty (or one custom size), then the
    challenges played."""
    return "\n".join([_board_text(stats, difficulty), *challenges_lines(stats)])


def challenges_lines(stats: Stats) -> list[str]:
    """The challenges played in columns, the one played last first (none: no lines)."""
    played = challenges_played(stats)
    if not played:
        return []
    table = [heads(), *(challenge_line(p, decimals=1).words() for p in played[:CHALLENGES_SHOWN])]
    widths = [max(len(row[i]) for row in table) for i in range(len(table[0]))]
    lines = [_("Challenges played (the one played last first):")]
    for row in table:
        cells = [
            word.rjust(width) if i in RIGHT_ALIGNED else word.ljust(width)
            for i, (word, width) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("  " + "  ".join(cells).rstrip())
    if len(played) > CHALLENGES_SHOWN:
        more = len(played) - CHALLENGES_SHOWN
        lines.append("  " + _("… and {n} played before them.").format(n=number(more)))
    return lines


def _board_text(stats: Stats, difficulty: Difficulty) -> str:
    """Best times and the summary for one difficulty (or one custom size)."""
    rows, cols, mines = size_filter(difficulty)
    try:
        summary = stats.summary(difficulty.key, rows, cols, mines)
        best_speed = best_bbbv_per_s(stats.clean_wins(difficulty.key, rows, cols, mines))
        best = stats.best_times(difficulty.key, rows, cols, mines, limit=BEST_TIMES_SHOWN)
    except sqlite3.Error as exc:
        return _("The statistics cannot be read ({reason}).").format(reason=exc)
    lines = [
        _("Statistics for {board} ({size}):").format(
            board=difficulty.label, size=size_text(difficulty)
        )
    ]
    if not summary.played:
        lines.append("  " + _("No games played yet."))
        return "\n".join(lines)
    lines.append(
        "  "
        + _("Played {played}, won {won} ({rate}); streak {streak}, best streak {best}").format(
            played=number(summary.played),
            won=(
                _("{won}, {n} assisted").format(
                    won=number(summary.won), n=number(summary.assisted_won)
                )
                if summary.assisted_won
                else number(summary.won)
            ),
            rate=percent(summary.win_rate),
            streak=number(summary.current_streak),
            best=number(summary.best_streak),
        )
    )
    if summary.assisted_won:
        lines.append(f"  ({_(ASSISTED_RULE)})")
    if best_speed is not None and summary.mean_time_won is not None:
        lines.append(
            "  "
            + _("Best 3BV/s {speed}; mean winning time {time}").format(
                speed=number(best_speed, 2), time=seconds(summary.mean_time_won, 1)
            )
        )
    games = stats.history(difficulty.key)
    if rows is not None:
        games = [g for g in games if (g.rows, g.cols, g.mines) == (rows, cols, mines)]
    figures = coach_figures(games)
    if figures.games:
        analysed = ngettext(
            "Coach ({n} game analysed): {figures}",
            "Coach ({n} games analysed): {figures}",
            figures.games,
        )
        lines.append("  " + analysed.format(n=number(figures.games), figures=figures_text(figures)))
    if best:
        lines.append("  " + _("Best times (unassisted wins):"))
        for place, game in enumerate(best, start=1):
            time = seconds(game.seconds, 1)
            speed = number(record_metrics(game).bbbv_per_s, 2)
            lines.append(
                f"    {place}. {time:>9}   3BV {game.three_bv:<4} "
                f"3BV/s {speed:>5}   {_day(game.finished_at)}"
            )
    else:
        lines.append("  " + _("No unassisted wins yet, so no best times."))
    return "\n".join(lines)


def _day(finished_at: str) -> str:
    """The day a game ended, as the language writes dates (the stored ISO text if unreadable)."""
    try:
        return date(datetime.date.fromisoformat(finished_at[:10]))
    except ValueError:
        return finished_at[:10]
