"""The shape of the code: the core knows nothing of pygame, scenes nothing of SQL or file
formats, no import cycles (imports inside functions included), small scene files, and
the README's controls table names every key binding."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.scenes.keys import BINDINGS

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
CORE = ("model", "solver", "session", "storage", "replay")


def _modules() -> dict[str, Path]:
    found = {}
    for path in GAME.rglob("*.py"):
        name = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        found[name.removesuffix(".__init__")] = path
    return found


MODULES = _modules()


def _imports(name: str) -> set[str]:
    """Every module name imported anywhere in a module (functions included)."""
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
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
