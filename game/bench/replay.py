"""`python -m game.bench replay`: how long a long replay takes to open and to seek.

A won Experte game recorded as EVENTS mouse events (mostly pointer moves between the
clicks, as the community's replays are) is opened by the viewer's player and run to its
end, then seeked back to the middle (a rebuild from the start) and stepped one event back.
"""

from __future__ import annotations

import statistics
import time

from game.bench.arguments import BenchParser, positive_whole
from game.model import Board, Status
from game.session.inputs import CELL_PX, Input, Mouse, cell_centre
from game.session.player import ReplayPlayer
from game.session.setup import GameSetup

ROWS, COLS, MINES = 16, 30, 99


def long_replay(events: int, seed: int = 7) -> tuple[GameSetup, list[Input]]:
    """A won Experte game as about `events` inputs: moves across the board, then a click
    on each safe cell in reading order."""
    board = Board(ROWS, COLS, MINES, seed=seed)
    board.reveal(ROWS // 2, COLS // 2)
    layout = tuple(board.layout_text().splitlines())
    safe = [(r, c) for r, line in enumerate(layout) for c, ch in enumerate(line) if ch != "*"]
    moves_per_click = max(0, events // len(safe) - 2)
    inputs: list[Input] = []
    t = 0
    for r, c in safe:
        x, y = cell_centre(r, c)
        for i in range(moves_per_click):
            t += 1
            inputs.append(Input(t, Mouse.MOVE, (x + i) % (COLS * CELL_PX), y))
        inputs += [Input(t + 1, Mouse.LEFT_PRESS, x, y), Input(t + 2, Mouse.LEFT_RELEASE, x, y)]
        t += 2
    setup = GameSetup(ROWS, COLS, MINES, "experte", layout=layout, chord_on_number=False)
    return setup, inputs


def measure(events: int) -> tuple[float, float, float, Status]:
    """Seconds to open and play to the end, to seek back to the middle, to step back once;
    and the final status (it must be WON)."""
    setup, inputs = long_replay(events)
    start = time.perf_counter()
    player = ReplayPlayer(setup, inputs)
    player.seek_ms(player.duration_ms)
    to_end = time.perf_counter() - start
    status = player.session.status
    start = time.perf_counter()
    player.seek_fraction(0.5)
    middle = time.perf_counter() - start
    start = time.perf_counter()
    player.step(-1)
    back = time.perf_counter() - start
    return to_end, middle, back, status


def main(argv: list[str]) -> int:
    """Print the replay figures the README quotes."""
    parser = BenchParser(prog="python -m game.bench replay")
    parser.add_argument("--events", type=positive_whole, default=100_000, help="replay events")
    parser.add_argument("--runs", type=positive_whole, default=3, help="runs (3)")
    args = parser.parse_args(argv)
    runs = [measure(args.events) for _ in range(args.runs)]
    print(f"Replay benchmark ({args.events} events, Experte, won: {runs[0][3] is Status.WON})")
    opened, sought = [run[0] for run in runs], [run[1] for run in runs]
    for label, figures in (
        ("open and play to the end", opened),
        ("seek back to the middle", sought),
    ):
        print(
            f"  {label + ':':28} median {statistics.median(figures):.3f} s, "
            f"max {max(figures):.3f} s  (target < 1 s)"
        )
    steps = [run[2] for run in runs]
    print(f"  {'one event back:':28} median {statistics.median(steps):.3f} s")
    return 0
