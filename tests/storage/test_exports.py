"""Exported positions land in exports/ under new, unique names."""

import re

from game.storage.exports import export_position

POSITION = "3x2x1\nHH1\nF10"


def test_export_writes_the_text_unchanged(_user_home):
    path = export_position(POSITION)
    assert path.parent == _user_home / "exports"
    assert re.fullmatch(r"position-\d{8}-\d{6}(-\d+)?\.mine", path.name)
    assert path.read_text(encoding="utf-8") == POSITION


def test_exports_never_overwrite(_user_home):
    paths = [export_position(f"{i}x1x0\n" + "0" * i) for i in range(1, 5)]
    assert len(set(paths)) == 4
    for i, path in enumerate(paths, start=1):
        assert path.read_text().startswith(f"{i}x1x0")
