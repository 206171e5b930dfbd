"""The keymap in force: the defaults of game/scenes/keys.py with the player's own keys in
their place (settings.toml's `[keys]` table, Settings > Keys).

Storage keeps key NAMES (pygame's `key.name`, e.g. "g", "f2", "[0]"); this module alone turns
them into key codes, checks them and builds the tables the play scene, the About page and
the Keys page read. A rebound row has exactly the one key the player chose.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from dataclasses import dataclass

import pygame

from game.i18n import _
from game.i18n.note import N_, Note
from game.model import Action
from game.scenes.keys import BINDINGS, DIAGONALS, MOUSE_HELP, WINDOW_HELP, Binding, Command
from game.storage.settings import one_keys_report

DEFAULT_ROWS = {b.name: b for b in BINDINGS if b.rebindable}
"""Every rebindable row by its settings name."""
SPEED_COMMANDS = (Command.FASTER, Command.SLOWER)
FUNCTION_KEY = re.compile(r"f\d+")  # "f12" is labelled "F12"


def key_name(key: int) -> str:
    """The name stored in settings.toml for a key code ("" for a key without a name)."""
    return str(pygame.key.name(key))


def key_code(name: str) -> int | None:
    """The key code of a stored name (None: no such key)."""
    try:
        return int(pygame.key.key_code(name))
    except ValueError:
        return None


def key_label(key: int, ctrl: bool = False) -> str:
    """How the help names one key: "G", "F2", "Space", "Ctrl+Y"."""
    name = key_name(key)
    shown = name.upper() if len(name) == 1 or FUNCTION_KEY.fullmatch(name) else name
    shown = shown[:1].upper() + shown[1:]
    return f"Ctrl+{shown}" if ctrl else shown


@dataclass(frozen=True)
class Keymap:
    """The rows in force (the defaults' order), and what each key does."""

    rows: tuple[Binding, ...] = BINDINGS

    def lookup(self, key: int, mod: int) -> Command | Action | None:
        """The command or board action a key press asks for (Ctrl rows first when Ctrl is
        held; the cursor's keys are the play scene's own)."""
        ctrl = bool(mod & pygame.KMOD_CTRL)
        for want_ctrl in (True, False) if ctrl else (False,):
            for row in self.rows:
                if row.command is not None and row.ctrl == want_ctrl and key in row.keys:
                    return row.command
        return None

    def command_for(self, key: int, mod: int) -> Command | None:
        """The play command bound to a key press, if any."""
        found = self.lookup(key, mod)
        return found if isinstance(found, Command) else None

    @functools.cached_property
    def moves(self) -> dict[int, tuple[int, int]]:
        """The cursor's keys and their steps (the keypad's diagonals included)."""
        steps = {key: row.move for row in self.rows if row.move is not None for key in row.keys}
        return {**steps, **DIAGONALS}

    @functools.cached_property
    def speed_keys(self) -> frozenset[int]:
        """The auto-player's faster and slower keys (they do not stop it)."""
        return frozenset(k for row in self.rows if row.command in SPEED_COMMANDS for k in row.keys)

    def row(self, name: str) -> Binding:
        """The row in force with this settings name."""
        return next(row for row in self.rows if row.name == name)

    def owner(self, key: int, ctrl: bool, but: str = "") -> str | None:
        """What a key already does (its help, translated) in another row than `but`, or
        None when it is free (a cursor key moves with Ctrl held too)."""
        row = self.owner_row(key, ctrl, but)
        return None if row is None else _(row.help)

    def owner_row(self, key: int, ctrl: bool, but: str = "") -> Binding | None:
        """The row other than `but` that already has a key, or None."""
        for row in self.rows:
            if row.name == but or key not in row.keys:
                continue
            if row.ctrl == ctrl or row.command is None:
                return row
        return None

    def rebound(self, name: str, key: int) -> Keymap:
        """This keymap with row `name` on `key` alone."""
        return Keymap(tuple(_with_key(row, key) if row.name == name else row for row in self.rows))

    def overrides(self) -> tuple[tuple[str, str], ...]:
        """The rows that differ from the defaults, as settings.toml stores them."""
        return tuple(
            sorted(
                (row.name, key_name(row.keys[0]))
                for row in self.rows
                if row.rebindable and row.keys != DEFAULT_ROWS[row.name].keys
            )
        )

    def help_rows(self, swapped: bool = False) -> tuple[tuple[str, str], ...]:
        """(keys, what they do) for the About page: the mouse first (its buttons as the
        player set them), then every row in force, the window's zoom last."""
        mouse = MOUSE_HELP
        if swapped:
            (left, opens), (right, flags), *rest = MOUSE_HELP
            mouse = ((right, opens), (left, flags), *rest)
        return mouse + tuple((b.label, b.help) for b in self.rows) + WINDOW_HELP


DEFAULT_KEYMAP = Keymap()


def _with_key(row: Binding, key: int) -> Binding:
    """A row on one chosen key, labelled by it (the default row when it is its default)."""
    default = DEFAULT_ROWS[row.name]
    if default.keys[:1] == (key,):
        return default
    return dataclasses.replace(row, keys=(key,), label=key_label(key, row.ctrl))


@functools.cache
def keymap_from(chosen: tuple[tuple[str, str], ...]) -> tuple[Keymap, tuple[str, ...]]:
    """The keymap for the settings' `keys` pairs, and one line for the pairs that cannot be
    used (an unknown command or key name, or a key another command already has; counted when
    there are several): such a command keeps its default key."""
    keymap = DEFAULT_KEYMAP
    problems: list[str] = []
    for name, text in chosen:
        code = key_code(text)
        if name not in DEFAULT_ROWS:
            problems.append(
                Note(
                    N_('settings.toml: [keys] {name} = "{key}": there is no such command; ignored'),
                    name=name,
                    key=text,
                )
            )
            continue
        default = Note(DEFAULT_ROWS[name].label)
        taken = None if code is None else keymap.owner_row(code, DEFAULT_ROWS[name].ctrl, but=name)
        if code is None or not key_name(code):
            problems.append(
                Note(
                    N_(
                        'settings.toml: [keys] {name} = "{key}" is not a key name; '
                        "using the default {default}"
                    ),
                    name=name,
                    key=text,
                    default=default,
                )  # fmt: skip
            )
        elif taken is not None:
            problems.append(
                Note(
                    N_(
                        'settings.toml: [keys] {name} = "{key}": that key already does '
                        "“{command}”; using the default {default}"
                    ),
                    name=name,
                    key=text,
                    command=Note(taken.help),
                    default=default,
                )  # fmt: skip
            )
        else:
            keymap = keymap.rebound(name, code)
    return keymap, tuple(one_keys_report(problems))


def keymap_in_force(chosen: tuple[tuple[str, str], ...]) -> Keymap:
    """The keymap for the settings' `keys` (problems were reported at start)."""
    return keymap_from(chosen)[0]
