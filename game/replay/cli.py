"""`python -m game.replay info FILE [--json]`, `python -m game.replay export FILE OUT.evf` and
`python -m game.replay coach FILE [--json]`.

`info` prints a replay's board, result, time and clicks as ms-toollib analyses them;
`export` writes any supported replay as EVF; `coach` judges every opening click and chord
from the position the player saw (see `game.coach`). A bad file or value: one line on stderr
and exit status 2, nothing written.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import NoReturn

from game.coach.files import coach_file
from game.coach.report import report_lines
from game.replay.errors import ReplayFileError, one_line
from game.replay.export import export_evf
from game.replay.info import ReplayInfo
from game.replay.read import read_replay

EXIT_BAD_INPUT = 2


def format_text(info: ReplayInfo) -> str:
    """The human report: one `key  value` line per figure (ratios to three decimals)."""
    return "\n".join(f"{key:<12}{_shown(value)}" for key, value in info.to_dict().items())


def _shown(value: object) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, float):
        return f"{value:.3f}"
    return str(value)


class _Parser(argparse.ArgumentParser):
    """argparse that reports a bad command line in one line with exit status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {one_line(message)}\n")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python -m game.replay", description="Minesweeper replay files (.avf .rmv .evf .mvf)"
    )
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    info = commands.add_parser("info", help="print a replay's figures")
    info.add_argument("file", help="a replay: .avf, .rmv, .evf, .mvf or our .json")
    info.add_argument("--json", action="store_true", help="print one JSON object")
    export = commands.add_parser("export", help="write a replay as EVF")
    export.add_argument("file", help="a replay: .avf, .rmv, .evf, .mvf or our .json")
    export.add_argument("out", help="the EVF file to write (OUT.evf)")
    coach = commands.add_parser("coach", help="judge every opening click and chord of a game")
    coach.add_argument("file", help="a replay: .avf, .rmv, .evf, .mvf or our .json")
    coach.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser().parse_args(argv)
    try:
        if args.command == "info":
            info = read_replay(args.file).info
            print(
                json.dumps(info.to_dict(), ensure_ascii=False) if args.json else format_text(info)
            )
        elif args.command == "coach":
            report = coach_file(args.file)
            text = json.dumps(report.to_dict()) if args.json else "\n".join(report_lines(report))
            print(text)
        else:
            path = export_evf(args.file, args.out)
            print(f"wrote {path}")
    except ReplayFileError as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return 0
