"""Ship it as a user gets it: the PyInstaller program and the wheel, built, moved, started.

Slow (a few minutes): marked `packaging`, run by `.ci/run` and by
`MINESWEEPER_PACKAGING=1 pytest -m packaging`. Each program runs from an unrelated working
directory with an empty home, so it can only work with what it carries.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

try:
    import fcntl
except ImportError:  # Windows: no xdist lock; each worker builds its own
    fcntl = None  # type: ignore[assignment]

from game import WINDOW_CLASS, __version__
from tests.packaging.xserver import missing_x_tools, run_x, screenshot, wait_for_window, xvfb

# Under pytest-xdist the tests of this module may run on both workers: each build is made
# once a run and shared (`_once`); a test with a wall-clock budget (`alone`) waits until a
# build is done. Only the window test runs alone (no other Xvfb of the run meanwhile).
pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[2]
EXE = ".exe" if sys.platform == "win32" else ""


def _run(command, *, cwd, home, timeout=300, **extra_env):
    """Run a program as a new user would: empty home, no MINESWEEPER_HOME, no checkout."""
    env = {k: v for k, v in os.environ.items() if k not in ("MINESWEEPER_HOME", "PYTHONPATH")}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / ".local" / "share"), **extra_env)
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    return subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )


def _pyinstaller(tmp: Path, *spec_args: str) -> Path:
    """Build with tools/minesweeper.spec into `tmp`; the dist folder."""
    pytest.importorskip("PyInstaller", reason='needs pip install ".[package]"')
    dist, work = tmp / "dist", tmp / "work"
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "PyInstaller",
            "--noconfirm",
            "--log-level",
            "WARN",
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
            str(ROOT / "tools" / "minesweeper.spec"),
            *spec_args,
        ],
        cwd=tmp,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert result.returncode == 0, result.stderr[-3000:]
    return dist


def _once(tmp_path_factory, name: str, make: Callable[[Path], None]) -> Path:
    """The folder `name`, made by `make(folder)` once in this run: under pytest-xdist the
    workers share it (the first builds, the others wait on a lock and reuse it)."""
    base = tmp_path_factory.getbasetemp()
    shared = base.parent if fcntl is not None and os.environ.get("PYTEST_XDIST_WORKER") else base
    folder, done = shared / f"once-{name}", shared / f"once-{name}.done"
    with open(shared / f"once-{name}.lock", "a") as lock:
        if fcntl is not None:
            fcntl.flock(lock, fcntl.LOCK_EX)
        if not done.exists():
            shutil.rmtree(folder, ignore_errors=True)  # a build that failed half-way
            folder.mkdir()
            make(folder)
            done.touch()
    return folder


@pytest.fixture(scope="module")
def program(tmp_path_factory) -> Path:
    """The one-folder program, built in one place and moved to another."""

    def build(folder: Path) -> None:
        built = _pyinstaller(tmp_path_factory.mktemp("build"))
        shutil.move(built / "minesweeper", folder / "Minesweeper Game")

    return _once(tmp_path_factory, "program", build) / "Minesweeper Game" / f"minesweeper{EXE}"


@pytest.fixture
def stranger(tmp_path) -> tuple[Path, Path]:
    """An unrelated working directory and an empty home folder."""
    cwd, home = tmp_path / "somewhere", tmp_path / "empty-home"
    cwd.mkdir()
    home.mkdir()
    return cwd, home


def test_the_moved_program_passes_its_selftest(program, stranger):
    cwd, home = stranger
    result = _run([program, "--selftest"], cwd=cwd, home=home)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "selftest passed" in result.stdout
    assert "3 skins load" in result.stdout
    assert list(home.rglob("*")) == [], "the self-test wrote into the user's folder"
    assert list(cwd.iterdir()) == []
    version = _run([program, "--version"], cwd=cwd, home=home)
    assert version.stdout.strip() == f"minesweeper {__version__}"


def test_the_program_runs_its_own_child_processes(program, stranger):
    """A packaged program has no `python -m`: reading a community replay (ms-toollib in a
    child) and a bounded analysis run through its own `--child` entry points."""
    cwd, _ = stranger
    sample = ROOT / "tests" / "replay" / "data" / "beginner-arbiter.avf"
    replay = subprocess.run(
        [str(program), "--child", "game.replay.worker", "avf"],
        cwd=cwd,
        input=sample.read_bytes(),
        capture_output=True,
        timeout=120,
    )
    answer = json.loads(replay.stdout)
    assert answer["ok"] and answer["info"]["bbbv"] == 24, replay.stderr[-500:]
    request = json.dumps({"kind": "analyse", "memory": 1 << 30}) + "\n3x3x1\n1HH\nHHH\nHHH\n"
    analysis = subprocess.run(
        [str(program), "--child", "game.solver.worker"],
        cwd=cwd,
        input=request.encode(),
        capture_output=True,
        timeout=120,
    )
    assert analysis.returncode == 0 and analysis.stdout, analysis.stderr[-500:]


@pytest.mark.alone
@pytest.mark.skipif(bool(missing_x_tools()), reason="needs Xvfb, xdotool, ImageMagick, xprop")
def test_the_moved_program_draws_its_title_screen(program, stranger, tmp_path):
    cwd, home = stranger
    with xvfb() as display:
        env = {k: v for k, v in os.environ.items() if k != "MINESWEEPER_HOME"}
        env.update(
            DISPLAY=display,
            SDL_VIDEODRIVER="x11",
            SDL_AUDIODRIVER="dummy",
            HOME=str(home),
            XDG_DATA_HOME=str(home / "data"),
        )
        env.pop("SDL_VIDEO_X11_WMCLASS", None)
        game = subprocess.Popen(
            [str(program), "--scale", "1"],
            cwd=cwd,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        try:
            window = wait_for_window(display, game)
            assert window, f"no window appeared: {game.stderr.read().decode()[-2000:]}"
            assert run_x(display, "xdotool", "getwindowname", window) == "Minesweeper"
            wm_class = run_x(display, "xprop", "-id", window, "WM_CLASS")
            assert f'"{WINDOW_CLASS}", "{WINDOW_CLASS}"' in wm_class  # the .desktop's class
            pygame.time.wait(800)
            shot = pygame.image.load(str(screenshot(display, window, tmp_path / "title.png")))
        finally:
            game.terminate()
            game.wait(timeout=20)
    width, height = shot.get_size()
    assert width >= 200 and height >= 200
    pixels = [shot.get_at((x, y))[:3] for x in range(0, width, 3) for y in range(0, height, 3)]
    lit = sum(1 for p in pixels if sum(p) > 60)
    assert lit > 0.8 * len(pixels), "the window is (mostly) black: the title screen was not drawn"
    assert len(set(pixels)) >= 8, "the window is flat: no title screen drawn"
    assert (home / "data" / "minesweeper").is_dir(), "the platform data folder was not used"


def test_the_one_file_build_works_too(tmp_path_factory, stranger):
    dist = _pyinstaller(tmp_path_factory.mktemp("onefile"), "--", "--onefile")
    single = dist / f"minesweeper{EXE}"
    assert single.is_file()
    moved = tmp_path_factory.mktemp("onefile-moved") / single.name
    shutil.move(single, moved)
    cwd, home = stranger
    result = _run([moved, "--selftest"], cwd=cwd, home=home)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "selftest passed" in result.stdout


@pytest.fixture(scope="module")
def dists(tmp_path_factory) -> tuple[Path, Path]:
    """The sdist and the wheel built from it (python -m build)."""
    pytest.importorskip("build", reason='needs pip install ".[package]"')

    def build(out: Path) -> None:
        source = tmp_path_factory.mktemp("source") / "tree"
        shutil.copytree(
            ROOT,
            source,
            ignore=shutil.ignore_patterns(".venv", "venv", "build", "dist", "*.egg-info", ".git*"),
        )
        result = subprocess.run(
            [sys.executable, "-m", "build", "--outdir", str(out), str(source)],
            capture_output=True,
            text=True,
            timeout=900,
        )
        assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]

    out = _once(tmp_path_factory, "dists", build)
    (sdist,) = out.glob("*.tar.gz")
    (wheel,) = out.glob("*.whl")
    return sdist, wheel


@pytest.fixture
def fresh_venv(tmp_path) -> Path:
    """A new virtual environment of this test's own; its bin (Scripts) folder."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    return venv / ("Scripts" if sys.platform == "win32" else "bin")


def _pip(bin_dir: Path, *args: str) -> None:
    result = subprocess.run(
        [str(bin_dir / "python"), "-m", "pip", "install", "--quiet", *args],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert result.returncode == 0, result.stderr[-3000:]


def test_the_installed_wheel_runs(dists, fresh_venv, stranger):
    _sdist, wheel = dists
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in names)
    assert "game/assets/minesweeper-assets.txt" in names
    assert "game/assets/icons/minesweeper.ico" in names
    _pip(fresh_venv, str(wheel))
    cwd, home = stranger
    result = _run([fresh_venv / f"minesweeper{EXE}", "--selftest"], cwd=cwd, home=home)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "selftest passed" in result.stdout
    as_module = _run([fresh_venv / "python", "-m", "game", "--version"], cwd=cwd, home=home)
    assert as_module.stdout.strip() == f"minesweeper {__version__}"
    bench = _run(
        [fresh_venv / "python", "-m", "game.bench", "render", "--frames", "5", "--runs", "1"],
        cwd=cwd,
        home=home,
        SDL_VIDEODRIVER="dummy",
    )
    assert bench.returncode == 0, bench.stdout + bench.stderr
    # A stray `assets` folder beside the installed package must not hide the real one.
    (site,) = {p.parent for p in (fresh_venv.parent).rglob("site-packages/game")}
    (site / "assets").mkdir(exist_ok=True)
    again = _run([fresh_venv / f"minesweeper{EXE}", "--selftest"], cwd=cwd, home=home)
    assert again.returncode == 0, again.stdout + again.stderr


def test_a_wheel_missing_an_asset_fails_the_selftest(dists, fresh_venv, stranger, tmp_path):
    """The proof above can fail: drop the icons from the package data and it must."""
    sdist, _wheel = dists
    with tarfile.open(sdist) as archive:
        archive.extractall(tmp_path / "src", filter="data")
    (tree,) = (tmp_path / "src").iterdir()
    pyproject = tree / "pyproject.toml"
    text = pyproject.read_text(encoding="utf-8")
    assert '"icons/*", ' in text
    pyproject.write_text(text.replace('"icons/*", ', ""), encoding="utf-8")
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(tmp_path / "out"), str(tree)],
        check=True,
        capture_output=True,
        timeout=900,
    )
    (broken,) = (tmp_path / "out").glob("*.whl")
    _pip(fresh_venv, str(broken))
    cwd, home = stranger
    result = _run([fresh_venv / f"minesweeper{EXE}", "--selftest"], cwd=cwd, home=home)
    assert result.returncode == 1
    assert "selftest failed" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_the_sdist_holds_every_tracked_file(dists):
    """Enough to run the tests and build the program: everything under version control."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("not a git checkout")
    tracked = subprocess.run(
        ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    sdist, _wheel = dists
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    missing = sorted(f for f in tracked if f not in names and not f.startswith(".gitignore"))
    assert missing == [], f"missing from the sdist: {missing[:10]}"
    for needed in ("main.py", "tools/minesweeper.spec", "LICENSE", "CHANGELOG.md", ".ci/run"):
        assert needed in names
