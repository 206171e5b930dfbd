"""The replay viewer with the coach: each guess marked on the timeline in its colour, and
PageDown / PageUp stepping from mistake to mistake, showing the position before it."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.coach.job import JobState
from game.scenes.replay import ReplayScene
from game.ui.replay_view import NEEDLESS

DATA = Path(__file__).resolve().parents[1] / "replay" / "data"


def _viewer(game_factory, name: str):
    game = game_factory("--replay", str(DATA / name))
    viewer = game.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.coach.wait(60) is JobState.DONE
    return game, viewer


def test_a_needless_guess_is_marked_red_on_the_timeline(game_factory):
    game, viewer = _viewer(game_factory, "vienna-rmv2.rmv")
    (guess,) = viewer.guesses()
    game.key(pygame.K_SPACE)  # pause, so the knob stays at the start
    viewer.player.seek_index(0)
    game.frames(1)
    bar = viewer.layout.timeline
    inner = bar.inflate(-2, -2)
    x = inner.x + round(inner.w * guess.input_ms / viewer.player.duration_ms)
    assert game.surface.get_at((x, bar.y - 2))[:3] == NEEDLESS


def test_page_down_jumps_to_just_before_the_mistake(game_factory):
    game, viewer = _viewer(game_factory, "vienna-rmv2.rmv")
    (guess,) = viewer.guesses()
    game.key(pygame.K_SPACE)
    viewer.player.seek_index(0)
    game.key(pygame.K_PAGEDOWN)
    assert not viewer.player.playing
    assert viewer.player.time_ms == guess.input_ms - 1
    row, col = guess.cell
    assert not viewer.board.cell(row, col).open  # the position before the guess
    assert viewer.message.startswith("1.52 s opened H7: 50% risk, needless: H1 was safe. H1 ")
    game.key(pygame.K_PAGEDOWN)
    assert viewer.message == "No further mistake"
    game.key(pygame.K_PAGEUP)
    assert viewer.message == "No earlier mistake"


def test_stepping_through_several_mistakes_in_order(game_factory):
    game, viewer = _viewer(game_factory, "expert-clone.mvf")
    mistakes = [g for g in viewer.guesses() if g.mistake]
    assert len(mistakes) >= 2
    game.key(pygame.K_SPACE)
    viewer.player.seek_index(0)
    seen = []
    for _ in mistakes:
        game.key(pygame.K_PAGEDOWN)
        seen.append(viewer.player.time_ms + 1)
    assert seen == [g.input_ms for g in mistakes]
    game.key(pygame.K_PAGEUP)
    assert viewer.player.time_ms + 1 == mistakes[-2].input_ms
