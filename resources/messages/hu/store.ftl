# A tároló üzenetei (director.store): tárolási hibák, visszaállítás elutasítása,
# nem tárolható beállítások. Az elérési utak, az SQLite és a rendszer saját szavai
# változatlanok ($path, $text).

store-locked = { ARTICLE($path, capital: "yes") } { $path } adatbázis foglalt: egy másik program ír bele. Az utolsó parancs nem lett mentve; minden korábbi biztonságban van. Zárd be a másik programot (vagy várd meg, hogy végezzen), és ismételd meg a parancsot.
store-disk-io-error = A lemez, amelyen { ARTICLE($path) } { $path } van, olvasási vagy írási hibát jelzett. Az utolsó parancs nem lett mentve. Lehet, hogy a lemez hibás, vagy eltávolították: ellenőrizd, futtasd a director check parancsot, és ha az ellenőrzés sérülést talál, állíts vissza egy mentést.
store-already-open = { ARTICLE($path, capital: "yes") } { $path } adatbázis már nyitva van egy másik Poker Director-ablakban. Semmi sem változott. Használd azt az ablakot, vagy zárd be, és próbáld újra.
store-not-ours = { ARTICLE($path, capital: "yes") } { $path } egy másik program SQLite-adatbázisa ({ $reason_text }). Nem lett megnyitva, és semmi sem változott benne. Válassz Poker Director-adatbázist a --db kapcsolóval, vagy új fájlnevet egy új adatbázishoz.
store-foreign-application-id = az alkalmazás-azonosítója { $text }, nem a Poker Directoré
store-foreign-tables = olyan táblák vannak benne, amelyeket a Poker Director nem hoz létre: { $text }
store-no-version-record = nincs benne Poker Director-változatjelölés
store-missing-backup = { ARTICLE($path, capital: "yes") } { $path } adatbázis hiányzik, pedig a Poker Director korábban használta. Üres adatbázis nem készült a helyére. A legújabb ép mentés: { $backup_path }. Állíts vissza egy mentést a director restore-backup paranccsal, tedd vissza a fájlt, vagy indíts új, üres adatbázist.
store-missing-no-backup = { ARTICLE($path, capital: "yes") } { $path } adatbázis hiányzik, pedig a Poker Director korábban használta. Üres adatbázis nem készült a helyére. Mentés nem található mellette. Állíts vissza egy mentést a director restore-backup paranccsal, tedd vissza a fájlt, vagy indíts új, üres adatbázist.
store-not-a-database = { ARTICLE($path, capital: "yes") } { $path } nem Poker Director-adatbázis (nem SQLite-fájl). Semmi sem változott benne. Válassz másik fájlt a --db kapcsolóval, vagy tedd el ezt a fájlt, és új adatbázis indul.
store-folder-not-file = { ARTICLE($path, capital: "yes") } { $path } mappa, nem adatbázisfájl. Semmi sem változott benne. Nevezz meg benne egy adatbázisfájlt a --db kapcsolóval vagy a DIRECTOR_DB változóval, például: { $file_path }.
store-no-database = Nincs adatbázis itt: { $path }; az ellenőrzés nem hoz létre újat. Nézd meg az elérési utat, vagy nyisd meg a programot, és kezdj ott új adatbázist.
store-newer-schema = { ARTICLE($path, capital: "yes") } { $path } fájlt a Poker Director egy újabb változata írta ({ $text } séma). Érintetlenül maradt. Telepítsd az újabb változatot a megnyitásához, vagy válassz másik fájlt a --db kapcsolóval.
store-read-only = Az adatbázis nem írható itt: { $path }: a mappába nem lehet írni. Az utolsó parancs nem lett mentve, adat nem veszett el. Adj írási jogot a mappára, vagy válassz másik helyet a --db kapcsolóval vagy a DIRECTOR_DB változóval.
store-read-only-because = Az adatbázis nem írható itt: { $path }: a mappába nem lehet írni ({ $reason_text }). Az utolsó parancs nem lett mentve, adat nem veszett el. Adj írási jogot a mappára, vagy válassz másik helyet a --db kapcsolóval vagy a DIRECTOR_DB változóval.
store-file-read-only = Az adatbázis nem írható itt: { $path }: maga a fájl csak olvasható (a mappája írható). Az utolsó parancs nem lett mentve, adat nem veszett el. Adj írási jogot a fájlra, vagy válassz másik helyet a --db kapcsolóval vagy a DIRECTOR_DB változóval.
store-not-a-folder = { ARTICLE($path) } { $path } nem mappa
store-permission-denied = nincs írási jog
store-disk-full = Megtelt a lemez, amelyen { ARTICLE($path) } { $path } van. Az utolsó parancs nem lett mentve; minden korábbi biztonságban van. Szabadíts fel helyet a lemezen, és ismételd meg a parancsot.
store-damaged-backup = { ARTICLE($path, capital: "yes") } { $path } adatbázis sérült ({ $text }). Nem változott. A legújabb ép mentés: { $backup_path }; visszaállításakor a sérült fájl átnevezve megmarad mellette, és soha nem íródik felül.
store-damaged-no-backup = { ARTICLE($path, capital: "yes") } { $path } adatbázis sérült ({ $text }). Nem változott. Ép mentés nem található. Őrizd meg a fájlt (ami még olvasható benne, az az sqlite3 .recover parancsával menthető), és folytasd egy másikkal: adj meg új fájlt a --db kapcsolóval vagy a DIRECTOR_DB változóval.
store-version-record-lost-backup = { ARTICLE($path, capital: "yes") } { $path } adatbázisból eltűnt a jelölés, hogy a Poker Director melyik változata írta (az alembic_version táblája üres), ezért nem hozható biztonságosan naprakész állapotba. Nem változott. A legújabb ép mentés: { $backup_path }; ha visszaállítod, ez a fájl átnevezve megmarad mellette, és soha nem íródik felül.
store-version-record-lost-no-backup = { ARTICLE($path, capital: "yes") } { $path } adatbázisból eltűnt a jelölés, hogy a Poker Director melyik változata írta (az alembic_version táblája üres), ezért nem hozható biztonságosan naprakész állapotba. Nem változott. Ép mentés nem található.
store-wal-lost-backup = { ARTICLE($path, capital: "yes") } { $path } adatbázist nem zárta be rendesen a program, és azóta eltűnt mellőle a naplófájlja ({ $wal_path }): a leállás előtti utolsó percek parancsai elveszhettek (minden korábbi megvan). Semmi sem változott. A legújabb ép mentés: { $backup_path }. Állítsd vissza (director restore-backup; a mostani fájl átnevezve megmarad mellette), vagy nyisd meg a fájlt úgy, ahogy van (director check --as-it-is).
store-wal-lost-no-backup = { ARTICLE($path, capital: "yes") } { $path } adatbázist nem zárta be rendesen a program, és azóta eltűnt mellőle a naplófájlja ({ $wal_path }): a leállás előtti utolsó percek parancsai elveszhettek (minden korábbi megvan). Semmi sem változott. Ép mentés nem található: tedd vissza a fájlt, ha megvan, vagy nyisd meg az adatbázist úgy, ahogy van (director check --as-it-is).

## Mentések és visszaállításuk (director.store.backup)

store-backup-disk-full = Megtelt a lemez, amelyen { ARTICLE($path) } { $path } van, ezért nem készült oda biztonsági mentés. Az adatbázis érintetlen, és minden parancs biztonságban van benne. Szabadíts fel helyet a lemezen; a program percenként újra megpróbálja a mentést.
store-backup-folder = Nem sikerült biztonsági mentést írni ide: { $path } ({ $text }). Az adatbázis érintetlen, és minden parancs biztonságban van benne. Nézd meg, hogy a mappa írható-e (megakadályozza egy ugyanilyen nevű fájl a helyén, vagy ha a mappára nincs írási jog); a program percenként újra megpróbálja a mentést.
store-backup-failed = A mentés ide nem sikerült: { $path }: { $text }
store-backup-no-answer = { ARTICLE($path, capital: "yes") } { $path } mentésére a kiszolgáló { $seconds } másodpercen belül nem válaszolt, ezért leállt; a következőt a program a szokott időben megpróbálja
store-backup-damaged = { ARTICLE($path, capital: "yes") } { $path } adatbázis sérült ({ $text }), ezért nem készült róla mentés: a korábbi ép mentések megmaradnak, sérült másolat nem szorítja ki őket. Zárd be a programot, és futtasd a director check parancsot; ha az is sérülést talál, állítsd vissza a legújabb ép mentést (director restore-backup; a sérült fájl átnevezve megmarad mellette).
store-restore-copy-bad = { ARTICLE($path, capital: "yes") } { $path } másolata nem ép ({ $text }); az adatbázis nem változott.
store-restore-copy-failed = { ARTICLE($path, capital: "yes") } { $path } nem másolható: { $text }
store-restore-symlink = { ARTICLE($path, capital: "yes") } { $path } szimbolikus link, nem mentésfájl; az adatbázis nem változott.
store-restore-not-a-file = { ARTICLE($path, capital: "yes") } { $path } nem fájl; az adatbázis nem változott.
store-restore-db-not-a-file = { ARTICLE($path, capital: "yes") } { $path } mappa (vagy más, ami nem közönséges fájl), nem adatbázisfájl: nem tehetsz a helyére mentést. Semmi sem változott. Az adatbázisfájlt a --db kapcsolóval vagy a DIRECTOR_DB változóval add meg.
store-restore-onto-itself = { ARTICLE($path, capital: "yes") } { $path } maga az adatbázis; önmagára visszaállítva elveszne. Az adatbázis nem változott.
store-restore-not-good = { ARTICLE($path, capital: "yes") } { $path } nem ép mentés ({ $text }); az adatbázis nem változott.
store-restore-not-ours = { ARTICLE($path, capital: "yes") } { $path } nem Poker Director-mentés ({ $reason_text }); az adatbázis nem változott.
store-restore-cannot-read = { ARTICLE($path, capital: "yes") } { $path } nem olvasható ({ $text }); az adatbázis nem változott.
store-not-sqlite-file = nem SQLite-fájl
store-restore-no-version-record = { ARTICLE($path, capital: "yes") } { $path } nem Poker Director-mentés (nincs benne változatjelölés); az adatbázis nem változott.
store-restore-newer-schema = { ARTICLE($path, capital: "yes") } { $path } fájlt a Poker Director egy újabb változata írta ({ $text } séma); az adatbázis nem változott.

## A director restore-backup jelentése (director.cli.restored; az indításkor megjelenő ablak)

store-restore-server-url = Mentés csak adatbázisfájlról készül, szerver-URL-ről nem.
store-restore-no-good-backup = Nem található ép mentés itt: { $path }.
store-restore-refused = A mentés nem lett visszaállítva: { $reason_text }
store-restore-done = { ARTICLE($backup_path, capital: "yes") } { $backup_path } mentés visszaállítva ide: { $path }.
store-restore-done-kept = { ARTICLE($backup_path, capital: "yes") } { $backup_path } mentés visszaállítva ide: { $path }; az előző fájl megmaradt ezen a néven: { $kept_path }.
store-restore-done-kept-damaged = { ARTICLE($backup_path, capital: "yes") } { $backup_path } mentés visszaállítva ide: { $path }; a sérült fájl megmaradt ezen a néven: { $kept_path }.

## Beállítások (director.services.core.documents, director.store.codec)

store-kind-tournament = verseny
store-kind-cash = készpénzes játék
store-settings-invalid = { ARTICLE($kind_text) } { $kind_text } beállításai nem érvényesek: { $problems_text }
store-settings-unreadable = az esemény beállításai nem olvashatók (a rekordban ez áll: { $text }): állítsd vissza a legújabb jó mentést, vagy hozd létre újra az eseményt
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
store-color-up-at-break = zsetoncsere szünetben történik (R-8.1)
store-moving-button-cash-only = a verseny holt osztógombbal megy; a mozgó osztógomb a készpénzes játék beállítása (R-3.4)
store-unknown-game = ismeretlen játék: { $text }; ismert játékok: { $known_text }
store-event-unreadable = egy mentett leosztás-esemény nem olvasható: { $text }
store-event-unreadable-because = egy mentett leosztás-esemény nem olvasható ({ $reason_text }): { $text }
store-setup-unreadable = egy mentett leosztás beállítása nem olvasható ({ $reason_text }): { $text }
store-structure-needs-level = egy vakstruktúrában legalább egy szint kell, amely nem szünet
store-payout-empty-range = { $min_count }–{ $max_count } nevezés: üres tartomány
store-payout-percent-above-zero = minden fizetett hely 0 %-nál többet kap
store-payout-percent-sum = a százalékok összege { $text }, nem 100
store-payout-lower-place-more = egy hátrébb végzett hely nem kaphat többet egy előrébb végzettnél
store-payout-too-many-places = { $places } fizetett hely { $count } nevezésnél
store-payout-rows-overlap = { ARTICLE($min_count) } { $min_count }–{ $max_count } és { ARTICLE($other_min_count) } { $other_min_count }–{ $other_max_count } nevezésre szóló sorok átfedik egymást
store-payout-no-row = a kifizetési táblázatban nincs sor { $count } nevezésre
store-add-on-needs-price = az add-on be van kapcsolva: add meg az árát és a zsetonjait
store-paid-starting-stack = a kezdő zsetonkészlet
store-paid-rebuy-chips = a rebuy zsetonjai
store-paid-add-on-chips = az add-on zsetonjai
store-chips-at-start = a kezdéskor játékban lévő zsetonokból
store-chips-after-break = { ARTICLE($level) } { $level }. szint utáni szünet zsetoncseréje után játékban lévő zsetonokból
store-paid-beside = nem fizethető ki { $chips_text }: a legkisebb zseton { $chip_amount } (a legközelebbiek: { $lower_amount } és { $next_amount })
store-paid-beside-below = nem fizethető ki { $chips_text }: a legkisebb zseton { $chip_amount }, ennél kevesebb nem lehet
store-server-lost = A klub szervere ({ $path }) nem válaszol. Az utolsó parancs nem lett mentve, és semmi sem marad későbbi küldésre. Ez az állomás magától újrapróbálkozik, és amint a szerver visszatér, utoléri a többieket; ellenőrizd a hálózatot, és hogy fut-e a szerver.
store-server-silent = A klub szervere ({ $path }) nem válaszol. Semmi sem változott. Ellenőrizd a hálózatot, és hogy fut-e a szerver, aztán próbáld újra.
store-changed-elsewhere = Egy másik állomás ugyanabban a pillanatban ugyanezt módosította ({ $path }), és az ő módosítása lett előbb mentve. Ez a parancs nem lett mentve: nézd meg a mostani állapotot, és ha még érvényes, ismételd meg.
store-not-allowed = A klub szervere ({ $path }) ezt elutasította: ennek az állomásnak a bejelentkezése nem módosíthatja (a szerver minden állomás szerepét ellenőrzi). Tedd meg a versenyigazgató állomásán.
store-no-pg-dump = { ARTICLE($path, capital: "yes") } { $path } mentéséhez a PostgreSQL pg_dump programja kell, ez nincs telepítve ezen a számítógépen. Telepítsd (Debian, Ubuntu: apt-get install postgresql-client), vagy ments magán a szerveren a pg_dump programmal.
store-bad-location = { ARTICLE($text, capital: "yes") } { $text } sem adatbázisfájl, sem klubszerver címe (postgresql+psycopg://LOGIN@SZERVER/ADATBÁZIS). Semmi sem lett megnyitva vagy módosítva. Adj meg egy fájl elérési útját vagy egy klubszerver címét a --db kapcsolóval vagy a DIRECTOR_DB változóval.
store-empty-location = A --db üres: nem nevez meg adatbázist. Semmi sem lett megnyitva vagy módosítva. Adj meg egy fájl elérési útját vagy egy klubszerver címét, vagy hagyd el a --db kapcsolót a szokásos adatbázishoz.
cli-check-done = Adatbázis: { $path } (ellenőrizve, naprakész)
cli-check-undo-or-restore = Egy leosztást, amelynek a naplója nem játszható vissza, az osztói panelen visszavonhatsz az utolsó jó eseményéig, vagy visszaállíthatod a legújabb ép mentést (director restore-backup).
cli-check-chips-unbalanced = { $name }: a zsetonok összege nem stimmel
cli-check-event-settings = { $name }: { $reason }
store-file-options = { $text }: a program az adatbázisfájlt olvasásra és írásra nyitja meg, csak az elérési útja alapján, és a „?” utáni részben nem fogad el beállítást ({ $options_text }); csak olvasásra nem tud fájlt megnyitni. Semmi sem lett megnyitva vagy módosítva. Add meg a fájl elérési útját a --db kapcsolóval vagy a DIRECTOR_DB változóval; ha egy estét módosítás nélkül akarsz megnézni, nyisd meg a fájl egy másolatát.
store-name-not-text = { $path }: a neve nem UTF-8 szöveg, az SQLite pedig csak ilyen nevű fájlt nyit meg. Semmi sem lett megnyitva vagy módosítva. Nevezd át a fájlt (vagy a mappáját), vagy válassz másikat a --db kapcsolóval vagy a DIRECTOR_DB változóval.
store-station-bad-login = Egy állomás bejelentkezési neve kisbetűkből, számjegyekből és _ jelből áll (legfeljebb 63), ez nem az: { $text }.
store-station-bad-kind = Egy állomás osztói vagy kijelző, nem { $text }.
store-station-table = Az osztói állomás megnevezi az asztalát; a kijelző egyet sem.
store-station-director-login = { ARTICLE($name, capital: "yes") } { $name } az adatbázis tulajdonosa vagy szuperfelhasználó: ez a versenyigazgató bejelentkezése, nem egy állomásé.
cli-stations-file = { ARTICLE($path, capital: "yes") } { $path } egy fájl ezen a gépen: az állomások bejelentkezései egy klubszerveré (PostgreSQL).
cli-stations-password = { $name }: adj neki jelszót a szerveren (psql: \password { $name }), ha még nincs
cli-stations-none = { ARTICLE($name, capital: "yes") } { $name } nem állomása ennek: { $path }.
cli-stations-dealer = { $name }: osztó, { $table }
cli-stations-display = { $name }: kijelző
store-lock-not-a-file = { ARTICLE($path, capital: "yes") } { $path } nem közönséges fájl (hanem hivatkozás vagy mappa), pedig a Poker Director itt tartja az adatbázis zárolását. Semmi sem lett megnyitva vagy módosítva. Töröld, majd indítsd újra.
