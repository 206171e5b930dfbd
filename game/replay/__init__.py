"""Replay files in the community's formats: a typed video, EVF writing, reading any file.

Knows nothing of pygame. ms-toollib reads foreign files only in a child process
(`child`), because it can abort the interpreter on a malformed file.
"""

from game.replay.errors import ReplayFileError
from game.replay.evf import SOFTWARE, encode_evf
from game.replay.export import save_evf
from game.replay.formats import ReplayFormat
from game.replay.info import CONTRACT_KEYS, ReplayInfo
from game.replay.own import export_evf
from game.replay.read import LoadedReplay, analyse_evf_bytes, read_replay
from game.replay.video import GameMode, MouseEvent, Video, VideoFlags

__all__ = [
    "CONTRACT_KEYS",
    "SOFTWARE",
    "GameMode",
    "LoadedReplay",
    "MouseEvent",
    "ReplayFileError",
    "ReplayFormat",
    "ReplayInfo",
    "Video",
    "VideoFlags",
    "analyse_evf_bytes",
    "encode_evf",
    "export_evf",
    "read_replay",
    "save_evf",
]
