"""settings.toml: every damaged form is set aside once with one line, and the game starts."""

import pytest

import game.storage.aside as aside_module
from game.scenes.title import TitleScene
from game.storage import load_settings

CASES = [
    ("nested-500", b"skin = " + b"[" * 500 + b"]" * 500, "nested deeper"),
    ("nested-tables", b"x = " + b"{a = " * 500 + b"1" + b"}" * 500, "nested deeper"),
    ("5000-digits", b"scale = " + b"9" * 5000, "over 100 digits"),
    ("not-utf8", b"\xff\xfe\xfa", "not UTF-8"),
    ("not-toml", b"scale = = 2", "not valid TOML"),
    ("folder", None, "a folder"),
    ("fifo", "fifo", "not a regular file"),
    ("sparse-giant", "sparse", "too large"),
]


def _make(home, content, fifo):
    path = home / "settings.toml"
    if content is None:
        path.mkdir()
    elif content == "fifo":
        fifo(path)
    elif content == "sparse":
        with open(path, "wb") as handle:
            handle.truncate(6 * 1024**3)
    else:
        path.write_bytes(content)
    return path


@pytest.mark.parametrize(("name", "content", "reason"), CASES, ids=[c[0] for c in CASES])
def test_damaged_settings_are_set_aside_once(_user_home, fifo, name, content, reason):
    _make(_user_home, content, fifo)
    settings, problems = load_settings()
    assert len(problems) == 1 and reason in problems[0]
    assert "\n" not in problems[0] and len(problems[0]) < 300
    assert len(list(_user_home.glob("settings.toml.corrupt-*"))) == 1
    again, problems_again = load_settings()
    assert problems_again == [] and again == settings  # reported once, not on every start


@pytest.mark.parametrize("name", ["nested-500", "fifo"])
def test_the_game_starts_with_such_settings(game_factory, _user_home, fifo, name):
    content = {c[0]: c[1] for c in CASES}[name]
    _make(_user_home, content, fifo)
    game = game_factory()
    assert isinstance(game.top, TitleScene)
    assert sum("settings.toml" in p for p in game.ctx.problems) == 1


def test_a_bom_is_accepted(_user_home):
    (_user_home / "settings.toml").write_bytes(b'\xef\xbb\xbfskin = "dark"\nscale = 2\n')
    settings, problems = load_settings()
    assert problems == [] and settings.skin == "dark" and settings.scale == 2


def test_a_file_that_cannot_be_moved_is_reported_on_the_first_start_only(_user_home, monkeypatch):
    (_user_home / "settings.toml").write_bytes(b"scale = = 2")

    def refuse(path):
        raise PermissionError(13, "Read-only file system")

    monkeypatch.setattr(aside_module, "move_aside", refuse)
    first = load_settings()[1]
    assert len(first) == 1 and "could not be moved aside" in first[0]
    assert load_settings()[1] == []  # the next start: not reported again


@pytest.mark.parametrize(
    "entry", ['command{n} = "g"', "flag{n} = {n}"], ids=["unknown-commands", "not-key-names"]
)
def test_three_thousand_bad_keys_are_one_counted_line(game_factory, _user_home, entry):
    entries = "\n".join(entry.format(n=n) for n in range(3000))
    (_user_home / "settings.toml").write_text(f"scale = 2\n[keys]\n{entries}\n")
    game = game_factory()
    said = [problem for problem in game.ctx.problems if "[keys]" in problem]
    assert len(said) == 1 and "\n" not in said[0] and len(said[0]) < 400
    assert "2999 more" in said[0]
    assert game.ctx.settings.scale == 2  # the rest of the file is kept
    (aside,) = _user_home.glob("settings.toml.corrupt-*")  # the player's file, kept whole
    assert "command1 =" in aside.read_text() or "flag1 =" in aside.read_text()
    assert any("moved it to" in problem for problem in game.ctx.problems)
    game.close()
    again = game_factory()  # said once: the next start has nothing to say of the keys
    assert not [p for p in again.ctx.problems if "[keys]" in p or "moved it" in p]
    assert again.ctx.settings.scale == 2
