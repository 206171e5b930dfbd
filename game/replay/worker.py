"""The child process that lets ms-toollib read one replay.

`python -P worker.py FORMAT [--no-events] < bytes`.

ms-toollib aborts the whole interpreter on some malformed files (a Rust panic,
SIGABRT, and a `crash.log` in the working directory), so it only ever runs here,
started by `game.replay.child` through the game's one harness (`game.children`) in a
temporary folder with its bounds. It runs as a plain script and imports nothing of ours
but the harness's `limit_self` (so it starts fast), and prints one JSON object:
`{"ok": true, "info": {...}, "board": [[...]], "events": [[ms, kind, x, y], ...]}`
or `{"ok": false, "error": "one line"}`.
"""

from __future__ import annotations

import json
import math
import sys
from typing import Any

import ms_toollib

from game.children import limit_self

MAX_SIDE = 255
END_OF_TIME = 1e9
NO_EVENTS = "--no-events"
"""The argument that leaves the events out of the answer (the parent decodes them)."""


READERS: dict[str, tuple[Any, bool]] = {
    "avf": (ms_toollib.AvfVideo, False),
    "rmv": (ms_toollib.RmvVideo, False),
    "evf": (ms_toollib.EvfVideo, True),
    "mvf": (ms_toollib.MvfVideo, False),
}
"""The format word of the command line (the codec registry's `ReplayFormat` values: this
script imports nothing of ours) -> ms-toollib's reader, and whether the file's header
holds its own official / fair bits (EVF) rather than ms-toollib's verdict."""


def analyse(fmt: str, data: bytes, with_events: bool = True) -> dict[str, Any]:
    """Parse and analyse `data` as `fmt`; the figures as ms-toollib reports them at the end,
    and its events unless the parent decodes them itself (`with_events` False: ms-toollib
    hands over one Python object per event, over 1 GiB for a 9 MB file)."""
    reader, header_bits = READERS[fmt]
    video = reader(raw_data=list(data), file_name=f"replay.{fmt}")
    video.parse()
    claims = (bool(video.is_official), bool(video.is_fair))  # EVF's header bits
    rows, cols = video.row, video.column
    if not (1 <= rows <= MAX_SIDE and 1 <= cols <= MAX_SIDE):
        return {"ok": False, "error": f"unsupported board size {cols}x{rows}"}
    video.analyse()
    video.current_time = END_OF_TIME
    if not header_bits:  # other formats have no such bits: ms-toollib's own verdict
        claims = (bool(video.is_official), bool(video.is_fair))
    events = []
    for step in video.events if with_events else ():
        event = step.event
        if event is None or not event.is_mouse():
            continue
        mouse = event.unwrap_mouse()
        events.append([round(step.time * 1000), mouse.mouse, mouse.x, mouse.y])
    info = {
        "width": cols,
        "height": rows,
        "mines": video.mine_num,
        "won": bool(video.is_completed),
        "time": video.rtime,
        "time_ms": video.rtime_ms,
        "bbbv": video.bbbv,
        "bbbv_solved": video.bbbv_solved,
        "left": video.left,
        "right": video.right,
        "double": video.double,
        "cl": video.cl,
        "ce": video.ce,
        "ioe": _finite(video.ioe),
        "thrp": _finite(video.thrp),
        "corr": _finite(video.corr),
        "bbbv_per_s": _finite(video.bbbv_s),
        "software": video.software,
        "player": video.player_identifier,
        "country": video.country,
        "cell_px": video.pix_size,
        "mode": video.mode,
        "official": claims[0],
        "fair": claims[1],
        "flags_placed": video.rce,
        "start_us": video.start_time,
        "end_us": video.end_time,
    }
    return {"ok": True, "info": info, "board": video.board, "events": events}


def _finite(value: float) -> float | None:
    """A ratio, or None when ms-toollib gives no number (0/0, x/0): no value."""
    return value if math.isfinite(value) else None


def main() -> int:
    """Read the bytes from stdin, print the JSON answer; 0 unless the interpreter dies."""
    limit_self()
    fmt = sys.argv[1] if len(sys.argv) > 1 else ""
    with_events = NO_EVENTS not in sys.argv[2:]
    data = sys.stdin.buffer.read()
    try:
        text = json.dumps(analyse(fmt, data, with_events), allow_nan=False)
    except Exception as error:  # a plain exception from ms-toollib, or a figure not a number
        message = " ".join(str(error).split()) or type(error).__name__
        text = json.dumps({"ok": False, "error": message})
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
