"""`python -m game.replay info FILE [--json]`, `python -m game.replay export FILE OUT.evf` and
`python -m game.replay coach FILE [--json]`.

`info` prints a replay's board, result, time and clicks as ms-toollib analyses them
(our own files: the game's own result and figures), then `own`: the same figures from
playing the file through our own session, and for our own files `category`; `export`
writes any supported replay as EVF. `coach` belongs to the coach, which stands on the
replay room: it is handed to the coach's own command line (`python -m game.coach`) in a
process of its own, with its output and exit status. A bad file or value: one line on
stderr and exit status 2, nothing written.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from typing import Any

from game.children import child_command
from game.i18n import _, set_language
from game.i18n.arguments import OneLineParser, subcommand, translated_parser
from game.replay.errors import ReplayFileError
from game.replay.own import export_evf, read_replay_file
from game.storage.settings import peek_language

EXIT_BAD_INPUT = 2
COACH = "game.coach.cli"
"""The coach's command line, run by name: the coach stands on this room, not below it."""


def format_text(report: dict[str, Any]) -> str:
    """The human report: one `key  value` line per figure (ratios to three decimals, "-"
    for no value), then `own` figures as `own.key` lines."""
    lines = []
    for key, value in report.items():
        if isinstance(value, dict):
            lines += [f"{key + '.' + inner:<16}{_shown(v)}" for inner, v in value.items()]
        else:
            lines.append(f"{key:<16}{_shown(value)}")
    return "\n".join(lines)


def _shown(value: object) -> str:
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:.3f}"
    return str(value)


def _parser() -> argparse.ArgumentParser:
    description = _("Minesweeper replay files (.avf .rmv .evf .mvf)")
    parser = translated_parser(OneLineParser, "python -m game.replay", description)
    commands = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    a_replay = _("a replay: .avf, .rmv, .evf, .mvf or our .json")
    one_object = _("print one JSON object")
    info = subcommand(commands, "info", _("print a replay's figures"))
    info.add_argument("file", help=a_replay)
    info.add_argument("--json", action="store_true", help=one_object)
    export = subcommand(commands, "export", _("write a replay as EVF"))
    export.add_argument("file", help=a_replay)
    export.add_argument("out", help=_("the EVF file to write (OUT.evf)"))
    coach = subcommand(commands, "coach", _("judge every opening click and chord of a game"))
    coach.add_argument("file", help=a_replay)
    coach.add_argument("--json", action="store_true", help=one_object)
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    set_language(peek_language() or None)  # help and messages speak the player's language
    argv = sys.argv[1:] if argv is None else argv
    args = _parser().parse_args(argv)
    if args.command == "coach":
        sys.stdout.flush()
        return subprocess.run(child_command(COACH, *argv[argv.index("coach") + 1 :])).returncode
    try:
        if args.command == "info":
            report = read_replay_file(args.file).to_dict()
            print(json.dumps(report, ensure_ascii=False) if args.json else format_text(report))
        else:
            path = export_evf(args.file, args.out)
            print(_("wrote {path}").format(path=path))
    except ReplayFileError as error:
        print(_("error: {problem}").format(problem=error), file=sys.stderr)
        return EXIT_BAD_INPUT
    return 0
