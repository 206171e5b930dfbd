"""The trainer, a lesson page and the statistics drawn in German: every text inside the
window and no two texts on top of each other (German is longer than English)."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.stats import StatsScene
from game.scenes.train import LessonScene, TrainScene
from game.storage import GameRecord
from game.ui import recorder


def _drawn(game) -> list[recorder.Drawn]:
    drawn = recorder.start()
    try:
        game.frames(1)
    finally:
        recorder.stop()
    return [d for d in drawn if d.kind is recorder.Kind.TEXT and d.label.strip()]


def _check_layout(game) -> list[str]:
    window = pygame.Rect((0, 0), game.surface.get_size())
    texts = _drawn(game)
    problems = [f"outside: {d.label!r} {d.rect}" for d in texts if not window.contains(d.rect)]
    for i, a in enumerate(texts):
        for b in texts[i + 1 :]:
            if a.rect.inflate(-2, -2).colliderect(b.rect.inflate(-2, -2)):
                problems.append(f"overlap: {a.label!r} {a.rect} and {b.label!r} {b.rect}")
    return problems


def _record(won: bool, seconds: float) -> GameRecord:
    return GameRecord(
        difficulty="normal", rows=8, cols=8, mines=10, seed=None, won=won, seconds=seconds,
        three_bv=12, three_bv_solved=12 if won else 3, finished_at="2026-11-24T10:00:00+00:00",
    )  # fmt: skip


@pytest.fixture
def german(game_factory):
    return game_factory("--lang", "de")


def test_the_trainer_and_a_lesson_page_fit_in_german(german):
    german.key(pygame.K_t, "t")
    assert isinstance(german.top, TrainScene)
    labels = " ".join(d.label for d in _drawn(german))
    assert "Gewertete Rätsel" in labels and "Lektionen" in labels and "Deine Wertung" in labels
    assert _check_layout(german) == []
    german.key(pygame.K_l, "l")
    for _page in range(14):
        assert isinstance(german.top, LessonScene)
        assert _check_layout(german) == [], german.top.title
        german.key(pygame.K_RIGHT)


def test_statistics_in_german_wrap_a_long_value_instead_of_overlapping(german, monkeypatch):
    monkeypatch.setattr(
        "game.scenes.stats.figures_text",
        lambda figures: "1,5 Raten/Spiel, 33 % unnötig, 12 % Risiko, und noch viel mehr Text",
    )
    monkeypatch.setattr(
        "game.scenes.stats.coach_figures", lambda games: type("F", (), {"games": 3})()
    )
    for won, seconds in ((True, 12.345), (False, 3.0), (True, 20.5)):
        german.ctx.stats.record(_record(won, seconds))
    german.key(pygame.K_s, "s")
    assert isinstance(german.top, StatsScene)
    labels = [d.label for d in _drawn(german)]
    joined = " ".join(labels)
    assert "Gespielte Spiele" in joined and "Bestzeit" in joined
    assert "12,35\u00a0s" in joined  # the best time as German writes it, kept with its unit
    assert any("24.11.2026" in label for label in labels)
    assert _check_layout(german) == []
