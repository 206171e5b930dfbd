"""`python -m game.bench charts [--games N] [--runs K]`: the statistics screen and charts.

Fills a throwaway statistics database (and trainer history) with N games
spread over the difficulties, then times, K times each: opening the statistics
screen (summary, best times, speeds, the coach's figures), opening the charts
(reading every game and computing the series) and laying out and drawing all
six charts once in a 1280x800 window, on SDL's dummy video driver. Prints the
median and worst of each.
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta

import pygame

from game.bench.arguments import BenchParser, positive_whole
from game.bootstrap import build_context
from game.cli import parse_args
from game.model import DIFFICULTIES
from game.scenes.charts import ChartsScene
from game.scenes.stats import StatsScene
from game.storage import GameRecord, Stats
from game.storage.trainer import TrainerData, save_trainer

WINDOW = (1280, 800)  # the charts are laid out and drawn in a window of this size


def fill(stats: Stats, games: int, seed: int = 1) -> None:
    """Store `games` plausible games (about a third won) and a trainer history."""
    rng = random.Random(seed)
    start = datetime(2025, 1, 1, tzinfo=UTC)
    kinds = list(DIFFICULTIES.values())
    for i in range(games):
        d = kinds[i % len(kinds)]
        won = rng.random() < 0.35
        bv = rng.randint(d.mines, 3 * d.mines)
        stats.record(
            GameRecord(
                d.key, d.rows, d.cols, d.mines, i, won, bv / rng.uniform(0.8, 2.5), bv,
                bv if won else rng.randint(0, bv),
                finished_at=(start + timedelta(minutes=7 * i)).isoformat(timespec="seconds"),
                loss_row=None if won else rng.randrange(d.rows),
                loss_col=None if won else rng.randrange(d.cols),
            )
        )  # fmt: skip
    rating, history = 1500.0, []
    for i in range(games // 2):
        rating += rng.gauss(1.0, 15.0)
        history.append((float(i), rating))
    save_trainer(TrainerData(player=(1600.0, 60.0, 0.06), history=history))


def main(argv: list[str]) -> int:
    """Run the benchmark and print its figures."""
    parser = BenchParser(prog="python -m game.bench charts")
    parser.add_argument("--games", type=positive_whole, default=5000)
    parser.add_argument("--runs", type=positive_whole, default=20)
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["MINESWEEPER_HOME"] = tempfile.mkdtemp(prefix="minesweeper-bench-")
    ctx = build_context(parse_args([]))
    fill(ctx.stats, args.games)
    surface = pygame.display.set_mode(WINDOW)
    statistics_screen, opening, drawing = [], [], []
    for run in range(args.runs):
        start = time.perf_counter()
        StatsScene(ctx, "normal")
        statistics_screen.append(time.perf_counter() - start)
        start = time.perf_counter()
        scene = ChartsScene(ctx)
        scene.select(run % 4)
        opening.append(time.perf_counter() - start)
        start = time.perf_counter()
        scene.draw(surface)
        drawing.append(time.perf_counter() - start)
    figures = (
        ("open statistics", statistics_screen),
        ("open charts", opening),
        ("draw six charts", drawing),
    )
    for name, times in figures:
        ms = [t * 1000 for t in times]
        print(f"{name:<22} median {statistics.median(ms):6.1f} ms   worst {max(ms):6.1f} ms")
    print(f"{args.games} games, {args.runs} runs")
    ctx.stats.close()
    return 0
