"""Statistics with a screen reader (Orca 48 said only "Statistics", "1.  4.217 s" and
"Normal page tab": the figures were never met, and a best time stacked for a narrow window
was read as its rank and time alone). Opening the screen and choosing a tab say the tab's
figures; a best time is read whole, each value after its column's name, the same whether the
row is laid out in columns or stacked, and its ▶ is said as a word. The charts, pictures,
are said in words from the numbers they are drawn from."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.a11y.announce import Recorder
from game.a11y.charts import result_words
from game.a11y.screens import window_tree
from game.bench.charts import fill
from game.chartdata import chart_data
from game.i18n import Language, set_language
from game.scenes.stats import StatsScene
from game.storage import GameRecord
from game.ui.layout import Role
from tests.scenes.harness import Game


@pytest.fixture
def game(_user_home):
    """A game whose statistics hold 60 games and a Normal win with its replay kept."""
    game = Game([])
    stats = game.ctx.stats
    fill(stats, 60, seed=3)
    won = next(g for g in stats.history("normal") if g.won)
    stats.record(dataclasses.replace(won, uid="kept", seconds=3.5, replay="kept.json"))
    yield game
    game.close()
    set_language(Language.EN)


def _open(game: Game, size: tuple[int, int], zoom: float) -> tuple[StatsScene, Recorder]:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    game.ctx.update_settings(scale=zoom)
    game.ctx.display.set_scale(zoom)
    heard = Recorder()
    game.ctx.announcer.add(heard)
    game.ctx.navigator.stats("normal")
    game.frames(2)
    stats = game.top
    assert isinstance(stats, StatsScene)
    return stats, heard


def _focus(game: Game) -> str:
    return window_tree(game.ctx.stack.visible(), "")[1].name


def test_opening_statistics_and_choosing_a_tab_say_the_figures(game):
    stats, heard = _open(game, (1280, 800), 1.0)
    played = len(game.ctx.stats.history("normal"))
    assert heard.said[-1].startswith(f"Normal: Games played {played}, Games won ")
    assert "Best time 3.50 s" in heard.said[-1]
    game.key(pygame.K_RIGHT)
    assert heard.said[-1].startswith("Schwer: Games played ")
    for _ in range(3):
        game.key(pygame.K_RIGHT)
    assert heard.said[-1] == "Challenges: 0 challenges played."


def test_the_figures_are_said_in_german(game):
    set_language(Language.DE)
    _stats, heard = _open(game, (1280, 800), 1.0)
    assert heard.said[-1].startswith("Normal: Gespielte Spiele ")
    assert "Bestzeit 3,50 s" in heard.said[-1]


def test_a_best_time_is_read_whole_in_columns_and_stacked(game):
    stats, _heard = _open(game, (1280, 800), 1.0)
    assert stats.table is not None and not stats.table.stacked
    wide = _focus(game)
    assert wide.startswith("1., 3.500\xa0s, 3BV/s ")
    assert ", Date " in wide and wide.endswith(", Replay")
    assert "▶" not in wide
    game.key(pygame.K_ESCAPE)
    stats, _heard = _open(game, (800, 600), 2.0)
    assert stats.table is not None and stats.table.stacked
    assert _focus(game) == wide


def test_each_chart_is_said_in_words_from_its_numbers():
    """A chart is a picture: in words it is how many values, the newest, its average and
    the range (the numbers it is drawn from)."""
    data = chart_data(
        [
            GameRecord(
                "normal",
                8,
                8,
                10,
                seed,
                won,
                10.0 * seed,
                20,
                20 if won else 5,
                finished_at=f"2026-01-0{seed}T12:00:00+00:00",
                loss_row=None if won else 2,
                loss_col=None if won else 4,
            )
            for seed, won in ((1, True), (2, False), (3, True), (4, True), (5, False))
        ],  # fmt: skip
        "normal",
        [1500.0, 1520.0, 1490.0],
    )
    words = result_words(data, {"Normal": data.win_rates["normal"]})
    assert words[0] == (
        "3 values: the newest 40.00 s, the average of the last 10 26.67 s, from 10.00 s to 40.00 s"
    )
    assert words[2] == "Normal 60%"
    assert words[3].startswith("3 wins from 10.00 s to 40.00 s, the most between 10.00 s and ")
    assert words[4] == "3 answers: now 1,490, from 1,490 to 1,520"
    assert words[5] == "2 losses, the most at E3 (2)"
    empty = result_words(chart_data([], "experte"), {})
    assert set(empty) == {"nothing yet"}


def test_the_charts_are_said_as_they_open_and_as_the_tab_changes(game):
    pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
    heard = Recorder()
    game.ctx.announcer.add(heard)
    game.ctx.navigator.charts()
    game.frames(2)
    assert heard.said[-1].startswith("Normal. Time per win (s), average of 10: ")
    assert "Where losses happened: " in heard.said[-1]
    images = [
        n for n in window_tree(game.ctx.stack.visible(), "")[0].walk() if n.role is Role.IMAGE
    ]
    assert images[0].name.startswith("Time per win (s), average of 10: ")
    assert " values: the newest " in images[0].name
    game.key(pygame.K_RIGHT)
    assert heard.said[-1].startswith("Schwer. Time per win")
