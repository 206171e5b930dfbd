"""Live counters beside the board: off by default, picked in Settings, live as the game goes."""

from __future__ import annotations

import pygame

from game.model.figures import Metrics
from game.scenes.settings import SettingsScene
from game.session.counters import Counter, counter_lines, parse_counters
from game.storage.settings import COUNTER_NAMES, Settings, load_settings, save_settings


def _panel_has_text(game, panel: pygame.Rect) -> bool:
    surface = game.surface
    scale = surface.get_width() // game.top.layout.size[0]
    text_color = pygame.Color(game.ctx.skin.colors["text"])
    area = pygame.Rect(panel.x * scale, panel.y * scale, panel.w * scale, panel.h * scale)
    sub = surface.subsurface(area)
    return any(
        sub.get_at((x, y))[:3] == text_color[:3]
        for x in range(sub.get_width())
        for y in range(0, sub.get_height(), max(1, scale))
    )


def test_counters_are_off_by_default(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "5")
    assert game.top.counters() == ()
    assert not hasattr(game.top.layout, "side")


def test_picked_counters_widen_the_window_and_follow_the_game(game_factory):
    plain = game_factory("--difficulty", "normal", "--seed", "5").top.layout.size
    save_settings(Settings(counters="time,clicks,ioe"))
    game = game_factory("--difficulty", "normal", "--seed", "5")
    play = game.top
    assert play.counters() == (Counter.TIME, Counter.CLICKS, Counter.IOE)
    panel = play.layout.side
    assert play.layout.size[0] >= panel.right and panel.w > 40
    game.frames(1)
    assert _panel_has_text(game, panel)
    game.click_cell(4, 4)
    game.seconds(1.5)
    lines = dict(counter_lines(play.session.metrics(), play.counters()))
    assert lines["Clicks"] == "1"
    assert 1.4 <= float(lines["Time"]) <= 1.6
    assert play.layout.size[0] == plain[0] + panel.w  # the panel sits beside the board


def test_the_settings_row_cycles_through_counter_choices(game_factory):
    game = game_factory()
    game.key(pygame.K_o, "o")
    settings = game.top
    assert isinstance(settings, SettingsScene)
    row = next(i for i, r in enumerate(settings.rows) if r.label == "Live counters")
    assert settings.rows[row].value() == "off"
    settings.selected = row
    game.key(pygame.K_RIGHT)
    game.key(pygame.K_RIGHT)
    assert game.ctx.settings.counters == "time,bbbv_s"
    assert load_settings()[0].counters == "time,bbbv_s"  # saved at once


def test_counter_figures_use_the_community_precision():
    m = Metrics(8, 8, 10, 9876, 20, 20, 15, 2, 1, 16)
    lines = dict(counter_lines(m, list(Counter)))
    assert lines["Time"] == "9.87"  # truncated to the hundredth, as the timer shows
    assert lines["3BV/s"] == f"{20 / 9.876:.3f}"
    assert lines["Clicks"] == "18" and lines["IOE"] == f"{20 / 18:.3f}"
    assert lines["Est."] == "9.88"
    assert float(lines["STNB"]) > 0


def test_settings_names_and_counters_agree_and_bad_names_are_refused():
    assert tuple(c.value for c in Counter) == COUNTER_NAMES
    assert parse_counters(["ioe", "nope", "time"]) == (Counter.IOE, Counter.TIME)
    assert Settings(counters="ioe, time").counters == "time,ioe"
    try:
        Settings(counters="speed")
    except ValueError as error:
        assert "time" in str(error)
    else:
        raise AssertionError("an unknown counter name was accepted")
