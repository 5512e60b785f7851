"""R-8.7 on the phone, in a real browser: the director's remote of a cash game lists
the waiting list and the open tables; a name typed is put on the list for the stakes
chosen, Seat asks the table and the buy-in and seats the player there (his name
leaves the list), Off takes a name off. In English and Hungarian, at a phone's size,
with screenshots."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

from director.services.cash.cash_tables import CashTableService
from director.services.events import console_queries as q
from director.store.db import Database
from tests.services.night import T0
from tests.services.test_room_remote_cash import SMALL
from tests.services.test_room_remote_cash import cash_night as services_cash_night
from tests.web.browser import OUT, browser_for, kept_browsers, shown, size, text
from tests.web.shared_night import sharing
from tests.web.test_room_pages_browser import sign_in

__all__ = ["browser_for", "kept_browsers"]  # the fixtures this module's tests use

pytestmark = pytest.mark.browser


def cash_night(db: Database, players: Sequence[str]) -> tuple[int, dict[str, int]]:
    """Tuesday's cash game (``test_room_remote_cash.cash_night``: Anna and Bence at the
    25/50 table), Csilla alone at the 50/100 table with 4,000; Dávid waits for 25/50."""
    event, small, big = services_cash_night(db)
    tables = CashTableService(db)
    tables.sit(big, "Csilla", 4000, T0, seat=2)
    tables.add_waiting(event, "Dávid", SMALL, T0)
    return event, {"small": small, "big": big}


def night_player(db: Database, name: str) -> int:
    [player] = [pid for pid, known in q.players(db) if known == name]
    return player


@pytest.mark.parametrize(("language", "listed", "seated", "off"), [
    ("en", "Done: Zoli on the waiting list for Texas hold'em, no limit 25/50",
     "Done: Dávid drew seat {seat} at Table 1 with 2,500",
     "Done: Zoli off the waiting list"),
    ("hu", "Kész: Zoli felkerült a várólistára: Texas hold'em, no limit 25/50",
     "Kész: Dávid leült az 1. asztal {seat}. székére (kisorsolt szék) 2500 zsetonnal",
     "Kész: Zoli lekerült a várólistáról")])
def test_R_8_7_the_waiting_list_from_the_phone(
        tmp_path: Path, browser_for: Callable[[str], object], language: str, listed: str,
        seated: str, off: str) -> None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    with sharing(tmp_path, event=cash_night, remote=True) as night:
        tables = CashTableService(night.db)
        driver = browser_for(language)
        size(driver, "phone")
        driver.get(night.url("remote", language))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin, seen="Dávid")
        driver.execute_script("window.confirm = () => true;")  # type: ignore[attr-defined]
        assert "Csilla" in text(driver, "cash-tables") and "Dávid" in text(driver, "waiting-names")
        OUT.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(OUT / f"room_remote_cash_{language}_phone.png"))  # type: ignore[attr-defined]
        # a name typed, for the 25/50 game: three inputs (the name, the stakes, the button)
        field = driver.find_element(By.ID, "wait-name")  # type: ignore[attr-defined]
        field.send_keys("Zoli")
        Select(driver.find_element(By.ID, "wait-stakes")).select_by_value(SMALL.key)  # type: ignore[attr-defined]
        driver.find_element(By.ID, "wait-add").click()  # type: ignore[attr-defined]
        shown(driver, "message", lambda said: said == listed)
        shown(driver, "waiting-names", lambda said: "Zoli" in said)
        assert [w.player for w in tables.waiting(night.event_id)] == ["Dávid", "Zoli"]
        # Dávid seated: Seat, the only 25/50 table already chosen, 2,500 typed, Seat
        [david] = [w for w in tables.waiting(night.event_id) if w.player == "Dávid"]
        driver.find_element(By.CSS_SELECTOR, f"button[data-seat='{david.waiting_id}']").click()  # type: ignore[attr-defined]
        shown(driver, "seat-title", lambda said: "Dávid" in said)
        amount = driver.find_element(By.ID, "buy-in")  # type: ignore[attr-defined]
        assert amount.get_attribute("value") == "2000"  # the table's smallest buy-in
        driver.save_screenshot(str(OUT / f"room_remote_cash_seat_{language}_phone.png"))  # type: ignore[attr-defined]
        amount.clear()
        amount.send_keys("2.5")
        driver.find_element(By.ID, "do-seat").click()  # type: ignore[attr-defined]
        shown(driver, "message", lambda said: said != "" and "2" not in said)  # no amount
        assert any(w.player == "Dávid" for w in tables.waiting(night.event_id))
        amount.clear()
        amount.send_keys("2,500")
        driver.find_element(By.ID, "do-seat").click()  # type: ignore[attr-defined]
        shown(driver, "message", lambda said: said.startswith(seated.split("{seat}")[0]))
        [seat] = [s for s in tables.table(night.entries["small"]).seats if s.player == "Dávid"]
        assert text(driver, "message") == seated.format(seat=seat.number)
        assert seat.stack == 2500
        shown(driver, "waiting-names", lambda said: "Dávid" not in said)
        assert not driver.find_elements(By.ID, "seat-sheet")  # type: ignore[attr-defined]
        shown(driver, "cash-tables", lambda said: "Dávid" in said)
        # Zoli off the list: Off and OK
        [zoli] = tables.waiting(night.event_id)
        driver.find_element(By.CSS_SELECTOR, f"button[data-unwait='{zoli.waiting_id}']").click()  # type: ignore[attr-defined]
        shown(driver, "message", lambda said: said == off)
        assert tables.waiting(night.event_id) == []
        shown(driver, "waiting-names", lambda said: "Zoli" not in said)


def test_R_8_7_a_buy_in_the_table_refuses_is_said_and_seats_nobody(
        tmp_path: Path, browser_for: Callable[[str], object]) -> None:
    """500 at the 25/50 table: the service's refusal, in words, under the buttons; the
    sheet stays with what was typed, Dávid still waits. Csilla, who plays at the 50/100
    table, waits for 25/50 too: her Seat is greyed, the line says where she plays (she
    leaves that seat first: the laptop's seat change)."""
    from selenium.webdriver.common.by import By

    with sharing(tmp_path, event=cash_night, remote=True) as night:
        tables = CashTableService(night.db)
        tables.add_waiting(night.event_id, night_player(night.db, "Csilla"), SMALL, T0)
        night.published(lambda room: "Csilla" in str(room["waiting"]))
        driver = browser_for("en")
        size(driver, "phone")
        driver.get(night.url("remote"))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin, seen="Csilla")
        shown(driver, "waiting-names", lambda said: "plays at Table 2, seat 2" in said)
        [david, csilla] = tables.waiting(night.event_id)
        assert not driver.find_element(  # type: ignore[attr-defined]
            By.CSS_SELECTOR, f"button[data-seat='{csilla.waiting_id}']").is_enabled()
        driver.find_element(By.CSS_SELECTOR, f"button[data-seat='{david.waiting_id}']").click()  # type: ignore[attr-defined]
        amount = driver.find_element(By.ID, "buy-in")  # type: ignore[attr-defined]
        amount.clear()
        amount.send_keys("500")
        driver.find_element(By.ID, "do-seat").click()  # type: ignore[attr-defined]
        shown(driver, "message", lambda said: said.startswith("Refused: 500 is below"))
        assert driver.find_element(By.ID, "buy-in").get_attribute("value") == "500"  # type: ignore[attr-defined]
        assert [w.player for w in tables.waiting(night.event_id)] == ["Dávid", "Csilla"]
        driver.find_element(By.ID, "cancel-seat").click()  # type: ignore[attr-defined]
        assert not driver.find_elements(By.ID, "seat-sheet")  # type: ignore[attr-defined]


@pytest.mark.parametrize(("language", "topped", "left"), [
    ("en", "Done: Top-up: Anna 1,000 at Table 1",
     "Done: Anna left seat 1 at Table 1, cashing out 3,000"),
    ("hu", "Kész: Feltöltés az 1. asztalnál: Anna, 1000",
     "Kész: Anna felállt az 1. asztal 1. székéről, kifizetés: 3000")])
def test_R_8_7_a_top_up_and_a_cash_out_from_the_phone(
        tmp_path: Path, browser_for: Callable[[str], object], language: str, topped: str,
        left: str) -> None:
    """Anna's Top-up: 1,000 typed, Top-up (two taps and the amount); then Leave: her
    whole stack filled in. 2,750 typed is refused (no hand was dealt: every chip she
    takes is paid, R-8.7), she stays seated and the sheet keeps what was typed; 3,000
    and Cash out. The stacks on the phone and at the laptop follow; Bence's seat is
    untouched."""
    from selenium.webdriver.common.by import By

    with sharing(tmp_path, event=cash_night, remote=True) as night:
        tables = CashTableService(night.db)
        small = night.entries["small"]
        driver = browser_for(language)
        size(driver, "phone")
        driver.get(night.url("remote", language))  # type: ignore[attr-defined]
        sign_in(driver, night.server.pin, seen="Anna")
        driver.find_element(By.CSS_SELECTOR, f"button[data-top-up='{small}-1']").click()  # type: ignore[attr-defined]
        driver.find_element(By.ID, "pay-amount").send_keys("1000")  # type: ignore[attr-defined]
        OUT.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(OUT / f"room_remote_cash_top_up_{language}_phone.png"))  # type: ignore[attr-defined]
        driver.find_element(By.ID, "do-pay").click()  # type: ignore[attr-defined]
        shown(driver, "message", lambda said: said == topped)
        assert [s.stack for s in tables.table(small).seats] == [3000, 3500]
        assert not driver.find_elements(By.ID, "pay-sheet")  # type: ignore[attr-defined]
        shown(driver, "cash-tables", lambda said: "3,000" in said or "3000" in said)
        driver.find_element(By.CSS_SELECTOR, f"button[data-leave='{small}-1']").click()  # type: ignore[attr-defined]
        amount = driver.find_element(By.ID, "pay-amount")  # type: ignore[attr-defined]
        assert amount.get_attribute("value") == "3000"  # her whole stack, filled in
        amount.clear()
        amount.send_keys("2750")
        driver.find_element(By.ID, "do-pay").click()  # type: ignore[attr-defined]
        shown(driver, "message", lambda said: "2,750" in said or "2750" in said)
        assert [s.player for s in tables.table(small).seats] == ["Anna", "Bence"]
        assert driver.find_element(By.ID, "pay-amount").get_attribute("value") == "2750"  # type: ignore[attr-defined]
        amount.clear()
        amount.send_keys("3,000")
        driver.find_element(By.ID, "do-pay").click()  # type: ignore[attr-defined]
        shown(driver, "message", lambda said: said == left)
        assert [(s.player, s.stack) for s in tables.table(small).seats] == [("Bence", 3500)]
        shown(driver, "cash-tables", lambda said: "Anna" not in said)
