"""The charts scene through real events: opened from Statistics, every tab drawn, CSV exported."""

import pygame

from game.bench.charts import fill
from tests.scenes.played import open_charts


def test_charts_draw_with_no_games(game_factory):
    game = game_factory()
    charts = open_charts(game)
    for _ in range(4):
        game.key(pygame.K_RIGHT)
        game.frames(1)
    assert charts.records == []


def test_charts_draw_with_one_game_and_with_thousands(game_factory):
    game = game_factory()
    fill(game.ctx.stats, 1)
    charts = open_charts(game)
    game.frames(1)
    assert len(charts.records) == 1
    game.key(pygame.K_ESCAPE)
    fill(game.ctx.stats, 2000, seed=2)
    charts = open_charts(game)
    for _ in range(4):
        game.key(pygame.K_RIGHT)
        game.frames(1)
    assert len(charts.records) == 2001
    assert any(any(row) for row in charts.data.heat) or charts.data.difficulty == "custom"


def test_export_writes_a_csv_and_says_where(game_factory, _user_home):
    game = game_factory()
    fill(game.ctx.stats, 5)
    charts = open_charts(game)
    game.key(pygame.K_e, "e")
    files = list((_user_home / "exports").glob("statistics-*.csv"))
    assert len(files) == 1
    assert len(files[0].read_text().splitlines()) == 6
    assert "Saved 5 games" in charts.message
