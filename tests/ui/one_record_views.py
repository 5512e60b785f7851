"""Every open view shows what the store holds (issue 28, "one record"): one helper
the whole-night tests call after every step.

``disagreements`` reads the store (through the services' read queries, the way the
windows do not: each fact once) and then what each open view *shows* (cell and
label texts, the seats drawn), and lists every place where the two differ:

- the console: each entry's stack as the program knows it (dealt at the panel:
  the chips; counted: the chips and "(counted ..."; else "not tracked"), its place
  and prize, the prize pool, the players left, the chips in play, the payouts and
  the deal recorded (at a club's dealer station, its own table's entries);
- the seating: who sits where at each open table, with the stack as known, the
  button and blinds (D, SB, BB) where the table's running state has them, and no
  closed table drawn;
- the clock window: players left of entries, chips in play, prize pool, payouts and
  the time left computed from the stored clock at the test's instant; once there is
  a winner, no time and no figures, only the results (places, names, prizes);
- each open dealer panel: the stacks of its hand as the stored hand holds them,
  each player's name as the player database holds it (a renamed player at once),
  and the button, small blind and big blind (the seats list's status, the header's
  button) where the table's running state has them, after a hand recorded on the
  felt from the seating too (R-3.3), and none while a draw for the button is due
  (a final table redrawn, R-8.4);
- Home: for every event it lists, the name, the kind, the game (or the rotation),
  the status (planned; running once its clock was started, a hand dealt or a cash
  buy-in taken; finished; "archived" added where it is), the day it was made and the
  players (different players entered, or bought in at a cash game); the night's
  event listed, no event the store does not hold (or archived, unless "Show
  archived" is ticked), and "No events yet" only with none listed. Home on screen is
  read as it stands (it follows the commit feed); a hidden Home as it comes up (it
  reads the list again when shown).

Chips in play are also checked against their definition (chips bought: entries,
rebuys and add-ons, less the chips the color-ups' results showed taken off), so a
view that agrees with a wrong figure fails too. ``agree`` waits (the commit feed says a
burst a tenth of a second later) until there is nothing to list.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

from PySide6.QtCore import QCoreApplication
from pytestqt.exceptions import TimeoutError as WaitTimeout
from pytestqt.qtbot import QtBot
from sqlmodel import col, select

from director.engine.event.money.payouts import prizes_by_place
from director.services.cash.cash_service import CashGameService
from director.services.core.documents import TournamentSettings, load_settings
from director.services.core.unit_of_work import UnitOfWork
from director.services.events import console_queries as q
from director.services.room import tournament_numbers
from director.services.room.numbers import TournamentNumbers
from director.services.tournament.deals import DealService, RecordedDeal
from director.services.tournament.hand_for_hand import HandForHandService
from director.store.models import Event, Hand, TableRow
from director.ui.clock.clock_texts import format_clock
from director.ui.common.context import AppContext
from director.ui.common.director_widgets import money
from director.ui.common.event_setup_names import HORSE_KEY, game_name, kind_name, status_name
from director.ui.console.console import ConsolePage
from director.ui.console.seating import SeatingPage
from director.ui.dealer.panel import DealerPanel
from director.ui.home.home import event_day
from director.ui.shell.main_window import MainWindow


def _stack_ok(shown: str, stack: int, dealt: bool, counted_at: str | None) -> bool:
    if dealt:
        return shown == f"{stack:,}"
    if counted_at is not None:
        return shown.startswith(f"{stack:,} (counted ")
    return shown == "not tracked"


def _console(console: ConsolePage, entries: list[q.EntryView], currency: str) -> list[str]:
    wrong = []
    if console.own_table is not None:  # a club's dealer station: its own table's players
        entries = [e for e in entries if e.table_id == console.own_table]
    table = console.entries
    # by name, a list: two players may have the same name (Home's players page allows
    # it, saying so), each a row of their own
    shown: dict[str, list[tuple[str, str]]] = {}
    for r in range(table.rowCount()):
        shown.setdefault(table.item(r, 0).text(), []).append(
            (table.item(r, 3).text(), table.item(r, 6).text()))
    for e in entries:
        name = e.player + (f" ({e.number})" if e.number > 1 else "")
        rows = shown.get(name)
        if not rows:
            wrong.append(f"console: {name} not listed")
            continue
        said = [_entry_row(e, name, stack, status, currency) for stack, status in rows]
        agrees = [i for i, problems in enumerate(said) if not problems]
        wrong.extend(said[0] if not agrees else [])
        rows.pop(agrees[0] if agrees else 0)
    if table.rowCount() != len(entries):
        wrong.append(f"console: {table.rowCount()} rows, the store {len(entries)} entries")
    return wrong


def _entry_row(e: q.EntryView, name: str, stack: str, status: str, currency: str
               ) -> list[str]:
    """What a console row of ``name`` shows that the entry ``e`` is not."""
    wrong = []
    if e.playing and not _stack_ok(stack, e.stack + e.chips_behind, e.dealt, e.counted_at):
        wrong.append(f"console: {name} shows {stack!r}, the store {e.stack + e.chips_behind}"
                     f" (dealt {e.dealt}, counted {e.counted_at})")
    placed = f"Place {e.place}" + (f" \u00b7 {money(e.prize, currency)}" if e.prize else "")
    if not e.playing and status != placed:
        wrong.append(f"console: {name} shows {status!r}, the store {placed!r}")
    if e.playing and status != "Playing":
        wrong.append(f"console: {name} shows {status!r}, the store: playing")
    return wrong


def _pool(console: ConsolePage, numbers: TournamentNumbers, deal: RecordedDeal | None,
          currency: str) -> list[str]:
    """The pool's lines, the payouts table and the deal recorded (what Finish pays)."""
    text = console.pool.text()
    wanted = [f"Prize pool: {money(numbers.prize_pool, currency)}",
              f"players left: {numbers.players_left}",
              f"Chips in play: {numbers.chips_in_play:,}"]
    wrong = [f"console: {w!r} not in {text!r}" for w in wanted if w not in text]
    dealt = "" if deal is None else "Deal: " + " \u00b7 ".join(
        f"{player} {money(amount, currency)}" for _e, player, amount in deal.shares)
    shown_deal = [line for line in text.split("\n") if line.startswith("Deal: ")]
    if shown_deal != ([dealt] if dealt else []):
        wrong.append(f"console: deal {shown_deal}, the store {dealt!r}")
    table = console.payouts
    shown = [(table.item(r, 0).text(), table.item(r, 1).text()) for r in range(table.rowCount())]
    paid = [(str(place), money(prize, currency)) for place, prize in numbers.payouts]
    if shown != paid:
        wrong.append(f"console: payouts {shown}, the store {paid}")
    return wrong


def _seating(seating: SeatingPage, tables: list[q.TableView]) -> list[str]:
    wrong = []
    if set(seating.graphics) != {t.table_id for t in tables}:
        wrong.append(f"seating: tables {sorted(seating.graphics)}, the store "
                     f"{sorted(t.table_id for t in tables)}")
        return wrong
    for t in tables:
        drawn = {n: item for n, item in seating.graphics[t.table_id].seats.items()
                 if item.entry_id is not None}
        stored = {s.number: s for s in t.seats}
        if set(drawn) != set(stored):
            wrong.append(f"seating: {t.name} seats {sorted(drawn)}, the store {sorted(stored)}")
            continue
        markers = {n: [m for m, where in (("D", t.button), ("SB", t.small_blind),
                                         ("BB", t.big_blind)) if where == n]
                   for n in seating.graphics[t.table_id].seats}
        shown = {n: item.markers for n, item in seating.graphics[t.table_id].seats.items()}
        if shown != markers:  # the button and blinds where the store has them
            wrong.append(f"seating: {t.name} markers {_marked(shown)}, the store "
                         f"{_marked(markers)}")
        for n, seat in stored.items():
            item = drawn[n]
            if item.player != seat.player or not _stack_ok(item.stack_text, seat.stack,
                                                           seat.dealt, seat.counted_at):
                wrong.append(f"seating: {t.name} seat {n} shows {item.player} "
                             f"{item.stack_text!r}, the store {seat.player} {seat.stack}")
    return wrong


def _marked(markers: dict[int, list[str]]) -> dict[int, list[str]]:
    return {n: m for n, m in markers.items() if m}


def _clock(window: MainWindow, context: AppContext, event: int, now: datetime,
           settings: TournamentSettings) -> list[str]:
    clock_window = window.clock_window
    if clock_window is None:
        return ["clock: no clock window"]
    numbers = tournament_numbers(context.db, event)
    deal = DealService(context.db).recorded(event)
    dealt = 0 if deal is None else len(deal.shares)  # the places the deal pays
    shown = {name: clock_window.labels[name].text()
             for name in ("time", "players", "chips", "prize_pool", "payouts",
                          "payouts_caption", "chip_up")}
    if numbers.winners:
        wanted = {"time": "", "players": "", "chips": "", "prize_pool": "", "chip_up": "",
                  "payouts_caption": "Results",
                  "payouts": "\n".join(
                      f"{place}.\u2002{name}" + (f" \u00b7 {money(prize, settings.currency)}"
                                                 if prize else "")
                      for place, name, prize in _results(context, event, deal,
                                                         settings.rounding_unit))}
    else:
        view = q.clock_state(context.db, event).view(now, settings.structure())
        seconds = -(-(view.remaining // timedelta(microseconds=1)) // 1_000_000)
        wanted = {"time": format_clock(seconds),
                  "players": f"{numbers.players_left} of {numbers.entries}"
                  if numbers.entries else str(numbers.players_left),  # a new event: "0"
                  "chips": f"{numbers.chips_in_play:,}",
                  "prize_pool": money(numbers.prize_pool, settings.currency),  # "$21,600"
                  "payouts_caption": "Deal" if deal else "Payouts" if numbers.payouts else "",
                  "payouts": "\n".join(
                      [f"{player} \u00b7 {money(share, settings.currency)}"
                       for _e, player, share in (deal.shares if deal else ())] +
                      [f"{place}.\u2002{money(prize, settings.currency)}"
                       for place, prize in numbers.payouts if place > dealt]),
                  "chip_up": _chip_up(context, event, view.item)}
    return [f"clock: {k} shows {shown[k]!r}, the store {wanted[k]!r}"
            for k in wanted if not _lines_agree(shown[k], wanted[k])]


def _chip_up(context: AppContext, event: int, item: object) -> str:
    """A break's chip-up notice as the store has it (R-8.3): the chips it takes off
    still in play, or done once the director's color-up took them all out."""
    from director.engine.event.structures import Break
    from director.services.core.unit_of_work import UnitOfWork
    from director.services.tournament.chips_known import chips_colored_up

    if not isinstance(item, Break) or not item.color_up:
        return ""
    with UnitOfWork(context.db, reads_only=True) as uow:
        out = set(chips_colored_up(uow.session, event))
    left = [c for c in item.color_up if c not in out]
    if left:
        return "CHIP-UP: the " + ", ".join(f"{c:,}" for c in left) + " chips leave play"
    return "COLORED UP: the " + ", ".join(f"{c:,}" for c in item.color_up) + \
        " chips are out of play"


def _hand_for_hand(window: MainWindow, context: AppContext, event: int,
                   console: object) -> list[str]:
    """Hand for hand (R-8.5) as the store holds it: the clock's banner names its hand
    (a won tournament's clock shows the results, no banner), and so does the
    console's bar, where the director ends it."""
    hand = HandForHandService(context.db).status(event).hand
    shown = None if tournament_numbers(context.db, event).winners else hand  # won: no clock
    template = QCoreApplication.translate("ClockWindow", "HAND FOR HAND \u00b7 HAND %1")
    words = template.split(" \u00b7 ")[0] if shown is None else template.replace(
        "%1", str(shown))
    wrong = []
    clock_window = window.clock_window
    banner = "" if clock_window is None else clock_window.labels["banner"].text()
    if clock_window is not None and (words in banner) != (shown is not None):
        wrong.append(f"clock: the banner {banner!r}, the store's hand for hand {hand}")
    if isinstance(console, ConsolePage):
        bar = console.hand_for_hand
        said = bar.label.text() if bar.isVisibleTo(console) else ""
        if (hand is None) != (said == "") or (
                hand is not None and re.search(rf"\b{hand}\b", said) is None):
            wrong.append(f"console: hand for hand {said!r}, the store's {hand}")
    return wrong


def _results(context: AppContext, event: int, deal: RecordedDeal | None, rounding_unit: int
             ) -> list[tuple[int, str, int]]:
    """Every place, its player and what they are paid: the prize awarded, else their
    share of the deal, else what the place pays, players tied for a place sharing the
    prizes of the places their tie covers (R-8.5: two tied for 3rd where 3rd pays
    5,500 and 4th nothing are due 2,800 and 2,700 in a unit of 100)."""
    shares = {} if deal is None else deal.amounts
    finished = sorted((e for e in q.entries(context.db, event) if e.place is not None),
                      key=lambda e: e.entry_id)  # the odd units go to the earlier entry
    due = prizes_by_place(context.tournaments.payouts(event),
                          {e.entry_id: e.place or 0 for e in finished}, rounding_unit)
    placed = sorted(((e.place or 0, e.player + (f" ({e.number})" if e.number > 1 else ""),
                      e.prize or shares.get(e.entry_id) or due[e.entry_id])
                     for e in finished),
                    key=lambda r: (r[0], r[1]))
    return placed


def _lines_agree(shown: str, wanted: str) -> bool:
    """The same lines, or the first of them and "+ 3 more places" for the rest (the
    clock's payouts and results as many lines as its label holds)."""
    lines, all_lines = shown.split("\n"), wanted.split("\n")
    more = re.fullmatch(r"\+ (\d+) more places?", lines[-1])
    if more is None:
        return lines == all_lines
    return lines[:-1] == all_lines[:len(lines) - 1] and \
        int(more.group(1)) == len(all_lines) - len(lines) + 1


_MARKS = (("D", "button"), ("SB", "small blind"), ("BB", "big blind"))


def _panel_positions(panel: DealerPanel, table: q.TableView | None) -> list[str]:
    """The button and blinds the panel shows (the seats list's status, the header)
    against the table's running state; stud shows none (R-6.4). Where a new draw for
    the button is due (a final table redrawn, R-8.4) the panel shows no button and no
    blinds, and once drawn (R-3.1) the button drawn."""
    s = panel.session
    if table is None or (not s.is_guts and s.hand.setup.game.is_stud):
        return []
    view = panel.seats
    shown, stored = {}, {}
    for r in range(view.rowCount()):
        seat = int(view.item(r, 0).text().split()[0])
        words = view.item(r, 5).text().split(", ")
        shown[seat] = [m for m, word in _MARKS if word in words]
        stored[seat] = [m for m, where in (("D", table.button), ("SB", table.small_blind),
                                           ("BB", table.big_blind)) if where == seat]
    wrong = [] if shown == stored else [
        f"dealer panel: {table.name} markers {_marked(shown)}, the store {_marked(stored)}"]
    if table.button is None and "button seat" in panel.header.text():
        wrong.append(f"dealer panel: header {panel.header.text()!r}, the store: a draw "
                     "for the button due")
    elif table.button is not None and f"button seat {table.button}" not in panel.header.text():
        wrong.append(f"dealer panel: header {panel.header.text()!r}, the store's button "
                     f"{table.button}")
    return wrong


def _panel(panel: DealerPanel, context: AppContext,
           tables: dict[int, q.TableView] | None = None) -> list[str]:
    view = panel.seats
    known = {name for _pid, name in q.players(context.db)}
    wrong = [f"dealer panel: {text!r}, no player of that name in the store"
             for text in (view.item(r, 0).text() for r in range(view.rowCount()))
             if " \u00b7 " in text and text.split(" \u00b7 ", 1)[1] not in known]
    if tables is not None and panel.session.table_id is not None:
        wrong += _panel_positions(panel, tables.get(panel.session.table_id))
    hand = panel.session.hand_id
    if hand is None:
        return wrong
    stored = context.events.tables.hand_state(hand).stacks_by_seat()
    shown = {int(view.item(r, 0).text().split()[0]): int(view.item(r, 1).text().replace(",", ""))
             for r in range(view.rowCount())}
    return wrong + ([] if shown == stored else
                    [f"dealer panel: stacks {shown}, the stored hand {stored}"])


def _home_row(context: AppContext, event: int, archived_shown: bool,
              entries: list[q.EntryView] | None) -> list[str] | None:
    """The six texts of the event's line on Home as the store holds it, read from the
    event's row, its entries or its cash book (None: not listed: no such event, or
    archived with "Show archived" not ticked); ``entries``: the event's, when read."""
    with UnitOfWork(context.db, reads_only=True) as uow:
        s = uow.session
        row = s.get(Event, event)
        if row is None or (row.archived and not archived_shown):
            return None
        dealt = s.exec(select(Hand.id).join(TableRow, col(TableRow.id) == Hand.table_id)
                       .where(TableRow.event_id == event).limit(1)).first() is not None
        kind, name, status, created = row.kind, row.name, row.status, row.created_at
        archived = row.archived
        settings = load_settings(row.kind, row.settings)
    if isinstance(settings, TournamentSettings):
        entries = q.entries(context.db, event) if entries is None else entries
        players = len({e.player_id for e in entries})
        under_way = dealt or q.clock_state(context.db, event).running
        won = bool(entries) and all(e.place is not None for e in entries) and \
            any(e.place == 1 for e in entries)
        game = HORSE_KEY if settings.blinds.rotation is not None else settings.game
    else:
        book = CashGameService(context.db).book(event)
        players = len({p.player_id for p in book.players if p.buy_ins})
        under_way = dealt or bool(book.ledger.lines)
        won = False
        game = settings.game
    if status == "planned" and under_way:
        status = "running"
    if status != "finished" and won:
        status = "won"  # the last bust left the winner; Finish not pressed yet
    shown_status = status_name(status)
    if archived:
        shown_status = f"{shown_status}, archived"
    return [name, kind_name(kind), game_name(game), shown_status, event_day(created),
            str(players)]


def home_disagreements(window: MainWindow, context: AppContext, event: int,
                       entries: list[q.EntryView] | None = None) -> list[str]:
    """Every line of Home that differs from the store, and the night's ``event`` not
    listed (``entries``: its entries, when already read). A hidden Home is read as it
    comes up: showing it reads the list again."""
    home = window.home
    if not home.isVisible():
        home.refresh()
    table, archived_shown = home.table, home.show_archived.isChecked()
    wrong = []
    listed = [e.event_id for e in home.events]
    if event not in listed:
        wrong.append(f"home: event {event} not listed")
    if table.rowCount() != len(listed):
        wrong.append(f"home: {table.rowCount()} lines for {len(listed)} events")
    if home.empty.isVisibleTo(home) == bool(listed):
        wrong.append(f"home: {home.empty.text()!r} shown with {len(listed)} events listed")
    for r, event_id in enumerate(listed):
        shown = [table.item(r, c).text() for c in range(table.columnCount())]
        held = _home_row(context, event_id, archived_shown,
                         entries if event_id == event else None)
        if held is None:
            wrong.append(f"home: {shown}, the store lists no such event")
        elif shown != held:
            wrong.append(f"home: {shown}, the store {held}")
    return wrong


def disagreements(window: MainWindow, context: AppContext, event: int,
                  now: datetime, colored_up: int = 0) -> list[str]:
    """Every place an open view shows something other than the store holds;
    ``colored_up``: the chips the color-ups took out of play, as their results showed."""
    settings = q.event_settings(context.db, event)[2]
    assert isinstance(settings, TournamentSettings)
    entries = q.entries(context.db, event)
    numbers = tournament_numbers(context.db, event)
    rules = settings.rules()
    bought = (len(entries) * rules.starting_stack
              + sum(e.rebuys for e in entries) * (rules.rebuy.chips if rules.rebuy else 0)
              + sum(e.add_ons for e in entries) * (rules.add_on.chips if rules.add_on else 0)
              - colored_up)
    wrong = [] if numbers.chips_in_play == bought else [
        f"store: chips in play {numbers.chips_in_play}, bought {bought}"]
    pages = window.pages.built_pages()
    console, seating = pages.get(f"console_{event}"), pages.get(f"seating_{event}")
    if isinstance(console, ConsolePage):
        wrong += _console(console, entries, settings.currency)
        wrong += _pool(console, numbers, DealService(context.db).recorded(event),
                       settings.currency)
    if isinstance(seating, SeatingPage):
        wrong += _seating(seating, q.tables(context.db, event))
    wrong += _clock(window, context, event, now, settings)
    wrong += _hand_for_hand(window, context, event, pages.get(f"console_{event}"))
    tables = {t.table_id: t for t in q.tables(context.db, event)}
    for key, page in pages.items():
        if key.startswith("dealer_") and isinstance(page, DealerPanel):
            wrong += _panel(page, context, tables)
    return wrong + home_disagreements(window, context, event, entries)


def agree(qtbot: QtBot, window: MainWindow, context: AppContext, event: int,
          now: datetime, step: str, colored_up: int = 0) -> None:
    """Wait until every open view shows what the store holds; fail naming ``step``."""
    found: list[str] = []

    def none() -> bool:
        found[:] = disagreements(window, context, event, now, colored_up)
        return not found

    try:
        qtbot.waitUntil(none, timeout=3000)
    except WaitTimeout:
        raise AssertionError(f"after {step}:\n" + "\n".join(found)) from None

