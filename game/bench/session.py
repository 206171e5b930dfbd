"""Benchmark of the game session: what a move costs, with what is written for it, as the
game grows long.

    python -m game.bench session [--inputs N] [--seed S]

An Experte game with the real user-data store (a temporary data folder: the statistics
database, the saved game and its journal on this machine's disk) is fed N mouse events:
nine in ten pointer moves, the rest clicks that open safe cells (while some stay covered)
or toggle flags, so the game never ends. Each input that changes the board is timed with
everything the session does for it (the click machine, the board, the saved game); the
figures are its median and 99th percentile, over the whole game and over its first and
last tenth, whose medians must agree for a move to cost the same at any length; and the
same in processor time, which waiting for the machine's other jobs does not change.
Then the game is left (written whole), read back from the data folder and rebuilt.
"""

from __future__ import annotations

import os
import random
import tempfile
import time

from game.bench.arguments import BenchParser, positive_whole, seed_value
from game.bench.timing import percentile
from game.model import Board
from game.replay.recording import evf_video
from game.session import FakeClock, GameSession, GameSetup, Mouse, RecordKeeper, UserDataStore
from game.session.inputs import cell_centre
from game.storage import Stats, load_saved_game
from game.storage.gamelog import SAVED_GAME_FORMAT, GameLog

ROWS, COLS, MINES = 16, 30, 99
KEEP_COVERED = 20
"""Safe cells left covered, so the game goes on however long it is."""


Move = tuple[int, float, float]
"""An input that changed the board: the log's length after it, and the seconds it took in
real time and in this thread's processor time."""


def _long_game(inputs: int, seed: int) -> tuple[GameSession, list[Move]]:
    """The game fed `inputs` mouse events, and each input that changed the board."""
    board = Board(ROWS, COLS, MINES, seed=seed)
    board.reveal(ROWS // 2, COLS // 2)
    layout = tuple(board.layout_text().splitlines())
    rng = random.Random(seed)
    clock = FakeClock()
    stats = Stats.open()
    session = GameSession(
        GameSetup(ROWS, COLS, MINES, "experte", layout=layout),
        clock,
        UserDataStore(RecordKeeper(stats), video=evf_video),
    )
    moves: list[Move] = []
    sent = 0
    while sent < inputs and not session.board.over:
        clock.advance(0.01)
        if sent and rng.random() < 0.9:
            session.mouse(Mouse.MOVE, rng.randrange(COLS * 16), rng.randrange(ROWS * 16))
            sent += 1
            continue
        press, release, cell = _click(session.board, rng) if sent else _first()
        x, y = cell_centre(*cell)
        for event in (press, release):
            start, cpu = time.perf_counter(), time.thread_time()
            effect = session.mouse(event, x, y)
            took, cpu = time.perf_counter() - start, time.thread_time() - cpu
            if effect is not None:
                moves.append((len(session.log), took, cpu))
            sent += 1
    stats.close()
    return session, moves


def _first() -> tuple[Mouse, Mouse, tuple[int, int]]:
    return Mouse.LEFT_PRESS, Mouse.LEFT_RELEASE, (ROWS // 2, COLS // 2)


def _click(board: Board, rng: random.Random) -> tuple[Mouse, Mouse, tuple[int, int]]:
    """A click that changes the board: open a covered safe cell while more than
    KEEP_COVERED remain, else put or take back a flag."""
    covered = [c for c in board.cells if not c.open]
    safe = [c for c in covered if not c.mine and not c.flagged]
    if len(safe) > KEEP_COVERED and rng.random() < 0.5:
        cell = rng.choice(safe)
        return Mouse.LEFT_PRESS, Mouse.LEFT_RELEASE, (cell.row, cell.col)
    cell = rng.choice(covered)
    return Mouse.RIGHT_PRESS, Mouse.RIGHT_RELEASE, (cell.row, cell.col)


def _figures(seconds: list[float]) -> str:
    if not seconds:
        return "no move"
    return (
        f"median {percentile(seconds, 50) * 1e3:.2f} ms, p99 {percentile(seconds, 99) * 1e3:.2f} ms"
    )


def main(argv: list[str]) -> int:
    """Print the session figures."""
    parser = BenchParser(prog="python -m game.bench session")
    parser.add_argument("--inputs", type=positive_whole, default=20_000, help="mouse events")
    parser.add_argument("--seed", type=seed_value, default=1)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        os.environ["MINESWEEPER_HOME"] = home
        start = time.perf_counter()
        session, moves = _long_game(args.inputs, args.seed)
        total = time.perf_counter() - start
        count = len(session.log)
        print(f"{count:,} inputs fed in {total:.2f} s ({count / total:,.0f} per second)")
        seconds = [took for _, took, _ in moves]
        tenth = count // 10
        first = [took for at, took, _ in moves if at <= tenth]
        last = [took for at, took, _ in moves if at > count - tenth]
        cpu = [used for _, _, used in moves]
        print(f"a move with what is written for it: {_figures(seconds)}, max "
              f"{max(seconds) * 1e3:.2f} ms ({len(moves):,} moves)")  # fmt: skip
        print(f"  in the first tenth of the game: {_figures(first)} ({len(first):,} moves)")
        print(f"  in the last tenth of the game:  {_figures(last)} ({len(last):,} moves)")
        print(f"  processor time alone (no wait for the other jobs on the machine): "
              f"{_figures(cpu)}")  # fmt: skip
        start = time.perf_counter()
        session.leave()
        leave_ms = (time.perf_counter() - start) * 1e3
        print(f"leaving the game (it is written whole): {leave_ms:.0f} ms")
        start = time.perf_counter()
        document, problems = load_saved_game()
        assert document is not None and not problems, problems
        rebuilt = GameSession.rebuild(GameLog.from_json(document, SAVED_GAME_FORMAT), FakeClock())
        rebuild_ms = (time.perf_counter() - start) * 1e3
        same = rebuilt.board.to_position() == session.board.to_position()
        print(
            f"reading the saved game back and rebuilding it from its {count:,} inputs: "
            f"{rebuild_ms:.0f} ms ({'the same board' if same else 'A DIFFERENT BOARD'})"
        )
    return 0 if same else 1
