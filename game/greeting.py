"""The greeting the title screen and the terminal game open with."""

from __future__ import annotations


def greeting(hour: int) -> str:
    """A greeting for the local hour 0-23: morning, afternoon, evening or a late night."""
    if 5 <= hour < 12:
        return "Good morning!"
    if 12 <= hour < 18:
        return "Good afternoon!"
    if 18 <= hour < 23:
        return "Good evening!"
    return "Hello, night owl!"
