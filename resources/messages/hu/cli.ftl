# A parancssor saját szavai (director/cli_parser.py): az argparse-éi, aztán a
# parancsok és kapcsolók súgója.

cli-argparse-usage = használat:
cli-argparse-positionals = argumentumok
cli-argparse-options = kapcsolók
cli-argparse-help = megmutatja ezt a súgót, és kilép
cli-argparse-error = { $name }: hiba: { $text }
cli-argparse-argument = { $name }: { $text }
cli-argparse-unrecognized = ismeretlen argumentumok: { $text }
cli-argparse-required = add meg ezeket is: { $text }
cli-argparse-invalid-choice = nincs ilyen választás: { $value_text } (ezek közül választhatsz: { $choices_text })
cli-argparse-invalid-value = { $type_name ->
        [int] egész számot adj meg, nem ezt: { $value_text }
       *[other] érvénytelen { $type_name } érték: { $value_text }
    }
cli-argparse-expected-one = adj meg utána egy értéket
cli-argparse-expected-at-most-one = legfeljebb egy értéket adj meg utána
cli-argparse-expected-at-least-one = adj meg utána legalább egy értéket
cli-argparse-expected-count = adj meg utána { $count } értéket
cli-argparse-ignored-value = nem kér értéket, ezt hagyd el: { $value_text }
cli-argparse-ambiguous = nem egyértelmű kapcsoló: { $option_text }, ezek bármelyike lehet: { $matches_text }
cli-argparse-not-allowed = nem adható meg ezzel együtt: { $text }
cli-argparse-one-required = add meg ezek egyikét: { $text }

cli-usage-stations = Add meg az állomás bejelentkezési nevét (és az osztói állomás asztalát): director stations [dealer LOGIN ASZTAL | display LOGIN | remove LOGIN]
cli-usage-dealer-table = Az osztói állomás megnevezi az asztalát: --role dealer --table N
cli-usage-table-without-dealer = A --table és az --event az osztói állomás asztalához tartozik: add meg a --role dealer kapcsolót is
cli-usage-table-refused = { $option } { $typed }: { $reason_text }
cli-output-lost = A választ nem sikerült kiírni ({ $text }). Szabadíts fel helyet a lemezen, vagy irányítsd a választ másik fájlba, és add ki újra a parancsot.
cli-output-closed = A választ nem sikerült kiírni: a szabványos kimenet zárva van. Irányítsd a választ fájlba vagy terminálra, és add ki újra a parancsot.
cli-interrupted = Leállítva (Ctrl+C), mielőtt a parancs végzett. Az adatbázis minden változást egészben őriz meg, vagy sehogy: semmi sem maradt félkészen.

cli-metavar-path = ÚTVONAL
cli-metavar-url = CÍM
cli-metavar-table = ASZTAL
cli-metavar-event = ESEMÉNY
cli-metavar-backup = MENTÉS
cli-metavar-command = PARANCS

cli-help-description = Poker Director: élő póker vezetése. Parancs nélkül megnyitja a programot.
cli-help-db = az adatbázisfájl (vagy egy SQLAlchemy-cím); alapértelmezés: DIRECTOR_DB, különben a felhasználó adatmappája
cli-help-role = klubszerveren: ennek az állomásnak a szerepe (alapértelmezés: director; az osztói állomás csak a saját asztala leosztásait rögzíti, a kijelző semmit sem változtat)
cli-help-table = a --role dealer mellett: az asztal, amelynél ez az állomás oszt, a számával, ahogy az ültetés mutatja (5 a futó esemény 5. asztalához; a készpénzes asztal a nevével is); nem a rekordszámával: azt elutasítja
cli-help-event = az osztói asztal mellett: az esemény neve, amelyhez az asztal tartozik, ha több futó eseménynek is van ilyen számú asztala
cli-help-db-after = az adatbázisfájl (vagy egy SQLAlchemy-cím), itt vagy a parancs előtt
cli-help-commands = parancsok
cli-help-check = megnyitja az adatbázist: épségellenőrzés, migrációk, a futó leosztások naplói
cli-help-check-description = Megnyitja az adatbázist, ahogy a program induláskor, minden lapját ellenőrzi, és beszámol róla. Az ellenőrzés nem hoz létre adatbázist: ahol nincs, ezt megmondja.
cli-help-as-it-is = úgy nyitja meg az adatbázist, ahogy van, ha a -wal fájlja elveszett, miután a program nem rendesen állt le (ami csak abban a fájlban volt, elveszett marad)
cli-help-restore = a legújabb ép mentést (vagy a megadottat) teszi az adatbázis helyére
cli-help-restore-description = Visszaállít egy mentést. A mostani adatbázisfájl átnevezve mellette marad; sosem írja felül.
cli-help-backup = egy mentésfájl (alapértelmezés: a legújabb ép mentés)
cli-help-stations = klubszerveren: minden állomás saját bejelentkezése és szerepe
cli-help-stations-description = Egy klub PostgreSQL-szerverén bejelentkezést készít egy állomásnak, és megadja a szerepét, amelyet aztán a szerver betartat: az osztói állomás csak a saját asztalát módosíthatja, a kijelző semmit. Művelet nélkül kilistázza őket. A versenyigazgató bejelentkezésével futtasd (az adatbázis tulajdonosáéval, aki szerepeket hozhat létre); minden új bejelentkezésnek adj jelszót a szerveren (psql: \password LOGIN).
cli-help-stations-db = a klub szervere (postgresql+psycopg://director@SZERVER/club)
cli-help-stations-action = list (alapértelmezés), osztói vagy kijelző-bejelentkezés készítése, vagy egy törlése
cli-help-stations-login = az állomás bejelentkezési neve (kisbetűk, számjegyek, _)
cli-help-stations-table = az osztói állomás asztala, a számával, ahogy az ültetés mutatja (mint a --role dealer --table N-ben)
cli-help-replay = PHH-leosztásnaplókat játszik vissza, és ellenőrzi a záró zsetonkészleteket
cli-help-replay-description = A .phh és .phhs leosztásnaplókat a szabálymotoron játssza vissza.
cli-help-replay-paths = .phh vagy .phhs fájlok
cli-help-replay-json = leosztásonként egy JSON-objektumot ír ki

# python -m director.ui.dealer: az osztói panel önmagában (director/ui/dealer/__main__.py)
cli-dealer-description = Az osztói panel önmagában, egy gyakorlóasztalon: egy játék szokásos asztala (hat szék, egyenként 10 000), egy forgatókönyvfájl vagy egy mellékelt példa.
cli-metavar-game = JÁTÉK
cli-metavar-file = FÁJL
cli-help-dealer-game = a szokásos asztal játéka: { $names } (alapból: holdem)
cli-help-dealer-scenario = egy forgatókönyvfájl (TOML), vagy egy mellékelt példa neve (resources/scenarios)
cli-help-dealer-choose = először a forgatókönyv-ablakot nyitja meg (a Ctrl+O bármikor megnyitja)
cli-help-dealer-training = a gyakorló módot nyitja meg (a forgatókönyv asztalán, ha megadtál egyet)
