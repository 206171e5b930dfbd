"""Storage test helpers: never leave logging handlers behind."""

import pytest

from game.storage.log import teardown_logging


@pytest.fixture(autouse=True)
def _no_leftover_logging():
    """Remove any handlers a test installed with setup_logging."""
    yield
    teardown_logging()
