"""`python main.py --lang de` says what is wrong with a bad value in German (one line)."""

from __future__ import annotations

import pytest

from game.cli import UsageError, parse_args
from tests.i18n.english import english_in


@pytest.mark.parametrize(
    ("value", "german"),
    [
        ("foo", "unbekanntes Spielfeld 'foo'"),
        ("0x5x3", "die Breite muss zwischen 2 und"),
        ("5x5x40", "auf einem 5x5-Spielfeld"),
        ("99999999999x2x2", "ist viel zu groß"),
    ],
)
def test_a_bad_board_is_refused_in_german(value, german):
    with pytest.raises(UsageError) as refused:
        parse_args(["--lang", "de", "--difficulty", value])
    said = str(refused.value)
    assert german in said and "\n" not in said
    assert english_in([said.split(": ", 2)[-1]]) == []


def test_a_missing_position_file_is_named_in_german(tmp_path):
    with pytest.raises(UsageError, match="kann nicht gelesen werden"):
        parse_args(["--lang", "de", "--analyse", str(tmp_path / "missing.mine")])
