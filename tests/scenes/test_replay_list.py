"""The Replays list: our games with their columns, community files read only when opened."""

from __future__ import annotations

import json
import os
import shutil
import threading
import time
from pathlib import Path

import pygame
import pytest

import game.replay.listing as listing_module
import game.replay.read as read_module
from game.scenes.replay import ReplayScene
from game.scenes.replays import HEADER, ReplayListScene
from game.storage.paths import replays_dir, user_dir
from game.storage.replay_index import INDEX_FILE
from game.ui import recorder
from game.ui.layout import Role
from tests.ui.layout_check import problems_in, visible_texts

DATA = Path(__file__).resolve().parents[1] / "replay" / "data"


def _win(game):
    play = game.top
    game.click_cell(4, 4)
    game.seconds(2.0)
    for cell in play.board.cells:
        if not cell.mine and not cell.open:
            game.click_cell(cell.row, cell.col)
    assert play.board.status == "won"
    return play


def test_our_game_is_listed_with_date_board_result_time_3bv_speed_and_assisted(game_factory):
    game = game_factory("--difficulty", "normal")
    play = _win(game)
    m = play.session.result.metrics
    game.key(pygame.K_ESCAPE)
    game.key(pygame.K_r, "r")
    listing = game.top
    assert isinstance(listing, ReplayListScene)
    assert HEADER == ("Date", "Board", "Result", "Time", "3BV", "3BV/s", "Assisted", "Player")
    [(_, _, columns)] = listing.entries
    assert columns[1:] == (
        "Normal",
        "won",
        f"{m.time:.3f}",
        str(m.bbbv),
        f"{m.bbbv_per_s:.3f}",
        "no",
        "",
    )


def _drop(*names: str) -> Path:
    folder = replays_dir()
    folder.mkdir(parents=True, exist_ok=True)
    for name in names:
        shutil.copy(DATA / name, folder)
    return folder


def _open_list(game) -> ReplayListScene:
    game.key(pygame.K_r, "r")
    listing = game.top
    assert isinstance(listing, ReplayListScene)
    return listing


def _filled(game, listing: ReplayListScene) -> dict[str, tuple[str, ...]]:
    """Every row once the background reader is done (the window drawing meanwhile)."""
    deadline = time.monotonic() + 60
    while listing.community.reading and time.monotonic() < deadline:
        game.frames(1)
        listing.community.wait(0.05)
    game.frames(1)
    return {path.name: columns for path, _, columns in listing.entries}


def test_community_files_show_board_time_3bv_speed_and_player(game_factory, monkeypatch):
    _drop("beginner-arbiter.avf", "vienna-rmv1-invalid-utf8.rmv", "expert-clone.mvf")
    calls = []
    real = read_module.run_worker
    monkeypatch.setattr(read_module, "run_worker", lambda *a, **k: calls.append(a) or real(*a, **k))
    game = game_factory()
    listing = _open_list(game)
    assert calls == []  # the list reads nothing for the viewer, and never in the window
    rows = _filled(game, listing)
    assert rows["beginner-arbiter.avf"][1:] == (
        "Normal",
        "won",
        "14.520",
        "24",
        "1.653",
        "–",
        "Wang Jianing G15208",
    )
    clone = rows["expert-clone.mvf"]
    assert clone[1:6] == ("Experte", "won", "37.810", "122", "3.227")
    bad = rows["vienna-rmv1-invalid-utf8.rmv"]
    assert bad[1] == "vienna-rmv1-invalid-utf8.rmv"
    assert bad[2] == "not a readable .rmv replay (utf8 error)" and bad[3:] == ("",) * 5
    assert not list(Path.cwd().glob("crash.log"))
    names = [path.name for path, _, _ in listing.entries]
    listing.watch(names.index("vienna-rmv1-invalid-utf8.rmv"))
    assert game.top is listing and "vienna-rmv1-invalid-utf8.rmv" in listing.problems[-1]
    assert "\n" not in listing.problems[-1]
    listing.watch(names.index("beginner-arbiter.avf"))
    assert isinstance(game.top, ReplayScene) and game.top.board.rows == 8
    assert len(calls) == 2


def test_reopening_the_list_is_instant_and_a_changed_file_is_read_again(game_factory, monkeypatch):
    folder = _drop("beginner-arbiter.avf", "vienna-rmv1-invalid-utf8.rmv")
    game = game_factory()
    first = _filled(game, _open_list(game))
    game.key(pygame.K_ESCAPE)
    read = []
    real = listing_module.community_row
    monkeypatch.setattr(listing_module, "community_row", lambda p: read.append(p.name) or real(p))
    again = _open_list(game)
    assert not again.community.reading and read == []  # every row from the index at once
    assert {path.name: columns for path, _, columns in again.entries} == first
    game.key(pygame.K_ESCAPE)
    changed = folder / "beginner-arbiter.avf"
    os.utime(changed, ns=(changed.stat().st_atime_ns, changed.stat().st_mtime_ns + 10**9))
    third = _filled(game, _open_list(game))
    assert read == ["beginner-arbiter.avf"]
    assert third["beginner-arbiter.avf"][1:] == first["beginner-arbiter.avf"][1:]


def test_the_window_goes_on_while_a_file_is_read(game_factory, monkeypatch):
    _drop("beginner-arbiter.avf")
    release = threading.Event()

    def slow(path):
        assert release.wait(30)
        return listing_module.ReplayRow(board="9x9/10", won=False, player="slow")

    monkeypatch.setattr(listing_module, "community_row", slow)
    game = game_factory()
    listing = _open_list(game)
    game.frames(5)  # drawn while the reader waits
    [(_, _, columns)] = listing.entries
    assert columns[2] == "reading…" and listing.next_frame() < 1
    release.set()
    rows = _filled(game, listing)
    assert rows["beginner-arbiter.avf"][1:3] == ("9x9/10", "lost")
    assert rows["beginner-arbiter.avf"][-1] == "slow"


def test_a_damaged_index_is_reported_once_and_rebuilt(game_factory):
    _drop("beginner-arbiter.avf")
    index = user_dir() / INDEX_FILE
    index.write_text("{ not json", encoding="utf-8")
    game = game_factory()
    listing = _open_list(game)
    assert any(INDEX_FILE in problem and "moved it to" in problem for problem in listing.problems)
    assert list(user_dir().glob(INDEX_FILE + ".corrupt-*"))
    rows = _filled(game, listing)
    assert rows["beginner-arbiter.avf"][1] == "Normal"
    assert json.loads(index.read_text(encoding="utf-8"))["format"] == "minesweeper-replay-index"
    game.key(pygame.K_ESCAPE)
    again = _open_list(game)
    assert again.problems == [] and not again.community.reading


NO_SPACES = "Weltmeisterschaft-Vorrunde-Expertenbrett-ohne-Leerzeichen-im-Namen.rmv"
WITH_SPACES = "a friend's best Expert game of the whole season, kept for the club.avf"


def _squeezed(words: str) -> str:
    return "".join(words.split())


@pytest.mark.parametrize(
    ("size", "zoom", "stacked"), [((1280, 800), 1.0, False), ((800, 600), 2.0, True)]
)
def test_every_name_and_figure_is_whole_on_its_row(game_factory, size, zoom, stacked):
    """Issue 21 cut long cells with "..." and showed them whole under the list; issue 31:
    nothing is cut at all. In German, a long name wraps on its row (one without spaces
    breaks like a path), and a window too narrow for the columns stacks each replay's
    figures under its name; Up/Down scroll the chosen row into view, and the pointer
    resting on a row chooses it."""
    folder = _drop("vienna-rmv1-invalid-utf8.rmv", "beginner-arbiter.avf", "expert-clone.mvf")
    (folder / "vienna-rmv1-invalid-utf8.rmv").rename(folder / NO_SPACES)
    (folder / "beginner-arbiter.avf").rename(folder / WITH_SPACES)
    game = game_factory("--lang", "de")
    pygame.display.set_mode(size, pygame.RESIZABLE)
    game.ctx.update_settings(scale=zoom)
    game.ctx.display.set_scale(zoom)
    listing = _open_list(game)
    rows = _filled(game, listing)
    assert rows[WITH_SPACES][7] == "Wang Jianing G15208"
    window = pygame.display.get_surface().get_rect()
    for index, (path, _, columns) in enumerate(listing.entries):
        if index:
            game.key(pygame.K_DOWN)
        assert listing.selected == index
        drawn = recorder.start()
        try:
            game.frames(1)
        finally:
            recorder.stop()
        assert problems_in(drawn, window, path.name) == []
        seen = _squeezed("".join(visible_texts(drawn, window)))
        for value in (path.name, *columns):
            assert _squeezed(value) in seen, (value, seen)
    assert listing.table is not None and listing.table.stacked is stacked
    rows = [box.name for box in listing.table.walk() if box.role is Role.ROW]
    assert any(name.startswith(NO_SPACES) for name in rows)  # a screen reader reads it whole
    game.key(pygame.K_HOME)
    view = listing.scroll.rect
    shown = [i for i, rect in enumerate(listing.table.rects) if view.collidepoint(rect.center)]
    assert len(shown) >= 2
    pointer = listing.row_rect(shown[1]).center
    game.post(pygame.MOUSEMOTION, pos=pointer, rel=(0, 0), buttons=(0,) * 3)
    game.frames()
    assert listing.selected == shown[1]
    first = listing.entries[shown[0]][0].name
    game.click(listing.row_rect(shown[0]).center)
    watched = isinstance(game.top, ReplayScene)
    assert watched or first in listing.problems[-1]
