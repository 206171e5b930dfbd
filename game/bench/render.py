"""`python -m game.bench render`: time to the first frame, and frame times while playing.

Frame time is one `Loop.frame()`: events, fixed updates and one draw (SDL's dummy video
driver, so the figure is our own update and drawing, not the GPU's present).
"""

from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from game.bench.arguments import BenchParser, positive_whole
from game.bench.timing import percentile

ROOT = Path(__file__).resolve().parents[2]


def first_frame(runs: int) -> list[float]:
    """Seconds from starting the game (`python -m game`) to its first frame, measured from outside.

    `-m game` rather than `main.py`, so the benchmark also runs from an installed wheel.
    """
    env = {
        **os.environ,
        "SDL_VIDEODRIVER": os.environ.get("BENCH_VIDEODRIVER", "dummy"),
        "SDL_AUDIODRIVER": "dummy",
    }
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        child = subprocess.Popen(
            [sys.executable, "-m", "game", "--difficulty", "experte", "--frames", "1"],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        assert child.stdout is not None  # stdout=PIPE
        line = child.stdout.readline()
        elapsed = time.perf_counter() - start
        child.wait(timeout=30)
        if not line.startswith("first frame"):
            raise RuntimeError("the game did not report its first frame")
        times.append(elapsed)
    return times


def frame_times(spec: str, frames: int, seed: int = 7) -> list[float]:
    """Frame times on a board mid-game: the pointer moves every frame, a click every 5th."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    from game.bootstrap import build_context, make_loop
    from game.cli import parse_args
    from game.model import Status
    from game.scenes.play.scene import PlayScene

    ctx = build_context(parse_args(["--difficulty", spec, "--seed", str(seed)]))
    try:
        difficulty = ctx.options.difficulty
        if difficulty is None:
            raise ValueError(f"not a board: {spec}")
        play = PlayScene(ctx, difficulty, seed=seed)
        ctx.stack.push(play)
        loop = make_loop(ctx, clock=Uncapped())
        board = play.board
        board.reveal(board.rows // 2, board.cols // 2)
        rng = random.Random(seed)
        safe = [c for c in board.cells if not c.mine and not c.open]
        rng.shuffle(safe)
        for cell in safe[: len(safe) // 3]:
            board.reveal(cell.row, cell.col)
        later = safe[len(safe) // 3 :]
        vp = play.layout.viewport
        size = play.layout.cell
        loop.frame()
        times = []
        for i in range(frames):
            pos = (vp.x + rng.randrange(vp.w), vp.y + rng.randrange(vp.h))
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
            )
            if i % 5 == 0 and later:
                cell = later.pop()
                if not cell.open and board.status is Status.PLAYING:
                    target = (
                        vp.x + cell.col * size - play.ui.scroll[0] + 1,
                        vp.y + cell.row * size - play.ui.scroll[1] + 1,
                    )
                    if vp.collidepoint(target):
                        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                            pygame.event.post(pygame.event.Event(kind, pos=target, button=1))
            start = time.perf_counter()
            loop.frame()
            times.append(time.perf_counter() - start)
            if board.over:
                while ctx.stack.top is not play:
                    ctx.stack.pop()
        return times
    finally:
        ctx.stack.clear()
        ctx.stats.close()
        pygame.quit()


class Uncapped:
    """A frame clock that never sleeps, so a frame's time is its own work."""

    def tick(self, framerate: float = 0) -> int:
        return 0


def _line(label: str, times: list[float], target: str) -> str:
    return (
        f"  {label:<28} mean {statistics.fmean(times) * 1e3:6.2f} ms, "
        f"p99 {percentile(times, 99) * 1e3:6.2f} ms  ({target})"
    )


def main(argv: list[str]) -> int:
    """Print the render figures the README quotes."""
    parser = BenchParser(prog="python -m game.bench render")
    parser.add_argument("--frames", type=positive_whole, default=600, help="frames per board (600)")
    parser.add_argument("--runs", type=positive_whole, default=5, help="process starts to time (5)")
    args = parser.parse_args(argv)
    home = tempfile.TemporaryDirectory(prefix="minesweeper-bench-")
    os.environ.setdefault("MINESWEEPER_HOME", home.name)

    print("Render benchmark (SDL dummy video driver)")
    starts = first_frame(args.runs)
    print(
        f"  first frame after start:     median {statistics.median(starts):.3f} s, "
        f"max {max(starts):.3f} s over {args.runs} starts  (target < 1 s)"
    )
    print(_line("Experte mid-game frame:", frame_times("experte", args.frames), "target < 2 ms"))
    print(
        _line("100x100 mid-game frame:", frame_times("100x100x1500", args.frames), "target < 8 ms")
    )
    return 0
