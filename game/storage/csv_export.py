"""The statistics as CSV: one row per game, oldest first, for spreadsheets.

Written atomically into the exports folder (`statistics-TIMESTAMP.csv`). The figures
(3BV/s, IOE) are the game's one formula (`game.model.figures`), "-" where there is none.
The data columns (`HEADER`) are machine-readable in every language; three human columns
follow them, headed and written as the language in force writes them (German: the date
24.11.2026, the result "gewonnen", the time "12,345 s").
"""

from __future__ import annotations

import csv
import datetime
import io
from collections.abc import Sequence
from pathlib import Path

from game.i18n import N_, _
from game.i18n.formats import date, seconds
from game.model.figures import record_metrics, shown
from game.storage.atomic import write_atomic
from game.storage.paths import exports_dir, timestamp, unique_path
from game.storage.stats import GameRecord

HEADER = (
    "finished_at", "difficulty", "rows", "cols", "mines", "won", "seconds", "three_bv",
    "three_bv_solved", "three_bv_per_second", "ioe", "left_clicks", "right_clicks",
    "chord_clicks", "effective_clicks", "assisted", "no_guess", "first_click", "seed",
    "loss_row", "loss_col",
)  # fmt: skip


HUMAN_HEADER = (N_("Date"), N_("Result"), N_("Time"))
"""The human columns' headings (translated when written)."""


def _human(game: GameRecord) -> list[str]:
    """The date, the result and the time as the player's language writes them."""
    try:
        when = date(datetime.datetime.fromisoformat(game.finished_at).astimezone())
    except ValueError:
        when = game.finished_at
    return [when, _("won") if game.won else _("lost"), seconds(game.seconds)]


def csv_text(records: Sequence[GameRecord]) -> str:
    """The CSV text (header line first)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow([*HEADER, *(_(name) for name in HUMAN_HEADER)])
    figures = [record_metrics(g) for g in records]
    for i, g in enumerate(records):
        writer.writerow(
            [
                g.finished_at, g.difficulty, g.rows, g.cols, g.mines, int(g.won),
                f"{g.seconds:.3f}", g.three_bv, g.three_bv_solved,
                shown(figures[i].bbbv_per_s), shown(figures[i].ioe), g.left_clicks,
                g.right_clicks, g.chord_clicks, g.effective_clicks, int(g.assisted),
                int(g.no_guess), g.first_click, "" if g.seed is None else g.seed,
                "" if g.loss_row is None else g.loss_row,
                "" if g.loss_col is None else g.loss_col,
                *_human(g),
            ]
        )  # fmt: skip
    return out.getvalue()


def export_csv(records: Sequence[GameRecord], folder: Path | None = None) -> Path:
    """Write the CSV into `folder` (default: the exports folder); returns its path.

    Raises OSError when the disk refuses (the caller shows it in one line).
    """
    target = unique_path(folder or exports_dir(), f"statistics-{timestamp()}", ".csv")
    write_atomic(target, csv_text(records))
    return target
