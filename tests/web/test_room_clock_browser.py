"""Time is computed, not copied (issue 28 items 12 and 13), seen in headless
Chromium: the room view's feed and server on 127.0.0.1 over a database, the
program's clock a fake one the test moves (no sleeping). A TV that opens the
clock page 30 s after the last change shows the second the engine's clock model
gives for that instant; a paused clock shows the time stored; a finished
tournament shows its winner and results and no clock. Hungarian pages name the
tables as the console does ("1. asztal")."""

from __future__ import annotations

import random
import re
import time
from collections.abc import Callable, Iterator, Sequence
from datetime import timedelta
from pathlib import Path

import pytest

from director.engine.event.structures import load_template
from director.services.core.documents import BlindStructure
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.services.tournament.color_ups import ColorUpService
from director.services.tournament.hand_for_hand import HandForHandService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database
from tests.services.room_night import SETTINGS, T0, bust, knockout_night
from tests.web.browser import OUT, browser_for, kept_browsers, shown, size, text
from tests.web.shared_night import Shared, sharing

__all__ = ["browser_for", "kept_browsers"]

pytestmark = pytest.mark.browser


@pytest.fixture
def shared(tmp_path: Path) -> Iterator[Shared]:
    with sharing(tmp_path) as night_shared:
        yield night_shared


def shown_seconds(driver: object) -> int:
    """The clock page's time, in seconds (``19:30`` -> 1170)."""
    said = shown(driver, "time", lambda said: re.fullmatch(r"\d+:\d\d", said) is not None)
    minutes, seconds = said.split(":")
    return int(minutes) * 60 + int(seconds)


def test_a_tv_opened_30_s_after_the_last_change_shows_the_directors_second(
        shared: Shared, browser_for: Callable[[str], object]) -> None:
    """Issue 28 item 12: /api/room kept the time left of the last change, so a TV
    opened between changes showed 20:00 while the director's clock showed 19:30."""
    EventService(shared.db).start_clock(shared.event_id, T0)  # the last change, at 19:00
    shared.published(lambda d: bool(d["clock"]) and d["clock"]["running"])  # type: ignore[index]
    shared.clock.now = T0 + timedelta(seconds=30)  # nothing changes, nothing is published
    driver = browser_for("en")
    size(driver, "tv")
    driver.get(shared.url("clock"))  # type: ignore[attr-defined]
    expected = shared.engine_seconds()
    assert expected == 19 * 60 + 30
    shown = shown_seconds(driver)
    assert abs(shown - expected) <= 1, f"the page shows {shown} s, the director {expected} s"
    # Paused at 19:00:30, the page shows the time stored, however late it opens.
    EventService(shared.db).pause_clock(shared.event_id, shared.clock.now)
    shared.published(lambda d: not d["clock"]["running"])  # type: ignore[index]
    shared.clock.now = T0 + timedelta(minutes=10)
    driver.get(shared.url("clock"))  # type: ignore[attr-defined]
    assert shown_seconds(driver) == shared.engine_seconds() == 19 * 60 + 30
    time.sleep(1.2)
    assert shown_seconds(driver) == 19 * 60 + 30, "a paused clock does not count down"


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_finished_tournament_shows_its_winner_and_results_not_a_clock(
        shared: Shared, browser_for: Callable[[str], object], language: str) -> None:
    """Issue 28 item 13: a finished tournament's clock kept counting down."""
    EventService(shared.db).start_clock(shared.event_id, T0)
    for i, name in enumerate(("Dávid", "Csilla", "Bence")):
        bust(shared.db, shared.event_id, shared.entries[name], T0 + timedelta(minutes=i + 1))
    shared.published(lambda d: d["winners"] == ["Anna"])
    driver = browser_for(language)
    size(driver, "tv")
    driver.get(shared.url("clock", language))  # type: ignore[attr-defined]
    winner = "Winner: Anna" if language == "en" else "Győztes: Anna"
    deadline = time.monotonic() + 10
    while text(driver, "winner") != winner:
        assert time.monotonic() < deadline, text(driver, "main")
        time.sleep(0.05)
    assert text(driver, "time") == "", "no clock once the tournament is over"
    places = text(driver, "main")
    assert all(name in places for name in ("Anna", "Bence", "Csilla", "Dávid"))
    OUT.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(OUT / f"room_finished_{language}_tv_1920x1080.png"))  # type: ignore[attr-defined]


@pytest.mark.parametrize("language", ["en", "hu"])
def test_R_8_5_the_results_page_shows_a_paid_places_prize_before_the_award(
        shared: Shared, browser_for: Callable[[str], object], language: str) -> None:
    """Found in the audit of a club night: a paid place had no prize on the Results
    page until Award prizes. 2nd pays 3,240 of 10,800 (70/30): shown, to be paid."""
    EventService(shared.db).start_clock(shared.event_id, T0)
    for i, name in enumerate(("Dávid", "Csilla", "Bence")):
        bust(shared.db, shared.event_id, shared.entries[name], T0 + timedelta(minutes=i + 1))
    shared.published(lambda d: d["winners"] == ["Anna"])
    driver = browser_for(language)
    size(driver, "phone")
    driver.get(shared.url("results", language))  # type: ignore[attr-defined]
    due = "3,240(to be paid)" if language == "en" else "3240(kifizetendő)"
    shown(driver, "main", lambda said: "Bence" in said)
    page = text(driver, "main").replace("\u00a0", " ").replace("\u202f", " ")
    assert due in page, page
    wide = driver.execute_script(  # type: ignore[attr-defined]
        "return document.documentElement.scrollWidth - window.innerWidth;")
    assert wide <= 0, "the prize column fits the phone's width"
    OUT.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(OUT / f"room_results_due_{language}_phone.png"))  # type: ignore[attr-defined]


def test_the_hungarian_room_view_names_tables_as_the_console_does(
        shared: Shared, browser_for: Callable[[str], object]) -> None:
    """Issue 29 item 7: "Table 1" on the Hungarian room view where the console says
    "1. asztal"."""
    driver = browser_for("hu")
    size(driver, "phone")
    driver.get(shared.url("seating", "hu"))  # type: ignore[attr-defined]
    shown(driver, "main", lambda said: "Anna" in said)
    seating = text(driver, "main")
    assert "1. asztal" in seating and "Table 1" not in seating
    driver.execute_script(  # type: ignore[attr-defined]
        "const box = document.getElementById('find'); box.value = 'anna';"
        "box.dispatchEvent(new Event('input'));")
    assert re.fullmatch(r"Anna · 1\. asztal · Szék \d", text(driver, "found"))
    OUT.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(OUT / "room_seating_tables_hu_phone_390x844.png"))  # type: ignore[attr-defined]


@pytest.mark.parametrize("language", ["en", "hu"])
def test_a_recorded_deal_is_on_the_room_clock_not_the_places_it_pays(
        shared: Shared, browser_for: Callable[[str], object], language: str) -> None:
    """Issue 28 item 9, seen in the night's screenshots: with a deal recorded the
    clock still listed the places' standard payouts. The room's clock lists the deal,
    each player's share, and no payout of the places the deal pays."""
    from director.services.tournament.deals import DealService

    EventService(shared.db).start_clock(shared.event_id, T0)
    bust(shared.db, shared.event_id, shared.entries["Dávid"], T0 + timedelta(minutes=1))
    deal = DealService(shared.db).record(shared.event_id, "chip chop",
                                         T0 + timedelta(minutes=2))
    shared.published(lambda d: bool(d["clock"]) and bool(d["clock"]["deal"]))  # type: ignore[index]
    driver = browser_for(language)
    size(driver, "tv")
    driver.get(shared.url("clock", language))  # type: ignore[attr-defined]
    label = "Deal" if language == "en" else "Megállapodás"
    deadline = time.monotonic() + 10
    while label not in text(driver, "main"):
        assert time.monotonic() < deadline, text(driver, "main")
        time.sleep(0.05)
    shown = text(driver, "main")
    assert all(player in shown for _e, player, _a in deal.shares)
    assert ("Payouts" if language == "en" else "Kifizetések") not in shown
    OUT.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(OUT / f"room_deal_{language}_tv_1920x1080.png"))  # type: ignore[attr-defined]


@pytest.mark.parametrize(("language", "winners", "places"), [
    ("en", "Tie for 1st place: Anna and Bence",
     ["1", "Anna", "5,400", "1", "Bence", "5,400", "3", "Csilla", "", "4", "Dávid", ""]),
    ("hu", "Holtverseny az 1. helyen: Anna és Bence",
     ["1", "Anna", "5400", "1", "Bence", "5400", "3", "Csilla", "", "4", "Dávid", ""]),
])
def test_R_8_5_a_chop_with_equal_stacks_shows_both_winners_in_words(
        shared: Shared, browser_for: Callable[[str], object], language: str, winners: str,
        places: list[str]) -> None:
    """Anna and Bence, 10,000 chips each, chop the 10,800 by chips; Finish places them
    1st together (R-8.5): the page names both in words, where it read "Winner: Anna =
    Bence", and lists each at 1st with their 5,400."""
    from director.services.tournament.deals import DealService
    from director.services.tournament.tournament_service import TournamentService

    EventService(shared.db).start_clock(shared.event_id, T0)
    for i, name in enumerate(("Dávid", "Csilla")):
        bust(shared.db, shared.event_id, shared.entries[name], T0 + timedelta(minutes=i + 1))
    DealService(shared.db).record(shared.event_id, "chip chop", T0 + timedelta(minutes=3))
    TournamentService(shared.db).finish(shared.event_id, T0 + timedelta(minutes=4))
    shared.published(lambda d: d["winners"] == ["Anna", "Bence"])
    driver = browser_for(language)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",  # type: ignore[attr-defined]
                           {"width": 1024, "height": 600, "deviceScaleFactor": 1.0,
                            "mobile": False})
    driver.get(shared.url("clock", language))  # type: ignore[attr-defined]
    deadline = time.monotonic() + 10
    while text(driver, "winner") != winners:
        assert time.monotonic() < deadline, text(driver, "main")
        time.sleep(0.05)
    cells = driver.execute_script(  # type: ignore[attr-defined]
        "return [...document.querySelectorAll('#main td')].map(c => c.textContent);")
    assert [c.replace("\u00a0", " ").strip() for c in cells] == places
    OUT.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(OUT / f"room_tie_for_first_{language}_1024x600.png"))  # type: ignore[attr-defined]


@pytest.mark.parametrize(("language", "due"), [("en", "1,620(to be paid)"),
                                               ("hu", "1620(kifizetendő)")])
def test_R_8_5_two_tied_for_2nd_are_each_shown_half_of_2nd_and_3rd(
        shared: Shared, browser_for: Callable[[str], object], language: str,
        due: str) -> None:
    """Dávid out 4th, then Bence and Csilla out in one hand with 10,000 each: they
    tie for 2nd and share 2nd's 3,240 and 3rd's nothing, 1,620 each to be paid
    (R-8.5), where the Results page gave each 3,240."""
    from director.services.tournament.tournament_service import TournamentService

    tournaments = TournamentService(shared.db)
    bust(shared.db, shared.event_id, shared.entries["Dávid"], T0 + timedelta(minutes=1))
    for name in ("Bence", "Csilla"):
        tournaments.count_chips(shared.entries[name], 0, T0 + timedelta(minutes=2))
    tournaments.bust(shared.event_id, {shared.entries["Bence"]: 10_000,
                                       shared.entries["Csilla"]: 10_000},
                     T0 + timedelta(minutes=3))
    shared.published(lambda d: d["winners"] == ["Anna"])
    driver = browser_for(language)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",  # type: ignore[attr-defined]
                           {"width": 1024, "height": 600, "deviceScaleFactor": 1.0,
                            "mobile": False})
    driver.get(shared.url("results", language))  # type: ignore[attr-defined]
    shown(driver, "main", lambda said: "Csilla" in said)
    rows = driver.execute_script(  # type: ignore[attr-defined]
        "return [...document.querySelectorAll('#main tr')].slice(1)"
        ".map(r => [...r.querySelectorAll('td')].map(c => c.textContent));")
    assert [[c.replace("\u00a0", " ").replace("\u202f", " ") for c in row[1:]]
            for row in rows[1:3]] == [["Bence", due], ["Csilla", due]]
    assert [row[0] for row in rows] == ["1", "2", "2", "4"]
    OUT.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(OUT / f"room_tie_for_2nd_{language}_1024x600.png"))  # type: ignore[attr-defined]


@pytest.mark.parametrize(("language", "winners"), [
    ("en", "Tie for 1st place: Ca$h $& Kid and Bo$$ Béla"),
    ("hu", "Holtverseny az 1. helyen: Ca$h $& Kid és Bo$$ Béla"),
])
def test_names_with_dollar_signs_are_shown_as_the_director_typed_them(
        tmp_path: Path, browser_for: Callable[[str], object], language: str,
        winners: str) -> None:
    """Found in the audit of the room view: "Ca$h $& Kid" and "Bo$$ Béla" chop with
    10,000 chips each and share 1st place (R-8.5); the page said "Tie for 1st place:
    Ca$h {names} Kid and Bo$ Béla", the names read as patterns of JavaScript's
    String.replace. The results list them as typed too."""
    from director.services.tournament.deals import DealService
    from director.services.tournament.tournament_service import TournamentService

    with sharing(tmp_path, ("Ca$h $& Kid", "Bo$$ Béla", "Csilla", "Dávid")) as night_shared:
        EventService(night_shared.db).start_clock(night_shared.event_id, T0)
        for i, name in enumerate(("Dávid", "Csilla")):
            bust(night_shared.db, night_shared.event_id, night_shared.entries[name],
                 T0 + timedelta(minutes=i + 1))
        DealService(night_shared.db).record(night_shared.event_id, "chip chop",
                                             T0 + timedelta(minutes=3))
        TournamentService(night_shared.db).finish(night_shared.event_id,
                                                  T0 + timedelta(minutes=4))
        night_shared.published(lambda d: d["winners"] == ["Ca$h $& Kid", "Bo$$ Béla"])
        driver = browser_for(language)
        size(driver, "phone")
        driver.get(night_shared.url("clock", language))  # type: ignore[attr-defined]
        deadline = time.monotonic() + 10
        while not text(driver, "winner"):
            assert time.monotonic() < deadline, text(driver, "main")
            time.sleep(0.05)
        assert text(driver, "winner") == winners
        names = driver.execute_script(  # type: ignore[attr-defined]
            "return [...document.querySelectorAll('#main td:nth-child(2)')]"
            ".map(c => c.textContent);")
        assert names == ["Bo$$ Béla", "Ca$h $& Kid", "Csilla", "Dávid"]
        OUT.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(OUT / f"room_dollar_names_{language}_phone.png"))  # type: ignore[attr-defined]


@pytest.mark.parametrize("language", ["en", "hu"])
def test_find_my_seat_shows_every_column_on_a_phone_with_long_hungarian_names(
        tmp_path: Path, browser_for: Callable[[str], object], language: str) -> None:
    """Found in the audit of the room view: on a phone (390 px) the Seat column of "Find
    my seat" went off the screen's right edge (to 428 px) once a player was called
    "Szentgyörgyvölgyi Erzsébet": the name's long word set the column's width. A name
    now wraps, within the word where it must, and Player, Table and Seat all show."""
    players = ("Anna", "Szentgyörgyvölgyi Erzsébet", "Hódmezővásárhelyi-Kiss Bartholomew",
               "Kovácsné Szentgyörgyvölgyiné")
    with sharing(tmp_path, players) as night_shared:
        driver = browser_for(language)
        size(driver, "phone")
        driver.get(night_shared.url("seating", language))  # type: ignore[attr-defined]
        shown(driver, "main", lambda said: "Szentgyörgyvölgyi" in said)
        seen = driver.execute_script(  # type: ignore[attr-defined]
            "const rows = [...document.querySelectorAll('table.list tr')];"
            "return {screen: document.documentElement.clientWidth,"
            " page: document.documentElement.scrollWidth,"
            " rows: rows.map(r => [...r.children].map(c => ["
            "   c.textContent, Math.round(c.getBoundingClientRect().left),"
            "   Math.round(c.getBoundingClientRect().right)]))};")
        assert seen["page"] <= seen["screen"] == 390, "nothing wider than the phone"
        for row in seen["rows"]:
            assert len(row) == 3 and all(0 <= left < right <= 390 for _, left, right in row), row
        assert sorted(row[0][0] for row in seen["rows"][1:]) == sorted(players)
        OUT.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(OUT / f"room_seating_long_names_{language}_phone.png"))  # type: ignore[attr-defined]


@pytest.mark.parametrize(("language", "said"), [
    ("en", "Hand for hand · hand 2 · Paused"),
    ("hu", "Leosztásonként együtt · 2. leosztás · Megállítva")])
def test_R_8_5_the_clock_page_says_hand_for_hand_and_its_hand(
        shared: Shared, browser_for: Callable[[str], object], language: str, said: str
        ) -> None:
    """The room's clock page names the hand-for-hand hand the tables play, as the clock
    display does, beside the clock's own state; gone once the director ends it."""
    hfh = HandForHandService(shared.db)
    hfh.start(shared.event_id, T0)
    hfh.next_hand(shared.event_id, T0)
    shared.published(lambda d: d["clock"]["hand_for_hand"] == 2)  # type: ignore[index]
    driver = browser_for(language)
    size(driver, "tv")
    driver.get(shared.url("clock", language))  # type: ignore[attr-defined]
    assert shown(driver, "state", lambda text: text == said) == said
    OUT.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(OUT / f"room_hand_for_hand_{language}_tv.png"))  # type: ignore[attr-defined]
    hfh.stop(shared.event_id, T0)
    shared.published(lambda d: d["clock"]["hand_for_hand"] is None)  # type: ignore[index]
    shown(driver, "state", lambda text: "hand" not in text.lower() and "leosztás" not in text)


def time_classes(driver: object) -> list[str]:
    """The classes of the clock page's time, read in one step (the page redraws it)."""
    script = "const e = document.getElementById('time'); return e ? e.className : '';"
    return str(driver.execute_script(script)).split()  # type: ignore[attr-defined]


def test_R_8_2_the_last_level_run_out_is_no_last_minute_on_the_room_page(
        shared: Shared, browser_for: Callable[[str], object]) -> None:
    """R-8.2, the end of the structure: the last level (100 / 200, 20 minutes) started
    at 19:00 ran out at 19:20 and play goes on at its blinds. At 19:50 the room's clock
    page shows 0:00 under "Last level", not in the last minute's colours as if the
    level were about to end; 30 seconds added make a real last minute again."""
    events = EventService(shared.db)
    events.start_clock(shared.event_id, T0, level_index=3)
    shared.published(lambda d: d["clock"]["running"])  # type: ignore[index]
    shared.clock.now = T0 + timedelta(minutes=50)
    driver = browser_for("en")
    size(driver, "tv")
    driver.get(shared.url("clock"))  # type: ignore[attr-defined]
    assert shown(driver, "time", lambda said: said == "0:00") == "0:00"
    assert text(driver, "state") == "Last level"
    time.sleep(0.5)  # a few of the page's ticks
    classes = time_classes(driver)
    assert "last-minute" not in classes
    events.add_time(shared.event_id, shared.clock.now, 30)
    shared.published(lambda d: d["clock"]["remaining_ms"] == 30_000)  # type: ignore[index]
    shown(driver, "time", lambda said: said in ("0:30", "0:29"))
    classes = time_classes(driver)
    assert "last-minute" in classes


def horse_night(db: Database, players: Sequence[str]) -> tuple[int, dict[str, int]]:
    """The four players' night played as H.O.R.S.E. (the template's levels)."""
    horse = BlindStructure.from_structure(load_template("horse")).model_dump(mode="json")
    event_id = EventService(db).create_event(
        "tournament", "H.O.R.S.E. Friday", {**SETTINGS, "game": "horse", "blinds": horse}, T0)
    return event_id, {}


@pytest.mark.parametrize(("language", "razz", "stud", "bets"),
                         [("en", "Razz", "Seven-card stud", "Bets 100 / 200"),
                          ("hu", "Razz", "Hétlapos stud", "Tétek 100 / 200")])
def test_R_8_1_the_room_page_names_a_mixed_rotations_games(
        tmp_path: Path, browser_for: Callable[[str], object], language: str, razz: str,
        stud: str, bets: str) -> None:
    """R-8.1, mixed rotations: on a H.O.R.S.E. night the room's clock page said "Level 3",
    "200 / 400" and "Next level: 300 / 600 · Ante 50 · Bring-in 75" and never which
    game is dealt, nor the bets of limit hold'em (level 1: 50 / 100, bets 100 / 200).
    The level names its game, the next level names the game it turns to, and a
    hold'em level shows its bets, as the clock display does."""
    with sharing(tmp_path, (), event=horse_night) as shared:
        events = EventService(shared.db)
        events.start_clock(shared.event_id, T0)
        shared.published(lambda d: d["clock"]["running"])  # type: ignore[index]
        driver = browser_for(language)
        size(driver, "tv")
        driver.get(shared.url("clock", language))  # type: ignore[attr-defined]
        shown(driver, "ante", lambda said: said == bets)
        events.go_to_level(shared.event_id, T0, 2)  # level 3: razz, then stud
        shared.published(lambda d: d["clock"]["level_index"] == 2)  # type: ignore[index]
        level = shown(driver, "level", lambda said: razz in said)
        assert level.endswith(f" · {razz}"), level
        following = text(driver, "next")
        assert f"{stud} · 300 / 600" in following, following


CHIPS_NIGHT = {**SETTINGS,
               "blinds": {"levels": [{"small_blind": 25, "big_blind": 50, "minutes": 20},
                                     {"minutes": 10, "is_break": True, "color_up": [25]},
                                     {"small_blind": 100, "big_blind": 200, "minutes": 20}],
                          "chips": [25, 100, 500]},
               "chips": [{"value": 25, "color": "green", "count": 400},
                         {"value": 100, "color": "black", "count": 400},
                         {"value": 500, "color": "purple", "count": 200}]}


def chips_night(db: Database, players: Sequence[str]) -> tuple[int, dict[str, int]]:
    """The four at Table 1 with a chip set, the break after level 1 coloring up the 25s."""
    events, tournaments = EventService(db), TournamentService(db)
    event_id = events.create_event("tournament", "Friday Freezeout", CHIPS_NIGHT, T0)
    entries = {name: tournaments.register(event_id, events.add_player(name, T0), T0)
               for name in players}
    SeatingService(db).open_tables(event_id, 1, T0)
    SeatingService(db).draw_seats(event_id, T0, random.Random(4))
    return event_id, entries


@pytest.mark.parametrize(("language", "to_do", "done"), [
    ("en", "Color up: the 25 chips leave play", "Colored up: the 25 chips are out of play"),
    ("hu", "Zsetoncsere: 25 címletű zsetonok kikerülnek a játékból",
     "Zsetoncsere kész: 25 címletű zsetonok kikerültek a játékból")])
def test_R_8_3_the_break_says_its_color_up_is_done_once_the_director_made_it(
        tmp_path: Path, browser_for: Callable[[str], object], language: str, to_do: str,
        done: str) -> None:
    """At the break that colors up the 25s the room's clock page asks for it; once the
    director's color-up took the 25s off every table it says so (it went on asking),
    and asks again when the color-up is taken back with Ctrl+Z."""
    with sharing(tmp_path, event=chips_night) as shared:
        events = EventService(shared.db)
        events.start_clock(shared.event_id, T0)
        at_break = shared.clock.now = T0 + timedelta(minutes=21)
        events.go_to_level(shared.event_id, at_break, 1)
        shared.published(lambda d: d["clock"]["color_up"] == [25])  # type: ignore[index]
        driver = browser_for(language)
        size(driver, "tv")
        driver.get(shared.url("clock", language))  # type: ignore[attr-defined]
        shown(driver, "color-up", lambda said: said == to_do)
        colors = ColorUpService(shared.db)
        plan = colors.plan(shared.event_id, at_break)
        colors.color_up(shared.event_id, 25, {s.entry_id: s.chips for s in plan.seats},
                        at_break, random.Random(3))
        shared.published(lambda d: d["clock"]["colored_up"] == [25]  # type: ignore[index]
                         and d["clock"]["color_up"] == [])  # type: ignore[index]
        shown(driver, "color-up", lambda said: said == done)
        OUT.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(OUT / f"room_colored_up_{language}_tv.png"))  # type: ignore[attr-defined]
        events.undo_last(shared.event_id, at_break)
        shown(driver, "color-up", lambda said: said == to_do)


@pytest.mark.parametrize(("language", "heads", "bence"), [
    ("en", "Place Player Prize Bounties", "Bence  500"),
    ("hu", "Helyezés Játékos Díj Fejpénzek", "Bence  500")])
def test_R_8_5_the_results_page_of_a_knockout_lists_the_bounties_each_won(
        tmp_path: Path, browser_for: Callable[[str], object], language: str, heads: str,
        bence: str) -> None:
    """The Results paper of a bounty tournament lists the bounties each player won; the
    room's Results page did not (its players asked the director). Bence knocked Dávid
    out in a progressive knockout: half of Dávid's 1,000 at once (3rd place pays nothing
    here: an empty cell)."""
    with sharing(tmp_path, event=knockout_night) as night:
        TournamentService(night.db).bust(night.event_id, {night.entries["Dávid"]: 0}, T0,
                                         eliminators=(night.entries["Bence"],))
        TournamentService(night.db).bust(night.event_id, {night.entries["Bence"]: 0}, T0,
                                         eliminators=(night.entries["Anna"],))
        night.published(lambda d: len(d["results"]) == 2)  # type: ignore[arg-type]
        driver = browser_for(language)
        size(driver, "phone")
        driver.get(night.url("results", language))  # type: ignore[attr-defined]
        shown(driver, "main", lambda said: "Bence" in said)
        cells = driver.execute_script(  # type: ignore[attr-defined]
            "return [...document.querySelectorAll('tr')].map(r => [...r.children]"
            ".map(c => c.textContent).join(' '));")
        assert cells[0] == heads
        assert cells[1] == "3 " + bence and cells[2] == "4 Dávid  "
