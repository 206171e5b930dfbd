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
    return [seconds for seconds, _ in hints_measured(difficulty, games, seed)]


def hints_measured(difficulty: Difficulty | str, games: int, seed: int) -> list[tuple[float, int]]:
    """(seconds, steps of its proof) of `hint` on every position of `games` seeded games
    (0 steps for a guess: no proof)."""
    level = parse_difficulty(difficulty) if isinstance(difficulty, str) else difficulty
    out: list[tuple[float, int]] = []
    for text in positions_played(level, range(seed, seed + games), (3, 3), "opening"):
        clear_cache()
        began = time.perf_counter()
        move = hint(text)
        seconds = time.perf_counter() - began
        out.append((seconds, len(move.proof.steps) if move.certain and move.proof else 0))
    return out


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
    measured = hints_measured(level, args.games, args.seed)
    times = [seconds for seconds, _ in measured]
    steps = [count for _, count in measured if count]
    print(f"hint benchmark: {level.key} {level.spec}, {args.games} games, {len(times)} positions")
    print(
        f"  hint time: median {1e3 * statistics.median(times):.2f} ms, "
        f"p95 {1e3 * percentile(times, 95):.2f} ms, max {1e3 * max(times):.1f} ms"
    )
    if steps:
        print(
            f"  proof of a safe cell: {statistics.mean(steps):.2f} steps on average, "
            f"{sum(count > 3 for count in steps) / len(steps):.1%} longer than 3, "
            f"longest {max(steps)}"
        )
    return 0
