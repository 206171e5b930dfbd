"""What the Replays list shows of each replay file, read where it cannot block the window.

Our own replays carry their figures in the document (`own_row`). A community file
(.evf .avf .rmv .mvf) is read by ms-toollib in a child process (`child.run_worker`, which
survives a file that makes ms-toollib abort), one file after another on a background
thread (`CommunityRows`), and what was read is remembered in the data folder
(`game.storage.replay_index`, keyed by path, size and modification time), so reopening the
list shows every row at once and only new or changed files are read again. A file the
reader rejects gets a row that says why in one short line.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from game.model.difficulty import DIFFICULTIES
from game.model.metrics import three_bv
from game.replay.child import run_worker
from game.replay.errors import ReaderUnavailableError, ReplayFileError, one_line
from game.replay.formats import COMMUNITY_SUFFIXES, ReplayFormat
from game.replay.read import read_checked
from game.storage.replay_index import Stamp, load_index, save_index
from game.storage.replays import list_community_replays

ERROR_CHARS = 60
"""A rejected file's reason is cut to this many characters."""


@dataclass(frozen=True)
class ReplayRow:
    """One replay as the list shows it; a figure the file does not hold is None.

    `error` is set (one short line) for a file that cannot be read, and then the figures
    are all None.
    """

    board: str
    won: bool | None = None
    seconds: float | None = None
    bbbv: int | None = None
    bbbv_per_s: float | None = None
    assisted: bool | None = None
    player: str = ""
    error: str | None = None

    def to_dict(self) -> dict[str, Any]:
        """A plain JSON object (the index stores it)."""
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> ReplayRow:
        """The row `to_dict` wrote; ValueError when it is not one."""
        try:
            row = cls(**data)
        except TypeError:
            raise ValueError("not a replay row") from None
        checks = (
            (row.board, str, False),
            (row.won, bool, True),
            (row.seconds, (int, float), True),
            (row.bbbv, int, True),
            (row.bbbv_per_s, (int, float), True),
            (row.assisted, bool, True),
            (row.player, str, False),
            (row.error, str, True),
        )
        for value, kind, optional in checks:
            if value is None and optional:
                continue
            if not isinstance(value, kind) or (kind is not bool and isinstance(value, bool)):
                raise ValueError("not a replay row")
        return row


def community_files() -> list[Path]:
    """The community's replay files in the replays folder, newest first (not read)."""
    return list_community_replays(COMMUNITY_SUFFIXES)


def board_label(cols: int, rows: int, mines: int) -> str:
    """ "Experte" for a named board, "WxH/M" for any other ("9x9/10", Arbiter's Beginner)."""
    for difficulty in DIFFICULTIES.values():
        if (difficulty.cols, difficulty.rows, difficulty.mines) == (cols, rows, mines):
            return difficulty.label
    return f"{cols}x{rows}/{mines}"


def own_row(document: dict[str, Any]) -> ReplayRow:
    """The row of one of our own replay documents (either version); figures an older
    replay does not hold are None."""
    meta = document.get("meta")
    meta = meta if isinstance(meta, dict) else {}
    board = document.get("board")
    board = board if isinstance(board, dict) else document
    rows, cols, mines = board.get("rows"), board.get("cols"), board.get("mines")
    key = meta.get("difficulty", document.get("difficulty"))
    if key in DIFFICULTIES:
        label = DIFFICULTIES[key].label
    elif isinstance(rows, int) and isinstance(cols, int) and isinstance(mines, int):
        label = board_label(cols, rows, mines)
    else:
        label = "?"
    bbbv = meta.get("bbbv")
    if not isinstance(bbbv, int):
        bbbv = _layout_bbbv(board.get("layout"))
    assisted = meta.get("assisted", document.get("assisted"))
    return ReplayRow(
        board=label,
        won=bool(meta.get("won")),
        seconds=_number(meta.get("seconds")),
        bbbv=bbbv,
        bbbv_per_s=_number(meta.get("bbbv_per_s")),
        assisted=assisted if isinstance(assisted, bool) else None,
    )


def community_row(path: Path) -> ReplayRow:
    """Read a community file in a child process (blocks: call it off the window's thread).

    ReaderUnavailableError when the reader could not answer this time (nothing is then
    known about the file); any other failure is a row whose `error` says why."""
    try:
        fmt = ReplayFormat.of(path)
        data = read_checked(path)
        info = run_worker(fmt, data, path.name, events=False)["info"]
    except ReaderUnavailableError:
        raise
    except ReplayFileError as error:
        return ReplayRow(board="", error=_reason(str(error), path.name))
    try:
        return ReplayRow(
            board=board_label(int(info["width"]), int(info["height"]), int(info["mines"])),
            won=bool(info["won"]),
            seconds=_number(info["time"]),
            bbbv=int(info["bbbv"]),
            bbbv_per_s=_number(info["bbbv_per_s"]),
            player=one_line(str(info.get("player") or ""), 40),
        )
    except (KeyError, TypeError, ValueError) as error:
        return ReplayRow(board="", error=_reason(f"unexpected content ({error})", path.name))


class CommunityRows:
    """The rows of community replay files: remembered ones at once, the others read one by
    one in child processes on a background thread; `poll()` from the window's loop."""

    def __init__(
        self,
        paths: Iterable[Path],
        reader: Callable[[Path], ReplayRow] | None = None,
        index: Path | None = None,
    ) -> None:
        self._reader = reader if reader is not None else community_row
        self._index_path = index
        self._lock = threading.Lock()
        self._rows: dict[Path, ReplayRow] = {}
        self._new = False
        self._stop = threading.Event()
        remembered, problem = load_index(index)
        self.problems: list[str] = [problem] if problem else []
        self._remembered = remembered
        self._fresh: dict[Stamp, ReplayRow] = {}
        waiting: list[tuple[Path, Stamp]] = []
        for path in paths:
            try:
                stamp = Stamp.of(path)
            except OSError as error:
                self._rows[path] = ReplayRow(board="", error=one_line(str(error.strerror or error)))
                continue
            row = _remembered_row(remembered.get(stamp))
            if row is not None:
                self._rows[path] = row
            else:
                waiting.append((path, stamp))
        self._thread: threading.Thread | None = None
        if waiting:
            self._thread = threading.Thread(target=self._read_all, args=(waiting,), daemon=True)
            self._thread.start()

    def row(self, path: Path) -> ReplayRow | None:
        """The row of `path`, or None while it is still being read."""
        with self._lock:
            return self._rows.get(path)

    @property
    def reading(self) -> bool:
        """Whether files are still being read."""
        return self._thread is not None and self._thread.is_alive()

    @property
    def news(self) -> bool:
        """Whether rows arrived that `poll` has not reported yet."""
        with self._lock:
            return self._new

    def poll(self) -> bool:
        """True when rows arrived since the last call (never blocks)."""
        with self._lock:
            new, self._new = self._new, False
        return new

    def take_problems(self) -> list[str]:
        """Problems since the last call (a damaged index, an index that cannot be saved)."""
        with self._lock:
            problems, self.problems = self.problems, []
        return problems

    def wait(self, timeout: float) -> bool:
        """Block until every file is read or `timeout` passed (tests); True when done."""
        if self._thread is not None:
            self._thread.join(timeout)
        return not self.reading

    def cancel(self) -> None:
        """Read no further file (the one being read finishes; what was read is kept)."""
        self._stop.set()

    def _read_all(self, waiting: list[tuple[Path, Stamp]]) -> None:
        for path, stamp in waiting:
            if self._stop.is_set():
                break
            try:
                row = self._reader(path)
            except ReaderUnavailableError as error:
                row = ReplayRow(board="", error=_reason(str(error), path.name))
                fresh = False  # the reader was not able to answer: ask again next time
            else:
                fresh = True
            with self._lock:
                self._rows[path] = row
                if fresh:
                    self._fresh[stamp] = row
                self._new = True
        self._save()

    def _save(self) -> None:
        """Remember what was read with what was remembered of files that still exist."""
        with self._lock:
            fresh = dict(self._fresh)
        if not fresh:
            return
        newest: dict[str, tuple[Stamp, dict[str, Any]]] = {}
        for stamp, summary in self._remembered.items():
            if Path(stamp.path).exists():
                newest[stamp.path] = (stamp, summary)
        for stamp, row in fresh.items():
            newest[stamp.path] = (stamp, row.to_dict())
        problem = save_index(dict(newest.values()), self._index_path)
        if problem:
            with self._lock:
                self.problems.append(problem)


def _remembered_row(summary: dict[str, Any] | None) -> ReplayRow | None:
    if summary is None:
        return None
    try:
        return ReplayRow.from_dict(summary)
    except ValueError:
        return None


def _reason(message: str, name: str) -> str:
    """A reader's message without the file's name (the row shows whose it is), short."""
    text = message.removeprefix(f"{name}: ")
    return one_line(text, ERROR_CHARS)


def _number(value: object) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def _layout_bbbv(layout: object) -> int | None:
    if not isinstance(layout, list) or not layout or not all(isinstance(x, str) for x in layout):
        return None
    if len({len(line) for line in layout}) != 1 or any(set(line) - {"*", "."} for line in layout):
        return None
    return three_bv([[char == "*" for char in line] for line in layout])
