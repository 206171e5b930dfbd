"""The controls list (Settings > Keys and About) reads as one list in German: every line
says what a key does starting with a capital letter, as German list items do."""

from __future__ import annotations

import pytest

from game.i18n import Language, _, set_language
from game.scenes.keymap import DEFAULT_KEYMAP


@pytest.fixture
def german():
    set_language(Language.DE)
    yield
    set_language(Language.EN)


def test_every_controls_line_starts_with_a_capital_in_german(german):
    lines = [_(what) for _keys, what in DEFAULT_KEYMAP.help_rows()]
    assert len(lines) > 20  # the mouse, every key row and the zoom
    small = [line for line in lines if not line[:1].isupper()]
    assert small == []
