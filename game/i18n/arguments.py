"""argparse in the language in force, for the tools a player may run (`python -m game.replay`,
`python -m game.solver`, `python -m game.trainer`).

argparse translates its own words through another gettext domain, which the game does not
ship; these helpers put its headings and its error messages in the game's catalogue instead.

    parser = translated_parser(MyParser, prog=..., description=...)   # -h and headings translated
    commands = parser.add_subparsers(dest="command", required=True, parser_class=MyParser)
    info = subcommand(commands, "info", _("what it does"))
    ...
    said = translated(message)        # inside the parser's error()
"""

from __future__ import annotations

import argparse
import re
from typing import Any, NoReturn, TypeVar

from game.i18n.language import N_, _

# argparse's own messages (Python 3.11-3.13), each as a pattern and our whole sentence.
_MESSAGES = (
    (
        re.compile(r"^the following arguments are required: (.*)$"),
        N_("the following arguments are required: {0}"),
    ),
    (re.compile(r"^unrecognized arguments: (.*)$"), N_("unrecognized arguments: {0}")),
    (re.compile(r"^argument (\S+): invalid choice: (.*?) \(choose from (.*)\)$"), None),
    (re.compile(r"^argument (\S+): expected one argument$"), None),
    (re.compile(r"^argument (\S+): (.*)$"), N_("argument {0}: {1}")),
)


def translated(message: str) -> str:
    """One of argparse's error messages in the language in force (others as they are)."""
    for pattern, template in _MESSAGES:
        match = pattern.match(message)
        if match is None:
            continue
        if template is not None:
            return _(template).format(*match.groups())
        if "invalid choice" in message:
            return _("argument {name}: invalid choice: {value} (choose from {choices})").format(
                name=match[1], value=match[2], choices=match[3]
            )
        return _("argument {name}: expected one argument").format(name=match[1])
    return message


class OneLineParser(argparse.ArgumentParser):
    """A tool's parser that says what is wrong with its command line in one line,
    `PROG: error: MESSAGE` (in the language in force), with exit status 2."""

    def error(self, message: str) -> NoReturn:
        flat = " ".join(translated(message).split())
        flat = flat if len(flat) <= MAX_ERROR else flat[: MAX_ERROR - 3].rstrip() + "..."
        self.exit(2, _("{prog}: error: {message}").format(prog=self.prog, message=flat) + "\n")


MAX_ERROR = 160
"""The longest error a tool prints (a longer one is cut with "...")."""


class Formatter(argparse.HelpFormatter):
    """Help whose "usage:" is in the language in force."""

    def add_usage(
        self, usage: str | None, actions: Any, groups: Any, prefix: str | None = None
    ) -> None:
        super().add_usage(usage, actions, groups, _("usage: ") if prefix is None else prefix)


def add_help(parser: argparse.ArgumentParser) -> None:
    """`-h/--help` said in the language in force, and the help's headings translated (call
    on a parser made with `add_help=False`)."""
    parser.add_argument("-h", "--help", action="help", help=_("show this help and exit"))
    parser._positionals.title = _("positional arguments")
    parser._optionals.title = _("options")


P = TypeVar("P", bound=argparse.ArgumentParser)
_PLAIN: dict[str, Any] = {"formatter_class": Formatter, "add_help": False}


def translated_parser(kind: type[P], prog: str, description: str) -> P:
    """A parser of `kind` whose usage, `-h` line and headings are in the language in force."""
    parser = kind(prog=prog, description=description, **_PLAIN)
    add_help(parser)
    return parser


def subcommand(commands: argparse._SubParsersAction[P], name: str, help_text: str) -> P:
    """One subcommand of a translated parser, made the same way (its own translated `-h`)."""
    parser = commands.add_parser(name, help=help_text, **_PLAIN)
    add_help(parser)
    return parser
