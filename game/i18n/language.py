"""The player's language: which one is in force, how it is found, and the translations.

English is the language the program is written in; German comes from the catalogue
`assets/locale/de/LC_MESSAGES/minesweeper.po`. The language follows the system (`LANGUAGE`,
`LC_ALL`, `LC_MESSAGES`, `LANG`, then the platform's own setting) unless the player chose one
in Settings or with `--lang`. An unknown language falls back to English (and says so only in
the log). Switching takes effect at once: every text is looked up when it is shown.
"""

from __future__ import annotations

import ctypes
import gettext
import io
import locale
import logging
import os
import sys
from enum import StrEnum
from pathlib import Path

from game.i18n.catalog import CatalogError, compile_mo, parse_po
from game.resources import AssetsNotFound, assets_dir

log = logging.getLogger(__name__)

DOMAIN = "minesweeper"
MAX_CATALOG_BYTES = 4 * 1024 * 1024
ENV_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
# The language in force, handed to child processes (a hint or a coach report computed in a
# child speaks the player's language, not the system's).
CHILD_VARIABLE = "MINESWEEPER_LANGUAGE_IN_FORCE"


class Language(StrEnum):
    """The languages the game speaks; the value is the code used in settings and `--lang`."""

    EN = "en"
    DE = "de"

    @property
    def native_name(self) -> str:
        """The language's name in itself, as a language menu shows it."""
        return {"en": "English", "de": "Deutsch"}[self.value]


def parse_language(code: str | None) -> Language | None:
    """The language a code such as "de", "de_AT.UTF-8" or "en-GB" names, or None."""
    if not code:
        return None
    base = code.strip().replace("-", "_").split(".")[0].split("@")[0].split("_")[0].lower()
    try:
        return Language(base)
    except ValueError:
        return None


def system_language(environ: dict[str, str] | None = None) -> Language:
    """The language the system asks for (English when it names none we speak)."""
    env = os.environ if environ is None else environ
    for name in ENV_VARIABLES:
        value = env.get(name, "")
        if not value:
            continue
        # LANGUAGE may list several, "de:en"; "C" and "POSIX" mean no preference.
        for part in value.split(":"):
            if part in ("C", "POSIX") or part.startswith("C."):
                continue
            found = parse_language(part)
            if found is not None:
                return found
            log.info("language %r is not one the game speaks; using English", part)
        return Language.EN
    return _platform_language()


def _platform_language() -> Language:
    """Windows' and macOS' user setting, where no environment variable names one."""
    code: str | None = None
    try:
        if sys.platform == "win32":
            lang_id = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
            code = locale.windows_locale.get(int(lang_id))
        else:
            code = locale.getlocale(locale.LC_MESSAGES)[0]
    except (AttributeError, OSError, ValueError):
        code = None
    return parse_language(code) or Language.EN


class _State:
    """The language in force and its translations (one per process)."""

    language = Language.EN
    translations: gettext.NullTranslations = gettext.NullTranslations()
    generation = 0


_state = _State()


def locale_dir() -> Path | None:
    """The folder holding `LANG/LC_MESSAGES/minesweeper.po` (None when the assets are missing)."""
    try:
        return assets_dir() / "locale"
    except AssetsNotFound:
        return None


def load_translations(language: Language, folder: Path | None) -> gettext.NullTranslations:
    """The compiled catalogue for `language`: the `.mo` beside the `.po` when it is current,
    otherwise the `.po` compiled in memory; English (no catalogue) when neither can be read."""
    if language is Language.EN or folder is None:
        return gettext.NullTranslations()
    messages = folder / language.value / "LC_MESSAGES"
    po, mo = messages / f"{DOMAIN}.po", messages / f"{DOMAIN}.mo"
    try:
        if mo.is_file() and (not po.is_file() or mo.stat().st_mtime >= po.stat().st_mtime):
            data = _read(mo)
        else:
            data = compile_mo(parse_po(_read(po).decode("utf-8")))
        return gettext.GNUTranslations(io.BytesIO(data))
    except (OSError, UnicodeDecodeError, CatalogError) as error:
        log.warning("the %s catalogue cannot be read (%s); using English", language.value, error)
        return gettext.NullTranslations()


def _read(path: Path) -> bytes:
    if not path.is_file() or path.stat().st_size > MAX_CATALOG_BYTES:
        raise OSError(f"{path.name} is not a readable catalogue")
    return path.read_bytes()


def set_language(language: Language | str | None) -> Language:
    """Put a language in force (None or "": the system's); returns the one in force."""
    chosen = parse_language(language) if isinstance(language, str) else language
    if chosen is None:
        chosen = system_language()
    if chosen is not _state.language or _state.generation == 0:
        _state.translations = load_translations(chosen, locale_dir())
        _state.language = chosen
        _state.generation += 1
    os.environ[CHILD_VARIABLE] = chosen.value
    return chosen


def inherit_language() -> Language:
    """In a child process: put in force the language its parent had (English if none)."""
    return set_language(parse_language(os.environ.get(CHILD_VARIABLE)) or Language.EN)


def current_language() -> Language:
    """The language in force."""
    return _state.language


def generation() -> int:
    """A number that changes whenever the language does (screens that cache text compare it)."""
    return _state.generation


def _(message: str) -> str:
    """`message` in the language in force ("" stays "": gettext would give the header)."""
    return _state.translations.gettext(message) if message else ""


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural form for `n`, by the language's own plural rule."""
    return _state.translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """`message` as meant in `context` (the same English word may translate differently)."""
    return _state.translations.pgettext(context, message)


def N_(message: str) -> str:
    """Mark a text for translation where it is defined; `_()` translates it where it is shown."""
    return message
