"""The services of issue 28's one record: a bust on the director's word at a table
dealt on the felt, the panel's hand deciding where it dealt (R-8.5); a rebuy after
a bust (R-8.6); many rebuys or add-ons as one undo step; a re-entry and its seat as
one; chips in play as chips bought less chips colored up, a count compared only
when every stack is known; redo; balancing's moves naming people (R-8.4)."""

from __future__ import annotations

import random

import pytest
from sqlmodel import Session, select

from director.engine.messages import render
from director.services.club.table_instructions import instructions
from director.services.core.action_log import history
from director.services.core.unit_of_work import ServiceError
from director.services.events import console_queries as q
from director.services.room import tournament_numbers
from director.services.tournament.color_ups import ColorUpService
from director.store.db import Database
from director.store.models import Entry
from tests.services.night import MIN, T0, Night, fold_to_big_blind


def places(night: Night) -> dict[int, int | None]:
    with Session(night.db.engine) as s:
        return {e.id or 0: e.place for e in s.exec(select(Entry))}


def two_out_at_the_short_table(db: Database) -> tuple[Night, dict[int, list[int]]]:
    """12 players at two tables, two of the first table out: one moves over (R-8.4).
    The entries by table."""
    night = Night(db, players=12, tables=2, seed=3)
    counts: dict[int, list[int]] = {}
    for entry, (table, _, _, _) in night.seats().items():
        counts.setdefault(table, []).append(entry)
    for entry in counts[night.table_ids[0]][:2]:
        night.do(lambda e=entry: night.tournament.bust(night.event, {e: 0}, T0))
    return night, counts


def test_R_8_5_a_bust_at_a_table_dealt_on_the_felt_whatever_the_stack(db: Database) -> None:
    """Three inputs: no count to zero first; the stack the program held was only the
    start; one undo takes the bust back whole."""
    night = Night(db, players=6)
    out = night.entries[2]
    [finish] = night.do(lambda: night.tournament.bust(night.event, {out: 0}, T0 + MIN))
    assert finish.best_place == 6
    assert out not in night.seats()
    night.do(lambda: night.events.undo_last(night.event, T0 + MIN))
    assert places(night)[out] is None and night.seats()[out][2] == 10_000


def test_R_8_5_two_out_in_a_hand_the_panel_dealt_the_hand_orders(db: Database) -> None:
    """Where the panel dealt the hand, the stacks it began with order two players out
    in it (the bigger finishes higher), whatever the director said."""
    night = Night(db, players=4)
    [table] = night.table_ids
    seated = sorted(n for n, (entry, _, _) in night.seat_rows(table).items() if entry)
    small, big, winner = seated[:3]
    entries = {n: night.entry_at(table, n) for n in seated}
    for seat, chips in ((small, 6_000), (big, 8_000), (winner, 26_000)):
        night.do(lambda e=entries[seat], c=chips: night.tournament.count_chips(e, c, T0))
    panel = night.panel(table)
    while panel.step().kind.name in ("POST_BLIND", "POST_ANTE", "DEAL_HOLE"):
        panel.advance()
    while not panel.is_complete:  # the two short stacks all in, the big one calls both
        legal = panel.legal()
        if legal is not None and legal.seat in (small, big):
            panel.all_in()
        elif legal is not None and legal.seat == winner:
            panel.check_call()
        elif legal is not None:
            panel.fold()
        elif panel.step().kind.name == "AWARD":
            panel.award_to(tuple(((winner,), ()) for _ in panel.pot_rows()))
        else:
            panel.advance()
    assert night.seat_rows(table)[small][1] == night.seat_rows(table)[big][1] == 0
    said_wrong = {entries[small]: 9, entries[big]: 1}
    finishes = night.do(lambda: night.tournament.bust(night.event, said_wrong, T0))
    assert [(f.best_place, f.players) for f in finishes] == [(3, (entries[big],)),
                                                             (4, (entries[small],))]


def test_R_8_6_a_busted_player_rebuys_inside_the_rebuy_period(db: Database) -> None:
    """The bust is taken back: back in at the old seat with the rebuy's chips, and the
    player busted since moves down a place; after the rebuys close it is refused."""
    night = Night(db, players=6)
    first, second = night.entries[0], night.entries[1]
    seat = night.seats()[first][:2]
    night.do(lambda: night.tournament.bust(night.event, {first: 0}, T0 + MIN))
    night.do(lambda: night.tournament.bust(night.event, {second: 0}, T0 + 2 * MIN))
    assert (places(night)[first], places(night)[second]) == (6, 5)
    rebuy = night.do(lambda: night.tournament.rebuy(first, T0 + 3 * MIN))
    assert rebuy.chips == 10_000
    assert night.seats()[first] == (*seat, 10_000, 0)
    assert (places(night)[first], places(night)[second]) == (None, 6)
    night.do(lambda: night.tournament.bust(night.event, {first: 0}, T0 + 4 * MIN))
    assert places(night)[first] == 5
    night.events.go_to_level(night.event, T0 + 40 * MIN, 2)  # the break: rebuys closed
    with pytest.raises(ServiceError, match="level 2"):
        night.tournament.rebuy(first, T0 + 41 * MIN)


def test_R_8_6_rebuys_for_many_players_are_one_undo_step(db: Database) -> None:
    night = Night(db, players=5)
    done = night.do(lambda: night.tournament.rebuys(night.entries, T0 + MIN))
    assert [r.chips for r in done] == [10_000] * 5
    pool = night.tournament.prize_pool(night.event)
    assert pool.collected == 10 * 3000
    [last] = [a for a in history(db, night.event) if a.kind == "rebuy"]
    said = render(last.description, "en")
    assert said.startswith("Rebuys: P1, P2, P3, P4, P5 (5), 10,000 chips each"), said
    night.do(lambda: night.events.undo_last(night.event, T0 + MIN))
    assert night.tournament.prize_pool(night.event).collected == 5 * 3000
    assert all(stack == 10_000 for _, _, stack, _ in night.seats().values())


def test_R_8_6_a_refused_rebuy_refuses_the_whole_group(db: Database) -> None:
    night = Night(db, players=4)
    night.do(lambda: night.tournament.rebuys(night.entries[:1], T0))
    night.do(lambda: night.tournament.rebuys(night.entries[:1], T0))
    night.do(lambda: night.tournament.rebuys(night.entries[:1], T0))
    with pytest.raises(ServiceError, match="3"):  # P1's fourth: the limit is 3
        night.tournament.rebuys(night.entries, T0)
    assert night.tournament.prize_pool(night.event).collected == 7 * 3000


def test_R_8_6_a_group_rebuy_refused_names_the_player_it_refuses(db: Database) -> None:
    """Seen in the whole night: Ctrl+A, Rebuy was refused with "a rebuy is allowed
    with 10,000 chips or fewer; this player has 20,075", and nobody could tell which
    of the eight. The refusal of a group names the player; a player's own does not
    need to."""
    night = Night(db, players=4)
    [table] = night.table_ids
    fold_to_big_blind(night.panel(table))  # dealt at the panel: the big blind has 10,025
    [big] = [e for e, (_t, _n, stack, _b) in night.seats().items() if stack == 10_025]
    name = f"P{night.entries.index(big) + 1}"
    with pytest.raises(ServiceError) as refused:
        night.tournament.check_rebuys(night.entries, T0)
    assert render(refused.value.message, "en") == (
        f"{name}: a rebuy is allowed with 10,000 chips or fewer; this player has 10,025")
    assert render(refused.value.message, "hu") == (
        f"{name}: rebuy legfeljebb 10\u00a0000 zsetonnal kérhető; ennek a játékosnak "
        "10\u00a0025 van")
    with pytest.raises(ServiceError) as alone:
        night.tournament.rebuys([big], T0)
    assert render(alone.value.message, "en").startswith("a rebuy is allowed with")
    assert night.tournament.prize_pool(night.event).collected == 4 * 3000


def test_R_8_6_a_re_entry_and_its_seat_are_one_command(db: Database) -> None:
    """Undone, the re-entry goes with its seat: never an entry playing without one."""
    night = Night(db, players=6)
    out = night.entries[0]
    night.do(lambda: night.tournament.bust(night.event, {out: 0}, T0 + MIN))
    player = next(e.player_id for e in q.entries(db, night.event) if e.entry_id == out)
    again, table, seat = night.do(lambda: night.seating.enter_and_seat(
        night.event, player, T0 + 2 * MIN, random.Random(1)))
    assert night.seats()[again][:2] == (table, seat)
    night.do(lambda: night.events.undo_last(night.event, T0 + 2 * MIN))
    assert again not in places(night) and again not in night.seats()
    assert all(e.seat is not None for e in q.entries(db, night.event) if e.playing)


def test_R_8_6_chips_in_play_are_bought_less_colored_up(db: Database) -> None:
    """Entries, rebuys and add-ons put chips in play, a color-up's race takes odd
    chips out (R-8.3); the clock's and the room's figure is the same one."""
    night = Night(db, players=4)
    night.do(lambda: night.tournament.rebuy(night.entries[0], T0))
    night.do(lambda: night.tournament.count_chips(night.entries[1], 10_050, T0))
    night.do(lambda: night.tournament.count_chips(night.entries[2], 9_950, T0))
    night.events.go_to_level(night.event, T0 + 40 * MIN, 2)  # the break
    night.do(lambda: night.tournament.add_on(night.entries[3], T0 + 41 * MIN))
    [race] = night.do(lambda: ColorUpService(db).color_up(
        night.event, 25, {e: 2 for e in night.entries[1:3]},
        T0 + 42 * MIN, random.Random(3)))
    result = race.result
    bought = 4 * 10_000 + 10_000 + 5_000
    off = 10_050 + 9_950 - sum(result.new_stacks[night.seats()[e][1]]
                               for e in night.entries[1:3])
    assert tournament_numbers(db, night.event).chips_in_play == bought - off
    assert night.tournament.chips_in_play(night.event).in_play == bought - off


def test_R_8_6_a_count_never_reports_a_shortfall_the_director_did_not_make(
        db: Database) -> None:
    """The bug seen: counted, then a bust, then "Counted 1,260,000, expected
    1,360,000: -100,000 off". After a bust the check names who to count instead;
    once every stack is counted it compares, and a real difference shows."""
    night = Night(db, players=4)
    a, b, c, d = night.entries
    for entry, chips in ((a, 20_000), (b, 10_000), (c, 5_000), (d, 5_000)):
        night.do(lambda e=entry, n=chips: night.tournament.count_chips(e, n, T0))
    check = night.tournament.chips_in_play(night.event)
    assert check.comparable and check.difference == 0
    night.do(lambda: night.tournament.bust(night.event, {d: 0}, T0 + MIN))
    check = night.tournament.chips_in_play(night.event)
    assert not check.comparable and check.difference == 0
    assert set(check.not_counted) == {a, b, c}
    assert render(check.describe(), "en") == (
        "40,000 chips in play; 3 stacks not known since chips moved (a hand on the "
        "felt, a bust, a count or a color-up): count them to compare")
    for entry, chips in ((a, 25_000), (b, 10_000), (c, 4_000)):
        night.do(lambda e=entry, n=chips: night.tournament.count_chips(e, n, T0 + 2 * MIN))
    check = night.tournament.chips_in_play(night.event)
    assert check.comparable and check.difference == -1_000


def test_redo_puts_back_what_undo_took_back(db: Database) -> None:
    night = Night(db, players=4)
    first = night.entries[0]
    night.do(lambda: night.tournament.rebuy(first, T0))
    night.do(lambda: night.tournament.bust(night.event, {night.entries[1]: 0}, T0))
    night.do(lambda: night.events.undo_last(night.event, T0))
    night.do(lambda: night.events.undo_last(night.event, T0))
    assert night.tournament.prize_pool(night.event).collected == 4 * 3000
    assert night.do(lambda: night.events.redo_last(night.event, T0)).kind == "rebuy"
    assert night.tournament.prize_pool(night.event).collected == 5 * 3000
    assert night.do(lambda: night.events.redo_last(night.event, T0)).kind == "bust"
    assert places(night)[night.entries[1]] == 4
    with pytest.raises(ServiceError, match="nothing to redo"):
        night.events.redo_last(night.event, T0)
    night.do(lambda: night.events.undo_last(night.event, T0))  # the bust, undone again
    assert places(night)[night.entries[1]] is None
    night.do(lambda: night.tournament.count_chips(night.entries[2], 9_000, T0))
    with pytest.raises(ServiceError, match="nothing to redo"):  # a new action since
        night.events.redo_last(night.event, T0)



def test_a_redo_refused_says_redo_not_undo(db: Database) -> None:
    """A rebuy undone, then hand 1 dealt and played from the seat it changed: Redo is
    refused, and the message says it cannot be redone (it said "cannot undo")."""
    night = Night(db, players=4)
    [table] = night.table_ids
    first = night.entries[0]
    night.do(lambda: night.tournament.rebuy(first, T0))
    night.do(lambda: night.events.undo_last(night.event, T0))
    fold_to_big_blind(night.panel(table))
    with pytest.raises(ServiceError) as refused:
        night.events.redo_last(night.event, T0)
    name = next(e.player for e in q.entries(db, night.event) if e.entry_id == first)
    assert render(refused.value.message, "en") == (
        f"cannot redo 'Rebuy: {name}, 10,000 chips': hand 1 at Table 1 was dealt after it, "
        "from the seats or chips it changed; correct it with a new command instead")
    assert render(refused.value.message, "hu").startswith("nem tehető meg újra: „Rebuy")

def test_R_8_4_a_move_names_the_player_the_stack_and_the_rule(db: Database) -> None:
    night, counts = two_out_at_the_short_table(db)
    full = night.table_ids[1]
    for n, entry in enumerate(counts[full]):  # counted: the stack each carries is known
        night.do(lambda e=entry, c=12_500 if n == 0 else 10_000:
                 night.tournament.count_chips(e, c, T0))
    result = night.do(lambda: night.seating.balance(night.event, T0, random.Random(2)))
    [move] = result.moves
    names = {e.entry_id: e.player for e in q.entries(db, night.event)}
    stack = 12_500 if int(move.player) == counts[full][0] else 10_000
    out = [render(i.message, "en") for i in instructions(db, int(move.from_table))]
    into = [render(i.message, "en") for i in instructions(db, int(move.to_table))]
    to_name = f"Table {night.table_ids.index(int(move.to_table)) + 1}"
    assert out == [f"{names[int(move.player)]} ({stack:,} chips) gets up from seat "
                   f"{move.from_seat} and moves to {to_name}, seat {move.to_seat}"]
    assert into[0].startswith(f"{names[int(move.player)]} ({stack:,} chips) comes from Table ")
    # the rule is cited once above the list where it is shown, not on each move
    assert "R-8.4" not in render(instructions(db, int(move.to_table))[0].message, "hu")


def test_R_8_4_the_move_slip_names_the_stack_and_the_rule(db: Database) -> None:
    """Issue 28 item 10: the slip a moved player is handed says who, from, to, the
    chips they carry (when the program knows them) and the rule."""
    from director.services.papers.papers import PaperService

    night, counts = two_out_at_the_short_table(db)
    full = night.table_ids[1]
    for entry in counts[full]:
        night.do(lambda e=entry: night.tournament.count_chips(e, 11_250, T0))
    [move] = night.do(lambda: night.seating.balance(night.event, T0, random.Random(2))).moves
    [slip] = PaperService(db).paper("move-slips", night.event, T0).blocks
    names = {e.entry_id: e.player for e in q.entries(db, night.event)}
    assert slip.heading is not None and render(slip.heading, "en") == names[int(move.player)]
    said = [render(line, "en") for line in slip.lines]
    assert said[-1] == "Take your chips with you: 11,250 chips (R-8.4)."
    hu = render(slip.lines[-1], "hu").replace("\u00a0", " ").replace("\u202f", " ")
    assert hu == "A zsetonjaidat vidd magaddal: 11 250 zseton (R-8.4)."
