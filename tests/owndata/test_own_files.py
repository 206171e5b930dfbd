"""Files the game wrote itself, damaged: read through the guarded reader, set aside once
with one line, and the game still starts (issue 19, "The game's own files")."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.model import Action
from game.replay.sidecar import read_sidecar
from game.scenes.title import TitleScene
from game.session import GameSession, GameSetup, Source
from game.storage import scan_replays
from game.storage.gamelog import SAVED_GAME_FORMAT, GameLogError, load_log
from game.storage.pending import convert_legacy
from game.storage.trainer import load_trainer
from game.trainer.start import open_coach
from tests.textmode.helpers import play

HUGE = "9" * 5000
RECORD = {
    "difficulty": "normal",
    "rows": 9,
    "cols": 9,
    "mines": 10,
    "seed": None,
    "won": True,
    "seconds": 12.5,
    "three_bv": 10,
    "three_bv_solved": 10,
}


def _saved_document() -> dict:
    session = GameSession(GameSetup(9, 9, 10, layout=("*........",) + ("." * 9,) * 7 + ("*" * 9,)))
    session.act(Source.KEYBOARD, Action.REVEAL, (4, 4))
    return session.to_log().to_json(SAVED_GAME_FORMAT)


def test_the_replays_list_leaves_evf_side_files_alone(_user_home):
    replays = _user_home / "replays"
    replays.mkdir()
    (replays / "replay-1.evf").write_bytes(b"\x00EVF")
    side = replays / "replay-1.evf.json"
    side.write_text('{"format": "minesweeper-evf-sidecar", "version": 1, "assisted": true}')
    found, problems = scan_replays(50)
    assert problems == [] and found == []
    assert side.exists() and not list(replays.glob("*.corrupt-*"))
    assert read_sidecar(replays / "replay-1.evf") == {"assisted": True, "keyboard": False}


def test_a_damaged_side_file_means_no_marks_and_cannot_hang(_user_home):
    replays = _user_home / "replays"
    replays.mkdir()
    os.mkfifo(replays / "x.evf.json")
    assert read_sidecar(replays / "x.evf") is None
    (replays / "y.evf.json").write_text('{"format": "minesweeper-evf-sidecar", "n": ' + HUGE + "}")
    assert read_sidecar(replays / "y.evf") is None


@pytest.mark.parametrize(
    "content",
    [
        "[" + HUGE + "]",
        '[{"difficulty": 1e999}]',
        "[[[[[[[[[]]]]]]]]]",
        "\xff",
        json.dumps([{**RECORD, "rows": 10**30}]),
        json.dumps([{**RECORD, "surprise": 1}]),
    ],
)
def test_a_damaged_pending_records_file_is_set_aside_once(_user_home, content):
    path = _user_home / "pending-records.json"
    path.write_bytes(content.encode("utf-8", "surrogateescape") if content != "\xff" else b"\xff")
    problems = convert_legacy(path, _user_home / "pending")
    assert len(problems) == 1 and "\n" not in problems[0]
    assert "pending-records.json" in problems[0]
    assert not path.exists() and len(list(_user_home.glob("pending-records.json.corrupt-*"))) == 1
    assert not list((_user_home / "pending").glob("*.json"))
    assert convert_legacy(path, _user_home / "pending") == []


def test_the_terminal_starts_with_a_damaged_pending_records_file(_user_home):
    (_user_home / "pending-records.json").write_text("[" + HUGE + "]")
    status, out = play(["q"])
    assert status == 0
    assert "Traceback" not in out
    assert sum("pending-records.json" in line for line in out.splitlines()) == 1
    status, out = play(["q"])
    assert "pending-records.json" not in out


def test_the_window_starts_with_a_damaged_pending_records_file(game_factory, _user_home):
    (_user_home / "pending-records.json").write_text("[" + HUGE + "]")
    game = game_factory()
    assert isinstance(game.top, TitleScene)
    assert sum("pending-records.json" in p for p in game.ctx.problems) == 1


def test_an_input_off_the_board_is_refused_when_loaded():
    document = _saved_document()
    document["inputs"].append([5000, None, 9999, 12, "keyboard", "reveal"])
    with pytest.raises(GameLogError, match="off the board"):
        load_log(document, SAVED_GAME_FORMAT)
    document["inputs"][-1] = [5000, None, 8, 8, "keyboard", None]
    with pytest.raises(GameLogError, match="name the action"):
        load_log(document, SAVED_GAME_FORMAT)


def test_continue_on_a_saved_game_with_an_input_off_the_board(game_factory, _user_home):
    document = _saved_document()
    document["inputs"].append([5000, None, -40, 8, "hint", "reveal"])
    (_user_home / "savegame.json").write_text(json.dumps(document))
    game = game_factory()
    assert isinstance(game.top, TitleScene)
    assert game.top.saved is None  # no Continue that would crash
    assert len(list(_user_home.glob("savegame.json.corrupt-*"))) == 1
    assert sum("off the board" in p for p in game.ctx.problems) == 1
    game.frames(2)


@pytest.mark.parametrize(
    "player",
    [
        "[1e300, 350, 0.06]",
        f"[{'1' + '0' * 99}, 350, 0.06]",
        f"[{HUGE}, 350, 0.06]",
        "[1500, -5, 0.06]",
        "[1500, 350, 1e308]",
    ],
)
def test_a_huge_number_in_trainer_json_is_set_aside(_user_home, player):
    path = _user_home / "trainer.json"
    path.write_text('{"player": ' + player + "}")
    data, problems = load_trainer(path)
    assert data.player is None and len(problems) == 1 and "trainer" in problems[0]
    assert len(list(_user_home.glob("trainer.json.corrupt-*"))) == 1
    assert load_trainer(path)[1] == []


def test_train_opens_with_a_huge_number_in_trainer_json(_user_home):
    (_user_home / "trainer.json").write_text(
        '{"player": [1e300, 350, 0.06], "puzzles": {"a": [' + "1" + "0" * 90 + ", 1, 1]}}"
    )
    coach, problems = open_coach(background=False)
    assert sum("trainer.json" in p for p in problems) == 1
    assert coach is not None


def test_a_fifo_log_file_does_not_hang_the_start(tmp_path):
    home = tmp_path / "fifo-home"
    home.mkdir()
    os.mkfifo(home / "minesweeper.log")
    code = (
        "import logging; from game.storage.log import setup_logging; setup_logging();"
        "logging.getLogger('t').warning('written'); print('started')"
    )
    env = {**os.environ, "MINESWEEPER_HOME": str(home), "PYTHONPATH": str(Path.cwd())}
    done = subprocess.run(
        [sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0 and "started" in done.stdout
    assert sum("minesweeper.log" in line for line in done.stderr.splitlines()) == 1
    assert (home / "minesweeper.log").is_file()
    assert "written" in (home / "minesweeper.log").read_text()
    assert len(list(home.glob("minesweeper.log.corrupt-*"))) == 1
