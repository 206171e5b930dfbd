"""The game's own voice: the announcer passes each sentence to every sink once, a failing
sink is dropped without stopping the game, the Speak setting adds and removes the voice,
and eSpeak NG really speaks (into a file here) in English and German where installed."""

from __future__ import annotations

import shutil
import threading
import wave
from pathlib import Path

import pytest

from game.a11y.announce import Announcer, Recorder
from game.a11y.speech import Engine, Speech, Voice, espeak_argv
from game.i18n import Language, set_language


def test_each_sentence_reaches_every_sink_once_and_a_failing_sink_is_dropped():
    announcer = Announcer()
    first, second = Recorder(), Recorder()
    announcer.add(first)
    announcer.add(first)

    class Broken:
        def say(self, text: str) -> None:
            raise OSError("the speech service went away")

    announcer.add(Broken())
    announcer.add(second)
    announcer.say("  opened   3 cells ")
    announcer.say("")
    announcer.say("flagged")
    assert first.said == second.said == ["opened 3 cells", "flagged"]
    assert len(announcer.sinks) == 2


def test_the_speak_setting_adds_and_removes_the_voice():
    spoken: list[tuple[str, str]] = []
    voice = Voice(Engine.ESPEAK, lambda text, language: spoken.append((text, language)))
    speech = Speech(find=lambda: voice)
    announcer = Announcer()
    speech.follow(False, announcer)
    assert announcer.sinks == [] and not speech.looking  # off: nothing looked for
    speech.follow(True, announcer)
    assert speech.wait(5) and speech.engine() is Engine.ESPEAK
    assert announcer.sinks == [voice]
    announcer.say("opened 3 cells")
    speech.follow(False, announcer)
    announcer.say("not heard")
    voice.close(wait=5)
    assert spoken == [("opened 3 cells", "en")]


def test_without_a_voice_the_game_stays_silent():
    speech = Speech(find=lambda: None)
    announcer = Announcer()
    speech.follow(True, announcer)
    assert speech.wait(5) and speech.engine() is None and announcer.sinks == []
    announcer.say("nobody hears this")  # and nothing fails


def test_the_voice_is_looked_for_off_the_window_thread_and_joins_once_found():
    """A speech service slow to answer never holds the window: turning Speak on returns at
    once, the voice speaks once found, and a voice found after Speak went off stays silent."""
    spoken: list[str] = []
    voice = Voice(Engine.SPEECHD, lambda text, language: spoken.append(text))
    answer = threading.Event()

    def slow_find() -> Voice:
        answer.wait(10)
        return voice

    speech = Speech(find=slow_find)
    announcer = Announcer()
    speech.follow(True, announcer)
    assert speech.looking and speech.engine() is None and announcer.sinks == []
    answer.set()
    assert speech.wait(5) and not speech.looking and speech.engine() is Engine.SPEECHD
    announcer.say("opened 3 cells")
    voice.close(wait=5)
    assert spoken == ["opened 3 cells"]

    late = Speech(find=slow_find)
    late.follow(True, announcer := Announcer())
    late.follow(False, announcer)
    assert late.wait(5) and announcer.sinks == []


def test_a_failing_lookup_leaves_the_game_silent():
    def broken() -> Voice:
        raise RuntimeError("the speech library crashed")

    speech = Speech(find=broken)
    speech.follow(True, Announcer())
    assert speech.wait(5) and speech.engine() is None


@pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="needs espeak-ng")
@pytest.mark.parametrize(("language", "sentence"), [("en", "C4, 3"), ("de", "C4, verdeckt")])
def test_espeak_speaks_a_sentence_into_a_file(tmp_path: Path, language: str, sentence: str):
    import subprocess

    wav = tmp_path / f"{language}.wav"

    def into_file(text: str, spoken_in: str) -> None:
        subprocess.run(espeak_argv(text, spoken_in, wav), check=True, capture_output=True)

    set_language(Language(language))
    try:
        voice = Voice(Engine.ESPEAK, into_file)
        announcer = Announcer()
        speech = Speech(find=lambda: voice)
        speech.follow(True, announcer)
        assert speech.wait(5)
        announcer.say(sentence)
        voice.close(wait=30)
    finally:
        set_language(Language.EN)
    with wave.open(str(wav)) as sound:
        seconds = sound.getnframes() / sound.getframerate()
    assert 0.3 < seconds < 5
