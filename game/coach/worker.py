"""The child process that analyses one finished game: `python -m game.coach.worker`.

Reads our replay document (JSON) on stdin, or `{"document": ..., "free_first_click": bool}`
when the replay's own rule differs from its setup's (a community file), and prints the
coach's report as one JSON object (`{"ok": true, "report": {...}}` or
`{"ok": false, "error": "one line"}`). It runs apart from the window so a long analysis
never blocks it (see `game.coach.job`).
"""

from __future__ import annotations

import json
import sys
from typing import Any

from game.children import limit_self
from game.coach.review import review_game
from game.i18n import inherit_language
from game.replay.playback import watchable


def analyse_document(document: Any, free_first: bool | None = None) -> dict[str, Any]:
    """The answer for one replay document (`free_first`: the file's own first-click rule;
    None: the document's)."""
    try:
        setup, inputs = watchable(document, chord_on_number=False)
    except ValueError as error:
        return {"ok": False, "error": str(error)}
    return {"ok": True, "report": review_game(setup, inputs, free_first).to_dict()}


def analyse_request(request: Any) -> dict[str, Any]:
    """The answer for what came on stdin: a replay document, or one with its rule."""
    if isinstance(request, dict) and "document" in request:
        free = request.get("free_first_click")
        return analyse_document(request["document"], None if free is None else bool(free))
    return analyse_document(request)


def main() -> int:
    """Read the document from stdin, print the answer; 0 unless the interpreter dies.

    The analysis yields the processor to the game (its harness asks for a nicer process)."""
    limit_self()
    inherit_language()
    try:
        answer = analyse_request(json.loads(sys.stdin.read()))
    except Exception as error:  # anything at all becomes one line for the game to show
        answer = {"ok": False, "error": " ".join(str(error).split()) or type(error).__name__}
    sys.stdout.write(json.dumps(answer))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
