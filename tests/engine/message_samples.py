"""Sample arguments for every message argument name, by the naming convention of
DESIGN.md "Messages are data": an argument's name says its type, so each message
can be built and rendered in every language (tests/engine/test_message_catalogues.py).

Exact names first, then the patterns tried in order. A catalogue argument no entry
matches fails the catalogue test: name it by its type, or add its sample here.
"""

from __future__ import annotations

import re

from director.engine.messages import Amount, Arg, msg

EXACT: dict[str, Arg] = {
    "value": "As Kd",
    "rule": "R-7.5",
    "game": "Texas hold'em",  # a game's name as the engine writes it
    "seat_numbers": (1, 3),
    "year": 2026,  # a day (papers.ftl's paper-date)
    "month": 3,
    "day": 7,
    "street": msg("street-flop"),
    # hands and lists (ranking.ftl, core.ftl's list-*)
    "hand_value": msg("rank-full-house", rank=msg("rank-king"), second_rank=msg("rank-seven")),
    "low_hand": msg("award-low-hand", hand_value=msg("rank-low-wheel")),
    "kickers": msg("rank-kicker", rank=msg("rank-nine")),
    "head": msg("rank-king"),
    "tail": msg("rank-nine"),
    # pots and awards (awards.ftl)
    "pot_name": msg("award-side-pot", number=2),
    "contenders": msg("award-seats", seat_list=msg("award-seat", seat=3)),
    "seats": msg("award-seats", seat_list=msg("award-seat", seat=3)),
    "outcome": msg("award-no-qualifying-low"),
    "share_list": (msg("award-share", seat=2, amount=Amount(402)),
                   msg("award-share", seat=3, amount=Amount(402))),
    # guts (guts.ftl); a step inside a refusal
    "penalty_list": (msg("guts-penalty", seat=2, amount=Amount(40)),),
    "step": msg("street-flop"),
    # the hand engine (hand.ftl)
    "raise_refusal": msg("hand-no-raise-capped"),
    "refusal": msg("hand-no-raise-capped"),
    # the dealer's steps (steps.ftl)
    "forced": msg("step-forced-big-blind"),
    "other_forced": msg("hand-forced-small-blind"),
    "options": msg("step-options-or", head=msg("step-option-check"),
                   tail=msg("step-option-fold")),
    "missing": msg("step-missing-board", count=2),
    # training (training.ftl)
    "legal": msg("street-flop"),
    "then": msg("train-amounts", amount_list=(Amount(600),)),
    "question": msg("train-who-acts"),
    "contributions": (msg("train-put-in", seat=1, amount=Amount(300)),),
    "seat_odds": (msg("train-equity-seat", seat=3, number=62),
                  msg("train-equity-seat", seat=5, number=38)),
    "how": msg("train-equity-counted", count=990),
    # a dead pot given back (services-cash.ftl)
    "antes_list": (msg("svc-dead-pot-antes-paid", player="Anna", amount=Amount(10)),
                   msg("svc-dead-pot-antes-seated", player="Béla", amount=Amount(10),
                       table_text=msg("svc-table", table=2)),
                   msg("svc-dead-pot-antes-paid-not-table-chips", player="Cili",
                       amount=Amount(10), table_text=msg("svc-table", table=3))),
    # a dealer station's table (services.ftl's svc-station-*, cli.ftl)
    "event": "Friday Deepstack",  # an event's name
    "typed": "137",  # what was typed for the table
    "option": "--table",
    "cli": "yes",  # said on the command line (yes) or in the Connect dialog
    "added": "yes",  # a new player added to the database with the entry (or not: no)
    "by_login": "yes",  # the table given to the station's login on the server
    "kind": "cash",  # the table's kind: cash or tournament
    # what a seat's removed chips were exchanged for (event-money.ftl)
    "chip_list": (msg("event-race-chips-of", count=1, amount=Amount(100)),
                  msg("event-race-chips-of", count=15, amount=Amount(5))),
    "layers": msg("train-layer", pot_name=msg("award-main-pot"), amount=Amount(900),
                  seat_numbers=(1, 2, 3)),
}

#: (pattern over the whole name, sample). Amounts of chips or money are Amounts, and
#: so are sizes in bytes (grouped as amounts are: "100,000 bytes").
PATTERNS: list[tuple[str, Arg]] = [
    (r"(.+_)?bytes", Amount(100_000)),
    # lists: seats, tables, chip amounts (joined with ", ")
    (r"(.+_)?(seats|tables)", (3, 5)),
    (r"(.+_)?amounts", (Amount(25), Amount(100))),
    (r"(.+_)?(amount|stack|pot|bet|total|call|chips|money|fee|prize|bounty|rake|"
     r"minimum|maximum|limit|blind|ante|buyin|cost|price|owed|paid|due|unit)(_.+)?",
     Amount(1200)),
    (r"(.+_)?(seat|count|number|hand_no|level|table|place|players|places|n|minutes|"
     r"seconds|index|size)(_.+)?", 5),
    (r"(.+_)?(player|name|winner|loser|who)s?(_.+)?", "Anna"),
    (r"(.+_)?(cards?|board|hand_cards)(_.+)?", "As Kd"),
    (r"(.+_)?(text|detail|reason_text|path|file|reason)(_.+)?", "a text"),
    (r"(.+_)?ranks?(_.+)?", msg("rank-king")),  # a card rank as a word (ranking.ftl)
]


def sample(name: str) -> Arg | None:
    """The sample for an argument called ``name``, or None when no rule names it."""
    if name in EXACT:
        return EXACT[name]
    for pattern, value in PATTERNS:
        if re.fullmatch(pattern, name):
            return value
    return None
