"""Fair records through the real game: NF detected, each best time keeps its replay and
opens it, seeded games do not count and the statistics screen says why."""

from __future__ import annotations

import dataclasses

import pygame

from game.scenes.play.result import ResultOverlay
from game.scenes.replay import ReplayScene
from game.scenes.stats import StatsScene


def _win(game, flag_first: bool = False):
    play = game.top
    game.click_cell(4, 4)
    game.seconds(1.2)
    if flag_first:
        mine = next(c for c in play.board.cells if c.mine)
        game.click_cell(mine.row, mine.col, button=3)
    for cell in play.board.cells:
        if not cell.mine and not cell.open:
            game.click_cell(cell.row, cell.col)
    assert play.board.status == "won" and isinstance(game.top, ResultOverlay)
    return play


def test_a_best_time_keeps_its_replay_and_the_statistics_open_it(game_factory):
    game = game_factory("--difficulty", "normal")
    play = _win(game)
    final = play.board.to_position()
    record = game.ctx.stats.recent()[0]
    assert record.no_flags and record.excluded is None and not record.assisted
    assert record.replay and record.replay.endswith(".json")
    game.key(pygame.K_s, "s")
    stats = game.top
    assert isinstance(stats, StatsScene)
    assert [r.replay for r in stats.best] == [record.replay]
    assert stats.not_counted is None
    game.frames()
    game.click(stats.best_row(0).center)
    viewer = game.top
    assert isinstance(viewer, ReplayScene)
    viewer.to_end()
    assert viewer.board.to_position() == final
    assert viewer.player.metrics().time_ms == round(record.seconds * 1000)
    game.key(pygame.K_ESCAPE)
    assert game.top is stats  # back where the replay was opened


def test_a_flagged_win_is_not_nf_and_the_nf_category_leaves_it_out(game_factory):
    game = game_factory("--difficulty", "normal")
    _win(game, flag_first=True)
    record = game.ctx.stats.recent()[0]
    assert not record.no_flags
    game.key(pygame.K_s, "s")
    stats = game.top
    assert len(stats.best) == 1
    stats.category_buttons[2].action()  # Style: NF only
    assert stats.best == [] and "NF" in stats.category_buttons[2].label
    stats.category_buttons[0].action()  # first click: safe
    stats.category_buttons[2].action()
    assert stats.best == []  # a win with the "opening" rule is not a "safe" record


def test_a_seeded_game_does_not_count_and_the_statistics_say_why(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "12")
    _win(game)
    record = game.ctx.stats.recent()[0]
    assert record.assisted and record.excluded == "seeded"
    game.key(pygame.K_s, "s")
    stats = game.top
    assert stats.best == []
    assert stats.not_counted == "the board was chosen with --seed"


def test_the_result_panel_says_why_a_game_did_not_count(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "13")
    _win(game)
    assert "Not counted for best times: the board was chosen with --seed" in game.top.lines


def test_the_reason_stays_when_many_games_of_other_difficulties_came_after(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "12")
    _win(game)
    newer = game.ctx.stats.recent()[0]
    for i in range(25):  # more games elsewhere than the screen ever looked back over
        game.ctx.stats.record(
            dataclasses.replace(
                newer, difficulty="schwer", rows=16, cols=16, mines=40, uid=f"schwer-{i}",
                finished_at=f"2099-01-01T00:00:{i:02d}+00:00", excluded=None, assisted=False,
            )
        )  # fmt: skip
    game.key(pygame.K_s, "s")
    stats = game.top
    assert isinstance(stats, StatsScene) and stats.summary.played == 1
    assert stats.not_counted == "the board was chosen with --seed"
