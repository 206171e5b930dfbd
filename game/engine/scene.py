"""Scenes and the pushdown stack that runs them (Nystrom, "State")."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator

import pygame

MOVING = 0.0
"""`next_frame()`: something moves, so every fixed step and every frame are needed."""
IDLE = math.inf
"""`next_frame()`: the picture changes only with input (or the stack, or the window)."""
WORKER_POLL = 0.1
"""`next_frame()` while a background worker may hand over a result: look ten times a second."""


class Scene:
    """One screen of the game. The stack calls the hooks; subclasses override what they need.

    An overlay (`overlay = True`) draws over the scene below it and takes the input.
    `draw()` reads state and never changes it; `update()` never draws.
    """

    overlay = False

    def enter(self) -> None:
        """Called when the scene is pushed or replaces another."""

    def exit(self) -> None:
        """Called when the scene is popped or replaced."""

    def pause(self) -> None:
        """Called when another scene is pushed on top of this one."""

    def resume(self) -> None:
        """Called when the scene above this one is popped."""

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance time by dt seconds: one fixed step while the scene moves, or the
        whole time the loop slept (see `next_frame`)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene onto the surface."""

    def next_frame(self) -> float:
        """Seconds from now until this scene next needs an update and a frame, if no input
        comes: MOVING (0) while something moves (the default: always safe), IDLE (inf) when
        only input changes the picture, or the time to the next change (the clock's next
        second, a message's expiry, a look at a worker). The loop sleeps until then, and
        the update that follows covers the whole time slept."""
        return MOVING


class SceneStack:
    """A pushdown automaton of scenes: the top one takes input and time."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self.on_change: list[Callable[[], None]] = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self) -> Iterator[Scene]:
        return iter(self._scenes)

    @property
    def top(self) -> Scene | None:
        """The active scene, or None when the stack is empty."""
        return self._scenes[-1] if self._scenes else None

    def push(self, scene: Scene) -> None:
        """Put a scene on top; the one below is paused."""
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        scene.enter()
        self._changed()

    def pop(self) -> Scene:
        """Remove the top scene; the one below resumes."""
        scene = self._scenes.pop()
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        self._changed()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another (the one below is not disturbed)."""
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()
        self._changed()

    def clear(self) -> None:
        """Pop every scene (each one exits)."""
        while self._scenes:
            self._scenes.pop().exit()
        self._changed()

    def find(self, kind: type) -> Scene | None:
        """The topmost scene of a class, if any (for overlays that act on their base)."""
        for scene in reversed(self._scenes):
            if isinstance(scene, kind):
                return scene
        return None

    def below(self, scene: Scene) -> Scene | None:
        """The scene directly under the given one."""
        index = self._scenes.index(scene)
        return self._scenes[index - 1] if index > 0 else None

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: the top and every scene under its overlays."""
        start = len(self._scenes) - 1
        while start > 0 and self._scenes[start].overlay:
            start -= 1
        return self._scenes[max(start, 0) :]

    def base(self) -> Scene | None:
        """The lowest visible scene (the one the overlays above it are drawn over)."""
        visible = self.visible()
        return visible[0] if visible else None

    def handle(self, event: pygame.event.Event) -> None:
        """Give an event to the top scene."""
        if self._scenes:
            self._scenes[-1].handle(event)

    def update(self, dt: float) -> None:
        """Advance the top scene by one step."""
        if self._scenes:
            self._scenes[-1].update(dt)

    def next_frame(self) -> float:
        """Seconds until a visible scene next needs a frame (the soonest of them)."""
        return min((scene.next_frame() for scene in self.visible()), default=IDLE)

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the visible scenes, bottom first."""
        for scene in self.visible():
            scene.draw(surface)

    def _changed(self) -> None:
        for callback in self.on_change:
            callback()
