"""`python -m game.bench idle`: what the game costs while nobody touches it.

The real game (context, scenes, loop) runs in this process, in a real window when a
display is there (X11, Wayland, Windows, macOS) or with SDL's dummy video driver
otherwise (it says which). For each state (the title, every menu screen, a message, the
result panel, an Experte game with its clock running, the same game paused, a race with
its ghost running, hidden and paused, the window hidden) it waits a second, then measures this
process's CPU seconds (every thread) per wall second over `--seconds` (10 by default), with
nobody touching anything: the figure a player meets on a laptop. Also printed: how often the
loop woke up and how many frames it drew per second, and whether a screen reader listened
(the accessibility tree is built and sent only then: run it under Orca, or under
`dbus-run-session` with the AT-SPI bus switched on, to measure the tree's cost). User data
goes to a temporary folder.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.bench.arguments import BenchParser, positive_seconds

GOALS = {"menu": 1.5, "running": 3.0, "paused": 1.5, "hidden": 1.0}
MOVING = "moving"  # a state where something moves on its own (a race's ghost): no idle goal
SETTLE = 1.0  # seconds each state runs before it is measured


@dataclass(frozen=True)
class Figure:
    """One state's cost: CPU share of one core, loop passes and frames drawn per second."""

    state: str
    goal: str
    cpu: float
    wakeups: float
    draws: float

    @property
    def over(self) -> bool:
        """Whether the state costs more than its idle goal (a moving state has none)."""
        return self.goal in GOALS and self.cpu > GOALS[self.goal]

    def line(self) -> str:
        """The printed row."""
        if self.goal in GOALS:
            judged = f"goal <= {GOALS[self.goal]}%: {'OVER' if self.over else 'ok'}"
        else:
            judged = "moves: no idle goal"
        return (
            f"  {self.state:<34} {self.cpu:5.2f}% of a core  ({judged})  "
            f"{self.wakeups:5.1f} wake-ups/s, {self.draws:5.2f} frames drawn/s"
        )


def has_display() -> bool:
    """Whether a real window can be opened here."""
    if sys.platform in ("win32", "darwin"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def measure(loop: Any, state: str, goal: str, seconds: float) -> Figure:
    """Run the loop untouched: SETTLE seconds, then `seconds` measured."""
    run_for(loop, SETTLE)
    cpu, wall = time.process_time(), time.perf_counter()
    frames, draws = loop.frames, loop.draws
    run_for(loop, seconds)
    wall = time.perf_counter() - wall
    return Figure(
        state,
        goal,
        100 * (time.process_time() - cpu) / wall,
        (loop.frames - frames) / wall,
        (loop.draws - draws) / wall,
    )


def run_for(loop: Any, seconds: float) -> None:
    """Let the loop run on its own for `seconds` of wall time."""
    deadline = time.perf_counter() + seconds

    def stop() -> None:
        if time.perf_counter() >= deadline:
            loop.stop()

    loop.on_frame.append(stop)
    try:
        loop.run()
    finally:
        loop.on_frame.remove(stop)


def open_cell(play: Any, row: int, col: int) -> None:
    """Open a cell through the play scene, as its keyboard does (no mouse state involved)."""
    from game.model import Action
    from game.session import Source

    play.act(Source.KEYBOARD, Action.REVEAL, (row, col))


def key(code: int) -> None:
    """Post a key press and release."""
    import pygame

    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=code, mod=0, unicode="", scancode=0))


def states(ctx: Any, loop: Any) -> list[tuple[str, str, Callable[[], None]]]:
    """(name, goal, set-up) for each state, in the order they are measured."""
    import pygame

    from game.model import DIFFICULTIES
    from game.scenes.navigation import Screen

    nav = ctx.navigator

    def screen(kind: Screen) -> Callable[[], None]:
        def show() -> None:
            nav.title()
            nav.open(kind)

        return show

    def message() -> None:
        nav.title()
        nav.ask("Benchmark", "A message with a choice.", [("OK", lambda: None)])

    def lost() -> None:
        nav.play(DIFFICULTIES["normal"], seed=1)
        play = ctx.stack.top
        open_cell(play, 4, 4)
        mine = next(c for c in play.board.cells if c.mine)
        open_cell(play, mine.row, mine.col)

    def running() -> None:
        nav.play(DIFFICULTIES["experte"], seed=1)
        open_cell(ctx.stack.top, 3, 3)

    def then_key(start: Callable[[], None], code: int) -> Callable[[], None]:
        def state() -> None:
            start()
            loop.run(max_frames=2)
            key(code)

        return state

    def hidden() -> None:
        running()
        loop.run(max_frames=2)
        pygame.Window.from_display_module().hide()

    def racing() -> None:
        nav.race(ghost_race())
        play = ctx.stack.top
        open_cell(play, *play.session.setup.start)

    return [
        ("title screen", "menu", nav.title),
        ("settings", "menu", screen(Screen.SETTINGS)),
        ("statistics", "menu", screen(Screen.STATS)),
        ("about", "menu", screen(Screen.ABOUT)),
        ("custom board", "menu", screen(Screen.CUSTOM)),
        ("replays list", "menu", screen(Screen.REPLAYS)),
        ("trainer", "menu", screen(Screen.TRAIN)),
        ("charts", "menu", screen(Screen.CHARTS)),
        ("message over the title", "menu", message),
        ("result panel (a lost Normal game)", "menu", lost),
        ("Experte game, clock running", "running", running),
        ("the same game paused (P)", "paused", then_key(running, pygame.K_p)),
        ("Experte race, its ghost running", MOVING, racing),
        ("Experte race, its ghost hidden (G)", "running", then_key(racing, pygame.K_g)),
        ("Experte race, its ghost paused (P)", "paused", then_key(racing, pygame.K_p)),
        ("Experte game, window hidden", "hidden", hidden),
    ]


def ghost_race() -> Any:
    """A race on an Experte challenge with a ghost that opens a safe cell every 0.3 s,
    moving its pointer to each (a run of about two minutes)."""
    from game.challenge import Challenge
    from game.model import EXPERTE
    from game.session import CELL_PX, Input, Mouse
    from game.session.ghost import make_ghost
    from game.session.race import RaceStart, challenge_race

    start = challenge_race(Challenge.of(EXPERTE, 1))
    setup = start.setup
    assert setup.layout is not None and setup.start is not None
    cells = [setup.start] + [
        (r, c) for r, line in enumerate(setup.layout) for c, ch in enumerate(line) if ch == "."
    ]
    inputs = []
    for i, (r, c) in enumerate(cells):
        x, y, t = c * CELL_PX + 8, r * CELL_PX + 8, i * 300
        inputs += [Input(t, Mouse.MOVE, x, y), Input(t + 100, Mouse.LEFT_PRESS, x, y),
                   Input(t + 150, Mouse.LEFT_RELEASE, x, y)]  # fmt: skip
    return RaceStart(setup, start.name, make_ghost(setup, inputs, "bench"))


def first_click(ctx: Any, loop: Any, idle: float) -> tuple[float | None, float] | None:
    """A real click (xdotool) after `idle` seconds untouched: milliseconds from the press
    reaching the sleeping loop (the X server's message ends the sleep) to the frame showing
    the cell pressed, and to the frame showing it opened (after the release; xdotool's own
    gap between press and release included). None without the X11 waiter or xdotool."""
    import pygame

    from game.model import DIFFICULTIES

    waiter = loop.wait_input
    if not hasattr(waiter, "woke_by_input") or shutil.which("xdotool") is None:
        return None
    pygame.Window.from_display_module().show()
    ctx.navigator.play(DIFFICULTIES["experte"], seed=2)
    run_for(loop, idle)
    play = ctx.stack.top
    vp, size, zoom = play.layout.viewport, play.view.cell, ctx.display.scale
    x = round((vp.x + 3 * size + size // 2) * zoom)
    y = round((vp.y + 3 * size + size // 2) * zoom)
    window = str(pygame.display.get_wm_info()["window"])
    pressed: list[float] = []  # [woke, drawn] of the frame showing the cell held down
    done: list[float] = []  # [woke, drawn] of the frame showing it open

    def opened() -> None:
        if not pressed and not done and play.session.held_cells():
            pressed.extend((waiter.woke_by_input, time.perf_counter()))
        if play.board.opened and not done:
            done.extend((waiter.woke_by_input, time.perf_counter()))
            loop.stop()

    subprocess.run(["xdotool", "mousemove", "--window", window, str(x), str(y)], timeout=10)
    run_for(loop, 1.0)  # the pointer's arrival handled; then untouched again
    loop.on_frame.append(opened)
    clicker = subprocess.Popen(["xdotool", "click", "1"])  # the loop is asleep meanwhile
    try:
        run_for(loop, 5.0)
    finally:
        loop.on_frame.remove(opened)
        clicker.wait(timeout=10)
    if not done:
        return None
    start = pressed[0] if pressed else done[0]
    return (1000 * (pressed[1] - start) if pressed else None), 1000 * (done[1] - start)


def main(argv: list[str]) -> int:
    """Measure every state and print the table the README quotes."""
    parser = BenchParser(prog="python -m game.bench idle", description=__doc__)
    parser.add_argument("--seconds", type=positive_seconds, default=10.0, help="per state (10)")
    parser.add_argument("--only", default="", help="measure only states whose name has this")
    args = parser.parse_args(argv)
    home = tempfile.TemporaryDirectory(prefix="minesweeper-bench-")
    os.environ["MINESWEEPER_HOME"] = home.name
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    real = has_display()
    if not real:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
    import pygame

    from game.bootstrap import build_context, make_loop
    from game.cli import parse_args

    ctx = build_context(parse_args([]))
    loop = make_loop(ctx)
    driver = pygame.display.get_driver() if pygame.display.get_init() else "?"
    where = "a real window" if real else "no display: SDL's dummy driver, no real window"
    print(f"Idle benchmark: {where} (video driver {driver}), {args.seconds:g} s per state")
    print(f"  this process's CPU time per wall second, after {SETTLE:g} s to settle")
    figures = []
    try:
        for name, goal, set_up in states(ctx, loop):
            if args.only and args.only.lower() not in name.lower():
                continue
            set_up()
            figure = measure(loop, name, goal, args.seconds)
            figures.append(figure)
            print(figure.line(), flush=True)
        if not args.only:
            latency = first_click(ctx, loop, args.seconds)
            if latency is not None:
                held = "" if latency[0] is None else f"showed pressed {latency[0]:.1f} ms and "
                print(
                    f"  first click after {args.seconds:g} s untouched: it woke the loop; the "
                    f"cell {held}opened {latency[1]:.1f} ms after the press arrived"
                )
        access = ctx.access
        if access.listening.is_set():
            print(
                f"  accessibility tree: a screen reader listened; {access.sent} updates "
                "sent (only what changed, after frames drawn)"
            )
        else:
            print("  accessibility tree: no screen reader listened, so none was built")
    finally:
        ctx.stack.clear()
        ctx.stats.close()
        pygame.quit()
        home.cleanup()
    judged = [f for f in figures if f.goal in GOALS]
    over = [f for f in judged if f.over]
    print(f"  {len(judged) - len(over)} of {len(judged)} idle states within their goal")
    return 0
