"""Problems the player cannot fix are reported once, not on every start.

A damaged file is moved aside, so it is reported once by nature. A file that
stays (a newer version's statistics database, an unreadable row kept as the
player's data, a file that could not be moved aside) would be reported again
at every start; `first_time` remembers what was already said in a small
`notices.json` in the data folder. Where even that file cannot be written,
the problem is reported again: saying it twice beats hiding it.
"""

from __future__ import annotations

import hashlib
import json
import logging
from pathlib import Path

from game.storage.atomic import write_atomic
from game.storage.paths import user_dir
from game.storage.userfile import UserFileError, read_json

log = logging.getLogger(__name__)

NOTICES_FILE = "notices.json"
MAX_NOTICES = 200
MAX_NOTICES_BYTES = 64 * 1024


def first_time(key: str, folder: Path | None = None) -> bool:
    """True the first time `key` is met in this data folder, across starts; False after."""
    path = (folder if folder is not None else user_dir()) / NOTICES_FILE
    digest = hashlib.sha256(key.encode("utf-8", "surrogatepass")).hexdigest()[:24]
    try:
        seen = read_json(path, MAX_NOTICES_BYTES, 2)
    except UserFileError:
        seen = []
    if not isinstance(seen, list) or not all(isinstance(item, str) for item in seen):
        seen = []
    if digest in seen:
        return False
    try:
        write_atomic(path, json.dumps([*seen, digest][-MAX_NOTICES:]) + "\n")
    except OSError as error:
        log.debug("cannot remember a notice (%s)", error)
    return True
