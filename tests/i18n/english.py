"""The English originals of the catalogue's translated texts, to catch one left on a German
screen: each text whose German differs becomes a pattern matching it filled in."""

from __future__ import annotations

import re
from pathlib import Path

from game.i18n.catalog import parse_po

PO = Path(__file__).resolve().parents[2] / "assets/locale/de/LC_MESSAGES/minesweeper.po"
FIELD = re.compile(r"\\\{[^{}]*\\\}")


def _patterns() -> list[tuple[str, re.Pattern[str]]]:
    patterns = []
    for entry in parse_po(PO.read_text(encoding="utf-8")):
        ids = [entry.msgid] + ([entry.msgid_plural] if entry.msgid_plural else [])
        for index, english in enumerate(ids):
            german = entry.msgstr.get(index, "")
            if not english.strip() or english == german:
                continue
            patterns.append((english, re.compile(FIELD.sub(".+", re.escape(english)))))
    return patterns


ENGLISH = _patterns()


def english_in(texts: list[str]) -> list[str]:
    """Each text that is (a filled-in) English original, named with the original."""
    return [
        f"{text!r} is the English {english!r}"
        for text in texts
        for english, pattern in ENGLISH
        if pattern.fullmatch(text.replace("\u00a0", " "))
    ]
