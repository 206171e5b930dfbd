"""The game's own voice, for players without a screen reader (Settings > Accessibility >
Speak): the same sentences a screen reader gets, spoken through what the computer has.

In order of preference: speech-dispatcher (Linux's speech service, which Orca uses too)
through its Python client (`speechd`, Debian's python3-speechd) or its `spd-say` command;
`pyttsx3` (Windows' SAPI, macOS' speech, eSpeak); the `espeak-ng` command. The game says
which one it uses, and stays silent when none is there. Speaking never waits: the sentences
queue and a thread of the voice's own says them one after another. Nothing here imports
pygame.
"""

from __future__ import annotations

import logging
import queue
import shutil
import subprocess
import threading
from collections.abc import Callable, Sequence
from enum import StrEnum
from pathlib import Path
from typing import Any

from game.a11y.announce import Announcer
from game.i18n import N_, current_language

log = logging.getLogger(__name__)

SPEAK_SECONDS = 30  # the longest one sentence may take to say before the next one goes


class Engine(StrEnum):
    """The speech software a voice uses (its value is how the game names it)."""

    SPEECHD = "speech-dispatcher"
    SPD_SAY = "speech-dispatcher (spd-say)"
    PYTTSX3 = "pyttsx3"
    ESPEAK = "eSpeak NG"


NO_VOICE = N_("no voice found: install speech-dispatcher, espeak-ng or pyttsx3")


class Voice:
    """Says sentences one after another on a thread of its own (`say` never waits)."""

    def __init__(self, engine: Engine, speak: Callable[[str, str], None]) -> None:
        self.engine = engine
        self._speak = speak
        self._queue: queue.SimpleQueue[tuple[str, str] | None] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._run, name="voice", daemon=True)
        self._thread.start()

    def __str__(self) -> str:
        return f"the {self.engine} voice"

    def say(self, text: str) -> None:
        """Queue a sentence, said in the game's language."""
        self._queue.put((text, current_language().value))

    def close(self, wait: float = 0.0) -> None:
        """Say nothing more after what is queued (waiting up to `wait` seconds for it)."""
        self._queue.put(None)
        if wait:
            self._thread.join(wait)

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                return
            try:
                self._speak(*item)
            except Exception as error:  # a speech service going away mid-game
                log.warning("%s stopped (%s); the game goes on silently", self, error)
                return


def _speechd() -> Callable[[str, str], None] | None:
    """speech-dispatcher's own Python client, when installed."""
    try:
        import speechd
    except ImportError:
        return None
    client: Any = speechd.SSIPClient("minesweeper")
    client.set_priority(speechd.Priority.MESSAGE)

    def speak(text: str, language: str) -> None:
        client.set_language(language)
        client.speak(text)

    return speak


def _command(argv: Callable[[str, str], Sequence[str]]) -> Callable[[str, str], None]:
    def speak(text: str, language: str) -> None:
        subprocess.run(
            list(argv(text, language)),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=SPEAK_SECONDS,
            check=False,
        )

    return speak


def _pyttsx3() -> Callable[[str, str], None] | None:
    """pyttsx3, when installed and an engine starts."""
    try:
        import pyttsx3
    except ImportError:
        return None
    engine: Any = pyttsx3.init()

    def speak(text: str, language: str) -> None:
        del language  # the system's voice speaks the system's language
        engine.say(text)
        engine.runAndWait()

    return speak


def espeak_argv(text: str, language: str, wav: Path | None = None) -> list[str]:
    """The espeak-ng command that says `text` (into `wav` instead of the speakers)."""
    out = ["-w", str(wav)] if wav is not None else []
    return ["espeak-ng", "-v", language, *out, "--", text]


def find_voice() -> Voice | None:
    """The best voice this computer has, or None (said once in the log)."""
    try:
        found = _speechd()
    except Exception as error:  # the client is there but the service is not
        log.info("speech-dispatcher's client could not connect (%s)", error)
        found = None
    if found is not None:
        return Voice(Engine.SPEECHD, found)
    if shutil.which("spd-say"):
        return Voice(Engine.SPD_SAY, _command(lambda t, lang: ["spd-say", "-l", lang, "--", t]))
    try:
        spoken = _pyttsx3()
    except Exception as error:  # pyttsx3 without a driver (no eSpeak library on Linux)
        log.info("pyttsx3 could not start (%s)", error)
        spoken = None
    if spoken is not None:
        return Voice(Engine.PYTTSX3, spoken)
    if shutil.which("espeak-ng"):
        return Voice(Engine.ESPEAK, _command(espeak_argv))
    log.info("no voice: neither speech-dispatcher, pyttsx3 nor espeak-ng is installed")
    return None


class Speech:
    """The Speak setting: a voice listening to the announcer while it is on.

    The voice is looked for on a thread of its own the first time Speak is on (connecting
    to a speech service may take seconds, and the window never waits): until it is found,
    `looking` is true and `engine()` None, and the voice joins the announcer as soon as it
    is found, if Speak is still on.
    """

    def __init__(self, find: Callable[[], Voice | None] | None = None) -> None:
        self.find = find if find is not None else find_voice
        self.voice: Voice | None = None
        self._lock = threading.Lock()
        self._on = False
        self._announcer: Announcer | None = None
        self._search: threading.Thread | None = None
        self._found = threading.Event()

    @property
    def looking(self) -> bool:
        """True while the voice is being looked for."""
        return self._search is not None and not self._found.is_set()

    def engine(self) -> Engine | None:
        """The speech software in use: None while it is looked for (the first call starts
        looking) and when there is none."""
        with self._lock:
            self._look_once()
        voice = self.voice if self._found.is_set() else None
        return voice.engine if voice is not None else None

    def wait(self, timeout: float) -> bool:
        """Wait up to `timeout` seconds for the look to end; True once it has."""
        return self._found.wait(timeout)

    def follow(self, on: bool, announcer: Announcer) -> None:
        """Speak what the announcer says while `on` (looking for the voice if need be)."""
        with self._lock:
            self._on, self._announcer = on, announcer
            if self.voice is not None:
                if on:
                    announcer.add(self.voice)
                else:
                    announcer.remove(self.voice)
            elif on:
                self._look_once()

    def _look_once(self) -> None:
        if self._search is None:
            self._search = threading.Thread(target=self._look, name="voice lookup", daemon=True)
            self._search.start()

    def _look(self) -> None:
        try:
            voice = self.find()
        except Exception as error:  # a speech library failing in a way of its own
            log.warning("no voice: looking for one failed (%s)", error)
            voice = None
        with self._lock:
            self.voice = voice
            if voice is not None and self._on and self._announcer is not None:
                self._announcer.add(voice)
            self._found.set()
