"""ZiNi: the greedy estimate of the clicks (flags and chords allowed) that clear a layout.

3BV counts clicks without flags; ZiNi estimates what an expert using flags and chords
needs, so clicks / ZiNi says how close a game came to efficient clicking. It is
ms-toollib's `cal_zini`, the greedy estimate the community quotes: an upper bound, never
above 3BV, and not the proven minimum (the randomised `cal_rzini` often finds fewer).
"""

from __future__ import annotations

import ms_toollib


def zini(numbers: list[list[int]]) -> int:
    """Greedy ZiNi of a laid board given as rows of numbers, -1 for a mine."""
    return int(ms_toollib.cal_zini(numbers))  # type: ignore[call-arg]  # optional in 1.5.20
