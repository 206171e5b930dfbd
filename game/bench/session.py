"""Benchmarks of the game session: inputs per second, the autosave after a move, and
rebuilding a saved game from its log.

    python -m game.bench session [--inputs N]

The autosave writes the whole input log atomically (fsync included) after every move that
changes the board, so its cost grows with the log: this measures it on a long game.
"""

from __future__ import annotations

import argparse
import os
import random
import tempfile
import time

from game.bench.timing import percentile
from game.model import Board
from game.replay.recording import evf_video
from game.session import FakeClock, GameSession, GameSetup, Mouse, RecordKeeper, UserDataStore
from game.session.inputs import cell_centre
from game.storage import Stats
from game.storage.gamelog import SAVED_GAME_FORMAT, GameLog


def _long_game(inputs: int, seed: int) -> tuple[GameSession, list[float]]:
    """An Experte game fed `inputs` mouse events (mostly moves, clicks on safe cells);
    returns it and the seconds each board-changing input took (autosave included)."""
    board = Board(16, 30, 99, seed=seed)
    board.reveal(8, 15)
    layout = tuple(board.layout_text().splitlines())
    safe = [(c.row, c.col) for c in board.cells if not c.mine]
    rng = random.Random(seed)
    clock = FakeClock()
    stats = Stats.open()
    session = GameSession(
        GameSetup(16, 30, 99, "experte", layout=layout),
        clock,
        UserDataStore(RecordKeeper(stats), video=evf_video),
    )
    saves: list[float] = []
    sent = 0
    x, y = cell_centre(8, 15)
    for event in (Mouse.LEFT_PRESS, Mouse.LEFT_RELEASE):
        session.mouse(event, x, y)
    while sent < inputs and not session.board.over:
        clock.advance(0.01)
        if rng.random() < 0.9:
            session.mouse(Mouse.MOVE, rng.randrange(480), rng.randrange(256))
            sent += 1
            continue
        row, col = rng.choice(safe)
        x, y = cell_centre(row, col)
        session.mouse(Mouse.LEFT_PRESS, x, y)
        start = time.perf_counter()
        effect = session.mouse(Mouse.LEFT_RELEASE, x, y)
        if effect is not None and not session.board.over:
            saves.append(time.perf_counter() - start)
        sent += 2
    stats.close()
    return session, saves


def main(argv: list[str]) -> int:
    """Print the session figures."""
    parser = argparse.ArgumentParser(prog="python -m game.bench session")
    parser.add_argument("--inputs", type=int, default=5000, help="mouse events in the long game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory() as home:
        os.environ["MINESWEEPER_HOME"] = home
        start = time.perf_counter()
        session, saves = _long_game(args.inputs, args.seed)
        total = time.perf_counter() - start
        log = session.to_log()
        count = len(log.inputs)
        rate = count / total
        print(f"{count} inputs fed in {total:.2f} s ({rate:,.0f} per second, autosaves included)")
        if saves:
            print(
                f"a move with its autosave: median {percentile(saves, 50) * 1e3:.2f} ms, "
                f"p95 {percentile(saves, 95) * 1e3:.2f} ms, max {max(saves) * 1e3:.2f} ms "
                f"({len(saves)} moves)"
            )
        document = log.to_json(SAVED_GAME_FORMAT)
        start = time.perf_counter()
        GameSession.rebuild(GameLog.from_json(document, SAVED_GAME_FORMAT), FakeClock())
        rebuild_ms = (time.perf_counter() - start) * 1e3
        print(f"rebuilding the saved game from its {count} inputs: {rebuild_ms:.0f} ms")
    return 0
