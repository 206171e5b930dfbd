"""A deliberately plain reference implementation of flood fill, with bounds checks."""


def reference_open(layout: str, row: int, col: int) -> set[tuple[int, int]]:
    """Cells a click at (row, col) opens on a board with no flags, computed naively."""
    grid = [list(line) for line in layout.splitlines()]
    rows, cols = len(grid), len(grid[0])

    def count(r: int, c: int) -> int:
        return sum(
            1
            for dr in (-1, 0, 1)
            for dc in (-1, 0, 1)
            if (dr or dc)
            and 0 <= r + dr < rows
            and 0 <= c + dc < cols
            and grid[r + dr][c + dc] == "*"
        )

    if grid[row][col] == "*":
        return {(row, col)}
    opened = set()
    todo = [(row, col)]
    while todo:
        r, c = todo.pop()
        if (r, c) in opened:
            continue
        opened.add((r, c))
        if count(r, c) == 0:
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    rr, cc = r + dr, c + dc
                    if 0 <= rr < rows and 0 <= cc < cols and (rr, cc) not in opened:
                        todo.append((rr, cc))
    return opened
