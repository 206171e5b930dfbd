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

from game.storage.atomic import move_aside, write_atomic
from game.storage.paths import user_dir

TRAINER_FILE = "trainer.json"
MAX_BYTES = 32 * 1024 * 1024
MAX_HISTORY = 5000
MAX_GENERATED = 20000

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


def _number(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise ValueError(f"expected a number, got {value!r:.40}")
    return float(value)


def _triple(value: Any) -> Triple:
    if not isinstance(value, list) or len(value) != 3:
        raise ValueError("a rating must be [rating, deviation, volatility]")
    a, b, c = (_number(v) for v in value)
    return (a, b, c)


def _counts(value: Any) -> dict[str, int]:
    if not isinstance(value, dict):
        raise ValueError("expected an object of counts")
    out = {}
    for key, count in value.items():
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise ValueError(f"bad count for {key!r:.40}")
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
        pairs.append((_number(item[0]), _number(item[1])))
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
    """The stored data (fresh when missing) and one line per problem found."""
    path = path if path is not None else trainer_path()
    try:
        if path.exists() and not path.is_file():
            return TrainerData(), [_reject(path, "is not a regular file")]
        size = path.stat().st_size
        if size > MAX_BYTES:
            return TrainerData(), [_reject(path, f"is too big ({size} bytes)")]
        raw = path.read_bytes()
    except FileNotFoundError:
        return TrainerData(), []
    except OSError as error:
        return TrainerData(), [f"trainer data cannot be read ({error.strerror or error})"]
    try:
        return from_json(json.loads(raw.decode("utf-8"))), []
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        return TrainerData(), [_reject(path, str(error))]


def save_trainer(data: TrainerData, path: Path | None = None) -> str | None:
    """Write `data` atomically; returns a one-line problem instead of raising."""
    path = path if path is not None else trainer_path()
    text = json.dumps(to_json(data), separators=(",", ":"), allow_nan=False)
    try:
        write_atomic(path, text + "\n")
    except OSError as error:
        return f"trainer progress was not saved ({error.strerror or error})"
    return None


def _reject(path: Path, reason: str) -> str:
    line = " ".join(reason.split())[:120]
    try:
        moved = move_aside(path)
    except OSError:
        return f"trainer data {line}; it could not be moved aside, starting fresh"
    return f"trainer data {line}; kept as {moved.name}, starting fresh"
