"""Find every translatable text in the sources, and keep a `.po` catalogue in step with them.

A text is translatable when it is the literal first argument of `_()` or `N_()`, the two
literal arguments of `ngettext()` or `PluralNote()`, or the literal context and text of
`pgettext()`.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

from game.i18n.catalog import Entry

HEADER = (
    "Project-Id-Version: minesweeper\\n"
    "MIME-Version: 1.0\\n"
    "Content-Type: text/plain; charset=UTF-8\\n"
    "Content-Transfer-Encoding: 8bit\\n"
    "Language: {language}\\n"
    "Plural-Forms: nplurals=2; plural=(n != 1);\\n"
)


@dataclass(frozen=True)
class Message:
    """A text the sources ask to translate, and where it was first seen."""

    msgid: str
    msgid_plural: str | None
    msgctxt: str | None
    where: str

    @property
    def key(self) -> tuple[str | None, str]:
        """Identity within a catalogue: context and text."""
        return (self.msgctxt, self.msgid)


def _literal(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def messages_in(source: str, where: str) -> list[Message]:
    """The translatable texts of one Python source, in order."""
    found: list[Message] = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name):
            continue
        name, args = node.func.id, node.args
        place = f"{where}:{node.lineno}"
        if name in ("_", "N_") and args and (text := _literal(args[0])) is not None:
            found.append(Message(text, None, None, place))
        elif name in ("ngettext", "PluralNote") and len(args) >= 2:
            one, many = _literal(args[0]), _literal(args[1])
            if one is not None and many is not None:
                found.append(Message(one, many, None, place))
        elif name == "pgettext" and len(args) >= 2:
            context, text = _literal(args[0]), _literal(args[1])
            if context is not None and text is not None:
                found.append(Message(text, None, context, place))
    found.sort(key=lambda m: int(m.where.rsplit(":", 1)[1]))
    return found


def messages_in_tree(root: Path) -> list[Message]:
    """Every translatable text under `root` (a package folder), first place kept, in file order."""
    seen: dict[tuple[str | None, str], Message] = {}
    for path in sorted(root.rglob("*.py")):
        where = path.relative_to(root.parent).as_posix()
        for message in messages_in(path.read_text(encoding="utf-8"), where):
            seen.setdefault(message.key, message)
    return list(seen.values())


def _quote(text: str) -> str:
    escaped = (
        text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    )
    return f'"{escaped}"'


def render_po(messages: list[Message], old: list[Entry], language: str) -> str:
    """The catalogue for `messages`, keeping the translations `old` has for them; texts no
    longer in the sources are dropped, new ones get an empty translation."""
    known = {(entry.msgctxt, entry.msgid): entry for entry in old if entry.msgid}
    header = HEADER.format(language=language).split("\\n")
    lines = ['msgid ""', 'msgstr ""', *(f'"{part}\\n"' for part in header if part), ""]
    for message in messages:
        entry = known.get(message.key)
        lines.append(f"#: {message.where}")
        if entry is not None and entry.fuzzy:
            lines.append("#, fuzzy")
        if message.msgctxt is not None:
            lines.append(f"msgctxt {_quote(message.msgctxt)}")
        lines.append(f"msgid {_quote(message.msgid)}")
        if message.msgid_plural is not None:
            lines.append(f"msgid_plural {_quote(message.msgid_plural)}")
            forms = entry.msgstr if entry is not None else {}
            for index in (0, 1):
                lines.append(f"msgstr[{index}] {_quote(forms.get(index, ''))}")
        else:
            text = entry.msgstr.get(0, "") if entry is not None else ""
            lines.append(f"msgstr {_quote(text)}")
        lines.append("")
    return "\n".join(lines)
