"""Live counters beside the board (under it where beside would cut it): off by default, picked
in Settings, live as the game goes."""

from __future__ import annotations

import pygame
import pytest

from game.engine.display import first_size
from game.model.figures import Metrics
from game.scenes.settings import SettingsScene
from game.session.counters import Counter, counter_lines, parse_counters
from game.storage.settings import COUNTER_NAMES, Settings, load_settings, save_settings
from game.ui import recorder
from game.ui.recorder import Kind


def _panel_has_text(game, panel: pygame.Rect) -> bool:
    sub = game.surface.subsurface(panel)
    text_color = pygame.Color(game.ctx.skin.colors["text"])
    return any(
        sub.get_at((x, y))[:3] == text_color[:3]
        for x in range(sub.get_width())
        for y in range(sub.get_height())
    )


def test_counters_are_off_by_default(game_factory):
    game = game_factory("--difficulty", "normal", "--seed", "5")
    assert game.top.counters() == ()
    assert not game.top.layout.side.w


def test_picked_counters_sit_beside_the_board_and_follow_the_game(game_factory):
    save_settings(Settings(counters="time,clicks,ioe"))
    game = game_factory("--difficulty", "normal", "--seed", "5")
    play = game.top
    assert play.counters() == (Counter.TIME, Counter.CLICKS, Counter.IOE)
    panel = play.layout.side
    window = pygame.display.get_surface().get_rect()
    assert window.contains(panel) and panel.w > 40
    assert panel.left >= play.layout.board_frame.right
    assert not panel.colliderect(play.layout.hud)
    game.frames(1)
    assert _panel_has_text(game, panel)
    game.click_cell(4, 4)
    game.seconds(1.5)
    lines = dict(counter_lines(play.session.metrics(), play.counters()))
    assert lines["Clicks"] == "1"
    assert 1.4 <= float(lines["Time"]) <= 1.6


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


def _texts_in(game, rect: pygame.Rect) -> list[recorder.Drawn]:
    drawn = recorder.start()
    try:
        game.frames(1)
    finally:
        recorder.stop()
    return [d for d in drawn if d.kind is Kind.TEXT and d.ink is not None and rect.contains(d.ink)]


@pytest.mark.parametrize("chosen", [4, 9])
def test_counters_that_would_cut_the_board_go_under_it_in_columns(game_factory, chosen):
    # The first window on an 800x600 desktop is too narrow for Experte with the counters
    # beside it (the board scrolled); under the board, in columns, it shows whole.
    save_settings(Settings(counters=",".join(COUNTER_NAMES[:chosen])))
    game = game_factory("--difficulty", "experte", "--seed", "5")
    pygame.display.set_mode(first_size((800, 600), 1.0), pygame.RESIZABLE)
    game.frames(2)
    lay = game.top.layout
    assert not lay.scrollable
    panel = lay.side
    assert panel.top >= lay.board_frame.bottom and panel.bottom <= lay.status.top
    assert pygame.display.get_surface().get_rect().contains(panel)
    texts = _texts_in(game, panel)
    assert len(texts) == 2 * chosen  # every label and figure, inside the panel
    inks = [d.ink for d in texts]
    assert all(a.collidelist([b for b in inks if b is not a]) == -1 for a in inks)
    assert len({d.ink.y // 4 for d in texts}) < chosen  # side by side, not one a line
    pygame.display.set_mode((1280, 800), pygame.RESIZABLE)  # room beside: they go back
    game.frames(2)
    assert game.top.layout.side.left >= game.top.layout.board_frame.right
