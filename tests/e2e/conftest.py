"""Every test here starts its own Xvfb: under pytest-xdist they are marked `alone` (no other
test of the run meanwhile, tests/conftest.py), so two servers of one run never start or stop
at once."""

import pytest

from tests.packaging.xserver import xvfb


def pytest_collection_modifyitems(config, items):
    for item in items:
        if "tests/e2e/" in item.nodeid:
            item.add_marker(pytest.mark.alone)


@pytest.fixture
def xserver():
    """A fresh Xvfb on a free display (the packaging test's own helper)."""
    try:
        with xvfb() as display:
            yield display
    except RuntimeError as error:
        pytest.fail(str(error))
