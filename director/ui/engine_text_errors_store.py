"""Storage failures and restore refusals in Hungarian (see engine_text_errors).

The messages of ``director.store.errors`` (a full disk, a database locked by
another program, a disk error, another program's file, a missing database...)
and of ``director restore-backup``; registered before the generic forms of
``engine_text_errors_more``. Paths and SQLite's own words stay as they are."""

from __future__ import annotations

from director.ui.engine_text_errors import _add

_add("{w} is not a Poker Director database (it is not an SQLite file). Nothing was changed in it."
     " Choose another file with --db, or move this one away to start a new database.",
     "A(z) {w} nem Poker Director-adatbázis (nem SQLite-fájl). Semmi sem változott benne. "
     "Válasszon másik fájlt a --db kapcsolóval, vagy tegye el ezt a fájlt, és új adatbázis indul.")
_add("{w} was written by a newer version of Poker Director (schema {w2}). It was left untouched. "
     "Install the newer version to open it, or choose another file with --db.",
     "A(z) {w} fájlt a Poker Director egy újabb változata írta ({w2} séma). Érintetlenül maradt. "
     "Telepítse az újabb változatot a megnyitásához, vagy válasszon másik fájlt a --db "
     "kapcsolóval.")
_add("Cannot write the database at {w}: the folder cannot be written to ({w2}). Nothing was saved"
     " by the last command and no data was lost. Give the folder write permission, or choose "
     "another place with --db or DIRECTOR_DB.",
     "Az adatbázis nem írható itt: {w}: a mappába nem lehet írni ({w2}). Az utolsó parancs nem "
     "lett mentve, adat nem veszett el. Adjon írási jogot a mappára, vagy válasszon másik helyet "
     "a --db kapcsolóval vagy a DIRECTOR_DB változóval.")
_add("Cannot write the database at {w}: the folder cannot be written to. Nothing was saved by the"
     " last command and no data was lost. Give the folder write permission, or choose another "
     "place with --db or DIRECTOR_DB.",
     "Az adatbázis nem írható itt: {w}: a mappába nem lehet írni. Az utolsó parancs nem lett "
     "mentve, adat nem veszett el. Adjon írási jogot a mappára, vagy válasszon másik helyet a "
     "--db kapcsolóval vagy a DIRECTOR_DB változóval.")
_add("The disk holding {w} is full. The last command was not saved; everything before it is safe."
     " Free some disk space and repeat the command.",
     "Megtelt a lemez, amelyen a(z) {w} van. Az utolsó parancs nem lett mentve; minden korábbi "
     "biztonságban van. Szabadítson fel helyet a lemezen, és ismételje meg a parancsot.")
_add("The database {w} is damaged ({w2}). It was not changed. The newest good backup is {w3}; "
     "restoring it keeps the damaged file beside it, renamed, and never overwrites it.",
     "A(z) {w} adatbázis sérült ({w2}). Nem változott. A legújabb ép mentés: {w3}; "
     "visszaállításakor a sérült fájl átnevezve megmarad mellette, és soha nem íródik felül.")
_add("The database {w} is damaged ({w2}). It was not changed. No good backup was found.",
     "A(z) {w} adatbázis sérült ({w2}). Nem változott. Ép mentés nem található.")
_add("The database {w} is busy: another program is writing to it. The last command was not saved;"
     " everything before it is safe. Close the other program (or wait for it to finish) and "
     "repeat the command.",
     "A(z) {w} adatbázis foglalt: egy másik program ír bele. Az utolsó parancs nem lett mentve; "
     "minden korábbi biztonságban van. Zárja be a másik programot (vagy várja meg, hogy "
     "végezzen), és ismételje meg a parancsot.")
_add("The disk holding {w} reported a read or write error. The last command was not saved. The "
     "disk may be failing or was removed: check it, then run director check, and restore a backup"
     " if the check finds damage.",
     "A lemez, amelyen a(z) {w} van, olvasási vagy írási hibát jelzett. Az utolsó parancs nem "
     "lett mentve. Lehet, hogy a lemez hibás, vagy eltávolították: ellenőrizze, futtassa a "
     "director check parancsot, és ha az ellenőrzés sérülést talál, állítson vissza egy mentést.")
_add("The database {w} is already open in another Poker Director window. Nothing was changed. Use"
     " that window, or close it and try again.",
     "A(z) {w} adatbázis már nyitva van egy másik Poker Director-ablakban. Semmi sem változott. "
     "Használja azt az ablakot, vagy zárja be, és próbálja újra.")
_add("its application id is {w}, not Poker Director's",
     "az alkalmazás-azonosítója {w}, nem a Poker Directoré")
_add("it holds tables Poker Director does not make: {w}",
     "olyan táblák vannak benne, amelyeket a Poker Director nem hoz létre: {w}")
_add("it has no Poker Director version record",
     "nincs benne Poker Director-változatjelölés")
_add("{w} is an SQLite database of another program ({t}). It was not opened and nothing was "
     "changed in it. Choose a Poker Director database with --db, or a new file name to start a "
     "new one.",
     "A(z) {w} egy másik program SQLite-adatbázisa ({t}). Nem lett megnyitva, és semmi sem "
     "változott benne. Válasszon Poker Director-adatbázist a --db kapcsolóval, vagy új fájlnevet "
     "egy új adatbázishoz.")
_add("The database {w} is missing, although Poker Director used it before. An empty one was not "
     "made in its place. The newest good backup is {w2}. Restore a backup with director "
     "restore-backup, put the file back, or start a new empty database.",
     "A(z) {w} adatbázis hiányzik, pedig a Poker Director korábban használta. Üres adatbázis nem "
     "készült a helyére. A legújabb ép mentés: {w2}. Állítson vissza egy mentést a director "
     "restore-backup paranccsal, tegye vissza a fájlt, vagy indítson új, üres adatbázist.")
_add("The database {w} is missing, although Poker Director used it before. An empty one was not "
     "made in its place. No backup was found beside it. Restore a backup with director "
     "restore-backup, put the file back, or start a new empty database.",
     "A(z) {w} adatbázis hiányzik, pedig a Poker Director korábban használta. Üres adatbázis nem "
     "készült a helyére. Mentés nem található mellette. Állítson vissza egy mentést a director "
     "restore-backup paranccsal, tegye vissza a fájlt, vagy indítson új, üres adatbázist.")
_add("The backup was not restored: {t}",
     "A mentés nem lett visszaállítva: {t}")
_add("{w} is a symbolic link, not a backup file; the database was not changed.",
     "A(z) {w} szimbolikus link, nem mentésfájl; az adatbázis nem változott.")
_add("{w} is not a file; the database was not changed.",
     "A(z) {w} nem fájl; az adatbázis nem változott.")
_add("{w} is the database itself; restoring it onto itself would lose it. The database was not "
     "changed.",
     "A(z) {w} maga az adatbázis; önmagára visszaállítva elveszne. Az adatbázis nem változott.")
_add("{w} is not a Poker Director backup (it has no version record); the database was not "
     "changed.",
     "A(z) {w} nem Poker Director-mentés (nincs benne változatjelölés); az adatbázis nem "
     "változott.")
_add("{w} is not a Poker Director backup ({t}); the database was not changed.",
     "A(z) {w} nem Poker Director-mentés ({t}); az adatbázis nem változott.")
_add("{w} is not a good backup ({w2}); the database was not changed.",
     "A(z) {w} nem ép mentés ({w2}); az adatbázis nem változott.")
_add("{w} was written by a newer version of Poker Director (schema {w2}); the database was not "
     "changed.",
     "A(z) {w} fájlt a Poker Director egy újabb változata írta ({w2} séma); az adatbázis nem "
     "változott.")
_add("The copy of {w} does not check out ({w2}); the database was not changed.",
     "A(z) {w} másolata nem ép ({w2}); az adatbázis nem változott.")
_add("{w} could not be copied: {w2}",
     "A(z) {w} nem másolható: {w2}")
_add("The backup to {w} failed: {w2}",
     "A mentés ide nem sikerült: {w}: {w2}")
_add("No good backup was found in {w}.",
     "Nem található ép mentés itt: {w}.")
_add("Backups exist only for a database file, not for a server URL.",
     "Mentés csak adatbázisfájlról készül, szerver-URL-ről nem.")

# ---- the services' door (director.services.validation): what a command was given
for _english, _hungarian in (
        ("the amount", "az összeg"), ("the bet", "a tét"), ("the stack", "a zsetonkészlet"),
        ("the stacks", "a zsetonkészletek"), ("the event", "a verseny azonosítója"),
        ("the player", "a játékos azonosítója"), ("the entry", "a nevezés azonosítója"),
        ("the table", "az asztal azonosítója"), ("the hand", "a leosztás azonosítója"),
        ("the number", "az azonosító"), ("the seat", "a szék száma"), ("the level", "a szint"),
        ("the number of tables", "az asztalok száma"),
        ("the seats per table", "az asztalonkénti székek száma"),
        ("the seats at the table", "az asztal székeinek száma"),
        ("the chip count", "a megszámolt zsetonok száma"), ("the chip value", "a zseton értéke"),
        ("the chips removed", "a kivont zsetonok száma"),
        ("the number of cards", "a lapok száma"), ("the count", "a darabszám"),
        ("the player's name", "a játékos neve"), ("the nickname", "a becenév"),
        ("the e-mail address", "az e-mail-cím"), ("the event's name", "a verseny neve"),
        ("the table's name", "az asztal neve"), ("the note", "a megjegyzés"),
        ("the name", "a név")):
    _add(_english, _hungarian)
_add("the time must be a number of seconds, not {w}",
     "az idő csak másodpercek száma lehet, nem {w}")
_add("the time must be more than 0 and at most {n} seconds, not {w}",
     "az idő 0-nál több és legfeljebb {n} másodperc lehet, nem {w}")
_add("the seats must be a list of seats, not {w}",
     "a székeket listában kell megadni, nem így: {w}")
_add("{t} must be a whole number, not {w}", "{t} csak egész szám lehet, nem {w}")
_add("{t} must be at least {n}, not {w}", "{t} legkisebb értéke {n}, nem {w}")
_add("{t} must be at most {n}, not {w}", "{t} legnagyobb értéke {n}, nem {w}")
_add("{t} must be text, not {w}", "{t} csak szöveg lehet, nem {w}")
_add("{t} must be at most {n} characters long", "{t} legfeljebb {n} karakter hosszú lehet")
_add("{t} must be given seat by seat, not {w}", "{t} megadása székenként történik, nem így: {w}")
