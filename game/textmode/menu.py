"""The welcome (a greeting for the time of day and the title) and the difficulty select.

As in the German terminal seed: the player is greeted, sees the title, and
picks Normal (8x8, 10 mines), Schwer (16x16, 40), Experte (30x16, 99) or a
custom size. A custom size is checked by the model, whose one-line reason is
shown before asking again.
"""

from __future__ import annotations

import re
from enum import Enum

from game.i18n import _
from game.i18n.board_errors import custom_problem
from game.i18n.words import board
from game.model import DIFFICULTIES, EXPERTE, NORMAL, SCHWER, Difficulty, parse_difficulty
from game.storage import Settings
from game.textmode.console import Console
from game.textmode.style import Style
from game.textmode.trainer import run_trainer

TITLE = "M I N E S W E E P E R"
PLAIN_TITLE = "Minesweeper"  # a screen reader would spell the spaced letters out
CHOICES: dict[str, Difficulty] = {"1": NORMAL, "2": SCHWER, "3": EXPERTE}
CUSTOM_CHOICE = "4"


class MenuWord(Enum):
    """A menu choice other than a difficulty, read once from the typed word (`MENU_WORDS`)."""

    QUIT = "quit"
    RESUME = "resume"
    TRAIN = "train"
    CUSTOM = "custom"


MENU_WORDS: dict[str, MenuWord] = {
    "q": MenuWord.QUIT, "quit": MenuWord.QUIT, "exit": MenuWord.QUIT, "bye": MenuWord.QUIT,
    "r": MenuWord.RESUME, "resume": MenuWord.RESUME, "continue": MenuWord.RESUME,
    "t": MenuWord.TRAIN, "train": MenuWord.TRAIN,
    CUSTOM_CHOICE: MenuWord.CUSTOM, "custom": MenuWord.CUSTOM, "c": MenuWord.CUSTOM,
}  # fmt: skip
"""The words the menu understands besides the difficulties."""
RESUME = MenuWord.RESUME
"""What `choose_difficulty` returns when the player resumes the saved unfinished game."""


def size_text(difficulty: Difficulty) -> str:
    """The board size in words, e.g. "30x16, 99 mines" or "4x3, 1 mine"."""
    return board(difficulty.cols, difficulty.rows, difficulty.mines)


def title_banner(style: Style) -> str:
    """The game's title in a double frame (alone in the plain style)."""
    if style.plain:
        return PLAIN_TITLE
    frame = style.title_frame
    text = f"   {TITLE}   "
    bar = frame.horizontal * len(text)
    return "\n".join(
        [
            f"  {frame.top_left}{bar}{frame.top_right}",
            f"  {frame.vertical}{style.paint(text, '1')}{frame.vertical}",
            f"  {frame.bottom_left}{bar}{frame.bottom_right}",
        ]
    )


def menu_text(saved: str | None = None) -> str:
    """The list of choices shown above the difficulty prompt (`saved` describes the saved
    unfinished game, which `r` resumes)."""
    names = [_("Resume"), *(d.label for d in CHOICES.values()), _("Custom")]
    width = max(8, *(len(name) for name in names))
    lines = [_("Choose a difficulty:")]
    if saved is not None:
        what = _("the saved game: {game}").format(game=saved)
        lines.append(f"  r  {_('Resume'):<{width}} {what}")
    for key, difficulty in CHOICES.items():
        lines.append(f"  {key}  {difficulty.label:<{width}} {size_text(difficulty)}")
    custom = _("your own width, height and mines")
    lines.append(f"  {CUSTOM_CHOICE}  {_('Custom'):<{width}} {custom}")
    lines.append("  t  " + _("train: rated puzzles and lessons"))
    lines.append("  q  " + _("quit"))
    return "\n".join(lines)


_SPEC = re.compile(r"\s*\d+\s*x\s*\d+\s*x\s*\d+\s*")


def _board_problem(spec: str) -> str | None:
    """Why a typed WIDTHxHEIGHTxMINES board cannot be made, in the player's language."""
    numbers = [part.strip() for part in spec.split("x")]
    if len(numbers) != 3 or any(len(n) > MAX_DIGITS or not n.isdigit() for n in numbers):
        return None
    width, height, mines = (int(n) for n in numbers)
    return custom_problem(width, height, mines)


def _prompt(saved: str | None) -> str:
    """The menu's prompt, naming every one-letter choice the menu offers."""
    return (
        _("Your choice (1-4, r, t, q): ") if saved is not None else _("Your choice (1-4, t, q): ")
    )


def choose_difficulty(
    console: Console, settings: Settings, saved: str | None = None
) -> Difficulty | MenuWord | None:
    """Ask until the player picks a difficulty (or RESUME, offered when `saved` describes
    a saved game); None when they choose to quit."""
    console.say(menu_text(saved))
    while True:
        answer = console.ask(_prompt(saved)).lower()
        word = MENU_WORDS.get(answer)
        if word is MenuWord.QUIT:
            return None
        if saved is not None and word is MenuWord.RESUME:
            return RESUME
        if answer in CHOICES:
            return CHOICES[answer]
        if word is MenuWord.TRAIN:
            run_trainer(console)
            console.say(menu_text(saved))
            continue
        if word is MenuWord.CUSTOM:
            custom = ask_custom(console, settings)
            if custom is not None:
                return custom
            console.say(menu_text(saved))
            continue
        if answer in DIFFICULTIES or _SPEC.fullmatch(answer):
            try:
                return parse_difficulty(answer)
            except ValueError as exc:
                reason = _board_problem(answer) or str(exc).rstrip(".")
                console.say(_("That board cannot be made: {reason}.").format(reason=reason))
                continue
        console.say(
            _(
                "Please type 1, 2, 3 or 4 to choose a difficulty, or q to quit. "
                "t trains; WIDTHxHEIGHTxMINES such as 9x9x10 is a custom board."
            )
        )


def ask_custom(console: Console, settings: Settings) -> Difficulty | None:
    """Ask width, height and mines until the model accepts them; None if the player backs out."""
    console.say(_("Custom board (press Enter to keep the value in brackets, q to go back)."))
    width, height, mines = settings.custom_width, settings.custom_height, settings.custom_mines
    while True:
        values = []
        for name, default in ((_("Width"), width), (_("Height"), height), (_("Mines"), mines)):
            value = _ask_number(console, name, default)
            if value is None:
                return None
            values.append(value)
        width, height, mines = values
        try:
            return Difficulty.custom(width, height, mines)
        except ValueError as exc:
            reason = custom_problem(width, height, mines) or str(exc)
            console.say(
                _("That board cannot be made: {reason}. Please try again.").format(reason=reason)
            )


MAX_DIGITS = 9


def _ask_number(console: Console, name: str, default: int) -> int | None:
    """A whole number >= 0 from the player (Enter keeps `default`); None for q."""
    while True:
        answer = console.ask(f"{name} [{default}]: ").lower()
        if MENU_WORDS.get(answer) is MenuWord.QUIT:
            return None
        if not answer:
            return default
        if answer.isascii() and answer.isdigit() and len(answer) <= MAX_DIGITS:
            return int(answer)
        console.say(
            _("{name} must be a whole number, such as {example}.").format(
                name=name, example=default
            )
        )
