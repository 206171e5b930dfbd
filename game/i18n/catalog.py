"""Gettext catalogues: read a `.po` file and compile it to the `.mo` bytes gettext reads.

The repository keeps only `.po` text; the package build and the tests compile `.mo` files from
them (`python -m game.i18n compile`), and a source checkout without them compiles in memory at
start. Only what our catalogues use is supported: `msgctxt`, `msgid`, `msgid_plural`,
`msgstr[N]`, comments and the `fuzzy` flag (fuzzy entries are left out, as msgfmt does).
"""

from __future__ import annotations

import ast
import re
import struct
from dataclasses import dataclass, field

CONTEXT_SEPARATOR = "\x04"
PLURAL_SEPARATOR = "\x00"


class CatalogError(ValueError):
    """A `.po` file that cannot be read; the message names the line."""


@dataclass
class Entry:
    """One message: its id (with plural), context, translations and flags."""

    msgid: str = ""
    msgid_plural: str | None = None
    msgctxt: str | None = None
    msgstr: dict[int, str] = field(default_factory=dict)
    flags: set[str] = field(default_factory=set)
    line: int = 0

    @property
    def key(self) -> str:
        """The id as the compiled catalogue stores it (context and plural joined)."""
        base = self.msgid
        if self.msgid_plural is not None:
            base += PLURAL_SEPARATOR + self.msgid_plural
        if self.msgctxt is not None:
            base = self.msgctxt + CONTEXT_SEPARATOR + base
        return base

    @property
    def fuzzy(self) -> bool:
        """Marked fuzzy: a guess that a translator has not confirmed."""
        return "fuzzy" in self.flags

    @property
    def translated(self) -> bool:
        """Every form has a non-empty translation."""
        if not self.msgstr:
            return False
        return all(text for text in self.msgstr.values())


def parse_po(text: str) -> list[Entry]:
    """The entries of a `.po` file, header included (msgid "")."""
    entries: list[Entry] = []
    current = Entry()
    field_name: str | None = None
    index = 0
    complete = False  # the current entry has its msgstr: the next keyword starts another

    def finish() -> None:
        nonlocal current, complete, field_name
        if complete:
            entries.append(current)
        current, complete, field_name = Entry(), False, None

    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line:
            finish()
            continue
        if line.startswith("#"):
            if complete:
                finish()
            if line.startswith("#,"):
                current.flags.update(flag.strip() for flag in line[2:].split(","))
            continue
        if line.startswith('"'):
            if field_name is None:
                raise CatalogError(f"line {number}: text outside a message")
            _append(current, field_name, index, _string(line, number))
            continue
        keyword, _, rest = line.partition(" ")
        if keyword in ("msgctxt", "msgid", "msgid_plural"):
            if complete and keyword != "msgid_plural":
                finish()
            current.line = current.line or number
            field_name, index = keyword, 0
            _append(current, keyword, 0, _string(rest, number), new=True)
        elif keyword == "msgstr" or re.fullmatch(r"msgstr\[\d{1,2}\]", keyword):
            index = int(keyword[7:-1]) if keyword != "msgstr" else 0
            field_name, complete = "msgstr", True
            current.msgstr[index] = _string(rest, number)
        else:
            raise CatalogError(f"line {number}: unexpected {keyword[:20]!r}")
    finish()
    return entries


def _append(entry: Entry, name: str, index: int, value: str, new: bool = False) -> None:
    if name == "msgstr":
        entry.msgstr[index] = entry.msgstr.get(index, "") + value
    elif name == "msgid":
        entry.msgid = value if new else entry.msgid + value
    elif name == "msgid_plural":
        entry.msgid_plural = value if new else (entry.msgid_plural or "") + value
    else:
        entry.msgctxt = value if new else (entry.msgctxt or "") + value


def _string(token: str, number: int) -> str:
    token = token.strip()
    if len(token) < 2 or not (token.startswith('"') and token.endswith('"')):
        raise CatalogError(f"line {number}: expected a quoted string")
    try:
        value = ast.literal_eval(token)
    except (SyntaxError, ValueError):
        raise CatalogError(f"line {number}: bad string {token[:40]!r}") from None
    if not isinstance(value, str):
        raise CatalogError(f"line {number}: expected a string")
    return value


def compile_mo(entries: list[Entry]) -> bytes:
    """The GNU `.mo` bytes for the translated, non-fuzzy entries (and the header)."""
    pairs: dict[bytes, bytes] = {}
    for entry in entries:
        if entry.msgid and (entry.fuzzy or not entry.translated):
            continue
        forms = [entry.msgstr[i] for i in sorted(entry.msgstr)]
        pairs[entry.key.encode("utf-8")] = PLURAL_SEPARATOR.join(forms).encode("utf-8")
    keys = sorted(pairs)
    count = len(keys)
    header_size = 7 * 4
    ids_offset = header_size
    strs_offset = ids_offset + count * 8
    data_offset = strs_offset + count * 8
    id_table = bytearray()
    str_table = bytearray()
    data = bytearray()
    for key in keys:
        id_table += struct.pack("<II", len(key), data_offset + len(data))
        data += key + b"\x00"
    for key in keys:
        value = pairs[key]
        str_table += struct.pack("<II", len(value), data_offset + len(data))
        data += value + b"\x00"
    header = struct.pack("<IIIIIII", 0x950412DE, 0, count, ids_offset, strs_offset, 0, 0)
    return bytes(header + id_table + str_table + data)
