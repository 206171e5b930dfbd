"""The command line: parse and check every option, one-line errors, exit status 2."""

from __future__ import annotations

import argparse
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

from game import __version__
from game.challenge import Challenge, ChallengeCodeError, read_challenge
from game.i18n import N_, Language, _, parse_language, set_language
from game.i18n.board_errors import custom_problem
from game.i18n.note import shown
from game.model import Difficulty, parse_difficulty
from game.solver.worker import is_light
from game.storage.paths import HOME_ENV, configured_dir
from game.storage.positions import read_position_text
from game.storage.settings import peek_language
from game.storage.userfile import UserFileError, one_line, shorten

MAX_ERROR = 200
MAX_DIGITS = 18

# The international names of the three boards, for players who do not know the German ones.
DIFFICULTY_ALIASES = {"beginner": "normal", "intermediate": "schwer", "expert": "experte"}

EPILOG = N_(
    "difficulty names: normal (8x8, 10 mines; alias beginner), schwer (16x16, 40; alias\n"
    "intermediate), experte (30x16, 99; alias expert), or WIDTHxHEIGHTxMINES such as 40x20x150.\n"
    "\n"
    "your data (settings, statistics, saved game, replays, exports, your skins, the log):\n"
    "  ${variable} when set, otherwise ~/.local/share/minesweeper (Linux),\n"
    "  %LOCALAPPDATA%\\minesweeper (Windows), ~/Library/Application Support/minesweeper (macOS).\n"
    "  If that folder cannot be written the game still starts but saves nothing, and says so.\n"
    "  Here that is: {folder}\n"
    "\n"
    "exit status: 0 all is well; 1 the self-test failed or the game's own files are missing;\n"
    "  2 a bad command-line value or no writable folder at all; 130 interrupted (Ctrl+C).\n"
)

# argparse's own messages, translated by pattern (argparse asks another gettext domain).
_ARGPARSE_MESSAGES = (
    (re.compile(r"^argument (\S+): (.*)$"), N_("argument {name}: {message}")),
    (re.compile(r"^unrecognized arguments: (.*)$"), N_("unrecognized arguments: {0}")),
)
_ARGPARSE_WORDS = (N_("expected one argument"),)


class UsageError(Exception):
    """A bad command-line value; the message is one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(_translated(message))


class _Formatter(argparse.RawDescriptionHelpFormatter):
    def add_usage(
        self, usage: str | None, actions: Any, groups: Any, prefix: str | None = None
    ) -> None:
        super().add_usage(usage, actions, groups, _("usage: "))


def _translated(message: str) -> str:
    """One of argparse's messages in the language in force."""
    for pattern, template in reversed(_ARGPARSE_MESSAGES):
        match = pattern.match(message)
        if match is None:
            continue
        if "{name}" in template:
            return _(template).format(name=match[1], message=_(match[2]))
        return _(template).format(*match.groups())
    return message


@dataclass
class Arguments:
    """The parsed command line."""

    difficulty: Difficulty | None
    seed: int | None
    skin: Path | None
    scale: int | None
    no_guess: bool
    analyse: Path | None
    analyse_text: str | None
    selftest: bool
    text: bool
    verbose: bool
    frames: int | None = None
    replay: object = None
    replay_name: str = ""
    lang: Language | None = None
    plain: bool = False
    challenge: Challenge | None = None


def difficulty_value(value: str) -> Difficulty:
    """A board named on a command line (a name, an alias or WIDTHxHEIGHTxMINES)."""
    key = DIFFICULTY_ALIASES.get(value.strip().lower(), value)
    try:
        return parse_difficulty(key)
    except ValueError as error:
        raise argparse.ArgumentTypeError(_difficulty_problem(value, str(error))) from None


_BOARD_SPEC = re.compile(r"^\s*(\d{1,9})\s*[xX]\s*(\d{1,9})\s*[xX]\s*(\d{1,9})\s*$")


def _difficulty_problem(value: str, english: str) -> str:
    """Why `value` names no board, in the language in force (the model says it in English)."""
    match = _BOARD_SPEC.match(value)
    if match:
        width, height, mines = (int(group) for group in match.groups())
        return custom_problem(width, height, mines) or english
    if re.match(r"^\s*\d+\s*[xX]\s*\d+\s*[xX]\s*\d+\s*$", value):
        return _("a board of {spec}... is far too large (numbers of many digits)").format(
            spec=value.strip()[:20]
        )
    return _(
        "unknown difficulty {value}: use normal, schwer, experte "
        "(or beginner, intermediate, expert) or WIDTHxHEIGHTxMINES"
    ).format(value=repr(value))


def _challenge(value: str) -> Challenge:
    try:
        return read_challenge(value)
    except ChallengeCodeError as error:
        raise argparse.ArgumentTypeError(shown(error.args[0])) from None


def _lang(value: str) -> Language:
    language = parse_language(value) if value.strip().isalpha() else None
    if language is None:
        raise argparse.ArgumentTypeError(
            _("language must be en or de, got {value}").format(value=_shown(value))
        )
    return language


def language_from_argv(argv: list[str]) -> Language | None:
    """The language `--lang` names in argv (None when absent or bad: the parser reports it)."""
    for index, word in enumerate(argv):
        value = None
        if word == "--lang" and index + 1 < len(argv):
            value = argv[index + 1]
        elif word.startswith("--lang="):
            value = word.partition("=")[2]
        if value is not None and value.strip().isalpha():
            return parse_language(value)
    return None


def seed_value(value: str) -> int:
    """A seed: a whole number from 0, of at most 18 digits."""
    try:
        seed = _whole(value)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("seed must be a whole number, got {value}").format(value=_shown(value))
        ) from None
    if seed < 0:
        raise argparse.ArgumentTypeError(
            _("seed must be 0 or more, got {value}").format(value=seed)
        )
    return seed


def _scale(value: str) -> int:
    try:
        scale = _whole(value)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("scale must be 1, 2, 3 or 4, got {value}").format(value=_shown(value))
        ) from None
    if not 1 <= scale <= 4:
        raise argparse.ArgumentTypeError(
            _("scale must be 1, 2, 3 or 4, got {value}").format(value=scale)
        )
    return scale


def positive_whole(value: str) -> int:
    """A whole number from 1, of at most 18 digits."""
    try:
        number = _whole(value)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("expected a whole number, got {value}").format(value=_shown(value))
        ) from None
    if number < 1:
        raise argparse.ArgumentTypeError(_("expected 1 or more, got {value}").format(value=number))
    return number


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (also used for --help)."""
    parser = _Parser(
        prog="minesweeper",
        description=_("Minesweeper: Normal, Schwer and Experte boards, skins, hints and a solver."),
        epilog=_(EPILOG).format(variable=HOME_ENV, folder=configured_dir()),
        formatter_class=_Formatter,
        add_help=False,
    )
    parser._optionals.title = _("options")
    parser.add_argument("-h", "--help", action="help", help=_("show this help and exit"))
    parser.add_argument(
        "--difficulty",
        type=difficulty_value,
        metavar="normal|schwer|experte|WxHxM",
        help=_("start a game at once, skipping the title (also beginner, intermediate, expert)"),
    )
    parser.add_argument("--seed", type=seed_value, metavar="N", help=_("reproducible boards"))
    parser.add_argument("--skin", type=Path, metavar="PATH", help=_("use the skin in this folder"))
    parser.add_argument("--scale", type=_scale, metavar="N", help=_("window scale 1-4"))
    parser.add_argument(
        "--no-guess",
        action="store_true",
        help=_("lay boards that can be solved without guessing"),
    )
    parser.add_argument(
        "--analyse",
        "--analyze",
        type=Path,
        metavar="FILE.mine",
        help=_("open a position with the probability view"),
    )
    parser.add_argument(
        "--selftest",
        action="store_true",
        help=_("play a scripted game headless and exit 0 if all is well"),
    )
    parser.add_argument(
        "--replay",
        type=Path,
        metavar="FILE",
        help=_("watch a replay: ours (.json) or the community's (.evf .avf .rmv .mvf)"),
    )
    parser.add_argument(
        "--challenge",
        type=_challenge,
        metavar="CODE",
        help=_("play the board of a challenge code (MS1-...; daily: the day's board)"),
    )
    parser.add_argument("--text", action="store_true", help=_("play in the terminal"))
    parser.add_argument(
        "--plain",
        action="store_true",
        help=_(
            "with --text: words for screen readers, no drawing; a move's result in a "
            "sentence (also whenever the output is not a terminal)"
        ),
    )
    parser.add_argument(
        "--lang",
        type=_lang,
        metavar="en|de",
        help=_("the game's language (remembered; default: the system's)"),
    )
    parser.add_argument(
        "--frames",
        type=positive_whole,
        metavar="N",
        help=_("diagnostics: draw N frames, print the time to the first one, and exit"),
    )
    parser.add_argument("--verbose", action="store_true", help=_("log more to stderr"))
    parser.add_argument(
        "--version",
        action="version",
        version=f"minesweeper {__version__}",
        help=_("show the version and exit"),
    )
    return parser


def parse_args(argv: list[str]) -> Arguments:
    """Parse and check argv; raise UsageError with one line on any bad value.

    The language is put in force first (`--lang`, else the saved setting, else the
    system's), so `--help` and every message speak it."""
    set_language(language_from_argv(argv) or peek_language() or None)
    ns = build_parser().parse_args(argv)
    analyse_text = None
    if ns.analyse is not None:
        try:
            analyse_text = read_position_text(ns.analyse)
        except UserFileError as error:
            raise UsageError(f"{shorten(str(ns.analyse), 80)}: {shown(error.reason)}") from None
        try:
            from game.model import Board
            from game.solver import analyse

            Board.from_position(analyse_text)
            if is_light(analyse_text):  # a big one is analysed in the game, within a budget
                analyse(analyse_text)
        except ValueError as error:
            raise UsageError(f"{shorten(str(ns.analyse), 80)}: {error}") from None
    if ns.skin is not None:
        from game.skins import SkinError, load_skin

        try:
            load_skin(ns.skin)
        except SkinError as error:
            raise UsageError(str(error)) from None
    replay = _read_replay(ns.replay) if ns.replay is not None else None
    return Arguments(
        ns.difficulty,
        ns.seed,
        ns.skin,
        ns.scale,
        ns.no_guess,
        ns.analyse,
        analyse_text,
        ns.selftest,
        ns.text,
        ns.verbose,
        ns.frames,
        replay,
        ns.replay.name if ns.replay is not None else "",
        ns.lang,
        ns.plain,
        ns.challenge,
    )


def _read_replay(path: Path) -> object:
    """Load and check a replay file (ours, or the community's .avf/.rmv/.evf/.mvf, read in
    a child process); UsageError with its one-line reason."""
    from game.replay import ReplayFileError
    from game.replay.watch import open_replay

    try:
        return open_replay(path)
    except ReplayFileError as error:
        raise UsageError(str(error)) from None


def fail(message: str) -> int:
    """Print a usage error as one line on stderr (a long bad value shortened); return 2."""
    print(
        _("minesweeper: error: {message}").format(message=one_line(message, MAX_ERROR)),
        file=sys.stderr,
    )
    return 2


def _shown(value: str) -> str:
    """A bad value as the error shows it: quoted, and shortened when long."""
    return repr(shorten(value, 40))


def _whole(value: str) -> int:
    """int(value), refusing more than 18 digits (int() itself gives up past 4300)."""
    if len(value.strip().lstrip("+-")) > MAX_DIGITS:
        raise ValueError("too many digits")
    return int(value)
