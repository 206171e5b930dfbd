"""A sentence for the player that the core can make without knowing the language in force.

Storage, the replay reader and the solver report problems ("settings.toml is damaged; moved
it to ...") that reach the log in English and the screen in the player's language, even after
a switch in Settings. A `Note` is both: as a `str` it is the English sentence (the log's, and
what every caller that treats it as text sees), and `shown()` gives it in the language in
force. The template is marked with `N_()` where it is written:

    >>> note = Note(N_("{file} is damaged"), file="stats.sqlite3")
    >>> str(note), note.shown()
    ('stats.sqlite3 is damaged', 'stats.sqlite3 is damaged')

A field may be a `Note` itself (a reason inside a sentence); it is shown in the same language.
"""

from __future__ import annotations

from typing import Any

from game.i18n.language import N_, _, ngettext

__all__ = ["N_", "Note", "PluralNote", "said", "shown"]


class Note(str):
    """English as a `str`; `shown()` in the language in force (see the module)."""

    template: str
    fields: dict[str, Any]

    def __new__(cls, template: str, /, **fields: Any) -> Note:
        english = template.format(**fields) if fields else template
        note = super().__new__(cls, english)
        note.template = template
        note.fields = fields
        return note

    def shown(self) -> str:
        """The sentence in the language in force, its fields too."""
        if not self.fields:
            return _(self.template)
        return _(self.template).format(**{k: _field(v) for k, v in self.fields.items()})


class PluralNote(Note):
    """A `Note` whose wording depends on a count `n` (one game, 2 games), by the language's
    own plural rule: `PluralNote("{n} game kept", "{n} games kept", n)` (the extractor reads
    the two literal texts as one plural message)."""

    plural: str
    number: int

    def __new__(cls, singular: str, plural: str = "", n: int = 1, /, **fields: Any) -> PluralNote:
        fields = {**fields, "n": n}
        chosen = singular if n == 1 or not plural else plural
        note = str.__new__(cls, chosen.format(**fields))
        note.template, note.plural, note.number, note.fields = singular, plural, n, fields
        return note

    def shown(self) -> str:
        """The form for the count, in the language in force."""
        if not self.plural:  # rebuilt from its English text alone (unpickled without state)
            return super().shown()
        text = ngettext(self.template, self.plural, self.number)
        return text.format(**{k: _field(v) for k, v in self.fields.items()})


def _field(value: Any) -> Any:
    return value.shown() if isinstance(value, Note) else value


def shown(text: str) -> str:
    """`text` as the player reads it: a `Note` in the language in force, other text as it is."""
    return text.shown() if isinstance(text, Note) else text


def said(error: BaseException) -> str:
    """What an exception says: the `Note` it was raised with, else its English text."""
    first = error.args[0] if len(error.args) == 1 else None
    return first if isinstance(first, Note) else str(error)
