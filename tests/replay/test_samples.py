"""Every community sample opens with ms-toollib's own figures, exports to EVF and re-reads.

The invalid one (ms-toollib aborts the interpreter on it) is refused in one line.
"""

from __future__ import annotations

import json

import ms_toollib
import pytest

from game.replay import ReplayFileError, export_evf, read_replay
from tests.replay.helpers import (
    DATA,
    INVALID_SAMPLE,
    VALID_SAMPLES,
    contract,
    crash_logs,
    run_cli,
    toollib_figures,
)

# ms-toollib 1.5.20's figures as /work/shared/replays/README.md lists them:
# time, 3BV, left, right, double, cl, ce.
README_TABLE = {
    "beginner-arbiter.avf": (14.52, 24, 13, 16, 13, 42, 28),
    "vienna-rmv2.rmv": (1.849, 5, 3, 1, 3, 7, 7),
    "beginner-metasweeper-v3.evf": (3.796, 3, 4, 0, 0, 4, 4),
    "expert-clone.mvf": (37.81, 122, 66, 52, 94, 212, 146),
}


@pytest.mark.parametrize("name", sorted(VALID_SAMPLES))
def test_info_json_equals_toollib_analysis(name, tmp_path):
    result = run_cli("info", str(DATA / name), "--json", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    printed = json.loads(result.stdout)
    expected = toollib_figures(VALID_SAMPLES[name], (DATA / name).read_bytes())
    assert contract(printed) == expected
    table = README_TABLE[name]
    keys = ("time", "bbbv", "left", "right", "double", "cl", "ce")
    assert tuple(printed[key] for key in keys) == table
    assert printed["won"] is True


@pytest.mark.parametrize("name", sorted(VALID_SAMPLES))
def test_export_rereads_with_the_same_figures(name, tmp_path):
    out = tmp_path / "out.evf"
    export_evf(DATA / name, out)
    rebuilt = toollib_figures(ms_toollib.EvfVideo, out.read_bytes())
    original = toollib_figures(VALID_SAMPLES[name], (DATA / name).read_bytes())
    assert rebuilt == original
    again = read_replay(out)
    first = read_replay(DATA / name)
    assert again.video.mines == first.video.mines
    assert again.video.player == first.video.player
    assert again.video.flags.transcoded is True


def test_export_through_the_command_line(tmp_path):
    out = tmp_path / "clone.evf"
    result = run_cli("export", str(DATA / "expert-clone.mvf"), str(out), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert toollib_figures(ms_toollib.EvfVideo, out.read_bytes())["bbbv"] == 122


def test_text_info_names_every_figure(tmp_path):
    result = run_cli("info", str(DATA / "vienna-rmv2.rmv"), cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    lines = dict(line.split(None, 1) for line in result.stdout.splitlines())
    assert lines["time"] == "1.849"
    assert lines["software"] == "Viennasweeper"
    assert lines["bbbv"] == "5"


def test_invalid_sample_is_refused_in_one_line(tmp_path):
    work, temp = tmp_path / "work", tmp_path / "temp"
    work.mkdir()
    temp.mkdir()
    out = work / "out.evf"
    for args in (("info", "--json"), ("export",)):
        command = [args[0], str(DATA / INVALID_SAMPLE), *args[1:]]
        if args[0] == "export":
            command.append(str(out))
        result = run_cli(*command, cwd=work, tmpdir=temp)
        assert result.returncode == 2
        assert result.stdout == ""
        assert len(result.stderr.strip().splitlines()) == 1
        assert INVALID_SAMPLE in result.stderr
        assert "Traceback" not in result.stderr
    assert not out.exists()
    assert crash_logs(work, temp) == []
    assert list(temp.iterdir()) == []


def test_invalid_sample_in_process_raises_the_typed_error(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ReplayFileError, match="not a readable .rmv replay"):
        read_replay(DATA / INVALID_SAMPLE)
    assert crash_logs(tmp_path) == []
