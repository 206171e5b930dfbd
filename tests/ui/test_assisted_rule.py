"""One rule for assisted games, on every screen: they count as played and won, never for
best times, best speed or streaks, and each screen that shows these says so (issue 21:
Normal showed "Games won 1 (50%)" beside "Streak 0 / 0" and "No wins yet")."""

import pygame

from game.model import DIFFICULTIES
from game.storage.stats import ASSISTED_RULE, GameRecord
from game.textmode.scores import stats_text
from game.ui.recorder import Kind
from tests.scenes.played import recorded


def _record(won: bool, assisted: bool, at: str) -> GameRecord:
    return GameRecord(
        "normal", 9, 9, 10, None, won, 30.0, 20, 20 if won else 4, assisted=assisted,
        excluded="assisted" if assisted else None, finished_at=at,
    )  # fmt: skip


def _texts(game) -> str:
    return " ".join(d.label for d in recorded(game) if d.kind is Kind.TEXT)


def test_an_assisted_win_counts_as_won_but_never_for_bests_or_streaks(game_factory):
    game = game_factory()
    stats = game.ctx.stats
    stats.record(_record(False, False, "2026-01-01T10:00:00+00:00"))
    stats.record(_record(True, True, "2026-01-01T11:00:00+00:00"))
    s = stats.summary("normal")
    assert (s.played, s.won, s.assisted_won) == (2, 1, 1)
    assert (s.current_streak, s.best_streak, s.best_time) == (0, 0, None)

    game.ctx.navigator.stats("normal")
    shown = _texts(game)
    assert "1 (50%), 1 assisted" in shown
    assert "No wins yet" not in shown and "No unassisted wins yet" in shown
    assert "never for bests or streaks" in shown  # the rule, said where it applies

    game.ctx.navigator.charts()
    shown = _texts(game)
    assert "No wins yet" not in shown and "No unassisted wins yet" in shown

    terminal = stats_text(stats, DIFFICULTIES["normal"])
    assert "won 1, 1 assisted (50%)" in terminal and ASSISTED_RULE in terminal


def test_with_no_win_at_all_the_table_just_invites_one(game_factory):
    game = game_factory()
    game.ctx.stats.record(_record(False, False, "2026-01-01T10:00:00+00:00"))
    game.ctx.navigator.stats("normal")
    shown = _texts(game)
    assert "No wins yet: go and set one!" in shown and "assisted" not in shown
    game.key(pygame.K_ESCAPE)
