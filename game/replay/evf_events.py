"""Decoding the event list of an EVF v4 file in one pass, without ms-toollib.

ms-toollib hands its events to Python as one object per event: a valid 9 MB file with
1.5 million pointer moves takes over 1 GiB that way (and was refused). Here the bytes
become `MouseEvent`s directly, a few bytes each; ms-toollib still reads the file (in its
child process) for the figures, without handing its events over.

Layout (see evf.py and the EVF specification): the first event holds absolute x, y;
mouse events (kinds 1-12) hold a 1-byte time step and the pointer's move (2 x i16); a
pause (255) holds 2 bytes of milliseconds; game-state events (92-99) a time step; board
events (100-121) a time step and a move; metric events (200, 201) a time step, a 2-byte
index and a float64 or a NUL-ended text; 0 ends the list.
"""

from __future__ import annotations

import struct

from game.replay.evf import KIND_CODES
from game.replay.evf_header import read_evf_header
from game.replay.video import MouseEvent

_KINDS = {code: kind for kind, code in KIND_CODES.items()}
_STEP = struct.Struct(">Bhh")
_FIRST = struct.Struct(">BHH")


def decode_evf_events(data: bytes) -> tuple[MouseEvent, ...] | None:
    """The mouse events of EVF v4 bytes (ms since the first event, board pixels), or None
    when they are not EVF v4 or the event list does not parse."""
    header = read_evf_header(data)
    if header is None:
        return None
    try:
        return _decode(data, header.events_at)
    except (struct.error, IndexError, ValueError):
        return None


def _decode(data: bytes, pos: int) -> tuple[MouseEvent, ...] | None:
    events: list[MouseEvent] = []
    append = events.append
    kinds = _KINDS
    unpack_step = _STEP.unpack_from
    time_ms = x = y = 0
    first = True
    while True:
        code = data[pos]
        pos += 1
        if code == 0:
            return tuple(events)
        if code == 255:
            (pause,) = struct.unpack_from(">H", data, pos)
            time_ms += pause
            pos += 2
        elif code in kinds:
            if first:
                step, x, y = _FIRST.unpack_from(data, pos)
                first = False
            else:
                step, dx, dy = unpack_step(data, pos)
                x += dx
                y += dy
            time_ms += step
            pos += 5
            append(MouseEvent(time_ms, kinds[code], x, y))
        elif 92 <= code <= 99:
            time_ms += data[pos]
            pos += 1
        elif 100 <= code <= 121:
            time_ms += data[pos]
            pos += 5
        elif code == 200:
            time_ms += data[pos]
            pos += 1 + 2 + 8
        elif code == 201:
            time_ms += data[pos]
            pos = data.index(b"\0", pos + 3) + 1
        else:
            return None
