"""One vocabulary: no game state or action is a bare string inside the program.

A state, an action or a kind is an Enum member, compared with `is`; a typo is then a
type error, not a silent mismatch. Words stay strings only where text crosses a boundary:
what the player types, the command line, the operating system, the formats we read and
write (position text, JSON, settings.toml, .po catalogues, the child processes' pipes).
Those modules are listed below, each with its reason; any other comparison of a value
with a lowercase word (`x == "word"`, `x != "word"`, `x in ("a", "b")`) fails this test.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
WORD = re.compile(r"[a-z][a-z0-9_ ]*")

BOUNDARIES: dict[str, str] = {
    "game/engine/wake.py": "SDL's video driver name",
    "game/i18n/extract.py": "the gettext function names in our own source text",
    "game/i18n/catalog.py": "the keywords of a .po catalogue",
    "game/i18n/language.py": "the operating system's locale names and platform",
    "game/i18n/__main__.py": "the command line's sub-command",
    "game/solver/__main__.py": "the command line's sub-command",
    "game/replay/cli.py": "the command line's sub-command",
    "game/children.py": "the platform (the child processes' resource limits)",
    "game/challenge/cli.py": "the command line's sub-command",
    "game/storage/filelock.py": "the platform",
    "game/storage/atomic.py": "the operating system's name",
    "game/storage/settings.py": "settings.toml's keys",
    "game/storage/stats.py": "the database's column names and SQLite's integrity answer",
    "game/bench/idle.py": "the platform",
    "game/bench/solver.py": "the benchmark's command-line words",
    "game/scenes/custom.py": "the custom board dialogue's field names (its own form keys)",
    "game/ui/skin_preview.py": "the skin manifest's sprite names (a file format)",
    "game/textmode/style.py": "the environment's NO_COLOR and TERM",
}
"""Modules that may compare with a word, and why (the boundary they stand on)."""


def _words(node: ast.expr) -> list[str]:
    """The lowercase words a comparison operand spells out: a string, or a tuple, list or
    set of strings."""
    items = node.elts if isinstance(node, ast.Tuple | ast.List | ast.Set) else [node]
    return [
        item.value
        for item in items
        if isinstance(item, ast.Constant)
        and isinstance(item.value, str)
        and WORD.fullmatch(item.value)
    ]


def word_comparisons(source: str) -> list[tuple[int, str]]:
    """(line, word) for every ==, !=, in, not in of a value with a lowercase word."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Compare):
            continue
        operands = [node.left, *node.comparators]
        for index, op in enumerate(node.ops):
            left, right = operands[index], operands[index + 1]
            if isinstance(op, ast.Eq | ast.NotEq):
                found += [(node.lineno, word) for word in _words(left) + _words(right)]
            elif isinstance(op, ast.In | ast.NotIn) and not isinstance(right, ast.Constant):
                found += [(node.lineno, word) for word in _words(right)]
    return found


def test_no_state_or_action_is_compared_as_a_bare_word():
    offences = []
    for path in sorted(GAME.rglob("*.py")):
        name = path.relative_to(ROOT).as_posix()
        if name in BOUNDARIES:
            continue
        for line, word in word_comparisons(path.read_text(encoding="utf-8")):
            offences.append(f"{name}:{line}: compares with {word!r} (use an Enum member)")
    assert offences == []


def test_every_boundary_listed_still_exists_and_still_needs_its_place():
    """A module that stopped comparing words leaves the list, so the list stays honest."""
    for name in BOUNDARIES:
        path = ROOT / name
        assert path.exists(), name
        assert word_comparisons(path.read_text(encoding="utf-8")), f"{name} needs no exception"


@pytest.mark.parametrize(
    ("source", "words"),
    [
        ('if guess.kind == "chord": pass', ["chord"]),
        ('if "mine" != verdict: pass', ["mine"]),
        ('ok = status in ("ok", "error")', ["ok", "error"]),
        ('ok = answer not in {"t", "train"}', ["t", "train"]),
        ('ok = char == "*" or line == "H1" or noun[0] in "aeiou"', []),
        ("ok = kind is Kind.CHORD", []),
    ],
)
def test_the_check_sees_word_comparisons_and_only_those(source, words):
    assert [word for _line, word in word_comparisons(source)] == words
