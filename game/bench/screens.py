"""`python -m game.bench screens`: how long each screen takes to open, and a click to the frame
that shows it, in windows of several sizes (issue 31).

Opening is the time from the navigator's call to the end of the first frame that shows the
screen (laid out in the window and drawn). A click is a press and release on a covered cell,
posted as window events, to the end of the frame that shows the cell open. SDL's dummy
video driver: the figures are the game's own layout and drawing, not the GPU's present.
"""

from __future__ import annotations

import os
import statistics
import tempfile
import time

from game.bench.arguments import BenchParser, positive_whole
from game.bench.timing import percentile

SIZES = ((800, 600), (1280, 800), (1920, 1080))


PLAIN = ("custom", "settings", "keys", "stats", "about", "replays", "train", "charts")
"""The screens that open without arguments (the others open from a game or a file)."""


def _ms(times: list[float]) -> str:
    median, p99 = statistics.median(times) * 1e3, percentile(times, 99) * 1e3
    return f"median {median:6.1f} ms, p99 {p99:6.1f} ms"


def measure(size: tuple[int, int], runs: int) -> list[str]:
    """The lines of figures for one window size."""
    import pygame

    from game.bootstrap import build_context, make_loop
    from game.cli import parse_args
    from game.model import DIFFICULTIES, Status
    from game.scenes.navigation import Screen
    from game.scenes.play.scene import PlayScene

    ctx = build_context(parse_args([]))
    lines = [f"  window {size[0]}x{size[1]}:"]
    try:
        loop = make_loop(ctx, clock=_Uncapped())
        ctx.navigator.title()
        loop.frame()
        pygame.display.set_mode(size, pygame.RESIZABLE)
        loop.frame()
        opened: dict[str, list[float]] = {}
        for _ in range(runs):
            for screen in map(Screen, PLAIN):
                ctx.navigator.title()
                loop.frame()
                start = time.perf_counter()
                ctx.navigator.open(screen)
                loop.frame()
                opened.setdefault(screen.value, []).append(time.perf_counter() - start)
        for name, times in opened.items():
            lines.append(f"    open {name:<14} {_ms(times)}")
        for key in ("normal", "experte"):
            clicks: list[float] = []
            for seed in range(runs):
                ctx.navigator.play(DIFFICULTIES[key], seed=seed)
                loop.frame()
                play = ctx.stack.top
                assert isinstance(play, PlayScene)
                board, layout = play.board, play.layout
                cells = [(r, c) for r in range(board.rows) for c in range(board.cols)]
                for row, col in cells[:: max(1, len(cells) // 20)]:
                    if board.status not in (Status.READY, Status.PLAYING):
                        break
                    if board.cell(row, col).open or board.cell(row, col).flagged:
                        continue
                    x = layout.viewport.x + col * layout.cell + layout.cell // 2
                    y = layout.viewport.y + row * layout.cell + layout.cell // 2
                    start = time.perf_counter()
                    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                        pygame.event.post(pygame.event.Event(kind, pos=(x, y), button=1))
                    loop.frame()
                    clicks.append(time.perf_counter() - start)
            lines.append(f"    click to frame, {key:<8} {_ms(clicks)}  ({len(clicks)} clicks)")
    finally:
        ctx.stack.clear()
        ctx.stats.close()
        pygame.quit()
    return lines


class _Uncapped:
    """A frame clock that never sleeps, so a frame's time is its own work."""

    def tick(self, framerate: float = 0) -> int:
        return 0


def main(argv: list[str]) -> int:
    """Print the figures the README quotes."""
    parser = BenchParser(prog="python -m game.bench screens")
    parser.add_argument(
        "--runs", type=positive_whole, default=5, help="times each screen is opened (5)"
    )
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    home = tempfile.TemporaryDirectory(prefix="minesweeper-bench-")
    os.environ.setdefault("MINESWEEPER_HOME", home.name)
    print("Screens benchmark (SDL dummy video driver, an empty data folder)")
    for size in SIZES:
        for line in measure(size, args.runs):
            print(line, flush=True)
    return 0
