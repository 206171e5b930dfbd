"""ZiNi: the fewest clicks (flags and chords allowed) that clear a layout.

3BV counts clicks without flags; ZiNi is what an expert using flags and
chords needs, so clicks / ZiNi says how close a game came to perfect
clicking. The greedy estimate the competitive community uses comes from
ms-toollib; it is never above 3BV.
"""

from __future__ import annotations

import ms_toollib


def zini(numbers: list[list[int]]) -> int:
    """Greedy ZiNi of a laid board given as rows of numbers, -1 for a mine."""
    return int(ms_toollib.cal_zini(numbers))  # type: ignore[call-arg]  # optional in 1.5.20
