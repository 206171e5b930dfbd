"""One guarded way to read a file the player (or anyone) may have put on disk.

Every user file (settings, saved game, replays, skins, positions) is read
here, so none of them can hang, exhaust memory or crash the game:

- only regular files: the path is stat'ed first, opened with O_NONBLOCK (a
  FIFO swapped in between never blocks) and the open descriptor is fstat'ed;
- the size is checked with stat *before* reading, and the read itself stops
  one byte past the limit (a file growing meanwhile is still refused);
- text is strict UTF-8; one leading byte order mark is removed on purpose,
  since editors on Windows add it and it means nothing else;
- JSON and TOML are nested at most `max_depth` levels, numbers have at most
  `MAX_NUMBER_DIGITS` digits (Python's int parser gives up past 4300) and
  floats must be finite (1e400 would become inf).

Every failure is a `UserFileError` whose message is one short line naming
the file; its `kind` tells a missing file (usually fine) from a bad one.
"""

from __future__ import annotations

import enum
import json
import os
import stat
import tomllib
from pathlib import Path
from typing import Any

from game.i18n.note import N_, Note

MAX_NUMBER_DIGITS = 100
DEFAULT_MAX_DEPTH = 64
MAX_MESSAGE = 160
_BOM = "\ufeff"
_READ_CHUNK = 1 << 20


class FileProblem(enum.Enum):
    """What kind of trouble a user file gave."""

    MISSING = "missing"
    NOT_REGULAR = "not a regular file"
    TOO_LARGE = "too large"
    UNREADABLE = "unreadable"
    NOT_TEXT = "not UTF-8 text"
    BAD_SYNTAX = "bad syntax"
    TOO_DEEP = "nested too deeply"
    BAD_NUMBER = "bad number"


class UserFileError(ValueError):
    """A user file that cannot be used; `str()` is one line naming the file."""

    def __init__(self, path: Path | str, kind: FileProblem, reason: str) -> None:
        self.path = Path(path)
        self.kind = kind
        # A Note stays one (its fields are short already): the screen shows it translated.
        self.reason = reason if isinstance(reason, Note) else one_line(reason)
        name = shorten(self.path.name or str(path), 60)
        self.note = Note(N_("{file} {reason}"), file=name, reason=self.reason)
        super().__init__(one_line(f"{name} {self.reason}"))


def one_line(text: str, limit: int = MAX_MESSAGE) -> str:
    """`text` with every run of whitespace made one space, shortened to `limit` characters."""
    return shorten(" ".join(str(text).split()), limit)


def shorten(text: str, limit: int = 60) -> str:
    """`text` cut to at most `limit` characters, with "..." and the length when cut."""
    if len(text) <= limit:
        return text
    tail = f"... ({len(text)} characters)"
    return text[: max(1, limit - len(tail))] + tail


def read_bytes(path: Path | str, max_bytes: int) -> bytes:
    """The bytes of a regular file of at most `max_bytes`; UserFileError otherwise."""
    path = Path(path)
    try:
        before = os.stat(path)
    except FileNotFoundError:
        raise UserFileError(path, FileProblem.MISSING, _no_such_file()) from None
    except (OSError, ValueError) as error:
        raise _unreadable(path, error) from None
    _check_stat(path, before, max_bytes)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    flags |= getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        raise UserFileError(path, FileProblem.MISSING, _no_such_file()) from None
    except (OSError, ValueError) as error:
        raise _unreadable(path, error) from None
    try:
        _check_stat(path, os.fstat(fd), max_bytes)
        return _read_limited(path, fd, max_bytes)
    except OSError as error:
        raise _unreadable(path, error) from None
    finally:
        os.close(fd)


def _no_such_file() -> Note:
    return Note(N_("cannot be read (no such file)"))


def _check_stat(path: Path, info: os.stat_result, max_bytes: int) -> None:
    if not stat.S_ISREG(info.st_mode):
        kind = N_("is a folder") if stat.S_ISDIR(info.st_mode) else N_("is not a regular file")
        raise UserFileError(path, FileProblem.NOT_REGULAR, Note(kind))
    if info.st_size > max_bytes:
        raise UserFileError(
            path,
            FileProblem.TOO_LARGE,
            Note(
                N_("is too large ({size} bytes, at most {limit})"),
                size=info.st_size,
                limit=max_bytes,
            ),
        )


def _read_limited(path: Path, fd: int, max_bytes: int) -> bytes:
    chunks: list[bytes] = []
    total = 0
    while True:
        chunk = os.read(fd, min(_READ_CHUNK, max_bytes + 1 - total))
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)
        total += len(chunk)
        if total > max_bytes:
            reason = Note(N_("is too large (over {limit} bytes)"), limit=max_bytes)
            raise UserFileError(path, FileProblem.TOO_LARGE, reason)


def _unreadable(path: Path, error: BaseException) -> UserFileError:
    reason = getattr(error, "strerror", None) or str(error) or type(error).__name__
    detail = Note(N_("cannot be read ({detail})"), detail=one_line(reason))
    return UserFileError(path, FileProblem.UNREADABLE, detail)


def decode_text(path: Path | str, raw: bytes) -> str:
    """Strict UTF-8 text of `raw`, one leading byte order mark removed."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        reason = Note(N_("is not UTF-8 text (byte {byte})"), byte=error.start + 1)
        raise UserFileError(path, FileProblem.NOT_TEXT, reason) from None
    return text.removeprefix(_BOM)


def read_text(path: Path | str, max_bytes: int) -> str:
    """The text of a regular UTF-8 file of at most `max_bytes`."""
    return decode_text(path, read_bytes(path, max_bytes))


def read_json(path: Path | str, max_bytes: int, max_depth: int = DEFAULT_MAX_DEPTH) -> Any:
    """The JSON value in a file, within the size, depth and number limits."""
    return parse_json(path, read_text(path, max_bytes), max_depth)


def read_toml(
    path: Path | str, max_bytes: int, max_depth: int = DEFAULT_MAX_DEPTH
) -> dict[str, Any]:
    """The TOML table in a file, within the size, depth and number limits."""
    return parse_toml(path, read_text(path, max_bytes), max_depth)


def parse_json(path: Path | str, text: str, max_depth: int = DEFAULT_MAX_DEPTH) -> Any:
    """Parse JSON text read from `path` with the depth and number limits."""
    try:
        value = json.loads(
            text,
            parse_int=_json_int,
            parse_float=_json_float,
            parse_constant=_json_constant,
        )
    except _NumberError as error:
        raise UserFileError(path, FileProblem.BAD_NUMBER, _invalid("JSON", error)) from None
    except RecursionError:
        raise _too_deep(path, max_depth, "JSON") from None
    except MemoryError:
        raise UserFileError(path, FileProblem.TOO_LARGE, _too_large_to_read()) from None
    except ValueError as error:
        raise UserFileError(path, FileProblem.BAD_SYNTAX, _invalid("JSON", error)) from None
    _check_depth(path, value, max_depth, "JSON")
    return value


def parse_toml(path: Path | str, text: str, max_depth: int = DEFAULT_MAX_DEPTH) -> dict[str, Any]:
    """Parse TOML text read from `path` with the depth and number limits."""
    try:
        table = tomllib.loads(text, parse_float=_toml_float)
    except _NumberError as error:
        raise UserFileError(path, FileProblem.BAD_NUMBER, _invalid("TOML", error)) from None
    except RecursionError:
        raise _too_deep(path, max_depth, "TOML") from None
    except MemoryError:
        raise UserFileError(path, FileProblem.TOO_LARGE, _too_large_to_read()) from None
    except ValueError as error:  # TOMLDecodeError, or int() refusing a huge integer
        if "digits" in str(error) and not isinstance(error, tomllib.TOMLDecodeError):
            raise UserFileError(path, FileProblem.BAD_NUMBER, _long_integer()) from None
        raise UserFileError(path, FileProblem.BAD_SYNTAX, _invalid("TOML", error)) from None
    _check_depth(path, table, max_depth, "TOML")
    _check_toml_ints(path, table)
    return table


class _NumberError(ValueError):
    """A number the game will not accept (too many digits, not finite)."""


def _json_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise _NumberError(f"a number has {len(text)} digits, at most {MAX_NUMBER_DIGITS}")
    return int(text)


def _json_float(text: str) -> float:
    if len(text) > MAX_NUMBER_DIGITS + 10:
        raise _NumberError(f"a number has {len(text)} characters")
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _NumberError(f"{shorten(text, 20)} is too large a number")
    return value


def _json_constant(name: str) -> float:
    raise _NumberError(f"{name} is not allowed")


def _toml_float(text: str) -> float:
    """TOML floats: length-limited; inf and nan pass (TOML allows them, callers check ranges)."""
    if len(text) > MAX_NUMBER_DIGITS + 10:
        raise _NumberError(f"a number has {len(text)} characters")
    return float(text.replace("_", ""))


def _check_toml_ints(path: Path | str, table: dict[str, Any]) -> None:
    """Reject integers too long to be meant (TOML gives no hook for them)."""
    limit = 10**MAX_NUMBER_DIGITS
    for value in _walk(table):
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) >= limit:
            raise UserFileError(path, FileProblem.BAD_NUMBER, _long_integer())


def _walk(value: Any) -> list[Any]:
    """Every value nested in `value` (itself included), without recursion."""
    seen: list[Any] = []
    stack = [value]
    while stack:
        item = stack.pop()
        seen.append(item)
        if isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return seen


def _check_depth(path: Path | str, value: Any, max_depth: int, fmt: str) -> None:
    """Raise when containers nest deeper than `max_depth` (checked without recursion)."""
    stack: list[tuple[Any, int]] = [(value, 0)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict | list):
            if depth >= max_depth:
                raise _too_deep(path, max_depth, fmt)
            children = item.values() if isinstance(item, dict) else item
            stack.extend((child, depth + 1) for child in children)


def _too_deep(path: Path | str, max_depth: int, fmt: str) -> UserFileError:
    reason = Note(
        N_("is not valid {format} (nested deeper than {depth} levels)"), format=fmt, depth=max_depth
    )
    return UserFileError(path, FileProblem.TOO_DEEP, reason)


def _invalid(fmt: str, error: BaseException) -> Note:
    """ "is not valid JSON (...)": the parser's detail in its own words."""
    detail = one_line(str(error), MAX_MESSAGE // 2)
    return Note(N_("is not valid {format} ({detail})"), format=fmt, detail=detail)


def _long_integer() -> Note:
    return Note(N_("is not valid TOML (an integer over {digits} digits)"), digits=MAX_NUMBER_DIGITS)


def _too_large_to_read() -> Note:
    return Note(N_("is too large to read"))
