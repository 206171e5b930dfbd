"""Build the game: context, navigator (every scene by name), first scene and loop.

The only module that imports every scene; scenes reach each other through the
navigator it registers, never by importing one another.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable
from typing import Any

import pygame

from game import PROCESS_START
from game.audio import Audio
from game.cli import Arguments
from game.context import Context, Options
from game.engine.display import Display
from game.engine.loop import Loop
from game.engine.raising import RaiseRequests, ask_to_raise
from game.engine.wake import input_waiter
from game.i18n import set_language
from game.i18n.note import N_, Note
from game.model import DIFFICULTIES, Difficulty
from game.resources import sounds_dir, window_icon_path
from game.scenes.about import AboutScene
from game.scenes.challenge import ChallengeScene
from game.scenes.charts import ChartsScene
from game.scenes.custom import CustomScene
from game.scenes.keymap import keymap_from
from game.scenes.keys_page import KeysScene
from game.scenes.message import MessageOverlay
from game.scenes.navigation import Factories, SceneNavigator
from game.scenes.play.pause import PauseOverlay
from game.scenes.play.result import ResultOverlay
from game.scenes.play.scene import PlayScene
from game.scenes.replay import ReplayScene
from game.scenes.replays import ReplayListScene
from game.scenes.settings import SettingsScene
from game.scenes.stats import StatsScene
from game.scenes.title import TitleScene
from game.scenes.train import TrainScene
from game.session.race import challenge_race
from game.storage import Stats, data_folder_notice, load_settings
from game.storage.settings import keep_what_was_read, remember_language
from game.storage.window_beacon import Beacon, announce_window

SCENES = Factories(
    title=TitleScene,
    play=PlayScene,
    custom=CustomScene,
    settings=SettingsScene,
    keys=KeysScene,
    stats=StatsScene,
    about=AboutScene,
    result=ResultOverlay,
    pause=PauseOverlay,
    message=MessageOverlay,
    replays=ReplayListScene,
    replay=ReplayScene,
    train=TrainScene,
    charts=ChartsScene,
    challenges=ChallengeScene,
)


def build_context(args: Arguments, clock: Callable[[], float] | None = None) -> Context:
    """Settings, storage, sound, skin, window and navigator: everything the scenes share."""
    pygame.display.init()
    pygame.font.init()
    settings, problems = load_settings()
    keymap, key_problems = keymap_from(settings.keys)
    problems += key_problems  # a bad key falls back to its default
    settings = dataclasses.replace(settings, keys=keymap.overrides())
    if key_problems:
        problems += keep_what_was_read(settings)
    settings = remember_language(settings, args.lang.value if args.lang else None)
    set_language(settings.language or None)
    options = Options(
        difficulty=args.difficulty,
        seed=args.seed,
        skin_path=args.skin,
        scale=args.scale,
        no_guess=args.no_guess,
        analyse=args.analyse_text,
        analyse_name=args.analyse.name if args.analyse else "",
        replay=args.replay,
        replay_name=args.replay_name,
        challenge=args.challenge,
    )
    stats = Stats.open()
    problems += stats.problems
    notice = data_folder_notice()
    if notice:
        problems.append(notice)
    audio = Audio(sounds_dir(), enabled=settings.sound, volume=settings.volume)
    display = Display(
        zoom=args.scale or settings.scale,
        position=(settings.window_x, settings.window_y),
        size=(settings.window_width, settings.window_height),
        maximized=settings.window_maximized,
    )
    raising = RaiseRequests()
    raising.listen()  # before announcing: a second copy may signal this one at once
    problems += _second_window_note(announce_window())
    ctx = Context(settings, options, display, audio, stats, problems)
    ctx.raise_requests = raising
    if clock is not None:
        ctx.clock = clock
    ctx.navigator = SceneNavigator(ctx, SCENES)
    display.on_change = ctx.remember_window
    display.icon = pygame.image.load(str(window_icon_path()))
    return ctx


RAISED = N_(
    "Minesweeper is already open in another window, which was brought to the front; "
    "this window plays too."
)
ALREADY_OPEN = N_("Minesweeper is already open in another window; this window plays too.")


def _second_window_note(beacon: Beacon) -> list[str]:
    """One sentence when another window copy runs on this data folder (brought to the
    front where the platform allows)."""
    if beacon.first:
        return []
    raised = beacon.other_pid is not None and ask_to_raise(beacon.other_pid)
    return [Note(RAISED if raised else ALREADY_OPEN)]


def first_scene(ctx: Context) -> None:
    """Title, or straight into a game (--difficulty; asked first over the title when an
    unfinished game is saved), an analysis or a replay."""
    options = ctx.options
    nav = ctx.navigator
    if options.replay is not None:
        nav.replay(options.replay, options.replay_name)
    elif options.challenge is not None:
        nav.race(challenge_race(options.challenge))
    elif options.analyse is not None:
        header = options.analyse.strip().splitlines()[0]
        nav.analysis(difficulty_of(header), options.analyse)
    elif options.difficulty is not None:
        nav.title()
        title = ctx.stack.top
        if isinstance(title, TitleScene) and title.saved is not None:
            title.start(options.difficulty)  # a saved game: ask before replacing it
        else:
            nav.play(options.difficulty, seed=options.seed)
    else:
        nav.title()


def difficulty_of(header: str) -> Difficulty:
    """The difficulty named by a position header, or a custom one of its size."""
    width, height, mines = (int(x) for x in header.lower().split("x"))
    for difficulty in DIFFICULTIES.values():
        if (difficulty.cols, difficulty.rows, difficulty.mines) == (width, height, mines):
            return difficulty
    return Difficulty.sized(height, width, mines)


def make_loop(ctx: Context, **loop_options: Any) -> Loop:
    """The fixed-timestep loop over the context's stack, drawing into the player's window."""

    access = ctx.access

    def events() -> list[pygame.event.Event]:
        if ctx.raise_requests.take():  # another copy was started: this window comes forward
            ctx.display.raise_window()
            loop.invalidate()
        access.carry_out()  # a screen reader's requests: a press is a click read below
        raw = pygame.event.get()
        access.observe(raw)
        kept = ctx.display.filter(raw)
        if len(kept) < len(raw):
            loop.invalidate()  # the window moved, resized or zoomed: show it again
        ctx.flush_window()
        return kept

    loop_options.setdefault("events", events)
    if "clock" not in loop_options:  # a real clock: really sleep while idle, where possible
        loop_options.setdefault("wait_input", input_waiter())
    loop = Loop(ctx.stack, surface=ctx.display.surface, **loop_options)
    loop.on_frame.append(lambda: access.after_frame(loop.draws))  # the screen reader's tree
    return loop


def report_first_frame(loop: Loop) -> None:
    """--frames: print seconds from process start to the first frame shown."""

    def report() -> None:
        if loop.frames == 1:
            print(f"first frame after {time.perf_counter() - PROCESS_START:.3f} s", flush=True)

    loop.on_frame.append(report)
