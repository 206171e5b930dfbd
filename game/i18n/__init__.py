"""The game in the player's language (English or German) through the standard `gettext`.

    from game.i18n import _, ngettext, N_
    _("New game")                       # the text in the language in force
    ngettext("{n} mine", "{n} mines", n).format(n=n)

Texts defined at import time are marked with `N_()` and translated with `_()` where they are
shown, so a language switch takes effect on the next frame.
"""

from game.i18n.language import (
    N_,
    Language,
    _,
    current_language,
    generation,
    inherit_language,
    ngettext,
    parse_language,
    pgettext,
    set_language,
    system_language,
)

__all__ = [
    "Language",
    "N_",
    "_",
    "current_language",
    "generation",
    "inherit_language",
    "ngettext",
    "parse_language",
    "pgettext",
    "set_language",
    "system_language",
]
