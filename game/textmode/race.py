"""A challenge in the terminal: its start, the split times against the ghost of the
player's best run, the challenge's records and the line to share."""

from __future__ import annotations

from game.i18n import _
from game.model import Status
from game.session import GameSession
from game.session.race import Race, RaceStart, challenge_records, is_code, race_ghost, share_line
from game.solver.cells import cell_name
from game.storage import Stats


def ghost_race(
    stats: Stats, start: RaceStart, session: GameSession
) -> tuple[Race | None, str | None]:
    """The race against the given ghost, else the player's best run on this challenge
    (None without one), and a problem reading it."""
    ghost, problem = race_ghost(stats, start)
    if ghost is None:
        return None, problem
    return Race(ghost, session.board.three_bv), problem


def intro(start: RaceStart, stats: Stats) -> list[str]:
    """What the player is told before the first move: the board, where it starts, and
    their record on it."""
    setup = start.setup
    lines = []
    if setup.start is not None:
        lines.append(
            _(
                "Challenge {name}. Start at {cell} (marked S): it is safe and opens a region."
            ).format(name=start.name, cell=cell_name(*setup.start))
        )
    if setup.challenge is not None:
        lines.append(records_line(stats, setup.challenge))
    return lines


def records_line(stats: Stats, challenge: str) -> str:
    """Attempts and the best time on a challenge."""
    records = challenge_records(stats, challenge)
    best = records.best_words()
    if best is None:
        return _("Attempts so far: {n}; no win yet.").format(n=records.attempts)
    return _("Attempts so far: {n}; {best}.").format(n=records.attempts, best=best)


def finish_lines(race: Race | None, session: GameSession, stats: Stats) -> list[str]:
    """After the game: the split table, the challenge's records and the line to share."""
    lines: list[str] = []
    if race is not None:
        lines.append(_("Splits against the ghost:"))
        lines += [f"  {line}" for line in race.table()]
    challenge = session.setup.challenge
    if challenge is None:
        return lines
    lines.append(records_line(stats, challenge))
    if is_code(challenge):
        m = session.result.metrics if session.result is not None else session.metrics()
        line = share_line(challenge, session.board.status is Status.WON, m.time_ms,
                          m.bbbv_per_s, m.bbbv_solved, m.bbbv)  # fmt: skip
        lines.append(_("Share: {line}").format(line=line))
    return lines
