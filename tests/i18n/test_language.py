"""Which language is in force: the system's, the setting, `--lang`; numbers and plurals."""

import datetime
import os
import subprocess
import sys
from pathlib import Path

from game.i18n import Language, _, current_language, set_language, system_language
from game.i18n.formats import date, number, percent, seconds
from game.i18n.words import board, mines

ROOT = Path(__file__).resolve().parents[2]


def test_the_system_language_follows_the_environment_in_gettext_order():
    assert system_language({"LANG": "de_DE.UTF-8"}) is Language.DE
    assert system_language({"LANGUAGE": "de:en", "LANG": "en_US.UTF-8"}) is Language.DE
    assert system_language({"LC_ALL": "en_GB.UTF-8", "LANG": "de_DE.UTF-8"}) is Language.EN
    assert system_language({"LC_MESSAGES": "de_AT", "LANG": "en_US"}) is Language.DE


def test_an_unknown_system_language_falls_back_to_english_quietly(caplog):
    assert system_language({"LANG": "fr_FR.UTF-8"}) is Language.EN
    assert system_language({"LANGUAGE": "fr:de"}) is Language.DE
    assert system_language({"LANG": "C.UTF-8"}) is not None


def test_switching_language_changes_texts_at_once():
    set_language("de")
    assert current_language() is Language.DE
    assert _("Settings") == "Einstellungen"
    set_language("en")
    assert _("Settings") == "Settings"


def test_plurals_numbers_and_dates_as_each_language_writes_them():
    set_language("de")
    assert mines(1) == "1 Mine" and mines(2) == "2 Minen"
    assert board(30, 16, 99) == "30x16, 99 Minen"
    assert seconds(12.345) == "12,345 s"
    assert number(12345.5, 1) == "12.345,5"
    assert date(datetime.date(2026, 11, 24)) == "24.11.2026"
    assert percent(0.38) == "38 %"
    set_language("en")
    assert mines(1) == "1 mine" and mines(2) == "2 mines"
    assert seconds(12.345) == "12.345 s"
    assert number(12345.5, 1) == "12,345.5"
    assert date(datetime.date(2026, 11, 24)) == "2026-11-24"


def test_an_undefined_figure_is_shown_as_no_value():
    assert number(float("inf"), 3) == "-"
    assert number(None) == "-"
    assert seconds(float("nan")) == "-"


def _run(*args, env_lang="C.UTF-8"):
    env = dict(os.environ, LANG=env_lang)
    return subprocess.run(
        [sys.executable, "main.py", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )


def test_help_speaks_german_with_lang_de_and_with_a_german_system():
    for result in (_run("--lang", "de", "--help"), _run("--help", env_lang="de_DE.UTF-8")):
        assert result.returncode == 0
        assert "Aufruf:" in result.stdout and "Optionen" in result.stdout
        assert "im Terminal spielen" in result.stdout
        assert "show this help" not in result.stdout


def test_a_bad_language_is_one_line_and_status_2():
    result = _run("--lang", "fr")
    assert result.returncode == 2
    assert result.stderr.strip().count("\n") == 0
    assert "en or de" in result.stderr
    german = _run("--lang", "de", "--seed", "x")
    assert german.returncode == 2 and "Seed muss eine ganze Zahl sein" in german.stderr


def test_the_saved_language_is_used_before_the_game_starts(_user_home):
    (_user_home / "settings.toml").write_text('language = "de"\n')
    result = _run("--help", env_lang="en_US.UTF-8")
    assert "Aufruf:" in result.stdout
    (_user_home / "settings.toml").write_text('language = "en"\n')
    assert "usage:" in _run("--help", env_lang="de_DE.UTF-8").stdout
