"""Statistics of finished games in an SQLite database.

One row per finished game. Best times and speed records count only games won
without assistance (no hint, no auto-play); win streaks run over every
unassisted game in the order played. `Stats.open` always succeeds: a file that
is not a usable statistics database is moved aside, reported once, and a fresh
one is created (in memory, if even that fails), so the game still starts.
"""

from __future__ import annotations

import logging
import math
import os
import sqlite3
import stat
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any

from game.i18n.note import N_, Note, PluralNote, said
from game.storage.aside import set_aside
from game.storage.notices import first_time
from game.storage.paths import stats_path
from game.storage.salvage import salvage_rows
from game.storage.settings import DIFFICULTIES, FIRST_CLICK_RULES
from game.storage.userfile import one_line, shorten

log = logging.getLogger(__name__)

_GAMES_TABLE = """
CREATE TABLE games (
    id INTEGER PRIMARY KEY,
    difficulty TEXT NOT NULL,
    rows INTEGER NOT NULL,
    cols INTEGER NOT NULL,
    mines INTEGER NOT NULL,
    seed TEXT,
    won INTEGER NOT NULL,
    seconds REAL NOT NULL,
    three_bv INTEGER NOT NULL,
    three_bv_solved INTEGER NOT NULL,
    left_clicks INTEGER NOT NULL,
    right_clicks INTEGER NOT NULL,
    chord_clicks INTEGER NOT NULL,
    effective_clicks INTEGER NOT NULL,
    assisted INTEGER NOT NULL,
    no_guess INTEGER NOT NULL,
    first_click TEXT NOT NULL,
    finished_at TEXT NOT NULL
)
"""
_GAMES_INDEX = "CREATE INDEX games_by_kind ON games (difficulty, rows, cols, mines, finished_at)"

# Where a lost game's fatal click was (NULL for wins and for games stored before it).
_LOSS_CELL = (
    "ALTER TABLE games ADD COLUMN loss_row INTEGER",
    "ALTER TABLE games ADD COLUMN loss_col INTEGER",
)

# Fair records: a game without any flag (NF), the replay file of the game (its name in
# the replays folder), and why a game does not count for records (NULL: it counts).
_FAIR_RECORDS = (
    "ALTER TABLE games ADD COLUMN no_flags INTEGER NOT NULL DEFAULT 0",
    "ALTER TABLE games ADD COLUMN replay TEXT",
    "ALTER TABLE games ADD COLUMN excluded TEXT",
)

# Each game's id (the saved game and the replay carry it too): a record written twice
# (two copies of the game, a start repairing a crash) is stored once.
_GAME_IDS = (
    "ALTER TABLE games ADD COLUMN uid TEXT",
    "CREATE UNIQUE INDEX games_by_uid ON games (uid)",
)

# The challenge a game was played on (its code, or "B-..." for a replay's board raced
# again; NULL: a standard game). Such a board is known in advance: its games have records
# of their own and never count in the standard ones.
_CHALLENGES = (
    "ALTER TABLE games ADD COLUMN challenge TEXT",
    "CREATE INDEX games_by_challenge ON games (challenge, finished_at)",
)

# MIGRATIONS[i] takes the schema from user_version i to i + 1. Append, never edit.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (_GAMES_TABLE, _GAMES_INDEX),
    _LOSS_CELL,
    _FAIR_RECORDS,
    _GAME_IDS,
    _CHALLENGES,
)
SCHEMA_VERSION = len(MIGRATIONS)

_COLUMNS = (
    "difficulty", "rows", "cols", "mines", "seed", "won", "seconds", "three_bv",
    "three_bv_solved", "left_clicks", "right_clicks", "chord_clicks", "effective_clicks",
    "assisted", "no_guess", "first_click", "finished_at", "loss_row", "loss_col",
    "no_flags", "replay", "excluded", "uid", "challenge",
)  # fmt: skip
_CHRONOLOGICAL = "ORDER BY finished_at, id"
_STANDARD = "challenge IS NULL"
WRITE_WAIT_SECONDS = 0.25  # a locked database is retried later, never waited on for long
MIGRATION_WAIT_SECONDS = 5.0  # two copies starting at once: the second waits for the first
_SQLITE_BUSY = 5
_SQLITE_LOCKED = 6
_SQLITE_CORRUPT = 11
_SQLITE_NOTADB = 26
_NOT_NOW = frozenset({3, 7, 8, 10, 13, 14, 22, 23})
"""SQLite's PERM, NOMEM, READONLY, IOERR, FULL, CANTOPEN, NOLFS and AUTH: the file cannot be
used now, which says nothing of its content. It is left as it is and games wait for it."""
_COMPANIONS = ("-journal", "-wal", "-shm")


def utc_now() -> str:
    """The current time as ISO 8601 UTC, to the second (`2025-01-31T12:00:00+00:00`)."""
    return datetime.now(UTC).isoformat(timespec="seconds")


@dataclass(frozen=True)
class GameRecord:
    """One finished game.

    `difficulty` is the key "normal" | "schwer" | "experte" | "custom";
    `seconds` the playing time; `three_bv_solved` the 3BV cleared (equal to
    `three_bv` for a won game); `assisted` is set when the game may not set a
    record (a hint, the auto-player, undo, a chosen seed, a tiny custom board) and
    `excluded` then says why; `no_flags` marks a game played without a single flag
    (NF); `replay` is the file name of its replay in the replays folder;
    `finished_at` is ISO 8601 UTC; `uid` names the game (None for games stored before
    ids): the database keeps one record per id. `challenge` is the challenge code the game
    was played on (or a raced replay's board id, "B-..."; None for a standard game): such a
    game counts only in that challenge's records (`assisted` then says whether it may set
    one of those). A record keeps raw counts only: every
    figure (3BV/s, IOE, ...) comes from them through `game.model.figures.record_metrics`,
    the same formulas the result panel uses.
    """

    difficulty: str
    rows: int
    cols: int
    mines: int
    seed: int | None
    won: bool
    seconds: float
    three_bv: int
    three_bv_solved: int
    left_clicks: int = 0
    right_clicks: int = 0
    chord_clicks: int = 0
    effective_clicks: int = 0
    assisted: bool = False
    no_guess: bool = False
    first_click: str = "opening"
    finished_at: str = field(default_factory=utc_now)
    loss_row: int | None = None
    loss_col: int | None = None
    no_flags: bool = False
    replay: str | None = None
    excluded: str | None = None
    uid: str | None = None
    challenge: str | None = None

    def __post_init__(self) -> None:
        if self.difficulty not in DIFFICULTIES:
            raise ValueError(f"unknown difficulty {self.difficulty!r}")
        if self.first_click not in FIRST_CLICK_RULES:
            raise ValueError(f"unknown first-click rule {self.first_click!r}")
        if not math.isfinite(self.seconds) or self.seconds < 0:
            raise ValueError(f"seconds must be a finite number >= 0, got {self.seconds!r}")
        counts = ("rows", "cols", "mines", "three_bv", "three_bv_solved", "left_clicks",
                  "right_clicks", "chord_clicks", "effective_clicks")  # fmt: skip
        for name in counts:
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ValueError(f"{name} must be a whole number >= 0, got {value!r}")
        for name in ("loss_row", "loss_col"):
            value = getattr(self, name)
            if value is not None and (isinstance(value, bool) or not isinstance(value, int)):
                raise ValueError(f"{name} must be a whole number or None, got {value!r}")
        for name in ("replay", "excluded", "uid", "challenge"):
            value = getattr(self, name)
            if value is not None and not isinstance(value, str):
                raise ValueError(f"{name} must be text or None, got {value!r}")
        try:
            datetime.fromisoformat(self.finished_at)
        except (TypeError, ValueError):
            raise ValueError(f"finished_at is not an ISO 8601 time: {self.finished_at!r}") from None

    @property
    def clean_win(self) -> bool:
        """An unassisted win: the only kind best times, mean times and speeds count."""
        return self.won and not self.assisted

    def _row(self) -> tuple[Any, ...]:
        values = {name: getattr(self, name) for name in _COLUMNS}
        values["seed"] = None if self.seed is None else str(self.seed)
        for flag in ("won", "assisted", "no_guess", "no_flags"):
            values[flag] = int(values[flag])
        return tuple(values[name] for name in _COLUMNS)

    @classmethod
    def _from_row(cls, row: Sequence[Any]) -> GameRecord:
        values = dict(zip(_COLUMNS, row, strict=True))
        values["seed"] = None if values["seed"] is None else int(values["seed"])
        for flag in ("won", "assisted", "no_guess", "no_flags"):
            values[flag] = bool(values[flag])
        values["seconds"] = float(values["seconds"])
        return cls(**values)


ASSISTED_RULE = N_("assisted games count as played and won, never for bests or streaks")


@dataclass(frozen=True)
class Summary:
    """Totals for one kind of game (a difficulty, or one custom size).

    The one rule for assisted games (ASSISTED_RULE, said on every screen that shows
    these): `played`, `won` and `win_rate` (0..1) count every game, assisted or not
    (`assisted_won` says how many of the wins were assisted); the streaks skip assisted
    games (one neither extends nor breaks a streak); the best and mean times come from
    unassisted wins only and are None when there is none. Speeds are figures:
    `game.model.figures` computes them from `Stats.clean_wins`.
    """

    played: int
    won: int
    win_rate: float
    current_streak: int
    best_streak: int
    best_time: float | None
    mean_time_won: float | None
    assisted_won: int = 0


def summarize(games: Sequence[GameRecord]) -> Summary:
    """Played, won, streaks and records of `games` (one kind of game, oldest first)."""
    won = sum(game.won for game in games)

    current = best_streak = 0
    for game in games:
        if game.assisted:
            continue
        current = current + 1 if game.won else 0
        best_streak = max(best_streak, current)

    clean_wins = [game for game in games if game.clean_win]
    return Summary(
        played=len(games),
        won=won,
        win_rate=won / len(games) if games else 0.0,
        current_streak=current,
        best_streak=best_streak,
        best_time=min((game.seconds for game in clean_wins), default=None),
        mean_time_won=(
            sum(game.seconds for game in clean_wins) / len(clean_wins) if clean_wins else None
        ),
        assisted_won=won - len(clean_wins),
    )


@dataclass(frozen=True)
class Category:
    """A kind of record within a difficulty: first-click rule, no-guess boards, and NF
    (no flags) only or any style."""

    first_click: str = "opening"
    no_guess: bool = False
    no_flags: bool = False

    @classmethod
    def of(cls, record: GameRecord) -> Category:
        """The category a game's record belongs to (NF games also count in any style)."""
        return cls(record.first_click, record.no_guess, record.no_flags)


class StorageError(sqlite3.OperationalError):
    """The database refused a write (disk full, read-only, locked); one line."""


class _Unusable(Exception):
    """The file exists but is not a statistics database this version can use."""


class _Newer(Exception):
    """The database was written by a newer version: read it, never write or move it."""


class ReadOnlyStatsError(StorageError):
    """A game cannot be recorded: the database is kept read-only (a newer version's)."""


class Stats:
    """The statistics database; open with `Stats.open()`, close with `close()` (or `with`).

    `waiting` is the reason the database cannot be used now (None when it can): reads then
    show nothing, and `record` tries the file again each time, raising StorageError while it
    still cannot be written, so finished games wait (the keeper keeps them) until it can.
    """

    def __init__(
        self,
        connection: sqlite3.Connection,
        path: Path | None,
        problems: list[str],
        read_only: bool = False,
        waiting: str | None = None,
    ):
        self._conn = connection
        self.path = path
        self.problems = problems
        self.read_only = read_only
        self.waiting = waiting
        self._bad_rows: set[int] = set()

    @classmethod
    def open(cls, path: Path | str | None = None) -> Stats:
        """Open (or create) the database; never raises for a bad or unwritable file.

        A damaged database is set aside (`NAME.corrupt-TIMESTAMP`) and replaced by a fresh
        one holding every game that could still be read from it; one that cannot be opened
        now (a folder, a FIFO, a link out of the data folder, no permission, a full disk) is
        left as it is and the statistics wait for it (`waiting`). Each problem is logged
        and listed in `problems`, one line each.
        """
        stats = cls._open(Path(path) if path is not None else stats_path())
        for problem in stats.problems:
            log.warning(problem)
        return stats

    @classmethod
    def _open(cls, path: Path, again: bool = True) -> Stats:
        problems: list[str] = []
        why = _unusable_file(path)
        if why is not None:
            return cls._waiting(path, why, problems)
        before = _identity(path)
        try:
            return cls(_connect(path), path, problems)
        except _Newer as exc:
            return cls._read_only(path, said(exc), problems)
        except _Unusable as exc:
            reason = said(exc)
        except sqlite3.DatabaseError as exc:
            code = _error_code(exc)
            if code in (_SQLITE_BUSY, _SQLITE_LOCKED):
                problem = Note(
                    N_(
                        "{file} is locked by another program; finished games wait and are"
                        " saved when it is free"
                    ),
                    file=path.name,
                )
                problems.append(problem)
                conn = sqlite3.connect(path, isolation_level=None, timeout=WRITE_WAIT_SECONDS)
                return cls(conn, path, problems)
            if code in _NOT_NOW:
                detail = Note(N_("cannot be opened ({detail})"), detail=one_line(str(exc), 80))
                return cls._waiting(path, detail, problems)
            if code in (_SQLITE_CORRUPT, _SQLITE_NOTADB):
                reason = Note(N_("is not a readable SQLite database"))
            else:
                reason = Note(N_("is damaged ({detail})"), detail=one_line(str(exc), 80))
        except UnicodeDecodeError:  # SQLite's own message quoted damaged bytes
            reason = Note(N_("is damaged (it holds text that is not UTF-8)"))
        except OSError as exc:
            detail = Note(
                N_("cannot be created ({detail})"), detail=one_line(exc.strerror or str(exc), 80)
            )
            return cls._waiting(path, detail, problems)
        if again and _identity(path) != before:  # another copy replaced it meanwhile
            return cls._open(path, again=False)
        return cls._replace_damaged(path, reason, problems)

    @classmethod
    def _replace_damaged(cls, path: Path, reason: str, problems: list[str]) -> Stats:
        """Set the damaged file aside, start a fresh database and copy into it every game
        that can still be read from the old one."""
        aside = set_aside(path, reason, _COMPANIONS)
        if aside.moved is None:
            stuck = Note(N_("{reason} and cannot be moved aside"), reason=reason)
            return cls._waiting(path, stuck, problems)
        try:
            conn = _connect(path)
        except (sqlite3.Error, OSError, UnicodeDecodeError, _Unusable, _Newer) as exc:
            problems.append(aside.note)
            detail = Note(N_("cannot be created ({detail})"), detail=one_line(str(exc), 80))
            return cls._waiting(path, detail, problems)
        stats = cls(conn, path, problems)
        kept = stats._salvage(aside.moved)
        problems.append(
            PluralNote(
                "{problem}; new statistics keep the {n} game that could be read from it",
                "{problem}; new statistics keep the {n} games that could be read from it",
                kept,
                problem=aside.note,
            )
            if kept
            else Note(
                N_("{problem}; started new statistics (no game could be read from it)"),
                problem=aside.note,
            )
        )
        return stats

    def _salvage(self, damaged: Path) -> int:
        """Copy the games that can be read from a damaged database into this one; how many."""
        records = []
        for row in salvage_rows(damaged, "games", _COLUMNS):
            try:
                records.append(GameRecord._from_row(row))
            except (ValueError, TypeError, OverflowError):
                continue
        placeholders = ", ".join("?" for _ in _COLUMNS)
        sql = f"INSERT OR IGNORE INTO games ({', '.join(_COLUMNS)}) VALUES ({placeholders})"
        try:
            with self._transaction() as conn:
                conn.executemany(sql, [record._row() for record in records])
        except (sqlite3.Error, OSError) as error:
            log.warning("the games read from %s could not be stored: %s", damaged.name, error)
            return 0
        return len(records)

    @classmethod
    def _read_only(cls, path: Path, reason: str, problems: list[str]) -> Stats:
        """Open a newer version's database read-only: its history is shown, never changed."""
        try:
            conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True, timeout=5.0)
            conn.execute("PRAGMA query_only = ON")
            columns = {row[1] for row in conn.execute("PRAGMA table_info(games)")}
        except (sqlite3.Error, OSError, ValueError, UnicodeDecodeError) as exc:
            detail = Note(
                N_("{reason} and cannot be read ({detail})"), reason=reason, detail=str(exc)
            )
            return cls._waiting(path, detail, problems)
        if not set(_COLUMNS) <= columns:
            conn.close()
            detail = Note(N_("{reason} and is kept as it is"), reason=reason)
            return cls._waiting(path, detail, problems)
        problem = Note(
            N_(
                "{file} {reason}: shown read-only and kept as it is; "
                "games played now are not recorded (update the game to record them)"
            ),
            file=path.name,
            reason=reason,
        )
        if first_time(f"newer:{path.resolve()}:{reason}", path.parent):
            problems.append(problem)
        else:
            log.info("%s (reported before)", problem)
        return cls(conn, path, problems, read_only=True)

    @classmethod
    def _waiting(cls, path: Path, reason: str, problems: list[str]) -> Stats:
        """The database cannot be used now: nothing to show, and finished games wait."""
        waiting = Note(N_("{file} {reason}"), file=path.name, reason=reason)
        problems.append(
            Note(
                N_(
                    "{problem}; finished games wait and are added to the statistics once it"
                    " can be written"
                ),
                problem=waiting,
            )
        )
        return cls(_connect(Path(":memory:")), path, problems, waiting=waiting)

    def _reopen(self) -> bool:
        """Try the waiting database again; True when it can be written now."""
        if self.path is None:
            return False
        fresh = Stats._open(self.path)
        if fresh.waiting is not None or fresh.read_only:
            fresh.close()
            self.waiting = fresh.waiting or self.waiting
            return False
        self._conn.close()
        self._conn, self.waiting = fresh._conn, None
        for problem in fresh.problems:
            log.warning(problem)
        self.problems += fresh.problems
        return True

    def close(self) -> None:
        """Close the database; safe to call twice."""
        self._conn.close()

    def __enter__(self) -> Stats:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            yield self._conn
            self._conn.execute("COMMIT")
        except BaseException:
            # SQLite may have rolled back already (disk full): the real error goes on, and
            # no transaction is left open to refuse the next write.
            if self._conn.in_transaction:
                with suppress(sqlite3.Error):
                    self._conn.execute("ROLLBACK")
            raise

    def record(self, rec: GameRecord) -> int:
        """Store a finished game in one transaction; returns its row id.

        Raises StorageError if the database refuses the write (nothing is stored then).
        """
        if self.waiting is not None and not self._reopen():
            raise StorageError(self.waiting)
        if self.read_only:
            raise ReadOnlyStatsError(
                Note(
                    N_(
                        "the statistics database is from a newer version of the game "
                        "and kept read-only"
                    )
                )
            )
        placeholders = ", ".join("?" for _ in _COLUMNS)
        sql = f"INSERT OR IGNORE INTO games ({', '.join(_COLUMNS)}) VALUES ({placeholders})"
        try:
            with self._transaction() as conn:
                cursor = conn.execute(sql, rec._row())
                if cursor.rowcount == 0:  # this game (its uid) is stored already
                    found = conn.execute("SELECT id FROM games WHERE uid = ?", (rec.uid,))
                    return int(found.fetchone()[0])
        except (sqlite3.Error, OSError, UnicodeDecodeError) as error:
            raise StorageError(_describe(error)) from None
        return int(cursor.lastrowid or 0)

    def recorded(self, uid: str) -> bool:
        """Whether the game with this id is stored (False when it cannot be told now)."""
        try:
            row = self._conn.execute("SELECT 1 FROM games WHERE uid = ?", (uid,)).fetchone()
        except (sqlite3.Error, UnicodeDecodeError):
            return False
        return row is not None

    def _games(
        self, where: str, params: Sequence[Any], order: str, limit: int | None = None
    ) -> list[GameRecord]:
        """Matching games in `order`; rows that do not make a valid game are skipped.

        A hand-edited or damaged row (`seconds='fast'`, `finished_at='yesterday'`,
        a negative count) is reported once (logged, added to `problems`) and then
        left alone: it is the player's data, never deleted.
        """
        sql = f"SELECT id, {', '.join(_COLUMNS)} FROM games WHERE {where} {order}"
        games: list[GameRecord] = []
        try:
            for row in self._conn.execute(sql, params):  # read lazily: `limit` stops early
                try:
                    games.append(GameRecord._from_row(row[1:]))
                except (ValueError, TypeError, OverflowError) as exc:
                    self._skip_row(int(row[0]), exc)
                    continue
                if limit is not None and len(games) >= limit:
                    break
        except (sqlite3.Error, UnicodeDecodeError) as error:  # locked, or damaged since it opened
            log.warning("statistics not readable now: %s", one_line(str(error), 120))
            return []
        return games

    def _skip_row(self, row_id: int, exc: BaseException) -> None:
        if row_id in self._bad_rows:
            return
        self._bad_rows.add(row_id)
        problem = Note(
            N_("{file}: game {row} is unreadable ({detail}); it is left out of the statistics"),
            file=self.path.name if self.path else "statistics",
            row=row_id,
            detail=one_line(str(exc), 80),
        )
        if self.path is None:
            log.warning(problem)
            self.problems.append(problem)
            return
        key = f"row:{self.path.resolve()}:{row_id}:{exc}"
        _report_once(problem, key, self.path.parent, self.problems)

    def best_times(
        self,
        difficulty: str,
        rows: int | None = None,
        cols: int | None = None,
        mines: int | None = None,
        limit: int = 10,
        category: Category | None = None,
    ) -> list[GameRecord]:
        """The fastest unassisted wins, fastest first (ties: the earlier game first).

        `rows`, `cols`, `mines` narrow the list to one board size (meant for "custom");
        `category` to one first-click rule, no-guess or not, NF only.
        """
        where, params = _kind(difficulty, rows, cols, mines)
        where += " AND won = 1 AND assisted = 0"
        if category is not None:
            where += " AND first_click = ? AND no_guess = ?"
            params += [category.first_click, int(category.no_guess)]
            if category.no_flags:
                where += " AND no_flags = 1"
        return self._games(where, params, "ORDER BY seconds, finished_at, id", limit)

    def is_new_best(
        self,
        difficulty: str,
        seconds: float,
        rows: int | None = None,
        cols: int | None = None,
        mines: int | None = None,
        category: Category | None = None,
    ) -> bool:
        """Would an unassisted win in `seconds` beat every stored one (of its category,
        when given)? Call it before `record`."""
        best = self.best_times(difficulty, rows, cols, mines, limit=1, category=category)
        return not best or seconds < best[0].seconds

    def summary(
        self,
        difficulty: str,
        rows: int | None = None,
        cols: int | None = None,
        mines: int | None = None,
    ) -> Summary:
        """Played, won, streaks and records for one kind of game."""
        where, params = _kind(difficulty, rows, cols, mines)
        return summarize(self._games(where, params, _CHRONOLOGICAL))

    def clean_wins(
        self,
        difficulty: str,
        rows: int | None = None,
        cols: int | None = None,
        mines: int | None = None,
    ) -> list[GameRecord]:
        """Every unassisted win of one kind of game, oldest first (for best speeds)."""
        where, params = _kind(difficulty, rows, cols, mines)
        return self._games(where + " AND won = 1 AND assisted = 0", params, _CHRONOLOGICAL)

    def history(self, difficulty: str | None = None) -> list[GameRecord]:
        """Every standard game (of one difficulty, when given), oldest first (for charts,
        the coach's figures and the CSV export); challenge games are `challenge_games`."""
        where, params = (
            (_STANDARD, []) if difficulty is None else _kind(difficulty, None, None, None)
        )
        return self._games(where, params, _CHRONOLOGICAL)

    def recent(self, limit: int = 10, difficulty: str | None = None) -> list[GameRecord]:
        """The last `limit` standard games (of one difficulty, when given), newest first."""
        where, params = (
            (_STANDARD, []) if difficulty is None else _kind(difficulty, None, None, None)
        )
        return self._games(where, params, "ORDER BY finished_at DESC, id DESC", limit)

    def challenge_games(self, challenge: str) -> list[GameRecord]:
        """Every game played on one challenge (its code), oldest first: its attempts, and
        its records (the unassisted wins)."""
        return self._games("challenge = ?", [challenge], _CHRONOLOGICAL)

    def challenge_history(self) -> list[GameRecord]:
        """Every game played on any challenge, oldest first (the statistics' challenge list:
        game/storage/challenges.py)."""
        return self._games("challenge IS NOT NULL", [], _CHRONOLOGICAL)

    def challenge_best(self, challenge: str) -> GameRecord | None:
        """The fastest unassisted win of one challenge (ties: the earlier), or None."""
        where = "challenge = ? AND won = 1 AND assisted = 0"
        found = self._games(where, [challenge], "ORDER BY seconds, finished_at, id", 1)
        return found[0] if found else None

    def challenges(self, limit: int = 10) -> list[str]:
        """The challenges played last, the most recent first (each once)."""
        sql = (
            "SELECT challenge FROM games WHERE challenge IS NOT NULL"
            " GROUP BY challenge ORDER BY max(finished_at) DESC, max(id) DESC LIMIT ?"
        )
        try:
            return [str(row[0]) for row in self._conn.execute(sql, (limit,))]
        except (sqlite3.Error, UnicodeDecodeError) as error:
            log.warning("statistics not readable now: %s", one_line(str(error), 120))
            return []


def _kind(
    difficulty: str, rows: int | None, cols: int | None, mines: int | None
) -> tuple[str, list[Any]]:
    """The WHERE clause selecting the standard games of one difficulty, optionally one
    board size (a challenge's games are never among them: its board was known)."""
    clauses: list[str] = [_STANDARD, "difficulty = ?"]
    params: list[Any] = [difficulty]
    for name, value in (("rows", rows), ("cols", cols), ("mines", mines)):
        if value is not None:
            clauses.append(f"{name} = ?")
            params.append(value)
    return " AND ".join(clauses), params


def _connect(path: Path) -> sqlite3.Connection:
    """Open `path`, check it is ours and bring its schema up to date."""
    if str(path) != ":memory:":
        path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, isolation_level=None, timeout=WRITE_WAIT_SECONDS)
    try:
        check = conn.execute("PRAGMA quick_check").fetchone()[0]
        if check != "ok":
            raise _Unusable(Note(N_("is damaged ({detail})"), detail=one_line(str(check), 80)))
        version = _schema_version(conn)
        if version > SCHEMA_VERSION:
            raise _Newer(
                Note(
                    N_("was written by a newer version of the game (schema {version})"),
                    version=version,
                )
            )
        if version < SCHEMA_VERSION:
            _migrate(conn)
        columns = {row[1] for row in conn.execute("PRAGMA table_info(games)")}
        if not set(_COLUMNS) <= columns:
            raise _Unusable(Note(N_("lacks columns the game needs")))
    except BaseException:
        conn.close()
        raise
    return conn


def _schema_version(conn: sqlite3.Connection) -> int:
    """The schema version, read together with the table count in one snapshot: a
    version-0 file with tables is not ours (another copy may be creating ours meanwhile,
    which a snapshot sees whole or not at all)."""
    conn.execute("BEGIN")
    try:
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
    finally:
        conn.execute("COMMIT")
    if version == 0 and tables:
        raise _Unusable(Note(N_("is not a Minesweeper statistics database")))
    return version


def _migrate(conn: sqlite3.Connection) -> None:
    """Bring the schema up to date, one step per transaction. Each step re-reads the
    version under the write lock, so two copies starting at once never run a step twice;
    a start waits a little longer here than for a record (it happens once)."""
    conn.execute(f"PRAGMA busy_timeout = {int(MIGRATION_WAIT_SECONDS * 1000)}")
    try:
        while True:
            conn.execute("BEGIN IMMEDIATE")
            try:
                version = int(conn.execute("PRAGMA user_version").fetchone()[0])
                tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
                if version == 0 and tables:
                    raise _Unusable(Note(N_("is not a Minesweeper statistics database")))
                if version >= SCHEMA_VERSION:
                    conn.execute("COMMIT")
                    return
                for statement in MIGRATIONS[version]:
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {version + 1}")
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
    finally:
        conn.execute(f"PRAGMA busy_timeout = {int(WRITE_WAIT_SECONDS * 1000)}")


def _describe(error: BaseException) -> str:
    """A short reason for a refused write."""
    text = " ".join(str(error).split()) or type(error).__name__
    return text if len(text) <= 60 else text[:57] + "..."


def _report_once(problem: str, key: str, folder: Path, problems: list[str]) -> None:
    """Report a problem that stays with the file the first time only (logged every time)."""
    if first_time(key, folder):
        log.warning(problem)
        problems.append(problem)
    else:
        log.info("%s (reported before)", problem)


def _error_code(exc: sqlite3.Error) -> int | None:
    code = getattr(exc, "sqlite_errorcode", None)
    return None if code is None else code & 0xFF


def _identity(path: Path) -> tuple[int, int] | None:
    """The file's device and inode (None when there is none): two copies of the game meeting
    one damaged file at once must not set aside the fresh one the other just made."""
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino


def _unusable_file(path: Path) -> str | None:
    """Why `path` cannot hold the database, without opening it: a folder, a FIFO or a device
    (/dev/zero would swallow every record), a link out of its folder or in a loop, a name the
    system refuses; None when it is a regular file or absent."""
    try:
        if path.is_symlink():
            target = path.resolve()
            if target.parent != path.parent.resolve():
                shown = shorten(str(target), 80)
                return Note(N_("is a link to {target}, outside its folder"), target=shown)
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except (OSError, RuntimeError) as error:
        detail = getattr(error, "strerror", None) or str(error)
        return Note(N_("cannot be opened ({detail})"), detail=one_line(detail, 80))
    if stat.S_ISDIR(info.st_mode):
        return Note(N_("is a folder"))
    if not stat.S_ISREG(info.st_mode):
        return Note(N_("is not a regular file"))
    return None
