"""Writing a video as an EVF file (with its sidecar when one is needed).

`own.export_evf` converts any replay file the game reads.
"""

from __future__ import annotations

from pathlib import Path

from game.replay.errors import ReplayFileError
from game.replay.evf import encode_evf
from game.replay.sidecar import write_sidecar
from game.replay.video import Video
from game.storage.atomic import write_atomic

EVF_SUFFIX = ".evf"


def write_evf(video: Video, path: Path | str) -> Path:
    """Write `video` as EVF to `path` atomically (and its sidecar); returns the path.

    ReplayFileError (a ValueError; nothing written) when the game does not fit EVF;
    OSError when the file cannot be written now."""
    path = Path(path)
    data = encode_evf(video)
    write_atomic(path, data)
    write_sidecar(path, video.flags)
    return path


def save_evf(video: Video, path: Path | str) -> Path:
    """`write_evf` for a command line: any failure is one ReplayFileError line."""
    try:
        return write_evf(video, path)
    except OSError as error:
        name = Path(path).name
        raise ReplayFileError(f"{name}: cannot be written ({error.strerror or error})") from None
