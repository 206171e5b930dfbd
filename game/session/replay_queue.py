"""Finished games' replays on their way to the replays folder: written at once, never lost.

A replay the disk refuses (full, read-only) waits here in memory with what is still to
write (our JSON document, the EVF beside it, or both); every later replay, `flush` (the
play scene calls it every few seconds) and the end of the program try again, oldest
first. A replay that can never be written (it breaks the replay rules) is dropped with
a one-line problem instead of being tried for ever. What still waits at quit goes to the
spare folder (`keep_aside`), and the next start brings it home (storage.spare_replays).
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

    def keep_aside(self, folder: Path) -> int:
        """At quit: write the replays still waiting to `folder` (the spare folder), whole
        replays only; how many went there (the rest stay waiting, and are lost)."""
        kept = 0
        for item in list(self.waiting):
            if item.path is not None:  # the document is at home: its EVF goes by its name
                if item.video is not None and _written_beside(item.video, folder, item.path):
                    self.waiting.remove(item)
                    kept += 1
                continue
            aside = WaitingReplay(item.document, item.video)
            problem, retry = _write(aside, folder)
            if problem is None and not retry:
                self.waiting.remove(item)
                kept += 1
            elif aside.path is not None and aside.document is None:
                aside.path.unlink(missing_ok=True)  # half a replay would come home alone
        return kept


def _write(item: WaitingReplay, folder: Path | None = None) -> tuple[str | None, bool]:
    """Write what `item` still needs (updating it as parts land) to the replays folder (or
    `folder`): a one-line problem or None, and whether to try again later (the disk
    refused) or not (written, or invalid)."""
    if item.document is not None:
        try:
            item.path = save_replay(item.document, folder)
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


def _written_beside(video: VideoFile, folder: Path, document: Path) -> bool:
    """Write `video` into `folder` under the name of its document (at home); whether it was."""
    try:
        video.write(folder / (document.stem + video.suffix))
    except (OSError, ValueError):
        return False
    return True


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 60 else text[:57] + "..."
