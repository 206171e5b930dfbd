"""The coach's charts: Tab in the charts flips to guesses per game, the needless-guess rate
and the average guess risk for the tab's difficulty; a game the coach has not read yet is
said to be so, then read in the background (a child process) while the window goes on."""

from __future__ import annotations

import time

import pygame

from game.scenes.charts import ChartsScene
from game.storage.coaching import coach_path, load_coach
from tests.scenes.played import lose_a_read_game


def _charts(game) -> ChartsScene:
    game.key(pygame.K_ESCAPE)  # from the result to the title
    game.key(pygame.K_s, "s")
    game.key(pygame.K_c, "c")
    charts = game.top
    assert isinstance(charts, ChartsScene)
    assert charts.reading is None or charts.reading.wait(30)  # the stored reports, read
    game.frames(1)
    return charts


def test_the_coach_page_shows_the_guesses_of_each_game(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "8")
    name = lose_a_read_game(game)
    report, _ = load_coach(name)
    charts = _charts(game)
    assert charts.page == 0
    game.key(pygame.K_TAB)
    assert charts.page == 1 and charts.backlog is None  # nothing left to read
    coach = charts.coach
    assert coach.analysed == 1 and coach.unread == 0
    assert coach.guesses == [float(len(report["guesses"]))]
    needless = sum(1 for g in report["guesses"] if not g["forced"])
    assert coach.needless == [needless / len(report["guesses"])]
    game.frames(1)
    assert charts.coach_status() == "1 game analysed"
    game.key(pygame.K_TAB)
    assert charts.page == 0


def test_a_game_not_read_yet_is_read_in_the_background(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "8")
    name = lose_a_read_game(game)
    coach_path(name).unlink()  # as if the game had ended before the coach existed
    charts = _charts(game)
    assert charts.coach.analysed == 0 and charts.coach.unread == 1
    assert "1 not analysed yet" in charts.coach_status()
    game.key(pygame.K_TAB)
    assert charts.backlog is not None
    deadline = time.monotonic() + 60
    while charts.coach.analysed == 0 and time.monotonic() < deadline:
        game.frames(1)  # the window keeps drawing meanwhile
        if charts.backlog.job is not None:
            charts.backlog.job.wait(0.2)
    assert charts.coach.analysed == 1 and charts.coach.unread == 0
    assert charts.coach.guesses and charts.coach.guesses[0] >= 1
    stored, _ = load_coach(name)
    assert stored is not None  # kept: read once
