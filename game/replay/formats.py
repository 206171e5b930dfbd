"""The replay formats the game reads, by file name suffix: the one list of them.

The community's formats (.avf Minesweeper Arbiter, .rmv Viennasweeper, .evf Metasweeper
and ours, .mvf Minesweeper Clone) are read by ms-toollib in a child process; .json is our
own game log. How each is read (and written, where we can) is `read.CODECS`; storage uses
the suffixes only, to place and list files.

>>> ReplayFormat.of(Path("game.EVF")), ReplayFormat.EVF.suffix, ReplayFormat.JSON.community
(<ReplayFormat.EVF: 'evf'>, '.evf', False)
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path

from game.replay.errors import ReplayFileError
from game.storage.replays import REPLAY_SUFFIX


class ReplayFormat(StrEnum):
    """A replay file format, named by its file name suffix (without the dot)."""

    AVF = "avf"
    RMV = "rmv"
    EVF = "evf"
    MVF = "mvf"
    JSON = REPLAY_SUFFIX.removeprefix(".")  # our own: the suffix storage writes

    @property
    def suffix(self) -> str:
        """The file name suffix, with its dot: ".evf"."""
        return f".{self.value}"

    @property
    def community(self) -> bool:
        """Whether this is one of the community's formats (read by ms-toollib)."""
        return self is not ReplayFormat.JSON

    @classmethod
    def of(cls, path: Path) -> ReplayFormat:
        """The format a file name says; ReplayFileError for any other suffix."""
        suffix = path.suffix.lower().lstrip(".")
        try:
            return cls(suffix)
        except ValueError:
            shown = f".{suffix}" if suffix else "no suffix"
            *others, last = (f.suffix for f in cls)
            raise ReplayFileError(
                f"{path.name}: not a replay file ({shown}; expected {', '.join(others)} or {last})"
            ) from None


COMMUNITY_SUFFIXES = tuple(f.suffix for f in ReplayFormat if f.community)
"""The suffixes of the community's replay files (the Replays list shows them)."""
OWN_SUFFIX = ReplayFormat.JSON.suffix
"""The suffix of our own replays (the game log as JSON)."""
