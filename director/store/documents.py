"""Settings that are documents, validated before they are stored.

A blind structure (R-8.1) and a payout table are checked here by pydantic, so
a bad document is refused with a message naming the level or row at fault;
the table models only store the resulting JSON text.
"""

from __future__ import annotations

import json
from itertools import pairwise
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from director.engine.games import GAMES


class DocumentError(ValueError):
    """A settings document that cannot be stored; the message says why."""


class _Document(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class BlindLevel(_Document):
    """One level or break (R-8.1)."""

    small_blind: int = Field(default=0, ge=0)
    big_blind: int = Field(default=0, ge=0)
    ante: int = Field(default=0, ge=0)
    big_blind_ante: bool = False
    minutes: float = Field(gt=0)
    is_break: bool = False
    color_up: list[int] = Field(default_factory=list)  # denominations removed at a break
    game: str | None = None  # mixed rotations: a key of engine GAMES

    @model_validator(mode="after")
    def _check(self) -> BlindLevel:
        if self.color_up and not self.is_break:
            raise ValueError("a color-up happens at a break (R-8.1)")
        if not self.is_break:
            if self.big_blind <= 0:
                raise ValueError("a level needs a big blind above zero")
            if self.small_blind > self.big_blind:
                raise ValueError(
                    f"the small blind ({self.small_blind}) exceeds the big blind "
                    f"({self.big_blind})"
                )
        if self.big_blind_ante and self.ante <= 0:
            raise ValueError("a big-blind ante level needs the ante amount")
        if self.game is not None and self.game not in GAMES:
            raise ValueError(f"unknown game {self.game!r}; known: {', '.join(GAMES)}")
        return self


class BlindStructure(_Document):
    name: str = ""
    levels: list[BlindLevel] = Field(min_length=1)

    @model_validator(mode="after")
    def _playable(self) -> BlindStructure:
        if all(level.is_break for level in self.levels):
            raise ValueError("a blind structure needs at least one level that is not a break")
        return self

    def seconds(self, index: int) -> float:
        return self.levels[index].minutes * 60.0


class PayoutRow(_Document):
    """Percentages by place for a range of entry counts."""

    min_entries: int = Field(ge=1)
    max_entries: int = Field(ge=1)
    percents: list[float] = Field(min_length=1)

    @model_validator(mode="after")
    def _check(self) -> PayoutRow:
        if self.max_entries < self.min_entries:
            raise ValueError(f"entries {self.min_entries} to {self.max_entries} is an empty range")
        if any(p <= 0 for p in self.percents):
            raise ValueError("every paid place gets more than 0 %")
        if abs(sum(self.percents) - 100.0) > 0.001:
            raise ValueError(f"the percentages add up to {sum(self.percents):g}, not 100")
        if any(a < b for a, b in pairwise(self.percents)):
            raise ValueError("a lower place cannot be paid more than a higher one")
        if len(self.percents) > self.min_entries:
            raise ValueError(f"{len(self.percents)} places paid with {self.min_entries} entries")
        return self


class PayoutTable(_Document):
    name: str = ""
    rows: list[PayoutRow] = Field(min_length=1)

    @model_validator(mode="after")
    def _no_overlap(self) -> PayoutTable:
        ordered = sorted(self.rows, key=lambda r: r.min_entries)
        for a, b in pairwise(ordered):
            if b.min_entries <= a.max_entries:
                raise ValueError(
                    f"rows for {a.min_entries}-{a.max_entries} and "
                    f"{b.min_entries}-{b.max_entries} entries overlap"
                )
        return self

    def percents_for(self, entries: int) -> list[float]:
        for row in self.rows:
            if row.min_entries <= entries <= row.max_entries:
                return list(row.percents)
        raise DocumentError(f"the payout table has no row for {entries} entries")


class TournamentSettings(_Document):
    kind: Literal["tournament"] = "tournament"
    game: str = "holdem"
    limit: Literal["no limit", "pot limit", "fixed limit", "spread limit"] = "no limit"
    buy_in: int = Field(default=0, ge=0)
    starting_stack: int = Field(gt=0)
    bounty: int = Field(default=0, ge=0)
    rebuys: bool = False
    add_ons: bool = False
    re_entries: int = Field(default=0, ge=0)
    blinds: BlindStructure
    payouts: PayoutTable | None = None


class CashSettings(_Document):
    kind: Literal["cash"] = "cash"
    game: str = "holdem"
    limit: Literal["no limit", "pot limit", "fixed limit", "spread limit"] = "no limit"
    small_blind: int = Field(ge=0)
    big_blind: int = Field(gt=0)
    min_buy_in: int = Field(default=0, ge=0)
    max_buy_in: int | None = None


EventSettings = TournamentSettings | CashSettings


def validate_settings(kind: str, data: object) -> EventSettings:
    """Check an event's settings (a model or plain data) against its kind."""
    model: type[TournamentSettings] | type[CashSettings]
    if kind == "tournament":
        model = TournamentSettings
    elif kind == "cash":
        model = CashSettings
    else:
        raise DocumentError(f"an event is a 'tournament' or a 'cash' game, not {kind!r}")
    if isinstance(data, BaseModel):
        data = data.model_dump()
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise DocumentError(_describe(kind, exc)) from None


def settings_json(settings: EventSettings) -> str:
    return settings.model_dump_json()


def load_settings(kind: str, text: str) -> EventSettings:
    return validate_settings(kind, json.loads(text))


def _describe(kind: str, exc: ValidationError) -> str:
    parts = []
    for err in exc.errors():
        where = ".".join(str(p) for p in err["loc"]) or "settings"
        parts.append(f"{where}: {err['msg']}")
    return f"the {kind} settings are not valid: " + "; ".join(parts)
