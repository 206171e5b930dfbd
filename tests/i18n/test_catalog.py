"""The German catalogue is complete, well-formed, and what gettext reads back."""

import gettext
import io
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.i18n.__main__ import untranslated
from game.i18n.catalog import CatalogError, compile_mo, parse_po
from game.i18n.extract import messages_in, messages_in_tree

ROOT = Path(__file__).resolve().parents[2]
PO = ROOT / "assets" / "locale" / "de" / "LC_MESSAGES" / "minesweeper.po"
FIELD = re.compile(r"\{[^{}]*\}")


def _german():
    return parse_po(PO.read_text(encoding="utf-8"))


def test_every_text_in_the_sources_has_a_german_translation():
    catalogue = {(e.msgctxt, e.msgid): e for e in _german() if e.msgid}
    missing = [
        f"{m.where}: {m.msgid!r}"
        for m in messages_in_tree(ROOT / "game")
        if m.key not in catalogue or catalogue[m.key].fuzzy or not catalogue[m.key].translated
    ]
    assert not missing, "run `python -m game.i18n extract` and translate:\n" + "\n".join(missing)


def test_translations_keep_every_placeholder():
    wrong = []
    for entry in _german():
        if not entry.msgid:
            continue
        ids = {entry.msgid, entry.msgid_plural or entry.msgid}
        wanted = set().union(*(FIELD.findall(text) for text in ids))
        for text in entry.msgstr.values():
            if set(FIELD.findall(text)) != wanted:
                wrong.append(f"{entry.msgid!r} -> {text!r}")
    assert not wrong, "\n".join(wrong)


def test_the_compiled_catalogue_is_what_gettext_reads():
    translations = gettext.GNUTranslations(io.BytesIO(compile_mo(_german())))
    assert translations.gettext("Settings") == "Einstellungen"
    assert translations.ngettext("{n} mine", "{n} mines", 1) == "{n} Mine"
    assert translations.ngettext("{n} mine", "{n} mines", 2) == "{n} Minen"
    assert translations.gettext("not in the catalogue") == "not in the catalogue"


def test_fuzzy_and_empty_translations_are_left_out_and_reported():
    text = (
        'msgid ""\nmsgstr "Plural-Forms: nplurals=2; plural=(n != 1);\\n"\n\n'
        '#, fuzzy\nmsgid "Back"\nmsgstr "Zurück"\n\n'
        'msgid "Quit"\nmsgstr ""\n\n'
        'msgid "Sound"\nmsgstr "Ton"\n'
    )
    translations = gettext.GNUTranslations(io.BytesIO(compile_mo(parse_po(text))))
    assert translations.gettext("Back") == "Back"
    assert translations.gettext("Sound") == "Ton"
    assert untranslated(text) == ["Back", "Quit"]


def test_a_damaged_catalogue_names_its_line():
    with pytest.raises(CatalogError, match="line 2"):
        parse_po('msgid "a"\nmsgstr unquoted\n')


def test_extraction_finds_plain_plural_context_and_marked_texts():
    source = (
        'x = _("one")\ny = ngettext("{n} cell", "{n} cells", n)\n'
        'z = pgettext("menu", "Open")\nw = N_("marked")\nv = _(name)\n'
    )
    found = [(m.msgctxt, m.msgid, m.msgid_plural) for m in messages_in(source, "f.py")]
    assert found == [
        (None, "one", None),
        (None, "{n} cell", "{n} cells"),
        ("menu", "Open", None),
        (None, "marked", None),
    ]


def test_the_check_command_passes_on_the_shipped_catalogue():
    result = subprocess.run(
        [sys.executable, "-m", "game.i18n", "check"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stdout + result.stderr
