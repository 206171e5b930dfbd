"""What every scene shares: settings, window, skin, sound, statistics and the scene stack."""

from __future__ import annotations

import dataclasses
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame

from game.a11y.access import Access
from game.a11y.announce import Announcer
from game.a11y.contrast import desktop_skin
from game.a11y.speech import Speech
from game.audio import Audio
from game.challenge import Challenge
from game.engine.display import Display
from game.engine.raising import RaiseRequests
from game.engine.scene import SceneStack
from game.i18n import _, set_language
from game.i18n.note import N_, Note
from game.model import Difficulty
from game.navigator import Navigator
from game.replay.recording import evf_video
from game.session import ReplayQueue, UserDataStore
from game.session.records import open_keeper
from game.skins import DEFAULT_SKIN_ID, Skin, SkinEntry, SkinError, discover_skins, load_skin
from game.storage import Settings, Stats, save_settings, skins_dir, warn_once

log = logging.getLogger(__name__)

WINDOW_SAVE_SECONDS = 0.5  # a drag sends many moves; the file is written at most this often


@dataclass
class Options:
    """Choices made on the command line for this run only."""

    difficulty: Difficulty | None = None
    seed: int | None = None
    skin_path: Path | None = None
    scale: float | None = None
    no_guess: bool = False
    analyse: str | None = None
    analyse_name: str = ""
    replay: object = None
    replay_name: str = ""
    challenge: Challenge | None = None


class Context:
    """The services scenes use; scenes reach files only through these calls."""

    def __init__(
        self,
        settings: Settings,
        options: Options,
        display: Display,
        audio: Audio,
        stats: Stats,
        problems: list[str] | None = None,
    ) -> None:
        self.settings = settings
        self.options = options
        self.display = display
        self.audio = audio
        self.stats = stats
        self.records = open_keeper(stats)
        self.replays = ReplayQueue()
        self.clock: Callable[[], float] = time.perf_counter
        self._navigator: Navigator | None = None
        self._skin: Skin
        self._skin_fast = False
        self._desktop = ""
        self.stack = SceneStack()
        self.problems: list[str] = list(problems or [])
        self.skin_entries: list[SkinEntry] = []
        self.skin_problems: list[str] = []
        self.running = True
        self.raise_requests = RaiseRequests()
        self.announcer = Announcer()  # what is said to screen readers and the game's voice
        self.access = Access(self.stack.visible, lambda: self.display.title, self.announcer)
        self.speech = Speech()  # the game's own voice (Settings > Accessibility > Speak)
        self.speech.follow(settings.speak, self.announcer)
        self._window_pending = False
        self._window_saved = -WINDOW_SAVE_SECONDS
        self.skin = self._initial_skin()
        for problem in self.records.take_problems():
            self.report(problem)
        if self.records.pending:
            refused = self.records.flush()
            if refused:
                self.report(refused)

    def game_store(self) -> UserDataStore:
        """Where a game played here keeps its record, saved game and replay (with its EVF
        copy: the store is handed the video maker, the session knows no file format)."""
        return UserDataStore(self.records, self.replays, video=evf_video)

    @property
    def navigator(self) -> Navigator:
        """Every screen, one method each (game/bootstrap.py sets it before any scene runs)."""
        if self._navigator is None:
            raise RuntimeError("no navigator: game/bootstrap.py sets ctx.navigator")
        return self._navigator

    @navigator.setter
    def navigator(self, navigator: Navigator) -> None:
        self._navigator = navigator

    # ------------------------------------------------------------------ skins
    @property
    def skin(self) -> Skin:
        """The skin in use, in the display's pixel format once a window exists."""
        if not self._skin_fast and pygame.display.get_surface() is not None:
            self._skin = dataclasses.replace(
                self._skin,
                sprites={name: s.convert_alpha() for name, s in self._skin.sprites.items()},
            )
            self._skin_fast = True
        return self._skin

    @skin.setter
    def skin(self, skin: Skin) -> None:
        self._skin = skin
        self._skin_fast = False
        self.audio.use_skin_sounds(skin.path / "sounds")  # a skin may bring its own sounds

    def rescan_skins(self) -> None:
        """Look for skins again (shipped and the user's folder)."""
        try:
            user_skins: Path | None = skins_dir()
        except OSError as error:
            user_skins = None
            warn_once(f"the skins folder cannot be used ({error.strerror or error})", log)
        self.skin_entries, self.skin_problems = discover_skins(user_skins)
        for problem in self.skin_problems:
            log.warning(problem)

    def _initial_skin(self) -> Skin:
        self.rescan_skins()
        if self.options.skin_path is not None:
            return load_skin(self.options.skin_path)
        return self.load_skin_id(self.settings.skin)

    def skin_id(self) -> str:
        """The id of the skin in use ("path:..." for a --skin folder; the desktop's choice
        when the player has not chosen one)."""
        if self.options.skin_path is not None:
            return f"path:{self.options.skin_path}"
        return self.settings.skin or self._desktop_skin()

    def _desktop_skin(self) -> str:
        """The skin the desktop asks for (asked once: it runs the desktop's settings tool)."""
        if not self._desktop:
            self._desktop = desktop_skin(DEFAULT_SKIN_ID)
        return self._desktop

    def load_skin_id(self, skin_id: str) -> Skin:
        """Load a skin by id ("": the desktop's choice); a missing or broken one falls back
        to the default, reported."""
        skin_id = skin_id or self._desktop_skin()
        entry = next((e for e in self.skin_entries if e.id == skin_id), None)
        if entry is None:
            entry = next(e for e in self.skin_entries if e.id == DEFAULT_SKIN_ID)
            if skin_id != DEFAULT_SKIN_ID:
                self.report(
                    Note(
                        N_("skin {skin} is not available; using the classic skin"),
                        skin=repr(skin_id),
                    )
                )
        try:
            return load_skin(entry.path)
        except SkinError as error:
            self.report(str(error))
            fallback = next(e for e in self.skin_entries if e.id == DEFAULT_SKIN_ID)
            return load_skin(fallback.path)

    def choose_skin(self, skin_id: str) -> None:
        """Switch to a skin and remember the choice."""
        self.options.skin_path = None
        self.skin = self.load_skin_id(skin_id)
        self.update_settings(skin=skin_id)

    def reload_skin(self) -> str:
        """Reload the current skin from disk (F5); returns a one-line result for the player."""
        path = self.options.skin_path or next(
            (e.path for e in self.skin_entries if e.id == self.skin_id()), None
        )
        if path is None:
            return _("nothing to reload")
        try:
            self.skin = load_skin(path)
        except SkinError as error:
            self.report(str(error))
            return str(error)
        self.audio.use_skin_sounds(self.skin.path / "sounds", again=True)
        return _("skin '{name}' reloaded").format(name=self.skin.name)

    # --------------------------------------------------------------- settings
    def update_settings(self, **changes: Any) -> None:
        """Change settings, apply them at once, and save them atomically."""
        self.settings = dataclasses.replace(self.settings, **changes)
        self.audio.muted = not self.settings.sound
        self.audio.volume = self.settings.volume
        if "scale" in changes and self.options.scale is None:
            self.display.set_scale(self.settings.scale)
        if "language" in changes:
            set_language(self.settings.language or None)
        if "speak" in changes:
            self.speech.follow(self.settings.speak, self.announcer)
        try:
            save_settings(self.settings)
        except OSError as error:
            self.report(Note(N_("settings could not be saved: {detail}"), detail=str(error)))

    def remember_window(self) -> None:
        """The player moved, resized or zoomed the window: save it soon (a drag sends many)."""
        self._window_pending = True
        self.flush_window()

    def flush_window(self, force: bool = False) -> None:
        """Save a pending window change, at most every WINDOW_SAVE_SECONDS unless forced."""
        now = self.clock()
        if not self._window_pending:
            return
        if not force and now - self._window_saved < WINDOW_SAVE_SECONDS:
            return
        self._window_pending = False
        self._window_saved = now
        display = self.display
        changes: dict[str, Any] = {
            "window_x": display.position[0],
            "window_y": display.position[1],
            "window_width": display.wanted[0],
            "window_height": display.wanted[1],
            "window_maximized": display.maximized,
        }
        if self.options.scale is None:
            changes["scale"] = display.requested
        self.settings = dataclasses.replace(self.settings, **changes)
        try:
            save_settings(self.settings)
        except OSError as error:
            self.report(Note(N_("settings could not be saved: {detail}"), detail=str(error)))

    # ------------------------------------------------------------------- misc
    def report(self, message: str) -> None:
        """A problem the player should hear about once (log + shown by the scenes)."""
        log.warning(message)
        self.problems.append(message)

    def quit(self) -> None:
        """End the program after this frame."""
        self.running = False
        self.stack.clear()
