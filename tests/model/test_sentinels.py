"""The grid's shape: a sentinel ring and eight pointers per cell."""

from game.model import Board


def test_every_playable_cell_has_eight_pointers_and_sentinels_close_the_ring():
    board = Board(3, 4, 2, seed=1)
    assert len(board.grid) == 5 and all(len(row) == 6 for row in board.grid)
    corner = board.cell(0, 0)
    assert all(nb is not None for nb in corner.around)
    assert corner.n.sentinel and corner.nw.sentinel and corner.w.sentinel
    assert corner.n.open and not corner.n.mine
    assert len(corner.neighbours) == 3
    assert len(board.cell(1, 1).neighbours) == 8
    assert board.cell(1, 1).se is board.cell(2, 2)
