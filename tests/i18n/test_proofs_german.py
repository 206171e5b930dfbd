"""Proofs and verdicts in German: whole sentences per step kind, the explain command's
text in the player's language and its JSON without a word of either."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game.i18n import Language, set_language
from game.solver import hint
from game.solver.position import parse_position
from game.solver.proof_text import headline, proof_lines
from game.solver.review import judge_loss

ROOT = Path(__file__).resolve().parents[2]
PAIR = "4x3x2\n0000\n1221\nHHHH\n"
"""A 1-2-2-1: a group step, then the cells it settles."""


@pytest.fixture
def german():
    set_language(Language.DE)
    yield
    set_language(Language.EN)


def _cells(sentence: str) -> list[str]:
    return sorted(
        w.strip(".,;:()") for w in sentence.split() if w[:1].isupper() and w[1:2].isdigit()
    )


def _proof(text: str):
    move = hint(text)
    assert move.proof is not None and move.proof.steps
    return move.proof


def test_the_steps_are_german_sentences_with_the_same_cells_and_numbers(german):
    proof = _proof(PAIR)
    german_lines = proof_lines(parse_position(PAIR), proof)
    set_language(Language.EN)
    english_lines = proof_lines(parse_position(PAIR), proof)
    assert len(german_lines) == len(english_lines) >= 2
    for de, en in zip(german_lines, english_lines, strict=True):
        assert de.startswith(("1. Die ", "2. Die ", "3. Die ", "Die ", "Ohne ")), de
        assert " the " not in de and " at " not in de
        cells = sorted(
            w.strip(".,;:()") for w in en.split() if w[:1].isupper() and w[1:2].isdigit()
        )
        assert cells == sorted(
            w.strip(".,;:()") for w in de.split() if w[:1].isupper() and w[1:2].isdigit()
        )
    set_language(Language.DE)
    assert headline(proof).endswith(("ist sicher", "ist eine Mine"))


@pytest.mark.parametrize(
    ("before", "kind", "row", "col", "start"),
    [
        ("3x3x2\nHHH\n121\n000\n", "reveal", 0, 0, "Vermeidbar: die Zahlen bewiesen"),
        ("2x1x1\nHH\n", "reveal", 0, 1, "Pech: kein Feld war sicher"),
        ("4x2x2\n1HHH\nHHHH\n", "reveal", 0, 1, "Kein Feld war sicher, aber"),
        ("3x2x1\nFHH\n111\n", "chord", 1, 0, "Vermeidbar: der Akkord auf A2 vertraute einer"),
    ],
)
def test_the_verdicts_on_a_lost_game_are_german(german, before, kind, row, col, start):
    verdict = judge_loss(before, kind, row, col)
    assert verdict.text.startswith(start), verdict.text
    for line in verdict.lines:
        assert re.sub(r"^\d+\. ", "", line).startswith(("Die ", "Ohne ", "Jede ", "Das ")), line


def _explain(tmp_path: Path, *extra: str, lang: str) -> subprocess.CompletedProcess[str]:
    path = tmp_path / "position.mine"
    path.write_text(PAIR)
    env = {**os.environ, "LANGUAGE": lang, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "game.solver", "explain", str(path), *extra],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        env=env,
        cwd=tmp_path,
    )


def test_explain_speaks_the_language_and_its_json_does_not(tmp_path: Path):
    text_en = _explain(tmp_path, lang="en")
    text_de = _explain(tmp_path, lang="de")
    assert text_en.returncode == text_de.returncode == 0, text_de.stderr
    assert " is safe" in text_en.stdout or " is a mine" in text_en.stdout
    assert "ist sicher" in text_de.stdout or "ist eine Mine" in text_de.stdout
    json_en = _explain(tmp_path, "--json", lang="en")
    json_de = _explain(tmp_path, "--json", lang="de")
    assert json.loads(json_en.stdout) == json.loads(json_de.stdout)
    assert json_de.stdout == json_en.stdout
