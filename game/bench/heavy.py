"""`python -m game.bench heavy`: the window while a position too big to count is analysed.

Opens a heavy position in the probability view (`--analyse`), as the game does: the count
runs in a child process within a budget, the window goes on. Every frame (events, fixed
updates, one draw, SDL's dummy video driver, a pointer move each frame) is timed from the
first until the probabilities are shown; the figure is the worst frame while the child
counts: no frame may wait for the analysis.
"""

from __future__ import annotations

import os
import random
import statistics
import tempfile
import time
from pathlib import Path

from game.bench.arguments import BenchParser, positive_seconds
from game.bench.timing import percentile
from game.model import Board, Status


def heavy_position(size: int = 50, mines: int = 1000, opened: int = 500, seed: int = 1) -> str:
    """A size x size board with `opened` scattered safe cells open: a huge, tangled frontier
    (ms-toollib needs minutes for it, then runs out of memory)."""
    board = Board(size, size, mines, seed=seed, first_click="safe")
    cells = [(r, c) for r in range(size) for c in range(size)]
    random.Random(seed).shuffle(cells)
    board.reveal(*cells[0])
    safe = [cell for cell in cells if not board.mine_at(*cell)]
    for row, col in safe[:opened]:
        board.reveal(row, col)
    assert board.status is Status.PLAYING
    return board.to_position()


def analysis_frames(budget: float) -> tuple[list[float], list[float], float]:
    """Frame times while the child counts, frame times after, and the seconds until the
    probabilities were shown."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.bench.render import Uncapped
    from game.bootstrap import build_context, first_scene, make_loop
    from game.cli import parse_args
    from game.scenes.play.scene import PlayScene
    from game.solver.worker import Budget, JobState

    with tempfile.TemporaryDirectory(prefix="minesweeper-bench-") as folder:
        path = Path(folder) / "heavy.mine"
        path.write_text(heavy_position())
        ctx = build_context(parse_args(["--analyse", str(path)]))
    try:
        first_scene(ctx)
        play = ctx.stack.top
        assert isinstance(play, PlayScene)
        cache = play.assists.probabilities
        cache.budget = Budget(seconds=budget)
        loop = make_loop(ctx, clock=Uncapped())
        rng = random.Random(1)
        counting: list[float] = []
        after: list[float] = []
        shown: float | None = None
        began = time.perf_counter()
        while shown is None or len(after) < 60:
            surface = pygame.display.get_surface()
            size = surface.get_size() if surface is not None else (640, 480)
            pos = (rng.randrange(size[0]), rng.randrange(size[1]))
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            )
            start = time.perf_counter()
            loop.frame()
            spent = time.perf_counter() - start
            running = cache.job is not None and cache.job.state is JobState.RUNNING
            (counting if running or cache.grid is None else after).append(spent)
            if cache.grid is not None and shown is None:
                shown = time.perf_counter() - began
        return counting, after, shown
    finally:
        ctx.stack.clear()
        ctx.stats.close()
        pygame.quit()


def main(argv: list[str]) -> int:
    """Print the frame figures while a heavy position is analysed."""
    parser = BenchParser(prog="python -m game.bench heavy", description=__doc__)
    parser.add_argument(
        "--budget", type=positive_seconds, default=5.0, help="seconds the child may count (5)"
    )
    args = parser.parse_args(argv)
    home = tempfile.TemporaryDirectory(prefix="minesweeper-bench-")
    os.environ.setdefault("MINESWEEPER_HOME", home.name)
    counting, after, shown = analysis_frames(args.budget)
    print(f"Heavy analysis benchmark (a 50x50 position, 1000 mines; budget {args.budget:g} s)")
    for label, times in (("frames while the child counts", counting), ("frames after it", after)):
        print(
            f"  {label + ':':31} {len(times)}, median {statistics.median(times) * 1e3:6.2f} ms, "
            f"p99 {percentile(times, 99) * 1e3:6.2f} ms, worst {max(times) * 1e3:6.1f} ms"
        )
    print(f"  probabilities shown after {shown:.2f} s")
    print("  goal while the child counts: median < 5 ms, worst < 500 ms (no frame waits for it)")
    home.cleanup()
    return 0
