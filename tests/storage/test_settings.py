"""Settings: defaults, exact TOML round-trip, corrupt files and bad values."""

import dataclasses
import tomllib

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.storage.settings import (
    DEFAULTS,
    Settings,
    load_settings,
    save_settings,
    settings_to_toml,
)


def test_defaults():
    assert dataclasses.asdict(Settings()) == {
        "skin": "",
        "scale": 0,
        "question_marks": False,
        "sound": True,
        "volume": 0.7,
        "first_click": "opening",
        "chord_on_number": True,
        "no_guess": False,
        "difficulty": "normal",
        "custom_width": 30,
        "custom_height": 16,
        "custom_mines": 99,
        "counters": "",
        "window_x": -1,
        "window_y": -1,
        "window_width": 0,
        "window_height": 0,
        "window_maximized": False,
        "labels": False,
        "language": "",
        "swap_buttons": False,
        "speak": False,
        "cell_sounds": False,
        "keys": (),
    }


def test_missing_file_gives_defaults_without_problems(_user_home):
    assert load_settings() == (DEFAULTS, [])
    assert not (_user_home / "settings.toml").exists()


def test_save_then_load(_user_home):
    chosen = Settings(skin="dark", scale=3, sound=False, volume=0.25, difficulty="custom")
    save_settings(chosen)
    assert (_user_home / "settings.toml").is_file()
    assert load_settings() == (chosen, [])


settings_strategy = st.builds(
    Settings,
    skin=st.text(),
    scale=st.one_of(st.just(0.0), st.floats(1, 4).map(lambda z: round(z, 2))),
    question_marks=st.booleans(),
    sound=st.booleans(),
    volume=st.floats(0, 1),
    first_click=st.sampled_from(["opening", "safe", "any"]),
    chord_on_number=st.booleans(),
    no_guess=st.booleans(),
    difficulty=st.sampled_from(["normal", "schwer", "experte", "custom"]),
    custom_width=st.integers(1, 999),
    custom_height=st.integers(1, 999),
    custom_mines=st.integers(1, 999),
    window_x=st.integers(-32767, 32767),
    window_y=st.integers(-32767, 32767),
    labels=st.booleans(),
    swap_buttons=st.booleans(),
    keys=st.dictionaries(
        st.from_regex(r"[a-z][a-z_]{0,20}", fullmatch=True),
        st.text(
            st.characters(codec="utf-8", categories=("L", "N", "P", "S")), min_size=1, max_size=8
        ),
        max_size=4,
    ),
)


@given(settings_strategy)
def test_toml_round_trip_is_exact(settings):
    table = tomllib.loads(settings_to_toml(settings))
    assert Settings(**table) == settings
    assert table["skin"] == settings.skin
    assert dict(settings.keys) == table["keys"]


@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=30))
def test_file_round_trip_of_any_skin_name(tmp_path_factory, skin):
    path = tmp_path_factory.mktemp("rt") / "settings.toml"
    save_settings(Settings(skin=skin), path)
    loaded, problems = load_settings(path)
    assert problems == []
    assert loaded.skin == skin


@pytest.mark.parametrize(
    "content",
    [
        b"this is = = not toml",
        b"skin = 'unterminated",
        b"\xff\xfe\x00garbage",
        b"[a]\nx=1\n[a]\nx=2\n",
    ],
    ids=["syntax", "unterminated", "not-utf8", "duplicate-table"],
)
def test_corrupt_file_is_moved_aside(_user_home, content):
    path = _user_home / "settings.toml"
    path.write_bytes(content)
    settings, problems = load_settings()
    assert settings == DEFAULTS
    assert len(problems) == 1
    assert "\n" not in problems[0]
    assert "settings.toml" in problems[0]
    assert not path.exists()
    aside = list(_user_home.glob("settings.toml.corrupt-*"))
    assert len(aside) == 1
    assert aside[0].read_bytes() == content
    assert aside[0].name in problems[0]
    # the next start is clean, and saving works again
    assert load_settings() == (DEFAULTS, [])
    save_settings(DEFAULTS)
    assert load_settings() == (DEFAULTS, [])


def test_corrupt_file_is_logged(_user_home, caplog):
    (_user_home / "settings.toml").write_text("nonsense ===")
    _, problems = load_settings()
    assert problems[0] in caplog.text


def test_unreadable_settings_path_gives_defaults(_user_home):
    (_user_home / "settings.toml").mkdir()
    settings, problems = load_settings()
    assert settings == DEFAULTS
    assert len(problems) == 1


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("scale = 7", "scale"),
        ("scale = -1", "scale"),
        ('scale = "2"', "scale"),
        ("scale = 0.5", "scale"),
        ("scale = nan", "scale"),
        ("window_x = 40000", "window_x"),
        ('window_y = "top"', "window_y"),
        ("labels = 1", "labels"),
        ("sound = 1", "sound"),
        ("question_marks = 'yes'", "question_marks"),
        ("volume = 1.5", "volume"),
        ("volume = -0.1", "volume"),
        ("volume = nan", "volume"),
        ("volume = true", "volume"),
        ('first_click = "corner"', "first_click"),
        ('difficulty = "easy"', "difficulty"),
        ("skin = 5", "skin"),
        ("skin = [1, 2]", "skin"),
        ("custom_width = 0", "custom_width"),
        ("custom_mines = true", "custom_mines"),
        ("no_guess = {}", "no_guess"),
    ],
)
def test_bad_value_falls_back_for_that_key_only(_user_home, line, key):
    good = {"sound": ("false", False), "skin": ('"dark"', "dark"), "scale": ("2", 2)}
    lines = [f"{name} = {text}" for name, (text, _) in good.items() if name != key]
    path = _user_home / "settings.toml"
    path.write_text("\n".join([*lines, line]) + "\n")
    settings, problems = load_settings()
    assert len(problems) == 1
    assert f"'{key}'" in problems[0]
    assert "\n" not in problems[0]
    assert getattr(settings, key) == getattr(DEFAULTS, key)
    for name, (_, value) in good.items():
        if name != key:
            assert getattr(settings, name) == value
    assert path.exists(), "a file with one bad value is not moved aside"


def test_integer_volume_is_accepted(_user_home):
    (_user_home / "settings.toml").write_text("volume = 1\n")
    settings, problems = load_settings()
    assert problems == []
    assert settings.volume == 1.0
    assert isinstance(settings.volume, float)


def test_unknown_keys_are_ignored(_user_home):
    (_user_home / "settings.toml").write_text('future = "x"\n[section]\na = 1\nscale = 2\n')
    settings, problems = load_settings()
    assert problems == []
    assert settings == DEFAULTS


def test_byte_order_mark_is_tolerated(_user_home):
    (_user_home / "settings.toml").write_bytes(b'\xef\xbb\xbfskin = "dark"\n')
    assert load_settings() == (Settings(skin="dark"), [])


@pytest.mark.parametrize(
    "change",
    [{"scale": 5}, {"volume": 2.0}, {"first_click": "x"}, {"sound": "on"}, {"skin": "\ud800"}],
)
def test_invalid_settings_cannot_be_built(change):
    with pytest.raises(ValueError):
        dataclasses.replace(DEFAULTS, **change)


def test_failed_save_keeps_the_old_file(_user_home, monkeypatch):
    save_settings(Settings(skin="dark"))
    monkeypatch.setattr("game.storage.atomic.os.replace", _fail)
    with pytest.raises(OSError):
        save_settings(Settings(skin="light"))
    assert load_settings()[0].skin == "dark"


def _fail(*args):
    raise OSError(28, "No space left on device")
