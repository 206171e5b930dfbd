"""`python -m game.trainer tag FILE.mine [--json]`: the technique a position needs.

Prints the fewest open numbers that prove a covered cell (`clues`: 1, 2, 3,
..., "count" when only the mine count proves anything, 0 when nothing is
certain), the technique tag and the cells that fewest set proves ([row, col],
0-based). Flags are covered cells. A bad file: one line on stderr, exit 2.
A costly position is tagged in a child process within `--time-limit` seconds
and a memory budget; one too costly for that is refused in one line (exit 2)
within seconds, never after minutes or an abort.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import NoReturn

from game.i18n import _, ngettext, set_language
from game.i18n.arguments import subcommand, translated, translated_parser
from game.solver.cells import cell_name
from game.solver.position import PositionError, parse_position
from game.solver.time_limit import add_time_limit
from game.solver.worker import Budget, HeavyJob, JobKind, JobState, is_light
from game.storage.settings import peek_language
from game.trainer.files import FileProblem, read_text
from game.trainer.tagging import COUNT, Tag, tag_position
from game.trainer.technique import technique_name

MAX_MESSAGE = 200
TAG_FUNCTION = "game.trainer.tagging:tag_text"
"""What the solver's child runs for a big position (`module:function`)."""


def format_text(tag: Tag) -> str:
    """The human report: the tag, the clue count and the proved cells."""
    if tag.clues == 0:
        clues = _("nothing is certain")
    elif tag.clues == COUNT:
        clues = _("only the mine count proves a cell")
    else:
        count = int(tag.clues)
        clues = ngettext("{n} number proves a cell", "{n} numbers prove a cell", count).format(
            n=count
        )
    lines = [
        _("technique: {technique} ({clues})").format(
            technique=technique_name(tag.technique), clues=clues
        )
    ]
    for cell, mine in sorted(tag.cells.items()):
        verdict = _("mine") if mine else _("safe") if tag.technique.certain else _("best guess")
        lines.append(f"  {cell_name(*cell):<5} {verdict}")
    for proof in tag.proofs:
        cells = ", ".join(cell_name(*cell) for cell in proof)
        lines.append("  " + _("proof reads {cells}").format(cells=cells))
    return "\n".join(lines)


class _Parser(argparse.ArgumentParser):
    """argparse with a one-line error (no usage block), exit status 2."""

    def error(self, message: str) -> NoReturn:
        hint = _("try: python -m game.trainer tag FILE.mine --json")
        sys.exit(_fail(f"{translated(message)} ({hint})"))


def _parser() -> argparse.ArgumentParser:
    summary = _("the technique a Minesweeper position (.mine) needs")
    parser = translated_parser(_Parser, "python -m game.trainer", summary)
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    tag = subcommand(commands, "tag", _("tag a .mine position with the technique it needs"))
    tag.add_argument("file", help=_("a position file (.mine)"))
    tag.add_argument("--json", action="store_true", help=_("print one JSON object"))
    give_up = _("give up a costly position after S seconds (default {seconds})")
    add_time_limit(tag, help_text=give_up)
    return parser


class TooCostly(Exception):
    """The position cannot be tagged within the budget."""


def _tag(text: str, seconds: float) -> Tag:
    """The tag, in this process when the position is light, else in a budgeted child.

    PositionError for a bad position, TooCostly (its reason) when over budget.
    """
    if is_light(text):
        return tag_position(parse_position(text))
    job = HeavyJob(JobKind.TAG, text, Budget(seconds=seconds), TAG_FUNCTION)
    try:
        state = job.wait()
    finally:
        job.cancel()
    if state is JobState.DONE:
        tag: Tag = job.result
        return tag
    if state is JobState.FAILED:
        raise PositionError(job.error)
    raise TooCostly(job.error)


def _fail(message: str) -> int:
    line = " ".join(message.split())
    if len(line) > MAX_MESSAGE:
        line = line[: MAX_MESSAGE - 3] + "..."
    print(_("error: {problem}").format(problem=line), file=sys.stderr)
    return 2


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    set_language(peek_language() or None)  # help and messages speak the player's language
    args = _parser().parse_args(argv)
    try:
        text = read_text(args.file)
        tag = _tag(text, args.time_limit)
    except (FileProblem, PositionError) as error:
        return _fail(f"{args.file}: {error}")
    except TooCostly as error:
        too_costly = _("too costly to tag exactly ({reason})").format(reason=error)
        return _fail(f"{args.file}: {too_costly}")
    except KeyboardInterrupt:
        print(_("error: {problem}").format(problem=_("stopped")), file=sys.stderr)
        return 130
    print(json.dumps(tag.to_json()) if args.json else format_text(tag))
    return 0


if __name__ == "__main__":
    sys.exit(main())
