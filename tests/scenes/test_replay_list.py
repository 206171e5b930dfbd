"""The Replays list: our games with their columns, community files read only when opened."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame

import game.replay.read as read_module
from game.scenes.replay import ReplayScene
from game.scenes.replays import HEADER, ReplayListScene
from game.storage.paths import replays_dir

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


def test_our_game_is_listed_with_date_board_result_time_speed_and_assisted(game_factory):
    game = game_factory("--difficulty", "normal")
    play = _win(game)
    m = play.session.result.metrics
    game.key(pygame.K_ESCAPE)
    game.key(pygame.K_r, "r")
    listing = game.top
    assert isinstance(listing, ReplayListScene)
    assert HEADER == ("Date", "Board", "Result", "Time", "3BV/s", "Assisted")
    [(_, _, columns)] = listing.entries
    assert columns[1:] == ("Normal", "won", f"{m.time:.3f}", f"{m.bbbv_per_s:.3f}", "no")


def test_community_files_are_listed_unread_and_open_when_chosen(game_factory, monkeypatch):
    folder = replays_dir()
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(DATA / "beginner-arbiter.avf", folder)
    shutil.copy(DATA / "vienna-rmv1-invalid-utf8.rmv", folder)
    calls = []
    real = read_module.run_worker
    monkeypatch.setattr(read_module, "run_worker", lambda *a, **k: calls.append(a) or real(*a, **k))
    game = game_factory()
    game.key(pygame.K_r, "r")
    listing = game.top
    names = [path.name for path, _, _ in listing.entries]
    assert sorted(names) == ["beginner-arbiter.avf", "vienna-rmv1-invalid-utf8.rmv"]
    assert calls == []  # listing reads no community file
    bad = names.index("vienna-rmv1-invalid-utf8.rmv")
    listing.watch(bad)
    assert game.top is listing and "vienna-rmv1-invalid-utf8.rmv" in listing.problems[-1]
    assert "\n" not in listing.problems[-1]
    assert not list(Path.cwd().glob("crash.log"))
    listing.watch(names.index("beginner-arbiter.avf"))
    assert isinstance(game.top, ReplayScene) and game.top.board.rows == 8
    assert len(calls) == 2
