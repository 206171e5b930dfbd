"""Where a session keeps what the player owns: records, the unfinished game, replays.

`GameStore` is the session's whole view of storage, so tests can hand it a store in
memory; `UserDataStore` is the real one (the user data folder). Every method returns a
one-line problem (or None): storage failures are values, never exceptions.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Protocol

from game.model import CUSTOM
from game.replay.video import Video
from game.session.records import RecordKeeper
from game.session.replay_queue import ReplayQueue
from game.storage import GameRecord, clear_saved_game, save_game
from game.storage.stats import Category


class GameStore(Protocol):
    """What a session needs from storage."""

    keeps_unfinished: bool
    """False where no unfinished game is kept (a replay being watched): the session then
    skips building the document after every move."""

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
    """The real store: the statistics database through a RecordKeeper, replays through a
    ReplayQueue (share one per program, so what waits outlives a game), and the user folder."""

    keeps_unfinished = True

    def __init__(self, keeper: RecordKeeper, replays: ReplayQueue | None = None) -> None:
        self.keeper = keeper
        self.replays = replays if replays is not None else ReplayQueue()

    def keep_record(self, record: GameRecord) -> str | None:
        """Write now; a refused write waits in the keeper."""
        return self.keeper.keep(record)

    def is_new_best(self, record: GameRecord) -> bool:
        """Compare with the stored best of the same board and category (first-click rule,
        no-guess or not)."""
        custom = record.difficulty == CUSTOM
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
        it, the same game as EVF for the community's tools; a refused write waits."""
        return self.replays.write(document, video)


class MemoryStore:
    """A store that keeps everything in lists (tests, the replay viewer, analysis)."""

    def __init__(self, keeps_unfinished: bool = True) -> None:
        self.keeps_unfinished = keeps_unfinished
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
