"""The structure sheet (issue 29): what a player asks the director before the first
hand, on one page for the wall or the table.

The entry (buy-in, fee, bounty and how a progressive or mystery bounty pays,
starting stack, late registration, re-entries and their window, rebuys with their
fee, window, limit per player and stack threshold, the add-on with its fee: TDA 27),
every level and break in playing order (R-8.1: the blinds, ante or bring-in and
minutes; a break with the chips colored up at it, R-8.3) and the payouts as they
stand for the entries so far (R-8.6).
"""

from __future__ import annotations

from sqlmodel import Session

from director.engine.event.structures import Break, Level, Structure
from director.engine.hand.facts.betting import Limit
from director.engine.messages import Amount, Message, msg, text
from director.services.core.documents import TournamentSettings, load_settings
from director.services.core.errors import ServiceError
from director.services.core.unit_of_work import UnitOfWork
from director.services.papers.sheet import Block, money, number
from director.services.tournament.rows import all_entries
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database
from director.store.models import Event


def structure_blocks(db: Database, event_id: int, currency: str) -> tuple[Block, ...]:
    """The entry, the levels and the payouts of a tournament."""
    with UnitOfWork(db, reads_only=True) as uow:
        settings = _settings(uow.session, event_id)
        entries = len(all_entries(uow.session, event_id))
    blocks = [Block(msg("paper-structure-entry"), _entry_lines(settings, currency)),
              _levels(settings.structure())]
    payouts = _payouts(db, event_id, entries, currency)
    if payouts is not None:
        blocks.append(payouts)
    return tuple(blocks)


def _settings(s: Session, event_id: int) -> TournamentSettings:
    event = s.get(Event, event_id)
    settings = None if event is None else load_settings(event.kind, event.settings)
    if not isinstance(settings, TournamentSettings):
        raise ServiceError(msg("svc-paper-not-for-cash"))
    return settings


def _entry_lines(settings: TournamentSettings, currency: str) -> tuple[Message, ...]:
    lines = [msg("paper-structure-buy-in", value_text=money(settings.buy_in, currency))]
    if settings.fee:
        lines.append(msg("paper-structure-fee", value_text=money(settings.fee, currency)))
    if settings.bounty:
        kind = "" if settings.bounty_kind == "fixed" else f"-{settings.bounty_kind}"
        lines.append(msg(f"paper-structure-bounty{kind}",
                         value_text=money(settings.bounty, currency)))
    lines.append(msg("paper-structure-stack", amount=Amount(settings.starting_stack)))
    if settings.late_registration_until_level is not None:
        lines.append(msg("paper-structure-late", level=settings.late_registration_until_level))
    lines.extend(_re_entry_lines(settings))
    lines.extend(_rebuy_lines(settings, currency))
    add_on = settings.add_on if settings.add_ons else None
    if add_on is not None:
        lines.append(msg("paper-structure-add-on", value_text=money(add_on.price, currency),
                         amount=Amount(add_on.chips), break_number=add_on.at_break))
        if add_on.fee:
            lines.append(msg("paper-structure-add-on-fee",
                             value_text=money(add_on.fee, currency)))
    return tuple(lines)


def _re_entry_lines(settings: TournamentSettings) -> list[Message]:
    """How many re-entries a player may make, and until when: the end of the re-entry
    level, else of the late registration (the engine's window, ``re_entry_window``)."""
    if not settings.re_entries:
        return []
    lines = [msg("paper-structure-re-entries", count=settings.re_entries)]
    until = settings.re_entry_until_level
    if until is None:
        until = settings.late_registration_until_level
    if until is not None:
        lines.append(msg("paper-structure-re-entry-until", level=until))
    return lines


def _rebuy_lines(settings: TournamentSettings, currency: str) -> list[Message]:
    """The rebuy, its fee, its window (to the end of a level, or to the first break),
    how many a player may take and the most chips a player may rebuy with (the
    starting stack when the event names none, as ``check_rebuy`` allows)."""
    rebuy = settings.rebuy if settings.rebuys else None
    if rebuy is None:
        return []
    lines = [msg("paper-structure-rebuy", value_text=money(rebuy.price or settings.buy_in,
                                                           currency),
                 amount=Amount(rebuy.chips or settings.starting_stack))]
    if rebuy.fee:
        lines.append(msg("paper-structure-rebuy-fee", value_text=money(rebuy.fee, currency)))
    if rebuy.until_level is not None:
        lines.append(msg("paper-structure-rebuy-until", level=rebuy.until_level))
    elif rebuy.until_first_break:
        lines.append(msg("paper-structure-rebuy-until-first-break"))
    if rebuy.max_per_player is not None:
        lines.append(msg("paper-structure-rebuy-limit", count=rebuy.max_per_player))
    threshold = rebuy.stack_threshold
    lines.append(msg("paper-structure-rebuy-threshold", limit=Amount(
        settings.starting_stack if threshold is None else threshold)))
    return lines


def _levels(structure: Structure) -> Block:
    """Level, blinds (or bring-in and bets), ante, minutes; a break as its own row."""
    rows: list[tuple[Message, ...]] = []
    for item in structure.items:
        if isinstance(item, Break):
            rows.append((msg("paper-structure-break"), _color_up(item), text(""),
                         number(item.minutes)))
        else:
            rows.append((number(item.number), _blinds(item), _ante(item),
                         number(item.minutes)))
    return Block(msg("paper-structure-levels"), (),
                 (msg("paper-col-level"), msg("paper-col-blinds"), msg("paper-col-ante"),
                  msg("paper-col-minutes")), tuple(rows))


def _blinds(level: Level) -> Message:
    if level.bring_in:
        blinds = msg("event-level-bring-in", amount=Amount(level.bring_in))
    else:
        blinds = msg("event-level-blinds", small_blind=Amount(level.small_blind),
                     big_blind=Amount(level.big_blind))
    if level.limit is Limit.FIXED_LIMIT:
        bets = msg("event-level-bets", small_bet=Amount(level.small_bet),
                   big_bet=Amount(level.big_bet))
        blinds = msg("event-words", first_text=blinds, rest_text=bets)
    if level.game is not None and level.limit is not None:
        from director.engine.event.structures import limit_message

        game = msg("event-level-game", game_name=level.game.name,
                   betting_text=limit_message(level.limit))
        blinds = msg("event-words", first_text=game, rest_text=blinds)
    return blinds


def _ante(level: Level) -> Message:
    if not level.ante:
        return text("")
    if level.big_blind_ante:
        return msg("paper-structure-big-blind-ante", ante=Amount(level.ante))
    return msg("paper-structure-ante", ante=Amount(level.ante))


def _color_up(item: Break) -> Message:
    if not item.color_up:
        return text("")
    return msg("paper-structure-color-up",
               amounts=tuple(Amount(chip) for chip in item.color_up))


def _payouts(db: Database, event_id: int, entries: int, currency: str) -> Block | None:
    """Place and prize for the entries so far; None before the first entry or without
    a payout table."""
    if not entries:
        return None
    service = TournamentService(db)
    try:
        prizes = service.payouts(event_id)
    except ServiceError:
        return None
    pool = service.prize_pool(event_id).prize_pool
    rows = tuple((number(place), money(prize, currency))
                 for place, prize in enumerate(prizes, start=1))
    return Block(msg("paper-structure-payouts"),
                 (msg("paper-structure-payouts-for", count=entries,
                      value_text=money(pool, currency)),),
                 (msg("paper-col-place"), msg("paper-col-prize")), rows)
