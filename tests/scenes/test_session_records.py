"""The window plays through the session: records at the end of the game, storage failures
as one line, the game's replay as EVF with the session's own figures."""

from __future__ import annotations

import sqlite3

import pygame

from game.replay import analyse_evf_bytes
from game.scenes.play.result import ResultOverlay
from game.scenes.stats import StatsScene
from game.storage import list_replays


def _win(game):
    play = game.top
    game.click_cell(4, 4)
    game.seconds(1.2)
    for cell in play.board.cells:
        if not cell.mine and not cell.open:
            game.click_cell(cell.row, cell.col)
    assert play.board.status == "won" and isinstance(game.top, ResultOverlay)
    return play


def test_a_win_is_in_the_statistics_before_any_further_input(game_factory):
    game = game_factory("--difficulty", "schwer", "--seed", "5")
    play = _win(game)
    recent = game.ctx.stats.recent()
    assert len(recent) == 1 and recent[0].won
    assert recent[0].seconds == play.session.elapsed_ms / 1000
    shown = game.top.lines[0].replace("\xa0", " ")  # no-break spaces in figures
    assert f"Time {recent[0].seconds:.3f} s" in shown
    game.key(pygame.K_s, "s")
    stats = game.top
    assert isinstance(stats, StatsScene) and stats.summary.won == 1 and stats.summary.played == 1


def test_a_locked_database_is_one_line_and_the_record_is_written_later(game_factory, _user_home):
    game = game_factory("--difficulty", "normal", "--seed", "6")
    blocker = sqlite3.connect(_user_home / "stats.sqlite3", isolation_level=None)
    blocker.execute("BEGIN EXCLUSIVE")
    play = _win(game)
    problem = next(line for line in game.top.lines if line.startswith("Statistics not saved"))
    assert "\n" not in problem and "waits in pending/" in problem
    blocker.execute("ROLLBACK")
    blocker.close()
    game.key(pygame.K_F2)
    game.click_cell(4, 4)  # the next game's first move: waiting records are written
    assert [r.won for r in game.ctx.stats.recent()] == [True]
    assert not game.ctx.records.pending
    assert play.board.status != "won"


def test_the_game_is_saved_as_evf_with_the_sessions_figures(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "7")
    play = _win(game)
    evf = list(list_replays()[0].parent.glob("*.evf"))
    assert len(evf) == 1
    info = analyse_evf_bytes(evf[0].read_bytes())
    m = play.session.result.metrics
    assert (info.width, info.height, info.mines) == (8, 8, 10)
    assert info.won and round(info.time * 1000) == m.time_ms
    assert (info.left, info.right, info.double) == (m.left, m.right, m.double)
    assert (info.cl, info.ce, info.bbbv, info.bbbv_solved) == (m.cl, m.ce, m.bbbv, m.bbbv_solved)
