"""The replay viewer through real pygame events: on-screen controls, timeline, pointer,
live figures, and every community sample played to its recorded final board."""

from __future__ import annotations

import pygame
import pytest

from game.engine.display import first_size
from game.scenes.replay import ReplayScene
from game.ui.replay_layout import Control
from game.ui.replay_view import pointer_position
from tests.replay.helpers import DATA, VALID_SAMPLES, played_to_its_end

FIRST_ON_800 = first_size((800, 600), 1.0)  # the first window an 800x600 desktop opens


def _press_button(game, control: Control) -> None:
    game.click(game.top.buttons[control].rect.center)


@pytest.mark.parametrize("name", list(VALID_SAMPLES))
def test_each_community_sample_plays_to_its_recorded_final_board(game_factory, name):
    game = game_factory("--replay", str(DATA / name))
    viewer = game.top
    assert isinstance(viewer, ReplayScene)
    for _ in range(6):
        _press_button(game, Control.FASTER)
    assert viewer.player.speed == 16.0
    end = played_to_its_end(DATA / name)
    game.seconds(end.elapsed_ms / 1000 / 16 + 2)
    assert viewer.player.finished
    assert viewer.board.to_position() == end.board.to_position()
    assert viewer.board.status == end.board.status
    assert viewer.player.metrics() == end.metrics()
    assert "Replay over" in viewer.message


def test_buttons_pause_step_and_jump(game_factory):
    game = game_factory("--replay", str(DATA / "beginner-arbiter.avf"))
    viewer = game.top
    player = viewer.player
    _press_button(game, Control.PLAY)
    assert not player.playing and viewer.buttons[Control.PLAY].label == "Play"
    at = player.position
    game.seconds(1)
    assert player.position == at  # paused: nothing moves
    _press_button(game, Control.FORWARD)
    _press_button(game, Control.FORWARD)
    assert player.position == at + 2
    _press_button(game, Control.BACK)
    assert player.position == at + 1
    _press_button(game, Control.END)
    assert player.finished and viewer.board.over
    _press_button(game, Control.START)
    assert player.position == 0 and viewer.board.opened == 0
    _press_button(game, Control.SLOWER)
    assert player.speed == 0.5


def test_the_timeline_is_clicked_and_dragged(game_factory):
    game = game_factory("--replay", str(DATA / "beginner-arbiter.avf"))
    viewer = game.top
    player = viewer.player
    game.key(pygame.K_SPACE)
    bar = viewer.layout.timeline
    game.press((bar.x + bar.w * 3 // 4, bar.centery))
    late = player.position
    assert abs(player.fraction - 0.75) < 0.03 and late > 0
    game.post(
        pygame.MOUSEMOTION, pos=(bar.x + bar.w // 4, bar.centery), rel=(0, 0), buttons=(1, 0, 0)
    )
    game.frames()
    assert abs(player.fraction - 0.25) < 0.03 and player.position < late
    game.release((bar.x + bar.w // 4, bar.centery))
    assert not viewer.dragging
    game.frames()
    drawn = viewer.view.picture.cells  # the rebuilt board is what is drawn
    assert drawn == tuple(player.session.board.appearances())


def test_the_recorded_pointer_and_live_figures_are_shown(game_factory):
    game = game_factory("--replay", str(DATA / "beginner-arbiter.avf"))
    viewer = game.top
    game.key(pygame.K_SPACE)
    viewer.player.seek_fraction(0.5)
    game.frames()
    at = pointer_position(viewer)
    assert at is not None
    scale = game.surface.get_width() // viewer.layout.size[0]
    assert game.surface.get_at((at[0] * scale + scale, at[1] * scale + 4 * scale))[:3] == (
        255,
        255,
        255,
    )
    labels = [c.label for c in viewer.shown]
    assert labels == ["Time", "3BV/s", "Clicks", "IOE"]
    assert viewer.layout.board.side.w > 0
    m = viewer.player.metrics()
    assert m.cl > 0 and 0 < m.time_ms < viewer.player.duration_ms


def test_keys_still_work_and_escape_goes_back(game_factory):
    game = game_factory("--replay", str(DATA / "vienna-rmv2.rmv"))
    viewer = game.top
    game.key(pygame.K_SPACE)
    at = viewer.player.position
    game.key(pygame.K_RIGHT)
    game.key(pygame.K_RIGHT)
    assert viewer.player.position == at + 2
    game.key(pygame.K_LEFT)
    assert viewer.player.position == at + 1
    game.key(pygame.K_PLUS, "+")
    assert viewer.player.speed == 2.0
    game.key(pygame.K_ESCAPE)
    assert not isinstance(game.top, ReplayScene)


@pytest.mark.parametrize(
    ("size", "zoom"),
    [
        ((800, 600), 1),
        (FIRST_ON_800, 1),
        ((1280, 800), 1),
        ((1280, 800), 2),
        ((1024, 768), 2),
        ((1920, 1080), 3),
    ],
)
def test_an_experte_replay_is_shown_whole_over_the_coach(game_factory, size, zoom):
    """The coach's panel gives up lines before the board is cut: an Experte replay in the
    smallest window shows all 16 rows, with the coach under it; at a big zoom (whose
    counters, controls and coach leave the board a third of a 1280x800 window) the cells,
    only watched here, go down to zoom 1's smallest rather than show 7 rows of 16 (in
    1024x768 the coach keeps one line for it); in the first window of an 800x600 desktop
    (577x510) the counters go under the board and the cells a little under zoom 1's
    smallest, the coach keeping one line."""
    game = game_factory("--replay", str(DATA / "expert-clone.mvf"))
    pygame.display.set_mode(size, pygame.RESIZABLE)
    game.ctx.update_settings(scale=zoom)
    game.frames(2)
    assert game.ctx.display.zoom == zoom
    layout = game.top.layout
    assert not layout.board.scrollable
    assert layout.board.viewport.h == 16 * layout.board.cell
    lines = 1 if size in ((1024, 768), FIRST_ON_800) else 2
    assert layout.coach.rect.h >= lines * game.top.look().line()
    assert layout.coach.rect.top >= layout.board.board_frame.bottom
    counters = layout.board.side
    assert pygame.display.get_surface().get_rect().contains(counters)
    assert not counters.colliderect(layout.board.board_frame)
    assert not counters.colliderect(layout.coach.rect)
