"""What the first message a run renders costs the window's thread (issue 33: no
stall over 50 ms): the CPU time (``time.process_time``) of the first ``render`` in a
fresh process and the resident memory (RSS, Linux's ``/proc``) it adds, the median
of ``runs`` fresh processes for each case.

    python tools/first_message_cost.py [runs]

Cases: a dealer panel's step (``step-post`` with its forced bet nested), a hand's
refusal (``hand-raise-between``) and a service's refusal from the largest file
(``svc-remote-no-event-open``, ``services.ftl``), each in English and in Hungarian. Fluent
and Babel are imported before the clock starts: what is measured is the
catalogue's loading and the rendering, not the imports.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys

CHILD = r"""
import gc, json, sys, time
import fluent.runtime, fluent.runtime.types, babel.numbers
from director.engine.messages import Amount, msg, render

def rss_kb():
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0

case, language = sys.argv[1], sys.argv[2]
if case == "step":
    message = msg("step-post", seat=3, forced=msg("step-forced-big-blind"), amount=Amount(400))
elif case == "service":
    message = msg("svc-remote-no-event-open")
else:
    message = msg("hand-raise-between", seat=3, minimum=Amount(800), maximum=Amount(12500),
                  amount=Amount(500))
gc.collect()
before = rss_kb()
start = time.process_time()
words = render(message, language)
cpu = time.process_time() - start
print(json.dumps({"cpu": cpu, "rss_kb": rss_kb() - before, "words": words}))
"""


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    for case in ("step", "refusal", "service"):
        for language in ("en", "hu"):
            rows = [json.loads(subprocess.run(
                [sys.executable, "-c", CHILD, case, language], check=True,
                capture_output=True, text=True).stdout) for _ in range(runs)]
            cpu = statistics.median(row["cpu"] for row in rows) * 1000
            rss = statistics.median(row["rss_kb"] for row in rows) / 1024
            print(f"{case:8} {language}: first render {cpu:6.1f} ms CPU, "
                  f"+{rss:4.1f} MB RSS  ({rows[0]['words']})")


if __name__ == "__main__":
    main()
