"""The unfinished game is kept move by move at a cost that does not grow with the game:
each move appends what is new, and a game killed at any moment (kill -9) resumes with
every move it had shown."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

from game.model import Action, Board
from game.replay.recording import evf_video
from game.session import (
    FakeClock,
    GameSession,
    GameSetup,
    Mouse,
    RecordKeeper,
    Source,
    UserDataStore,
    cell_centre,
)
from game.storage import Stats, load_saved_game, savegame_path
from game.storage.gamelog import SAVED_GAME_FORMAT, GameLog

ROOT = Path(__file__).resolve().parents[2]


def _resumed() -> GameSession:
    document, problems = load_saved_game()
    assert document is not None and problems == []
    return GameSession.rebuild(GameLog.from_json(document, SAVED_GAME_FORMAT), FakeClock())


def _layout(seed: int) -> tuple[str, ...]:
    board = Board(16, 30, 99, seed=seed)
    board.reveal(8, 15)
    return tuple(board.layout_text().splitlines())


def test_moves_are_appended_and_the_saved_game_is_written_whole_only_when_left(tmp_path):
    clock = FakeClock()
    with Stats.open(tmp_path / "stats.sqlite3") as stats:
        session = GameSession(
            GameSetup(16, 30, 99, "experte", layout=_layout(3)),
            clock,
            UserDataStore(RecordKeeper(stats), video=evf_video),
        )
        for event in (Mouse.LEFT_PRESS, Mouse.LEFT_RELEASE):
            session.mouse(event, *cell_centre(8, 15))
        first = savegame_path().read_bytes()
        covered = [c for c in session.board.cells if not c.open]
        for cell in covered[:30]:
            clock.advance(0.05)
            session.mouse(Mouse.MOVE, *cell_centre(cell.row, cell.col))
            session.act(Source.KEYBOARD, Action.FLAG, (cell.row, cell.col))
        session.act(Source.HINT, Action.FLAG, (covered[0].row, covered[0].col))  # assisted now
        assert savegame_path().read_bytes() == first, "a move wrote the whole game again"
        resumed = _resumed()
        assert resumed.board.to_position() == session.board.to_position()
        assert resumed.assisted and resumed.metrics() == session.metrics()
        session.leave()
        assert savegame_path().read_bytes() != first
        assert _resumed().board.to_position() == session.board.to_position()


CHILD = textwrap.dedent(
    """
    import random, sys
    from game.model import Board
    from game.replay.recording import evf_video
    from game.session import (
        FakeClock, GameSession, GameSetup, Mouse, RecordKeeper, UserDataStore, cell_centre,
    )
    from game.storage import Stats

    layout = tuple(sys.argv[1].split(","))
    rng = random.Random(5)
    clock = FakeClock()
    session = GameSession(
        GameSetup(16, 30, 99, "experte", layout=layout),
        clock,
        UserDataStore(RecordKeeper(Stats.open()), video=evf_video),
    )
    clicks = [(Mouse.LEFT_PRESS, Mouse.LEFT_RELEASE, (8, 15))]
    while True:
        for press, release, cell in clicks:
            for event in (press, release):
                clock.advance(0.01)
                if session.mouse(event, *cell_centre(*cell)) is not None:
                    action, row, col = session.moves[-1]
                    print(action.value, row, col, flush=True)  # the player sees it now
        for _ in range(rng.randrange(30)):
            clock.advance(0.01)
            session.mouse(Mouse.MOVE, rng.randrange(480), rng.randrange(256))
        cell = rng.choice([c for c in session.board.cells if not c.open])
        clicks = [(Mouse.RIGHT_PRESS, Mouse.RIGHT_RELEASE, (cell.row, cell.col))]
    """
)


def test_a_game_killed_at_any_moment_resumes_with_every_move_it_showed(_user_home):
    for shown_before_kill in (1, 7, 40, 150):
        for leftover in _user_home.iterdir():
            leftover.unlink()
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, ",".join(_layout(4))],
            cwd=ROOT,
            env={**os.environ, "MINESWEEPER_HOME": str(_user_home)},
            stdout=subprocess.PIPE,
            text=True,
        )
        assert child.stdout is not None
        shown = [child.stdout.readline().split() for _ in range(shown_before_kill)]
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        child.stdout.close()
        moves = [[action.value, str(row), str(col)] for action, row, col in _resumed().moves]
        assert moves[: len(shown)] == shown
