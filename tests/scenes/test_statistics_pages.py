"""Statistics and its charts laid out in the window (issue 31): with data made by playing
(a game the coach has read, a seeded win that did not count, thousands of games, custom
boards, a trainer history), in German, on an 800x600 window at zoom 1 and 2, every tab and
every part of the page it scrolls to shows no cut and no overlapping text (on Statistics
"Coach" was drawn over "0,7 Raten/Spiel"; "CSV exportieren" left its button)."""

from __future__ import annotations

import dataclasses
import os
import shutil
from pathlib import Path

import pygame
import pytest

from game.bench.charts import fill
from game.scenes.charts import ChartsScene
from game.scenes.stats import TABS, StatsScene
from tests.scenes.harness import Game
from tests.scenes.played import lose_a_read_game, recorded
from tests.ui.layout_check import problems_in, visible_texts

WINDOWS = [((800, 600), 1.0), ((800, 600), 2.0)]


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> Path:
    """A data folder made by playing: a game the coach has read, 3,000 games more over the
    three boards, custom boards, a trainer history, and the newest Normal game seeded."""
    home = tmp_path_factory.mktemp("played")
    before = os.environ.get("MINESWEEPER_HOME")
    os.environ["MINESWEEPER_HOME"] = str(home)
    try:
        game = Game(["--difficulty", "normal", "--seed", "8"])
        try:
            lose_a_read_game(game)
            stats = game.ctx.stats
            fill(stats, 3000, seed=5)
            newest = stats.recent(1, "normal")[0]
            for i in range(3):  # custom boards, with the board column
                stats.record(
                    dataclasses.replace(
                        newest, difficulty="custom", rows=20 + i, cols=40, mines=150, won=True,
                        three_bv_solved=newest.three_bv, uid=f"custom-{i}", excluded=None,
                        assisted=False, seconds=100.0 + i, replay=None,
                        finished_at=f"2026-02-0{i + 1}T12:00:00+00:00",
                    )
                )  # fmt: skip
            stats.record(
                dataclasses.replace(
                    newest, won=True, seconds=3.5, uid="seeded", seed=12, assisted=True,
                    excluded="seeded", three_bv_solved=newest.three_bv, replay=None,
                    finished_at="2099-01-01T12:00:00+00:00",
                )
            )  # fmt: skip
        finally:
            game.close()
    finally:
        if before is not None:
            os.environ["MINESWEEPER_HOME"] = before
    return home


@pytest.fixture
def german(played, _user_home):
    shutil.copytree(played, _user_home, dirs_exist_ok=True)
    game = Game(["--lang", "de"])
    yield game
    game.close()


def _window(game: Game, size: tuple[int, int], zoom: float) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    game.ctx.update_settings(scale=zoom)
    game.ctx.display.set_scale(zoom)
    game.frames()


def _frame(game: Game, where: str) -> tuple[list[str], list[str]]:
    """The problems of one drawn frame, and the texts a person sees in it."""
    drawn = recorded(game)
    window = game.surface.get_rect()
    return problems_in(drawn, window, where), visible_texts(drawn, window)


def _every_part(game: Game, where: str) -> tuple[list[str], list[str]]:
    """Problems and texts seen from the top of the page to its end, a page at a time."""
    problems, seen = [], []
    page = game.top
    game.key(pygame.K_HOME)
    for step in range(30):
        found, texts = _frame(game, f"{where} part {step}")
        problems += found
        seen += texts
        if page.scroll.offset + page.scroll.rect.h >= page.scroll.content_h:
            break
        game.key(pygame.K_PAGEDOWN)
    return problems, seen


@pytest.mark.parametrize(("size", "zoom"), WINDOWS)
def test_statistics_in_german_cut_and_overlap_nothing(german, size, zoom):
    _window(german, size, zoom)
    german.ctx.navigator.stats("normal")
    stats = german.top
    assert isinstance(stats, StatsScene)
    assert stats.coach.games == 1 and stats.not_counted  # the long values are there
    problems, seen = [], []
    for tab in range(len(TABS)):
        found, texts = _every_part(german, f"{size} {zoom}x tab {tab}")
        problems += found
        seen += texts
        german.key(pygame.K_RIGHT)
    assert problems == []
    words = " ".join(seen)
    for shown in ("Coach", "Raten/Spiel", "Nicht gezählt", "Spielfeld", "3BV/s", "Diagramme"):
        assert shown in words, shown


@pytest.mark.parametrize(("size", "zoom"), WINDOWS)
def test_charts_in_german_cut_and_overlap_nothing(german, size, zoom):
    _window(german, size, zoom)
    german.ctx.navigator.charts()
    charts = german.top
    assert isinstance(charts, ChartsScene)
    assert charts.reading is None or charts.reading.wait(30)
    problems, seen = [], []
    for page in range(2):
        for tab in range(len(TABS)):
            found, texts = _every_part(german, f"{size} {zoom}x page {page} tab {tab}")
            problems += found
            seen += texts
            german.key(pygame.K_RIGHT)
        german.key(pygame.K_TAB)
    assert problems == []
    words = " ".join(seen)
    for shown in ("CSV exportieren", "Trainer-Wertung", "Siegzeiten", "Geraten pro Spiel"):
        assert shown in words, shown


def test_clicks_and_keys_land_on_what_is_drawn_at_zoom_2(german, _user_home):
    _window(german, (800, 600), 2.0)
    german.ctx.navigator.stats("normal")
    stats = german.top
    german.frames()
    german.click(stats.tabs.rects[2].center)
    assert stats.tab == 2
    german.key(pygame.K_LEFT)
    assert stats.tab == 1
    german.click(stats.tabs.rects[0].center)
    assert stats.tab == 0 and stats.best
    nf = stats.category_buttons[2]
    stats.reveal(nf.rect)
    german.frames()
    german.click(nf.rect.center)
    assert stats.category.no_flags
    german.click(nf.rect.center)
    assert not stats.category.no_flags
    german.key(pygame.K_DOWN)
    german.key(pygame.K_DOWN)
    assert stats.selected == 2
    assert stats.scroll.rect.contains(stats.best_row(2))  # scrolled into view
    german.key(pygame.K_RETURN)  # a game from the filled history: no replay was kept
    assert stats.problem and german.top is stats
    assert stats.problem in " ".join(visible_texts(recorded(german), german.surface.get_rect()))
    german.key(pygame.K_c, "c")
    charts = german.top
    assert isinstance(charts, ChartsScene)
    german.frames()
    german.click(charts.tabs.rects[1].center)
    assert charts.tab == 1
    german.click(charts.flip_button.rect.center)
    assert charts.page == 1
    german.click(charts.export_button.rect.center)
    assert charts.message.startswith("3.") and list((_user_home / "exports").glob("*.csv"))
    before = charts.scroll.offset
    german.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)
    german.frames()
    assert charts.scroll.offset > before  # the page is taller than the window: it scrolls
    german.click(charts.back_button.rect.center)
    assert german.top is stats
    german.key(pygame.K_ESCAPE)
    assert not isinstance(german.top, StatsScene)
