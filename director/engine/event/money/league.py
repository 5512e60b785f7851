"""A league's standings: points per event from a formula, best N counted, ties.

``standings`` takes each event's results (one ``LeagueResult`` per player: a
player's best entry of the night, with their rebuys, add-ons and bounties of
all entries) and returns the table. Points are hundredths (``formula``).

Ties (the club chooses): ``"shared"`` equal totals share a place (1, 2, 2, 4);
``"most-wins"`` more first places ahead, then ``"best-finish"``'s rule;
``"best-finish"`` the better best place ahead, then more events counted at it;
what is still equal shares the place.
"""

from __future__ import annotations

from collections.abc import Sequence

from director.engine.event.money.formula import Formula
from director.engine.frozen import frozen_record
from director.engine.messages import MessageError, msg
from director.engine.messages.folded import name_key

TIES = ("shared", "most-wins", "best-finish")
#: the most best results a league counts (more: all of them, ``best`` None); a number
#: the club types past it is refused, never cut short
MOST_BEST = 99


class LeagueError(MessageError):
    """A league setting that cannot be used."""


@frozen_record
class LeagueResult:
    """One player's finish in one event of the league. ``player_id`` tells apart two
    people of one name (the player database allows it): each has a line of their own."""

    player: str
    place: int
    players: int
    buyin: int = 0
    rebuys: int = 0
    addons: int = 0
    bounties: int = 0
    prize: int = 0
    player_id: int = 0

    def values(self) -> dict[str, float]:
        return {"place": self.place, "players": self.players, "buyin": self.buyin,
                "rebuys": self.rebuys, "addons": self.addons, "bounties": self.bounties,
                "prize": self.prize}


@frozen_record
class Standing:
    place: int
    player: str
    points: int  # hundredths, the best ``best`` events
    events: tuple[int | None, ...]  # points per event (None: did not play), in order
    counted: int  # how many events the total counts
    wins: int
    best_finish: int
    player_id: int = 0  # ``LeagueResult.player_id``


def check_rules(best: int | None, ties: str) -> None:
    if best is not None and (not isinstance(best, int) or best < 1):
        raise LeagueError(msg("event-league-best-below-one", text=repr(best)))
    if best is not None and best > MOST_BEST:
        raise LeagueError(msg("event-league-best-above-most", text=repr(best), count=MOST_BEST))
    if ties not in TIES:
        raise LeagueError(msg("event-league-ties", text=repr(ties)))


def standings(events: Sequence[Sequence[LeagueResult]], formula: Formula,
              best: int | None = None, ties: str = "shared") -> tuple[Standing, ...]:
    check_rules(best, ties)
    # one line a person: by name and record (two people of one name are two lines)
    players = sorted({(r.player, r.player_id) for event in events for r in event},
                     key=lambda p: (name_key(p[0]), p[1]))
    per: dict[tuple[str, int], list[int | None]] = {p: [None] * len(events) for p in players}
    finishes: dict[tuple[str, int], list[int]] = {p: [] for p in players}
    for n, event in enumerate(events):
        for r in event:
            per[r.player, r.player_id][n] = formula.points(r.values())
            finishes[r.player, r.player_id].append(r.place)
    rows = []
    for p in players:
        scored = sorted((x for x in per[p] if x is not None), reverse=True)
        counted = scored if best is None else scored[:best]
        rows.append((p, sum(counted), len(counted), finishes[p].count(1), min(finishes[p])))

    def key(row: tuple[tuple[str, int], int, int, int, int]) -> tuple[int, ...]:
        _, points, _, wins, best_place = row
        if ties == "most-wins":
            return (-points, -wins, best_place)
        if ties == "best-finish":
            return (-points, best_place, -finishes[row[0]].count(best_place))
        return (-points,)

    rows.sort(key=lambda r: (key(r), name_key(r[0][0]), r[0][1]))
    table: list[Standing] = []
    for i, row in enumerate(rows):
        place = table[-1].place if table and key(rows[i - 1]) == key(row) else i + 1
        (name, player_id) = row[0]
        table.append(Standing(place, name, row[1], tuple(per[row[0]]), row[2], row[3],
                              row[4], player_id))
    return tuple(table)
