"""The game, structure and level a table plays, and the usual ones (RULES.md
section 6); fixed for each hand (R-8.1). Re-exported by ``dealer_session``.
``cash_game`` is a cash table's game from its stakes: the same every hand."""

from __future__ import annotations

from dataclasses import field, replace

from director.engine.event.cash_tables import GUTS_GAMES, Stakes
from director.engine.frozen import frozen_record
from director.engine.hand.facts.betting import Betting, Limit
from director.engine.hand.facts.games import GAMES, Game, Opening
from director.engine.hand.facts.setup import HandOptions
from director.engine.hand.rules.guts import GutsKind
from director.services.core.documents import HouseRules


@frozen_record
class TableGame:
    """The game, structure and level a table plays (fixed per hand, R-8.1).

    ``key`` is a ``GAMES`` key, or ``"guts"`` with ``guts`` naming the kind.
    ``moving_button``: the cash table's option (R-3.4, the event's house rules): the
    button moves to the next player every hand, no dead button.
    """

    key: str
    betting: Betting
    small_blind: int = 0
    big_blind: int = 0
    ante: int = 0
    bring_in: int = 0
    big_blind_ante: bool = False
    options: HandOptions = field(default_factory=HandOptions)
    guts: GutsKind | None = None
    moving_button: bool = False

    @property
    def is_guts(self) -> bool:
        return self.guts is not None

    @property
    def game(self) -> Game | None:
        return None if self.is_guts else GAMES[self.key]

    @property
    def name(self) -> str:
        if self.guts is not None:
            return f"Guts ({self.guts.value})"
        return f"{GAMES[self.key].name}, {self.betting.limit.value}"

    @property
    def level_text(self) -> str:
        parts = []
        if self.big_blind:
            parts.append(f"blinds {self.small_blind}/{self.big_blind}")
        if self.betting.limit is Limit.FIXED_LIMIT and not self.is_guts:
            parts.append(f"limit {self.betting.small_bet}/{self.betting.big_bet}")
        if self.ante:
            parts.append(f"ante {self.ante}")
        if self.bring_in:
            parts.append(f"bring-in {self.bring_in}")
        return ", ".join(parts)


def _fl(small: int, big: int) -> Betting:
    return Betting.fixed_limit(small, big)


USUAL_GAMES: dict[str, TableGame] = {
    "holdem": TableGame("holdem", Betting.no_limit(100), small_blind=50, big_blind=100),
    "omaha": TableGame("omaha", Betting.pot_limit(100), small_blind=50, big_blind=100),
    "omaha-hilo": TableGame("omaha-hilo", _fl(100, 200), small_blind=50, big_blind=100),
    "pineapple": TableGame("pineapple", Betting.no_limit(100), small_blind=50, big_blind=100),
    "stud": TableGame("stud", _fl(100, 200), ante=10, bring_in=30),
    "stud-hilo": TableGame("stud-hilo", _fl(100, 200), ante=10, bring_in=30),
    "razz": TableGame("razz", _fl(100, 200), ante=10, bring_in=30),
    "draw": TableGame("draw", _fl(100, 200), ante=25),
    "guts-monte-carlo": TableGame("guts", _fl(1, 1), ante=10, guts=GutsKind.MONTE_CARLO),
    "guts-survivor": TableGame("guts", _fl(1, 1), ante=10, guts=GutsKind.SURVIVOR),
}
"""Every game of RULES.md section 6 with its usual structure."""


def house_options(options: HandOptions, house: HouseRules) -> HandOptions:
    """``options`` with the event's house rules (RULES.md's options, each a setting):
    burns (R-4.4, R-4.5), classic pineapple (R-6.3), stud ties by position (R-6.4),
    jacks or better to open, at most three cards, aces stay (R-6.5) and the stud
    odd chip by all seven cards (R-7.5)."""
    return replace(options, burns=house.burns,
                   pineapple_discard_before_flop=house.pineapple_discard_before_flop,
                   stud_ties_by_position=house.stud_ties_by_position,
                   stud_odd_chip_seven_cards=house.stud_odd_chip_seven_cards,
                   openers=house.openers, max_draw=3 if house.draw_at_most_three else None,
                   aces_stay=house.aces_stay)


def house_betting(limit: Limit, small: int, big: int, house: HouseRules, cash: bool
                  ) -> Betting:
    """The betting of a ``limit`` game at ``small``/``big`` by the event's house rules:
    in fixed limit the raises allowed after the bet and whether the cap is lifted
    heads-up (R-5.5: by default on in cash games, off in tournaments)."""
    if limit is Limit.FIXED_LIMIT:
        return Betting.fixed_limit(small, big, max_raises=house.raises,
                                   uncapped_heads_up=house.heads_up_uncapped(cash))
    return Betting(limit, small, big)


def cash_game(stakes: Stakes, *, straddle: bool = False, chip_unit: int = 1,
              house: HouseRules | None = None) -> TableGame:
    """A cash table's game as the dealer panel deals it: blinds (flop games, a bet of
    the big blind, fixed limit big blind and twice it, spread limit from the big blind
    to the table maximum, R-5.6: ``Stakes.spread_maximum``, twice the big blind for a
    game stored before it had one), antes and a bring-in with the small and big bet
    (the stud family, R-6.4), antes and bets (draw, R-6.5), or an ante (guts, R-6.6).
    The open-pair big bet is on (R-6.4, a cash table), the straddle as the table
    allows it (R-3.7), pots split in ``chip_unit`` (R-7.5); the event's
    ``house`` rules (``house_options``, ``house_betting``: by default the fixed-limit
    ``uncapped heads-up`` is on, R-5.5) and its moving button (R-3.4)."""
    house = house or HouseRules()
    limit = Limit(stakes.limit)
    options = house_options(
        HandOptions.for_event(True, limit, straddle=straddle, chip_unit=chip_unit), house)
    guts = GUTS_GAMES.get(stakes.game)
    if guts is not None:
        return TableGame("guts", _fl(1, 1), ante=stakes.ante, options=options, guts=guts,
                         moving_button=house.moving_button)
    blinds = stakes.opening is Opening.BLINDS
    small = stakes.big_blind if blinds else stakes.small_bet
    big = (stakes.spread_maximum or 2 * stakes.big_blind) if blinds else (
        stakes.big_bet or 2 * stakes.small_bet)
    return TableGame(stakes.game, house_betting(limit, small, big, house, True),
                     small_blind=stakes.small_blind, big_blind=stakes.big_blind,
                     ante=stakes.ante, bring_in=stakes.bring_in, options=options,
                     moving_button=house.moving_button)


def usual_stakes(game: str) -> Stakes:
    """A cash game's usual stakes (``USUAL_GAMES``; the piquet deck's are draw's), what
    a setup form starts a game at."""
    usual = USUAL_GAMES.get(game) or USUAL_GAMES["draw"]
    betting = usual.betting
    blinds = bool(usual.big_blind)
    return Stakes(game, betting.limit.value, usual.small_blind, usual.big_blind, usual.ante,
                  usual.bring_in, 0 if blinds else betting.small_bet,
                  0 if blinds else betting.big_bet)
