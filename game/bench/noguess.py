"""`python -m game.bench noguess`: how long a no-guess board takes to make.

Times `generate_no_guess` (ms-toollib's `laymine_solvable` in chunks) for
boards of one difficulty with the first click at row 3, column 3 — the same
call the game makes on a worker thread at the first click. A board ms-toollib
may abort on is made in a child process by `generate_no_guess` itself (as in the
game), so such a board counts as failed and leaves no `crash.log` behind.
"""

from __future__ import annotations

import statistics
import sys
import time

from game.bench.arguments import BenchParser, difficulty_value, positive_whole
from game.bench.timing import percentile
from game.model import Difficulty
from game.solver.noguess import generate_no_guess

Layout = list[tuple[int, int]] | None


def make_boards(level: Difficulty, boards: int) -> tuple[list[float], list[Layout]]:
    """Make `boards` no-guess layouts for a first click at (3, 3): the seconds each took
    and each layout (None where generation gave up)."""
    times: list[float] = []
    layouts: list[Layout] = []
    for _ in range(boards):
        began = time.perf_counter()
        layout = generate_no_guess(level.rows, level.cols, level.mines, 3, 3, time_limit=5.0)
        times.append(time.perf_counter() - began)
        layouts.append(None if layout is None else list(layout))
    return times, layouts


def main(argv: list[str]) -> int:
    """Print the median, 95th percentile and worst generation time."""
    parser = BenchParser(prog="python -m game.bench noguess", description=__doc__)
    parser.add_argument(
        "--difficulty", type=difficulty_value, default="experte", help="normal|schwer|experte|WxHxM"
    )
    parser.add_argument(
        "--boards", type=positive_whole, default=200, help="boards to make (default 200)"
    )
    args = parser.parse_args(argv)
    level: Difficulty = args.difficulty
    times, layouts = make_boards(level, args.boards)
    failed = sum(layout is None for layout in layouts)
    size = f"{level.cols}x{level.rows}/{level.mines}"
    print(f"no-guess benchmark: {level.key} {size}, {args.boards} boards, first click (3,3)")
    print(
        f"  generation: median {1e3 * statistics.median(times):.1f} ms, "
        f"p95 {1e3 * percentile(times, 95):.1f} ms, max {1e3 * max(times):.1f} ms; "
        f"failed {failed}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
