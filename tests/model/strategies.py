"""Hypothesis strategies for random boards and layouts."""

from hypothesis import strategies as st


@st.composite
def layouts(draw, max_side: int = 9) -> str:
    """A random '*'/'.' layout, including 1xN, Nx1, near-full and mine-free boards."""
    rows = draw(st.integers(1, max_side))
    cols = draw(st.integers(1 if rows > 1 else 2, max_side))
    cells = rows * cols
    shape = draw(st.sampled_from(["random", "none", "all_but_one", "sparse"]))
    if shape == "none":
        mines = set()
    elif shape == "all_but_one":
        safe = draw(st.integers(0, cells - 1))
        mines = set(range(cells)) - {safe}
    else:
        density = 0.08 if shape == "sparse" else draw(st.floats(0.0, 0.9))
        flags = draw(st.lists(st.floats(0, 1), min_size=cells, max_size=cells))
        mines = {i for i, f in enumerate(flags) if f < density}
    return "\n".join(
        "".join("*" if r * cols + c in mines else "." for c in range(cols)) for r in range(rows)
    )
