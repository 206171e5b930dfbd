"""`python -m game.bench noguess`: how long a no-guess board takes to make.

Times `generate_no_guess` (ms-toollib's `laymine_solvable` in chunks) for
boards of one difficulty with the first click at row 3, column 3 — the same
call the game makes on a worker thread at the first click. ms-toollib runs in
a child process in a temporary folder of its own: a board it cannot make (it
panics, aborting its process and writing `crash.log` where it runs) ends the
child, not the benchmark, and leaves nothing in the working folder.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from game.bench.arguments import BenchParser, difficulty_value, positive_whole
from game.bench.timing import percentile
from game.model import Difficulty
from game.solver.noguess import generate_no_guess

Layout = list[tuple[int, int]] | None
CRASH_LOG = "crash.log"
"""What ms-toollib writes into the working folder when it panics."""
ROOT = Path(__file__).resolve().parents[2]


class ChildFailed(RuntimeError):
    """The child making the boards ended without figures; the message says why (one line)."""


def make_boards(level: Difficulty, boards: int) -> tuple[list[float], list[Layout]]:
    """Make `boards` no-guess layouts for a first click at (3, 3): the seconds each took
    and each layout (None where generation gave up). Runs ms-toollib in this process."""
    times: list[float] = []
    layouts: list[Layout] = []
    for _ in range(boards):
        began = time.perf_counter()
        layout = generate_no_guess(level.rows, level.cols, level.mines, 3, 3, time_limit=5.0)
        times.append(time.perf_counter() - began)
        layouts.append(None if layout is None else list(layout))
    return times, layouts


def make_boards_apart(level: Difficulty, boards: int) -> tuple[list[float], int]:
    """`make_boards` in a child process: the seconds each board took and how many failed.
    ChildFailed when the child ends without them (ms-toollib's panic, in its own words)."""
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
    }
    sizes = [str(value) for value in (level.rows, level.cols, level.mines, boards)]
    with tempfile.TemporaryDirectory(prefix="minesweeper-bench-") as folder:
        done = subprocess.run(
            [sys.executable, "-m", "game.bench.noguess", *sizes],
            cwd=folder, env=env, capture_output=True, text=True, check=False,
        )  # fmt: skip
        log = Path(folder) / CRASH_LOG
        said = log.read_text(errors="replace") if log.is_file() else ""
    if done.returncode != 0:
        reason = next(
            (
                line.removeprefix("message:").strip()
                for line in said.splitlines()
                if line.startswith("message:")
            ),
            f"exit status {done.returncode}",
        )
        board = f"{level.cols}x{level.rows} board with {level.mines} mines"
        raise ChildFailed(f"ms-toollib stopped making a {board} ({reason})")
    answer = json.loads(done.stdout)
    return [float(t) for t in answer["times"]], int(answer["failed"])


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
    try:
        times, failed = make_boards_apart(level, args.boards)
    except ChildFailed as error:
        print(f"python -m game.bench noguess: {error}; no figures", file=sys.stderr)
        return 1
    size = f"{level.cols}x{level.rows}/{level.mines}"
    print(f"no-guess benchmark: {level.key} {size}, {args.boards} boards, first click (3,3)")
    print(
        f"  generation: median {1e3 * statistics.median(times):.1f} ms, "
        f"p95 {1e3 * percentile(times, 95):.1f} ms, max {1e3 * max(times):.1f} ms; "
        f"failed {failed}"
    )
    return 0


def _child(argv: list[str]) -> int:
    """The child: `python -m game.bench.noguess ROWS COLS MINES BOARDS` prints the figures
    as JSON."""
    rows, cols, mines, boards = (int(value) for value in argv)
    times, layouts = make_boards(Difficulty.sized(rows, cols, mines), boards)
    print(json.dumps({"times": times, "failed": sum(layout is None for layout in layouts)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(_child(sys.argv[1:]))
