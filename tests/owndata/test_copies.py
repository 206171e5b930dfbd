"""Several copies of the game on one data folder, and a kill between any two writes at
the end of a game (issue 19): every finished game recorded exactly once, a saved game
continued at most once, no copy replacing another's unfinished game, no replay shared
or lost, nothing half-written left behind.

Copies are real processes (`copy_child.py`, the session API as the front ends use it);
each scenario runs several times within a time budget.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from game.storage.writepoints import KILL_ENV, WritePoint

ROOT = Path(__file__).resolve().parents[2]
BUDGET_SECONDS = 6.0  # rounds beyond MIN_ROUNDS while time is left
MIN_ROUNDS = 3
CHILD_TIMEOUT = 90


def _spawn(action: str, home: Path, *extra: Path, env: dict[str, str] | None = None):
    environment = {**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}
    environment.pop(KILL_ENV, None) if env is None else None
    # stderr goes to a file and stdout is read through its buffer (`_rest`): `_line` may
    # have read ahead, and `communicate` with a timeout would bypass that buffer.
    errors = tempfile.TemporaryFile()  # noqa: SIM115 - closed with the child
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.owndata.copy_child", action, str(home), *map(str, extra)],
        cwd=ROOT,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=errors,
        text=True,
    )
    child.errors = errors  # type: ignore[attr-defined]
    return child


def _rest(child: subprocess.Popen) -> str:
    """The rest of the child's output, once it has ended (every child waits at most
    WAIT_LIMIT seconds for its go file, so this ends)."""
    out = child.stdout.read() if child.stdout else ""
    child.wait(timeout=CHILD_TIMEOUT)
    return out


def _errors(child: subprocess.Popen) -> str:
    """What the child wrote on stderr (once it has ended)."""
    handle = child.errors  # type: ignore[attr-defined]
    handle.seek(0)
    return handle.read().decode(errors="replace")


def _result(child: subprocess.Popen, code: int = 0) -> dict:
    out = _rest(child)
    err = _errors(child)
    assert child.returncode == code, err
    assert "Traceback" not in err
    lines = [json.loads(line) for line in out.splitlines()]
    return next((line for line in lines if "game" in line), {"output": out, "errors": err})


def _line(child: subprocess.Popen) -> dict:
    line = child.stdout.readline() if child.stdout else ""
    assert line, "no output"
    return json.loads(line)


def _games(home: Path) -> list[tuple]:
    conn = sqlite3.connect(home / "stats.sqlite3")
    try:
        return conn.execute("SELECT uid, won, replay FROM games ORDER BY id").fetchall()
    finally:
        conn.close()


def _leftovers(home: Path) -> list[str]:
    """Temporary files and waiting journals anywhere in the folder."""
    found = [p.name for p in home.rglob("*.tmp")]
    found += (
        [p.name for p in (home / "pending").glob("*.json")] if (home / "pending").exists() else []
    )
    return found


def _check_replays(home: Path, games: list[tuple]) -> None:
    """Every record names its own replay, and no two records share one."""
    names = [replay for _, _, replay in games]
    assert None not in names and len(set(names)) == len(names)
    for uid, _, replay in games:
        document = json.loads((home / "replays" / replay).read_text())
        assert document["game_id"] == uid
        assert (home / "replays" / replay).with_suffix(".evf").is_file()


def _rounds():
    deadline = time.monotonic() + BUDGET_SECONDS
    count = 0
    while count < MIN_ROUNDS or time.monotonic() < deadline:
        yield count
        count += 1
        if count >= 12:
            return


def test_two_copies_win_at_the_same_instant_and_both_are_recorded_once(tmp_path):
    home = tmp_path / "shared"
    home.mkdir()
    ids: list[str] = []
    problems: list[str] = []
    for number in _rounds():
        go = tmp_path / f"go-{number}"
        copies = [_spawn("win", home, go) for _ in range(2)]
        owners = [_line(child)["owner"] for child in copies]  # both running now
        assert sorted(owners) == [False, True]  # exactly one owns the unfinished game
        go.touch()
        results = [_result(child) for child in copies]
        assert [r["status"] for r in results] == ["won", "won"]
        ids += [r["game"] for r in results]
        problems += [p for r in results for p in r["problems"] if "another copy" not in p]
    waiting = _leftovers(home)
    _result(_spawn("start", home))  # writes what a busy database made wait, if anything
    games = _games(home)
    assert sorted(uid for uid, _, _ in games) == sorted(ids), (problems, waiting)
    assert all(won for _, won, _ in games)
    _check_replays(home, games)
    assert _leftovers(home) == []
    assert not (home / "savegame.json").exists()


def test_two_copies_on_a_locked_database_keep_their_own_records(tmp_path):
    home = tmp_path / "shared"
    home.mkdir()
    _result(_spawn("save", home))  # creates the database; leaves a saved game
    (home / "savegame.json").unlink()
    ids = []
    for number in _rounds():
        blocker = sqlite3.connect(home / "stats.sqlite3", isolation_level=None)
        blocker.execute("BEGIN EXCLUSIVE")
        go, release = tmp_path / f"go-{number}", tmp_path / f"release-{number}"
        copies = [_spawn("win", home, go, release) for _ in range(2)]
        assert all(_line(child)["ready"] for child in copies)
        go.touch()
        firsts = [_line(child) for child in copies]
        assert all(first["waiting"] == 1 for first in firsts)
        assert len(list((home / "pending").glob("*.json"))) == 2  # one journal each
        blocker.execute("ROLLBACK")
        blocker.close()
        release.touch()
        for child in copies:
            out = _rest(child)
            assert child.returncode == 0 and json.loads(out)["flush"] is None, _errors(child)
        ids += [first["game"] for first in firsts]
    games = _games(home)
    assert sorted(uid for uid, _, _ in games) == sorted(ids)
    _check_replays(home, games)
    assert _leftovers(home) == []


def test_one_copy_continues_while_another_plays(tmp_path):
    for number in _rounds():
        home = tmp_path / f"home-{number}"
        home.mkdir()
        saved = _result(_spawn("save", home))["game"]
        go = tmp_path / f"go-{number}"
        resumer = _spawn("continue", home, go)  # owns the folder's unfinished game
        assert _line(resumer)["owner"]
        other = _result(_spawn("win", home))  # a second copy plays a game to its end
        assert other["status"] == "won" and not other["owner"]
        assert sum("another copy" in p for p in other["problems"]) == 1
        assert json.loads((home / "savegame.json").read_text())["game_id"] == saved
        go.touch()
        resumed = _result(resumer)
        assert resumed["game"] == saved and resumed["status"] == "won"
        games = _games(home)
        assert sorted(uid for uid, _, _ in games) == sorted([saved, other["game"]])
        _check_replays(home, games)
        assert not (home / "savegame.json").exists() and _leftovers(home) == []


def test_a_saved_game_is_continued_by_one_copy_only(tmp_path):
    for number in _rounds():
        home = tmp_path / f"home-{number}"
        home.mkdir()
        saved = _result(_spawn("save", home))["game"]
        go = tmp_path / f"go-{number}"
        copies = [_spawn("continue", home, go) for _ in range(2)]
        owners = [_line(child)["owner"] for child in copies]
        assert sorted(owners) == [False, True]
        refused = copies[owners.index(False)]
        assert _result(refused, code=3)["game"] is None  # no saved game for this copy
        go.touch()
        resumed = _result(copies[owners.index(True)])
        assert resumed["game"] == saved and resumed["status"] == "won"
        assert [uid for uid, _, _ in _games(home)] == [saved]
        assert not (home / "savegame.json").exists()


@pytest.mark.parametrize("point", list(WritePoint))
def test_a_kill_at_every_write_point_then_a_start_repairs(tmp_path, point):
    home = tmp_path / "data"
    home.mkdir()
    saved = _result(_spawn("save", home))["game"]
    child = _spawn("continue", home, env={KILL_ENV: point.value})
    _rest(child)
    assert child.returncode == -signal.SIGKILL, f"not killed at {point}"
    replays = sorted(p.name for p in (home / "replays").glob("replay-*[0-9].json"))
    _result(_spawn("start", home))  # the next start repairs
    assert _leftovers(home) == []
    games = _games(home)
    if point is WritePoint.JOURNAL_TEMP:
        # Killed before the game's first end-of-game write: nothing of its end exists and
        # the saved game (up to the move before the last) is still there to finish.
        assert games == [] and replays == []
        assert json.loads((home / "savegame.json").read_text())["game_id"] == saved
        _result(_spawn("continue", home))
        games = _games(home)
    else:
        assert not (home / "savegame.json").exists(), f"stale saved game after {point}"
        _result(_spawn("continue", home), code=3)  # nothing to continue twice
    assert [(uid, won) for uid, won, _ in games] == [(saved, 1)], f"after a kill at {point}"
    replay = games[0][2]
    if point in (WritePoint.JOURNAL, WritePoint.SAVEGAME_CLEARED, WritePoint.REPLAY_TEMP):
        # Killed before the replay had its name: the record stands without one.
        assert replay is None and replays == []
    else:
        # The record names the replay written before the kill (found again by game id).
        assert replay is not None and replays in ([], [replay])
        assert json.loads((home / "replays" / replay).read_text())["game_id"] == saved
    assert len(list((home / "replays").glob("replay-*[0-9].json"))) <= 1
