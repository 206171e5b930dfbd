"""Where a session keeps what the player owns: records, the unfinished game, replays.

`GameStore` is the session's whole view of storage, so tests can hand it a store in
memory; `UserDataStore` is the real one (the user data folder). Every method returns a
one-line problem (or None): storage failures are values, never exceptions.

The end of a game (`finish_game`) writes in an order where a crash or kill between any
two writes loses nothing and counts nothing twice (see `storage/writepoints.py`):

1. the record's journal file (`pending/<game id>.json`): from here the game is recorded;
2. the game's saved unfinished copy removed (after 4 instead when there is no journal);
3. the replay (a name claimed atomically), then its EVF copy;
4. the record, naming the replay, in the database (one record per game id);
5. the journal file removed.

The next start repairs whatever a crash left: it adopts the journal (finding the
replay of a crash between 3 and 4), removes a saved game whose game is journalled or
recorded, and the temporary files of dead copies.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Any, Protocol

from game.i18n.note import N_, Note
from game.model import CUSTOM
from game.session.recorded import RecordedGame, VideoFile, VideoMaker
from game.session.records import RecordKeeper
from game.session.replay_queue import ReplayQueue
from game.storage import GameRecord, clear_saved_game, save_game
from game.storage.gamelog import InputRow
from game.storage.owner import owns_unfinished
from game.storage.replays import REPLAY_SUFFIX
from game.storage.savegame import append_saved_game, clear_saved_game_of
from game.storage.savejournal import journal_header
from game.storage.stats import Category


class GameStore(Protocol):
    """What a session needs from storage."""

    @property
    def keeps_unfinished(self) -> bool:
        """False where no unfinished game is kept (a replay being watched): the session then
        skips building the document after every move."""

    def keep_record(self, record: GameRecord) -> str | None:
        """Write a finished game's record at once (or keep it to write later)."""

    def is_new_best(self, record: GameRecord) -> bool:
        """Would this win beat every stored one of its kind? Asked before keep_record."""

    def save_unfinished(self, document: dict[str, Any]) -> str | None:
        """Replace the saved unfinished game (written whole)."""

    def append_unfinished(self, rows: list[InputRow], changes: dict[str, Any]) -> str | None:
        """Add the inputs since the last save (and the fields that changed) to the saved
        unfinished game, at a cost that does not grow with the game; a problem when it
        cannot (nothing saved whole to add to): the session then saves the game whole."""

    def clear_unfinished(self) -> str | None:
        """Forget the saved unfinished game (it ended)."""

    def save_replay(
        self, document: dict[str, Any], video: VideoFile | None
    ) -> tuple[Path | None, str | None]:
        """Write a finished game's replay (our document, and EVF when `video` is given);
        the EVF path (or the document's), and a problem or None."""

    def finish_game(
        self, record: GameRecord, document: dict[str, Any], game: RecordedGame
    ) -> tuple[GameRecord, str | None, list[str]]:
        """Everything a finished game leaves, in crash-safe order: the record as stored
        (naming its replay, and its EVF video where the store makes one), the statistics
        problem (or None) and other problems."""


def finish_in_order(
    store: GameStore, record: GameRecord, document: dict[str, Any], video: VideoFile | None
) -> tuple[GameRecord, str | None, list[str]]:
    """`finish_game` for a store without a journal: replay, record, saved game."""
    path, replay_problem = store.save_replay(document, video)
    if path is not None:
        record = replace(record, replay=path.with_suffix(REPLAY_SUFFIX).name)
    problem = store.keep_record(record)
    cleared = store.clear_unfinished()
    return record, problem, [extra for extra in (cleared, replay_problem) if extra]


class UserDataStore:
    """The real store: the statistics database through a RecordKeeper, replays through a
    ReplayQueue (share one per program, so what waits outlives a game), and the user folder.

    `video` makes each finished game's EVF copy (`game.replay.recording.evf_video`); it is
    required, so no front end can build a store that silently writes no EVF file."""

    def __init__(
        self,
        keeper: RecordKeeper,
        replays: ReplayQueue | None = None,
        keep_unfinished: bool = True,
        *,
        video: VideoMaker,
    ) -> None:
        self.keeper = keeper
        self.video = video
        self.replays = replays if replays is not None else ReplayQueue()
        self.keep_unfinished = keep_unfinished
        self._journal: dict[str, Any] | None = None  # the header of the saved game's journal

    @property
    def keeps_unfinished(self) -> bool:
        """Only the copy of the game that owns the data folder's unfinished game saves one,
        and not while a saved one waits to be resumed (`keep_unfinished` False)."""
        return self.keep_unfinished and owns_unfinished()

    def finish_game(
        self, record: GameRecord, document: dict[str, Any], game: RecordedGame
    ) -> tuple[GameRecord, str | None, list[str]]:
        """Journal, saved copy removed, replay, record, journal removed (module docstring)."""
        video = self.video(game)
        record = self.keeper.begin(record)
        problems = self.keeper.take_problems()
        journalled = self.keeper.journalled(record)
        # Once journalled the game is safe: its saved copy goes at once (a kill later on is
        # repaired from the journal); without a journal, only after the record is stored.
        cleared = self._clear_saved_copy(record.uid) if journalled else None
        path, replay_problem = self.replays.write(document, video)
        if path is not None:
            record = replace(record, replay=path.with_suffix(REPLAY_SUFFIX).name)
        problem = self.keeper.keep(record)
        problems += self.keeper.take_problems()
        if not journalled:
            cleared = self._clear_saved_copy(record.uid)
        problems += [extra for extra in (cleared, replay_problem) if extra]
        return record, problem, problems

    def _clear_saved_copy(self, game_id: str | None) -> str | None:
        """Remove the saved game when it is this game's (never another waiting game)."""
        if game_id is None or not self.keeps_unfinished:
            return None
        try:
            clear_saved_game_of(game_id)
        except OSError as error:
            return Note(N_("Saved game could not be removed: {detail}"), detail=_reason(error))
        return None

    def keep_record(self, record: GameRecord) -> str | None:
        """Write now; a refused write waits in the keeper."""
        return self.keeper.keep(record)

    def is_new_best(self, record: GameRecord) -> bool:
        """Compare with the stored best of the same board and category (first-click rule,
        no-guess or not); a challenge's game with that challenge's best."""
        if record.challenge is not None:
            best = self.keeper.stats.challenge_best(record.challenge)
            return best is None or record.seconds < best.seconds
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
        """Atomic replace of savegame.json (by the owning copy only)."""
        if not self.keeps_unfinished:
            return None
        self._journal = None
        try:
            save_game(document)
        except (OSError, ValueError, TypeError) as error:
            return Note(N_("Game could not be saved: {detail}"), detail=_reason(error))
        self._journal = journal_header(document)
        return None

    def append_unfinished(self, rows: list[InputRow], changes: dict[str, Any]) -> str | None:
        """One append to savegame.journal (by the owning copy only), after this store
        wrote the game whole."""
        if not self.keeps_unfinished:
            return None
        if self._journal is None:
            return Note(N_("Game could not be saved: {detail}"), detail="not written whole yet")
        try:
            append_saved_game(self._journal, rows, changes)
        except (OSError, ValueError, TypeError) as error:
            return Note(N_("Game could not be saved: {detail}"), detail=_reason(error))
        return None

    def clear_unfinished(self) -> str | None:
        """Remove savegame.json."""
        try:
            clear_saved_game()
        except OSError as error:
            return Note(N_("Saved game could not be removed: {detail}"), detail=_reason(error))
        return None

    def save_replay(
        self, document: dict[str, Any], video: VideoFile | None
    ) -> tuple[Path | None, str | None]:
        """A new JSON file in replays/ (the whole input log, undo included) and, beside
        it, the same game as EVF for the community's tools; a refused write waits."""
        return self.replays.write(document, video)


class MemoryStore:
    """A store that keeps everything in lists (tests, the replay viewer, analysis)."""

    def __init__(self, keeps_unfinished: bool = True, video: VideoMaker | None = None) -> None:
        self.keeps_unfinished = keeps_unfinished
        self.video = video  # None: no videos (the viewer, analysis, most tests)
        self.records: list[GameRecord] = []
        self.unfinished: dict[str, Any] | None = None
        self.replays: list[dict[str, Any]] = []
        self.videos: list[VideoFile] = []

    def keep_record(self, record: GameRecord) -> str | None:
        """Append."""
        self.records.append(record)
        return None

    def is_new_best(self, record: GameRecord) -> bool:
        """Faster than every kept win of the same kind (the same challenge, for one)."""
        same = [
            r.seconds
            for r in self.records
            if r.clean_win and (r.difficulty, r.challenge) == (record.difficulty, record.challenge)
        ]
        return not same or record.seconds < min(same)

    def save_unfinished(self, document: dict[str, Any]) -> str | None:
        """Keep the latest."""
        self.unfinished = document
        return None

    def append_unfinished(self, rows: list[InputRow], changes: dict[str, Any]) -> str | None:
        """A new document: the kept one with the rows and changes added."""
        if self.unfinished is None:
            return "no saved game to add to"
        self.unfinished = {
            **self.unfinished,
            **changes,
            "inputs": [*self.unfinished["inputs"], *rows],
        }
        return None

    def clear_unfinished(self) -> str | None:
        """Drop it."""
        self.unfinished = None
        return None

    def finish_game(
        self, record: GameRecord, document: dict[str, Any], game: RecordedGame
    ) -> tuple[GameRecord, str | None, list[str]]:
        """Replay, record, saved game, in memory."""
        video = None if self.video is None else self.video(game)
        return finish_in_order(self, record, document, video)

    def save_replay(
        self, document: dict[str, Any], video: VideoFile | None
    ) -> tuple[Path | None, str | None]:
        """Append."""
        self.replays.append(document)
        if video is not None:
            self.videos.append(video)
        return None, None


def _reason(error: BaseException) -> str:
    text = getattr(error, "strerror", None) or " ".join(str(error).split()) or type(error).__name__
    return text if len(text) <= 60 else text[:57] + "..."
