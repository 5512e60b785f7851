"""PHH (Poker Hand History) files: read, check and write them.

The format is the PHH standard (uoftcprg/phh-std): TOML with ``variant``,
``antes``, ``starting_stacks``, ``actions`` and so on, one hand per ``.phh``
file, or many under tables ``[1]``, ``[2]``, ... in a ``.phhs`` file.
Stdlib only; errors are always ``PhhError`` (a ``ValueError``).
"""

from director.engine.hand.facts.events import MaybeCard
from director.engine.phh.actions import (
    Action,
    CheckOrCall,
    CompleteBetOrRaiseTo,
    DealBoard,
    DealHole,
    Fold,
    NoOperation,
    PostBringIn,
    ShowOrMuck,
    StandPatOrDiscard,
    parse_action,
)
from director.engine.phh.errors import PhhError
from director.engine.phh.model import HandHistory
from director.engine.phh.reader import load_any, load_phh, load_phhs, loads_phh, loads_phhs
from director.engine.phh.variants import VARIANTS, VariantInfo
from director.engine.phh.writer import dumps_phh, dumps_phhs

__all__ = [
    "VARIANTS",
    "Action",
    "CheckOrCall",
    "CompleteBetOrRaiseTo",
    "DealBoard",
    "DealHole",
    "Fold",
    "HandHistory",
    "MaybeCard",
    "NoOperation",
    "PhhError",
    "PostBringIn",
    "ShowOrMuck",
    "StandPatOrDiscard",
    "VariantInfo",
    "dumps_phh",
    "dumps_phhs",
    "load_any",
    "load_phh",
    "load_phhs",
    "loads_phh",
    "loads_phhs",
    "parse_action",
]
