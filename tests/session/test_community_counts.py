"""The session counts clicks, effective clicks and 3BV exactly as ms-toollib does.

Thousands of random games (see random_games.py) are played through a GameSession and,
as the same raw events, through ms-toollib's MinesweeperBoard in a child process (it can
abort the interpreter). Every figure must agree on every game.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.model import Board
from game.session import FakeClock, GameSession, GameSetup, Mouse
from tests.session.random_games import MOUSE, layout_of, pixel, random_events

CHILD = Path(__file__).with_name("mstoollib_child.py")
BOARDS = {"normal": (8, 8, 10, 60), "schwer": (16, 16, 40, 150), "experte": (16, 30, 99, 300)}
GAMES = 2000


def ms_toollib_figures(games: list[dict]) -> list[dict]:
    """ms-toollib's figures for each game, computed in a child process."""
    done = subprocess.run(
        [sys.executable, str(CHILD)],
        input=json.dumps(games),
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-500:]
    return json.loads(done.stdout)


def numbers(layout: tuple[str, ...]) -> list[list[int]]:
    return Board.from_layout("\n".join(layout)).numbers()


def play(layout, events, chord_on_number=False, question_marks=False) -> GameSession:
    rows, cols = len(layout), len(layout[0])
    mines = sum(line.count("*") for line in layout)
    clock = FakeClock()
    session = GameSession(
        GameSetup(
            rows,
            cols,
            mines,
            layout=layout,
            chord_on_number=chord_on_number,
            question_marks=question_marks,
        ),
        clock,
    )
    for kind, r, c in events:
        clock.advance(0.013)
        session.mouse(MOUSE[kind], *pixel(r, c))
    return session


def ours(session: GameSession) -> dict:
    m = session.metrics()
    return {
        "left": m.left,
        "right": m.right,
        "double": m.double,
        "ce": m.ce,
        "bbbv_solved": m.bbbv_solved,
    }


@pytest.mark.parametrize("difficulty", sorted(BOARDS))
def test_random_games_agree_with_ms_toollib(difficulty):
    rows, cols, mines, length = BOARDS[difficulty]
    rng = random.Random(f"counts-{difficulty}")
    games, sessions = [], []
    for i in range(GAMES):
        layout = layout_of(rows, cols, mines, seed=i)
        events = random_events(layout, rng, rng.randrange(5, length))
        games.append({"board": numbers(layout), "events": events})
        sessions.append(play(layout, events))
    expected = ms_toollib_figures(games)
    statuses = {"won": 0, "lost": 0, "playing": 0}
    for i, (session, theirs) in enumerate(zip(sessions, expected, strict=True)):
        figures = {k: theirs[k] for k in ("left", "right", "double", "ce", "bbbv_solved")}
        assert ours(session) == figures, f"game {i}: {games[i]['events'][:40]}"
        statuses[str(session.status)] = statuses.get(str(session.status), 0) + 1
    # the random games cover lost and unfinished games, and won ones on Normal
    assert statuses["lost"] > 100 and statuses["playing"] > 10, statuses
    if difficulty == "normal":
        assert statuses["won"] > 50, statuses


def test_a_left_click_chording_on_a_number_is_a_middle_click_for_the_community():
    rng = random.Random("chord-on-number")
    games, sessions = [], []
    for i in range(300):
        layout = layout_of(16, 16, 40, seed=i)
        events = random_events(layout, rng, rng.randrange(5, 150))
        session = play(layout, events, chord_on_number=True)
        sessions.append(session)
        community = [(e.value, *_cell(x, y, 16, 16)) for _, e, x, y in session.community_events()]
        games.append({"board": numbers(layout), "events": community})
    expected = ms_toollib_figures(games)
    chorded = 0
    for session, theirs in zip(sessions, expected, strict=True):
        figures = {k: theirs[k] for k in ("left", "right", "double", "ce", "bbbv_solved")}
        assert ours(session) == figures
        chorded += sum(1 for e in session.log if e.mouse is Mouse.LEFT_RELEASE and e.action)
    assert chorded > 50


def _cell(x: int, y: int, rows: int, cols: int) -> tuple[int, int]:
    if x < 0 or y < 0:
        return (-1, -1)
    return (y // 16, x // 16)
