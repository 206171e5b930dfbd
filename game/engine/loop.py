"""The game loop: a fixed timestep while something moves, asleep otherwise.

While a scene says something moves (`Scene.next_frame()` is 0: a pressed cell, the
auto-player, a replay playing) the loop runs Fiedler's fixed timestep ("Fix Your
Timestep!"): real time into an accumulator, `update(step)` per whole step, one draw per
frame, `Clock.tick(fps)` to cap the rate. When nothing moves it sleeps until an input
arrives, the stack or the window changes, or the moment a scene asked for comes (the
clock's next second, a message's expiry, a look at a worker). With `wait_input` (on X11:
`select()` on the X connection, see wake.py) it really sleeps until then; without it, it
looks for input once a frame (pygame-ce's `event.wait(timeout)` would wake about 940
times a second). On waking, the top scene first gets one `update` covering the time slept,
then the input, then the picture is drawn once. Nothing is drawn while the window is
hidden or minimised. The game's time comes from its own clock, never from the sleep.

`run()` is the player's loop. `frame()` is one whole frame whatever the scenes say (tests
and benchmarks that change state directly use it).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import Protocol

import pygame

from game.engine.scene import SceneStack

STEP = 1 / 120
MAX_FRAME = 0.25
HIDDEN_POLL = 0.1  # seconds between looks at the event queue while the window is hidden
LONGEST_SLEEP = 0.5  # a waiter wakes at least this often (signals, anything unforeseen)


class FrameClock(Protocol):
    """Anything with pygame.time.Clock's `tick(fps)`: it waits out the rest of a frame
    (1/fps seconds since the previous tick). The loop sleeps only through it."""

    def tick(self, framerate: float = 0) -> int: ...


def window_shown() -> bool:
    """Whether the window can be seen (False when hidden, unmapped or minimised)."""
    return pygame.display.get_surface() is None or pygame.display.get_active()


class Loop:
    """Runs a scene stack: events, updates, and a draw only when the picture changed.

    Real time comes from `now` (perf_counter by default); while moving a long frame is
    clamped to `max_frame` and `update(step)` runs once per whole step in the accumulator.
    `frames` counts passes (each handles the input that arrived), `draws` the frames
    actually drawn. Tests inject `now`, `clock`, `events`, `shown` and a frame limit to
    drive it deterministically.
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
        shown: Callable[[], bool] = window_shown,
        wait_input: Callable[[float], None] | None = None,
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
        self.shown = shown
        self.wait_input = wait_input
        self.running = False
        self.accumulator = 0.0
        self.frames = 0
        self.draws = 0
        self.updates = 0
        self.moving = True
        self.on_frame: list[Callable[[], None]] = []
        self._last: float | None = None
        self._due = -math.inf
        self._dirty = True
        self._was_shown = True
        self._restarted = False
        stack.on_change.append(self._stack_changed)

    def stop(self) -> None:
        """Leave the loop after the current frame."""
        self.running = False

    def invalidate(self) -> None:
        """Something outside the scenes changed the picture (the stack, the window): draw
        the next frame."""
        self._dirty = True

    def _stack_changed(self) -> None:
        """A scene came or went: draw, and the time slept before is not the new top's."""
        self._dirty = True
        self._restarted = True

    def run(self, max_frames: int | None = None) -> None:
        """Run until stopped, the stack empties, or `max_frames` passes have run (each pass
        handles the input that arrived; it draws only when the picture changed)."""
        self.running = True
        if self._last is None:
            self._last = self.now()
        passes = 0
        while self.running and len(self.stack) and (max_frames is None or passes < max_frames):
            self.run_pass()
            passes += 1

    def frame(self) -> None:
        """One whole frame whatever the scenes say: input, the fixed steps due, a draw.
        (Tests and benchmarks drive the game with it, after changing state directly.)"""
        self.moving = True
        self.run_pass(force=True)

    def run_pass(self, force: bool = False) -> None:
        """One pass: catch up after a sleep, dispatch input, run the fixed steps while
        moving, draw if anything changed, then wait."""
        events = self.events()
        current = self.now()
        if self._last is None:
            self._last = current
        shown = self.shown()
        if shown and not self._was_shown:
            self._dirty = True
        self._was_shown = shown
        # Asleep until now: one update covers the time slept, before the input is handled
        # (so a message the input shows gets its whole time). Nothing moved meanwhile.
        woken = not self.moving and (bool(events) or self._dirty or current >= self._due)
        if woken:
            self._catch_up(current)
        for event in events:
            if event.type == pygame.QUIT:
                self.running = False
                return
            self.stack.handle(event)
        if self.moving:
            self._fixed_steps(current)
        elif events:
            self.stack.update(0.0)  # let the scene react to the input (start a worker ...)
        changed = self.moving or woken
        target = self.surface() if force or (shown and changed) else None
        if target is not None and len(self.stack):
            self.stack.draw(target)
            self.present()
            self.draws += 1
            self._dirty = False
        self.frames += 1
        for callback in self.on_frame:
            callback()
        self._wait(current, shown, changed)

    def _fixed_steps(self, current: float) -> None:
        """Real time (clamped) into the accumulator; one update per whole step."""
        last = current if self._last is None else self._last
        elapsed = min(max(current - last, 0.0), self.max_frame)
        self._last = current
        self._restarted = False
        self.accumulator += elapsed
        while self.accumulator >= self.step:
            self.stack.update(self.step)
            self.accumulator -= self.step
            self.updates += 1

    def _catch_up(self, current: float) -> None:
        """One update for the time since the last one (none of it if the top scene is new)."""
        last = current if self._last is None or self._restarted else self._last
        self._restarted = False
        self.stack.update(max(current - last, 0.0))
        self.updates += 1
        self._last = current
        self.accumulator = 0.0

    def _wait(self, current: float, shown: bool, updated: bool) -> None:
        """After an update ask the scenes when they next need a frame (nothing else changes
        them); then sleep until the next pass."""
        if not updated and not self.moving:
            self._sleep(1 / self.fps if shown else HIDDEN_POLL)
            return
        wait = self.stack.next_frame() if len(self.stack) else math.inf
        moving = shown and wait <= 0
        if moving and not self.moving:
            self._last = current  # the fixed steps start now, not when the loop fell asleep
            self.accumulator = 0.0
        self.moving = moving
        if moving:
            self.clock.tick(self.fps)
            return
        poll = 1 / self.fps if shown else HIDDEN_POLL
        asked = self.now()  # the scenes answered now, after the drawing, not at `current`
        self._due = asked + max(wait, poll if not shown else 0.0)
        self._sleep(poll)

    def _sleep(self, poll: float) -> None:
        """Sleep until input or the due moment with `wait_input`; without it, poll: wait
        one poll interval (or less when the due moment comes sooner)."""
        until = self._due - self.now()
        if self.wait_input is not None:
            self.wait_input(min(until, LONGEST_SLEEP))
            return
        self.clock.tick(1 / max(min(poll, until), 0.001))
