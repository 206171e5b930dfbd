"""Reading any supported replay file: the community's formats and our own JSON replays.

.avf (Minesweeper Arbiter), .rmv (Viennasweeper), .evf (Metasweeper, and ours) and .mvf
(Minesweeper Clone) are read by ms-toollib in a child process (`child.run_worker`); the
events of an EVF v4 file are decoded here instead (`evf_events`: a few bytes per event,
where ms-toollib's Python objects take over 1 GiB for a 9 MB file);
.json is our own replay format (either version, played through a session: `own_json`).
`CODECS` holds each format's reader (and its writer where we write it);
`formats.ReplayFormat` is the one list of formats. The file is checked first: it must be a
regular file, not empty, and at most `MAX_FILE_BYTES`. Every failure is one
`ReplayFileError` with a one-line message.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from game.replay.child import run_worker
from game.replay.errors import ReplayFileError
from game.replay.evf import (
    EVF_VERSION,
    SETTING_NO_QUESTION_MARKS,
    SUMMARY_TRANSCODED,
    encode_evf,
)
from game.replay.evf_events import decode_evf_events
from game.replay.evf_header import read_evf_header
from game.replay.formats import ReplayFormat
from game.replay.info import ReplayInfo, info_from_analysis
from game.replay.own_json import read_own_json
from game.replay.sidecar import read_sidecar
from game.replay.video import (
    GameMode,
    MouseEvent,
    Video,
    VideoFlags,
    mines_from_numbers,
)
from game.session.inputs import Mouse

MAX_FILE_BYTES = 32 * 1024 * 1024
DECODE_EVENTS_OVER = 1024 * 1024
"""An EVF file larger than this has its events decoded here, not handed over by
ms-toollib (whose Python objects take over 1 GiB for 1.5 million events). Smaller files
keep ms-toollib's event times (relative to the game's start), which the coach relies on."""
EVF_SETTINGS_VERSION = 3
"""The first EVF version with the settings byte (question marks)."""


@dataclass(frozen=True)
class LoadedReplay:
    """A replay file read: its video, ms-toollib's figures and the format it came in."""

    video: Video
    info: ReplayInfo
    format: ReplayFormat


@dataclass(frozen=True)
class Codec:
    """One replay format: how a file of it is read, and encoded where we can write it."""

    format: ReplayFormat
    read: Callable[[Path, bytes, ReplayFormat], LoadedReplay]
    encode: Callable[[Video], bytes] | None = None


def read_replay(path: Path | str) -> LoadedReplay:
    """Read and analyse any supported replay file; ReplayFileError says why not."""
    path = Path(path)
    data = read_checked(path)
    fmt = ReplayFormat.of(path)
    return CODECS[fmt].read(path, data, fmt)


def _read_json(path: Path, data: bytes, fmt: ReplayFormat) -> LoadedReplay:
    """Our own JSON replay (either version): played through a session into a video, with
    ms-toollib's figures of its EVF."""
    game = read_own_json(path)
    if not game.opened:
        raise ReplayFileError(f"{path.name}: the replay opens no cell: nothing to convert")
    video = game.video
    if video is None:
        raise ReplayFileError(
            f"{path.name}: EVF cannot hold this game (undo, or a board over 255 cells)"
        )
    info = replace(analyse_evf_bytes(encode_evf(video), path.name), format=fmt.value)
    return LoadedReplay(video, info, fmt)


def _read_community(path: Path, data: bytes, fmt: ReplayFormat) -> LoadedReplay:
    """A file of the community's formats, read by ms-toollib in a child process."""
    big = fmt is ReplayFormat.EVF and len(data) > DECODE_EVENTS_OVER
    events = decode_evf_events(data) if big else None
    answer = run_worker(fmt, data, path.name, events=events is None)
    info = info_from_analysis(answer["info"], fmt.value)
    video = video_from_answer(answer, path.name)
    if events is not None:
        video = replace(video, events=events)
    if fmt is ReplayFormat.EVF:
        video = replace(video, flags=_evf_marks(video.flags, data, path))
    return LoadedReplay(video, info, fmt)


CODECS: dict[ReplayFormat, Codec] = {
    ReplayFormat.AVF: Codec(ReplayFormat.AVF, _read_community),
    ReplayFormat.RMV: Codec(ReplayFormat.RMV, _read_community),
    ReplayFormat.EVF: Codec(ReplayFormat.EVF, _read_community, encode_evf),
    ReplayFormat.MVF: Codec(ReplayFormat.MVF, _read_community),
    ReplayFormat.JSON: Codec(ReplayFormat.JSON, _read_json),
}
"""Every format of `ReplayFormat`, read (and for EVF written) by these functions."""


def _evf_marks(flags: VideoFlags, data: bytes, path: Path) -> VideoFlags:
    """The flags ms-toollib does not report: EVF v3/v4 header bits and our category (from
    the header's custom metric names), then the sidecar."""
    version = data[0]
    if version >= EVF_SETTINGS_VERSION:
        flags = replace(flags, question_marks=not data[2] & SETTING_NO_QUESTION_MARKS)
    if version >= EVF_VERSION:
        flags = replace(flags, transcoded=bool(data[1] & SUMMARY_TRANSCODED))
        header = read_evf_header(data)
        if header is not None and header.category is not None:
            flags = replace(flags, category=header.category, challenge=header.challenge)
    marks = read_sidecar(path)
    if marks is None:
        return flags
    return replace(flags, assisted=marks["assisted"], keyboard=marks["keyboard"])


def analyse_evf_bytes(data: bytes, name: str = "EVF data") -> ReplayInfo:
    """ms-toollib's figures for EVF bytes, read in a child process (for tests and checks)."""
    answer = run_worker(ReplayFormat.EVF, data, name)
    return info_from_analysis(answer["info"], ReplayFormat.EVF.value)


def read_checked(path: Path) -> bytes:
    """The bytes of a regular, non-empty file of at most MAX_FILE_BYTES; never blocks."""
    name = path.name or str(path)
    try:
        before = os.stat(path)
    except OSError as error:
        raise ReplayFileError(f"{name}: cannot be read ({error.strerror or error})") from None
    if stat.S_ISDIR(before.st_mode):
        raise ReplayFileError(f"{name}: is a folder, not a replay file")
    if not stat.S_ISREG(before.st_mode):
        raise ReplayFileError(f"{name}: not a regular file")
    _check_size(name, before.st_size)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise ReplayFileError(f"{name}: not a regular file")
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as error:
        raise ReplayFileError(f"{name}: cannot be read ({error.strerror or error})") from None
    _check_size(name, len(data))
    return data


def _check_size(name: str, size: int) -> None:
    if size == 0:
        raise ReplayFileError(f"{name}: empty file")
    if size > MAX_FILE_BYTES:
        raise ReplayFileError(f"{name}: too large for a replay (over {MAX_FILE_BYTES} bytes)")


def video_from_answer(answer: dict[str, Any], name: str) -> Video:
    """The video in the worker's answer (board, mouse events, header facts)."""
    info = answer["info"]
    try:
        events = tuple(
            MouseEvent(int(t), Mouse(kind), int(x), int(y)) for t, kind, x, y in answer["events"]
        )
        return Video(
            mines=mines_from_numbers(answer["board"]),
            events=events,
            time_ms=int(info["time_ms"]),
            cell_px=int(info["cell_px"]),
            flags=VideoFlags(won=bool(info["won"]), no_flags=int(info["flags_placed"]) == 0),
            mode=GameMode.from_number(int(info["mode"])),
            player=str(info["player"]),
            software=str(info["software"]),
            start_us=_int_or_zero(info["start_us"]),
            end_us=_int_or_zero(info["end_us"]),
            country=str(info["country"]),
            bbbv=int(info["bbbv"]),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise ReplayFileError(f"{name}: unexpected content ({error})") from None


def _int_or_zero(value: Any) -> int:
    try:
        return max(int(value), 0)
    except (TypeError, ValueError):
        return 0
