"""Read EVF files with ms-toollib in a child process (it can abort) and print its figures.

Reads a JSON list of hex strings (EVF bytes) on stdin, prints one JSON list of
{"stnb", "rqp", "rce", "bbbv_solved", "time"} per file.
"""

import json
import math
import sys

import ms_toollib


def main() -> None:
    out = []
    for text in json.load(sys.stdin):
        video = ms_toollib.EvfVideo(raw_data=list(bytes.fromhex(text)), file_name="game.evf")
        video.parse()
        video.analyse()
        video.current_time = 1e9
        rqp = video.rqp
        out.append(
            {
                "stnb": video.stnb,
                "rqp": rqp if math.isfinite(rqp) else None,
                "rce": video.rce,
                "bbbv_solved": video.bbbv_solved,
                "time": video.rtime,
            }
        )
    json.dump(out, sys.stdout)


main()
