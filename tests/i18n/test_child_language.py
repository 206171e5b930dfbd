"""A hint computed in a child process speaks the player's language, not the system's."""

from __future__ import annotations

from game.i18n import Language, set_language
from game.solver.worker import HeavyJob, JobKind, JobState

NO_SAFE_CELL = "2x2x1\nHH\nHH\n"  # every cell a 25% guess


def _hint_in_child() -> str:
    job = HeavyJob(JobKind.HINT, NO_SAFE_CELL)
    assert job.wait(timeout=120) is JobState.DONE, job.error
    return str(job.result.reason)


def test_a_hint_from_the_child_is_in_the_language_in_force(monkeypatch):
    monkeypatch.setenv("LANGUAGE", "en")  # the system says English; the player chose German
    set_language(Language.DE)
    assert _hint_in_child().startswith("kein Feld ist sicher")
    set_language(Language.EN)
    assert _hint_in_child().startswith("no safe cell")
