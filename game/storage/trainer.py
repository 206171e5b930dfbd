"""The trainer's own file: ratings, rating history, attempts and generated puzzles.

One JSON object in `trainer.json` in the user folder, written atomically.
A file that cannot be read, is not JSON, or holds values of the wrong shape
is moved aside (`trainer.json.corrupt-TIMESTAMP`) and reported once (one
line); the trainer then starts fresh. Ratings are stored as plain
[rating, deviation, volatility] triples: this module knows nothing of
Glicko-2 or puzzles, only their stored shape.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.i18n.note import N_, Note, said
from game.storage.atomic import move_aside, write_atomic
from game.storage.paths import user_dir
from game.storage.userfile import FileProblem, UserFileError, read_json

TRAINER_FILE = "trainer.json"
MAX_BYTES = 32 * 1024 * 1024
MAX_HISTORY = 5000
MAX_GENERATED = 20000
MAX_DEPTH = 8
# What a stored rating may hold: Glicko-2 works on exp((rating - 1500) / 173.7...), so a
# rating far outside play (1e300 in a hand-edited file) would overflow it.
RATING_RANGE = (-10_000.0, 20_000.0)
DEVIATION_RANGE = (0.0, 5_000.0)
VOLATILITY_RANGE = (0.0, 10.0)
TIME_RANGE = (0.0, 1e12)
MAX_COUNT = 10**9

Triple = tuple[float, float, float]


@dataclass
class TrainerData:
    """Everything the trainer remembers between runs.

    `history` holds (unix time, player rating) after each answer; `puzzles`
    the ratings of puzzles that were played; `solved`/`failed` count attempts
    per puzzle id; `lessons` the practice puzzles solved per technique name;
    `generated` extra puzzle lines made in the background.
    """

    player: Triple | None = None
    history: list[tuple[float, float]] = field(default_factory=list)
    puzzles: dict[str, Triple] = field(default_factory=dict)
    solved: dict[str, int] = field(default_factory=dict)
    failed: dict[str, int] = field(default_factory=dict)
    lessons: dict[str, int] = field(default_factory=dict)
    generated: list[str] = field(default_factory=list)


def trainer_path() -> Path:
    """The trainer's file in the user folder."""
    return user_dir() / TRAINER_FILE


def _number(value: Any, limits: tuple[float, float]) -> float:
    low, high = limits
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"expected a number, got {_show(value)}")
    if isinstance(value, int) and not -(10**18) <= value <= 10**18:
        raise ValueError(f"{_show(value)} is out of range ({low:g} to {high:g})")
    number = float(value)
    if not math.isfinite(number) or not low <= number <= high:
        raise ValueError(f"{_show(value)} is out of range ({low:g} to {high:g})")
    return number


def _show(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:30] + f"... ({len(text)} characters)"


def _triple(value: Any) -> Triple:
    if not isinstance(value, list) or len(value) != 3:
        raise ValueError("a rating must be [rating, deviation, volatility]")
    return (
        _number(value[0], RATING_RANGE),
        _number(value[1], DEVIATION_RANGE),
        _number(value[2], VOLATILITY_RANGE),
    )


def _counts(value: Any) -> dict[str, int]:
    if not isinstance(value, dict):
        raise ValueError("expected an object of counts")
    out = {}
    for key, count in value.items():
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= MAX_COUNT:
            raise ValueError(f"bad count for {_show(key)}")
        out[str(key)] = count
    return out


def from_json(data: Any) -> TrainerData:
    """Validate a loaded object; ValueError names the first bad value."""
    if not isinstance(data, dict):
        raise ValueError("does not hold a JSON object")
    player = data.get("player")
    history = data.get("history", [])
    puzzles = data.get("puzzles", {})
    generated = data.get("generated", [])
    if not isinstance(history, list) or not isinstance(puzzles, dict):
        raise ValueError("history must be a list and puzzles an object")
    if not isinstance(generated, list) or not all(isinstance(g, str) for g in generated):
        raise ValueError("generated must be a list of puzzle lines")
    pairs = []
    for item in history:
        if not isinstance(item, list) or len(item) != 2:
            raise ValueError("history entries must be [time, rating]")
        pairs.append((_number(item[0], TIME_RANGE), _number(item[1], RATING_RANGE)))
    return TrainerData(
        player=None if player is None else _triple(player),
        history=pairs[-MAX_HISTORY:],
        puzzles={str(k): _triple(v) for k, v in puzzles.items()},
        solved=_counts(data.get("solved", {})),
        failed=_counts(data.get("failed", {})),
        lessons=_counts(data.get("lessons", {})),
        generated=generated[-MAX_GENERATED:],
    )


def to_json(data: TrainerData) -> dict[str, Any]:
    """The JSON form of `data`."""
    return {
        "player": None if data.player is None else list(data.player),
        "history": [list(pair) for pair in data.history[-MAX_HISTORY:]],
        "puzzles": {k: list(v) for k, v in data.puzzles.items()},
        "solved": data.solved,
        "failed": data.failed,
        "lessons": data.lessons,
        "generated": data.generated[-MAX_GENERATED:],
    }


def load_trainer(path: Path | None = None) -> tuple[TrainerData, list[str]]:
    """The stored data (fresh when missing) and one line per problem found.

    Read through the guarded reader (`userfile.read_json`): a FIFO, a huge file or a
    number of thousands of digits is refused like any damaged content, set aside once.
    """
    path = path if path is not None else trainer_path()
    try:
        data = read_json(path, MAX_BYTES, MAX_DEPTH)
    except UserFileError as error:
        if error.kind is FileProblem.MISSING:
            return TrainerData(), []
        if error.kind is FileProblem.UNREADABLE:
            return TrainerData(), [Note(N_("trainer data {reason}"), reason=error.reason)]
        return TrainerData(), [_reject(path, error.reason)]
    try:
        return from_json(data), []
    except (ValueError, OverflowError) as error:
        return TrainerData(), [_reject(path, said(error))]


def save_trainer(data: TrainerData, path: Path | None = None) -> str | None:
    """Write `data` atomically; returns a one-line problem instead of raising."""
    path = path if path is not None else trainer_path()
    text = json.dumps(to_json(data), separators=(",", ":"), allow_nan=False)
    try:
        write_atomic(path, text + "\n")
    except OSError as error:
        return Note(
            N_("trainer progress was not saved ({detail})"), detail=error.strerror or str(error)
        )
    return None


def _reject(path: Path, reason: str) -> str:
    line = reason if isinstance(reason, Note) else " ".join(reason.split())[:120]
    try:
        moved = move_aside(path)
    except OSError:
        return Note(
            N_("trainer data {reason}; it could not be moved aside, starting fresh"), reason=line
        )
    return Note(
        N_("trainer data {reason}; kept as {aside}, starting fresh"), reason=line, aside=moved.name
    )
