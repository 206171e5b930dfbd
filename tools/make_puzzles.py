"""Write the shipped puzzle set: `python tools/make_puzzles.py [--count N] [--seed S] [--out FILE]`.

Auto-plays games on Normal, Schwer, Experte and a few custom densities
(`game.trainer.generate`), keeps the positions that teach a technique and
writes them one per line, gzipped, to `assets/puzzles/puzzles.txt.gz`.
Deterministic for a given count and seed.
"""

from __future__ import annotations

import argparse
import collections
import gzip
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.storage.atomic import write_atomic  # noqa: E402
from game.trainer.generate import generate  # noqa: E402

DEFAULT_OUT = ROOT / "assets" / "puzzles" / "puzzles.txt.gz"


def main(argv: list[str] | None = None) -> int:
    """Generate and write the set; prints what it made."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    if args.count < 1:
        parser.error("--count must be at least 1")
    start = time.perf_counter()
    puzzles = generate(args.count, seed=args.seed)
    puzzles.sort(key=lambda p: (p.rating, p.id))
    text = "".join(p.to_line() + "\n" for p in puzzles)
    data = gzip.compress(text.encode("ascii"), compresslevel=9, mtime=0)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(args.out, data)
    counts = collections.Counter(p.technique.value for p in puzzles)
    print(f"{len(puzzles)} puzzles, {len(data)} bytes, {time.perf_counter() - start:.0f} s")
    for name, n in counts.most_common():
        print(f"  {name:<22} {n}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
