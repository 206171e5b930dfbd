"""Disk full or a read-only data folder: one line, the game goes on, the record waits.

Three ways to break storage: a real tmpfs filled to the last byte (where this machine
lets the test mount one), a really read-only folder (chmod; root ignores it, so skipped
there), and patched writes that raise what a full disk or a read-only folder raises
(ENOSPC / EACCES), with a statistics database that refuses every insert.
"""

import errno
import os
import shutil
import sqlite3
import subprocess
import tempfile
from pathlib import Path

import pygame
import pytest

from game.scenes.play.result import ResultOverlay
from game.scenes.play.scene import PlayScene
from game.storage import Stats
from tests.scenes.harness import Game


class RefusingConnection:
    """The statistics connection of a database that cannot grow or be written."""

    def __init__(self, real: sqlite3.Connection, message: str) -> None:
        self.real = real
        self.message = message

    def execute(self, sql, *args):
        if sql.lstrip().upper().startswith("INSERT"):
            raise sqlite3.OperationalError(self.message)
        return self.real.execute(sql, *args)

    def __getattr__(self, name):
        return getattr(self.real, name)


def _break_storage(monkeypatch, game: Game, home: Path, code: int) -> None:
    """Every file write in `home` fails with `code`; so does removing a file there, for a
    read-only folder; the database refuses inserts."""
    real_mkstemp, real_unlink = tempfile.mkstemp, os.unlink

    def mkstemp(*args, **kwargs):
        folder = Path(kwargs.get("dir") or ".")
        if folder == home or home in folder.parents:
            raise OSError(code, os.strerror(code))
        return real_mkstemp(*args, **kwargs)

    def unlink(path, *args, **kwargs):
        if code == errno.EACCES and home in Path(path).parents:
            raise PermissionError(code, os.strerror(code))
        return real_unlink(path, *args, **kwargs)

    monkeypatch.setattr(tempfile, "mkstemp", mkstemp)
    monkeypatch.setattr(os, "unlink", unlink)
    message = "database or disk is full" if code == errno.ENOSPC else "readonly database"
    monkeypatch.setattr(game.ctx.stats, "_conn", RefusingConnection(game.ctx.stats._conn, message))


def _win(game: Game) -> PlayScene:
    """Open every safe cell of the game on screen (the test reads where the mines are)."""
    play = game.top
    assert isinstance(play, PlayScene)
    board = play.board
    for row in range(board.rows):
        for col in range(board.cols):
            cell = board.cell(row, col)
            if not cell.mine and not cell.open:
                game.click_cell(row, col)
    assert board.status == "won"
    return play


def _one_line(lines):
    assert lines
    for line in lines:
        assert "\n" not in line and "Traceback" not in line and len(line) < 300


def _replays_written(home: Path) -> tuple[int, int]:
    """Replay documents and EVF files in the replays folder."""
    names = [p.name for p in (home / "replays").glob("*")] if (home / "replays").is_dir() else []
    documents = [n for n in names if n.endswith(".json") and not n.endswith(".evf.json")]
    return len(documents), len([n for n in names if n.endswith(".evf")])


def _won_rows(home: Path) -> int:
    with sqlite3.connect(home / "stats.sqlite3") as conn:
        return conn.execute("SELECT COUNT(*) FROM games WHERE won = 1").fetchone()[0]


def _play_on_after_a_win(game: Game, home: Path) -> None:
    """Win, see one line; F2 starts a new game that plays on; M (a settings write) too."""
    play = _win(game)
    game.frames(2)
    assert isinstance(game.top, ResultOverlay)
    assert len(game.ctx.records.pending) == 1 and game.ctx.records.pending[0].won
    assert any("Statistics not saved yet" in p for p in game.ctx.problems)
    assert len(game.ctx.replays.waiting) == 1
    assert any("replay not saved yet" in p.lower() for p in game.ctx.problems)
    _one_line(game.ctx.problems)
    game.key(pygame.K_F2, frames=2)
    assert game.top is play and play.board.status == "ready"
    game.click_cell(4, 4)
    assert play.board.opened > 0
    assert "Game could not be saved" in play.ui.message
    game.key(pygame.K_m, frames=2)  # sound off: the settings cannot be written either
    assert any("settings could not be saved" in p for p in game.ctx.problems)
    _one_line(game.ctx.problems)
    assert not game.ctx.settings.sound  # the change holds for this session


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EACCES], ids=["disk-full", "read-only"])
def test_a_win_on_broken_storage_waits_and_is_written_later(code, monkeypatch, _user_home):
    game = Game(["--difficulty", "normal"])
    try:
        game.click_cell(4, 4)
        with monkeypatch.context() as patch:
            _break_storage(patch, game, _user_home, code)
            _play_on_after_a_win(game, _user_home)
            game.seconds(6)  # retried every few seconds: still refused
            assert len(game.ctx.records.pending) == 1
        assert _won_rows(_user_home) == 0
        assert _replays_written(_user_home) == (0, 0)
        game.seconds(6)  # storage works again: the waiting win and replay are written
        assert not game.ctx.records.pending and not game.ctx.replays.waiting
        assert _won_rows(_user_home) == 1
        assert _replays_written(_user_home) == (1, 1)
    finally:
        game.close()


def test_a_really_read_only_folder(monkeypatch, _user_home):
    game = Game(["--difficulty", "normal"])
    try:
        game.click_cell(4, 4)
        _user_home.chmod(0o500)
        (_user_home / "stats.sqlite3").chmod(0o400)
        try:
            if os.access(_user_home, os.W_OK):
                pytest.skip("this user can write anywhere (root): the patched test covers it")
            _play_on_after_a_win(game, _user_home)
        finally:
            _user_home.chmod(0o700)
            (_user_home / "stats.sqlite3").chmod(0o600)
    finally:
        game.close()


def _mount_tmpfs(folder: Path, size: str) -> str | None:
    """Mount a small tmpfs on `folder`; None when done, else why it cannot be."""
    if shutil.which("mount") is None or not hasattr(os, "geteuid"):
        return "no mount command"
    if os.geteuid() != 0:
        return "mounting a tmpfs needs root"
    result = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)],
        capture_output=True,
        text=True,
        timeout=20,
    )
    if result.returncode != 0:
        return f"this machine does not allow mounting a tmpfs ({result.stderr.strip()[:80]})"
    return None


def _fill(folder: Path) -> Path:
    """Write until the file system says it is full; returns the filler file."""
    filler = folder / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        for size in (65536, 4096, 512, 1):
            try:
                while True:
                    os.write(fd, b"\0" * size)
            except OSError as error:
                assert error.errno == errno.ENOSPC
    finally:
        os.close(fd)
    return filler


def test_a_real_full_disk(_user_home):
    """A tmpfs of 512 KB filled to the last byte: the win waits, then lands."""
    why = _mount_tmpfs(_user_home, "512k")
    if why:
        pytest.skip(why)
    game = None
    try:
        game = Game(["--difficulty", "normal"])
        game.click_cell(4, 4)
        assert (_user_home / "savegame.json").is_file()
        filler = _fill(_user_home)
        _play_on_after_a_win(game, _user_home)
        assert _replays_written(_user_home)[1] == 0
        assert any("(database or disk is full)" in p for p in game.ctx.problems)
        filler.unlink()
        game.seconds(6)
        assert not game.ctx.records.pending and not game.ctx.replays.waiting
        assert _replays_written(_user_home) == (1, 1)
        game.close()
        game = None
        with Stats.open(_user_home / "stats.sqlite3") as stats:
            assert [r.won for r in stats.history()] == [True]
    finally:
        if game is not None:
            game.close()
        subprocess.run(["umount", "-l", str(_user_home)], check=False, timeout=20)
