"""`python -m game.replay info FILE [--json]` and `python -m game.replay export FILE OUT.evf`.

`info` prints a replay's board, result, time and clicks as ms-toollib analyses them;
`export` writes any supported replay as EVF. A bad file or value: one line on stderr
and exit status 2, nothing written.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import NoReturn

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
        else:
            path = export_evf(args.file, args.out)
            print(f"wrote {path}")
    except ReplayFileError as error:
        print(f"error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return 0
