"""What a finished game's video is made from, and what the store does with it.

The session hands itself to its store when a game ends; the store's video maker (the
front end gives it `game.replay.recording.evf_video`) reads the game's parts
(`RecordedGame`) and makes a `VideoFile`, which the replay queue writes beside the game's
replay. So the session knows no video format and imports nothing of `game.replay`, which
stands on the session (it plays files through it and makes videos of it).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from game.model import Board
from game.model.figures import Metrics
from game.session.fairness import Category
from game.session.inputs import Input
from game.session.setup import GameSetup


class RecordedGame(Protocol):
    """The parts of a game a video is made from."""

    @property
    def board(self) -> Board: ...
    @property
    def setup(self) -> GameSetup: ...
    @property
    def log(self) -> list[Input]: ...
    @property
    def assisted(self) -> bool: ...
    @property
    def undo_used(self) -> bool: ...
    @property
    def elapsed_ms(self) -> int: ...
    def metrics(self) -> Metrics: ...
    def category(self) -> Category: ...
    def counts_for_records(self) -> bool: ...


class VideoFile(Protocol):
    """A finished game's video in a community file format (EVF), ready to write."""

    @property
    def suffix(self) -> str:
        """The file name's suffix (".evf")."""

    def write(self, path: Path) -> Path:
        """Write it to `path` atomically; the path. ValueError when the format cannot hold
        the game (never: the queue drops it), OSError when it cannot be written now."""


VideoMaker = Callable[[RecordedGame], VideoFile | None]
"""Makes the community video (EVF) of a finished game, or None where EVF cannot hold it."""
