"""Replay files: a bad one never stops the Replays list; it is set aside and reported once."""

import json
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game.model import Board
from game.scenes.replays import ReplayListScene
from game.scenes.title import TitleScene
from game.storage import scan_replays
from tests.legacy_saves import v1_board

ROOT = Path(__file__).resolve().parents[2]


def _replay(events=None) -> dict:
    board = Board(8, 8, 10, seed=3)
    board.reveal(3, 3)
    events = [[0.0, "reveal", 3, 3]] if events is None else events
    meta = {"difficulty": "normal", "won": False, "seconds": 1.5}
    board_data = v1_board(board, [("reveal", 3, 3)])
    return {"format": "minesweeper-replay", "version": 1, "board": board_data,
            "events": events, "meta": meta}  # fmt: skip


GOOD = json.dumps(_replay())
DAMAGED = [
    ("time-400-digits", GOOD.replace("[[0.0, ", "[[" + "4" * 400 + ", "), "400 digits"),
    ("time-1e400", GOOD.replace("[[0.0, ", "[[1e400, "), "too large a number"),
    ("time-nan", GOOD.replace("[[0.0, ", "[[NaN, "), "NaN is not allowed"),
    ("deep", "[" * 50_000 + "]" * 50_000, "nested deeper"),
    ("truncated", GOOD[:40], "not valid JSON"),
    ("not-utf8", "\udcff", "not UTF-8"),
    ("negative-time", GOOD.replace("[[0.0, ", "[[-3, "), "must not be negative"),
    ("bad-action", GOOD.replace('"reveal"', '"explode"'), "unknown action"),
]  # fmt: skip


def _write(folder: Path, name: str, text: str) -> Path:
    path = folder / f"{name}.json"
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    return path


@pytest.mark.parametrize(("name", "text", "reason"), DAMAGED, ids=[c[0] for c in DAMAGED])
def test_damaged_replay_is_set_aside_once(_user_home, name, text, reason):
    folder = _user_home / "replays"
    folder.mkdir()
    _write(folder, "good", GOOD)
    _write(folder, name, text)
    found, problems = scan_replays(14)
    assert [p.name for p, _ in found] == ["good.json"]
    assert len(problems) == 1 and reason in problems[0] and "\n" not in problems[0]
    assert len(problems[0]) <= 300
    assert len(list(folder.glob(f"{name}.json.corrupt-*"))) == 1
    assert scan_replays(14) == (found, [])  # reported once


@pytest.mark.parametrize("name", ["time-400-digits", "deep"])
def test_the_replays_list_opens(game_factory, _user_home, name):
    folder = _user_home / "replays"
    folder.mkdir()
    _write(folder, "good", GOOD)
    _write(folder, name, dict((c[0], c[1]) for c in DAMAGED)[name])  # noqa: C402
    game = game_factory()
    game.key(pygame.K_r, "r")
    assert isinstance(game.top, ReplayListScene)
    assert len(game.top.entries) == 1 and len(game.top.problems) == 1
    game.frames(2)


def test_a_replay_of_another_version_is_skipped_but_kept(_user_home):
    folder = _user_home / "replays"
    folder.mkdir()
    _write(folder, "future", GOOD.replace('"version": 1', '"version": 3'))
    found, problems = scan_replays(14)
    assert found == [] and len(problems) == 1 and "version" in problems[0]
    assert (folder / "future.json").exists()


def test_special_files_in_the_replays_folder_are_ignored(_user_home, fifo):
    folder = _user_home / "replays"
    folder.mkdir()
    fifo(folder / "pipe.json")
    (folder / "dir.json").mkdir()
    _write(folder, "good", GOOD)
    found, problems = scan_replays(14)
    assert [p.name for p, _ in found] == ["good.json"] and problems == []


@pytest.mark.parametrize("name", ["replays", "skins"])
def test_a_regular_file_named_like_a_data_folder(game_factory, _user_home, name):
    (_user_home / name).write_text("not a folder")
    game = game_factory()
    assert isinstance(game.top, TitleScene)
    game.key(pygame.K_r, "r")
    assert isinstance(game.top, ReplayListScene)
    assert (_user_home / name).is_dir()
    assert len(list(_user_home.glob(f"{name}.corrupt-*"))) == 1


@pytest.mark.parametrize(
    ("events", "message"),
    [([], "nothing to watch"), ([[0.5, "flag", 0, 0]], None)],
    ids=["no-events", "no-reveal"],
)
def test_replay_on_the_command_line_without_a_reveal(tmp_path, events, message):
    replay = _replay(events)
    if not events:
        replay["board"] = v1_board(Board(8, 8, 10, seed=3), [])
    path = tmp_path / "r.json"
    path.write_text(json.dumps(replay))
    done = subprocess.run(
        [sys.executable, "main.py", "--replay", str(path), "--frames", "5"],
        cwd=ROOT, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert "Traceback" not in done.stderr
    if message:
        assert done.returncode == 2 and message in done.stderr
        assert len(done.stderr.strip().splitlines()) == 1
    else:
        assert done.returncode == 0
