"""In a real X window (Xvfb): the idle loop's wait sleeps, and X input ends it at once."""

import os
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tests.packaging.xserver import xvfb

pytestmark = [pytest.mark.e2e, pytest.mark.alone]  # it measures how long the wait sleeps

missing = [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]
ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import sys, time
import pygame
from game.engine.wake import input_waiter
pygame.display.init()
pygame.display.set_mode((120, 80))
wait = input_waiter()
print("window", pygame.display.get_wm_info()["window"] if wait else "none", flush=True)
deadline = time.monotonic() + 5  # the window's own first events (map, expose) arrive
while time.monotonic() < deadline:
    pygame.event.get()
    began = time.perf_counter()
    wait(0.3)
    if time.perf_counter() - began > 0.25:
        break
began = time.process_time(), time.perf_counter()
for _ in range(4):
    pygame.event.get()
    wait(0.5)
cpu, wall = time.process_time() - began[0], time.perf_counter() - began[1]
print("idle", wall, cpu, wait.wakeups, flush=True)
sys.stdin.readline()
pygame.event.get()
began = time.perf_counter()
wait(30.0)
print("woke", time.perf_counter() - began, flush=True)
"""


@pytest.mark.skipif(bool(missing), reason=f"needs {', '.join(missing)}")
def test_the_idle_wait_sleeps_until_x_input_arrives():
    try:
        server = xvfb()
        display = server.__enter__()
    except RuntimeError as error:
        pytest.fail(str(error))
    env = {**os.environ, "DISPLAY": display, "PYTHONPATH": str(ROOT)}
    env.pop("SDL_VIDEODRIVER", None)
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD],
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        window = child.stdout.readline().split()[1]
        assert window != "none", "no X11 waiter on an X11 window"
        _, wall, cpu, wakeups = child.stdout.readline().split()
        # four waits of 0.5 s with nothing happening: it slept through them
        assert float(wall) >= 1.9 and int(wakeups) <= 4 + 2
        assert float(cpu) < 0.1
        child.stdin.write("\n")
        child.stdin.flush()
        answer: list[str] = []
        reader = threading.Thread(target=lambda: answer.append(child.stdout.readline()))
        reader.start()
        for spot in range(20):  # move the pointer until the sleeping child notices
            where = str(10 + spot % 2 * 10)
            subprocess.run(
                ["xdotool", "mousemove", "--window", window, where, where],
                env=env,
                timeout=30,
                check=True,
            )
            reader.join(timeout=1.0)
            if answer:
                break
        assert answer, "the child never woke"
        woke = float(answer[0].split()[1])
        assert woke < 20  # woken by the pointer, long before its 30 s timeout
    finally:
        child.kill()
        child.wait(timeout=10)
        server.__exit__(None, None, None)
