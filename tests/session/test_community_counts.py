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
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from game.model.grid import mine_numbers
from game.replay.recording import community_events
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
    return mine_numbers([[ch == "*" for ch in line] for line in layout])


def play(layout, events, chord_on_number=False, question_marks=False) -> GameSession:
    """The game played through a session that saves nothing (saving counts no click, and
    an autosave after every click would spend most of this test's time)."""
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
        watching=True,
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
    games, layouts = [], []
    for i in range(GAMES):
        layout = layout_of(rows, cols, mines, seed=i)
        events = random_events(layout, rng, rng.randrange(5, length))
        games.append({"board": numbers(layout), "events": events})
        layouts.append(layout)
    with ThreadPoolExecutor(1) as pool:  # ms-toollib's child works while we play
        theirs_all = pool.submit(ms_toollib_figures, games)
        played = []
        for layout, game in zip(layouts, games, strict=True):
            session = play(layout, game["events"])
            played.append((ours(session), str(session.status)))
        expected = theirs_all.result()
    statuses = {"won": 0, "lost": 0, "playing": 0}
    for i, ((figures_ours, status), theirs) in enumerate(zip(played, expected, strict=True)):
        figures = {k: theirs[k] for k in ("left", "right", "double", "ce", "bbbv_solved")}
        assert figures_ours == figures, f"game {i}: {games[i]['events'][:40]}"
        statuses[status] = statuses.get(status, 0) + 1
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
        community = [
            (e.value, *_cell(x, y, 16, 16)) for _, e, x, y in community_events(session.log)
        ]
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
