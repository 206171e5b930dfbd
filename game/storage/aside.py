"""Setting a damaged file aside: the one way every part of the game does it.

A file the game cannot use (damaged, of the wrong kind) is renamed `NAME.corrupt-TIMESTAMP`
beside where it was, together with its companions (a database's journal files), never
deleted, and the player is told in one line. A file that cannot be moved (a read-only
folder) stays where it is and would be met at every start: that is reported the first time
only (`notices.first_time`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from game.i18n.note import N_, Note
from game.storage.notices import first_time
from game.storage.paths import move_aside


@dataclass(frozen=True)
class Aside:
    """What `set_aside` did: the player's line, where the file went (None when it could not
    be moved), and whether the line is news (False: an earlier start said it already)."""

    note: str
    moved: Path | None
    news: bool = True

    @property
    def problem(self) -> str | None:
        """The line, when it has not been said at an earlier start."""
        return self.note if self.news else None

    @property
    def problems(self) -> list[str]:
        """The player's line as a list (empty when there is nothing new to say)."""
        return [] if self.problem is None else [self.problem]


def set_aside(
    path: Path, reason: str, companions: Sequence[str] = (), in_folder: bool = False
) -> Aside:
    """Move the damaged file `path` (and `path` + each suffix in `companions` that exists)
    aside because of `reason` ("is damaged (...)"); the line says the file (with its
    folder's name when `in_folder`: "coach/x.json"), the reason and where it went:
    `{file} {reason}; moved it to {aside}`."""
    name = f"{path.parent.name}/{path.name}" if in_folder else path.name
    try:
        for suffix in companions:
            companion = path.with_name(path.name + suffix)
            if companion.exists() or companion.is_symlink():
                move_aside(companion)
        moved = move_aside(path)
    except OSError as error:
        problem = Note(
            N_("{file} {reason}; it could not be moved aside ({detail})"),
            file=name,
            reason=reason,
            detail=error.strerror or str(error),
        )
        key = f"aside:{path.absolute()}:{reason}"
        return Aside(problem, None, first_time(key))
    note = Note(
        N_("{file} {reason}; moved it to {aside}"), file=name, reason=reason, aside=moved.name
    )
    return Aside(note, moved)
