"""`python -m game.bench model`: build time, memory and action throughput of the board."""

from __future__ import annotations

import functools
import random
import statistics
import time

from game.bench.arguments import BenchParser, positive_whole
from game.bench.timing import peak_memory, summary_ms, time_calls
from game.model import EXPERTE, Board, Cell


def _throughput(seeds: int) -> dict[str, float]:
    """Clicks per second on played Experte boards (every click, effective or not).

    reveal: every safe cell in a shuffled order (many open regions at once);
    flag: flag and unflag every covered cell; chord: every open number.
    """
    counts = {"reveal": 0, "flag": 0, "chord": 0}
    spent = {"reveal": 0.0, "flag": 0.0, "chord": 0.0}
    for seed in range(seeds):
        board = Board.from_difficulty(EXPERTE, seed=seed)
        board.reveal(3, 3)
        order = [c for c in board.cells if not c.mine]
        random.Random(seed).shuffle(order)
        covered = [c for c in board.cells if not c.open]
        start = time.perf_counter()
        for c in covered:
            board.toggle_flag(c.row, c.col)
            board.toggle_flag(c.row, c.col)
        spent["flag"] += time.perf_counter() - start
        counts["flag"] += 2 * len(covered)
        start = time.perf_counter()
        for c in order:
            board.reveal(c.row, c.col)
        spent["reveal"] += time.perf_counter() - start
        counts["reveal"] += len(order)
        board = _before_the_win(seed, order)
        for c in board.cells:
            if c.mine and c.mark == 0:
                board.toggle_flag(c.row, c.col)
        numbers = [c for c in board.cells if c.open and c.adjacent]
        start = time.perf_counter()
        for c in numbers:
            board.chord(c.row, c.col)
        spent["chord"] += time.perf_counter() - start
        counts["chord"] += len(numbers)
    return {k: counts[k] / spent[k] for k in counts}


def _before_the_win(seed: int, order: list[Cell]) -> Board:
    """The board of `_throughput` just before the reveal that won it (untimed)."""
    board = Board.from_difficulty(EXPERTE, seed=seed)
    board.reveal(3, 3)
    won_at = next(i for i, c in enumerate(order) if board.reveal(c.row, c.col) and board.over)
    board = Board.from_difficulty(EXPERTE, seed=seed)
    board.reveal(3, 3)
    for c in order[:won_at]:
        board.reveal(c.row, c.col)
    return board


def main(argv: list[str]) -> int:
    """Print the model figures the README quotes."""
    parser = BenchParser(prog="python -m game.bench model")
    parser.add_argument(
        "--repeat", type=positive_whole, default=200, help="builds per size (default 200)"
    )
    args = parser.parse_args(argv)

    print("Board model benchmark")
    expert = time_calls(lambda: Board.from_difficulty(EXPERTE, seed=1), args.repeat)
    print(f"  build Experte 30x16/99:      {summary_ms(expert)}  (target < 2 ms)")
    big = time_calls(lambda: Board(200, 200, 1, seed=1), max(5, args.repeat // 20))
    print(f"  build 200x200:               {summary_ms(big)}")
    _, mem_expert = peak_memory(lambda: _laid(EXPERTE.rows, EXPERTE.cols, EXPERTE.mines))
    _, mem_big = peak_memory(lambda: _laid(200, 200, 4000))
    print(f"  memory Experte (laid):       {mem_expert / 1e6:.2f} MB")
    print(f"  memory 200x200 (laid):       {mem_big / 1e6:.2f} MB  (target < 40 MB)")

    floods = []
    for seed in range(10):
        board = Board(200, 200, 1, seed=seed)
        floods += time_calls(functools.partial(board.reveal, 100, 100), 1)
    print(
        f"  flood 200x200, one click:    mean {statistics.fmean(floods) * 1e3:.1f} ms, "
        f"max {max(floods) * 1e3:.1f} ms  (target < 100 ms)"
    )

    for kind, rate in _throughput(seeds=20).items():
        print(f"  {kind:<6} clicks on Experte:   {rate:,.0f} per second")
    return 0


def _laid(rows: int, cols: int, mines: int) -> Board:
    board = Board(rows, cols, mines, seed=1)
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    board.lay_mines(random.Random(1).sample(cells, mines))
    return board
