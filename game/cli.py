"""The command line: parse and check every option, one-line errors, exit status 2."""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import NoReturn

from game import __version__
from game.model import Difficulty, parse_difficulty
from game.solver.worker import is_light
from game.storage.paths import HOME_ENV, configured_dir
from game.storage.positions import read_position_text
from game.storage.userfile import UserFileError, one_line, shorten

MAX_ERROR = 200
MAX_DIGITS = 18

# The international names of the three boards, for players who do not know the German ones.
DIFFICULTY_ALIASES = {"beginner": "normal", "intermediate": "schwer", "expert": "experte"}

EPILOG = f"""\
difficulty names: normal (8x8, 10 mines; alias beginner), schwer (16x16, 40; alias
intermediate), experte (30x16, 99; alias expert), or WIDTHxHEIGHTxMINES such as 40x20x150.

your data (settings, statistics, saved game, replays, exports, your skins, the log):
  ${HOME_ENV} when set, otherwise ~/.local/share/minesweeper (Linux),
  %LOCALAPPDATA%\\minesweeper (Windows), ~/Library/Application Support/minesweeper (macOS).
  If that folder cannot be written the game still starts but saves nothing, and says so.
  Here that is: {{folder}}

exit status: 0 all is well; 1 the self-test failed or the game's own files are missing;
  2 a bad command-line value or no writable folder at all; 130 interrupted (Ctrl+C).
"""


class UsageError(Exception):
    """A bad command-line value; the message is one line."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


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


def _difficulty(value: str) -> Difficulty:
    key = DIFFICULTY_ALIASES.get(value.strip().lower(), value)
    try:
        return parse_difficulty(key)
    except ValueError as error:
        message = str(error)
        if message.startswith("unknown difficulty"):
            message = (
                f"unknown difficulty {value!r}: use normal, schwer, experte "
                "(or beginner, intermediate, expert) or WIDTHxHEIGHTxMINES"
            )
        raise argparse.ArgumentTypeError(message) from None


def _seed(value: str) -> int:
    try:
        seed = _whole(value)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"seed must be a whole number, got {_shown(value)}"
        ) from None
    if seed < 0:
        raise argparse.ArgumentTypeError(f"seed must be 0 or more, got {seed}")
    return seed


def _scale(value: str) -> int:
    try:
        scale = _whole(value)
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"scale must be 1, 2, 3 or 4, got {_shown(value)}"
        ) from None
    if not 1 <= scale <= 4:
        raise argparse.ArgumentTypeError(f"scale must be 1, 2, 3 or 4, got {scale}")
    return scale


def _positive(value: str) -> int:
    try:
        number = _whole(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {_shown(value)}") from None
    if number < 1:
        raise argparse.ArgumentTypeError(f"expected 1 or more, got {number}")
    return number


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (also used for --help)."""
    parser = _Parser(
        prog="minesweeper",
        description="Minesweeper: Normal, Schwer and Experte boards, skins, hints and a solver.",
        epilog=EPILOG.format(folder=configured_dir()),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--difficulty",
        type=_difficulty,
        metavar="normal|schwer|experte|WxHxM",
        help="start a game at once, skipping the title (also beginner, intermediate, expert)",
    )
    parser.add_argument("--seed", type=_seed, metavar="N", help="reproducible boards")
    parser.add_argument("--skin", type=Path, metavar="PATH", help="use the skin in this folder")
    parser.add_argument("--scale", type=_scale, metavar="N", help="window scale 1-4")
    parser.add_argument(
        "--no-guess", action="store_true", help="lay boards that can be solved without guessing"
    )
    parser.add_argument(
        "--analyse",
        "--analyze",
        type=Path,
        metavar="FILE.mine",
        help="open a position with the probability view",
    )
    parser.add_argument(
        "--selftest",
        action="store_true",
        help="play a scripted game headless and exit 0 if all is well",
    )
    parser.add_argument(
        "--replay",
        type=Path,
        metavar="FILE",
        help="watch a replay: ours (.json) or the community's (.evf .avf .rmv .mvf)",
    )
    parser.add_argument("--text", action="store_true", help="play in the terminal")
    parser.add_argument(
        "--frames",
        type=_positive,
        metavar="N",
        help="diagnostics: draw N frames, print the time to the first one, and exit",
    )
    parser.add_argument("--verbose", action="store_true", help="log more to stderr")
    parser.add_argument("--version", action="version", version=f"minesweeper {__version__}")
    return parser


def parse_args(argv: list[str]) -> Arguments:
    """Parse and check argv; raise UsageError with one line on any bad value."""
    ns = build_parser().parse_args(argv)
    analyse_text = None
    if ns.analyse is not None:
        try:
            analyse_text = read_position_text(ns.analyse)
        except UserFileError as error:
            raise UsageError(f"{shorten(str(ns.analyse), 80)}: {error.reason}") from None
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
    )


def _read_replay(path: Path) -> object:
    """Load and check a replay file (ours, or the community's .avf/.rmv/.evf/.mvf, read in
    a child process); UsageError with its one-line reason."""
    from game.model import Board
    from game.replay import ReplayFileError, read_replay
    from game.storage import ReplayError, load_replay

    if path.suffix.lower() != ".json":
        try:
            return read_replay(path).video
        except ReplayFileError as error:
            raise UsageError(str(error)) from None
    try:
        replay = load_replay(path)
        if "board" in replay:  # version 1: a board snapshot and its moves
            laid = Board.from_dict(replay["board"]).laid
        else:
            laid = replay.get("layout") is not None
        if not laid:
            raise UsageError(
                f"{path.name}: the replay ends before the first click: nothing to watch"
            )
    except ReplayError as error:
        raise UsageError(str(error)) from None
    except ValueError as error:
        raise UsageError(f"{path.name}: the board in the replay is damaged: {error}") from None
    return replay


def fail(message: str) -> int:
    """Print a usage error as one line on stderr (a long bad value shortened); return 2."""
    print(f"minesweeper: error: {one_line(message, MAX_ERROR)}", file=sys.stderr)
    return 2


def _shown(value: str) -> str:
    """A bad value as the error shows it: quoted, and shortened when long."""
    return repr(shorten(value, 40))


def _whole(value: str) -> int:
    """int(value), refusing more than 18 digits (int() itself gives up past 4300)."""
    if len(value.strip().lstrip("+-")) > MAX_DIGITS:
        raise ValueError("too many digits")
    return int(value)
