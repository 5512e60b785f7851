# A tároló üzenetei (director.store): tárolási hibák, visszaállítás elutasítása,
# nem tárolható beállítások. Az elérési utak, az SQLite és a rendszer saját szavai
# változatlanok ($path, $text).

store-locked = A(z) { $path } adatbázis foglalt: egy másik program ír bele. Az utolsó parancs nem lett mentve; minden korábbi biztonságban van. Zárja be a másik programot (vagy várja meg, hogy végezzen), és ismételje meg a parancsot.
store-disk-io-error = A lemez, amelyen a(z) { $path } van, olvasási vagy írási hibát jelzett. Az utolsó parancs nem lett mentve. Lehet, hogy a lemez hibás, vagy eltávolították: ellenőrizze, futtassa a director check parancsot, és ha az ellenőrzés sérülést talál, állítson vissza egy mentést.
store-already-open = A(z) { $path } adatbázis már nyitva van egy másik Poker Director-ablakban. Semmi sem változott. Használja azt az ablakot, vagy zárja be, és próbálja újra.
store-not-ours = A(z) { $path } egy másik program SQLite-adatbázisa ({ $reason_text }). Nem lett megnyitva, és semmi sem változott benne. Válasszon Poker Director-adatbázist a --db kapcsolóval, vagy új fájlnevet egy új adatbázishoz.
store-foreign-application-id = az alkalmazás-azonosítója { $text }, nem a Poker Directoré
store-foreign-tables = olyan táblák vannak benne, amelyeket a Poker Director nem hoz létre: { $text }
store-no-version-record = nincs benne Poker Director-változatjelölés
store-missing-backup = A(z) { $path } adatbázis hiányzik, pedig a Poker Director korábban használta. Üres adatbázis nem készült a helyére. A legújabb ép mentés: { $backup_path }. Állítson vissza egy mentést a director restore-backup paranccsal, tegye vissza a fájlt, vagy indítson új, üres adatbázist.
store-missing-no-backup = A(z) { $path } adatbázis hiányzik, pedig a Poker Director korábban használta. Üres adatbázis nem készült a helyére. Mentés nem található mellette. Állítson vissza egy mentést a director restore-backup paranccsal, tegye vissza a fájlt, vagy indítson új, üres adatbázist.
store-not-a-database = A(z) { $path } nem Poker Director-adatbázis (nem SQLite-fájl). Semmi sem változott benne. Válasszon másik fájlt a --db kapcsolóval, vagy tegye el ezt a fájlt, és új adatbázis indul.
store-newer-schema = A(z) { $path } fájlt a Poker Director egy újabb változata írta ({ $text } séma). Érintetlenül maradt. Telepítse az újabb változatot a megnyitásához, vagy válasszon másik fájlt a --db kapcsolóval.
store-read-only = Az adatbázis nem írható itt: { $path }: a mappába nem lehet írni. Az utolsó parancs nem lett mentve, adat nem veszett el. Adjon írási jogot a mappára, vagy válasszon másik helyet a --db kapcsolóval vagy a DIRECTOR_DB változóval.
store-read-only-because = Az adatbázis nem írható itt: { $path }: a mappába nem lehet írni ({ $reason_text }). Az utolsó parancs nem lett mentve, adat nem veszett el. Adjon írási jogot a mappára, vagy válasszon másik helyet a --db kapcsolóval vagy a DIRECTOR_DB változóval.
store-not-a-folder = a(z) { $path } nem mappa
store-permission-denied = nincs írási jog
store-disk-full = Megtelt a lemez, amelyen a(z) { $path } van. Az utolsó parancs nem lett mentve; minden korábbi biztonságban van. Szabadítson fel helyet a lemezen, és ismételje meg a parancsot.
store-damaged-backup = A(z) { $path } adatbázis sérült ({ $text }). Nem változott. A legújabb ép mentés: { $backup_path }; visszaállításakor a sérült fájl átnevezve megmarad mellette, és soha nem íródik felül.
store-damaged-no-backup = A(z) { $path } adatbázis sérült ({ $text }). Nem változott. Ép mentés nem található.

## Mentések és visszaállításuk (director.store.backup)

store-backup-failed = A mentés ide nem sikerült: { $path }: { $text }
store-restore-copy-bad = A(z) { $path } másolata nem ép ({ $text }); az adatbázis nem változott.
store-restore-copy-failed = A(z) { $path } nem másolható: { $text }
store-restore-symlink = A(z) { $path } szimbolikus link, nem mentésfájl; az adatbázis nem változott.
store-restore-not-a-file = A(z) { $path } nem fájl; az adatbázis nem változott.
store-restore-onto-itself = A(z) { $path } maga az adatbázis; önmagára visszaállítva elveszne. Az adatbázis nem változott.
store-restore-not-good = A(z) { $path } nem ép mentés ({ $text }); az adatbázis nem változott.
store-restore-not-ours = A(z) { $path } nem Poker Director-mentés ({ $reason_text }); az adatbázis nem változott.
store-restore-no-version-record = A(z) { $path } nem Poker Director-mentés (nincs benne változatjelölés); az adatbázis nem változott.
store-restore-newer-schema = A(z) { $path } fájlt a Poker Director egy újabb változata írta ({ $text } séma); az adatbázis nem változott.

## A director restore-backup jelentése (director.cli.restored; az indításkor megjelenő ablak)

store-restore-server-url = Mentés csak adatbázisfájlról készül, szerver-URL-ről nem.
store-restore-no-good-backup = Nem található ép mentés itt: { $path }.
store-restore-refused = A mentés nem lett visszaállítva: { $reason_text }
store-restore-done = A(z) { $backup_path } mentés visszaállítva ide: { $path }.
store-restore-done-kept = A(z) { $backup_path } mentés visszaállítva ide: { $path }; az előző fájl megmaradt ezen a néven: { $kept_path }.

## Beállítások (director.store.documents, codec)

store-kind-tournament = verseny
store-kind-cash = készpénzes játék
store-settings-invalid = a(z) { $kind_text } beállításai nem érvényesek: { $problems_text }
store-setting-problem = { $text }: { $reason_text }
store-value-at-least = legalább { $number }
store-value-above = több mint { $number }
store-value-at-most = legfeljebb { $number }
store-value-below = kevesebb mint { $number }
store-value-whole-number = ide egész szám kell
store-list-needs-one = legalább egy kell
store-text-too-long = legfeljebb { $count } karakter
store-value-not-accepted = ez az érték nem fogadható el
store-event-kind = egy esemény verseny ('tournament') vagy készpénzes játék ('cash'), nem { $text }
store-color-up-at-break = felváltás szünetben történik (R-8.1)
store-unknown-game = ismeretlen játék: { $text }; ismert játékok: { $known_text }
store-structure-needs-level = egy vakstruktúrában legalább egy szint kell, amely nem szünet
store-payout-empty-range = { $min_count }–{ $max_count } nevezés: üres tartomány
store-payout-percent-above-zero = minden fizetett hely 0 %-nál többet kap
store-payout-percent-sum = a százalékok összege { $text }, nem 100
store-payout-lower-place-more = egy hátrébb végzett hely nem kaphat többet egy előrébb végzettnél
store-payout-too-many-places = { $places } fizetett hely { $count } nevezésnél
store-payout-rows-overlap = a(z) { $min_count }–{ $max_count } és a(z) { $other_min_count }–{ $other_max_count } nevezésre szóló sorok átfedik egymást
store-payout-no-row = a kifizetési táblázatban nincs sor { $count } nevezésre
store-add-on-needs-price = az add-on be van kapcsolva: add meg az árát és a zsetonjait
store-server-lost = A klub szervere ({ $path }) nem válaszol. Az utolsó parancs nem lett mentve, és semmi sem marad későbbi küldésre. Ez az állomás magától újrapróbálkozik, és amint a szerver visszatér, utoléri a többieket; ellenőrizze a hálózatot, és hogy fut-e a szerver.
store-changed-elsewhere = Egy másik állomás ugyanabban a pillanatban ugyanezt módosította ({ $path }), és az ő módosítása lett előbb mentve. Ez a parancs nem lett mentve: nézze meg a mostani állapotot, és ha még érvényes, ismételje meg.
store-not-allowed = A klub szervere ({ $path }) ezt elutasította: ennek az állomásnak a bejelentkezése nem módosíthatja (a szerver minden állomás szerepét ellenőrzi). Tegye meg a versenyigazgató állomásán.
store-no-pg-dump = A(z) { $path } mentéséhez a PostgreSQL pg_dump programja kell, ez nincs telepítve ezen a számítógépen. Telepítse (Debian, Ubuntu: apt-get install postgresql-client), vagy mentsen magán a szerveren a pg_dump programmal.
