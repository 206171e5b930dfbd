"""A finished race in the result panel: the challenge's records, the splits against the
ghost, and the line to share, copied to the clipboard on request."""

from __future__ import annotations

from game.engine.clipboard import copy_text
from game.i18n import _
from game.i18n.formats import number
from game.model import WON
from game.navigator import Racing
from game.session import GameSession
from game.session.ghost import QUARTERS
from game.session.race import challenge_records, is_code, share_line
from game.storage import Stats

NBSP = "\u00a0"


def share_text(session: GameSession) -> str | None:
    """The line to paste for a friend (None: not a challenge's game, or not over)."""
    code = session.setup.challenge
    if not is_code(code) or not session.board.over:
        return None
    assert code is not None
    m = session.result.metrics if session.result is not None else session.metrics()
    won = session.board.status == WON
    return share_line(code, won, m.time_ms, m.bbbv_per_s, m.bbbv_solved, m.bbbv)


def race_lines(session: GameSession, race: Racing | None, stats: Stats) -> list[str]:
    """The challenge's attempts and best, the splits against the ghost, the line to share."""
    code = session.setup.challenge
    if code is None:
        return []
    records = challenge_records(stats, code)
    name = code if is_code(code) else (race.start.name if race is not None else code)
    best = records.best_words()
    if best is None:
        lines = [_("{name}: attempt {n}, no win yet").format(name=name, n=records.attempts)]
    else:
        lines = [_("{name}: attempt {n}, {best}").format(name=name, n=records.attempts, best=best)]
    if race is not None and race.race is not None and race.race.mine:
        duel = race.race
        mine = " · ".join(number(ms / 1000, 1) for ms in duel.mine)
        lines.append(_("Splits {times} s").format(times=mine))
        theirs = " · ".join(
            "-" if ms is None else number(ms / 1000, 1) for ms in duel.ghost.splits[:QUARTERS]
        )
        last = len(duel.mine) - 1
        lines.append(_("Ghost {times} s: {gap}").format(times=theirs, gap=duel.gap_text(last)))
    shared = share_text(session)
    if shared is not None:
        kept = shared.replace(" s,", NBSP + "s,")  # a wrapped line keeps "41.3 s" whole
        lines.append(_("To share (Ctrl+C): {line}").format(line=kept))
    return lines


def copy_share(session: GameSession) -> str:
    """Put the line to share on the clipboard; what to tell the player."""
    shared = share_text(session)
    if shared is None:
        return _("Only a challenge's result can be shared")
    return (
        _("Copied: {line}").format(line=shared)
        if copy_text(shared)
        else _("The clipboard cannot be used here")
    )


def copy_code(session: GameSession) -> str:
    """Put the challenge's code on the clipboard; what to tell the player."""
    code = session.setup.challenge
    if not is_code(code):
        return _("Only a challenge has a code to share")
    assert code is not None
    return (
        _("Copied {code}").format(code=code)
        if copy_text(code)
        else _("The clipboard cannot be used here")
    )
