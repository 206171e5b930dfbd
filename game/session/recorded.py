"""What a finished game's video is made from: a `GameSession`, named by its parts only.

The session hands itself to its store when a game ends; the store's video maker (the
front end gives it `game.replay.recording.evf_video`) reads these parts. So the session
knows no file format and imports nothing of `game.replay.recording`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.model import Board
from game.replay.category import Category
from game.replay.video import Video
from game.session.inputs import Input
from game.session.metrics import Metrics
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


VideoMaker = Callable[[RecordedGame], Video | None]
"""Makes the community video (EVF) of a finished game, or None where EVF cannot hold it."""
