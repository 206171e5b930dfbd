"""The packaging test is slow (minutes): CI runs it, a developer opts in.

Run it with `MINESWEEPER_PACKAGING=1 pytest -m packaging`; `.ci/run` sets the switch.
"""

import os

import pytest

ENABLED = os.environ.get("MINESWEEPER_PACKAGING", "") == "1" or bool(os.environ.get("CI"))


def pytest_collection_modifyitems(config, items):
    if ENABLED:
        return
    skip = pytest.mark.skip(
        reason="builds the program and the wheel (minutes): set MINESWEEPER_PACKAGING=1 to run"
    )
    for item in items:
        if item.get_closest_marker("packaging") is not None:
            item.add_marker(skip)
