"""The one guarded way to read a user file: every hostile file is one typed, one-line error."""

import os

import pytest

from game.storage.userfile import (
    FileProblem,
    UserFileError,
    read_bytes,
    read_json,
    read_text,
    read_toml,
)


def _write(path, content):
    path.write_bytes(content)
    return path


CASES = [
    ("dev-zero", lambda tmp, fifo: "/dev/zero", FileProblem.NOT_REGULAR),
    ("dev-urandom", lambda tmp, fifo: "/dev/urandom", FileProblem.NOT_REGULAR),
    ("fifo", lambda tmp, fifo: fifo(tmp / "pipe"), FileProblem.NOT_REGULAR),
    ("folder", lambda tmp, fifo: tmp, FileProblem.NOT_REGULAR),
    ("missing", lambda tmp, fifo: tmp / "nowhere", FileProblem.MISSING),
    ("name-too-long", lambda tmp, fifo: tmp / ("n" * 300), FileProblem.UNREADABLE),
    ("path-too-long", lambda tmp, fifo: tmp / ("d/" * 2100), FileProblem.UNREADABLE),
]


@pytest.mark.parametrize(("name", "make", "kind"), CASES, ids=[c[0] for c in CASES])
def test_special_paths_are_refused_without_reading(tmp_path, fifo, name, make, kind):
    path = make(tmp_path, fifo)
    with pytest.raises(UserFileError) as caught:
        read_bytes(path, 1000)
    assert caught.value.kind is kind
    assert "\n" not in str(caught.value) and len(str(caught.value)) <= 200


def test_size_is_checked_before_reading_a_sparse_giant(tmp_path):
    path = tmp_path / "sparse.toml"
    with open(path, "wb") as handle:
        handle.truncate(6 * 1024**3)  # 6 GB of nothing, costs no disk
    with pytest.raises(UserFileError) as caught:
        read_bytes(path, 1_000_000)
    assert caught.value.kind is FileProblem.TOO_LARGE
    assert "6442450944 bytes" in str(caught.value)


TEXT_CASES = [
    ("bom-json", b'\xef\xbb\xbf{"a": 1}', "json", {"a": 1}),
    ("bom-toml", b"\xef\xbb\xbfa = 1\n", "toml", {"a": 1}),
]


@pytest.mark.parametrize(
    ("name", "raw", "kind", "value"), TEXT_CASES, ids=[c[0] for c in TEXT_CASES]
)
def test_a_byte_order_mark_is_removed(tmp_path, name, raw, kind, value):
    path = _write(tmp_path / f"f.{kind}", raw)
    reader = read_json if kind == "json" else read_toml
    assert reader(path, 1000) == value
    assert read_text(path, 1000)[0] != "\ufeff"


BAD = [
    ("not-utf8", b"\xff\xfe\x00garbage", "json", FileProblem.NOT_TEXT),
    ("truncated-json", b'{"a": ', "json", FileProblem.BAD_SYNTAX),
    ("deep-json", b"[" * 100_000 + b"]" * 100_000, "json", FileProblem.TOO_DEEP),
    ("moderately-deep-json", b"[" * 200 + b"]" * 200, "json", FileProblem.TOO_DEEP),
    ("huge-float", b'{"elapsed": 1e400}', "json", FileProblem.BAD_NUMBER),
    ("400-digit-int", b'{"t": ' + b"9" * 400 + b"}", "json", FileProblem.BAD_NUMBER),
    ("5000-digit-int", b"[" + b"9" * 5000 + b"]", "json", FileProblem.BAD_NUMBER),
    ("nan", b'{"t": NaN}', "json", FileProblem.BAD_NUMBER),
    ("deep-toml-arrays", b"a = " + b"[" * 500 + b"]" * 500, "toml", FileProblem.TOO_DEEP),
    (
        "deep-toml-tables",
        b"a = " + b"{b = " * 500 + b"1" + b"}" * 500,
        "toml",
        FileProblem.TOO_DEEP,
    ),
    ("deep-toml-header", b"[" + b".".join([b"k"] * 500) + b"]\n", "toml", FileProblem.TOO_DEEP),
    ("5000-digit-toml-int", b"a = " + b"9" * 5000, "toml", FileProblem.BAD_NUMBER),
    ("bad-toml", b"a = = 1", "toml", FileProblem.BAD_SYNTAX),
]


@pytest.mark.parametrize(("name", "raw", "fmt", "kind"), BAD, ids=[c[0] for c in BAD])
def test_bad_content_is_one_typed_line(tmp_path, name, raw, fmt, kind):
    path = _write(tmp_path / f"user.{fmt}", raw)
    reader = read_json if fmt == "json" else read_toml
    with pytest.raises(UserFileError) as caught:
        reader(path, 10_000_000)
    assert caught.value.kind is kind
    message = str(caught.value)
    assert message.startswith(f"user.{fmt} ")
    assert "\n" not in message and len(message) <= 200


def test_the_open_descriptor_is_checked_too(tmp_path, monkeypatch):
    """A FIFO swapped in after the stat is caught by fstat on the open descriptor."""
    pipe = tmp_path / "pipe"
    os.mkfifo(pipe)
    regular = os.stat(__file__)
    real_stat = os.stat
    monkeypatch.setattr(os, "stat", lambda p, *a, **k: regular if p == pipe else real_stat(p))
    with pytest.raises(UserFileError) as caught:
        read_bytes(pipe, 10_000_000)
    assert caught.value.kind is FileProblem.NOT_REGULAR
