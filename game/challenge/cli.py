"""`python -m game.challenge new|daily|show`: make, look up and read challenge codes.

    new --difficulty normal|schwer|experte|WxHxM [--seed N] [--no-guess] [--marks]
    daily [--date YYYY-MM-DD]
    show CODE [--json]

`new` and `daily` print one line, a code; `show --json` prints one JSON object:
`{"code", "version", "width", "height", "mines", "layout": ["*..", ...], "start": [row, col],
"seed", "difficulty", "question_marks", "no_guess", "bbbv"}` (rows and columns 0-based).
A bad code or value: one line on stderr, exit status 2.
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from typing import Any, NoReturn

from game.challenge.board import challenge_board
from game.challenge.code import VERSION, Challenge, ChallengeCodeError, parse_code
from game.challenge.daily import daily_challenge
from game.challenge.making import NoBoardFound, new_challenge
from game.i18n import _, set_language
from game.i18n.arguments import subcommand, translated, translated_parser
from game.i18n.note import shown
from game.i18n.words import board as board_words
from game.model import MineLayout, parse_difficulty
from game.model.metrics import three_bv
from game.solver.cells import cell_name
from game.storage.settings import peek_language

EXIT_BAD_INPUT = 2
ALIASES = {"beginner": "normal", "intermediate": "schwer", "expert": "experte"}


class _Parser(argparse.ArgumentParser):
    """argparse that reports a bad command line in one line with exit status 2."""

    def error(self, message: str) -> NoReturn:
        said = _("{prog}: error: {message}").format(prog=self.prog, message=translated(message))
        self.exit(EXIT_BAD_INPUT, " ".join(said.split()) + "\n")


def _difficulty(value: str) -> Any:
    try:
        return parse_difficulty(ALIASES.get(value.strip().lower(), value))
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _seed(value: str) -> int:
    text = value.strip()
    if not text.isdigit() or len(text) > 30:
        raise argparse.ArgumentTypeError(
            _("seed must be a whole number 0 or more, got {value}").format(value=repr(value[:40]))
        )
    return int(text)


def _date(value: str) -> datetime.date:
    try:
        return datetime.date.fromisoformat(value.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("date must be YYYY-MM-DD, got {value}").format(value=repr(value[:40]))
        ) from None


def _parser() -> argparse.ArgumentParser:
    parser = translated_parser(
        _Parser, "python -m game.challenge", _("Minesweeper challenge codes and the daily board")
    )
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    new = subcommand(commands, "new", _("print a new challenge code"))
    new.add_argument(
        "--difficulty",
        type=_difficulty,
        required=True,
        metavar="normal|schwer|experte|WxHxM",
        help=_("the board"),
    )
    new.add_argument("--seed", type=_seed, metavar="N", help=_("the same seed, the same code"))
    new.add_argument("--no-guess", action="store_true", help=_("a board solvable without guessing"))
    new.add_argument("--marks", action="store_true", help=_("question marks on"))
    daily = subcommand(commands, "daily", _("print the code of the day's board"))
    daily.add_argument("--date", type=_date, metavar="YYYY-MM-DD", help=_("another day"))
    show = subcommand(commands, "show", _("print the board a code names"))
    show.add_argument("code", help=_("a challenge code such as MS1-XXXXX-XXXXX"))
    show.add_argument("--json", action="store_true", help=_("print one JSON object"))
    return parser


def describe(challenge: Challenge) -> dict[str, Any]:
    """`show --json`'s object."""
    board = challenge_board(challenge)
    return {
        "code": challenge.code,
        "version": VERSION,
        "width": challenge.cols,
        "height": challenge.rows,
        "mines": challenge.mines,
        "layout": board.lines(),
        "start": list(board.start),
        "seed": challenge.seed,
        "difficulty": challenge.difficulty_key,
        "question_marks": challenge.question_marks,
        "no_guess": challenge.no_guess,
        "bbbv": _bbbv(board.layout),
    }


def _bbbv(layout: MineLayout) -> int:
    return three_bv(
        [[(r, c) in layout.mines for c in range(layout.cols)] for r in range(layout.rows)]
    )


def _text(challenge: Challenge) -> str:
    """`show` for a person: the board in words, then its layout with the start marked S."""
    board = challenge_board(challenge)
    row, col = board.start
    rules = [_("question marks")] if challenge.question_marks else []
    if challenge.no_guess:
        rules.append(_("no-guess"))
    head = _("{code}: {name}, {size}; start at {cell}; 3BV {bbbv}").format(
        code=challenge.code,
        name=_("Custom") if challenge.difficulty.is_custom else challenge.difficulty.label,
        size=board_words(challenge.cols, challenge.rows, challenge.mines),
        cell=cell_name(row, col),
        bbbv=_bbbv(board.layout),
    )
    if rules:
        head += " (" + ", ".join(rules) + ")"
    lines = board.lines()
    lines[row] = lines[row][:col] + "S" + lines[row][col + 1 :]
    return "\n".join([head, *lines])


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    set_language(peek_language() or None)
    args = _parser().parse_args(argv)
    try:
        if args.command == "new":
            challenge = new_challenge(
                args.difficulty, args.seed, question_marks=args.marks, no_guess=args.no_guess
            )
            print(challenge.code)
        elif args.command == "daily":
            print(daily_challenge(args.date).code)
        else:
            challenge = parse_code(args.code)
            print(json.dumps(describe(challenge)) if args.json else _text(challenge))
    except ChallengeCodeError as error:
        print(_("error: {problem}").format(problem=shown(error.args[0])), file=sys.stderr)
        return EXIT_BAD_INPUT
    except NoBoardFound:
        print(
            _("error: no no-guess board of this size found in time; try fewer mines"),
            file=sys.stderr,
        )
        return 1
    return 0
