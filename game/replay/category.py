"""What kind of game a replay of ours holds, and how its EVF header says so.

The game's own fairness verdict, in one word. A game is in exactly one category, the
first that applies in this order: `assisted` (hint, probabilities, auto-player, undo),
`seeded` (`--seed`: the board was known), `paused` (interrupted: P was pressed during
the game, or it was saved and continued later), `challenge` (a challenge code's board,
the daily board or a replay's board played again: the layout was known in advance, so
it counts only in that challenge's own records),
`marks` (played with question marks on: ms-toollib has no `?` state, so the
community's tools cannot re-read it), `no-guess`, `nf` (no effective right click), and
`standard`. Only `standard` and `nf` games may be official; `no-guess` games are fair
but not official (EVF: only the standard mode is official); the others are neither.

EVF has no field for the category, so our files name it as their one custom metric key
(`daedalus.category.<category>`, with no metric events: a name without a value, which
ms-toollib and the specification allow and every reader skips). A challenge's file names
its code the same way, as a second key (`daedalus.challenge.MS1-...`).

>>> Category.of(assisted=False, seeded=True, paused=False, marks=True, no_guess=False, nf=True)
<Category.SEEDED: 'seeded'>
>>> Category.SEEDED.fair, Category.NO_GUESS.fair, Category.NO_GUESS.may_be_official
(False, True, False)
"""

from __future__ import annotations

from enum import StrEnum

METRIC_PREFIX = "daedalus.category."
"""The custom metric key name our EVF files carry their category in."""
CHALLENGE_PREFIX = "daedalus.challenge."
"""The custom metric key name that carries a challenge's code."""


class Category(StrEnum):
    """The category of one of our games (the value is `info --json`'s word)."""

    STANDARD = "standard"
    NF = "nf"
    NO_GUESS = "no-guess"
    MARKS = "marks"
    SEEDED = "seeded"
    ASSISTED = "assisted"
    PAUSED = "paused"
    CHALLENGE = "challenge"

    @classmethod
    def of(
        cls,
        *,
        assisted: bool,
        seeded: bool,
        paused: bool,
        marks: bool,
        no_guess: bool,
        nf: bool,
        challenge: bool = False,
    ) -> Category:
        """The first category that applies (see the module docstring)."""
        for applies, category in (
            (assisted, cls.ASSISTED),
            (seeded, cls.SEEDED),
            (paused, cls.PAUSED),
            (challenge, cls.CHALLENGE),
            (marks, cls.MARKS),
            (no_guess, cls.NO_GUESS),
            (nf, cls.NF),
        ):
            if applies:
                return category
        return cls.STANDARD

    @property
    def fair(self) -> bool:
        """Whether a won game of this category is fairly completed (EVF's "fair")."""
        return self in (Category.STANDARD, Category.NF, Category.NO_GUESS)

    @property
    def may_be_official(self) -> bool:
        """Whether a won, counted game of this category is official (EVF's "official")."""
        return self in (Category.STANDARD, Category.NF)

    @property
    def metric_name(self) -> str:
        """The custom metric key name that carries it in our EVF files."""
        return METRIC_PREFIX + self.value

    @staticmethod
    def challenge_in(names: list[str]) -> str | None:
        """The challenge code a file's custom metric key names carry, or None."""
        for name in names:
            if name.startswith(CHALLENGE_PREFIX):
                return name.removeprefix(CHALLENGE_PREFIX) or None
        return None

    @classmethod
    def from_metric_names(cls, names: list[str]) -> Category | None:
        """The category a file's custom metric key names carry, or None (not ours)."""
        for name in names:
            if name.startswith(METRIC_PREFIX):
                try:
                    return cls(name.removeprefix(METRIC_PREFIX))
                except ValueError:
                    continue
        return None
