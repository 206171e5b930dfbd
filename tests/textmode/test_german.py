"""The terminal game in German: a scripted session whose whole transcript has no English
sentence in it (no English text of the catalogue, none of the commonest English words)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.i18n import Language, set_language
from game.i18n.catalog import parse_po
from game.solver.position import parse_position
from game.textmode.coords import cell_name
from game.trainer.puzzle import make_puzzle
from game.trainer.tasks import Task
from game.trainer.technique import Technique
from tests.textmode.helpers import mine_cells, play, seeded_board

PO = Path(__file__).resolve().parents[2] / "assets" / "locale" / "de" / "LC_MESSAGES"
FIELD = re.compile(r"\{[^{}]*\}")
ENGLISH_WORDS = re.compile(
    r"\b(the|and|you|your|is|are|was|of|to|with|cell|cells|mines?|flags?|guess(es)?|"
    r"type|game|board|new|quit|please|safe|step|steps|lessons?|rating|hint)\b"
)
"""Words no German sentence of the game uses (German capitalises its nouns: "Mine")."""

ONE_ONE = make_puzzle(parse_position("5x3x2\n00000\n11111\nHHHHH"), Technique.P11, Task.SAFE)
ALL = make_puzzle(parse_position("5x3x2\n00000\n11211\nHHHHH"), Technique.P121, Task.ALL_SAFE)


@pytest.fixture
def german(monkeypatch):
    monkeypatch.setattr("game.trainer.start.load_shipped", lambda: ([ONE_ONE, ALL], []))
    monkeypatch.setattr("game.trainer.coach.LOW_WATER", 0)
    set_language(Language.DE)
    yield
    set_language(Language.EN)


def english_pieces() -> list[str]:
    """The English texts the catalogue translates, cut at their placeholders: every piece
    of two words or more (a piece of a sentence, not a name such as "3BV" or "Normal")."""
    pieces = set()
    for entry in parse_po((PO / "minesweeper.po").read_text(encoding="utf-8")):
        if not entry.msgid or entry.msgid in entry.msgstr.values():
            continue
        for text in (entry.msgid, entry.msgid_plural or ""):
            for line in text.splitlines():
                for piece in FIELD.split(line):
                    piece = piece.strip(" .,:;()[]?!'\"-")
                    if len(piece.split()) >= 2:
                        pieces.add(piece)
    return sorted(pieces)


def _script() -> list[str]:
    hit = cell_name(*mine_cells(seeded_board(seed=1))[0])
    return [
        *["x", "4", "3", "", "", "q"],  # a bad choice, a custom board that cannot be made
        *["1", "zz", "Z9", "f", "f D4 x", "?", "D4", "f D4", "D4", "h", "s", "c D4"],
        *[hit, "c", "s", "?", "m"],  # lose, the coach, the statistics, back to the menu
        *["t", "x", "1", "A3", "", "C3", "q"],  # the trainer: a wrong and a right answer
        *["3", "99", "5", "A3 C3 E3", "q", "q", "q"],  # a lesson and its practice
    ]


def test_a_german_terminal_session_has_no_english_sentence(german):
    status, out = play(_script())
    assert status == 0
    # It went everywhere the script meant to go, in German.
    for seen in (
        "Spielfeld wählen:",
        "Dieses Spielfeld geht nicht:",
        "Befehle (groß oder klein geschrieben):",
        "Tipp: ",
        "Bumm! Eine Mine auf",
        "Coach: 1 Rateversuch",
        "Statistik für Normal (8x8, 10 Minen):",
        "Nicht ganz.",
        "Richtig.",
        "Technik: ",
        "Lektionen (14 Techniken)",
        "Tschüss",
    ):
        assert seen in out
    assert "Zeit 3,000 s" in out  # numbers as German writes them
    leftovers = [piece for piece in english_pieces() if piece in out]
    assert leftovers == []
    words = sorted({m.group(0) for m in ENGLISH_WORDS.finditer(out)})
    assert words == []


def test_the_same_session_in_english_is_still_english():
    status, out = play(_script())
    assert status == 0
    assert "Choose a difficulty:" in out and "Boom! You hit a mine at" in out
    assert "Goodbye, and thanks for playing!" in out
    assert "Time 3.000 s" in out


def test_the_checks_see_english_when_a_text_is_left_untranslated(german, monkeypatch):
    # The test above would notice one English sentence among the German ones: here the
    # goodbye is said without its translation, as if its `_()` had been forgotten.
    monkeypatch.setattr("game.textmode.app._", lambda text: text)
    _, out = play(["q"])
    assert [p for p in english_pieces() if p in out] == ["Goodbye, and thanks for playing"]
    assert ENGLISH_WORDS.search(out) is not None


def test_lang_in_the_terminal_is_remembered_for_the_next_start(tmp_path):
    """`--text --lang de` is remembered as the window's --lang is (issue 31)."""
    import os
    import subprocess
    import sys

    env = {**os.environ, "MINESWEEPER_HOME": str(tmp_path), "LANG": "C.UTF-8"}
    env.pop("LANGUAGE", None)
    first = subprocess.run(
        [sys.executable, "main.py", "--text", "--lang", "de"],
        input="q\n", capture_output=True, text=True, env=env, timeout=60,
    )  # fmt: skip
    assert "Spielfeld wählen" in first.stdout
    again = subprocess.run(
        [sys.executable, "main.py", "--text"],
        input="q\n", capture_output=True, text=True, env=env, timeout=60,
    )  # fmt: skip
    assert "Spielfeld wählen" in again.stdout and "Choose a difficulty" not in again.stdout
