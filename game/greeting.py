"""The greeting the title screen and the terminal game open with."""

from __future__ import annotations

from game.i18n import _


def greeting(hour: int) -> str:
    """A greeting for the local hour 0-23: morning, afternoon, evening or a late night."""
    if 5 <= hour < 12:
        return _("Good morning!")
    if 12 <= hour < 18:
        return _("Good afternoon!")
    if 18 <= hour < 23:
        return _("Good evening!")
    return _("Hello, night owl!")
