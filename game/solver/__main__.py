"""`python -m game.solver analyse FILE.mine [--json]`: analyse a saved position.

Prints the mine probability of every covered cell in percent, then the
certain safe cells and certain mines with their reasons; `--json` prints
{"probabilities": [[p or null, ...], ...], "safe": [[r, c], ...], "mines": [[r, c], ...]}
(0-based rows and columns). Bad input: one line on stderr, exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys

from game.solver.analysis import Analysis, analyse
from game.solver.cells import cell_name, column_letters
from game.solver.position import PositionError


def _percent_cell(p: float | None) -> str:
    if p is None:
        return "."
    if p == 0.0:
        return "0"
    if p == 1.0:
        return "100"
    return str(min(99, max(1, round(p * 100))))


def format_text(result: Analysis) -> str:
    """The human report: percent grid, then the certain cells with reasons."""
    position = result.position
    width = max(3, len(str(position.height)))
    lines = [
        f"{position.width}x{position.height}, {position.mines} mines: "
        f"{len(result.safe)} certain safe, {len(result.mines)} certain mines",
        "mine probability in percent (. open, 0 certain safe, 100 certain mine):",
        " " * width + "".join(f"{column_letters(c):>4}" for c in range(position.width)),
    ]
    for r, row in enumerate(result.probabilities):
        lines.append(f"{r + 1:>{width}}" + "".join(f"{_percent_cell(p):>4}" for p in row))
    for title, cells in (("certain safe", result.safe), ("certain mines", result.mines)):
        lines.append(f"{title} ({len(cells)}):")
        lines.extend(f"  {cell_name(*cell):<5} {result.proofs[cell].reason}" for cell in cells)
    return "\n".join(lines)


def format_json(result: Analysis) -> str:
    """The machine form, exactly the three keys of the contract."""
    return json.dumps(
        {
            "probabilities": result.probabilities,
            "safe": [list(cell) for cell in result.safe],
            "mines": [list(cell) for cell in result.mines],
        }
    )


def _parser() -> argparse.ArgumentParser:
    summary = __doc__.split("\n")[0]
    parser = argparse.ArgumentParser(prog="python -m game.solver", description=summary)
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("analyse", help="analyse a position file (.mine)")
    run.add_argument("file", help="position text file, e.g. game.mine")
    run.add_argument("--json", action="store_true", help="print JSON instead of text")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser().parse_args(argv)
    try:
        with open(args.file, encoding="utf-8") as handle:
            text = handle.read()
    except (OSError, UnicodeDecodeError) as error:
        reason = getattr(error, "strerror", None) or str(error).split("\n")[0]
        print(f"error: cannot read {args.file}: {reason}", file=sys.stderr)
        return 2
    try:
        result = analyse(text)
    except PositionError as error:
        print(f"error: {args.file}: {error}", file=sys.stderr)
        return 2
    print(format_json(result) if args.json else format_text(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
