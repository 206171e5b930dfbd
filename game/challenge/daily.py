"""The daily board: one challenge per calendar day, the same everywhere, every time.

The day's seed comes from the date alone (days since 2000-01-01 through the project's own
generator), never from the clock's zone, Python's hash or `random`; the board is Schwer
with the standard rules, a race of a minute or two.

>>> import datetime
>>> daily_challenge(datetime.date(2026, 1, 1)).code
'MS1-8CD3Y-455NJ'
"""

from __future__ import annotations

import datetime

from game.challenge.code import SEED_LIMIT, Challenge, parse_code
from game.challenge.prng import derive
from game.model import SCHWER

DAILY_STREAM = 0x4441494C59  # "DAILY"
EPOCH = datetime.date(2000, 1, 1)
DAILY_BOARD = SCHWER


DAILY_WORDS = frozenset({"daily", "today", "heute"})
"""What a player may type for today's board instead of its code (`--challenge daily`)."""


def read_challenge(written: str) -> Challenge:
    """The challenge a player names: a code, or today's board by one of DAILY_WORDS;
    ChallengeCodeError (one line) for anything else."""
    if written.strip().lower() in DAILY_WORDS:
        return daily_challenge()
    return parse_code(written)


def daily_challenge(day: datetime.date | None = None) -> Challenge:
    """The challenge of `day` (today, by the local calendar, when None)."""
    day = day or datetime.date.today()
    seed = derive(DAILY_STREAM, (day - EPOCH).days + (1 << 32)) % SEED_LIMIT
    return Challenge.of(DAILY_BOARD, seed)
