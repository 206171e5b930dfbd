"""Writing EVF v4, the open replay format of ms-toollib and Metasweeper, byte by byte.

Layout (big-endian; the field order ms-toollib 1.5.20 reads, see docs/replays.md):
version 4, summary bits, settings bits, rows, cols, mines (u16), cell size, mode (u16),
3BV (u16), game time in ms (u32), country (2 bytes), start and end wall clock in
microseconds (u64 each), software NUL, [transcoding software NUL, encoding NUL],
player NUL, race NUL, unique id NUL, device UUID (u16 length + bytes), the mines
as bits row by row, custom metric names (u16 count, then NUL-ended names: our
game's category, see category.py), events, 0, checksum
(u16 length, none).

Each event is a kind byte, the milliseconds since the previous event (u8) and the
pointer's move since the previous mouse event (i16 x, i16 y); a gap over 255 ms is
carried by pause events (255, u16 ms) before it. The first event is absolute.
"""

from __future__ import annotations

import struct

from game import __version__
from game.model.metrics import three_bv as layout_three_bv
from game.replay.category import CHALLENGE_PREFIX, metric_name
from game.replay.errors import ReplayFileError
from game.replay.video import MouseEvent, Video
from game.session.inputs import Mouse

EVF_VERSION = 4
SOFTWARE = f"Daedalus Minesweeper {__version__}"
"""What our own files name as their recording (or transcoding) software."""
OUR_SOFTWARE = ("Daedalus Minesweeper", "Minesweeper (Daedalus)")
"""How our EVF files name their recording software (this version's name, older ones)."""

KIND_CODES: dict[Mouse, int] = {
    Mouse.MOVE: 1,
    Mouse.LEFT_PRESS: 2,
    Mouse.LEFT_RELEASE: 3,
    Mouse.RIGHT_PRESS: 4,
    Mouse.RIGHT_RELEASE: 5,
    Mouse.MIDDLE_PRESS: 6,
    Mouse.MIDDLE_RELEASE: 7,
    Mouse.PRE_FLAG: 8,
    Mouse.CHORD_PRESS: 9,
    Mouse.LEFT: 10,
    Mouse.RIGHT: 11,
    Mouse.MIDDLE: 12,
}
FIRST_KINDS = (Mouse.MOVE, Mouse.LEFT_PRESS, Mouse.RIGHT_PRESS, Mouse.PRE_FLAG)
"""The kinds ms-toollib accepts as a file's first event."""

PAUSE = 255
MAX_STEP_MS = 255
MAX_PAUSE_MS = 0xFFFF
MAX_SIDE = 255
MIN_CELL_PX, MAX_CELL_PX = 5, 255
MAX_PIXELS = 32767

SUMMARY_COMPLETED = 0x80
SUMMARY_OFFICIAL = 0x40
SUMMARY_FAIR = 0x20
SUMMARY_NO_FLAGS = 0x10
SUMMARY_TRANSCODED = 0x08
SETTING_NO_QUESTION_MARKS = 0x80


def encode_evf(video: Video) -> bytes:
    """The EVF v4 bytes of `video`; ReplayFileError when the game does not fit the format."""
    _check_fits(video)
    out = bytearray([EVF_VERSION, _summary(video), _settings(video)])
    three_bv = video.bbbv if video.bbbv is not None else layout_three_bv(video.mines)
    out += struct.pack(
        ">BBHBHHI",
        video.rows,
        video.cols,
        video.mine_count,
        video.cell_px,
        int(video.mode),
        three_bv,
        video.time_ms,
    )
    out += _country(video.country)
    out += struct.pack(">QQ", max(video.start_us, 0), max(video.end_us, 0))
    out += _text(video.software or SOFTWARE)
    if video.flags.transcoded:
        out += _text(SOFTWARE) + _text("utf-8")
    out += _text(video.player) + _text("") + _text("")
    out += struct.pack(">H", 0)  # device UUID: none (the player's privacy)
    out += _mine_bits(video.mines)
    out += _metric_names(video)
    out += _events(video)
    out.append(0)
    out += struct.pack(">H", 0)  # checksum: none
    return bytes(out)


def _check_fits(video: Video) -> None:
    rows, cols, px = video.rows, video.cols, video.cell_px
    if not (1 <= rows <= MAX_SIDE and 1 <= cols <= MAX_SIDE):
        raise ReplayFileError(f"EVF holds boards up to 255x255 cells, this one is {cols}x{rows}")
    if any(len(row) != cols for row in video.mines):
        raise ReplayFileError("the mine layout is not rectangular")
    if not (MIN_CELL_PX <= px <= MAX_CELL_PX) or max(rows, cols) * px > MAX_PIXELS:
        raise ReplayFileError(f"a cell size of {px} pixels does not fit EVF (5 to 255)")
    if not video.events:
        raise ReplayFileError("the replay has no mouse events")
    if not 0 <= video.time_ms <= 0xFFFFFFFF:
        raise ReplayFileError(f"game time out of range: {video.time_ms} ms")
    if video.bbbv is not None and not 0 <= video.bbbv <= 0xFFFF:
        raise ReplayFileError(f"3BV out of range: {video.bbbv}")


def _summary(video: Video) -> int:
    summary = SUMMARY_COMPLETED if video.flags.won else 0
    if video.official:
        summary |= SUMMARY_OFFICIAL
    if video.fair:
        summary |= SUMMARY_FAIR
    if video.flags.no_flags:
        summary |= SUMMARY_NO_FLAGS
    if video.flags.transcoded:
        summary |= SUMMARY_TRANSCODED
    return summary


def _settings(video: Video) -> int:
    return 0 if video.flags.question_marks else SETTING_NO_QUESTION_MARKS


def _metric_names(video: Video) -> bytes:
    """The custom metric key names: our category's, and a challenge's code (see
    category.py), or none."""
    names = []
    if video.flags.category is not None:
        names.append(metric_name(video.flags.category))
    if video.flags.challenge is not None:
        names.append(CHALLENGE_PREFIX + video.flags.challenge)
    return struct.pack(">H", len(names)) + b"".join(_text(name) for name in names)


def _country(country: str) -> bytes:
    """Two upper-case ISO 3166 letters, or "XX" when unknown (as ms-toollib writes it)."""
    code = country.strip().upper()
    if len(code) == 2 and code.isascii() and code.isalpha():
        return code.encode("ascii")
    return b"XX"


def _text(value: str) -> bytes:
    """A NUL-terminated UTF-8 string (NULs inside are dropped)."""
    return value.replace("\0", "").encode("utf-8") + b"\0"


def _mine_bits(mines: tuple[tuple[bool, ...], ...]) -> bytes:
    """Row-major mine bits, most significant bit first, the last byte padded with zeros."""
    bits = [cell for row in mines for cell in row]
    bits += [False] * (-len(bits) % 8)
    return bytes(
        sum(1 << (7 - i) for i, mine in enumerate(bits[start : start + 8]) if mine)
        for start in range(0, len(bits), 8)
    )


def _events(video: Video) -> bytes:
    """The event list: the first absolute at time 0, the rest as steps from the one before."""
    events = [_placed(video, event) for event in video.events]
    first = events[0]
    if first.kind not in FIRST_KINDS:
        events.insert(0, MouseEvent(first.time_ms, Mouse.MOVE, first.x_px, first.y_px))
        first = events[0]
    out = [struct.pack(">BBHH", KIND_CODES[first.kind], 0, first.x_px, first.y_px)]
    step, pause, codes = _STEP.pack, _PAUSE.pack, KIND_CODES
    t, x, y = first.time_ms, first.x_px, first.y_px
    for event in events[1:]:
        gap = max(event.time_ms - t, 0)
        while gap > MAX_STEP_MS:
            wait = min(gap, MAX_PAUSE_MS)
            out.append(pause(PAUSE, wait))
            gap -= wait
        out.append(step(codes[event.kind], gap, event.x_px - x, event.y_px - y))
        t, x, y = max(event.time_ms, t), event.x_px, event.y_px
    return b"".join(out)


_STEP = struct.Struct(">BBhh")
_PAUSE = struct.Struct(">BH")


def _placed(video: Video, event: MouseEvent) -> MouseEvent:
    """The event with an off-board pointer moved to (cols x size, rows x size), EVF's spot."""
    if video.on_board(event.x_px, event.y_px):
        return event
    return event._replace(x_px=video.cols * video.cell_px, y_px=video.rows * video.cell_px)
