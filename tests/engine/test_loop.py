"""The fixed-timestep loop, driven by an injected clock."""

import pygame
import pytest

from game.engine.loop import Loop
from game.engine.scene import Scene, SceneStack


class FakeTime:
    """A clock the test advances by hand."""

    def __init__(self, steps):
        self.steps = list(steps)
        self.now = 0.0

    def __call__(self):
        if self.steps:
            self.now += self.steps.pop(0)
        return self.now


class NoCap:
    def tick(self, framerate=0):
        return 0


class Counting(Scene):
    def __init__(self):
        self.updates = []
        self.draws = 0

    def update(self, dt):
        self.updates.append(dt)

    def draw(self, surface):
        self.draws += 1


def make_loop(deltas, step=0.01, max_frame=0.25):
    stack = SceneStack()
    scene = Counting()
    stack.push(scene)
    surface = pygame.Surface((4, 4))
    loop = Loop(
        stack,
        surface=lambda: surface,
        present=lambda: None,
        clock=NoCap(),
        now=FakeTime([0.0, *deltas]),
        step=step,
        max_frame=max_frame,
        events=list,
    )
    return loop, scene


def test_updates_follow_real_time_in_fixed_steps():
    step = 1 / 64
    loop, scene = make_loop([5 / 128] * 3, step=step)
    loop.run(max_frames=3)
    assert scene.draws == 3
    assert len(scene.updates) == 7  # 15/128 s in steps of 2/128 s, the remainder carried over
    assert all(dt == step for dt in scene.updates)
    assert loop.accumulator == pytest.approx(1 / 128)


def test_a_long_frame_is_clamped():
    loop, scene = make_loop([3.0], step=1 / 64, max_frame=0.25)
    loop.run(max_frames=1)
    assert len(scene.updates) == 16


def test_one_draw_per_frame_even_without_updates():
    loop, scene = make_loop([0.001, 0.001], step=0.01)
    loop.run(max_frames=2)
    assert scene.draws == 2 and scene.updates == []


def test_quit_event_stops_the_loop():
    loop, scene = make_loop([0.01] * 5)
    loop.events = lambda: [pygame.event.Event(pygame.QUIT)]
    loop.run(max_frames=5)
    assert loop.frames == 0 and not loop.running


def test_the_loop_ends_when_the_stack_is_empty():
    loop, scene = make_loop([0.01] * 5)
    loop.stack.pop()
    loop.run(max_frames=5)
    assert loop.frames == 0
