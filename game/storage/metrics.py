"""Derived speed and efficiency figures of a finished game.

Both are ratios; a zero denominator (an instant game, no clicks) gives 0.0
rather than an error so a stats screen can always show a number.
"""

from __future__ import annotations


def three_bv_per_second(three_bv: int, seconds: float) -> float:
    """3BV/s: board value cleared per second; the usual speed measure."""
    return three_bv / seconds if seconds > 0 else 0.0


def efficiency(three_bv_solved: int, effective_clicks: int) -> float:
    """IOE: 3BV solved per effective click; 1.0 means no wasted clicks."""
    return three_bv_solved / effective_clicks if effective_clicks > 0 else 0.0
