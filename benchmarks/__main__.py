"""Run every benchmark: ``python -m benchmarks [NAME ...] [--quick]``.

Each ``benchmarks/bench_*.py`` module has ``run(quick: bool) -> None`` that
prints its own figures. Peers (treys, pokerkit) are measured in the same run on
the same hands, so the printed ratios compare like with like on this machine.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys

import benchmarks


def main(argv: list[str] | None = None) -> int:
    names = sorted(
        m.name.removeprefix("bench_")
        for m in pkgutil.iter_modules(benchmarks.__path__)
        if m.name.startswith("bench_")
    )
    parser = argparse.ArgumentParser(prog="python -m benchmarks", description=__doc__)
    parser.add_argument("names", nargs="*", choices=[[], *names],
                        help="benchmarks to run (default: all)")
    parser.add_argument("--quick", action="store_true",
                        help="fewer hands: a smoke run, not a measurement")
    args = parser.parse_args(argv)
    for name in args.names or names:
        print(f"== {name} ==", flush=True)
        importlib.import_module(f"benchmarks.bench_{name}").run(quick=args.quick)
    return 0


if __name__ == "__main__":
    sys.exit(main())
