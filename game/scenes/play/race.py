"""The play screen's race on a known board (a challenge, the daily board, a replay's board):
the ghost beside the game, shown or hidden with one key (G), and the race's line.

The ghost is off for a first try (there is no run to race) and on for a retry; the player's
choice then holds for the rest of the screen's games. While it is hidden it costs nothing:
no picture, no frames. Its timeline was computed when the race began
(game/session/ghost.py); a frame only asks where it was.
"""

from __future__ import annotations

from dataclasses import replace

from game.engine.scene import IDLE
from game.i18n import _
from game.model import PLAYING
from game.session import Clock, GameSession, UserDataStore
from game.session.race import Race, RaceStart, challenge_records, is_code, race_ghost
from game.storage import Settings, Stats, load_saved_game
from game.ui.ghost_view import GhostPicture


class PlayRace:
    """The race of one game: the ghost (None when there is no run to race), whether it
    is shown, and the split times so far."""

    def __init__(
        self, start: RaceStart, stats: Stats, session: GameSession, wanted: bool | None
    ) -> None:
        self.start = start
        code = start.setup.challenge
        self.attempts = challenge_records(stats, code).attempts if code is not None else 0
        first_try = not self.attempts and start.ghost is None
        ghost, self.problem = (None, None) if first_try else race_ghost(stats, start)
        self.race = Race(ghost, session.board.three_bv) if ghost is not None else None
        retry = start.ghost is not None or self.attempts > 0
        self.shown = self.race is not None and (retry if wanted is None else wanted)

    def toggle(self) -> str:
        """Show or hide the ghost; what to tell the player."""
        if self.race is None:
            return self.problem or _("No run to race on this board yet: finish a game first")
        self.shown = not self.shown
        return _("Ghost on") if self.shown else _("Ghost off")

    def follow(self, session: GameSession) -> None:
        """Note the splits the last move reached (constant time: called after each move)."""
        if self.race is not None and session.first_ms is not None:
            self.race.follow(session.machine.counts.bbbv_solved, session.elapsed_ms)

    def picture(self, session: GameSession) -> GhostPicture | None:
        """The ghost as the frame shows it now (None while hidden, and once the game is
        over: the board is the player's again)."""
        if not self.shown or self.race is None or session.board.over:
            return None
        return GhostPicture(self.race.ghost, session.elapsed_ms)

    def line(self) -> str:
        """The race's line under the board ("" while the ghost is hidden)."""
        if not self.shown or self.race is None:
            return ""
        return self.race.line()

    def wake(self, session: GameSession) -> float:
        """Seconds until the shown ghost next moves (IDLE while hidden, before the first
        click, after the game, or once the ghost has stopped)."""
        if not self.shown or self.race is None or session.board.status != PLAYING:
            return IDLE
        now = session.elapsed_ms
        later = self.race.ghost.next_change(now)
        return IDLE if later is None else max(0.0, (later - now) / 1000)


def start_race(
    start: RaceStart | None, stats: Stats, session: GameSession, wanted: bool | None
) -> PlayRace | None:
    """The race of a game just started (None: not on a known board)."""
    if start is None or session.analysis:
        return None
    return PlayRace(start, stats, session, wanted)


def race_title(start: RaceStart) -> str:
    """The window's title for a race: the daily board, a challenge's code, a replay."""
    if start.daily:
        return _("Daily board {code}").format(code=start.name)
    if is_code(start.setup.challenge):
        return _("Challenge {code}").format(code=start.name)
    return _("Race: {name}").format(name=start.name)


def race_session(
    start: RaceStart, settings: Settings, clock: Clock, store: UserDataStore
) -> GameSession:
    """A new game on a race's board (its layout and start), with the player's chord rule.
    Another unfinished game that is saved waits for the player (the title offers it): the
    race's game is then not saved to continue, and never replaces it."""
    saved, _problems = load_saved_game()
    if saved is not None and saved.get("challenge") != start.setup.challenge:
        store.keep_unfinished = False
    setup = replace(start.setup, chord_on_number=settings.chord_on_number)
    return GameSession(setup, clock, store)
