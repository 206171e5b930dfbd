"""Quiet when idle: the real game driven by a fake clock and a fake event source.

The fake clock's `tick(fps)` is the loop's only sleep: it moves fake time on by 1/fps, so
"ten seconds" is ten seconds of the game's own time, however fast the test runs.
"""

from __future__ import annotations

import math

import pygame
import pytest

from game.bootstrap import build_context, first_scene, make_loop
from game.cli import parse_args
from game.engine.loop import STEP, Loop
from game.engine.scene import IDLE, MOVING, Scene, SceneStack
from game.model import PLAYING
from game.scenes.play.state import MESSAGE_SECONDS


class FakeTime:
    """The game's clock and the loop's frame clock: only `tick` moves it."""

    def __init__(self) -> None:
        self.now = 0.0
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    def tick(self, framerate: float = 0) -> int:
        dt = 1 / framerate if framerate else 0.0
        self.sleeps.append(dt)
        self.now += dt
        return int(dt * 1000)


class Inputs:
    """The event source: what the test puts in comes out at the next pass."""

    def __init__(self) -> None:
        self.queue: list[pygame.event.Event] = []

    def __call__(self) -> list[pygame.event.Event]:
        out, self.queue = self.queue, []
        return out

    def click(self, pos: tuple[int, int]) -> None:
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self.queue.append(pygame.event.Event(kind, pos=pos, button=1))

    def key(self, key: int) -> None:
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            self.queue.append(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))


class Rig:
    """The whole game (title or a game) with a fake clock, inputs and window visibility."""

    def __init__(self, *argv: str) -> None:
        self.time = FakeTime()
        self.inputs = Inputs()
        self.visible = True
        self.ctx = build_context(parse_args(list(argv)), clock=self.time)
        first_scene(self.ctx)
        self.loop = make_loop(
            self.ctx,
            clock=self.time,
            now=self.time,
            events=self.inputs,
            shown=lambda: self.visible,
        )

    def run_for(self, seconds: float) -> int:
        """Run the loop for `seconds` of fake time; the frames drawn meanwhile."""
        end = self.time.now + seconds
        drawn = self.loop.draws
        while self.time.now < end - 1e-9:
            self.loop.run(max_frames=1)
        return self.loop.draws - drawn

    def passes(self, count: int = 1) -> int:
        drawn = self.loop.draws
        self.loop.run(max_frames=count)
        return self.loop.draws - drawn

    def cell_pos(self, row: int, col: int) -> tuple[int, int]:
        play = self.ctx.stack.top
        vp = play.layout.viewport
        size = play.layout.cell
        return vp.x + col * size + size // 2, vp.y + row * size + size // 2

    def close(self) -> None:
        self.ctx.stack.clear()
        self.ctx.stats.close()
        pygame.quit()


@pytest.fixture
def rig(monkeypatch):
    # The title's greeting changes on the hour of the wall clock: keep it far away.
    monkeypatch.setattr("game.scenes.title.seconds_to_next_hour", lambda now: 3600.0)
    rigs: list[Rig] = []

    def make(*argv: str) -> Rig:
        made = Rig(*argv)
        rigs.append(made)
        return made

    yield make
    for made in rigs:
        made.close()


def test_ten_idle_seconds_on_the_title_draw_nothing(rig):
    game = rig()
    assert game.passes(2) == 1  # the first frame, then nothing changed
    assert game.run_for(10.0) == 0
    assert game.loop.moving is False
    # it polled for input once a frame all along, sleeping in between
    assert max(game.time.sleeps[-100:]) == pytest.approx(1 / 60)


def test_an_input_is_answered_in_the_pass_it_arrives(rig):
    game = rig()
    game.run_for(30.0)
    title = game.ctx.stack.top
    before = title.menu.selected
    game.inputs.key(pygame.K_DOWN)
    assert game.passes(1) == 1  # handled and drawn at once
    assert title.menu.selected == before + 1


def test_the_first_click_after_a_long_idle_opens_at_once(rig):
    game = rig("--difficulty", "experte", "--seed", "3")
    play = game.ctx.stack.top
    game.run_for(1.0)  # the first frame, and the window settling
    assert game.run_for(60.0) == 0  # nothing moves before the first click
    game.inputs.click(game.cell_pos(3, 3))
    assert game.passes(1) == 1
    assert play.board.status == PLAYING and play.board.opened > 0
    assert play.session.elapsed_ms < 20  # its time started at the click, one frame ago


def test_a_running_game_draws_about_one_frame_per_clock_second(rig):
    game = rig("--difficulty", "experte", "--seed", "3")
    play = game.ctx.stack.top
    game.inputs.click(game.cell_pos(3, 3))
    game.passes(1)
    game.run_for(1.0)  # settling after the window was made
    shown = play.frame().seconds
    drawn = game.run_for(10.0)
    assert 9 <= drawn <= 11
    assert play.frame().seconds == shown + 10


def test_a_paused_game_draws_nothing(rig):
    game = rig("--difficulty", "experte", "--seed", "3")
    game.inputs.click(game.cell_pos(3, 3))
    game.passes(1)
    game.inputs.key(pygame.K_p)
    game.passes(1)
    assert type(game.ctx.stack.top).__name__ == "PauseOverlay"
    assert game.run_for(10.0) == 0


def test_a_hidden_window_draws_nothing_and_is_shown_again_at_once(rig):
    game = rig("--difficulty", "experte", "--seed", "3")
    play = game.ctx.stack.top
    game.inputs.click(game.cell_pos(3, 3))
    game.passes(1)
    game.visible = False
    assert game.run_for(10.0) == 0
    assert play.session.hud_seconds >= 10  # the clock ran on meanwhile
    game.visible = True
    assert game.passes(1) == 1


def test_a_message_is_cleared_when_it_expires(rig):
    game = rig("--difficulty", "normal", "--seed", "3")
    play = game.ctx.stack.top
    game.run_for(30.0)
    game.inputs.key(pygame.K_m)  # sound on/off: a message for MESSAGE_SECONDS
    assert game.passes(1) == 1
    message = play.ui.message
    assert message.startswith("Sound")  # its whole time, though the loop slept 30 s before
    assert game.run_for(MESSAGE_SECONDS - 0.1) == 0 and play.ui.message == message
    assert game.run_for(0.2) == 1 and play.ui.message == ""


class Animation(Scene):
    """Moves for `moving` seconds of updates, then rests."""

    def __init__(self, moving: float) -> None:
        self.left = moving
        self.steps: list[float] = []
        self.draws = 0

    def update(self, dt: float) -> None:
        self.steps.append(dt)
        self.left -= dt

    def next_frame(self) -> float:
        return MOVING if self.left > 1e-9 else IDLE

    def draw(self, surface: pygame.Surface) -> None:
        self.draws += 1


def animation_loop(scene: Scene, wait_input=None) -> tuple[Loop, FakeTime]:
    stack = SceneStack()
    stack.push(scene)
    time = FakeTime()
    surface = pygame.Surface((4, 4))
    loop = Loop(
        stack,
        surface=lambda: surface,
        present=lambda: None,
        clock=time,
        now=time,
        events=list,
        shown=lambda: True,
        wait_input=wait_input,
    )
    return loop, time


def test_an_animation_gets_every_fixed_step_then_the_loop_rests():
    scene = Animation(moving=1.0)
    loop, time = animation_loop(scene)
    loop.run(max_frames=61)  # one second at 60 frames a second (the first pass at 0 s)
    assert scene.steps == [STEP] * round(1.0 / STEP)
    assert scene.draws == 61 and time.now == pytest.approx(61 / 60)
    loop.run(max_frames=600)  # ten more seconds: resting
    assert len(scene.steps) == round(1.0 / STEP) and scene.draws == 61


def test_with_a_waiter_the_loop_sleeps_until_input_not_once_a_frame():
    waits: list[float] = []
    scene = Animation(moving=0.0)
    loop, time = animation_loop(scene, wait_input=waits.append)
    loop.run(max_frames=5)
    assert waits and all(0 < w <= 0.5 for w in waits)  # long sleeps, woken by input
    assert time.sleeps == []  # never the once-a-frame poll


def test_the_next_frame_of_a_stack_is_its_soonest_visible_scene():
    stack = SceneStack()
    assert stack.next_frame() == math.inf

    class Soon(Scene):
        def next_frame(self) -> float:
            return 0.3

    class Overlay(Scene):
        overlay = True

        def next_frame(self) -> float:
            return IDLE

    stack.push(Soon())
    stack.push(Overlay())
    assert stack.next_frame() == 0.3
