"""Which TCP ports this process listens on, read from /proc (Linux): the sockets
among our open files that the kernel lists in the LISTEN state."""

from __future__ import annotations

import os
from pathlib import Path

LISTEN = "0A"


def listening_ports() -> set[int]:
    ours = set()
    for fd in Path("/proc/self/fd").iterdir():
        try:
            target = os.readlink(fd)
        except OSError:
            continue
        if target.startswith("socket:["):
            ours.add(target[8:-1])
    ports = set()
    for table in ("/proc/self/net/tcp", "/proc/self/net/tcp6"):
        try:
            lines = Path(table).read_text().splitlines()[1:]
        except OSError:
            continue
        for line in lines:
            fields = line.split()
            if fields[3] == LISTEN and fields[9] in ours:
                ports.add(int(fields[1].rsplit(":", 1)[1], 16))
    return ports
