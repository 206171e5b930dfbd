"""No English sentence reaches the player unmarked: a text with words that is shown, said or
reported is marked for translation (`_()`, `N_()`, `ngettext()`, a `Note`), never a bare
literal or f-string. Read from the sources, so a new leak of this kind fails here at once."""

from __future__ import annotations

import ast
import re
from pathlib import Path

GAME = Path(__file__).resolve().parents[2] / "game"
WORD = re.compile(r"\b[A-Za-z][a-z]{2,}\b")  # figure names (3BV/s, IOE, ZiNi) are no words
FRONT = ("scenes", "ui", "textmode", "a11y")
SHOWN_BY = {"say": 0, "report": 0, "blit_text": 1, "ask": 0}
"""Functions that put a text in front of the player, and the position of that text."""
SHOWN_AS = {"message", "problem", "error", "note"}
"""Attributes a screen draws as a line of text."""


def _words(node: ast.expr) -> list[str]:
    """English words written literally in `node` (a marked call has none: it is translated)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return WORD.findall(node.value)
    if isinstance(node, ast.JoinedStr):
        return [w for part in node.values for w in _words(part) if isinstance(part, ast.Constant)]
    if isinstance(node, ast.BinOp):
        return _words(node.left) + _words(node.right)
    if isinstance(node, ast.IfExp):
        return _words(node.body) + _words(node.orelse)
    return []


def _name(node: ast.expr) -> str | None:
    if isinstance(node, ast.Attribute):
        return node.attr
    return node.id if isinstance(node, ast.Name) else None


def _leaks(path: Path, front: bool) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        texts: list[ast.expr] = []
        if isinstance(node, ast.Call):
            name = _name(node.func)
            if front and name in SHOWN_BY and len(node.args) > SHOWN_BY[name]:
                texts.append(node.args[SHOWN_BY[name]])
            if (
                name == "append"
                and isinstance(node.func, ast.Attribute)
                and _name(node.func.value) == "problems"
                and node.args
            ):
                texts.append(node.args[0])
        elif (
            front
            and isinstance(node, ast.Assign)
            and any(_name(target) in SHOWN_AS for target in node.targets)
        ):
            texts.append(node.value)
        found += [
            f"{path.name}:{text.lineno}: {ast.unparse(text)[:80]}" for text in texts if _words(text)
        ]
    return found


def test_no_shown_said_or_reported_text_is_a_bare_english_literal():
    leaks = []
    for path in sorted(GAME.rglob("*.py")):
        room = path.relative_to(GAME).parts[0]
        leaks += [
            f"{path.parent.name}/{leak}"
            for leak in _leaks(path, front=room in FRONT or path.name == "context.py")
        ]
    assert leaks == [], "mark these for translation:\n" + "\n".join(leaks)


def test_the_check_finds_a_bare_literal(tmp_path):
    source = tmp_path / "scene.py"
    source.write_text(
        'self.ui.say(f"skin {name} reloaded")\n'
        'self.problems.append("the file is damaged")\n'
        'self.message = "Saved " + path\n'
        'self.ui.say(_("skin {name} reloaded").format(name=name))\n'
        'self.problems.append(Note(N_("{file} is damaged"), file=name))\n'
        'blit_text(surface, f"3BV/s {speed}", (0, 0), color)\n'
    )
    assert sorted(leak.split(":")[1] for leak in _leaks(source, front=True)) == ["1", "2", "3"]
