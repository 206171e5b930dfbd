"""What the replay viewer's keys and its menu bar ask of it: one table for each."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame

from game.i18n import N_
from game.ui.menu_bar import Entry

FASTER_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
SLOWER_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)


class Viewer(Protocol):
    """The viewer's commands."""

    def toggle_pause(self) -> None:
        """Play or pause."""

    def change_speed(self, step: int) -> None:
        """Faster or slower."""

    def step(self, delta: int) -> None:
        """One event forward or back."""

    def to_mistake(self, direction: int) -> None:
        """The next or previous mistake."""

    def restart(self) -> None:
        """From the start."""

    def to_end(self) -> None:
        """To the end."""

    def back(self) -> None:
        """Leave the viewer."""

    def scroll_coach(self, lines: int) -> None:
        """Scroll the coach's text."""

    def race(self) -> None:
        """Play the replay's board again, its player as the ghost."""


def viewer_menus(viewer: Viewer) -> list[tuple[str, list[Entry]]]:
    """The viewer's menu bar: every command with its key."""
    return [
        (
            N_("Replay"),
            [
                Entry(N_("Play / pause"), viewer.toggle_pause, N_("Space")),
                Entry(N_("Faster"), lambda: viewer.change_speed(1), "+"),
                Entry(N_("Slower"), lambda: viewer.change_speed(-1), "-"),
                Entry(N_("Next event"), lambda: viewer.step(1), N_("Right")),
                Entry(N_("Previous event"), lambda: viewer.step(-1), N_("Left")),
                Entry(N_("Next mistake"), lambda: viewer.to_mistake(1), N_("PageDown")),
                Entry(N_("Previous mistake"), lambda: viewer.to_mistake(-1), N_("PageUp")),
                Entry(N_("From the start"), viewer.restart, "R"),
                Entry(N_("Race this board"), viewer.race, "B"),
                Entry(),
                Entry(N_("Back"), viewer.back, N_("Esc")),
            ],
        ),
    ]


def viewer_key(viewer: Viewer, key: int) -> None:
    """Run the command a key asks for (others do nothing)."""
    commands: dict[int, Callable[[], None]] = {
        pygame.K_SPACE: viewer.toggle_pause,
        pygame.K_RIGHT: lambda: viewer.step(1),
        pygame.K_LEFT: lambda: viewer.step(-1),
        pygame.K_r: viewer.restart,
        pygame.K_HOME: viewer.restart,
        pygame.K_END: viewer.to_end,
        pygame.K_ESCAPE: viewer.back,
        pygame.K_PAGEDOWN: lambda: viewer.to_mistake(1),
        pygame.K_PAGEUP: lambda: viewer.to_mistake(-1),
        pygame.K_DOWN: lambda: viewer.scroll_coach(1),
        pygame.K_UP: lambda: viewer.scroll_coach(-1),
        pygame.K_b: viewer.race,
    }
    if key in FASTER_KEYS:
        viewer.change_speed(1)
    elif key in SLOWER_KEYS:
        viewer.change_speed(-1)
    elif key in commands:
        commands[key]()
