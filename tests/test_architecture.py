"""The shape of the code: the rooms of game/ stand on each other in one order (DESIGN.md's
arrows, written down as data below), the core knows nothing of pygame, scenes nothing of
SQL or file formats, no import cycles (imports inside functions included), small scene
files, and the README's controls table names every key binding."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.scenes.keys import BINDINGS

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
CORE = ("model", "solver", "session", "storage", "replay")
ROOMS: tuple[tuple[str, ...], ...] = (
    ("game", "resources"),  # the package's own names (game/__init__.py), where assets are
    ("model",),  # the rules: imports nothing of ours outside itself
    ("i18n",),
    ("children", "storage", "greeting", "audio", "engine"),
    ("solver", "skins"),  # the solver may import the model
    ("challenge",),  # challenge codes: boards drawn from a code (a no-guess one by the solver)
    ("session", "trainer"),  # session -> model / solver / storage
    ("replay",),  # replay files, played through the session
    ("coach",),  # the coach reads replays and judges them with the solver
    ("chartdata", "ui"),
    ("a11y",),  # the accessibility tree and the words spoken, read from laid-out boxes
    ("textmode", "cli"),  # the terminal game says what a screen reader says
    ("navigator",),  # the seams between scenes, as types
    ("context",),  # what every scene is given
    ("scenes",),  # scenes -> session, scenes -> ui
    ("bootstrap",),
    ("selftest",),
    ("app", "bench"),
    ("__main__",),
)
"""The rooms of game/ (its top-level packages and modules), lowest first. A room may
import any room on a line above its own (its command line, `__main__.py`, too), never one
on its own line or below: so no two rooms import each other, round any circle."""
LEVEL = {room: level for level, rooms in enumerate(ROOMS) for room in rooms}


def _modules() -> dict[str, Path]:
    found = {}
    for path in GAME.rglob("*.py"):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


MODULES = _modules()


def _imports(name: str) -> set[str]:
    """Every module name imported anywhere in a module (functions included; relative
    imports resolved)."""
    path = MODULES[name]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.rsplit(".", node.level - 1)[0] if node.level > 1 else package
                base = f"{anchor}.{base}" if base else anchor
            names.add(base)
            names.update(f"{base}.{alias.name}" for alias in node.names)
    return names


def _internal(name: str) -> set[str]:
    """The game modules `name` runs when imported: each one it names, and the packages
    above them, whose `__init__` runs first (`import game.session.inputs` runs
    `game/session/__init__.py`, and whatever that imports)."""
    out = set()
    for imported in _imports(name):
        while imported and imported not in MODULES:
            imported = imported.rpartition(".")[0]
        while imported:
            if imported != name and not name.startswith(imported + "."):
                out.add(imported)
            imported = imported.rpartition(".")[0]
    return {module for module in out if module in MODULES}


def _room(module: str) -> str:
    """The room a module of game/ is in ("game" for game/__init__.py itself)."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "game"


def test_every_room_has_its_place_in_the_order():
    assert {_room(module) for module in MODULES} == set(LEVEL)
    assert len(LEVEL) == sum(len(rooms) for rooms in ROOMS)  # no room twice


def test_no_room_imports_a_room_beside_or_above_it_in_the_order():
    wrong = []
    for module in sorted(MODULES):
        here = _room(module)
        for imported in sorted(_internal(module)):
            there = _room(imported)
            if there != here and LEVEL[there] >= LEVEL[here]:
                wrong.append(f"{module} imports {imported} ({here} -> {there})")
    assert wrong == []


@pytest.mark.parametrize("package", CORE)
def test_the_core_knows_nothing_of_pygame(package):
    users = [
        m
        for m in MODULES
        if m.startswith(f"game.{package}") and any(i.split(".")[0] == "pygame" for i in _imports(m))
    ]
    assert users == []


def test_scenes_know_nothing_of_sql_or_file_formats():
    users = {
        m: sorted(i for i in _imports(m) if i.split(".")[0] in ("sqlite3", "json"))
        for m in MODULES
        if m.startswith("game.scenes")
    }
    assert {m: i for m, i in users.items() if i} == {}


def test_no_import_cycles():
    graph = {m: _internal(m) for m in MODULES}
    state: dict[str, int] = {}
    cycle: list[str] = []

    def visit(node: str, path: list[str]) -> bool:
        state[node] = 1
        for nxt in graph[node]:
            if state.get(nxt) == 1:
                cycle.extend(path[path.index(nxt) :] + [nxt] if nxt in path else [node, nxt])
                return True
            if nxt not in state and visit(nxt, [*path, nxt]):
                return True
        state[node] = 2
        return False

    for module in sorted(graph):
        if module not in state and visit(module, [module]):
            break
    assert cycle == [], "import cycle: " + " -> ".join(cycle)


def test_no_scene_file_is_over_400_lines():
    long = {
        p.name: n
        for p in (GAME / "scenes").glob("*.py")
        if (n := len(p.read_text(encoding="utf-8").splitlines())) > 400
    }
    assert long == {}


def test_the_readme_controls_table_names_every_key_binding():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    table = readme.split("## Controls", 1)[1].split("\n## ", 1)[0]
    missing = [b.label for b in BINDINGS if f"| {b.label} |" not in table]
    assert missing == []


def test_only_the_click_machine_sets_its_own_fields():
    """Input is interpreted through the click machine's methods (`step`, `click`,
    `credit`, `follow`): no module outside it assigns to a machine's fields to fake a
    click."""
    offenders = []
    for name, path in MODULES.items():
        if name == "game.session.clicks":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Assign):
                targets = node.targets
            elif isinstance(node, ast.AugAssign | ast.AnnAssign):
                targets = [node.target]
            else:
                continue
            for target in targets:
                for part in target.elts if isinstance(target, ast.Tuple) else [target]:
                    if isinstance(part, ast.Attribute) and "machine" in ast.unparse(
                        part.value
                    ).split("."):
                        offenders.append(f"{name}:{node.lineno}")
    assert offenders == []
