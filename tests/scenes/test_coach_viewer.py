"""The replay viewer with the coach: each guess marked on the timeline in its colour, and
PageDown / PageUp stepping from mistake to mistake, showing the position before it."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest

from game.coach.files import coach_file
from game.coach.job import JobState
from game.model import Action
from game.replay.export import save_evf
from game.replay.recording import game_video
from game.replay.video import GameMode
from game.scenes.replay import ReplayScene
from game.session import FakeClock, GameSession
from game.session.inputs import Source
from game.session.setup import GameSetup
from game.solver.position import parse_position
from game.solver.proof_check import is_valid
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
    assert viewer.coach_lines()[0] == "1.52 s opened H7: 50% risk, needless: H1 was safe"
    study = viewer.study
    assert study is not None and study.guess == guess
    # The checked proof of the safe cell missed, in the coach panel, step by step.
    assert study.proof is not None and study.proof.checked and study.proof.steps
    assert study.proof.cell == guess.safe == (0, 7)
    assert is_valid(parse_position(viewer.board.to_position()).unflagged(), study.proof)
    assert study.lines[1] == "H1 is safe:" and len(study.lines) == 2 + len(study.proof.steps)
    assert viewer.coach_lines() == study.lines
    game.frames(1)
    # The position before the guess with its probabilities: H1 certain, H7 a 50% risk.
    grid = viewer.shading()
    assert grid is not None and grid[0][7] == 0.0 and grid[6][7] == pytest.approx(0.5)
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


def test_the_study_ends_when_the_replay_moves_on(game_factory):
    game, viewer = _viewer(game_factory, "vienna-rmv2.rmv")
    game.key(pygame.K_SPACE)
    viewer.player.seek_index(0)
    game.key(pygame.K_PAGEDOWN)
    game.frames(1)
    assert viewer.study is not None and viewer.shading() is not None
    game.key(pygame.K_RIGHT)  # one event on: the board is no longer the one studied
    game.key(pygame.K_RIGHT)
    game.frames(1)
    assert viewer.study is None and viewer.shading() is None
    assert viewer.coach_lines()[0].startswith("Coach: 1 guess, 1 needless (H1 was safe)")


def _evf_game(tmp_path, mode: GameMode) -> Path:
    """Our game with an unprotected first click, saved as an EVF of the given game mode
    with no JSON replay beside it (as a community file would come)."""
    clock = FakeClock()
    session = GameSession(GameSetup(8, 8, 10, seed=7, first_click="any"), clock)
    for cell in [(4, 4), (0, 0), (7, 7), (0, 7)]:
        session.act(Source.KEYBOARD, Action.REVEAL, cell)
        clock.advance(1.0)
        if session.board.over:
            break
    path = tmp_path / f"game-{mode.name.lower()}.evf"
    save_evf(replace(game_video(session), mode=mode), path)
    return path


@pytest.mark.parametrize("mode", [GameMode.UPK, GameMode.STANDARD])
def test_the_viewer_judges_a_file_by_its_own_first_click_rule(mode, tmp_path, game_factory):
    path = _evf_game(tmp_path, mode)
    game = game_factory("--replay", str(path))
    viewer = game.top
    assert isinstance(viewer, ReplayScene)
    assert viewer.coach.wait(60) is JobState.DONE
    report = viewer.coach.report
    first_guessed = bool(report.guesses) and report.guesses[0].time == 0
    assert report.first_click_free == (mode is GameMode.STANDARD)
    assert first_guessed == (mode is GameMode.UPK)
    assert report.to_dict()["guesses"] == coach_file(path).to_dict()["guesses"]


def test_a_long_proof_in_the_coach_panel_is_read_whole_by_scrolling(game_factory):
    """Issue 21: the coach panel cut a long proof with "..."; now it scrolls (Down / Up,
    the wheel) and every line is shown whole at some point."""
    from game.ui import recorder, text
    from tests.ui.layout_check import problems_in, visible_texts

    game, viewer = _viewer(game_factory, "vienna-rmv2.rmv")
    game.key(pygame.K_SPACE)
    viewer.player.seek_index(0)
    game.key(pygame.K_PAGEDOWN)
    study = viewer.study
    steps = tuple(
        f"{i + 2}. The {i % 8 + 1} at C{i + 3} has B{i + 2}, B{i + 3} and B{i + 4} as its "
        f"covered cells, so at least one mine among them (step {i + 1})"
        for i in range(12)
    )
    viewer.study = replace(study, lines=study.lines + steps)
    window = pygame.display.get_surface().get_rect()
    seen: list[str] = []
    for _ in range(60):
        game.frames(1)
        drawn = recorder.start()
        try:
            viewer.draw(pygame.display.get_surface())
        finally:
            recorder.stop()
        assert problems_in(drawn, window, "coach") == []
        shown = visible_texts(drawn, window)
        assert not [line for line in shown if line.endswith("...")]
        seen += shown
        before = viewer.coach_offset
        game.key(pygame.K_DOWN)
        if viewer.coach_offset == before:
            break
    assert viewer.coach_offset > 0  # it did scroll
    wrapped = [part for line in viewer.study.lines for part in text.wrap(line, 200)]
    assert len(wrapped) > 20
    joined = " ".join(seen)
    for line in viewer.study.lines:  # every line whole, wherever the panel wrapped it
        assert line in joined or all(part in seen for part in _wrapped_in_panel(viewer, line))
    game.post(pygame.MOUSEWHEEL, x=0, y=3, flipped=False)
    game.frames(1)
    assert viewer.coach_offset == max(0, before - 3 * viewer.look().line())


def _wrapped_in_panel(viewer, line: str) -> list[str]:
    coach = viewer.layout.coach
    return viewer.look().wrap(line, coach.child.rect.w)
