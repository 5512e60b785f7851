"""The database as the windows see it (DESIGN.md "Layers": the windows import
nothing of the store): the handle every service takes (``Database``, named in the
windows' annotations only, so it is here for the type checker), the file
checked and locked before it is opened (``FirstLook``), the errors a command can
meet (``StoreError``; on a club's server ``ServerLost``) and the clock a station
reads (``station_clock``: the server's time on a club's server).

Importing this module costs the start nothing (issue 21): the SQLAlchemy side of
the store is loaded with the database itself, or when a window first asks for the
server's time.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

from director.store.errors import ServerLost, StoreError
from director.store.first_look import FirstLook

if TYPE_CHECKING:
    from sqlalchemy import Engine

    from director.store.db import Database as Database

__all__ = ["FirstLook", "ServerLost", "StoreError", "station_clock"]


def station_clock(engine: Engine, local: Callable[[], datetime]) -> Callable[[], datetime]:
    """The clock a station reads: the server's on a club's server, ``local`` on a file."""
    from director.store.server_time import station_clock as clock  # SQLAlchemy: not at start

    return clock(engine, local)

