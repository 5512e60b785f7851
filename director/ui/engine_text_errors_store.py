"""The command line's restore report in Hungarian (``director restore-backup`` as the
start-up dialog runs it, ``cli._startup_problem``).

The store's own messages (``director.store.errors``, ``backup``) are messages as data
(resources/messages/*/store.ftl); a refusal inside the report is rendered from the
message it came from (``translate``)."""

from __future__ import annotations

import re

from director.ui.engine_text import _rule
from director.ui.engine_text_errors import _add


@_rule(r"The backup was not restored: (?P<why>.+)")
def _not_restored(m: re.Match[str]) -> str:
    from director.ui.engine_text import translate

    return f"A mentés nem lett visszaállítva: {translate(m['why'], 'hu')}"


_add("No good backup was found in {w}.",
     "Nem található ép mentés itt: {w}.")
_add("Backups exist only for a database file, not for a server URL.",
     "Mentés csak adatbázisfájlról készül, szerver-URL-ről nem.")
