"""`python -m game.i18n extract|compile|check`: keep the catalogues in step with the sources.

extract  add every new translatable text to each `.po` (empty translation), drop gone ones
compile  write each `.mo` beside its `.po` (the package build and the tests run this)
check    list untranslated or fuzzy texts; exit 1 when there are any
"""

from __future__ import annotations

import sys
from pathlib import Path

from game.i18n.catalog import compile_mo, parse_po
from game.i18n.extract import messages_in_tree, render_po
from game.i18n.language import DOMAIN, Language, locale_dir

PACKAGE = Path(__file__).resolve().parent.parent


def _catalogues() -> list[tuple[Language, Path]]:
    folder = locale_dir()
    if folder is None:
        raise SystemExit("i18n: the game's assets folder is missing")
    return [
        (language, folder / language.value / "LC_MESSAGES" / f"{DOMAIN}.po")
        for language in Language
        if language is not Language.EN
    ]


def untranslated(po_text: str) -> list[str]:
    """The texts of a catalogue with no translation, or only a fuzzy one."""
    return [
        entry.msgid
        for entry in parse_po(po_text)
        if entry.msgid and (entry.fuzzy or not entry.translated)
    ]


def main(argv: list[str]) -> int:
    """Run one command; see the module's docstring."""
    if len(argv) != 1 or argv[0] not in ("extract", "compile", "check"):
        print("usage: python -m game.i18n extract|compile|check", file=sys.stderr)
        return 2
    command = argv[0]
    status = 0
    for language, po in _catalogues():
        if command == "extract":
            old = parse_po(po.read_text(encoding="utf-8")) if po.is_file() else []
            po.parent.mkdir(parents=True, exist_ok=True)
            po.write_text(render_po(messages_in_tree(PACKAGE), old, language.value), "utf-8")
            print(f"{po}: {len(messages_in_tree(PACKAGE))} texts")
        elif command == "compile":
            mo = po.with_suffix(".mo")
            mo.write_bytes(compile_mo(parse_po(po.read_text(encoding="utf-8"))))
            print(f"{mo}")
        else:
            missing = untranslated(po.read_text(encoding="utf-8"))
            for msgid in missing:
                print(f"{language.value}: untranslated: {msgid!r}")
            status = 1 if missing else status
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
