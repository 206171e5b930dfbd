"""Opening a replay file to watch or judge it: the community's files as a video (read by
ms-toollib in a child process), ours as the game log (either version of our JSON).

Front ends and tools call `open_replay` and hand what it returns to the session's
playback; none of them needs to know which format a file is in.
"""

from __future__ import annotations

from pathlib import Path

from game.replay.formats import OWN_SUFFIX
from game.replay.own_json import load_own, own_log
from game.replay.read import read_replay
from game.replay.video import Video
from game.storage.gamelog import GameLog


def open_replay(path: Path) -> Video | GameLog:
    """The replay in `path` ready to watch; ReplayFileError (one line naming the file)
    when it cannot be read or holds nothing to watch."""
    if path.suffix.lower() != OWN_SUFFIX:  # checked as a file first, then by its suffix
        return read_replay(path).video
    return own_log(load_own(path), path.name)
