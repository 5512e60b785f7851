"""Machine instructions a hand of the replay benchmark's in-process pass takes (issue 33),
counted by valgrind, which the machine's load does not move (timings on the shared
2-core machine do):

    PYTHONHASHSEED=0 valgrind --tool=callgrind --collect-atstart=no \\
        --toggle-collect=functools_reduce --callgrind-out-file=/tmp/replay.cg \\
        .venv/bin/python tools/replay_instructions.py [all|read|replay] [FOLDER]

then divide valgrind's ``Collected`` by the hands printed. Only the pass is counted
(``functools.reduce`` runs it; valgrind counts only inside that call): the WSOP's
files (or FOLDER's ``.phh`` files) read and replayed once after an uncounted pass,
the caches kept by text emptied before it, as ``benchmarks/bench_replay.py`` times
them (``all``: ``loads_phh`` then ``replay_history``; ``read``: ``loads_phh``;
``replay``: ``replay_history`` of hands already read). The collector is off during
the pass, so a collection that happens to fall in it does not move the count.
"""

from __future__ import annotations

import functools
import gc
import sys
from pathlib import Path

from director.engine.hand.facts.events import cards_from_text
from director.engine.phh import loads_phh
from director.engine.phh.actions import parse_text
from director.engine.phh.replay import replay_history

ROOT = Path(__file__).resolve().parents[1]
WSOP = ROOT / "tests" / "data" / "phh" / "wsop-2023"
DRAW_GAMES = ("F2L3D", "N2L1D")  # not ours, as bench_replay leaves them out


def main() -> None:
    stage = sys.argv[1] if len(sys.argv) > 1 else "all"
    folder = Path(sys.argv[2]) if len(sys.argv) > 2 else WSOP
    texts = [p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.phh"))]
    texts = [t for t in texts if not any(f"'{code}'" in t for code in DRAW_GAMES)]
    hands = [loads_phh(text) for text in texts]
    for hand in hands:  # the uncounted pass
        replay_history(hand)
    parse_text.cache_clear()
    cards_from_text.cache_clear()
    gc.disable()
    if stage == "read":
        functools.reduce(lambda _, text: loads_phh(text), texts, None)
    elif stage == "replay":
        functools.reduce(lambda _, hand: replay_history(hand), hands, None)
    else:
        functools.reduce(lambda _, text: replay_history(loads_phh(text)), texts, None)
    print(f"{len(texts)} hands", file=sys.stderr)


if __name__ == "__main__":
    main()
