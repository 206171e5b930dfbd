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
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from game.i18n.note import N_, Note, PluralNote
from game.storage.aside import set_aside
from game.storage.atomic import write_atomic
from game.storage.paths import user_dir
from game.storage.userfile import FileProblem, UserFileError, one_line, read_json

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
_T = TypeVar("_T")


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


def _counts(value: Any, dropped: list[str]) -> dict[str, int]:
    if not isinstance(value, dict):
        dropped.append("expected an object of counts")
        return {}
    out = {}
    for key, count in value.items():
        if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= MAX_COUNT:
            dropped.append(f"bad count for {_show(key)}")
            continue
        out[str(key)] = count
    return out


def read_what_can_be_read(
    data: Any, line_ok: Callable[[str], bool] | None = None
) -> tuple[TrainerData, list[str]]:
    """The usable part of a loaded object, and one reason per value left out (a bad rating,
    history entry, count, or generated line that `line_ok` refuses)."""
    if not isinstance(data, dict):
        return TrainerData(), ["does not hold a JSON object"]
    dropped: list[str] = []
    out = TrainerData()
    if data.get("player") is not None:
        out.player = _kept(_triple, data["player"], dropped)
    history = data.get("history", [])
    if isinstance(history, list):
        pairs = (_kept(_pair, item, dropped) for item in history)
        out.history = [pair for pair in pairs if pair is not None][-MAX_HISTORY:]
    else:
        dropped.append("history must be a list")
    puzzles = data.get("puzzles", {})
    if isinstance(puzzles, dict):
        triples = ((str(key), _kept(_triple, value, dropped)) for key, value in puzzles.items())
        out.puzzles = {key: value for key, value in triples if value is not None}
    else:
        dropped.append("puzzles must be an object")
    for name in ("solved", "failed", "lessons"):
        setattr(out, name, _counts(data.get(name, {}), dropped))
    generated = data.get("generated", [])
    if isinstance(generated, list):
        ok = line_ok if line_ok is not None else (lambda line: True)
        lines = [line for line in generated if isinstance(line, str) and ok(line)]
        if len(lines) < len(generated):
            dropped += ["an unreadable generated puzzle line"] * (len(generated) - len(lines))
        out.generated = lines[-MAX_GENERATED:]
    else:
        dropped.append("generated must be a list of puzzle lines")
    return out, dropped


def _kept(read: Callable[[Any], _T], value: Any, dropped: list[str]) -> _T | None:
    """`read(value)`, or None with the reason added to `dropped`."""
    try:
        return read(value)
    except (ValueError, OverflowError) as error:
        dropped.append(str(error))
        return None


def _pair(item: Any) -> tuple[float, float]:
    if not isinstance(item, list) or len(item) != 2:
        raise ValueError("history entries must be [time, rating]")
    return _number(item[0], TIME_RANGE), _number(item[1], RATING_RANGE)


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


def load_trainer(
    path: Path | None = None, line_ok: Callable[[str], bool] | None = None
) -> tuple[TrainerData, list[str]]:
    """The stored data (fresh when missing) and one line per problem found.

    Read through the guarded reader (`userfile.read_json`): a FIFO, a huge file or a
    number of thousands of digits is refused like any damaged content, set aside once.
    A file with some unusable values (a bad rating, a generated puzzle line `line_ok`
    refuses) keeps the rest: the file is set aside, the usable part written in its place,
    and one line counts what was left out, so the next start meets a clean file.
    """
    path = path if path is not None else trainer_path()
    try:
        loaded = read_json(path, MAX_BYTES, MAX_DEPTH)
    except UserFileError as error:
        if error.kind is FileProblem.MISSING:
            return TrainerData(), []
        if error.kind is FileProblem.UNREADABLE:
            return TrainerData(), [Note(N_("trainer data {reason}"), reason=error.reason)]
        return TrainerData(), set_aside(path, error.reason).problems
    data, dropped = read_what_can_be_read(loaded, line_ok)
    if not dropped:
        return data, []
    reason = PluralNote(
        "has {n} unusable value, left out ({detail})",
        "has {n} unusable values, left out (the first: {detail})",
        len(dropped),
        detail=one_line(dropped[0], 80),
    )
    aside = set_aside(path, reason)
    if aside.moved is None:
        return data, aside.problems  # it stays: this start uses the readable part only
    failed = save_trainer(data, path)
    return data, [*aside.problems, *([failed] if failed else [])]


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
