"""`NAME.evf.json`: what EVF has no field for (assisted play, keyboard play), beside the file.

EVF marks an assisted game only indirectly (it is then neither "fair" nor "official");
which assistance, and keyboard play, have no field, and ms-toollib 1.5.20 cannot read
EVF's custom metric events. So a small JSON file next to the replay says it:
`{"format": "minesweeper-evf-sidecar", "version": 1, "assisted": true, "keyboard": false}`.
It exists only when one of them is true; a missing or unreadable sidecar means neither.
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import Any

from game.replay.video import VideoFlags
from game.storage.atomic import write_atomic
from game.storage.userfile import UserFileError, read_json

SIDECAR_FORMAT = "minesweeper-evf-sidecar"
SIDECAR_VERSION = 1
MAX_SIDECAR_BYTES = 64 * 1024
MAX_SIDECAR_DEPTH = 4


def sidecar_path(evf_path: Path) -> Path:
    """Where the sidecar of `evf_path` lives: the same name with `.json` added
    (`storage.replays.SIDECAR_SUFFIX` for our `.evf` files; the replay list skips them)."""
    return evf_path.with_name(evf_path.name + ".json")


def sidecar_document(flags: VideoFlags) -> dict[str, Any] | None:
    """The sidecar's content for these flags, or None when there is nothing to say."""
    if not (flags.assisted or flags.keyboard):
        return None
    return {
        "format": SIDECAR_FORMAT,
        "version": SIDECAR_VERSION,
        "assisted": flags.assisted,
        "keyboard": flags.keyboard,
    }


def write_sidecar(evf_path: Path, flags: VideoFlags) -> Path | None:
    """Write (atomically) the sidecar `flags` call for; drop a stale one of ours otherwise."""
    path = sidecar_path(evf_path)
    document = sidecar_document(flags)
    if document is None:
        if read_sidecar(evf_path) is not None:
            with contextlib.suppress(OSError):
                path.unlink()
        return None
    write_atomic(path, json.dumps(document) + "\n")
    return path


def read_sidecar(evf_path: Path) -> dict[str, bool] | None:
    """`{"assisted": ..., "keyboard": ...}` from the sidecar of `evf_path`, None if absent.

    Read through the guarded reader; an unreadable or damaged sidecar means neither mark
    (it is never moved aside: it is only a hint beside the replay).
    """
    path = sidecar_path(evf_path)
    try:
        document = read_json(path, MAX_SIDECAR_BYTES, MAX_SIDECAR_DEPTH)
    except UserFileError:
        return None
    if not isinstance(document, dict) or document.get("format") != SIDECAR_FORMAT:
        return None
    return {key: document.get(key) is True for key in ("assisted", "keyboard")}
