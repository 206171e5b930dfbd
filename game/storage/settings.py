"""The player's settings: a frozen dataclass saved as a flat TOML file.

Loading never fails: a missing file gives the defaults, a file that is not
TOML is moved aside (`settings.toml.corrupt-TIMESTAMP`) and the defaults are
used, and a single bad value falls back to its own default while every other
key is kept. Each problem comes back as one line (and is logged) so the
settings scene can show it.
"""

from __future__ import annotations

import dataclasses
import logging
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.i18n.note import N_, Note, PluralNote, said
from game.storage.aside import set_aside
from game.storage.atomic import write_atomic
from game.storage.paths import SETTINGS_FILE, configured_dir, settings_path
from game.storage.userfile import FileProblem, UserFileError, read_toml

log = logging.getLogger(__name__)

DIFFICULTIES = ("normal", "schwer", "experte", "custom")
FIRST_CLICK_RULES = ("opening", "safe", "any")
LANGUAGES = ("", "en", "de")
"""The language setting: "" follows the system; "en" English; "de" German (game/i18n)."""
MAX_SCALE = 4
MAX_SIDE = 999
MAX_MINES = MAX_SIDE * MAX_SIDE
MAX_SETTINGS_BYTES = 64 * 1024
MAX_SETTINGS_DEPTH = 8

MAX_POSITION = 32767
UNPLACED = -1

_INT_RANGES = {
    "window_x": (-MAX_POSITION, MAX_POSITION),
    "window_y": (-MAX_POSITION, MAX_POSITION),
    "window_width": (0, MAX_POSITION),
    "window_height": (0, MAX_POSITION),
    "custom_width": (1, MAX_SIDE),
    "custom_height": (1, MAX_SIDE),
    "custom_mines": (1, MAX_MINES),
}
_CHOICES = {
    "first_click": FIRST_CLICK_RULES,
    "difficulty": DIFFICULTIES,
    "language": LANGUAGES,
}
COUNTER_NAMES = ("time", "bbbv_s", "clicks", "ioe", "rqp", "stnb", "corr", "thrp", "estimated")
"""The live counters a player may pick (game/session/counters.py names them the same)."""
_BOOLS = frozenset(
    {
        "question_marks",
        "sound",
        "chord_on_number",
        "no_guess",
        "labels",
        "swap_buttons",
        "window_maximized",
        "speak",
        "cell_sounds",
    }
)
KEYS_TABLE = "keys"
"""The `[keys]` table: a command's name = the name of the key the player chose for it (names
as pygame's `key.name` gives them; game/scenes/keymap.py turns them into key codes)."""
_KEY_NAME = re.compile(r"[a-z][a-z_]{0,31}")
MAX_KEY_TEXT = 32


@dataclass(frozen=True)
class Settings:
    """Everything the player can choose; the defaults are the first-start values.

    `skin` is the skin's id, "" for the desktop's choice (the high-contrast skin when the
    desktop asks for high contrast, else the classic one: game/a11y/contrast.py);
    `scale` is the zoom of text and chrome, 0 (pick from the screen size) or 0.75 to 4;
    `window_x`, `window_y` the window's top-left corner (both -1: centred);
    `window_width`, `window_height` its size (both 0: sized for Experte on the desktop),
    `window_maximized` whether the player maximised it;
    `labels` shows row and column names around the board; `volume` is 0..1;
    `difficulty` and `custom_*` remember the last chosen game; `counters` names the
    live counters shown beside the board, comma-separated (empty: none); `language` is
    "" (the system's), "en" or "de"; `swap_buttons` makes the left button flag and the right
    one open (for left-handed players); `keys` holds the player's own keys, (command name,
    key name) pairs sorted by command (only those that differ from the defaults); `speak` has
    the game say what happens in its own voice (for players without a screen reader);
    `cell_sounds` plays what the keyboard cursor's cell holds as a short sound. Invalid values
    raise ValueError; use `dataclasses.replace` to change a field.
    """

    skin: str = ""
    scale: float = 0
    question_marks: bool = False
    sound: bool = True
    volume: float = 0.7
    first_click: str = "opening"
    chord_on_number: bool = True
    no_guess: bool = False
    difficulty: str = "normal"
    custom_width: int = 30
    custom_height: int = 16
    custom_mines: int = 99
    counters: str = ""
    window_x: int = UNPLACED
    window_y: int = UNPLACED
    window_width: int = 0
    window_height: int = 0
    window_maximized: bool = False
    labels: bool = False
    language: str = ""
    swap_buttons: bool = False
    speak: bool = False
    cell_sounds: bool = False
    keys: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        for field in dataclasses.fields(self):
            value = getattr(self, field.name)
            object.__setattr__(self, field.name, _checked(field.name, value))


def _checked(name: str, value: Any) -> Any:
    """The value for field `name`, normalised; ValueError says what was expected."""
    if name in _BOOLS:
        if type(value) is not bool:
            raise ValueError(Note(N_("must be true or false")))
        return value
    if name in _INT_RANGES:
        low, high = _INT_RANGES[name]
        if type(value) is not int or not low <= value <= high:
            raise ValueError(
                Note(N_("must be a whole number from {low} to {high}"), low=low, high=high)
            )
        return value
    if name in _CHOICES:
        choices = _CHOICES[name]
        if type(value) is not str or value not in choices:
            listed = ", ".join(f'"{c}"' for c in choices)
            raise ValueError(Note(N_("must be one of {choices}"), choices=listed))
        return value
    if name == "scale":
        if type(value) not in (int, float) or not (
            math.isfinite(value) and (value == 0 or 1 <= value <= MAX_SCALE)
        ):
            raise ValueError(
                Note(N_("must be 0 (automatic) or a number from 1 to {high}"), high=MAX_SCALE)
            )
        return round(float(value), 2)
    if name == "volume":
        if type(value) not in (int, float) or not (math.isfinite(value) and 0 <= value <= 1):
            raise ValueError(Note(N_("must be a number from 0 to 1")))
        return float(value)
    if name == "counters":
        if type(value) is not str:
            raise ValueError(Note(N_("must be a string")))
        names = [part.strip() for part in value.split(",") if part.strip()]
        unknown = [part for part in names if part not in COUNTER_NAMES]
        if unknown:
            raise ValueError(Note(N_("may name only {names}"), names=", ".join(COUNTER_NAMES)))
        return ",".join(n for n in COUNTER_NAMES if n in names)
    if name == KEYS_TABLE:
        if isinstance(value, dict):  # as read from the file's [keys] table
            value = tuple(value.items())
        if type(value) is not tuple or not all(
            type(pair) is tuple and len(pair) == 2 and _key_entry(*pair) is None for pair in value
        ):
            raise ValueError("must be pairs of a command name and a key name")
        return tuple(sorted(dict(value).items()))
    if name == "skin":
        if type(value) is not str:
            raise ValueError(Note(N_("must be a string")))
        try:
            value.encode("utf-8")
        except UnicodeEncodeError:
            raise ValueError(Note(N_("must be valid Unicode text"))) from None
        return value
    raise ValueError(Note(N_("is not a setting")))


def _key_entry(command: Any, key: Any) -> str | None:
    """What is wrong with one `[keys]` entry (None: nothing)."""
    if type(command) is not str or not _KEY_NAME.fullmatch(command):
        return Note(N_("is not a command name"))
    if type(key) is not str or not 0 < len(key) <= MAX_KEY_TEXT or not key.isprintable():
        return Note(N_("must be a key name in quotes"))
    return None


def one_keys_report(problems: list[str]) -> list[str]:
    """The lines about unusable `[keys]` entries as one: the first, and how many more (a
    table of 3,000 bad entries is one line, not 3,000)."""
    if len(problems) <= 1:
        return problems
    return [
        PluralNote(
            "{first}; {n} more [keys] entry cannot be used either (its command keeps its"
            " default key)",
            "{first}; {n} more [keys] entries cannot be used either (their commands keep their"
            " default keys)",
            len(problems) - 1,
            first=problems[0],
        )
    ]


def _keys_from(value: Any, where: str) -> tuple[tuple[tuple[str, str], ...], list[str]]:
    """The `[keys]` table read from the file: the usable entries and one line for the bad
    ones (counted)."""
    if not isinstance(value, dict):
        return (), [
            Note(
                N_("{file}: [keys] must be a table, got {value}; using the default keys"),
                file=where,
                value=_describe(value),
            )
        ]
    pairs: list[tuple[str, str]] = []
    problems: list[str] = []
    for command, key in value.items():
        wrong = _key_entry(command, key)
        if wrong is None:
            pairs.append((command, key))
        else:
            problems.append(
                Note(
                    N_("{file}: [keys] '{name}' {problem}, got {value}; using its default key"),
                    file=where,
                    name=command,
                    problem=wrong,
                    value=_describe(key),
                )
            )
    return tuple(sorted(pairs)), one_keys_report(problems)


DEFAULTS = Settings()
FIELD_NAMES = tuple(field.name for field in dataclasses.fields(Settings))


def load_settings(path: Path | None = None) -> tuple[Settings, list[str]]:
    """Read the settings file; returns the settings and one line per problem found.

    Unknown keys are ignored (a newer version may have written them).
    """
    path = path if path is not None else settings_path()
    try:
        table = read_toml(path, MAX_SETTINGS_BYTES, MAX_SETTINGS_DEPTH)
    except UserFileError as error:
        if error.kind is FileProblem.MISSING:
            return DEFAULTS, []
        problem = _set_aside(path, error.reason)
        return DEFAULTS, [problem] if problem else []

    values: dict[str, Any] = {}
    problems: list[str] = []
    bad_keys = False
    for name in FIELD_NAMES:
        if name not in table:
            continue
        if name == KEYS_TABLE:
            values[name], bad = _keys_from(table[name], path.name)
            for problem in bad:
                log.warning(problem)
            problems += bad
            bad_keys = bool(bad)
            continue
        try:
            values[name] = _checked(name, table[name])
        except ValueError as exc:
            default = getattr(DEFAULTS, name)
            problem = Note(
                N_("{file}: '{name}' {problem}, got {value}; using the default {default}"),
                file=path.name,
                name=name,
                problem=said(exc),
                value=_describe(table[name]),
                default=_toml_value(default),
            )
            log.warning(problem)
            problems.append(problem)
    settings = Settings(**values)
    if bad_keys:
        problems += keep_what_was_read(settings, path)
    return settings, problems


def keep_what_was_read(settings: Settings, path: Path | None = None) -> list[str]:
    """A settings file with keys that cannot be used: set aside (the player's file is kept
    whole) and written again with `settings`, what could be read, so its keys are said once.
    The player's line, when there is news."""
    path = path if path is not None else settings_path()
    aside = set_aside(path, N_("had keys that cannot be used"))
    if aside.moved is not None:
        try:
            save_settings(settings, path)
        except OSError as error:  # a read-only folder: said again at the next start
            log.warning("settings could not be saved: %s", error)
    return aside.problems


def peek_language(path: Path | None = None) -> str:
    """The saved language setting, read without reporting or moving anything ("" when the
    file is missing, damaged or says nothing usable): `--help` needs it before the game starts,
    and `load_settings` reports any problem once, later."""
    # The configured folder, never created or replaced by a stand-in here (the self-test and
    # --help must leave the player's folder as it is).
    path = path if path is not None else configured_dir() / SETTINGS_FILE
    try:
        value = read_toml(path, MAX_SETTINGS_BYTES, MAX_SETTINGS_DEPTH).get("language", "")
    except (UserFileError, OSError):
        return ""
    return value if type(value) is str and value in LANGUAGES else ""


def remember_language(settings: Settings, code: str | None) -> Settings:
    """`settings` with the language `--lang` chose, saved (a failed save is only logged: the
    language is still used for this run)."""
    if code is None or code == settings.language:
        return settings
    chosen = dataclasses.replace(settings, language=code)
    try:
        save_settings(chosen)
    except OSError as error:
        log.warning("settings could not be saved: %s", error)
    return chosen


def _set_aside(path: Path, reason: str) -> str | None:
    """Move an unusable settings file aside; returns (and logs) the one-line problem, or
    None when a file that could not be moved was reported at an earlier start."""
    aside = set_aside(path, reason)
    problem = Note(N_("{problem}; using the default settings"), problem=aside.note)
    if aside.problem is None:
        log.info("%s (reported before)", problem)
        return None
    log.warning(problem)
    return problem


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings as TOML, atomically (the old file survives a failed write)."""
    path = path if path is not None else settings_path()
    write_atomic(path, settings_to_toml(settings))


def settings_to_toml(settings: Settings) -> str:
    """The TOML text of `settings`: a comment line, one `key = value` per field, and the
    player's own keys in a `[keys]` table last."""
    lines = ["# Minesweeper settings. Delete this file to restore the defaults."]
    lines += [
        f"{name} = {_toml_value(getattr(settings, name))}"
        for name in FIELD_NAMES
        if name != KEYS_TABLE
    ]
    lines += ["", "# Your own keys: command = key name (Settings > Keys).", f"[{KEYS_TABLE}]"]
    lines += [f"{command} = {_toml_value(key)}" for command, key in settings.keys]
    return "\n".join(lines) + "\n"


_ESCAPES = {
    '"': '\\"',
    "\\": "\\\\",
    "\b": "\\b",
    "\t": "\\t",
    "\n": "\\n",
    "\f": "\\f",
    "\r": "\\r",
}


def _toml_value(value: bool | int | float | str) -> str:
    """One scalar in TOML syntax; strings are basic strings with every control character escaped."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    out = []
    for char in value:
        if char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif char < " " or char == "\x7f":
            out.append(f"\\u{ord(char):04X}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def _describe(value: Any) -> str:
    """A short one-line rendering of a value read from TOML, for problem messages."""
    if isinstance(value, bool | int | float | str):
        text = _toml_value(value)
        return text if len(text) <= 40 else text[:37] + "..."
    if isinstance(value, dict):
        return Note(N_("a table"))
    if isinstance(value, list):
        return Note(N_("an array"))
    return Note(N_("a date or time"))
