"""The play scene's frames: what one shows (`build_frame`: a `PlayFrame` from the session
and the PlayUi, the only thing drawing reads) and when the next is needed (`next_frame`).

The loop sleeps until then unless input comes. Something moving (a cell held down, the
auto-player, a no-guess board being made, live counters over a running clock) needs every
frame; otherwise the picture changes only at the clock's next visible second, when a
message expires, or when a worker may have finished. Under an overlay (a pause, a result,
a menu) the play scene gets no updates and its clock is stopped: it needs no frame at all.
"""

from __future__ import annotations

from game.engine.scene import IDLE, MOVING, WORKER_POLL
from game.i18n import _
from game.i18n.formats import percent
from game.i18n.note import shown
from game.model import LOST, PLAYING, WON
from game.scenes.play.parts import PlayControl
from game.session.counters import counter_lines
from game.solver.cells import cell_name
from game.ui.play_frame import PlayFrame
from game.ui.play_view import badge_room
from game.ui.proof_panel import proof_view, step_at

TICK_MARGIN = 0.001  # wake just after the LED's second has turned, never just before it


def next_frame(scene: PlayControl) -> float:
    """Seconds until the play screen changes by itself; MOVING while something moves."""
    ctx, ui, assists = scene.ctx, scene.ui, scene.assists
    if not scene.on_top():
        return IDLE  # under an overlay: no updates, the clock stopped, nothing changes
    session = scene.session
    if assists.auto.running or assists.job is not None or session.held_cells():
        return MOVING
    waits = [IDLE]
    if ui.message_left > 0:
        waits.append(ui.message_left)
    if assists.hint.job is not None or assists.probabilities.job is not None:
        waits.append(WORKER_POLL)
    if ctx.records.pending or ctx.replays.waiting:
        waits.append(max(scene.retry_left, 0.0))
    if scene.race is not None:
        waits.append(scene.race.wake(session))  # a shown ghost moves on its own
    if scene.board.status == PLAYING and not scene.analysis:
        if scene.counters():
            return MOVING  # live time to the hundredth
        if shown_seconds(scene) < int(10**scene.layout.digits) - 1:
            waits.append((1000 - session.elapsed_ms % 1000) / 1000 + TICK_MARGIN)
    return min(waits)


def shown_seconds(scene: PlayControl) -> int:
    """Whole seconds for the LED timer (1 at the first click, as in Windows)."""
    return min(int(10**scene.layout.digits) - 1, scene.session.hud_seconds)


def face(scene: PlayControl) -> str:
    """Which face the button shows now."""
    ui = scene.ui
    if ui.face_held and scene.layout.face.collidepoint(ui.mouse_pos):
        return "press"
    if scene.board.status == WON:
        return "win"
    if scene.board.status == LOST:
        return "lose"
    if scene.session.held_cells():
        return "oh"
    return "smile"


def badges(scene: PlayControl) -> tuple[str, ...]:
    """Words shown at the right of the menu bar, most important first: a race's line
    first (there it stays in view while messages come and go under the board)."""
    shown = []
    race = scene.race.line() if scene.race is not None else ""
    if race:
        shown.append(race)
    if scene.assists.auto.running:
        shown.append(_("AUTO {n}/s").format(n=scene.assists.auto.speed))
    if scene.no_guess and not scene.analysis:
        shown.append(_("NO GUESS"))
    if scene.analysis:
        shown.append(_("ANALYSIS"))
    elif scene.assisted:
        shown.append(_("ASSISTED"))
    return tuple(shown)


def build_frame(scene: PlayControl) -> PlayFrame:
    """What the play screen shows now."""
    ui, board, layout = scene.ui, scene.board, scene.layout
    origin = scene.scroller.origin(layout)
    over = board.over
    look = scene.look()
    grid = scene.assists.probability_grid(board)
    proof = scene.assists.shown_proof(board) if layout.panel.h else None
    view = proof_view(look, proof, layout.panel, ui.proof_first) if proof is not None else None
    hover = step_at(look, view, layout.panel, ui.mouse_pos) if view is not None else None
    tooltip = ""
    if grid is not None and ui.menu.open_index is None:
        cell = scene.scroller.cell_at(layout, layout.cell, (board.rows, board.cols), ui.mouse_pos)
        p = grid[cell[0]][cell[1]] if cell is not None else None
        if cell is not None and p is not None:
            tooltip = _("{cell}: {percent} mine").format(
                cell=cell_name(*cell), percent=percent(p, 1)
            )
    counters = scene.counters()
    exploded = board.exploded
    menu = scene.menu_bar.picture()
    marks = badges(scene)
    race = scene.race.line() if scene.race is not None else ""
    on_bar = bool(race) and race in badge_room(look, layout, menu, marks)[0]
    return PlayFrame(
        look=look,
        layout=layout,
        board=scene.pictures.of(board),
        cell=layout.cell,
        menu=menu,
        shape=(board.rows, board.cols),
        mines_left=board.mines_left,
        face=face(scene),
        seconds=shown_seconds(scene),
        scroll=ui.scroll,
        origin=origin,
        pressed=tuple(scene.session.held_cells()),
        over=over,
        probabilities=grid,
        verdict=scene.verdict if over else None,
        exploded=(exploded.row, exploded.col) if exploded is not None else None,
        hint=scene.assists.hint.current(board),
        proof=proof,
        proof_view=view,
        proof_hover=hover,
        cursor=ui.cursor if not over else None,
        counters=tuple(counter_lines(scene.session.metrics(), counters)) if counters else (),
        message=shown(ui.message) or ("" if on_bar else race),
        mouse_pos=ui.mouse_pos,
        tooltip=tooltip,
        badges=marks,
        ghost=scene.race.picture(scene.session) if scene.race is not None else None,
        start=start_mark(scene),
    )


def start_mark(scene: PlayControl) -> tuple[int, int] | None:
    """A challenge's start while it is still covered."""
    start = scene.session.setup.start
    if start is None or scene.board.over or scene.board.cell(*start).open:
        return None
    return start
