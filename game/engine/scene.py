"""Scenes and the pushdown stack that runs them (Nystrom, "State")."""

from __future__ import annotations

import pygame


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
        """Advance time by one fixed step of dt seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene onto the surface."""

    def logical_size(self) -> tuple[int, int] | None:
        """The window's logical size this scene wants, or None to keep the current one."""
        return None


class SceneStack:
    """A pushdown automaton of scenes: the top one takes input and time."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self.on_change: list = []

    def __len__(self) -> int:
        return len(self._scenes)

    def __iter__(self):
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
        """The lowest visible scene, whose logical size sets the window's."""
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

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the visible scenes, bottom first."""
        for scene in self.visible():
            scene.draw(surface)

    def _changed(self) -> None:
        for callback in self.on_change:
            callback()
