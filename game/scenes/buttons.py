"""Swapped mouse buttons (Settings: "Swap left and right buttons", for left-handed players).

The swap happens where window events become what the player means: the play scene's mouse
relay hands the session the logical button, so the session, its log and the replay record a
left-handed player's "open" as a left click, as ms-toollib expects.
"""

from __future__ import annotations

import pygame

SWAPPED = {1: 3, 3: 1}
BUTTON_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def logical_event(event: pygame.event.Event, swapped: bool) -> pygame.event.Event:
    """The event with the button the player means: left and right exchanged when swapped."""
    if not swapped or event.type not in BUTTON_EVENTS or event.button not in SWAPPED:
        return event
    return pygame.event.Event(event.type, {**event.dict, "button": SWAPPED[event.button]})
