"""Problems the storage reports (damaged files, unusable folders) reach the log in English and
the player in the language in force, and follow a switch of language."""

from __future__ import annotations

import pickle
import sqlite3

import pytest

from game.i18n import N_, Language, set_language
from game.i18n.extract import messages_in
from game.i18n.note import Note, PluralNote, said, shown
from game.storage.replay_index import load_index
from game.storage.savegame import load_saved_game
from game.storage.settings import load_settings
from game.storage.stats import Stats
from game.storage.trainer import load_trainer
from tests.i18n.english import english_in


@pytest.fixture
def german():
    set_language(Language.DE)
    yield
    set_language(Language.EN)


def test_a_note_is_english_text_and_is_shown_in_the_language_in_force(german):
    reason = Note(N_("is damaged ({detail})"), detail="page 3")
    note = Note(N_("{file} {reason}; moved it to {aside}"), file="a.json", reason=reason, aside="b")
    assert note == "a.json is damaged (page 3); moved it to b"
    assert note.shown() == "a.json ist beschädigt (page 3); verschoben nach b"
    assert shown("plain text") == "plain text"
    again = pickle.loads(pickle.dumps(note))  # a child process may hand one back
    assert again == note and again.shown() == note.shown()
    set_language(Language.EN)
    assert note.shown() == str(note)


def test_an_exception_raised_with_a_note_says_it():
    error = ValueError(Note(N_("must be a string")))
    assert said(error).shown() == "must be a string" and str(error) == "must be a string"
    assert said(KeyError("x")) == "'x'"


def _settings_not_toml(home):
    (home / "settings.toml").write_text("sound = \n")
    return load_settings(home / "settings.toml")[1]


def _settings_bad_values(home):
    (home / "settings.toml").write_text('sound = 3\nscale = [1]\nskin = 4\ncounters = "x"\n')
    return load_settings(home / "settings.toml")[1]


def _stats_not_a_database(home):
    (home / "stats.sqlite3").write_bytes(b"this is not a database at all" * 20)
    with Stats.open(home / "stats.sqlite3") as stats:
        return stats.problems


def _stats_of_a_newer_version(home):
    path = home / "stats.sqlite3"
    with Stats.open(path):
        pass
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 99")
    with Stats.open(path) as stats:
        return stats.problems


def _saved_game_not_json(home):
    (home / "savegame.json").write_text("{not json")
    return load_saved_game(home / "savegame.json")[1]


def _saved_game_bad_field(home):
    (home / "savegame.json").write_text('{"board": {}, "elapsed": "soon"}')
    return load_saved_game(home / "savegame.json")[1]


def _trainer_too_deep(home):
    (home / "trainer.json").write_text("[" * 300 + "]" * 300)
    return load_trainer(home / "trainer.json")[1]


def _replay_index_not_ours(home):
    (home / "replay-index.json").write_text('{"format": "something else"}')
    return [load_index(home / "replay-index.json")[1]]


DAMAGED = [
    _settings_not_toml,
    _settings_bad_values,
    _stats_not_a_database,
    _stats_of_a_newer_version,
    _saved_game_not_json,
    _saved_game_bad_field,
    _trainer_too_deep,
    _replay_index_not_ours,
]


@pytest.mark.parametrize("damage", DAMAGED, ids=lambda f: f.__name__.strip("_"))
def test_a_damaged_file_is_reported_in_german_and_logged_in_english(damage, german, tmp_path):
    problems = damage(tmp_path)
    assert problems, "the damage is reported"
    for problem in problems:
        assert isinstance(problem, Note), f"{problem!r} cannot be translated"
        german_text = problem.shown()
        assert german_text != str(problem)
        assert english_in([german_text]) == []
        # no English sentence is left in it either: its fields are German too
        assert not any(word in german_text.split() for word in ("moved", "using", "is", "and"))


def test_a_counted_note_takes_the_plural_form_of_each_language(german):
    one = PluralNote(
        "{problem}: {n} replay kept and saved when possible",
        "{problem}: {n} replays kept and saved when possible",
        1,
        problem=Note(N_("Replay not saved yet ({detail})"), detail="disk full"),
    )
    three = pickle.loads(pickle.dumps(PluralNote(one.template, one.plural, 3, **one.fields)))
    assert one == "Replay not saved yet (disk full): 1 replay kept and saved when possible"
    assert three.endswith("3 replays kept and saved when possible")
    assert one.shown() == (
        "Wiederholung noch nicht gespeichert (disk full): "
        "1 Wiederholung wird aufbewahrt und gespeichert, sobald es geht"
    )
    german_three = "3 Wiederholungen werden aufbewahrt und gespeichert, sobald es geht"
    assert three.shown().endswith(german_three)


def test_the_extractor_reads_a_counted_note_as_one_plural_message():
    source = 'x = PluralNote("{n} game kept", "{n} games kept", count, detail=d)\n'
    (found,) = messages_in(source, "f.py")
    assert (found.msgid, found.msgid_plural) == ("{n} game kept", "{n} games kept")
