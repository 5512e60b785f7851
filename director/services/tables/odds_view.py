"""All-in odds as the windows show them (issue 21): each seat's chances, each pot's,
and whether they are exact. Plain data without the counting (``equity``, which
needs numpy), so a window that only shows odds someone counted (the clock screen,
the room view, the pots' lines) imports no numpy: opening an event stays quick."""

from __future__ import annotations

from director.engine.frozen import frozen_record


@frozen_record
class SeatOdds:
    """One seat's chances, as percentages (0-100).

    ``win``: the whole pot alone (``scoop`` in a hi/lo game); ``tie``: a part of
    it (``split``); ``share``: the part of the pot it takes on average. At the
    table's level (``OddsView.seats``) with side pots, ``win`` and ``tie`` are the
    main pot's and ``share`` is the part of all the pots' chips.
    """

    seat: int
    win: float
    tie: float
    share: float

    @property
    def scoop(self) -> float:
        return self.win

    @property
    def split(self) -> float:
        return self.tie


@frozen_record
class PotOdds:
    """One pot's odds (R-7.3): ``index`` 0 the main pot, then the side pots in the
    order they formed; ``seats`` the hands that contest it."""

    index: int
    amount: int
    seats: tuple[SeatOdds, ...]

    def by_seat(self) -> dict[int, SeatOdds]:
        return {s.seat: s for s in self.seats}


@frozen_record
class OddsView:
    """What a window shows: every live seat's odds, whether they are exact or an
    estimate (``margin`` in percentage points, 95%), and whether asking again
    (``TableOdds.refine``) gives closer figures. ``face_up``: every live hand has
    been turned face up (R-7.1), so the odds may be shown to the room."""

    seats: tuple[SeatOdds, ...]
    exact: bool
    margin: float
    refinable: bool
    hi_lo: bool
    face_up: bool
    deals: int
    pots: tuple[PotOdds, ...] = ()

    def by_seat(self) -> dict[int, SeatOdds]:
        return {s.seat: s for s in self.seats}

    @property
    def side_pots(self) -> bool:
        """More than one pot: each seat's ``share`` is of all of them."""
        return len(self.pots) > 1
