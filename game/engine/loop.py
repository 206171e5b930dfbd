"""The fixed-timestep game loop (Fiedler, "Fix Your Timestep!")."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Protocol

import pygame

from game.engine.scene import SceneStack

STEP = 1 / 120
MAX_FRAME = 0.25


class FrameClock(Protocol):
    """Anything with pygame.time.Clock's `tick(fps)` (only used to cap the frame rate)."""

    def tick(self, framerate: float = 0) -> int: ...


class Loop:
    """Runs a scene stack: events, fixed updates, one draw per frame.

    Real time comes from `now` (perf_counter by default), a long frame is clamped to
    `max_frame`, and `update(step)` runs once per whole step in the accumulator.
    Tests inject `now`, `clock` and a frame limit to drive it deterministically.
    """

    def __init__(
        self,
        stack: SceneStack,
        *,
        surface: Callable[[], pygame.Surface | None] = pygame.display.get_surface,
        present: Callable[[], None] = pygame.display.flip,
        clock: FrameClock | None = None,
        now: Callable[[], float] = time.perf_counter,
        fps: int = 60,
        step: float = STEP,
        max_frame: float = MAX_FRAME,
        events: Callable[[], list[pygame.event.Event]] = pygame.event.get,
    ) -> None:
        self.stack = stack
        self.surface = surface
        self.present = present
        self.clock = clock if clock is not None else pygame.time.Clock()
        self.now = now
        self.fps = fps
        self.step = step
        self.max_frame = max_frame
        self.events = events
        self.running = False
        self.accumulator = 0.0
        self.frames = 0
        self.updates = 0
        self.on_frame: list[Callable[[], None]] = []
        self._last: float | None = None

    def stop(self) -> None:
        """Leave the loop after the current frame."""
        self.running = False

    def run(self, max_frames: int | None = None) -> None:
        """Run until stopped, the stack empties, or `max_frames` frames have been drawn."""
        self.running = True
        self._last = self.now()
        drawn = 0
        while self.running and len(self.stack) and (max_frames is None or drawn < max_frames):
            self.frame()
            drawn += 1

    def frame(self) -> None:
        """One frame: dispatch events, run the due fixed updates, draw once, cap the rate."""
        for event in self.events():
            if event.type == pygame.QUIT:
                self.running = False
                return
            self.stack.handle(event)
        current = self.now()
        if self._last is None:
            self._last = current
        elapsed = min(max(current - self._last, 0.0), self.max_frame)
        self._last = current
        self.accumulator += elapsed
        while self.accumulator >= self.step:
            self.stack.update(self.step)
            self.accumulator -= self.step
            self.updates += 1
        target = self.surface()
        if target is not None and len(self.stack):
            self.stack.draw(target)
            self.present()
        self.frames += 1
        for callback in self.on_frame:
            callback()
        self.clock.tick(self.fps)
