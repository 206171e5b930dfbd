"""argparse in the language in force, for the tools a player may run (`python -m game.replay`,
`python -m game.solver`, `python -m game.trainer`).

argparse translates its own words through another gettext domain, which the game does not
ship; these helpers put its headings and its error messages in the game's catalogue instead.

    parser = argparse.ArgumentParser(prog=..., formatter_class=Formatter, add_help=False)
    add_help(parser)                  # -h with a translated line, translated headings
    ...
    said = translated(message)        # inside the parser's error()
"""

from __future__ import annotations

import argparse
import re
from typing import Any

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
