"""The challenge boards' random numbers, written here so they never change.

Python's `random` keeps no promise that a seed gives the same numbers in a later version,
and a challenge code must show the same board in every process and every future version.
So the boards are drawn with SplitMix64 (Steele, Lea and Flood, "Fast splittable
pseudorandom number generators", 2014: the generator Java's SplittableRandom and
xoshiro's seeding use), 64-bit integer arithmetic that Python does exactly, and an
unbiased range by rejection. Nothing here may change while a code version (`MS1`) uses it:
tests pin its first numbers.

>>> rng = SplitMix64(0)
>>> [hex(rng.next()) for _ in range(2)]
['0xe220a8397b1dcdaf', '0x6e789e6aa1b965f4']
>>> SplitMix64(7).below(10), SplitMix64(7).below(10)
(7, 7)
"""

from __future__ import annotations

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def mix64(value: int) -> int:
    """SplitMix64's finaliser: a 64-bit value whose every bit depends on every input bit."""
    z = value & MASK
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return z ^ (z >> 31)


def derive(*values: int) -> int:
    """One 64-bit seed from several whole numbers (>= 0), in order: each is folded in
    through the finaliser, so (1, 2) and (2, 1) give unrelated seeds."""
    state = 0
    for value in values:
        if value < 0:
            raise ValueError(f"derive takes whole numbers >= 0, got {value}")
        while True:  # numbers wider than 64 bits are folded in 64 bits at a time
            state = mix64(state + GOLDEN + (value & MASK))
            value >>= 64
            if not value:
                break
    return state


class SplitMix64:
    """A stream of 64-bit numbers from one seed."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK

    def next(self) -> int:
        """The next 64-bit number."""
        self.state = (self.state + GOLDEN) & MASK
        return mix64(self.state)

    def below(self, n: int) -> int:
        """A whole number in [0, n), every value equally likely (rejection, no modulo bias)."""
        if n <= 0:
            raise ValueError(f"below needs n >= 1, got {n}")
        limit = (1 << 64) - (1 << 64) % n  # the largest multiple of n that fits
        while True:
            value = self.next()
            if value < limit:
                return value % n

    def sample(self, items: list[int], count: int) -> list[int]:
        """`count` distinct items, in the order drawn: the first `count` steps of a
        Fisher-Yates shuffle of a copy (Knuth's algorithm P)."""
        if not 0 <= count <= len(items):
            raise ValueError(f"cannot draw {count} of {len(items)} items")
        pool = list(items)
        n = len(pool)
        for i in range(count):
            j = i + self.below(n - i)
            pool[i], pool[j] = pool[j], pool[i]
        return pool[:count]
