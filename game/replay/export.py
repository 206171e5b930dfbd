"""Converting any supported replay to an EVF file (with its sidecar when one is needed)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from game.replay.errors import ReplayFileError
from game.replay.evf import encode_evf
from game.replay.read import read_replay
from game.replay.sidecar import write_sidecar
from game.replay.video import Video
from game.storage.atomic import write_atomic
from game.storage.paths import replays_dir, timestamp, unique_path

EVF_SUFFIX = ".evf"


def save_evf(video: Video, path: Path | str) -> Path:
    """Write `video` as EVF to `path` atomically (and its sidecar); returns the path.

    ReplayFileError (nothing written) when the game does not fit EVF or the file
    cannot be written.
    """
    path = Path(path)
    data = encode_evf(video)
    try:
        write_atomic(path, data)
        write_sidecar(path, video.flags)
    except OSError as error:
        raise ReplayFileError(
            f"{path.name}: cannot be written ({error.strerror or error})"
        ) from None
    return path


def save_new_evf(video: Video) -> Path:
    """Write `video` to a new `<user data>/replays/replay-YYYYmmdd-HHMMSS.evf`; its path."""
    return save_evf(video, unique_path(replays_dir(), f"replay-{timestamp()}", EVF_SUFFIX))


def export_evf(source: Path | str, target: Path | str) -> Path:
    """Read any supported replay and write it as EVF (marked as transcoded) to `target`."""
    target = Path(target)
    if target.suffix.lower() != EVF_SUFFIX:
        raise ReplayFileError(f"{target.name}: the output file name must end in .evf")
    loaded = read_replay(source)
    video = loaded.video
    return save_evf(replace(video, flags=replace(video.flags, transcoded=True)), target)
