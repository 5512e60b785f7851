"""Machine instructions a hand of the replay benchmark's in-process pass takes (issue 33),
counted by valgrind, which the machine's load does not move (timings on the shared
2-core machine do):

    PYTHONHASHSEED=0 valgrind --tool=callgrind --collect-atstart=no \\
        --toggle-collect=functools_reduce --callgrind-out-file=/tmp/replay.cg \\
        .venv/bin/python tools/replay_instructions.py [all|read|replay|part NAME] [FOLDER]

then divide valgrind's ``Collected`` by the hands printed. Only the pass is counted
(``functools.reduce`` runs it; valgrind counts only inside that call): the WSOP's
files (or FOLDER's ``.phh`` files) read and replayed once after an uncounted pass,
every cache the engine keeps emptied before it (``memo.forget``), as
``benchmarks/bench_replay.py`` times
them (``all``: ``loads_phh`` then ``replay_history``; ``read``: ``loads_phh``;
``replay``: ``replay_history`` of hands already read). The collector is off during
the pass, so a collection that happens to fall in it does not move the count.

``part NAME`` counts one part of the ``all`` pass alone: NAME is an event's type
(``DealHole``: its rule, ``transitions``'s handler) or ``MODULE:FUNCTION``, a
function as the module that calls it names it (``director.engine.hand.rules.
transitions:start_betting``, ``director.engine.phh.reader:_actions``), which is
then run through ``functools.reduce`` (a few hundred instructions a call more);
parts inside one another are counted in both (issue 33: where a hand's
instructions go).
"""

from __future__ import annotations

import functools
import gc
import importlib
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from director.engine import memo
from director.engine.hand.rules import transitions
from director.engine.phh import loads_phh
from director.engine.phh.replay import replay_history

ROOT = Path(__file__).resolve().parents[1]
WSOP = ROOT / "tests" / "data" / "phh" / "wsop-2023"
DRAW_GAMES = ("F2L3D", "N2L1D")  # not ours, as bench_replay leaves them out


def _counted(function: Callable[..., Any]) -> Callable[..., Any]:
    """``function``, run through ``functools.reduce`` so that valgrind counts it."""
    def counted(*args: Any) -> Any:
        return functools.reduce(lambda _, __: function(*args), (None,), None)
    return counted


def _count_part(name: str) -> None:
    """Count only ``name`` (``part NAME``, see the docstring) from now on."""
    handlers: dict[type[Any], Any] = transitions._HANDLERS
    kind = next((kind for kind in handlers if kind.__name__ == name), None)
    if kind is not None:
        handlers[kind] = _counted(handlers[kind])
        return
    module_name, _, function = name.partition(":")
    module = importlib.import_module(module_name)
    setattr(module, function, _counted(getattr(module, function)))


def main() -> None:
    stage = sys.argv[1] if len(sys.argv) > 1 else "all"
    part = sys.argv[2] if stage == "part" else None
    folder = Path(sys.argv[3 if part else 2]) if len(sys.argv) > (3 if part else 2) else WSOP
    texts = [p.read_text(encoding="utf-8") for p in sorted(folder.glob("*.phh"))]
    texts = [t for t in texts if not any(f"'{code}'" in t for code in DRAW_GAMES)]
    hands = [loads_phh(text) for text in texts]
    for hand in hands:  # the uncounted pass
        replay_history(hand)
    memo.forget()  # a straight pass (before 2026-12-04 16:00 UTC the caches kept by text
    gc.disable()  # only: the counts before are of a pass after one that filled the rest)
    if part is not None:  # the pass itself uncounted, the part counted where it runs
        _count_part(part)
        for text in texts:
            replay_history(loads_phh(text))
    elif stage == "read":
        functools.reduce(lambda _, text: loads_phh(text), texts, None)
    elif stage == "replay":
        functools.reduce(lambda _, hand: replay_history(hand), hands, None)
    else:
        functools.reduce(lambda _, text: replay_history(loads_phh(text)), texts, None)
    print(f"{len(texts)} hands", file=sys.stderr)


if __name__ == "__main__":
    main()
