"""A replay builds its hole-card events without their ``__init__`` (issue 33): each is
the event its class builds, every field set."""

from __future__ import annotations

import dataclasses

from director.engine.hand.facts import events as ev
from director.engine.phh import loads_phh
from director.engine.phh.replay import replay_history

HAND = """variant = 'NT'
ante_trimming_status = true
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [200, 200, 200]
actions = ['d dh p1 AsKd', 'd dh p2 7c7d', 'd dh p3 ????', 'p3 f', 'p1 cc', 'p2 cc', \
'd db Qh9s2c', 'p1 cc', 'p2 cc', 'd db 3d', 'p1 cc', 'p2 cc', 'd db 8h', 'p1 cc', 'p2 cc', \
'p1 sm AsKd', 'p2 sm 7c7d']
finishing_stacks = [198, 202, 200]
"""


def test_a_replayed_deal_is_the_event_its_class_builds() -> None:
    result = replay_history(loads_phh(HAND))
    assert result.matches  # the sevens take the pot of 4
    deals = [e for e in result.state.log if type(e) is ev.DealHole]
    assert [e.seat for e in deals] == [1, 2, 3]
    for event in deals:
        built = ev.DealHole(event.seat, event.cards)
        assert ([getattr(event, f.name) for f in dataclasses.fields(event)]
                == [getattr(built, f.name) for f in dataclasses.fields(built)])
        assert event == built and hash(event) == hash(built) and repr(event) == repr(built)
    assert deals[2].cards == (None, None)  # the unknown cards of the hand that folded
