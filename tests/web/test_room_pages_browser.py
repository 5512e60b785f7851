"""The room's pages as players and the director use them on their phones, in headless
Chromium over a night shared from a database (``shared_night``): Find my seat keeps
its place at every push, and a push comes only when something the pages show
changed."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from datetime import timedelta
from pathlib import Path

import pytest

from director.services.events import console_queries as q
from director.services.events.event_service import EventService
from director.services.seating.seating_service import SeatingService
from director.services.tables.dealer_session import DealerSession
from director.services.tournament.hand_for_hand import HandForHandService
from director.services.tournament.tournament_service import TournamentService
from director.store.db import Database
from tests.services.night import fold_to_big_blind
from tests.services.room_night import SETTINGS, T0, add_on_night, bust, knockout_night
from tests.web.browser import OUT, browser_for, kept_browsers, shown, size, text
from tests.web.shared_night import sharing

__all__ = ["browser_for", "kept_browsers"]

pytestmark = pytest.mark.browser

SURNAMES = ("Nagy", "Kovács", "Tóth", "Szabó", "Horváth", "Varga", "Kiss", "Molnár")
FIRST_NAMES = ("Anna", "Bence", "Csilla", "Dávid", "Emese")
FORTY = tuple(f"{last} {first}" for last in SURNAMES for first in FIRST_NAMES)


def big_field(db: Database, players: Sequence[str]) -> tuple[int, dict[str, int]]:
    """A tournament of ``players`` drawn to seats at seven tables."""
    events, tournaments = EventService(db), TournamentService(db)
    event_id = events.create_event("tournament", "Saturday Deepstack", {
        **SETTINGS, "payouts": {"rows": [{"min_entries": 2, "max_entries": 100,
                                          "percents": [70, 30]}]}}, T0)
    entries = {name: tournaments.register(event_id, events.add_player(name, T0), T0)
               for name in players}
    SeatingService(db).open_tables(event_id, 7, T0)
    SeatingService(db).draw_seats(event_id, T0, random.Random(4))
    return event_id, entries


def test_find_my_seat_keeps_its_place_at_every_push_and_takes_no_focus(
        tmp_path: Path, browser_for: Callable[[str], object]) -> None:
    """Found in the audit of the room view: a player scrolled down Find my seat to their
    name; a bust at another table jumped the page back to the top and put the cursor
    in the search box (on a phone: the keyboard up), at every push, even one of a
    change the page does not show (a stack counted, which is the director's only).
    Now a push redraws the list in place, never takes the focus, and a change the
    pages do not show is not pushed at all."""
    with sharing(tmp_path, FORTY, event=big_field) as night:
        driver = browser_for("en")
        size(driver, "phone")
        driver.get(night.url("seating"))  # type: ignore[attr-defined]
        shown(driver, "main", lambda said: "Varga Emese" in said)
        driver.execute_script(  # type: ignore[attr-defined]
            "window.pushes = 0; document.addEventListener('room-update', () => window.pushes++);"
            "document.activeElement.blur(); window.scrollTo(0, 1000);")  # a finger on the list
        time.sleep(0.2)
        assert driver.execute_script("return window.scrollY;") == 1000  # type: ignore[attr-defined]
        bust(night.db, night.event_id, night.entries["Horváth Anna"], T0 + timedelta(minutes=1))
        shown(driver, "main", lambda said: "Horváth Anna" not in said)
        place, focused, pushes = driver.execute_script(  # type: ignore[attr-defined]
            "return [window.scrollY, document.activeElement.id, window.pushes];")
        assert pushes == 1
        assert abs(place - 1000) <= 80, f"the page moved from 1000 to {place}"
        assert focused != "find", "a push takes no focus"
        OUT.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(OUT / "room_seating_after_a_push_en_phone.png"))  # type: ignore[attr-defined]
        # A stack counted changes the director's view only: nothing is pushed.
        TournamentService(night.db).count_chips(night.entries["Kiss Bence"], 12_000,
                                                T0 + timedelta(minutes=2))
        deadline = time.monotonic() + 10
        while '"stack":12000' not in night.server.data.read()[1]:  # the feed published it
            assert time.monotonic() < deadline, "the count was not published"
            time.sleep(0.05)
        time.sleep(0.5)
        assert driver.execute_script("return window.pushes;") == 1  # type: ignore[attr-defined]
        # Someone typing keeps the box's text and focus through a push.
        box = driver.find_element("id", "find")  # type: ignore[attr-defined]
        box.send_keys("kiss")
        assert text(driver, "seating-list").count("Kiss") == 5
        bust(night.db, night.event_id, night.entries["Kiss Anna"], T0 + timedelta(minutes=3))
        shown(driver, "seating-list", lambda said: said.count("Kiss") == 4)
        still = driver.execute_script(  # type: ignore[attr-defined]
            "return [document.activeElement.id, document.getElementById('find').value];")
        assert still == ["find", "kiss"]


def table_1_panel(db: Database, event_id: int) -> DealerSession:
    """The dealer panel's session at Table 1, hold'em 25/50, the button at seat 1."""
    from director.engine.hand.facts.betting import Betting
    from director.services.events import console_queries
    from director.services.tables.dealer_session import TableGame
    from director.services.tables.table_service import TableService

    [table] = console_queries.tables(db, event_id)
    return DealerSession.at_table(TableService(db), table.table_id, TableGame(
        "holdem", Betting.no_limit(50), small_blind=25, big_blind=50), 1)


def hand_running(db: Database, event_id: int) -> None:
    """A hand of hold'em started at Table 1's dealer panel (the blinds posted), still
    being played: a bust there waits for it to end."""
    panel = table_1_panel(db, event_id)
    panel.advance()
    panel.advance()


def hand_dealt(db: Database, event_id: int) -> None:
    """A hand of hold'em dealt whole at Table 1's dealer panel (everyone folds to the
    big blind): the table's stacks are the panel's."""
    fold_to_big_blind(table_1_panel(db, event_id))


def sign_in(driver: object, pin: str, seen: str = "Anna") -> None:
    """The director types the PIN on the remote's page and signs in (``seen``: then on
    the page)."""
    from selenium.webdriver.common.by import By

    shown(driver, "main", lambda said: bool(driver.find_elements(By.ID, "pin")))  # type: ignore[attr-defined]
    driver.find_element(By.ID, "pin").send_keys(pin)  # type: ignore[attr-defined]
    driver.find_element(By.ID, "sign-in").click()  # type: ignore[attr-defined]
    shown(driver, "main", lambda said: seen in said)


def test_the_remote_shows_a_stack_counted_though_nothing_is_pushed(
        tmp_path: Path, browser_for: Callable[[str], object]) -> None:
    """A stack counted changes the director's view only, which is not pushed to the
    room: the remote reads its view every few seconds and shows the count."""
    with sharing(tmp_path, remote=True) as night:
        driver = browser_for("en")
        size(driver, "phone")
        driver.get(night.url("remote"))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin)
        assert "12,500" not in text(driver, "main")
        TournamentService(night.db).count_chips(night.entries["Bence"], 12_500,
                                                T0 + timedelta(minutes=1))
        shown(driver, "main", lambda said: "12,500" in said)


def test_a_tap_on_the_remote_survives_a_redraw_between_press_and_release(
        tmp_path: Path, browser_for: Callable[[str], object]) -> None:
    """Seen in CI: Bust pressed on the phone as the remote's read brought a change did
    nothing: the redraw replaced every row (the press on a button no longer in the
    page) or moved it (Bence busted at the laptop is listed above the rows, which go
    down by his line, away from the finger). Now a redraw waits while a finger is on
    the screen and changes rows in place: Csilla's Bust pressed before Bence's bust
    reaches the phone and released after it opens Csilla's sheet, then the page shows
    Bence out."""
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By

    with sharing(tmp_path, remote=True) as night:
        driver = browser_for("en")
        size(driver, "phone")
        driver.get(night.url("remote"))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin)
        driver.execute_script(  # type: ignore[attr-defined]
            "window.reads = 0; const fetched = window.fetch;"
            "window.fetch = (...args) => fetched(...args).then((answer) => {"
            " if (String(args[0]).includes('/api/remote/view')) window.reads += 1;"
            " return answer; });")
        [row] = [b for b in driver.find_elements(By.CSS_SELECTOR, ".player")  # type: ignore[attr-defined]
                 if "Csilla" in b.text]
        ActionChains(driver).click_and_hold(  # type: ignore[arg-type]
            row.find_element(By.CSS_SELECTOR, "button[data-entry]")).perform()
        bust(night.db, night.event_id, night.entries["Bence"], T0 + timedelta(minutes=1))
        deadline = time.monotonic() + 10
        while not driver.execute_script("return window.reads"):  # type: ignore[attr-defined]
            assert time.monotonic() < deadline, "the phone never read Bence's bust"
            time.sleep(0.05)
        time.sleep(0.3)  # the read's answer drawn, were the finger not down
        assert "Bence" in text(driver, "players")
        ActionChains(driver).release().perform()  # type: ignore[arg-type]
        shown(driver, "bust-part", lambda said: said.startswith("Csilla is out"))
        shown(driver, "out-part", lambda said: "Bence" in said)
        assert "Bence" not in text(driver, "players")


def test_the_hungarian_remote_answers_in_hungarian(
        tmp_path: Path, browser_for: Callable[[str], object]) -> None:
    """Found in the audit of the room view: the Hungarian remote said "Kész: clock
    started" and "Elutasítva: rebuys closed at the end of level 2; ...": the program's
    answer came in English whatever the page's language. It is now said in the page's
    language, through the program's own catalogues."""
    from selenium.webdriver.common.by import By

    with sharing(tmp_path, remote=True) as night:
        driver = browser_for("hu")
        size(driver, "phone")
        driver.get(night.url("remote", "hu"))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin)
        driver.find_element(By.ID, "start").click()  # type: ignore[attr-defined]
        shown(driver, "message", lambda said: said == "Kész: az óra elindult")
        shown(driver, "main", lambda said: bool(driver.find_elements(By.ID, "pause")))  # type: ignore[attr-defined]
        _tap(driver, "button[data-entry]", "Anna")
        hand_running(night.db, night.event_id)
        # found and pressed in one step: the remote's read of the running hand may
        # redraw the sheet between a lookup and a click
        driver.execute_script("document.getElementById('do-bust').click();")  # type: ignore[attr-defined]
        shown(driver, "message", lambda said: said == (
            "Elutasítva: az 1. asztal 1. széke a még folyó 1. leosztásban ül: a játékos akkor "
            "esik ki, amikor a leosztás véget ért és elfogytak a zsetonjai"))
        OUT.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(OUT / "room_remote_refused_hu_phone.png"))  # type: ignore[attr-defined]


def mixed_games(db: Database, players: Sequence[str]) -> tuple[int, dict[str, int]]:
    """A cash night of stud, draw and guts: one player waiting for each of four games."""
    from director.engine.event.cash_tables import Stakes
    from director.services.cash.cash_tables import CashTableService

    events = EventService(db)
    event_id = events.create_event("cash", "Thursday mixed games", {
        "game": "stud", "limit": "fixed limit", "ante": 10, "bring_in": 30, "small_bet": 100,
        "big_bet": 200, "min_buy_in": 2000}, T0)
    lists = (Stakes("stud", "fixed limit", ante=10, bring_in=30, small_bet=100, big_bet=200),
             Stakes("stud", "fixed limit", ante=25, bring_in=50, small_bet=200, big_bet=400),
             Stakes("draw", "no limit", ante=25, small_bet=100),
             Stakes("guts-survivor", "fixed limit", ante=50))
    for name, stakes in zip(players, lists, strict=True):
        CashTableService(db).add_waiting(event_id, events.add_player(name, T0), stakes, T0)
    return event_id, {}


@pytest.mark.parametrize(("language", "headings"), [
    ("en", ["Seven-card stud, fixed limit 100/200, ante 10, bring-in 30",
            "Seven-card stud, fixed limit 200/400, ante 25, bring-in 50",
            "Five-card draw, no limit, ante 25, smallest bet 100",
            "Guts (survivor), ante 50"]),
    ("hu", ["Hétlapos stud, fix limit 100/200, ante 10, bring-in 30",
            "Hétlapos stud, fix limit 200/400, ante 25, bring-in 50",
            "Ötlapos húzós póker, no limit, ante 25, legkisebb tét 100",
            "Guts (túlélő), ante 50"]),
])
def test_the_waiting_list_heads_each_list_with_its_stakes_as_the_cash_tables_page_does(
        tmp_path: Path, browser_for: Callable[[str], object], language: str,
        headings: list[str]) -> None:
    """Found in the audit of the room view: the Waiting list page headed a stud list
    "Seven-card stud, Fixed limit 0/0" (the same for both stud lists), a draw list
    "Five-card draw, No limit 0/0" and a guts list "guts-survivor, Fixed limit 0/0":
    it knew blinds only. Each list is now headed by its stakes as the cash tables
    page words them, in the page's language; and its # column, which took over a
    quarter of the phone's width, is as narrow as its figures."""
    with sharing(tmp_path, ("Gábor", "Hajni", "Ildi", "János"), event=mixed_games) as night:
        driver = browser_for(language)
        size(driver, "phone")
        driver.get(night.url("waiting", language))  # type: ignore[attr-defined]
        shown(driver, "main", lambda said: "János" in said)
        said = driver.execute_script(  # type: ignore[attr-defined]
            "return [...document.querySelectorAll('main h2')].map(h => h.textContent);")
        assert said == headings
        assert driver.execute_script(  # type: ignore[attr-defined]
            "return document.documentElement.scrollWidth <= window.innerWidth;")
        places = driver.execute_script(  # type: ignore[attr-defined]
            "return [...document.querySelectorAll('table.list th.num')]"
            ".map(th => th.getBoundingClientRect().width / th.closest('table').clientWidth);")
        assert len(places) == 4 and max(places) < 0.2, \
            f"a list's # column as narrow as its figures: {places}"
        OUT.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(OUT / f"room_waiting_stakes_{language}_phone.png"))  # type: ignore[attr-defined]


def test_a_long_name_on_the_remote_wraps_clear_of_its_buttons(
        tmp_path: Path, browser_for: Callable[[str], object]) -> None:
    """Seen in the screenshots of the room view's fixes: on a phone (390 px) the remote
    wrote "Szentgyörgyvölgyi" under that player's Bust button. A long name now wraps,
    within the word where it must, beside the buttons."""
    players = ("Anna", "Szentgyörgyvölgyi Erzsébet", "Hódmezővásárhelyi-Kiss Bartholomew",
               "Dávid")
    with sharing(tmp_path, players, remote=True) as night:
        driver = browser_for("en")
        size(driver, "phone")
        driver.get(night.url("remote"))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin)
        overlaps = driver.execute_script(  # type: ignore[attr-defined]
            "return [...document.querySelectorAll('.player')].map(p => {"
            " const name = p.querySelector('.name'), range = document.createRange();"
            " range.selectNodeContents(name);"
            " return [name.textContent, Math.round(range.getBoundingClientRect().right),"
            "         Math.round(p.querySelector('.acts').getBoundingClientRect().left)];"
            "}).filter(([_name, right, buttons]) => right > buttons);")
        assert overlaps == []
        OUT.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(OUT / "room_remote_long_names_en_phone.png"))  # type: ignore[attr-defined]


def _tap(driver: object, css: str, within: str = "") -> None:
    """A tap on the element ``css`` (in the player's box whose text has ``within``)."""
    from selenium.webdriver.common.by import By

    boxes = driver.find_elements(By.CSS_SELECTOR, ".player" if within else "body")  # type: ignore[attr-defined]
    [box] = [b for b in boxes if within in b.text]
    box.find_element(By.CSS_SELECTOR, css).click()


@pytest.mark.parametrize(("language", "asked", "unnamed", "done"), [
    ("en", "Who won the pot? The bounty on Dávid is paid to them",
     "Choose who won the pot: the bounty on Dávid is paid to them",
     "Done: Dávid busted, knocked out by Anna"),
    ("hu", "Ki nyerte a kasszát? Dávid fejpénzét ő kapja",
     "Válaszd ki, ki nyerte a kasszát: Dávid fejpénzét ő kapja",
     "Kész: Dávid kiesett, Anna ütötte ki")])
def test_R_8_5_a_bust_on_the_remote_in_a_knockout_asks_who_won_the_pot(
        tmp_path: Path, browser_for: Callable[[str], object], language: str, asked: str,
        unnamed: str, done: str) -> None:
    """Seen: in a bounty tournament the remote's Bust could never be done: every tap was
    refused, "a bust needs whoever won the pot", and the phone had no way to say who.
    Now Bust opens the bust's sheet, which asks it: the players at the busted player's
    table each a button (Cancel asks nothing and does nothing; Bust with nobody named
    says why and waits); the bust names the winner, who is paid the bounty as at the
    console (progressive: half at once, half onto their own head). Three taps, as
    before: Bust, the winner, Bust."""
    from selenium.webdriver.common.by import By

    with sharing(tmp_path, event=knockout_night, remote=True) as night:
        driver = browser_for(language)
        size(driver, "phone")
        driver.get(night.url("remote", language))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin)
        _tap(driver, "button[data-entry]", "Csilla")  # the wrong one: Cancel
        shown(driver, "bust-title", lambda said: "Csilla" in said)
        driver.find_element(By.ID, "cancel-bust").click()  # type: ignore[attr-defined]
        shown(driver, "main", lambda said: not driver.find_elements(By.ID, "bust-sheet"))  # type: ignore[attr-defined]
        _tap(driver, "button[data-entry]", "Dávid")
        shown(driver, "won-by-title", lambda said: said == asked)
        offered = driver.find_elements(By.CSS_SELECTOR, "#won-by button[data-won-by]")  # type: ignore[attr-defined]
        assert sorted(b.text.split("\n")[0] for b in offered) == ["Anna", "Bence", "Csilla"]
        driver.find_element(By.ID, "do-bust").click()  # type: ignore[attr-defined]
        shown(driver, "message", lambda said: said == unnamed)
        assert driver.find_elements(By.ID, "bust-sheet")  # type: ignore[attr-defined]
        [anna] = [b for b in offered if b.text.startswith("Anna")]
        anna.click()
        pressed = driver.find_element(By.CSS_SELECTOR, "#won-by [aria-pressed=true]")  # type: ignore[attr-defined]
        assert pressed.text.startswith("Anna") and text(driver, "message") == ""
        OUT.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(OUT / f"room_remote_won_by_{language}_phone.png"))  # type: ignore[attr-defined]
        assert [e.place for e in q.entries(night.db, night.event_id)] == [None] * 4
        driver.find_element(By.ID, "do-bust").click()  # type: ignore[attr-defined]
        shown(driver, "message", lambda said: said == done)
        entries = {e.player: e for e in q.entries(night.db, night.event_id)}
        assert entries["Dávid"].place == 4 and entries["Csilla"].place is None
        assert entries["Anna"].bounties_won == 500 and entries["Anna"].bounty == 1500
        assert not driver.find_elements(By.ID, "bust-sheet")  # type: ignore[attr-defined]


@pytest.mark.parametrize(("language", "title", "done"), [
    ("en", "Out in the same hand: Csilla, Dávid", "Done: Csilla, Dávid busted"),
    ("hu", "Ugyanabban a leosztásban estek ki: Csilla, Dávid",
     "Kész: Csilla, Dávid kiesett")])
def test_R_8_5_two_out_in_one_hand_on_the_phone_finish_by_who_had_more(
        tmp_path: Path, browser_for: Callable[[str], object], language: str, title: str,
        done: str) -> None:
    """Two out in the same hand at a table dealt on the felt: on Csilla's Bust the sheet
    offers the others at her table as also out; with Dávid chosen it asks who had more
    chips when the hand began. Dávid had more: he finishes 3rd, Csilla 4th, whatever
    the order they were tapped in (before, the phone busted one at a time and the
    first tapped finished lower). Four taps and a choice."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    with sharing(tmp_path, remote=True) as night:
        driver = browser_for(language)
        size(driver, "phone")
        driver.get(night.url("remote", language))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin)
        _tap(driver, "button[data-entry]", "Csilla")
        also = driver.find_elements(By.CSS_SELECTOR, "#also-out button[data-also-out]")  # type: ignore[attr-defined]
        assert sorted(b.text.split("\n")[0] for b in also) == ["Anna", "Bence", "Dávid"]
        assert not driver.find_elements(By.ID, "ranks")  # type: ignore[attr-defined]
        [david] = [b for b in also if b.text.startswith("Dávid")]
        david.click()
        shown(driver, "bust-title", lambda said: said == title)
        entries = {e.player: e.entry_id for e in q.entries(night.db, night.event_id)}
        Select(driver.find_element(  # type: ignore[attr-defined]
            By.CSS_SELECTOR, f"select[data-rank='{entries['Dávid']}']")).select_by_value("1")
        Select(driver.find_element(  # type: ignore[attr-defined]
            By.CSS_SELECTOR, f"select[data-rank='{entries['Csilla']}']")).select_by_value("2")
        OUT.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(OUT / f"room_remote_two_out_{language}_phone.png"))  # type: ignore[attr-defined]
        driver.find_element(By.ID, "do-bust").click()  # type: ignore[attr-defined]
        shown(driver, "message", lambda said: said == done)
        places = {e.player: e.place for e in q.entries(night.db, night.event_id)}
        assert places == {"Anna": None, "Bence": None, "Csilla": 4, "Dávid": 3}
        shown(driver, "players", lambda said: "Csilla" not in said and "Dávid" not in said)


def test_R_8_5_the_bust_sheet_keeps_its_choices_through_a_redraw(
        tmp_path: Path, browser_for: Callable[[str], object]) -> None:
    """A push bringing a change (Bence's rebuy at the laptop) while the bust sheet asks
    who had more: the sheet shows his new stack, and its fields stay the
    ones the director is using (a picker open on the phone is not swept away and
    reopened empty by the redraw); the choice made stays, and Bust sends it."""
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    with sharing(tmp_path, remote=True) as night:
        driver = browser_for("en")
        size(driver, "phone")
        driver.get(night.url("remote"))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin)
        entries = {e.player: e.entry_id for e in q.entries(night.db, night.event_id)}
        _tap(driver, "button[data-entry]", "Csilla")
        _tap(driver, f"button[data-also-out='{entries['Dávid']}']")
        csilla_rank = f"select[data-rank='{entries['Csilla']}']"
        Select(driver.find_element(By.CSS_SELECTOR, csilla_rank)).select_by_value("1")  # type: ignore[attr-defined]
        driver.execute_script(  # type: ignore[attr-defined]
            "window.field = document.querySelector(arguments[0]);", csilla_rank)
        TournamentService(night.db).rebuy(night.entries["Bence"], T0 + timedelta(minutes=1))
        shown(driver, "bust-part", lambda said: "20,000" in said)
        assert driver.execute_script(  # type: ignore[attr-defined]
            "return [window.field.isConnected, window.field.value];") == [True, "1"]
        driver.find_element(By.ID, "do-bust").click()  # type: ignore[attr-defined]
        shown(driver, "message", lambda said: said == "Done: Csilla, Dávid busted")
        places = {e.player: e.place for e in q.entries(night.db, night.event_id)}
        assert places == {"Anna": None, "Bence": None, "Csilla": 3, "Dávid": 4}


@pytest.mark.parametrize(("language", "where"), [
    ("en", "Table 1 · Seat 1 · 10,000 · in hand 1"),
    ("hu", "1. asztal · Szék 1 · 10\u00a0000 · játékban: 1. leosztás")])
def test_R_8_6_no_bust_on_the_phone_for_a_player_in_a_running_hand(
        tmp_path: Path, browser_for: Callable[[str], object], language: str,
        where: str) -> None:
    """A hand running at Table 1's dealer panel: the remote says who is in it and greys
    their Bust (a player busts once the hand is over, as the services say), read within
    the remote's few seconds. Once the hand is over, Bust is back."""
    from selenium.webdriver.common.by import By

    def bust_of(name: str) -> object:
        [box] = [b for b in driver.find_elements(By.CSS_SELECTOR, ".player")  # type: ignore[attr-defined]
                 if b.text.startswith(name)]
        return box.find_element(By.CSS_SELECTOR, "button[data-entry]")

    with sharing(tmp_path, remote=True) as night:
        driver = browser_for(language)
        size(driver, "phone")
        driver.get(night.url("remote", language))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin)
        panel = table_1_panel(night.db, night.event_id)
        panel.advance()
        panel.advance()
        dealt = set(panel.seats)
        shown(driver, "players", lambda said: where in said)
        for entry in q.entries(night.db, night.event_id):
            assert bust_of(entry.player).is_enabled() == (entry.seat not in dealt), entry  # type: ignore[attr-defined]
        OUT.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(OUT / f"room_remote_in_hand_{language}_phone.png"))  # type: ignore[attr-defined]
        fold_to_big_blind(panel)
        in_hand = where.split(" · ")[-1]
        shown(driver, "players", lambda said: in_hand not in said)
        assert all(bust_of(e.player).is_enabled()  # type: ignore[attr-defined]
                   for e in q.entries(night.db, night.event_id))


def test_R_8_5_two_out_in_a_hand_the_panel_dealt_are_not_asked_who_had_more(
        tmp_path: Path, browser_for: Callable[[str], object]) -> None:
    """Where the dealer panel dealt the table's last hand, the phone asks nothing about
    the stacks (the panel's own starting stacks order those out, as at the console):
    it says so, and Bust sends no order of its own."""
    from selenium.webdriver.common.by import By

    with sharing(tmp_path, remote=True) as night:
        hand_dealt(night.db, night.event_id)
        driver = browser_for("en")
        size(driver, "phone")
        driver.get(night.url("remote"))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin)
        _tap(driver, "button[data-entry]", "Csilla")
        driver.find_element(  # type: ignore[attr-defined]
            By.XPATH, "//div[@id='also-out']/button[contains(., 'Dávid')]").click()
        shown(driver, "dealt-orders", lambda said: said == (
            "The dealer panel dealt this hand at Table 1: the chips they began it with "
            "order them."))
        assert not driver.find_elements(By.ID, "ranks")  # type: ignore[attr-defined]
        driver.find_element(By.ID, "do-bust").click()  # type: ignore[attr-defined]
        shown(driver, "message", lambda said: said == "Done: Csilla, Dávid busted")


@pytest.mark.parametrize(("language", "heading", "done"), [
    ("en", "Out: may come back in", "Done: rebuy for Dávid"),
    ("hu", "Kiestek, visszatérhetnek", "Kész: rebuy: Dávid")])
def test_R_8_6_bust_then_rebuy_back_in_on_the_phone(
        tmp_path: Path, browser_for: Callable[[str], object], language: str, heading: str,
        done: str) -> None:
    """Bust, then rebuy, all on the phone: once busted, Dávid is listed under the
    players who may rebuy back in, and its Rebuy seats him again (before, he left the
    remote's list and only the laptop could buy him back in)."""
    from selenium.webdriver.common.by import By

    with sharing(tmp_path, remote=True) as night:
        driver = browser_for(language)
        size(driver, "phone")
        driver.get(night.url("remote", language))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin)
        driver.execute_script("window.confirm = () => true;")  # type: ignore[attr-defined]
        _tap(driver, "button[data-entry]", "Dávid")
        driver.find_element(By.ID, "do-bust").click()  # type: ignore[attr-defined]
        shown(driver, "out", lambda said: said == "Dávid" + ("Rebuy"))
        assert heading in text(driver, "main")
        OUT.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(OUT / f"room_remote_back_in_{language}_phone.png"))  # type: ignore[attr-defined]
        _tap(driver, "button[data-rebuy]", "Dávid")
        shown(driver, "message", lambda said: said == done)
        shown(driver, "main", lambda said: not driver.find_elements(By.ID, "out"))  # type: ignore[attr-defined]
        [david] = [e for e in q.entries(night.db, night.event_id) if e.player == "Dávid"]
        assert david.playing and david.rebuys == 1 and david.stack == 10_000


@pytest.mark.parametrize(("language", "done"), [("en", "Done: add-on for Anna"),
                                                ("hu", "Kész: add-on: Anna")])
def test_R_8_6_the_add_on_on_the_phone_at_its_break(
        tmp_path: Path, browser_for: Callable[[str], object], language: str,
        done: str) -> None:
    """At the add-on's break every player who has not taken it has an Add-on button on
    the remote (none before the break); a tap and OK take it, and the button goes."""
    from selenium.webdriver.common.by import By

    with sharing(tmp_path, event=add_on_night, remote=True) as night:
        driver = browser_for(language)
        size(driver, "phone")
        driver.get(night.url("remote", language))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin)
        assert not driver.find_elements(By.CSS_SELECTOR, "button[data-add-on]")  # type: ignore[attr-defined]
        at_break = night.clock.now = T0 + timedelta(minutes=41)
        EventService(night.db).go_to_level(night.event_id, at_break, 2)
        shown(driver, "main", lambda said: len(driver.find_elements(  # type: ignore[attr-defined]
            By.CSS_SELECTOR, "button[data-add-on]")) == 4)
        OUT.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(OUT / f"room_remote_add_on_{language}_phone.png"))  # type: ignore[attr-defined]
        driver.execute_script("window.confirm = () => true;")  # type: ignore[attr-defined]
        _tap(driver, "button[data-add-on]", "Anna")
        shown(driver, "message", lambda said: said == done)
        shown(driver, "main", lambda said: len(driver.find_elements(  # type: ignore[attr-defined]
            By.CSS_SELECTOR, "button[data-add-on]")) == 3)
        [anna] = [e for e in q.entries(night.db, night.event_id) if e.player == "Anna"]
        assert (anna.add_ons, anna.stack) == (1, 15_000)


def test_the_remote_finds_a_player_by_a_few_letters_and_keeps_them_through_a_redraw(
        tmp_path: Path, browser_for: Callable[[str], object]) -> None:
    """A club's remote lists every player still in: a few letters typed (accents
    optional) leave the matching ones; the letters, the focus and the phone's keyboard
    stay while the page redraws for a change elsewhere (a bust at the laptop)."""
    from selenium.webdriver.common.by import By

    with sharing(tmp_path, remote=True) as night:
        driver = browser_for("en")
        size(driver, "phone")
        driver.get(night.url("remote"))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin)
        find = driver.find_element(By.ID, "find-player")  # type: ignore[attr-defined]
        find.click()
        find.send_keys("DAV")
        shown(driver, "players", lambda said: said.startswith("Dávid") and "Anna" not in said)
        bust(night.db, night.event_id, night.entries["Bence"], T0 + timedelta(minutes=1))
        shown(driver, "out", lambda said: said.startswith("Bence"))  # redrawn for the bust
        kept = driver.execute_script(  # type: ignore[attr-defined]
            "return [document.activeElement.id, document.getElementById('find-player').value];")
        assert kept == ["find-player", "DAV"]
        assert text(driver, "players").startswith("Dávid") and "Anna" not in text(driver, "players")
        OUT.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(OUT / "room_remote_find_en_phone.png"))  # type: ignore[attr-defined]
        find.send_keys("x")
        shown(driver, "players",
              lambda said: said == "No player still playing matches that name.")
        find.clear()
        find.send_keys("a")
        shown(driver, "players", lambda said: all(n in said for n in ("Anna", "Csilla", "Dávid")))


def test_the_remote_of_a_cash_game_shows_its_own_part_not_a_tournaments(
        tmp_path: Path, browser_for: Callable[[str], object]) -> None:
    """A cash game has no level clock and no tournament players: the remote said
    "Still playing" over an empty list and a search box for nobody, then that it had
    nothing to do. It shows the game's waiting list and tables (R-8.7), and nothing of
    a tournament's: no clock buttons, no "Still playing", no search box."""
    from selenium.webdriver.common.by import By

    with sharing(tmp_path, ("Anna", "Bence", "Csilla", "Dávid"), event=mixed_games,
                 remote=True) as night:
        driver = browser_for("en")
        size(driver, "phone")
        driver.get(night.url("remote"))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin, "Waiting list")
        for hidden in ("find-player", "playing-title", "controls", "remote-state"):
            assert not driver.find_element(By.ID, hidden).is_displayed(), hidden  # type: ignore[attr-defined]
        assert driver.find_element(By.ID, "cash-tables").is_displayed()  # type: ignore[attr-defined]
        assert "nothing to do" not in text(driver, "main")
        # four names wait for games no open table deals: listed, no Seat to offer
        seats = driver.find_elements(By.CSS_SELECTOR, "#waiting-names button[data-seat]")  # type: ignore[attr-defined]
        assert len(seats) == 4 and not any(b.is_enabled() for b in seats)
        assert text(driver, "waiting-names").count("No table at these stakes has a free seat") == 4


def test_the_remote_of_a_finished_tournament_says_it_is_over(
        tmp_path: Path, browser_for: Callable[[str], object]) -> None:
    """The last bust names the winner: the remote says the tournament is over, not that
    the event has no clock."""
    with sharing(tmp_path, remote=True) as night:
        for i, name in enumerate(("Dávid", "Csilla", "Bence")):
            bust(night.db, night.event_id, night.entries[name], T0 + timedelta(minutes=i))
        driver = browser_for("hu")
        size(driver, "phone")
        driver.get(night.url("remote", "hu"))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin, "A verseny véget ért")
        assert text(driver, "players") == "A verseny véget ért"


@pytest.mark.parametrize(("language", "before", "after", "at_break", "hand"), [
    ("en", "Level 1 · 20:00", "Level 1 · 21:00", "Break · 10:00", "Hand for hand · hand 1"),
    ("hu", "1. szint · 20:00", "1. szint · 21:00", "Szünet · 10:00",
     "Leosztásonként együtt · 1. leosztás")])
def test_R_8_2_the_remote_shows_the_level_and_its_time_left(
        tmp_path: Path, browser_for: Callable[[str], object], language: str, before: str,
        after: str, at_break: str, hand: str) -> None:
    """The remote's +1 minute changed a clock it did not show: the director had to look
    at the TV. It now shows the level (or the break) and its time left, counted as the
    clock page counts it, and the hand-for-hand hand near the money (R-8.5)."""
    from selenium.webdriver.common.by import By

    with sharing(tmp_path, remote=True) as night:
        driver = browser_for(language)
        size(driver, "phone")
        driver.get(night.url("remote", language))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin)
        shown(driver, "remote-time", lambda said: said == before)
        driver.find_element(By.ID, "add-minute").click()  # type: ignore[attr-defined]
        shown(driver, "remote-time", lambda said: said == after)
        EventService(night.db).go_to_level(night.event_id, T0, 2)
        shown(driver, "remote-time", lambda said: said == at_break)
        assert text(driver, "remote-hand") == ""
        hfh = HandForHandService(night.db)  # near the money: the hand the tables play
        hfh.start(night.event_id, T0)
        shown(driver, "remote-hand", lambda said: said == hand)


def test_the_phones_menu_shows_the_pages_own_tab_whole(
        tmp_path: Path, browser_for: Callable[[str], object]) -> None:
    """On a phone the menu scrolls sideways; the Hungarian remote's own tab,
    "Versenyigazgatói távirányító", was cut off at the right edge."""
    with sharing(tmp_path, remote=True) as night:
        driver = browser_for("hu")
        size(driver, "phone")
        driver.get(night.url("remote", "hu"))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin)
        inside = driver.execute_script(  # type: ignore[attr-defined]
            "const nav = document.querySelector('nav').getBoundingClientRect();"
            "const tab = document.querySelector('nav a[aria-current]').getBoundingClientRect();"
            "return [tab.left >= nav.left - 1, tab.right <= nav.right + 1];")
        assert inside == [True, True]



def re_entry_night(db: Database, players: Sequence[str]) -> tuple[int, dict[str, int]]:
    """The four at Table 1 in a freezeout with one re-entry each through level 2."""
    from tests.services.room_night import night

    return night(db, players, {**SETTINGS, "rebuys": False, "rebuy": None, "re_entries": 1,
                               "re_entry_until_level": 2})


@pytest.mark.parametrize(("language", "done"), [
    ("en", "Done: Dávid re-enters and takes a new seat"),
    ("hu", "Kész: Dávid újranevezett, és új széket kapott")])
def test_R_8_6_a_player_busted_re_enters_from_the_phone(
        tmp_path: Path, browser_for: Callable[[str], object], language: str,
        done: str) -> None:
    """In a re-entry tournament a busted player is listed with Re-entry (no Rebuy: the
    event has none); a tap and OK buy the new entry and seat it, as the console's
    Re-entry does. With the one re-entry used, Dávid (2) busted again is not offered."""
    from selenium.webdriver.common.by import By

    with sharing(tmp_path, event=re_entry_night, remote=True) as night:
        driver = browser_for(language)
        size(driver, "phone")
        driver.get(night.url("remote", language))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin)
        assert not driver.find_elements(By.CSS_SELECTOR, ".player button:nth-child(2)")  # type: ignore[attr-defined]
        driver.execute_script("window.confirm = () => true;")  # type: ignore[attr-defined]
        _tap(driver, "button[data-entry]", "Dávid")
        driver.find_element(By.ID, "do-bust").click()  # type: ignore[attr-defined]
        shown(driver, "out", lambda said: said.startswith("Dávid"))
        assert not driver.find_elements(By.CSS_SELECTOR, "#out button[data-rebuy]")  # type: ignore[attr-defined]
        _tap(driver, "button[data-re-entry]", "Dávid")
        shown(driver, "message", lambda said: said == done)
        shown(driver, "players", lambda said: "Dávid (2)" in said)
        assert not driver.find_elements(By.ID, "out")  # type: ignore[attr-defined]
        entries = [e for e in q.entries(night.db, night.event_id) if e.player == "Dávid"]
        assert sorted((e.number, e.playing) for e in entries) == [(1, False), (2, True)]
        _tap(driver, "button[data-entry]", "Dávid (2)")
        driver.find_element(By.ID, "do-bust").click()  # type: ignore[attr-defined]
        busted = {"en": "Done: Dávid (2) busted", "hu": "Kész: Dávid (2) kiesett"}[language]
        shown(driver, "message", lambda said: said == busted)
        shown(driver, "players", lambda said: "Dávid" not in said)  # redrawn for the bust
        assert not driver.find_elements(By.ID, "out")  # type: ignore[attr-defined]


def late_night(db: Database, players: Sequence[str]) -> tuple[int, dict[str, int]]:
    """The four at Table 1, late registration open until the end of level 2."""
    from tests.services.room_night import night

    return night(db, players, {**SETTINGS, "late_registration_until_level": 2})


@pytest.mark.parametrize(("language", "done"), [
    ("en", "Done: Kati added to the players and registered: Table 1, seat {seat}"),
    ("hu", "Kész: Kati bekerült a játékosok közé, és nevezett: az 1. asztal {seat}. széke")])
def test_R_8_6_a_late_player_registers_by_name_on_the_phone(
        tmp_path: Path, browser_for: Callable[[str], object], language: str,
        done: str) -> None:
    """A home game's host plays at the table with the phone: Kati arrives late, her name
    typed under New player, Register and OK: she is added to the players, registered
    and seated (the console's registration by typing); her row is listed with a Bust.
    Past late registration the form is gone."""
    from selenium.webdriver.common.by import By

    with sharing(tmp_path, event=late_night, remote=True) as night:
        driver = browser_for(language)
        size(driver, "phone")
        driver.get(night.url("remote", language))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin)
        box = driver.find_element(By.ID, "new-player")  # type: ignore[attr-defined]
        assert box.is_displayed()
        driver.find_element(By.ID, "register").click()  # type: ignore[attr-defined]
        shown(driver, "message", lambda said: said in ("Type the player's name first.",
                                                      "Előbb írd be a játékos nevét."))
        box.send_keys("Kati")
        OUT.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(OUT / f"room_remote_register_{language}_phone.png"))  # type: ignore[attr-defined]
        driver.execute_script(  # type: ignore[attr-defined]  # OK, the question kept
            "window.confirm = (asked) => { window.asked = asked; return true; };")
        driver.find_element(By.ID, "register").click()  # type: ignore[attr-defined]
        shown(driver, "message", lambda said: said.startswith(done.split("{")[0]))
        assert driver.execute_script("return window.asked;") == {  # type: ignore[attr-defined]
            "en": "Register Kati? The buy-in, 3,000, is taken.",  # no currency named here
            "hu": "Nevezés: Kati? A nevezési díjat (3000) fizeti."}[language]
        [kati] = [e for e in q.entries(night.db, night.event_id) if e.player == "Kati"]
        assert text(driver, "message") == done.format(seat=kati.seat)
        assert box.get_attribute("value") == ""
        shown(driver, "players", lambda said: "Kati" in said)
        at_level_3 = night.clock.now = T0 + timedelta(minutes=41)
        EventService(night.db).go_to_level(night.event_id, at_level_3, 3)
        shown(driver, "main", lambda said: not driver.find_element(  # type: ignore[attr-defined]
            By.ID, "new-player").is_displayed())


@pytest.mark.parametrize(("language", "button", "done"), [
    ("en", "Undo: Bust: Dávid (place 4)", "Done: undone: Bust: Dávid (place 4)"),
    ("hu", "Visszavonás: Kiesés: Dávid (4. hely)",
     "Kész: visszavonva: Kiesés: Dávid (4. hely)")])
def test_a_bust_tapped_on_the_wrong_player_is_undone_from_the_phone(
        tmp_path: Path, browser_for: Callable[[str], object], language: str, button: str,
        done: str) -> None:
    """A home game's host, playing at the table, busts Dávid by mistake: the remote
    names the newest action under its Undo, as Ctrl+Z at the laptop would take it
    back; a tap and OK undo it there and then, and Dávid plays on."""
    from selenium.webdriver.common.by import By

    with sharing(tmp_path, remote=True) as night:
        driver = browser_for(language)
        size(driver, "phone")
        driver.get(night.url("remote", language))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin)
        _tap(driver, "button[data-entry]", "Dávid")
        driver.find_element(By.ID, "do-bust").click()  # type: ignore[attr-defined]
        shown(driver, "undo-part", lambda said: said == button)
        OUT.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(OUT / f"room_remote_undo_{language}_phone.png"))  # type: ignore[attr-defined]
        driver.execute_script("window.confirm = () => true;")  # type: ignore[attr-defined]
        driver.find_element(By.ID, "undo").click()  # type: ignore[attr-defined]
        shown(driver, "message", lambda said: said == done)
        assert all(e.playing for e in q.entries(night.db, night.event_id))
        shown(driver, "players", lambda said: "Dávid" in said)
