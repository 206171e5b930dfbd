"""`python -m game.solver analyse|explain FILE.mine [--json]`: analyse or explain a position.

`explain` prints the Hint's cell and its checked proof, one step per line; `--json`
prints {"cell": [r, c], "verdict": "safe"|"mine"|"guess", "risk": p, "steps": [...]}
(see DESIGN.md, "Solver contract").

`analyse`:

Prints the mine probability of every covered cell in percent, then the
certain safe cells and certain mines, each with its checked proof one step a line (the
proofs the Hint and `explain` show); `--json` prints
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

from game.i18n import _, set_language
from game.i18n.arguments import subcommand, translated, translated_parser
from game.solver.analysis import Analysis, add_exact_facts, analyse
from game.solver.approximate import LABEL, approximate
from game.solver.cells import cell_name, column_letters
from game.solver.deduce import deduce
from game.solver.moves import Move
from game.solver.position import PositionError, parse_position
from game.solver.proof import Proof
from game.solver.proof_build import proof_for, zero_proof
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
    counts = _("{size}, {mines} mines: {safe} certain safe, {certain} certain mines").format(
        size=f"{position.width}x{position.height}",
        mines=position.mines,
        safe=len(result.safe),
        certain=len(result.mines),
    )
    lines = [
        counts,
        _("mine probability in percent (. open, 0 certain safe, 100 certain mine):"),
        " " * width + "".join(f"{column_letters(c):>4}" for c in range(position.width)),
    ]
    for r, row in enumerate(result.probabilities):
        lines.append(f"{r + 1:>{width}}" + "".join(f"{_percent_cell(p):>4}" for p in row))
    proofs = checked_proofs(result)
    for title, cells in ((_("certain safe"), result.safe), (_("certain mines"), result.mines)):
        lines.append(f"{title} ({len(cells)}):")
        for cell in cells:
            proof = proofs.get(cell)
            if proof is None:
                unwritten = (
                    _(
                        "{cell} is a mine: every layout of the numbers agrees (too many to "
                        "write out as a checked proof)"
                    )
                    if cell in result.mines
                    else _(
                        "{cell} is safe: every layout of the numbers agrees (too many to "
                        "write out as a checked proof)"
                    )
                )
                lines.append(f"  {cell_name(*cell):<5} " + unwritten.format(cell=cell_name(*cell)))
                continue
            lines.append(f"  {cell_name(*cell):<5} {headline(proof)}")
            lines.extend(f"{'':8}{step}" for step in proof_lines(position, proof))
    return "\n".join(lines)


def checked_proofs(result: Analysis) -> dict[tuple[int, int], Proof]:
    """A proof that passed the checker for each certain cell (flags not trusted), as the
    Hint and `explain` show them; a cell without one within the checker's budget is left out."""
    position = result.position.unflagged()
    deductions = result.deductions
    if deductions is None:
        deductions = deduce(position)
        flat = [p for row in result.probabilities for p in row]
        add_exact_facts(position, deductions, flat)
    proofs = {}
    for cell in (*result.safe, *result.mines):
        index = position.index(*cell)
        if index in deductions.facts:
            proof = proof_for(position, deductions, index)
            if proof is not None:
                proofs[cell] = proof
    return proofs


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
        said = _("error: {problem} ({usage})").format(
            problem=one_line(translated(message), 120), usage=usage
        )
        print(said, file=sys.stderr)
        raise SystemExit(2)


def _parser() -> argparse.ArgumentParser:
    summary = _("analyse or explain a Minesweeper position (.mine)")
    parser = translated_parser(_Parser, "python -m game.solver", summary)
    commands = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    give_up = _("give up the exact count after S seconds (default {seconds})")
    for name, what in (
        ("analyse", _("analyse a position file (.mine)")),
        ("explain", _("the hint for a position file, with its proof")),
    ):
        command = subcommand(commands, name, what)
        command.add_argument("file", help=_("position text file, e.g. game.mine"))
        command.add_argument("--json", action="store_true", help=_("print JSON instead of text"))
        add_time_limit(command, help_text=give_up)
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
        _("{size}, {mines} mines: APPROXIMATE probabilities").format(
            size=f"{position.width}x{position.height}", mines=position.mines
        ),
        _("mine probability in percent, {label}:").format(label=_(LABEL)),
        " " * width + "".join(f"{column_letters(c):>4}" for c in range(position.width)),
    ]
    for r, row in enumerate(grid):
        lines.append(f"{r + 1:>{width}}" + "".join(f"{_percent_cell(p):>4}" for p in row))
    return "\n".join(lines)


def _error(problem: str) -> None:
    """One line on stderr: what went wrong, in the language in force."""
    print(_("error: {problem}").format(problem=problem), file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    set_language(peek_language() or None)  # the text follows the language; the JSON has no words
    args = _parser().parse_args(argv)
    name = shorten(args.file, 80)
    try:
        text = read_position_text(args.file)
    except UserFileError as error:
        _error(f"{name}: {error.reason}")
        return 2
    if args.command == "explain":
        try:
            print(_explain(text, args.time_limit, args.json))
        except ValueError as error:  # PositionError, NoMoveError, or the child's reason for them
            _error(f"{name}: {one_line(str(error))}")
            return 2
        except KeyboardInterrupt:
            _error(_("stopped"))
            return 130
        return 0
    try:
        result = _exact(text, args.time_limit)
    except PositionError as error:
        _error(f"{name}: {one_line(str(error))}")
        return 2
    except KeyboardInterrupt:
        _error(_("stopped"))
        return 130
    if isinstance(result, str):
        too_big = _(
            "note: {file} is too big to analyse exactly ({reason}); showing approximate "
            "probabilities"
        )
        print(too_big.format(file=name, reason=result), file=sys.stderr)
        print(format_approximate(text, approximate(text), args.json))
        return 0
    print(format_json(result) if args.json else format_text(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
