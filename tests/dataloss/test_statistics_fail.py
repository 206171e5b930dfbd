"""The statistics database fails, or the disk is full: no finished game is lost.

Games are played in the terminal game (the same session and keeper as the window). A
database that cannot be opened keeps every record waiting in pending/ until it can be
written; a disk with no room keeps them in memory while the game runs, and at quit puts
them in the spare folder (another disk) and says exactly which games wait where; the next
start that has room writes them. A real tmpfs is filled to 0 B and to 8 KB where this
machine lets the test mount one (CI runs as root).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
from pathlib import Path

import pytest

import game.storage.filelock as filelock
from game.model import NORMAL, Board
from game.session.records import farewell
from game.storage import Stats
from game.storage.pending import record_to_json
from game.storage.stats import GameRecord
from game.textmode.app import session_seeds
from tests.dataloss.test_disk_full import _fill, _mount_tmpfs, _win
from tests.scenes.harness import Game
from tests.storage.test_failing_database import (
    KINDS,
    _broken,
    _database,
    _repair,
    damage_index_name,
)
from tests.textmode.helpers import play, recorded_games, winning_moves


def _wins(games: int) -> list[str]:
    """Typed lines that win `games` Normal games in a row in one terminal session
    (`play` draws the boards from seed 1), then quit."""
    lines: list[str] = []
    seeds = session_seeds(1)
    for number in range(games):
        board = Board.from_difficulty(NORMAL, next(seeds))
        board.reveal(3, 3)
        lines += ["D4", *winning_moves(board), "q" if number == games - 1 else "n"]
    return lines


def _notes(out: str) -> list[str]:
    return [line for line in out.splitlines() if line.startswith("Note:")]


@pytest.mark.parametrize("kind", KINDS)
def test_games_wait_in_pending_while_the_database_cannot_be_opened(
    kind, _user_home, tmp_path, monkeypatch, spare_tmp
):
    path = _user_home / "stats.sqlite3"
    with monkeypatch.context() as patch:
        _broken(kind, path, tmp_path, patch)
        status, out = play(_wins(2), difficulty=NORMAL)
        assert status == 0 and "Traceback" not in out and out.count("You won!") == 2
        said = [line for line in _notes(out) if "finished games wait" in line]
        assert len(said) == 1 and "stats.sqlite3" in said[0]  # told once, at the start
        farewell = [line for line in _notes(out) if "not in the statistics" in line]
        assert len(farewell) == 1 and "2 finished games" in farewell[0]
        assert str(_user_home / "pending") in farewell[0]
        assert len(list((_user_home / "pending").glob("*.json"))) == 2
    _repair(kind, path)
    status, out = play(["q"], difficulty=None)  # the next start writes what waited
    assert status == 0 and not _notes(out)
    played = [game for game in recorded_games() if not game.uid.startswith("game-")]
    assert [game.won for game in played] == [True, True]  # (game-N: the test's own games)
    assert not list((_user_home / "pending").glob("*.json"))


def test_a_journal_that_cannot_be_read_is_not_offered_as_an_unfinished_game(
    _user_home, monkeypatch
):
    """The game ended (its journal exists) but the journal cannot be read: its saved copy
    must not come back as "an unfinished game ... type r to resume it"."""
    status, out = play(["D4", "q"], difficulty=NORMAL)
    saved = json.loads((_user_home / "savegame.json").read_text())
    game_id = saved["game_id"]
    journal = _user_home / "pending" / f"{game_id}.json"
    journal.parent.mkdir()
    record = GameRecord("normal", 8, 8, 10, None, True, 12.0, 10, 10, uid=game_id)
    journal.write_text(json.dumps(record_to_json(record)))
    journal.chmod(0)
    with monkeypatch.context() as patch:
        if os.geteuid() == 0:  # root reads any file: the player's "Permission denied", simulated
            real = filelock.lock_path

            def refuse(target):
                if Path(target) == journal:
                    raise PermissionError(13, "Permission denied")
                return real(target)

            patch.setattr(filelock, "lock_path", refuse)
        status, out = play(["q"], difficulty=None)
    assert status == 0 and "Traceback" not in out
    assert "resume" not in out and "unfinished game" not in out
    assert not (_user_home / "savegame.json").exists()
    unreadable = [line for line in _notes(out) if f"{game_id}.json" in line]
    assert len(unreadable) == 1 and "cannot be read" in unreadable[0]
    journal.chmod(0o600)
    play(["q"], difficulty=None)  # readable again: the game reaches the statistics
    assert [game.won for game in recorded_games()] == [True]


@pytest.fixture
def small_disk(_user_home):
    """The data folder on a real 1 MB tmpfs (skipped where mounting is not allowed)."""
    why = _mount_tmpfs(_user_home, "1m")
    if why:
        pytest.skip(why)
    try:
        yield _user_home
    finally:
        subprocess.run(["umount", "-l", str(_user_home)], check=False, timeout=20)


def _free(filler: Path, room: int) -> None:
    """Leave `room` bytes free on the full file system of `filler`."""
    if room:
        os.truncate(filler, max(0, filler.stat().st_size - room))


@pytest.mark.parametrize("room", [0, 8192], ids=["0B", "8KB"])
def test_a_full_disk_loses_no_game_and_says_where_each_waits(small_disk, spare_tmp, room):
    home = small_disk
    Stats.open().close()  # the database exists, as after any earlier game
    filler = _fill(home)
    _free(filler, room)
    status, out = play(_wins(3), difficulty=NORMAL)
    assert status == 0 and "Traceback" not in out and out.count("You won!") == 3
    with Stats.open(home / "stats.sqlite3") as stats:
        written = len(stats.history())
    waiting = 3 - written
    farewell = [line for line in _notes(out) if "finished game" in line]
    counted = sum(int(re.search(r"(\d+) finished game", line)[1]) for line in farewell)
    assert counted == waiting  # exactly what was not written is said at quit...
    assert not any("lost" in line for line in farewell)
    spare = list(spare_tmp.glob("minesweeper-*/waiting-*/*.json"))
    pending = list((home / "pending").glob("*.json"))
    assert len(spare) + len(pending) == waiting  # ...and where it waits is true
    if spare:
        assert any(str(spare[0].parent) in line for line in farewell), farewell
    assert waiting > 0 if room == 0 else True
    status, out = play(["q"], difficulty=None)  # still no room: nothing lost, nothing doubled
    filler.unlink()
    status, out = play(["q"], difficulty=None)  # the next start with room writes them all
    assert status == 0
    assert [game.won for game in recorded_games()] == [True, True, True]
    assert not list(spare_tmp.glob("minesweeper-*/waiting-*/*.json"))
    assert not list((home / "pending").glob("*.json"))


def test_the_window_on_a_full_disk_keeps_the_win_and_says_where_at_quit(small_disk, spare_tmp):
    """The window's quit (game/app.py prints these lines): a win the disk had no room for
    is kept in memory while the window runs, goes to the spare folder at quit with its
    replay, and the next window with room writes it and brings the replay home."""
    home = small_disk
    game = Game(["--difficulty", "normal"])
    try:
        game.click_cell(4, 4)
        filler = _fill(home)
        _win(game)
        game.frames(2)
        assert [journal.path for journal in game.ctx.records.waiting] == [None]  # in memory
        said = [p for p in game.ctx.problems if p.startswith("Statistics not saved yet")]
        assert said and "kept in memory" in said[-1]
        game.ctx.stack.clear()  # leaving the play screen frees a little room: fill it again
        _fill(home)
        lines = farewell(game.ctx.records, game.ctx.replays)
    finally:
        game.close()
    spare = list(spare_tmp.glob("minesweeper-*/waiting-*/*.json"))
    assert len(spare) == 1
    games = [line for line in lines if "finished game" in line]
    assert len(games) == 1 and "1 finished game" in games[0] and str(spare[0].parent) in games[0]
    assert "Normal won in" in games[0]
    aside = sorted(spare_tmp.glob("minesweeper-*/waiting-*/replays/replay-*"))
    assert [p.suffix for p in aside] == [".evf", ".json"]  # the whole replay, kept aside
    replays = [line for line in lines if "replay" in line]
    assert len(replays) == 1 and "1 replay waits in" in replays[0]
    assert str(aside[0].parent) in replays[0] and "lost" not in replays[0]
    kept = {p.suffix: p.read_bytes() for p in aside}
    filler.unlink()
    game = Game([])
    try:
        with Stats.open(home / "stats.sqlite3") as stats:
            assert [record.won for record in stats.history()] == [True]
        said = [p for p in game.ctx.problems if "replay" in p]
        assert len(said) == 1 and "1 replay kept aside" in said[0]
    finally:
        game.close()
    assert not list(spare_tmp.glob("minesweeper-*/waiting-*/*.json"))
    home_replays = sorted((home / "replays").glob("replay-*"))
    assert {p.suffix: p.read_bytes() for p in home_replays} == kept  # home, byte for byte
    assert not list(aside[0].parent.iterdir())


def test_both_fronts_start_with_a_database_answered_in_bytes_that_are_not_utf8(
    _user_home, game_factory
):
    path = _user_home / "stats.sqlite3"
    _database(path, 3)
    damage_index_name(path)
    status, out = play(["q"], difficulty=None)
    assert status == 0 and "Traceback" not in out
    said = [line for line in _notes(out) if "stats.sqlite3" in line]
    assert len(said) == 1 and "keep the 3 games" in said[0]
    damage_index_name(path)  # damaged again: now for the window
    game = game_factory()
    said = [problem for problem in game.ctx.problems if "stats.sqlite3" in problem]
    assert len(said) == 1 and "keep the 3 games" in said[0]
    assert len(game.ctx.stats.history()) == 3
