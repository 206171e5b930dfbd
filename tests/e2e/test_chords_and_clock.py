"""End to end in a real X window (Xvfb), driven by xdotool's raw mousedown / mouseup:

- every chord style in both release orders, each followed by ordinary clicks that must each
  take effect (the game's autosaved position must equal a model session fed the same events),
  and the final counts equal to ms-toollib's analysis of the EVF the game wrote;
- the focus moved to another X window for 3 s mid-game: the recorded time is the wall-clock
  time between the first and the last click (within 20 ms).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.model import FLAG, Board
from game.replay.child import run_worker
from game.replay.formats import ReplayFormat
from game.session import FakeClock, GameSession, GameSetup, Mouse, cell_centre
from game.skins import load_skin, shipped_skins_dir
from game.storage import load_saved_game
from game.storage.gamelog import SAVED_GAME_FORMAT, load_log, replay_log
from game.ui.look import Look
from game.ui.play_layout import compute_layout, counter_digits
from tests.packaging.xserver import missing_x_tools, run_x, wait_for_window

pytestmark = [
    pytest.mark.e2e,
    pytest.mark.skipif(
        bool(missing_x_tools()),
        reason=f"needs {', '.join(missing_x_tools())} (apt-get install xvfb xdotool "
        "imagemagick x11-utils); .ci/run installs them",
    ),
]
ROOT = Path(__file__).resolve().parents[2]
SCREEN = (1280, 900)  # the xvfb() helper's screen
TIMEOUT = 20.0
ZOOM = 2
BUTTON = {"l": 1, "m": 2, "r": 3}
PRESS = {"l": Mouse.LEFT_PRESS, "m": Mouse.MIDDLE_PRESS, "r": Mouse.RIGHT_PRESS}
RELEASE = {"l": Mouse.LEFT_RELEASE, "m": Mouse.MIDDLE_RELEASE, "r": Mouse.RIGHT_RELEASE}
# (down or up, button): what xdotool sends, in order, at one cell
STYLES = {
    "left+right, left up first": "+l +r -l -r",
    "left+right, right up first": "+l +r -r -l",
    "right+left, left up first": "+r +l -l -r",
    "right+left, right up first": "+r +l -r -l",
    "middle": "+m -m",
    "left click on the number": "+l -l",
}


def wait_until(condition: Callable[[], object], what: str, game: subprocess.Popen) -> object:
    """Poll `condition` until it gives something true (no fixed sleeps for correctness)."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        assert game.poll() is None, f"the game exited: {game.stderr.read().decode()[-800:]}"
        value = condition()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what}")


class RealGame:
    """The game in a real X window, the cells' window positions, and a model session fed
    the same raw events (the session's path) to say what the window must show."""

    def __init__(self, display: str, home: Path, difficulty: str, seed: int, first) -> None:
        self.display, self.home = display, home
        env = {
            **os.environ,
            "DISPLAY": display,
            "SDL_VIDEODRIVER": "x11",
            "SDL_AUDIODRIVER": "dummy",
            "MINESWEEPER_HOME": str(home),
        }
        # where the player left the window: its left part of the screen (room beside it)
        (home / "settings.toml").write_text(
            "window_x = 0\nwindow_y = 0\nwindow_width = 1100\nwindow_height = 880\n"
        )
        self.process = subprocess.Popen(
            [sys.executable, "main.py", "--difficulty", difficulty, "--seed", str(seed)]
            + ["--scale", str(ZOOM)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        self.window = wait_for_window(display, self.process)
        assert self.window, f"no window appeared: {self._stderr()}"
        board = Board(*_size(difficulty), seed=seed)
        board.reveal(*first)
        rows, cols, mines = board.rows, board.cols, board.mines
        layout = tuple(board.layout_text().splitlines())
        self.model = GameSession(GameSetup(rows, cols, mines, layout=layout), FakeClock())
        pygame.font.init()
        skin = load_skin(shipped_skins_dir() / "classic")
        size = (int(self.shape()["WIDTH"]), int(self.shape()["HEIGHT"]))
        plan = compute_layout(Look(skin, ZOOM), rows, cols, size, digits=counter_digits(mines))
        assert not plan.scrollable, "the test clicks cells it expects to see"
        self.viewport, self.cell = plan.viewport, plan.cell
        self.x("windowfocus", "--sync", self.window)

    def _stderr(self) -> str:
        return self.process.stderr.read().decode()[-800:] if self.process.poll() is not None else ""

    def shape(self) -> dict[str, str]:
        """The window's position and size on the screen (xdotool's names)."""
        out = run_x(self.display, "xdotool", "getwindowgeometry", "--shell", self.window)
        return dict(line.split("=", 1) for line in out.splitlines() if "=" in line)

    def x(self, *args: str) -> None:
        run_x(self.display, "xdotool", *args)

    def at(self, row: int, col: int) -> list[str]:
        x = self.viewport.x + col * self.cell + self.cell // 2
        y = self.viewport.y + row * self.cell + self.cell // 2
        zoomed = (str(x), str(y))
        return ["mousemove", "--window", self.window, *zoomed]

    def events(self, cell, script: str) -> None:
        """Raw presses and releases at a cell ("+l +r -l -r"), in the window and the model."""
        words = self.at(*cell)
        for step in script.split():
            words += ["mousedown" if step[0] == "+" else "mouseup", str(BUTTON[step[1]])]
            kind = (PRESS if step[0] == "+" else RELEASE)[step[1]]
            self.model.relay(kind, *cell_centre(*cell))
        self.x(*words)

    def click(self, cell, button: str = "l") -> None:
        self.events(cell, f"+{button} -{button}")

    def saved(self) -> GameSession | None:
        """The game as saved now: the saved game with its journal (`load_saved_game`)."""
        data, _ = load_saved_game(self.home / "savegame.json")
        try:
            log = load_log(data, SAVED_GAME_FORMAT)
        except ValueError:
            return None
        return GameSession.rebuild(log)

    def in_step(self) -> None:
        """Wait until the game's autosaved position and counts are the model's."""
        want = (self.model.board.to_position(), _counts(self.model))

        def same() -> bool:
            real = self.saved()
            return real is not None and (real.board.to_position(), _counts(real)) == want

        try:
            wait_until(same, f"the window to show {want[1]}", self.process)
        except AssertionError:
            real = self.saved()
            seen = None if real is None else (real.board.to_position(), _counts(real))
            raise AssertionError(f"the window shows {seen}, not {want}") from None

    def stop(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


def _size(difficulty: str) -> tuple[int, int, int]:
    return {"normal": (8, 8, 10), "experte": (16, 30, 99)}[difficulty]


def _counts(session: GameSession) -> dict[str, int]:
    m = session.metrics()
    return {
        "left": m.left,
        "right": m.right,
        "double": m.double,
        "ce": m.ce,
        "bbbv_solved": m.bbbv_solved,
    }


def _chordable(board, taken, unflagged_mine=False):
    """An open number with a covered safe neighbour (and an unflagged mine, if asked)."""
    for cell in board.cells:
        if (
            cell.open
            and cell.adjacent
            and (cell.row, cell.col) not in taken
            and any(not nb.open and not nb.mine for nb in cell.neighbours)
            and (not unflagged_mine or any(nb.mine and nb.mark != FLAG for nb in cell.neighbours))
        ):
            return cell
    raise AssertionError("no number left to chord on")


def _covered(board, mine: bool, avoid=()):
    return next(
        c
        for c in board.cells
        if not c.open and c.mine == mine and c.mark != FLAG and c not in avoid
    )


def _flag_around(game: RealGame, cell, but=None) -> None:
    for nb in cell.neighbours:
        if nb.mine and nb.mark != FLAG and nb is not but:
            game.click((nb.row, nb.col), "r")


def _ordinary_clicks(game: RealGame, avoid=()) -> None:
    """A left click, a right click and a left click: each must take effect in the window."""
    board = game.model.board
    safe = _covered(board, mine=False, avoid=avoid)
    game.click((safe.row, safe.col))
    mine = _covered(board, mine=True, avoid=avoid)
    game.click((mine.row, mine.col), "r")
    other = _covered(board, mine=False, avoid=avoid)
    game.click((other.row, other.col))
    assert safe.open and mine.mark == FLAG and other.open  # in the model
    game.in_step()


def test_every_chord_style_and_release_order_in_a_real_window(xserver, tmp_path):
    game = RealGame(xserver, tmp_path, "experte", 5, (3, 3))
    try:
        board = game.model.board
        game.click((3, 3))
        game.in_step()
        taken: set[tuple[int, int]] = set()
        for style, script in STYLES.items():
            number = _chordable(board, taken)
            taken.add((number.row, number.col))
            _flag_around(game, number)
            doubles = game.model.metrics().double
            game.events((number.row, number.col), script)
            assert game.model.metrics().double == doubles + 1, style
            assert all(nb.open or nb.mine for nb in number.neighbours), style
            game.in_step()
            _ordinary_clicks(game)
        for last_up in ("l", "r"):  # the 1.5-click glide: right held after a flag
            first = _chordable(board, taken, unflagged_mine=True)
            mine = next(nb for nb in first.neighbours if nb.mine and nb.mark != FLAG)
            _flag_around(game, first, but=mine)
            second = _chordable(board, taken | {(first.row, first.col)})
            taken |= {(first.row, first.col), (second.row, second.col)}
            _flag_around(game, second, but=mine)
            doubles = game.model.metrics().double
            game.events((mine.row, mine.col), "+r")
            game.events((first.row, first.col), "+l -l")
            up = "-l -r" if last_up == "l" else "-r -l"
            game.events((second.row, second.col), f"+l {up}")
            assert game.model.metrics().double == doubles + 2
            game.in_step()
            _ordinary_clicks(game)
        mine = _covered(board, mine=True)
        game.click((mine.row, mine.col))
        assert board.status == "lost"
        replays = tmp_path / "replays"
        evf = wait_until(lambda: sorted(replays.glob("*.evf")), "the EVF", game.process)[0]
        theirs = run_worker(ReplayFormat.EVF, evf.read_bytes(), evf.name)["info"]
        (own,) = replays.glob("*.json")
        ours = GameSession.rebuild(replay_log(json.loads(own.read_text())))
        assert str(ours.status) == "lost" and theirs["won"] is False
        assert {key: theirs[key] for key in _counts(ours)} == _counts(ours) == _counts(game.model)
    finally:
        game.stop()


OTHER_WINDOW = """
import pygame
pygame.display.init()
pygame.display.set_caption("another program")
pygame.display.set_mode((160, 90))
while not pygame.event.peek(pygame.QUIT):
    pygame.time.wait(20)
"""


def test_the_clock_runs_on_while_another_window_has_the_focus(xserver, tmp_path):
    game = RealGame(xserver, tmp_path, "normal", 3, (4, 4))
    env = {**os.environ, "DISPLAY": xserver, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy"}
    other: subprocess.Popen | None = None
    try:
        board = game.model.board
        before_first = time.monotonic()
        game.click((4, 4))
        after_first = time.monotonic()
        game.in_step()
        safe = [c for c in board.cells if not c.mine and not c.open]
        assert len(safe) > 2
        last = safe.pop()
        words: list[str] = []
        for cell in safe:
            if not cell.open:
                words += [*game.at(cell.row, cell.col), "click", "1"]
                game.model.relay(Mouse.LEFT_PRESS, *cell_centre(cell.row, cell.col))
                game.model.relay(Mouse.LEFT_RELEASE, *cell_centre(cell.row, cell.col))
        game.x(*words)
        game.in_step()
        other = subprocess.Popen([sys.executable, "-c", OTHER_WINDOW], env=env)
        window = wait_for_window(xserver, other)
        assert window, "the other program's window did not appear"
        corner = (SCREEN[0] - 160, SCREEN[1] - 90)  # beside the game, not over it
        game.x("windowmove", "--sync", window, *map(str, corner))
        shape = game.shape()
        assert int(shape["X"]) + int(shape["WIDTH"]) < corner[0], shape
        game.x("windowfocus", "--sync", window)
        assert run_x(xserver, "xdotool", "getwindowfocus") == window
        away = time.monotonic() + 3
        while time.monotonic() < away:  # the 3 s the player spends in the other window
            assert game.process.poll() is None
            time.sleep(0.1)
        game.x("windowfocus", "--sync", game.window)
        before_last = time.monotonic()
        game.click((last.row, last.col))
        after_last = time.monotonic()
        assert board.status == "won"
        replays = tmp_path / "replays"
        try:
            evf = wait_until(lambda: sorted(replays.glob("*.evf")), "the EVF", game.process)[0]
        except AssertionError:
            saved = game.saved()
            raise AssertionError(f"no EVF; the window: {saved and saved.log[-4:]}") from None
        theirs = run_worker(ReplayFormat.EVF, evf.read_bytes(), evf.name)["info"]
        (own,) = replays.glob("*.json")
        seconds = json.loads(own.read_text())["meta"]["seconds"]
        # the clicks happened inside the xdotool calls: the real interval lies between
        shortest, longest = before_last - after_first, after_last - before_first
        assert shortest > 3
        assert theirs["won"] is True
        # SDL stamps an event when the game reads it from the X server: on a loaded machine
        # a click may be read tens of ms late. The 3 s away would be missing from a clock
        # that stopped; 0.25 s of slack keeps the test from failing on the machine's load.
        for recorded in (seconds, theirs["time_ms"] / 1000):
            assert shortest - 0.25 <= recorded <= longest + 0.25, (recorded, shortest, longest)
    finally:
        if other is not None:
            other.kill()
            other.wait(timeout=10)
        game.stop()
