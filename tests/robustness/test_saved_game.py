"""savegame.json: bad fields around a valid board are set aside once; the title still starts."""

import json

import pytest

from game.model import Board
from game.scenes.title import TitleScene
from game.storage import load_saved_game
from tests.legacy_saves import v1_board


def _valid() -> dict:
    board = Board(8, 8, 10, seed=3)
    board.reveal(3, 3)
    return {
        "board": v1_board(board, [("reveal", 3, 3)]),
        "key": "normal",
        "elapsed": 12.5,
        "assisted": False,
    }


CASES = [
    ("elapsed-null", {"elapsed": None}, "'elapsed'"),
    ("elapsed-text", {"elapsed": "ten"}, "'elapsed'"),
    ("elapsed-list", {"elapsed": [1, 2]}, "'elapsed'"),
    ("elapsed-negative", {"elapsed": -4}, "'elapsed'"),
    ("key-list", {"key": ["normal"]}, "'key'"),
    ("key-object", {"key": {"a": 1}}, "'key'"),
    ("assisted-text", {"assisted": "yes"}, "'assisted'"),
]


@pytest.mark.parametrize(("name", "change", "field"), CASES, ids=[c[0] for c in CASES])
def test_bad_field_sets_the_game_aside_once(game_factory, _user_home, name, change, field):
    (_user_home / "savegame.json").write_text(json.dumps({**_valid(), **change}))
    game = game_factory()
    assert isinstance(game.top, TitleScene) and game.top.saved is None
    problems = [p for p in game.ctx.problems if "savegame.json" in p]
    assert len(problems) == 1 and field in problems[0] and "\n" not in problems[0]
    assert len(list(_user_home.glob("savegame.json.corrupt-*"))) == 1
    second = game_factory()
    assert not any("savegame.json" in p for p in second.ctx.problems)


RAW = [
    ("elapsed-1e400", None, "too large a number"),
    ("elapsed-400-digits", None, "400 digits"),
    ("fifo", "fifo", "not a regular file"),
    ("folder", "folder", "a folder"),
]


@pytest.mark.parametrize(("name", "kind", "reason"), RAW, ids=[c[0] for c in RAW])
def test_unreadable_numbers_and_special_files(game_factory, _user_home, fifo, name, kind, reason):
    path = _user_home / "savegame.json"
    text = json.dumps(_valid())
    if name == "elapsed-1e400":
        path.write_text(text.replace('"elapsed": 12.5', '"elapsed": 1e400'))
    elif name == "elapsed-400-digits":
        path.write_text(text.replace('"elapsed": 12.5', '"elapsed": ' + "7" * 400))
    elif kind == "fifo":
        fifo(path)
    else:
        path.mkdir()
    data, problems = load_saved_game()
    assert data is None and len(problems) == 1 and reason in problems[0]
    assert len(list(_user_home.glob("savegame.json.corrupt-*"))) == 1
    game = game_factory()
    assert isinstance(game.top, TitleScene) and game.top.saved is None


def test_a_good_saved_game_is_still_offered(game_factory, _user_home):
    (_user_home / "savegame.json").write_text(json.dumps(_valid()))
    game = game_factory()
    assert game.top.saved is not None
    assert not list(_user_home.glob("savegame.json.corrupt-*"))
