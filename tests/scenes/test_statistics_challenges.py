"""The statistics' Challenges tab: the challenges played through the game, the one played
last first, with their attempts, wins, best time and its 3BV/s; a row opens the best run's
replay; S after a challenge's game opens it; a long list scrolls; a screen reader reads it as
a table with the keyboard on the chosen row; German at 800x600, zoom 1 and 2, cuts and
overlaps nothing."""

from __future__ import annotations

import pygame
import pytest

from game.a11y.screens import window_tree
from game.challenge import Challenge
from game.i18n.formats import number, seconds
from game.model.figures import record_metrics
from game.scenes.replay import ReplayScene
from game.scenes.stats import TABS, StatsScene
from game.scenes.stats_challenges import CHALLENGES
from game.session.race import challenge_race
from game.storage.stats import GameRecord
from game.ui.layout import Role
from tests.scenes.challenge_play import clear_board, lose_at_once
from tests.scenes.played import recorded
from tests.ui.layout_check import problems_in, visible_texts

FRIEND = Challenge(8, 8, 10, seed=3)
OTHER = Challenge(16, 16, 40, seed=11)


def _seen(game) -> list[str]:
    return visible_texts(recorded(game), game.surface.get_rect())


def _line(seen: list[str], code: str) -> list[str]:
    """The texts of the row that starts with `code`, as drawn left to right."""
    start = seen.index(code)
    return seen[start : start + 8]


def test_the_challenges_played_are_listed_the_last_first_and_open_their_best_run(game_factory):
    game = game_factory("--challenge", FRIEND.code)
    clear_board(game, 0.3)  # a win
    game.ctx.navigator.race(challenge_race(FRIEND))
    lose_at_once(game)  # a retry lost
    game.ctx.navigator.race(challenge_race(OTHER))
    lose_at_once(game)  # played last
    game.key(pygame.K_s, "s")  # from the result panel of a challenge: its tab
    stats = game.top
    assert isinstance(stats, StatsScene) and TABS[stats.tab][0] == CHALLENGES
    seen = _seen(game)
    assert "Challenges played: click one to watch your best run" in seen
    assert seen.index(OTHER.code) < seen.index(FRIEND.code)  # the one played last first
    best = game.ctx.stats.challenge_best(FRIEND.code)
    assert best is not None and best.replay
    speed = number(record_metrics(best).bbbv_per_s, 2)
    assert _line(seen, FRIEND.code)[1:6] == ["Normal", "2", "1", seconds(best.seconds), speed]
    assert _line(seen, OTHER.code)[1:6] == ["Schwer", "1", "0", "–", "–"]

    root, focused = window_tree(game.ctx.stack.visible(), game.ctx.display.title)
    table = next(n for n in root.walk() if n.role is Role.TABLE)
    rows = [row.name for row in table.children]
    assert rows[0].startswith("Code, Board, Attempts, Wins, Best time, 3BV/s, Last played")
    assert rows[1].startswith(f"{OTHER.code}, Board Schwer, Attempts 1, Wins 0")
    assert focused.name == rows[1]

    game.key(pygame.K_RETURN)  # no win on it: said, nothing opens
    assert game.top is stats and stats.problem
    assert stats.problem in _seen(game)
    game.key(pygame.K_DOWN)
    _root, focused = window_tree(game.ctx.stack.visible(), game.ctx.display.title)
    assert focused.name.startswith(f"{FRIEND.code}, Board Normal, Attempts 2, Wins 1")
    game.key(pygame.K_RETURN)
    viewer = game.top
    assert isinstance(viewer, ReplayScene) and viewer.name == best.replay


def _record(index: int) -> GameRecord:
    """Challenge game `index` of 60: Experte or a wider custom board, a third lost, every
    fourth no-guess, a minute apart."""
    won, no_guess = index % 3 != 0, index % 4 == 1
    code = Challenge(16, 30, 99, seed=index, no_guess=no_guess).code
    return GameRecord(
        "experte" if index % 2 else "custom", 16, 30 if index % 2 else 45, 99, None, won,
        40.0 + index, 120, 120 if won else 30, uid=f"c{index}", challenge=code,
        no_guess=no_guess, finished_at=f"2026-01-01T12:{index:02d}:00+00:00",
    )  # fmt: skip


@pytest.mark.parametrize("zoom", [1.0, 2.0])
def test_a_long_list_scrolls_and_cuts_nothing_in_german_at_800x600(game_factory, zoom):
    game = game_factory("--lang", "de")
    for index in range(60):
        game.ctx.stats.record(_record(index))
    pygame.display.set_mode((800, 600), pygame.RESIZABLE)
    game.ctx.update_settings(scale=zoom)
    game.ctx.display.set_scale(zoom)
    game.ctx.navigator.stats(CHALLENGES)
    stats = game.top
    assert isinstance(stats, StatsScene)
    seen = _seen(game)
    words = " ".join(seen)  # a head may wrap ("Zuletzt / gespielt")
    for word in ("Gespielte Challenges", "Versuche", "Siege", "Bestzeit", "Zuletzt", "gespielt"):
        assert word in words, word
    newest, oldest_shown = _record(59).challenge, _record(10).challenge  # 50 of 60 listed
    assert newest in seen and oldest_shown not in seen  # below: the page scrolls
    problems = problems_in(recorded(game), game.surface.get_rect(), f"{zoom}x top")
    for _step in range(49):
        game.key(pygame.K_DOWN)
    assert stats.selected == 49 and stats.scroll.rect.contains(stats.best_row(49))
    drawn = recorded(game)
    problems += problems_in(drawn, game.surface.get_rect(), f"{zoom}x end")
    assert oldest_shown in visible_texts(drawn, game.surface.get_rect())
    game.key(pygame.K_END)
    seen = _seen(game)
    assert "Gezeigt werden die 50 zuletzt gespielten." in seen
    assert _record(9).challenge not in seen
    assert problems == []
