"""The one keymap of the play scene: every command, its keys, its label and its help.

The key handling, the About page and the README's controls table all read this table,
so a key cannot be handled without being documented (tests check the README).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

import pygame

from game.i18n import N_
from game.model import Action


class Command(StrEnum):
    """What a key asks of the play scene (game/scenes/play/commands.py maps each to its action)."""

    NEW_GAME = "new_game"
    TITLE = "to_title"
    ABOUT = "open_about"
    RELOAD_SKIN = "reload_skin"
    MENU = "open_menu"
    HINT = "press_hint"
    PROBABILITIES = "toggle_probabilities"
    AUTO = "toggle_auto"
    FASTER = "faster"
    SLOWER = "slower"
    EXPORT = "export"
    MUTE = "toggle_mute"
    PAUSE = "pause_game"
    STATS = "open_stats"
    SETTINGS = "open_settings"
    UNDO = "undo"
    READ_ROW = "read_row"
    READ_COLUMN = "read_column"
    READ_AROUND = "read_around"
    READ_STATUS = "read_status"
    READ_PROOF = "read_proof"
    READ_PROBABILITY = "read_probability"
    NEXT_COVERED = "next_covered"
    GHOST = "toggle_ghost"


@dataclass(frozen=True)
class Binding:
    """Keys (with an optional Ctrl) bound to one command, and how the help names them.

    `name` is the row's name in settings.toml's `[keys]` table (a named row can be rebound
    there and in Settings > Keys); `move` is the cursor step of a cursor row."""

    command: Command | Action | None
    keys: tuple[int, ...]
    label: str
    help: str
    ctrl: bool = False
    name: str = ""
    move: tuple[int, int] | None = None

    @property
    def rebindable(self) -> bool:
        """True for a named row: a command or a cursor direction (the player may choose its
        key); the keypad's diagonals stay."""
        return bool(self.name)


K = pygame
DIAGONALS: dict[int, tuple[int, int]] = {
    K.K_KP7: (-1, -1),
    K.K_KP9: (-1, 1),
    K.K_KP1: (1, -1),
    K.K_KP3: (1, 1),
}
BINDINGS: tuple[Binding, ...] = (
    Binding(
        None,
        (K.K_LEFT, K.K_KP4),
        N_("Left, keypad 4"),
        N_("cursor left"),
        name="left",
        move=(0, -1),
    ),
    Binding(
        None,
        (K.K_RIGHT, K.K_KP6, K.K_l),
        N_("Right, keypad 6, L"),
        N_("cursor right"),
        name="right",
        move=(0, 1),
    ),
    Binding(
        None,
        (K.K_UP, K.K_KP8, K.K_k),
        N_("Up, keypad 8, K"),
        N_("cursor up"),
        name="up",
        move=(-1, 0),
    ),
    Binding(
        None,
        (K.K_DOWN, K.K_KP2, K.K_j),
        N_("Down, keypad 2, J"),
        N_("cursor down"),
        name="down",
        move=(1, 0),
    ),
    Binding(None, tuple(DIAGONALS), N_("Keypad 7 9 1 3"), N_("cursor diagonally")),
    Binding(
        Action.REVEAL,
        (K.K_SPACE, K.K_RETURN, K.K_KP_ENTER, K.K_KP5),
        N_("Space, Enter"),
        N_("open (chord on a number)"),
        name="reveal",
    ),
    Binding(
        Action.FLAG,
        (K.K_f, K.K_KP0, K.K_KP_PERIOD),
        N_("F, keypad 0"),
        N_("flag / unflag"),
        name="flag",
    ),
    Binding(Action.CHORD, (K.K_d,), "D", N_("chord"), name="chord"),
    Binding(
        Command.NEXT_COVERED,
        (K.K_TAB,),
        "Tab",
        N_("cursor to the next covered cell beside an open number"),
        name="next_covered",
    ),
    Binding(Command.READ_ROW, (K.K_r,), "R", N_("say the row under the cursor"), name="read_row"),
    Binding(
        Command.READ_COLUMN,
        (K.K_c,),
        "C",
        N_("say the column under the cursor"),
        name="read_column",
    ),
    Binding(
        Command.READ_AROUND,
        (K.K_n,),
        "N",
        N_("say the cursor's cell and the cells around it"),
        name="read_around",
    ),
    Binding(Command.READ_STATUS, (K.K_i,), "I", N_("say mines left and time"), name="read_status"),
    Binding(
        Command.READ_PROOF,
        (K.K_y,),
        "Y",
        N_("say the hint's proof, a step a press"),
        name="read_proof",
    ),
    Binding(
        Command.READ_PROBABILITY,
        (K.K_b,),
        "B",
        N_("say the cursor cell's mine probability (assisted)"),
        name="read_probability",
    ),
    Binding(Command.HINT, (K.K_h,), "H", N_("hint: press again to open the cell"), name="hint"),
    Binding(
        Command.PROBABILITIES,
        (K.K_t,),
        "T",
        N_("probabilities (hover for %)"),
        name="probabilities",
    ),
    Binding(Command.AUTO, (K.K_a,), "A", N_("auto-player on / off"), name="auto"),
    Binding(
        Command.FASTER,
        (K.K_PLUS, K.K_EQUALS, K.K_KP_PLUS),
        "+",
        N_("auto-player faster"),
        name="faster",
    ),
    Binding(
        Command.SLOWER, (K.K_MINUS, K.K_KP_MINUS), "-", N_("auto-player slower"), name="slower"
    ),
    Binding(
        Command.UNDO,
        (K.K_z,),
        N_("Ctrl+Z"),
        N_("undo (the game becomes assisted)"),
        ctrl=True,
        name="undo_ctrl",
    ),
    Binding(Command.UNDO, (K.K_u,), "U", N_("undo"), name="undo"),
    Binding(Command.EXPORT, (K.K_e,), "E", N_("export the position as .mine"), name="export"),
    Binding(
        Command.GHOST,
        (K.K_g,),
        "G",
        N_("ghost on / off (your best run on a board played before)"),
        name="ghost",
    ),
    Binding(
        Command.PAUSE, (K.K_p, K.K_PAUSE), "P", N_("pause (the board is hidden)"), name="pause"
    ),
    Binding(Command.MUTE, (K.K_m,), "M", N_("sound on / off"), name="mute"),
    Binding(Command.NEW_GAME, (K.K_F2,), N_("F2, face"), N_("new game"), name="new_game"),
    Binding(
        Command.RELOAD_SKIN, (K.K_F5,), "F5", N_("reload the skin from disk"), name="reload_skin"
    ),
    Binding(Command.STATS, (K.K_s,), "S", N_("statistics"), name="stats"),
    Binding(Command.SETTINGS, (K.K_o,), "O", N_("settings"), name="settings"),
    Binding(Command.ABOUT, (K.K_F1,), "F1", N_("controls and about"), name="about"),
    Binding(Command.MENU, (K.K_F10,), "F10", N_("open the menu bar"), name="menu"),
    Binding(Command.TITLE, (K.K_ESCAPE,), "Esc", N_("back to the title"), name="title"),
)

MOVE_KEYS: dict[int, tuple[int, int]] = {
    **{key: b.move for b in BINDINGS if b.move is not None for key in b.keys},
    **DIAGONALS,
}
"""The default cursor keys (game/scenes/keymap.py has the player's)."""
BOARD_KEYS: dict[int, Action] = {
    key: b.command for b in BINDINGS if isinstance(b.command, Action) for key in b.keys
}
SPEED_KEYS = frozenset(
    key for b in BINDINGS if b.command in (Command.FASTER, Command.SLOWER) for key in b.keys
)
MODIFIER_KEYS = frozenset(
    (
        K.K_LSHIFT, K.K_RSHIFT, K.K_LCTRL, K.K_RCTRL, K.K_LALT, K.K_RALT, K.K_LGUI, K.K_RGUI,
        K.K_MODE, K.K_CAPSLOCK, K.K_NUMLOCKCLEAR, K.K_SCROLLOCK,
    )
)  # fmt: skip
"""Keys that only modify others: alone they never start or stop anything (`+` is Shift+=)."""
MOUSE_HELP: tuple[tuple[str, str], ...] = (
    (N_("Left click"), N_("open a cell (drag off to cancel)")),
    (N_("Right click"), N_("flag / unflag (and ? if enabled)")),
    (N_("Both / middle"), N_("chord: open around a satisfied number")),
    (N_("Click a number"), N_("chord too (can be turned off)")),
)


WINDOW_HELP: tuple[tuple[str, str], ...] = (
    (N_("Ctrl+wheel, Ctrl +/-"), N_("zoom: bigger or smaller text and cells")),
)


def command_for(key: int, mod: int) -> Command | None:
    """The play command bound to a key press, if any."""
    ctrl = bool(mod & pygame.KMOD_CTRL)
    for binding in BINDINGS:
        command = binding.command
        if isinstance(command, Command) and key in binding.keys and (ctrl or not binding.ctrl):
            return command
    return None


def help_rows() -> tuple[tuple[str, str], ...]:
    """(keys, what they do) for the About page, mouse first, the window's zoom last."""
    return MOUSE_HELP + tuple((b.label, b.help) for b in BINDINGS) + WINDOW_HELP
