"""Finding skins: shipped ones first, user ones after, broken user skins reported not raised."""

from __future__ import annotations

import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from game.skins import discover_skins, shipped_skins_dir
from tests.skins.manifest_edit import set_key


def test_shipped_skins_without_user_folder() -> None:
    entries, problems = discover_skins(None)
    assert [e.id for e in entries] == ["classic", "dark", "high-contrast"]
    assert {e.source for e in entries} == {"shipped"}
    assert entries[0].name == "Classic"
    assert problems == []


def test_missing_user_folder_is_fine(tmp_path: Path) -> None:
    entries, problems = discover_skins(tmp_path / "does-not-exist")
    assert len(entries) == 3
    assert problems == []


def test_broken_user_skins_are_skipped_with_one_line_each(
    classic_copy: Callable[[str], Path],
) -> None:
    good = classic_copy("good")
    user_dir = good.parent
    set_key(classic_copy("broken") / "skin.toml", "sprites", "flag", None)
    (user_dir / "empty").mkdir()
    (user_dir / ".hidden").mkdir()
    (user_dir / "notes.txt").write_text("not a skin", encoding="utf-8")

    entries, problems = discover_skins(user_dir)

    users = [e for e in entries if e.source == "user"]
    assert [(e.id, e.path, e.name) for e in users] == [("user:good", good, "Classic")]
    assert problems == [
        "skin 'broken': skin.toml: missing sprite 'flag' in [sprites]",
        "skin 'empty': skin.toml: manifest missing",
    ]


def test_user_skin_never_shadows_a_shipped_one(classic_copy: Callable[[str], Path]) -> None:
    mine = classic_copy("classic")
    entries, _ = discover_skins(mine.parent)
    ids = [e.id for e in entries]
    assert ids.count("classic") == 1
    assert "user:classic" in ids


def test_template_is_not_offered_as_a_skin() -> None:
    entries, _ = discover_skins(None)
    assert "template" not in [e.id for e in entries]
    assert (shipped_skins_dir() / "template" / "skin.toml").is_file()


def test_frozen_bundle_location(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "minesweeper-assets.txt").write_text("the game's data\n")
    assert shipped_skins_dir() == tmp_path / "assets" / "skins"
