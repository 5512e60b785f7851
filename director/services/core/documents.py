"""Settings that are documents, validated before they are stored.

A blind structure (R-8.1) and a payout table are checked here by pydantic, so
a bad document is refused with a message naming the level or row at fault;
the table models only store the resulting JSON text. A new tournament's starting
stack, rebuy chips and add-on chips are paid in its chips in play at the start
(R-8.6, the engine's ``chips.check_paid_in_chips``), refused naming the field
(``FieldError``, ``error_field``) and the nearest amounts it can pay; settings read
back from the store (``stored``) are not refused for it: the commands that hand
the chips out still are.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal
from itertools import pairwise
from typing import Annotated, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    Strict,
    ValidationError,
    ValidationInfo,
    model_validator,
)
from pydantic_core import ErrorDetails

from director.engine.event.cash_tables import CASH_GAMES, GUTS_GAMES, Stakes, game_opening
from director.engine.event.chips import (
    ChipDenomination,
    ChipError,
    ChipSet,
    check_paid_in_chips,
    chips_at_start,
    payable_around,
)
from director.engine.event.entries import AddOnRules, RebuyRules, TournamentRules
from director.engine.event.money.payouts import FixedPayouts, PercentageTable
from director.engine.event.money.payouts import PayoutRow as EnginePayoutRow
from director.engine.event.paid_in_time import UnpaidAmount, unpaid
from director.engine.event.structures import (
    Break,
    Item,
    Level,
    Rotation,
    RotationGame,
    Structure,
    StructureError,
)
from director.engine.hand.facts.betting import Limit
from director.engine.hand.facts.games import GAMES, Opening
from director.engine.messages import Amount, Message, MessageError, msg

MAX_AMOUNT = 10**12  # the largest amount of chips or money anywhere (the user's guide, "Limits")
Chips = Annotated[int, Strict(), Field(le=MAX_AMOUNT)]  # a whole amount: no 1.5, inf or True


class DocumentError(MessageError):
    """A settings document that cannot be stored; the message says why."""


class FieldError(MessageError):
    """Rules fields of a document break, checked with the others (a starting stack its
    chips cannot pay, a rebuy after a color-up): each problem's message, its field's
    path, ``("rebuy", "chips")``, and what a window says beside that field (shorter:
    the field names the amount), so a setup says them all at once; the error's own
    message is the first."""

    def __init__(self, problems: Sequence[tuple[Message, tuple[str, ...], Message]]) -> None:
        super().__init__(problems[0][0])
        self.problems = tuple(problems)

    @property
    def field(self) -> tuple[str, ...]:
        return self.problems[0][1]


class _Document(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


LimitName = Literal["no limit", "pot limit", "fixed limit", "spread limit"]


class BlindLevel(_Document):
    """One level or break (R-8.1); ``director.engine.event.structures`` checks the rules.

    Minutes are whole minutes; a level of zero minutes is refused by the engine
    with its R-8.1 message. Levels are numbered 1, 2, 3... in playing order.
    """

    small_blind: Chips = 0
    big_blind: Chips = 0
    ante: Chips = 0
    big_blind_ante: bool = False
    minutes: Annotated[int, Strict(), Field(le=24 * 60)]
    is_break: bool = False
    color_up: list[Chips] = Field(default_factory=list)  # denominations removed at a break
    game: str | None = None  # mixed rotations: a key of engine GAMES
    limit: LimitName | None = None
    small_bet: Chips = 0
    big_bet: Chips = 0
    bring_in: Chips = 0

    @model_validator(mode="after")
    def _check(self) -> BlindLevel:
        if self.color_up and not self.is_break:
            raise MessageError(msg("store-color-up-at-break"))
        if self.game is not None and self.game not in GAMES:
            raise MessageError(msg("store-unknown-game", text=repr(self.game),
                                   known_text=", ".join(GAMES)))
        return self


class RotationDoc(_Document):
    games: list[tuple[str, LimitName]] = Field(min_length=1)
    levels_per_game: int = 1


class BlindStructure(_Document):
    """A stored blind structure; converts to and from ``engine.structures.Structure``.

    pydantic checks the document's shape; building the engine ``Structure``
    then checks the rules (R-8.1, R-8.3), so a stored structure can be played.
    """

    name: str = ""
    levels: list[BlindLevel] = Field(min_length=1)
    chips: list[Chips] = Field(default_factory=list)
    starting_stack: Chips = 0
    rotation: RotationDoc | None = None

    @model_validator(mode="after")
    def _playable(self) -> BlindStructure:
        if all(level.is_break for level in self.levels):
            raise MessageError(msg("store-structure-needs-level"))
        self.to_structure()
        return self

    def seconds(self, index: int) -> float:
        return self.levels[index].minutes * 60.0

    def to_structure(self) -> Structure:
        """The engine structure; ``StructureError`` says which rule a level breaks."""
        items: list[Item] = []
        number = 0
        for lv in self.levels:
            if lv.is_break:
                items.append(Break(lv.minutes, tuple(lv.color_up)))
                continue
            number += 1
            items.append(Level(
                number, lv.minutes, lv.small_blind, lv.big_blind, lv.ante, lv.big_blind_ante,
                lv.game, None if lv.limit is None else Limit(lv.limit), lv.small_bet,
                lv.big_bet, lv.bring_in))
        rotation = None
        if self.rotation is not None:
            rotation = Rotation(tuple(RotationGame(g, Limit(lim))
                                      for g, lim in self.rotation.games),
                                self.rotation.levels_per_game)
        return Structure(self.name, tuple(items), rotation, tuple(self.chips),
                         self.starting_stack)

    @classmethod
    def from_structure(cls, structure: Structure) -> BlindStructure:
        """The document for an engine structure (a template, a generated one)."""
        levels: list[BlindLevel] = []
        for it in structure.items:
            if isinstance(it, Break):
                levels.append(BlindLevel(minutes=it.minutes, is_break=True,
                                         color_up=list(it.color_up)))
            else:
                levels.append(BlindLevel(
                    small_blind=it.small_blind, big_blind=it.big_blind, ante=it.ante,
                    big_blind_ante=it.big_blind_ante, minutes=it.minutes, game=it.game_key,
                    limit=None if it.limit is None else it.limit.value,
                    small_bet=it.small_bet, big_bet=it.big_bet, bring_in=it.bring_in))
        rot = structure.rotation
        rotation = None if rot is None else RotationDoc(
            games=[(g.game_key, g.limit.value) for g in rot.games],
            levels_per_game=rot.levels_per_game)
        return cls(name=structure.name, levels=levels, chips=list(structure.chips),
                   starting_stack=structure.starting_stack, rotation=rotation)


class PayoutRow(_Document):
    """Percentages by place for a range of entry counts."""

    min_entries: int = Field(ge=1)
    max_entries: int = Field(ge=1)
    percents: list[float] = Field(min_length=1)

    @model_validator(mode="after")
    def _check(self) -> PayoutRow:
        if self.max_entries < self.min_entries:
            raise MessageError(msg("store-payout-empty-range", min_count=self.min_entries,
                                   max_count=self.max_entries))
        if any(p <= 0 for p in self.percents):
            raise MessageError(msg("store-payout-percent-above-zero"))
        if abs(sum(self.percents) - 100.0) > 0.001:
            raise MessageError(msg("store-payout-percent-sum", text=f"{sum(self.percents):g}"))
        if any(a < b for a, b in pairwise(self.percents)):
            raise MessageError(msg("store-payout-lower-place-more"))
        if len(self.percents) > self.min_entries:
            raise MessageError(msg("store-payout-too-many-places", places=len(self.percents),
                                   count=self.min_entries))
        return self


class PayoutTable(_Document):
    name: str = ""
    rows: list[PayoutRow] = Field(min_length=1)

    @model_validator(mode="after")
    def _no_overlap(self) -> PayoutTable:
        ordered = sorted(self.rows, key=lambda r: r.min_entries)
        for a, b in pairwise(ordered):
            if b.min_entries <= a.max_entries:
                raise MessageError(msg(
                    "store-payout-rows-overlap", min_count=a.min_entries,
                    max_count=a.max_entries, other_min_count=b.min_entries,
                    other_max_count=b.max_entries))
        return self

    def to_engine(self) -> PercentageTable:
        """The engine table (exact decimals); it checks the rows again (R-8.5)."""
        return PercentageTable(self.name, tuple(
            EnginePayoutRow(r.min_entries, r.max_entries,
                            tuple(Decimal(str(p)) for p in r.percents))
            for r in self.rows))

    def percents_for(self, entries: int) -> list[float]:
        for row in self.rows:
            if row.min_entries <= entries <= row.max_entries:
                return list(row.percents)
        raise DocumentError(msg("store-payout-no-row", count=entries))


class ChipDoc(_Document):
    """One denomination of the host's chip set."""

    value: Chips
    color: str
    count: Chips = 0


class RebuySettings(_Document):
    """TDA 27 rebuys; ``price`` defaults to the buy-in and ``chips`` to the starting stack."""

    price: Chips | None = None
    chips: Chips | None = None
    fee: Chips = 0
    until_level: int | None = None
    until_first_break: bool = False
    max_per_player: int | None = None
    stack_threshold: Chips | None = None


class AddOnSettings(_Document):
    price: Chips
    chips: Chips
    fee: Chips = 0
    at_break: int = 1


class HouseRules(_Document):
    """The options RULES.md names, each a setting a director can change (RULES.md's
    preamble), kept in the event's settings; the defaults are the rules' own.

    ``moving_button`` is a cash game's option: tournaments play the dead button
    (R-3.4). ``uncapped_heads_up`` left at None follows the event: on in cash
    games, off in tournaments (R-5.5, TDA 48)."""

    button_tie_break: Literal["suit", "redraw"] = "suit"  # equal ranks in the draw
    moving_button: bool = False  # R-3.4 (cash games)
    burns: bool = True  # off: a table that does not burn
    raises: int = Field(default=3, ge=1, le=9)  # fixed limit: raises after the bet
    uncapped_heads_up: bool | None = None  # no cap heads-up; None: the event's default
    pineapple_discard_before_flop: bool = False  # classic pineapple
    stud_ties_by_position: bool = False  # equal showing hands: position, not suit
    openers: bool = False  # jacks or better to open
    draw_at_most_three: bool = False  # at most 3 cards (4 keeping an ace, shown)
    aces_stay: bool = False  # aces may not be exchanged
    stud_odd_chip_seven_cards: bool = False  # option RR: all seven cards

    def heads_up_uncapped(self, cash: bool) -> bool:
        """R-5.5: the fixed-limit cap lifted heads-up, as set or as the event's kind has it."""
        return cash if self.uncapped_heads_up is None else self.uncapped_heads_up


class TournamentSettings(_Document):
    """A tournament's settings; ``rules()``, ``structure()``, ``chip_set()`` and
    ``payout_table()`` give the engine values, each checked when the settings are."""

    kind: Literal["tournament"] = "tournament"
    game: str = "holdem"
    limit: LimitName = "no limit"
    buy_in: Chips = Field(default=0, ge=0)
    fee: Chips = Field(default=0, ge=0)
    starting_stack: Chips = Field(gt=0)
    bounty: Chips = Field(default=0, ge=0)
    # How a bust pays the bounty (engine ``bounties``): fixed, progressive knockout
    # (half paid, half onto the eliminator's head) or mystery (envelopes drawn).
    bounty_kind: Literal["fixed", "progressive", "mystery"] = "fixed"
    late_registration_until_level: int | None = None
    rebuys: bool = False
    rebuy: RebuySettings | None = None
    add_ons: bool = False
    add_on: AddOnSettings | None = None
    re_entries: int = Field(default=0, ge=0)
    re_entry_until_level: int | None = None
    blinds: BlindStructure
    payouts: PayoutTable | None = None
    fixed_payouts: list[Chips] | None = None
    rounding_unit: Chips = Field(default=1, ge=1)
    chips: list[ChipDoc] = Field(default_factory=list)
    seats_per_table: int = Field(default=9, ge=2, le=12)
    house_rules: HouseRules = Field(default_factory=HouseRules)  # RULES.md's options
    # The money's currency ("Ft", "$", "EUR"...), the same in every language; "" (an
    # event stored before currencies): the program's default currency.
    currency: str = Field(default="", max_length=8, pattern=r"^[^\d\s]*$")

    @model_validator(mode="after")
    def _engine_checks(self, info: ValidationInfo) -> TournamentSettings:
        if self.add_ons and self.add_on is None:
            raise MessageError(msg("store-add-on-needs-price"))
        if self.house_rules.moving_button:
            raise MessageError(msg("store-moving-button-cash-only"))
        self.rules()
        self.chip_set()
        self.payout_table()
        if not (info.context or {}).get("stored"):
            problems = self._add_on_break() + self._paid_in_chips()
            if problems:
                raise FieldError(problems)
        return self

    def _add_on_break(self) -> list[tuple[Message, tuple[str, ...], Message]]:
        """The add-on's break is one the structure has (TDA 27): an add-on at break 3
        of a structure with two could never be taken, and the director learned so on
        the night, pressing Add-on. The setup says it beside its field; a script or a
        copied event's settings were stored without the check."""
        if not self.add_ons or self.add_on is None:
            return []
        breaks = sum(1 for item in self.structure().items if isinstance(item, Break))
        if self.add_on.at_break <= breaks:
            return []
        said = msg("event-add-on-break-missing", number=self.add_on.at_break, count=breaks)
        return [(said, ("add_on", "at_break"), said)]

    def _paid_in_chips(self) -> list[tuple[Message, tuple[str, ...], Message]]:
        """R-8.6: the starting stack, the rebuy's chips and the add-on's are handed out
        in the chips in play when they are taken: a stack at any item of the late
        registration and re-entry windows (``entry_items``), a rebuy at any item of its
        window (``rebuy_items``), the add-on at its break after that break's color-up
        (``add_on_item``; ``paid_in_time.unpaid``, which a color-up on the night asks
        too), each a whole number of the smallest chip then, else refused as it would be
        on the night, naming the field and the nearest amounts; and every level's blinds, antes,
        bring-in and bets (R-5.5, R-6.4) in the chips in play at that level (TDA 20:
        the structure checks them itself when it names its chips). Every problem at
        once (``FieldError``, with the add-on's break, ``_add_on_break``)."""
        start = self.chips_at_start()
        if not start:
            return []
        structure = self.structure()
        fields = {"starting-stack": ("starting_stack",), "rebuy-chips": ("rebuy", "chips"),
                  "add-on-chips": ("add_on", "chips")}
        problems: list[tuple[Message, tuple[str, ...], Message]] = []
        for owed in unpaid(structure, self.rules(), start, levels=False)[0]:
            if owed.what != "rebuy-chips" or (self.rebuy is not None
                                              and self.rebuy.chips is not None):
                said, beside = _paid_words(owed, structure)  # a rebuy of the stack: the stack's
                problems.append((said, fields[owed.what], beside))
        if not structure.chips:  # the chips from the set: each level in them (TDA 20)
            try:
                replace(structure, chips=start)  # ``Structure.unpaid_levels``
            except StructureError as exc:
                problems.append((exc.message, ("blinds",), exc.message))
        return problems

    def chips_at_start(self) -> tuple[int, ...]:
        """The chips in play at the start (R-8.3): the structure's, else those of the
        chip set the starting stack and level 1 need; none without either."""
        structure = self.structure()
        if structure.chips:
            return structure.chips
        chip_set = self.chip_set()
        if chip_set is None:
            return ()
        return chips_at_start([d.value for d in chip_set], self.starting_stack,
                              structure.levels[0].amounts)

    def rules(self) -> TournamentRules:
        rebuy = None
        if self.rebuys or self.rebuy is not None:
            r = self.rebuy or RebuySettings()
            rebuy = RebuyRules(
                price=self.buy_in if r.price is None else r.price,
                chips=self.starting_stack if r.chips is None else r.chips,
                fee=r.fee, until_level=r.until_level, until_first_break=r.until_first_break,
                max_per_player=r.max_per_player, stack_threshold=r.stack_threshold)
        add_on = None
        if self.add_ons and self.add_on is not None:  # add-ons off: its terms kept, unused
            a = self.add_on
            add_on = AddOnRules(a.price, a.chips, a.fee, a.at_break)
        return TournamentRules(
            buy_in=self.buy_in, starting_stack=self.starting_stack, fee=self.fee,
            bounty=self.bounty, late_registration_until_level=self.late_registration_until_level,
            re_entries=self.re_entries, re_entry_until_level=self.re_entry_until_level,
            rebuy=rebuy, add_on=add_on)

    def structure(self) -> Structure:
        return self.blinds.to_structure()

    def chip_set(self) -> ChipSet | None:
        if not self.chips:
            return None
        return ChipSet(tuple(ChipDenomination(c.value, c.color, c.count) for c in self.chips))

    def payout_table(self) -> PercentageTable | FixedPayouts | None:
        if self.fixed_payouts is not None:
            return FixedPayouts(self.payouts.name if self.payouts else "custom",
                                tuple(self.fixed_payouts))
        return None if self.payouts is None else self.payouts.to_engine()


class CashSettings(_Document):
    """A cash game: its game and stakes (``engine.event.cash_tables.Stakes``: blinds
    for flop games, antes, bring-in and bets for the stud family, antes and bets for
    draw, an ante for guts), the buy-ins and the currency."""

    kind: Literal["cash"] = "cash"
    game: str = "holdem"
    limit: LimitName = "no limit"
    small_blind: Chips = Field(default=0, ge=0)
    big_blind: Chips = Field(default=0, ge=0)
    ante: Chips = Field(default=0, ge=0)
    bring_in: Chips = Field(default=0, ge=0)
    small_bet: Chips = Field(default=0, ge=0)
    big_bet: Chips = Field(default=0, ge=0)
    min_buy_in: Chips = Field(default=0, ge=0)
    max_buy_in: Chips | None = None
    currency: str = Field(default="", max_length=8, pattern=r"^[^\d\s]*$")
    house_rules: HouseRules = Field(default_factory=HouseRules)  # RULES.md's options

    @model_validator(mode="before")
    @classmethod
    def _older(cls, data: object) -> object:
        """A stud, draw or guts game saved before they had their own forced bets
        (only blinds): its bets from the big blind, a fixed limit for the stud family."""
        if not isinstance(data, dict) or any(k in data for k in (
                "ante", "bring_in", "small_bet", "big_bet")):
            return data
        game, big = data.get("game", "holdem"), data.get("big_blind", 0)
        if game not in CASH_GAMES or game_opening(game) is Opening.BLINDS or not (
                isinstance(big, int) and big > 0):
            return data
        stud = game_opening(game) is Opening.BRING_IN and game not in GUTS_GAMES
        return {**data, "small_blind": 0, "big_blind": 0, "small_bet": big, "big_bet": 2 * big,
                "ante": max(1, big // 10), "bring_in": max(1, big * 3 // 10) if stud else 0,
                **({"limit": "fixed limit"} if stud else {})}

    @model_validator(mode="after")
    def _check(self, info: ValidationInfo) -> CashSettings:
        stakes = self.stakes()  # the engine's refusal, when the game's bets do not fit
        if not (info.context or {}).get("stored"):
            # a new spread-limit blinds game names its table maximum; one stored
            # before it was asked still opens, dealt at twice the big blind
            stakes.check_table_maximum()
        return self

    def stakes(self) -> Stakes:
        """The game's stakes (what it does not use set to 0)."""
        return Stakes(self.game, self.limit, self.small_blind, self.big_blind, self.ante,
                      self.bring_in, self.small_bet, self.big_bet)


def _paid_words(owed: UnpaidAmount, structure: Structure) -> tuple[Message, Message]:
    """``check_paid_in_chips``'s refusal of an amount the chips in play cannot pay
    (``paid_in_time.unpaid``), said as the chips at the start or after the color-up of
    the break that left them, and the same said beside its field (``store-paid-beside``)."""
    chip, began = owed.chip, owed.began
    chips_text = msg("store-chips-at-start") if began == 0 else msg(
        "store-chips-after-break",
        level=sum(1 for it in structure.items[:began] if isinstance(it, Level)))
    lower, upper = payable_around(owed.amount, chip)
    beside = msg("store-paid-beside", chips_text=chips_text, chip_amount=Amount(chip),
                 lower_amount=Amount(lower), next_amount=Amount(upper)) if lower else msg(
        "store-paid-beside-below", chips_text=chips_text, chip_amount=Amount(chip))
    try:
        check_paid_in_chips(owed.amount, chip, msg(f"store-paid-{owed.what}"), chips_text)
    except ChipError as exc:
        return exc.message, beside
    raise AssertionError("an amount the chips cannot pay")  # pragma: no cover


EventSettings = TournamentSettings | CashSettings


def validate_settings(kind: str, data: object, stored: bool = False) -> EventSettings:
    """Check an event's settings (a model or plain data) against its kind. ``stored``:
    settings the store holds (read back, or changed in a part the check is not
    about): what only a new event's setup refuses (``_paid_in_chips``) is not."""
    model: type[TournamentSettings] | type[CashSettings]
    if kind == "tournament":
        model = TournamentSettings
    elif kind == "cash":
        model = CashSettings
    else:
        raise DocumentError(msg("store-event-kind", text=repr(kind)))
    if isinstance(data, BaseModel):
        data = data.model_dump()
    try:
        return model.model_validate(data, context={"stored": stored})
    except ValidationError as exc:
        raise DocumentError(_describe(kind, exc)) from None


def settings_json(settings: EventSettings) -> str:
    return settings.model_dump_json()


def load_settings(kind: str, text: str) -> EventSettings:
    """The settings an event's row holds; a ``DocumentError`` for a text that is no
    settings document (a damaged row: not JSON, not text, not an object)."""
    try:
        data = json.loads(text)
    except (ValueError, TypeError, RecursionError):
        shown = text if isinstance(text, str) else repr(text)
        raise DocumentError(msg("store-settings-unreadable", text=shown[:80])) from None
    return validate_settings(kind, data, stored=True)


def _describe(kind: str, exc: ValidationError) -> Message:
    """What is wrong, field by field (the field's path is code and stays as it is);
    a rule the engine or a document checks keeps its own message."""
    parts = []
    for err in exc.errors():
        for field, said in field_problems(err):
            path = ".".join(str(p) for p in field) or "settings"
            parts.append(msg("store-setting-problem", text=path, reason_text=said))
    return msg("store-settings-invalid", kind_text=msg(
        "store-kind-tournament" if kind == "tournament" else "store-kind-cash"),
        problems_text=tuple(parts))


#: pydantic's own checks of a field (its error type) as messages of ours, so a
#: refused setting reads in the windows' language, never in pydantic's English.
_BOUNDS = {"greater_than_equal": ("store-value-at-least", "ge"),
           "greater_than": ("store-value-above", "gt"),
           "less_than_equal": ("store-value-at-most", "le"),
           "less_than": ("store-value-below", "lt")}
_WHOLE_NUMBER = {"int_type", "int_parsing", "int_from_float", "int_parsing_size"}


def error_field(err: ErrorDetails) -> tuple[int | str, ...]:
    """The field one validation error is about: its path, or the field a rule
    checked with the others names (``FieldError``: ``("rebuy", "chips")``)."""
    return field_problems(err)[0][0]


def field_problems(err: ErrorDetails, beside: bool = False
                   ) -> list[tuple[tuple[int | str, ...], Message]]:
    """Each field one validation error is about with what it says of it: the error's
    path and ``problem``, or each of a ``FieldError``'s problems (every amount the
    chips cannot pay, said at once; ``beside``: as a window says it beside its field)."""
    cause = (err.get("ctx") or {}).get("error")
    if isinstance(cause, FieldError):
        return [(tuple(field), short if beside else message)
                for message, field, short in cause.problems]
    return [(tuple(err["loc"]), problem(err))]


def problem(err: ErrorDetails) -> Message:
    """What one validation error says: the message a document's or the engine's rule
    raised, else pydantic's own check of the field as one of ours."""
    ctx = err.get("ctx") or {}
    cause = ctx.get("error")
    if isinstance(cause, MessageError):
        return cause.message
    kind = err["type"]
    if kind in _BOUNDS:
        message_id, key = _BOUNDS[kind]
        limit = ctx.get(key)
        if isinstance(limit, int):
            return msg(message_id, number=limit)
    if kind in _WHOLE_NUMBER:
        return msg("store-value-whole-number")
    if kind == "too_short":
        return msg("store-list-needs-one")
    if kind == "string_too_long" and isinstance(ctx.get("max_length"), int):
        return msg("store-text-too-long", count=ctx["max_length"])
    return msg("store-value-not-accepted")
