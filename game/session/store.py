"""Where a session keeps what the player owns: records, the unfinished game, replays.

`GameStore` is the session's whole view of storage, so tests can hand it a store in
memory; `UserDataStore` is the real one (the user data folder). Every method returns a
one-line problem (or None): storage failures are values, never exceptions.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from game.replay.errors import ReplayFileError
from game.replay.export import EVF_SUFFIX, save_evf
from game.replay.video import Video
from game.session.records import RecordKeeper
from game.storage import (
    GameRecord,
    ReplayError,
    clear_saved_game,
    save_game,
    save_replay,
)
from game.storage.stats import Category


class GameStore(Protocol):
    """What a session needs from storage."""

    def keep_record(self, record: GameRecord) -> str | None:
        """Write a finished game's record at once (or keep it to write later)."""

    def is_new_best(self, record: GameRecord) -> bool:
        """Would this win beat every stored one of its kind? Asked before keep_record."""

    def save_unfinished(self, document: dict[str, Any]) -> str | None:
        """Replace the saved unfinished game."""

    def clear_unfinished(self) -> str | None:
        """Forget the saved unfinished game (it ended)."""

    def save_replay(
        self, document: dict[str, Any], video: Video | None
    ) -> tuple[Path | None, str | None]:
        """Write a finished game's replay (our document, and EVF when `video` is given);
        the EVF path (or the document's), and a problem or None."""


class UserDataStore:
    """The real store: the statistics database through a RecordKeeper, and the user folder."""

    def __init__(self, keeper: RecordKeeper) -> None:
        self.keeper = keeper

    def keep_record(self, record: GameRecord) -> str | None:
        """Write now; a refused write waits in the keeper."""
        return self.keeper.keep(record)

    def is_new_best(self, record: GameRecord) -> bool:
        """Compare with the stored best of the same board and category (first-click rule,
        no-guess or not)."""
        custom = record.difficulty == "custom"
        return self.keeper.stats.is_new_best(
            record.difficulty,
            record.seconds,
            record.rows if custom else None,
            record.cols if custom else None,
            record.mines if custom else None,
            category=Category(record.first_click, record.no_guess),
        )

    def save_unfinished(self, document: dict[str, Any]) -> str | None:
        """Atomic replace of savegame.json."""
        try:
            save_game(document)
        except (OSError, ValueError, TypeError) as error:
            return f"Game could not be saved: {_reason(error)}"
        return None

    def clear_unfinished(self) -> str | None:
        """Remove savegame.json."""
        try:
            clear_saved_game()
        except OSError as error:
            return f"Saved game could not be removed: {_reason(error)}"
        return None

    def save_replay(
        self, document: dict[str, Any], video: Video | None
    ) -> tuple[Path | None, str | None]:
        """A new JSON file in replays/ (the whole input log, undo included) and, beside
        it, the same game as EVF for the community's tools."""
        try:
            path = save_replay(document)
        except (OSError, ReplayError) as error:
            return None, f"Replay not saved: {_reason(error)}"
        if video is None:
            return path, None
        try:
            return save_evf(video, path.with_suffix(EVF_SUFFIX)), None
        except ReplayFileError as error:
            return path, f"EVF replay not saved: {_reason(error)}"


class MemoryStore:
    """A store that keeps everything in lists (tests, the replay viewer, analysis)."""

    def __init__(self) -> None:
        self.records: list[GameRecord] = []
        self.unfinished: dict[str, Any] | None = None
        self.replays: list[dict[str, Any]] = []
        self.videos: list[Video] = []

    def keep_record(self, record: GameRecord) -> str | None:
        """Append."""
        self.records.append(record)
        return None

    def is_new_best(self, record: GameRecord) -> bool:
        """Faster than every kept win of the same kind."""
        same = [
            r.seconds
            for r in self.records
            if r.won and not r.assisted and r.difficulty == record.difficulty
        ]
        return not same or record.seconds < min(same)

    def save_unfinished(self, document: dict[str, Any]) -> str | None:
        """Keep the latest."""
        self.unfinished = document
        return None

    def clear_unfinished(self) -> str | None:
        """Drop it."""
        self.unfinished = None
        return None

    def save_replay(
        self, document: dict[str, Any], video: Video | None
    ) -> tuple[Path | None, str | None]:
        """Append."""
        self.replays.append(document)
        if video is not None:
            self.videos.append(video)
        return None, None


def _reason(error: BaseException) -> str:
    text = getattr(error, "strerror", None) or " ".join(str(error).split()) or type(error).__name__
    return text if len(text) <= 60 else text[:57] + "..."
