"""Finished games' replays on their way to the replays folder: written at once, never lost.

A replay the disk refuses (full, read-only) waits here in memory with what is still to
write (our JSON document, the EVF beside it, or both); every later replay, `flush` (the
play scene calls it every few seconds) and the end of the program try again, oldest
first. A replay that can never be written (it breaks the replay rules) is dropped with
a one-line problem instead of being tried for ever. Waiting replays live in memory only:
on a full disk there is nowhere else to keep them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.i18n.note import N_, Note, PluralNote
from game.session.recorded import VideoFile
from game.storage import ReplayError, save_replay
from game.storage.writepoints import WritePoint, passed


@dataclass
class WaitingReplay:
    """What is still to write of one replay: the document, the EVF video, or both."""

    document: dict[str, Any] | None
    video: VideoFile | None
    path: Path | None = None  # the document's once written; then the EVF's


class ReplayQueue:
    """The one way finished games' replays reach the replays folder."""

    def __init__(self) -> None:
        self.waiting: list[WaitingReplay] = []

    def write(
        self, document: dict[str, Any], video: VideoFile | None
    ) -> tuple[Path | None, str | None]:
        """Write a new replay (after any still waiting): the EVF path (or the document's),
        and a one-line problem or None when everything is written."""
        mine = WaitingReplay(document, video)
        self.waiting.append(mine)
        problem = self.flush()
        return mine.path, problem

    def flush(self) -> str | None:
        """Try again to write the replays still waiting; a one-line problem, or None."""
        dropped = None
        while self.waiting:
            problem, retry = _write(self.waiting[0])
            if retry:
                return PluralNote(
                    "{problem}: {n} replay kept and saved when possible",
                    "{problem}: {n} replays kept and saved when possible",
                    len(self.waiting),
                    problem=problem or "",
                )
            self.waiting.pop(0)
            dropped = problem or dropped
        return dropped


def _write(item: WaitingReplay) -> tuple[str | None, bool]:
    """Write what `item` still needs (updating it as parts land): a one-line problem or
    None, and whether to try again later (the disk refused) or not (written, or invalid)."""
    if item.document is not None:
        try:
            item.path = save_replay(item.document)
        except ReplayError as error:
            return Note(N_("Replay dropped ({detail})"), detail=_short(str(error))), False
        except OSError as error:
            detail = _short(error.strerror or str(error))
            return Note(N_("Replay not saved yet ({detail})"), detail=detail), True
        item.document = None
    if item.video is not None and item.path is not None:
        try:
            item.path = item.video.write(item.path.with_suffix(item.video.suffix))
        except ValueError as error:  # the format cannot hold this game: never written
            item.video = None
            return Note(N_("Replay dropped ({detail})"), detail=_short(str(error))), False
        except OSError as error:
            detail = _short(error.strerror or str(error))
            return Note(N_("EVF replay not saved yet ({detail})"), detail=detail), True
        passed(WritePoint.EVF)
        item.video = None
    return None, False


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 60 else text[:57] + "..."
