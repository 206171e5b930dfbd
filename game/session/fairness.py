"""Why a game may not set a record: the community's rule that records are won fairly.

A game's category (`Category`) is its fairness verdict in one word, written into its
replay and its EVF header: a game is in exactly one, the first that applies in this
order: `assisted` (hint, probabilities, auto-player, undo), `seeded` (`--seed`: the board
was known), `paused` (interrupted: P was pressed during the game, or it was saved and
continued later), `challenge` (a challenge code's board, the daily board or a replay's
board played again: the layout was known in advance, so it counts only in that
challenge's own records), `marks` (played with question marks on: ms-toollib has no `?`
state, so the community's tools cannot re-read it), `no-guess`, `nf` (no effective right click),
and `standard`. Only `standard` and `nf` games may be official; `no-guess` games are fair
but not official (EVF: only the standard mode is official); the others are neither.

Seeded games (`--seed`: the board is known in advance), custom boards under
MIN_RECORD_BBBV, assisted games (hint, probabilities, auto-player, undo), paused games
(P), games continued from a saved game (interrupted: as in Arbiter, not official), games
played with question marks on (their own category: the community's tools cannot re-read
them) and analysis positions never count. The value is what the statistics database
stores; `reason` is what the statistics screen says.

>>> Exclusion.SEEDED.reason
'the board was chosen with --seed'
>>> Category.of(assisted=False, seeded=True, paused=False, marks=True, no_guess=False, nf=True)
<Category.SEEDED: 'seeded'>
>>> Category.SEEDED.fair, Category.NO_GUESS.fair, Category.NO_GUESS.may_be_official
(False, True, False)
"""

from __future__ import annotations

from enum import StrEnum

from game.i18n import N_, _
from game.session.setup import MIN_RECORD_BBBV


class Category(StrEnum):
    """The category of one of our games (the value is `info --json`'s word; see the
    module docstring)."""

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


class Help(StrEnum):
    """An assist the player used in a game; the value is how the result panel names it."""

    HINT = "hint"
    PROBABILITIES = "probabilities"
    AUTO = "auto-player"
    UNDO = "undo"


class Exclusion(StrEnum):
    """Why a finished game did not count for records."""

    ANALYSIS = "analysis"
    SEEDED = "seeded"
    ASSISTED = "assisted"
    UNDO = "undo"
    PAUSED = "paused"
    CONTINUED = "continued"
    MARKS = "marks"
    SMALL_BOARD = "small_board"

    @property
    def reason(self) -> str:
        """One line for the player, in the language in force."""
        return _(_REASONS[self]).format(bbbv=MIN_RECORD_BBBV)


_REASONS = {
    Exclusion.ANALYSIS: N_("an analysis position, not a game"),
    Exclusion.SEEDED: N_("the board was chosen with --seed"),
    Exclusion.ASSISTED: N_("assisted (hint, probabilities or auto-player)"),
    Exclusion.UNDO: N_("a move was undone"),
    Exclusion.PAUSED: N_("the game was paused (P)"),
    Exclusion.CONTINUED: N_(
        "continued from a saved game (interrupted: the time it was closed is not counted)"
    ),
    Exclusion.MARKS: N_("played with question marks on (a category of its own)"),
    Exclusion.SMALL_BOARD: N_("a custom board under {bbbv} 3BV"),
}


_HELP_NAMES = {
    Help.HINT: N_("hint"),
    Help.PROBABILITIES: N_("probabilities"),
    Help.AUTO: N_("auto-player"),
    Help.UNDO: N_("undo"),
}


def helps_text(helps: set[Help]) -> str:
    """The assists used, by name in the language in force, in the order of Help."""
    return ", ".join(_(_HELP_NAMES[help]) for help in Help if help in helps)


def reasons_text(exclusions: list[Exclusion], helps: set[Help]) -> str:
    """Every reason a game did not count, in one line: the assists by name (in the order
    of Help) when the game knows them, then the other reasons.

    >>> reasons_text([Exclusion.UNDO, Exclusion.ASSISTED], {Help.AUTO, Help.HINT, Help.UNDO})
    'assisted (hint, auto-player, undo)'
    >>> reasons_text([Exclusion.SEEDED, Exclusion.PAUSED], set())
    'the board was chosen with --seed; the game was paused (P)'
    """
    parts: list[str] = []
    named = helps_text(helps)
    if named and (Exclusion.ASSISTED in exclusions or Exclusion.UNDO in exclusions):
        parts.append(_("assisted ({helps})").format(helps=named))
    for exclusion in exclusions:
        if named and exclusion in (Exclusion.ASSISTED, Exclusion.UNDO):
            continue
        parts.append(exclusion.reason)
    return "; ".join(parts)


def exclusion_reason(value: str | None) -> str | None:
    """The player's line for a stored exclusion (None: the game counted)."""
    if value is None:
        return None
    try:
        return Exclusion(value).reason
    except ValueError:
        return value
