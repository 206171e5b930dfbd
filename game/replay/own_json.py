"""Our own JSON replay (either version) played through a session: the game it records and,
where EVF can hold it, its video.

Both readers of a replay file use this: `read.read_replay` (which needs the video to hand
ms-toollib) and `own.read_replay_file` (which reports the session's own figures). The
file is read by storage's one guarded reader (`load_replay`); every failure is one
`ReplayFileError` line naming the file.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game.model import Status
from game.replay.errors import ReplayFileError
from game.replay.evf import MAX_SIDE
from game.replay.recording import game_video
from game.replay.video import Video
from game.session.fairness import Category
from game.session.inputs import Input
from game.session.player import play_inputs
from game.session.session import GameSession
from game.session.setup import GameSetup
from game.storage.gamelog import GameLog, GameLogError, replay_log
from game.storage.replays import ReplayError, load_replay


@dataclass(frozen=True)
class OwnGame:
    """One of our replays played to its end: the session, its video (None when EVF cannot
    hold the game: undo used, or a side over 255 cells) and the game's category."""

    session: GameSession
    video: Video | None
    category: Category

    @property
    def opened(self) -> bool:
        """Whether the game opened a cell (a replay of flags alone shows nothing)."""
        return self.session.status is not Status.READY


def play_log(log: GameLog) -> GameSession:
    """One of our own game documents played through a session to its end."""
    setup = GameSetup.from_log(log, chord_on_number=False)
    session = play_inputs(setup, [Input.from_row(list(row)) for row in log.inputs])
    session.assisted = session.assisted or log.assisted
    return session


def read_own_json(path: Path) -> OwnGame:
    """The game recorded in our replay file `path`; ReplayFileError (one line) if none."""
    return own_game(load_own(path), path.name)


def load_own(path: Path) -> dict[str, Any]:
    """Our replay document in `path`, read and checked by storage; ReplayFileError if not."""
    try:
        return load_replay(path)
    except ReplayError as error:
        text = str(error)
        message = text if text.startswith(path.name) else f"{path.name}: {text}"
        raise ReplayFileError(message) from None


def own_log(document: dict[str, Any], name: str) -> GameLog:
    """The game log of a checked replay document of file `name`, with a first click."""
    try:
        log = replay_log(document)
    except (GameLogError, TypeError, ValueError, KeyError) as error:
        raise ReplayFileError(f"{name}: not a replay this game can show ({error})") from None
    if log.layout is None:
        raise ReplayFileError(f"{name}: the replay opens no cell: nothing to watch")
    return log


def own_game(document: dict[str, Any], name: str) -> OwnGame:
    """The game recorded in a checked replay document of file `name`."""
    log = own_log(document, name)
    try:
        session = play_log(log)
    except (ValueError, IndexError) as error:
        raise ReplayFileError(f"{name}: the moves do not fit the board ({error})") from None
    old_board = document.get("board")
    if isinstance(old_board, dict) and old_board.get("undo_used"):
        session.assisted = True  # a version 1 replay keeps only its effective moves
    meta = document.get("meta")
    category = session.category()
    if isinstance(meta, dict) and meta.get("category") in {c.value for c in Category}:
        category = Category(meta["category"])
    board = session.board
    fits = max(board.rows, board.cols) <= MAX_SIDE
    video = None
    if board.laid and session.status is not Status.READY and not session.undo_used and fits:
        video = game_video(session)
        video = replace(video, flags=replace(video.flags, category=category))
    return OwnGame(session, video, category)
