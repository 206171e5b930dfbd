"""`python -m game.solver analyse|explain FILE.mine [--json]`: analyse or explain a position.

`explain` prints the Hint's cell and its checked proof, one step per line; `--json`
prints {"cell": [r, c], "verdict": "safe"|"mine"|"guess", "risk": p, "steps": [...]}
(see DESIGN.md, "Solver contract").

`analyse`:

Prints the mine probability of every covered cell in percent, then the
certain safe cells and certain mines with their reasons; `--json` prints
{"probabilities": [[p or null, ...], ...], "safe": [[r, c], ...], "mines": [[r, c], ...]}
(0-based rows and columns). Bad input: one line on stderr, exit status 2.
A position too big to count within `--time-limit` seconds or the memory budget
is said so on stderr and gets clearly labelled approximate probabilities
(JSON: an extra key "approximate": true).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import NoReturn

from game.i18n import set_language
from game.solver.analysis import Analysis, analyse
from game.solver.approximate import LABEL, approximate
from game.solver.cells import cell_name, column_letters
from game.solver.moves import Move, NoMoveError
from game.solver.position import PositionError, parse_position
from game.solver.proof import Proof
from game.solver.proof_build import zero_proof
from game.solver.proof_text import headline, proof_lines
from game.solver.time_limit import add_time_limit
from game.solver.worker import Budget, HeavyJob, JobKind, JobState, bounded_hint, is_light
from game.storage.positions import read_position_text
from game.storage.settings import peek_language
from game.storage.userfile import UserFileError, one_line, shorten


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


class _Parser(argparse.ArgumentParser):
    """argparse with a one-line error (no usage block) and the bad value shortened."""

    def error(self, message: str) -> NoReturn:
        usage = " ".join(self.format_usage().split())
        print(f"error: {one_line(message, 120)} ({usage})", file=sys.stderr)
        raise SystemExit(2)


def _parser() -> argparse.ArgumentParser:
    summary = __doc__.split("\n")[0]
    parser = _Parser(prog="python -m game.solver", description=summary)
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("analyse", help="analyse a position file (.mine)")
    run.add_argument("file", help="position text file, e.g. game.mine")
    run.add_argument("--json", action="store_true", help="print JSON instead of text")
    add_time_limit(run, "the exact count")
    explain = commands.add_parser("explain", help="the hint for a position file, with its proof")
    explain.add_argument("file", help="position text file, e.g. game.mine")
    explain.add_argument("--json", action="store_true", help="print JSON instead of text")
    add_time_limit(explain, "the exact count")
    return parser


def format_proof(text: str, proof: Proof, as_json: bool, approximate: bool = False) -> str:
    """The proof as the contract's JSON object, or as text: the verdict, then one step a line."""
    if as_json:
        data = proof.to_json()
        if approximate:
            data["approximate"] = True
        return json.dumps(data)
    position = parse_position(text)
    return "\n".join([headline(proof), *proof_lines(position, proof)])


def _explain(text: str, seconds: float, as_json: bool) -> str:
    """The explain command's output (PositionError, NoMoveError for positions it refuses)."""
    move: Move = bounded_hint(text, Budget(seconds=seconds))
    if move.proof is not None:
        return format_proof(text, move.proof, as_json)
    position = parse_position(text).unflagged()
    if move.certain:  # too big to count, but an open 0 touches it
        proof = zero_proof(position, position.index(move.row, move.col))
        if proof is not None:
            return format_proof(text, proof, as_json, approximate=True)
    if as_json:  # too big to count: the approximation's least risky cell, said as such
        data = {
            "cell": [move.row, move.col],
            "verdict": "guess",
            "risk": move.p_mine,
            "steps": [],
            "approximate": True,
        }
        return json.dumps(data)
    return move.reason


def _exact(text: str, seconds: float) -> Analysis | str:
    """The exact analysis, or the one-line reason it could not be made within the budget.

    Big positions run in a child process (memory and time limits); a progress
    line goes to stderr after half a second. PositionError for a bad position.
    """
    if is_light(text):
        return analyse(text)
    job = HeavyJob(JobKind.ANALYSE, text, Budget(seconds=seconds))
    shown = False
    try:
        while job.wait(timeout=0.5) is JobState.RUNNING:
            ending = "" if sys.stderr.isatty() else "\n"
            start = "\r" if ending == "" else ""
            print(
                f"{start}{job.progress()} (Ctrl+C stops)", end=ending, file=sys.stderr, flush=True
            )
            shown = ending == ""
    except KeyboardInterrupt:
        job.cancel()
        raise
    finally:
        if shown:
            print(file=sys.stderr)
    if job.state is JobState.DONE:
        result: Analysis = job.result
        return result
    if job.state is JobState.FAILED:
        raise PositionError(job.error)
    return job.error


def format_approximate(text: str, grid: list[list[float | None]], as_json: bool) -> str:
    """The approximation, labelled as such in both forms."""
    if as_json:
        return json.dumps({"probabilities": grid, "safe": [], "mines": [], "approximate": True})
    position = parse_position(text)
    width = max(3, len(str(position.height)))
    lines = [
        f"{position.width}x{position.height}, {position.mines} mines: APPROXIMATE probabilities",
        f"mine probability in percent, {LABEL}:",
        " " * width + "".join(f"{column_letters(c):>4}" for c in range(position.width)),
    ]
    for r, row in enumerate(grid):
        lines.append(f"{r + 1:>{width}}" + "".join(f"{_percent_cell(p):>4}" for p in row))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser().parse_args(argv)
    set_language(peek_language() or None)  # the text follows the language; the JSON has no words
    name = shorten(args.file, 80)
    try:
        text = read_position_text(args.file)
    except UserFileError as error:
        print(f"error: {name}: {error.reason}", file=sys.stderr)
        return 2
    if args.command == "explain":
        try:
            print(_explain(text, args.time_limit, args.json))
        except (PositionError, NoMoveError) as error:
            print(f"error: {name}: {one_line(str(error))}", file=sys.stderr)
            return 2
        except KeyboardInterrupt:
            print("error: stopped", file=sys.stderr)
            return 130
        return 0
    try:
        result = _exact(text, args.time_limit)
    except PositionError as error:
        print(f"error: {name}: {one_line(str(error))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("error: stopped", file=sys.stderr)
        return 130
    if isinstance(result, str):
        print(
            f"note: {name} is too big to analyse exactly ({result}); "
            "showing approximate probabilities",
            file=sys.stderr,
        )
        print(format_approximate(text, approximate(text), args.json))
        return 0
    print(format_json(result) if args.json else format_text(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
