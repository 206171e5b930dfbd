"""The challenges played as the statistics list them (game/storage/challenges.py and
game/session/challenge_list.py): one entry per challenge, the one played last first, its
attempts and wins counting every game, its best the fastest unassisted win; standard games
never among them; the words the screen and the terminal show."""

from __future__ import annotations

import datetime

from game.challenge import Challenge, challenge_board
from game.i18n import Language, set_language
from game.model import Board
from game.model.figures import record_metrics
from game.session.challenge_list import challenge_line, heads
from game.solver.cells import cell_name
from game.storage.challenges import challenge_played, challenges_played
from game.storage.stats import GameRecord, Stats
from tests.challenge.test_terminal import _drawn

DAILY = "MS1-8MGWQ-9AE8S"
FRIEND = "MS1-0H2BM-Z32EV"
REPLAYED = "B-0123456789AB"


def _local(day: int, form: str) -> str:
    """The player's day of a game ended at noon UTC on March `day`, written as `form`."""
    when = datetime.datetime(2026, 3, day, 12, tzinfo=datetime.UTC)
    return when.astimezone().strftime(form)


def _game(challenge: str | None, seconds: float, day: int, won: bool = True, **kw) -> GameRecord:
    return GameRecord(
        kw.pop("difficulty", "normal"), kw.pop("rows", 8), kw.pop("cols", 8),
        kw.pop("mines", 10), None, won, seconds, 15, 15 if won else 4,
        finished_at=f"2026-03-{day:02d}T12:00:00+00:00", challenge=challenge, **kw,
    )  # fmt: skip


def _fill(stats: Stats) -> None:
    stats.record(_game(FRIEND, 9.0, 1))
    stats.record(_game(DAILY, 30.0, 2, won=False, difficulty="experte", rows=16, cols=30,
                       mines=99))  # fmt: skip
    stats.record(_game(FRIEND, 5.0, 3))
    stats.record(_game(FRIEND, 5.0, 4))  # as fast, later: not the best
    stats.record(_game(FRIEND, 2.0, 5, assisted=True, excluded="assisted"))  # no record
    stats.record(_game(None, 1.0, 6))  # a standard game: not a challenge
    stats.record(_game(REPLAYED, 3.0, 7, won=False, difficulty="custom", rows=20, cols=40,
                       mines=150, no_guess=True))  # fmt: skip


def test_each_challenge_once_the_one_played_last_first_with_its_records(_user_home):
    with Stats.open() as stats:
        _fill(stats)
        played = challenges_played(stats)
        one = challenge_played(stats, FRIEND)
        never = challenge_played(stats, "MS1-80198-J9W8C")
    assert [p.code for p in played] == [REPLAYED, FRIEND, DAILY]
    replayed, friend, daily = played
    assert (friend.attempts, friend.wins) == (4, 4)  # the assisted win is an attempt and a win
    assert friend.best is not None and friend.best.seconds == 5.0
    assert friend.best.finished_at.startswith("2026-03-03")  # of equal times, the earlier
    assert friend.last.finished_at.startswith("2026-03-05")
    assert (daily.attempts, daily.wins, daily.best) == (1, 0, None)
    assert not replayed.is_code and friend.is_code
    assert one == friend and never is None


def test_the_words_of_a_line_in_english_and_german(_user_home):
    with Stats.open() as stats:
        _fill(stats)
        replayed, friend, daily = challenges_played(stats)
    assert heads() == ("Code", "Board", "Attempts", "Wins", "Best time", "3BV/s", "Last played")
    assert challenge_line(friend).words() == (
        FRIEND, "Normal", "4", "4", "5.000 s", "3.00", _local(5, "%Y-%m-%d")
    )  # fmt: skip
    assert challenge_line(daily, decimals=1).words()[1:5] == ("Experte", "1", "0", "–")
    assert challenge_line(replayed).board == "40x20/150, no-guess, a replay's board"
    set_language(Language.DE)
    assert heads()[2:] == ("Versuche", "Siege", "Bestzeit", "3BV/s", "Zuletzt gespielt")
    assert challenge_line(friend).words()[4:] == ("5,000 s", "3,00", _local(5, "%d.%m.%Y"))
    assert challenge_line(replayed).board == "40x20/150, ohne Raten, Spielfeld einer Wiederholung"


def test_the_terminals_statistics_list_the_challenges_played(_user_home):
    friend, daily = Challenge(8, 8, 10, seed=3), Challenge(16, 30, 99, seed=2024)
    board = challenge_board(friend)
    numbers = Board.from_layout("\n".join(board.lines())).numbers()
    safe = [cell_name(r, c) for r in range(8) for c in range(8) if numbers[r][c] >= 0]
    _drawn(friend, [cell_name(*board.start), *safe, "q"])  # a win
    mine = next(cell_name(r, c) for r in range(16) for c in range(30)
                if challenge_board(daily).lines()[r][c] == "*")  # fmt: skip
    out = _drawn(daily, [cell_name(*challenge_board(daily).start), mine, "s", "q"])  # a loss
    listing = out[out.index("Challenges played (the one played last first):") :].splitlines()
    assert listing[1].split() == ["Code", "Board", "Attempts", "Wins", "Best", "time", "3BV/s",
                                  "Last", "played"]  # fmt: skip
    assert listing[2].split()[:6] == [daily.code, "Experte", "1", "0", "–", "–"]
    with Stats.open() as stats:
        best = stats.challenge_best(friend.code)
    assert best is not None
    speed = f"{record_metrics(best).bbbv_per_s:.2f}"
    assert listing[3].split()[:7] == [friend.code, "Normal", "1", "1", f"{best.seconds:.1f}",
                                      "s", speed]  # fmt: skip
