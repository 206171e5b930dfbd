"""The video model's helpers and our 3BV, checked against ms-toollib and the game's model."""

from __future__ import annotations

import random
import subprocess
import sys

import ms_toollib
import pytest

from game.model import Board
from game.model.grid import mine_numbers
from game.model.metrics import three_bv as bbbv
from game.replay.playback import video_inputs
from game.replay.read import read_replay
from game.replay.video import GameMode, MouseEvent, Video
from game.session.inputs import PLAIN, Input, Mouse
from tests.replay.helpers import DATA, ROOT


def _random_mines(rng: random.Random) -> tuple[tuple[bool, ...], ...]:
    rows, cols = rng.randint(1, 24), rng.randint(2, 30)
    density = rng.uniform(0.05, 0.35)
    return tuple(tuple(rng.random() < density for _ in range(cols)) for _ in range(rows))


def test_bbbv_and_numbers_agree_with_ms_toollib_on_random_boards():
    rng = random.Random(11)
    for _ in range(300):
        mines = _random_mines(rng)
        numbers = mine_numbers(mines)
        expected = ms_toollib.cal_board_numbers([[-1 if m else 0 for m in row] for row in mines])
        assert numbers == expected
        assert bbbv(mines) == ms_toollib.cal_bbbv(numbers)


def test_bbbv_agrees_with_the_game_model():
    rng = random.Random(12)
    for _ in range(100):
        mines = _random_mines(rng)
        if not any(any(row) for row in mines) or all(all(row) for row in mines):
            continue
        layout = "\n".join("".join("*" if m else "." for m in row) for row in mines)
        assert bbbv(mines) == Board.from_layout(layout).three_bv


def test_cells_under_the_pointer():
    video = Video(mines=((False,) * 4,) * 3, events=(), time_ms=0, cell_px=10)
    assert (video.rows, video.cols) == (3, 4)
    assert video.cell_at(0, 0) == (0, 0)
    assert video.cell_at(39, 29) == (2, 3)
    assert video.cell_at(40, 5) is None and video.cell_at(-1, 5) is None
    assert MouseEvent(5, Mouse.LEFT_PRESS, 1, 2) == (5, Mouse.LEFT_PRESS, 1, 2)
    assert Mouse("cc") is Mouse.CHORD_PRESS
    assert GameMode.from_number(12345) is GameMode.NO_RULE


def test_the_game_and_its_videos_speak_one_mouse_vocabulary():
    """A video's plain events are the very words a session takes (no table between them);
    the five only recordings hold are turned into plain ones before a session sees them,
    and a game's own log refuses them."""
    video = read_replay(DATA / "beginner-arbiter.avf").video
    kinds = {event.kind for event in video.events}
    assert kinds & PLAIN and all(isinstance(kind, Mouse) for kind in kinds)
    _, inputs = video_inputs(video)
    assert {entry.mouse for entry in inputs} <= PLAIN
    for word in ("pf", "cc", "l", "r", "m"):
        with pytest.raises(ValueError):
            Input.from_row([0, word, 8, 8, None, None])


def test_the_replay_tools_never_import_pygame():
    code = (
        "import sys, game.replay, game.replay.cli, game.replay.worker;"
        "sys.exit('pygame' in sys.modules)"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True)
    assert result.returncode == 0, result.stderr
