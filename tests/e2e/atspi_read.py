"""Read one application's accessibility tree from the AT-SPI bus, as Orca does.

    /usr/bin/python3 tests/e2e/atspi_read.py PID            # the tree as JSON
    /usr/bin/python3 tests/e2e/atspi_read.py --listen PID   # events, one JSON line each

Run with the system's Python (pyatspi is Debian's python3-pyatspi, not on PyPI), on the
D-Bus session the game runs on. The tree: every node's role, name and states (focused,
selected ...); `focused`: the names of the nodes that have the keyboard focus. Listening
prints each announcement, focus change and name change until stopped.
"""

from __future__ import annotations

import json
import sys

import pyatspi

STATES = {
    pyatspi.STATE_FOCUSED: "focused",
    pyatspi.STATE_SELECTED: "selected",
    pyatspi.STATE_FOCUSABLE: "focusable",
    pyatspi.STATE_ENABLED: "enabled",
    pyatspi.STATE_MODAL: "modal",
}


def node(accessible: pyatspi.Accessible, depth: int = 0) -> dict[str, object]:
    """One node and everything under it."""
    states = accessible.getState()
    children = [node(child, depth + 1) for child in accessible if child is not None]
    return {
        "role": accessible.getRoleName(),
        "name": accessible.name,
        "states": [word for state, word in STATES.items() if states.contains(state)],
        "children": children,
    }


def find_app(pid: int) -> pyatspi.Accessible | None:
    """The application of process `pid` on the desktop, if it is there."""
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and app.get_process_id() == pid:
            return app
    return None


def focused(tree: dict[str, object]) -> list[str]:
    """The names of the focused nodes."""
    found = [str(tree["name"])] if "focused" in tree["states"] else []  # type: ignore[operator]
    for child in tree["children"]:  # type: ignore[attr-defined]
        found += focused(child)
    return found


def read(pid: int) -> dict[str, object]:
    """The application's tree and focus (found False when it is not on the bus)."""
    app = find_app(pid)
    if app is None:
        return {"found": False}
    tree = node(app)
    return {"found": True, "app": app.name, "tree": tree, "focused": focused(tree)}


def listen(pid: int) -> None:
    """Print the application's events until killed."""

    def heard(event: pyatspi.event.Event) -> None:
        # The bus is the test's own, so an event whose sender cannot be looked up (a lookup
        # that failed or came back empty under load) is kept, not dropped: a test that
        # waits for it would otherwise wait in vain.
        try:
            if event.host_application.get_process_id() != pid:
                return
        except Exception:
            pass
        text = event.any_data if isinstance(event.any_data, str) else None
        if text is None:
            try:
                text = event.source.name
            except Exception:
                text = ""
        print(json.dumps({"type": event.type, "text": text, "detail": event.detail1}), flush=True)

    for kind in (
        "object:announcement",
        "object:state-changed:focused",
        "object:property-change:accessible-name",
    ):
        pyatspi.Registry.registerEventListener(heard, kind)
    print(json.dumps({"type": "listening"}), flush=True)
    pyatspi.Registry.start()


def main(argv: list[str]) -> int:
    if argv[:1] == ["--listen"]:
        listen(int(argv[1]))
        return 0
    print(json.dumps(read(int(argv[0]))))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
