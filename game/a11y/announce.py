"""What the game says out loud: one `Announcer`, any number of sinks.

A scene says what happened ("opened 14 cells", a hint's answer, a refused move, the end of
the game) once, through `ctx.announcer.say(...)`; each sink passes it on its own way: the
screen reader's live region (game/a11y/access.py), the game's own voice when the player
asked for it (game/a11y/speech.py), a list in tests (`Recorder`). A sink that fails is
dropped after one logged line: saying something never stops the game.
"""

from __future__ import annotations

import logging
import threading
from typing import Protocol

log = logging.getLogger(__name__)


class Sink(Protocol):
    """Anything that can pass a sentence on (polite: after what is being said now)."""

    def say(self, text: str) -> None:
        """Pass one sentence on."""


class Recorder:
    """A sink that keeps what was said (tests, and the terminal's plain mode)."""

    def __init__(self) -> None:
        self.said: list[str] = []

    def say(self, text: str) -> None:
        """Keep the sentence."""
        self.said.append(text)


class Announcer:
    """Hands each sentence to every sink, in the order they were added.

    Sinks may be added from another thread (the game's voice joins once it is found).
    """

    def __init__(self) -> None:
        self.sinks: list[Sink] = []
        self._lock = threading.Lock()

    def add(self, sink: Sink) -> None:
        """Pass sentences to `sink` too (once, however often it is added)."""
        with self._lock:
            if not any(existing is sink for existing in self.sinks):
                self.sinks = [*self.sinks, sink]

    def remove(self, sink: Sink) -> None:
        """Stop passing sentences to `sink`."""
        with self._lock:
            self.sinks = [existing for existing in self.sinks if existing is not sink]

    def say(self, text: str) -> None:
        """Say one sentence (an empty one says nothing)."""
        text = " ".join(text.split())
        if not text:
            return
        for sink in self.sinks:  # replaced, never changed in place
            try:
                sink.say(text)
            except Exception as error:  # a sink is a device or a library: never fatal
                log.warning("announcements: %s failed (%s); it is no longer used", sink, error)
                self.remove(sink)
