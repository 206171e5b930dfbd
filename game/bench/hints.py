"""`python -m game.bench hints`: how long the Hint button takes on Experte positions.

The positions are the ones a strong player meets: seeded Experte games are
played by `best_move`, and before each move `hint` is asked about the same
position with its cache emptied, as when a player presses H on a fresh board.
"""

from __future__ import annotations

import statistics
import time

from game.bench.arguments import BenchParser, difficulty_value, positive_whole, seed_value
from game.bench.solver import positions_played
from game.bench.timing import percentile
from game.model import Difficulty, parse_difficulty
from game.solver import hint
from game.solver.moves import clear_cache


def hint_times(difficulty: Difficulty | str, games: int, seed: int) -> list[float]:
    """Seconds taken by `hint` on every position of `games` seeded games."""
    level = parse_difficulty(difficulty) if isinstance(difficulty, str) else difficulty
    times: list[float] = []
    for text in positions_played(level, range(seed, seed + games), (3, 3), "opening"):
        clear_cache()
        began = time.perf_counter()
        hint(text)
        times.append(time.perf_counter() - began)
    return times


def main(argv: list[str]) -> int:
    """Print the hint's median, 95th percentile and worst time."""
    parser = BenchParser(prog="python -m game.bench hints", description=__doc__)
    parser.add_argument(
        "--difficulty", type=difficulty_value, default="experte", help="normal|schwer|experte|WxHxM"
    )
    parser.add_argument("--games", type=positive_whole, default=30, help="games (default 30)")
    parser.add_argument("--seed", type=seed_value, default=1, help="first game's seed (1)")
    args = parser.parse_args(argv)
    level: Difficulty = args.difficulty
    times = hint_times(level, args.games, args.seed)
    print(f"hint benchmark: {level.key} {level.spec}, {args.games} games, {len(times)} positions")
    print(
        f"  hint time: median {1e3 * statistics.median(times):.2f} ms, "
        f"p95 {1e3 * percentile(times, 95):.2f} ms, max {1e3 * max(times):.1f} ms"
    )
    return 0
