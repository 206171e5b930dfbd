"""How our EVF files say what kind of game they hold (`game.session.fairness.Category`).

EVF has no field for the category, so our files name it as their one custom metric key
(`daedalus.category.<category>`, with no metric events: a name without a value, which
ms-toollib and the specification allow and every reader skips). A challenge's file names
its code the same way, as a second key (`daedalus.challenge.MS1-...`).

>>> metric_name(Category.NF)
'daedalus.category.nf'
>>> category_from_metric_names(["other", "daedalus.category.paused"])
<Category.PAUSED: 'paused'>
>>> challenge_from_metric_names(["daedalus.category.challenge", "daedalus.challenge.MS1-X"])
'MS1-X'
"""

from __future__ import annotations

from game.session.fairness import Category

METRIC_PREFIX = "daedalus.category."
"""The custom metric key name our EVF files carry their category in."""
CHALLENGE_PREFIX = "daedalus.challenge."
"""The custom metric key name that carries a challenge's code."""


def metric_name(category: Category) -> str:
    """The custom metric key name that carries `category` in our EVF files."""
    return METRIC_PREFIX + category.value


def category_from_metric_names(names: list[str]) -> Category | None:
    """The category a file's custom metric key names carry, or None (not ours)."""
    for name in names:
        if name.startswith(METRIC_PREFIX):
            try:
                return Category(name.removeprefix(METRIC_PREFIX))
            except ValueError:
                continue
    return None


def challenge_from_metric_names(names: list[str]) -> str | None:
    """The challenge code a file's custom metric key names carry, or None."""
    for name in names:
        if name.startswith(CHALLENGE_PREFIX):
            return name.removeprefix(CHALLENGE_PREFIX) or None
    return None
