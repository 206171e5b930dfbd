"""The coach's command line: `python -m game.coach FILE [--json]` (and, for the replay
tools' users, `python -m game.replay coach FILE [--json]`, which hands it here).

Judges every opening click and chord of the game in a replay file (ours, .json or .evf,
or the community's .avf .rmv .evf .mvf) from the position the player saw, and prints the
report, or one JSON object. A bad file or value: one line on stderr and exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys

from game.coach.files import coach_file
from game.coach.report import report_lines
from game.i18n import _, set_language
from game.i18n.arguments import OneLineParser, translated_parser
from game.replay.errors import ReplayFileError
from game.storage.settings import peek_language

EXIT_BAD_INPUT = 2


def _parser() -> argparse.ArgumentParser:
    description = _("judge every opening click and chord of a game")
    parser = translated_parser(OneLineParser, "python -m game.coach", description)
    parser.add_argument("file", help=_("a replay: .avf, .rmv, .evf, .mvf or our .json"))
    parser.add_argument("--json", action="store_true", help=_("print one JSON object"))
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    set_language(peek_language() or None)  # help and messages speak the player's language
    args = _parser().parse_args(argv)
    try:
        coached = coach_file(args.file)
    except ReplayFileError as error:
        print(_("error: {problem}").format(problem=error), file=sys.stderr)
        return EXIT_BAD_INPUT
    print(json.dumps(coached.to_dict()) if args.json else "\n".join(report_lines(coached)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
