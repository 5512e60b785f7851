# Leosztások PHH formában és visszajátszásuk (director.engine.phh).
# Az elutasítás megnevezi a fájlt, a mezőt vagy a műveletet, aztán az okot.

phh-in-file = { $file }: { $reason_text }
phh-located = { $where_text }: { $reason_text }
phh-where-action = { $action_text } művelet
phh-where-action-number = { $number }. művelet ({ $action_text })
phh-where-field = { $text } mező

## Fájlok olvasása

phh-cannot-read = a fájl nem olvasható ({ $reason_text })
phh-not-regular-file = nem közönséges fájl (mappa, eszköz vagy cső); kihagyva
phh-file-too-large = a fájl { $file_bytes } bájtos; { $most_bytes } bájtnál nagyobb leosztásnaplót nem olvasunk be
phh-too-large = { $most_bytes } bájtnál nagyobb leosztásnaplót nem olvasunk be
phh-not-utf8 = nem UTF-8 szöveg ({ $reason_text })
phh-expected-text = szöveg kell, nem { $text }
phh-nested-too-deep = a tömbök vagy táblák { $count } szintnél mélyebben egymásba ágyazottak; egy leosztásnapló sosem ilyen
phh-not-toml = nem érvényes TOML ({ $reason_text })
phh-not-a-hand-table = { ARTICLE($text) } { $text } felső szintű kulcs nem leosztástábla; egy .phhs fájlban csak [1], [2], ... táblák vannak, mindegyik egy leosztás
phh-unknown-extension = ismeretlen kiterjesztés: { $text }; .phh vagy .phhs kell
phh-no-hands = a fájlban nincs leosztás (egy .phhs a leosztásait [1], [2], ... alatt sorolja fel)

## Mezők

phh-not-whole-chips = egész zsetonszám kell, nem { $text }
phh-decimal-chips = egész zsetonszám kell, nem { $text } (tizedes összeg nem használható)
phh-negative = nem lehet negatív, nem { $amount }
phh-number-too-long = { $count } számjegynél hosszabb szám van benne; egy leosztásnapló összegei és játékosai sosem ekkorák
phh-not-number-list = egész számok listája kell, például [1, 2], nem { $text }
phh-not-action-strings = műveletszövegek listája kell, nem { $text }
phh-action-not-string = szöveg kell, nem { $text }
phh-missing-variant = hiányzik a kötelező 'variant' mező (ezek egyike: { $names_text })
phh-unknown-variant = ismeretlen változat: { $text }; ismert kódok: { $names_text }
phh-missing-field = hiányzik a kötelező { $text } mező ({ ARTICLE($variant_name) } { $variant_name } változathoz ezek kellenek: { $names_text })
phh-not-true-or-false = igaz vagy hamis kell, nem { $text }
phh-too-few-players = legalább 2 játékos kell, nem { $players }
phh-length-mismatch = { $count } eleme van, de a starting_stacks mezőnek { $players } (játékosonként egy elem)
phh-not-chips = legalább 0 egész zsetonszám kell, nem { $text }
phh-not-chip-list = legalább 0 egész zsetonszámok listája kell, nem { $text }
phh-not-action-list = műveletek listája kell, nem { $text }
phh-not-action-record = { ARTICLE($number) } { $number }. művelet nem műveletrekord: { $text }
phh-action-not-allowed = { ARTICLE($text) } '{ $text }' nem megengedett ebben: { $variant_name } ({ $game_name }): { $reason_text }
phh-no-bring-in = nincs bring-in
phh-no-draw = nincs csere
phh-no-board = nincsenek közös lapok
phh-not-mapping = kulcs–érték tábla kell, nem { $text }
phh-metadata-key-empty = { ARTICLE($text) } { $text } metaadat-kulcs nem nem üres szöveg
phh-metadata-key-underscore = { ARTICLE($text) } { $text } metaadat-kulcs '_' jellel kezdődik (a felhasználói mezőket nem őrizzük meg)
phh-metadata-key-core = { ARTICLE($text) } { $text } metaadat-kulcs a HandHistory egy mezője
phh-table-key-not-string = { ARTICLE($text) } { $text } táblakulcs nem szöveg
phh-value-not-toml = { ARTICLE($text) } { $text } érték nem írható TOML-ba

## Műveletek

phh-player-index = a játékos sorszáma legalább 0 egész szám, nem { $text }
phh-deals-no-cards = nem oszt lapot
phh-amount-not-positive = az összeg 0-nál nagyobb egész zsetonszám, nem { $text }
phh-muck-names-cards = bedobásnál (shows=False) nem lehet lapokat megnevezni
phh-bad-card-in = hibás lap: { $card } itt: { $cards }; egy érték (2–9, T, J, Q, K, A) és egy szín (c, d, h, s) kell, vagy ?? az ismeretlen laphoz
phh-unknown-board-card = ismeretlen lap ('??') itt: { $cards }; a közös lapokat ismerni kell
phh-bad-card = hibás lap: { $card }: { $reason_text }
phh-card-twice = { ARTICLE($card, capital: "yes") } { $card } kétszer szerepel itt: { $cards }
phh-not-a-player = { ARTICLE($text) } { $text } nem játékos: p1, p2, ... kell
phh-comment-needs-space = a megjegyzés előtt, a '#' elé szóköz kell
phh-bad-dealer-action = hibás osztói művelet: 'd dh pN LAPOK' vagy 'd db LAPOK' kell
phh-amount-not-whole = { ARTICLE($text) } { $text } összeg nem egész zsetonszám
phh-cbr-needs-amount = a 'cbr' után meg kell adni, mennyire egészít ki, tesz vagy emel
phh-too-many-words = túl sok szó { ARTICLE($text) } '{ $text }' után
phh-unknown-action = ismeretlen művelet: { $text }; ezek egyike kell: { $names_text }
phh-not-an-action = 'd dh ...', 'd db ...' vagy 'pN MŰVELET ...' kell
phh-action-must-be-string = a művelet szöveg legyen, nem { $text }
phh-no-such-player = nincs { $player } játékos ({ $players } játékos van)

## Visszajátszás a motorral

phh-replay-unknown-variant = { ARTICLE($text) } { $text } változatot ez a motor nem játssza; ismert: { $names_text }
phh-replay-field-needed = ehhez a változathoz kell { ARTICLE($text) } { $text } mező
phh-replay-action = { $number }. művelet ('{ $action_text }'): { $reason_text }
phh-replay-awarding = a kasszák kiosztása: { $reason_text }
cli-replay-error = HIBA { $text }
cli-replay-matches = egyezik a rögzített záró zsetonkészletekkel
cli-replay-does-not-match = NEM EGYEZIK a rögzített záró zsetonkészletekkel
cli-replay-no-record = nincsenek rögzített záró zsetonkészletek
cli-replay-fragment = { " " }(töredék: a lépések a leosztás vége előtt véget érnek)
cli-replay-stacks = záró zsetonkészletek: { $text }
