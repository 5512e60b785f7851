## Fejpénzek, ligák, nyomtatványok és CSV (director.services: tournament.bounties, tournament.leagues, papers.papers, papers.csv_files)

svc-bounty-needs-eliminator = kiütéses vagy rejtélyes fejpénzes versenyen a kieséshez meg kell adni, ki nyerte a kasszát
svc-not-mystery-bounties = { $name } nem rejtélyes fejpénzes verseny
svc-envelopes-already-drawn = már húztak borítékot: a nyereménylista nem változhat
svc-envelopes-set-no-entries = { $name } rejtélyes borítékjai már megvannak: a nevezésnek vége
undo-mystery-envelopes = rejtélyes nyereménylista: { $count } boríték, összesen { $total }
svc-no-league = nincs { $number }. számú liga
svc-league-not-tournament = { ARTICLE($event_number, capital: "yes") } { $event_number }. esemény nem verseny: egy liga versenyeket számol
svc-league-has-event = { $name } már benne van ebben: { $league_name }
svc-paper-unknown = { $text }: ilyen nyomtatványt nem ismer a program
svc-paper-no-event = nincs { $event_number }. számú esemény
svc-paper-not-for-cash = készpénzes játéknak nincs ilyen nyomtatványa; az elszámolását lehet kinyomtatni
svc-paper-only-for-cash = az elszámolás készpénzes játék nyomtatványa
svc-paper-nobody-seated = még senki sem ül asztalnál: előbb sorsold ki a helyeket
svc-paper-no-moves = még egyetlen kiegyenlítés vagy asztalbontás sem ültetett át senkit
svc-paper-no-results = még senki sem esett ki: az eredmények az első kieséssel kezdődnek
svc-paper-no-prizes = még senki sem nyert díjat vagy fejpénzt
svc-file-cannot-write = nem írható fájl: { $path } (írásvédett mappa, megtelt lemez vagy máshol megnyitott fájl); semmi sem mentődött
svc-csv-too-large = a fájl nagyobb { $size } bájtnál
svc-csv-unreadable = a fájl nem olyan CSV, amelyet a program el tud olvasni: { $text }
svc-csv-needs-name-column = az első sornak meg kell neveznie az oszlopokat, köztük a „name” oszlopot
svc-csv-too-many-rows = a fájlnak { $count } sora van; egyszerre legfeljebb { $size } olvasható be
svc-csv-row = { $number }. sor: { $reason_text }
svc-csv-refused = semmi sem került be: { $count } sor hibás ({ $rows_text })
svc-csv-cannot-read = nem olvasható fájl: { $path } ({ $text }); semmi sem került be
svc-csv-file-too-large = { ARTICLE($path, capital: "yes") } { $path } nagyobb { $size } bájtnál, több, mint egy játékoslista; semmi sem került be
svc-csv-not-utf8 = { ARTICLE($path, capital: "yes") } { $path } nem UTF-8 szöveg: mentsd el a táblázatkezelőből „CSV UTF-8” formában; semmi sem került be
