"""The PHH variant codes this reader knows and the fields each one requires."""

from __future__ import annotations

from typing import Final, Literal

from director.engine.frozen import frozen_record
from director.engine.messages import Message, msg

Family = Literal["flop", "stud", "draw"]
Betting = Literal["fixed-limit", "pot-limit", "no-limit"]


@frozen_record
class VariantInfo:
    """One PHH variant code: its human name, family, betting structure and the
    fields a hand of it must have (as pokerkit's ``required_field_names``)."""

    code: str
    name: str
    family: Family
    betting: Betting
    required_fields: tuple[str, ...]


_COMMON_HEAD: Final = ("variant", "antes")
_COMMON_TAIL: Final = ("starting_stacks", "actions")
_BLINDS_LIMIT: Final = (*_COMMON_HEAD, "blinds_or_straddles", "small_bet", "big_bet", *_COMMON_TAIL)
_BLINDS_BIG_BET: Final = (*_COMMON_HEAD, "blinds_or_straddles", "min_bet", *_COMMON_TAIL)
_STUD: Final = (*_COMMON_HEAD, "bring_in", "small_bet", "big_bet", *_COMMON_TAIL)


def _v(code: str, name: str, family: Family, betting: Betting) -> tuple[str, VariantInfo]:
    required: tuple[str, ...]
    if family == "stud":
        required = _STUD
    elif betting == "fixed-limit":
        required = _BLINDS_LIMIT
    else:
        required = _BLINDS_BIG_BET
    return code, VariantInfo(code, name, family, betting, required)


VARIANTS: Final[dict[str, VariantInfo]] = dict(
    [
        _v("FT", "Fixed-limit Texas hold'em", "flop", "fixed-limit"),
        _v("NT", "No-limit Texas hold'em", "flop", "no-limit"),
        _v("NS", "No-limit short-deck hold'em", "flop", "no-limit"),
        _v("PO", "Pot-limit Omaha hold'em", "flop", "pot-limit"),
        _v("FO/8", "Fixed-limit Omaha hold'em hi/lo eight or better", "flop", "fixed-limit"),
        _v("F7S", "Fixed-limit seven card stud", "stud", "fixed-limit"),
        _v("F7S/8", "Fixed-limit seven card stud hi/lo eight or better", "stud", "fixed-limit"),
        _v("FR", "Fixed-limit razz", "stud", "fixed-limit"),
        _v("N2L1D", "No-limit 2-7 lowball single draw", "draw", "no-limit"),
        _v("F2L3D", "Fixed-limit 2-7 lowball triple draw", "draw", "fixed-limit"),
        _v("FB", "Fixed-limit badugi", "draw", "fixed-limit"),
        # The same games in the other betting structures (phh-std builds codes
        # from a limit letter and a game; pokerkit ships only the ones above).
        _v("PT", "Pot-limit Texas hold'em", "flop", "pot-limit"),
        _v("NO", "No-limit Omaha hold'em", "flop", "no-limit"),
        _v("FO", "Fixed-limit Omaha hold'em", "flop", "fixed-limit"),
        _v("PO/8", "Pot-limit Omaha hold'em hi/lo eight or better", "flop", "pot-limit"),
        _v("NO/8", "No-limit Omaha hold'em hi/lo eight or better", "flop", "no-limit"),
        _v("P7S", "Pot-limit seven card stud", "stud", "pot-limit"),
        _v("N7S", "No-limit seven card stud", "stud", "no-limit"),
        _v("P7S/8", "Pot-limit seven card stud hi/lo eight or better", "stud", "pot-limit"),
        _v("N7S/8", "No-limit seven card stud hi/lo eight or better", "stud", "no-limit"),
        _v("PR", "Pot-limit razz", "stud", "pot-limit"),
        _v("NR", "No-limit razz", "stud", "no-limit"),
        _v("F5CD", "Fixed-limit five-card draw", "draw", "fixed-limit"),
        _v("P5CD", "Pot-limit five-card draw", "draw", "pot-limit"),
        _v("N5CD", "No-limit five-card draw", "draw", "no-limit"),
    ]
)
"""PHH variant code -> ``VariantInfo``; the codes of the PHH standard and pokerkit."""

# Action codes that make no sense in a family; the hand engine checks the rest.
FORBIDDEN_ACTIONS: Final[dict[Family, dict[str, Message]]] = {
    "flop": {"pb": msg("phh-no-bring-in"), "sd": msg("phh-no-draw")},
    "stud": {"sd": msg("phh-no-draw")},
    "draw": {"pb": msg("phh-no-bring-in"), "db": msg("phh-no-board")},
}
