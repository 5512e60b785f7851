# Amivel a visszavonás a vezető parancsait megnevezi (DirectorAction.description).

undo-undo = Visszavonva: { $action_text }
undo-redo = Újra: { $action_text }
undo-open-tables = { $count } asztal megnyitva
undo-seat-draw = Helysorsolás: { $players } játékos
undo-seated = { $player } leültetve { $table_text } { $seat }. székére
undo-moved = { $player } átültetve { $table_text } { $seat }. székére
undo-next-hand = { CASE($table_text, case: "label") }: { $explanation_text }
undo-tables-balanced = Asztalok kiegyenlítve
undo-entry = Nevezés: { $player }
undo-re-entry = Újranevezés: { $player }
undo-entry-seated = Nevezés: { $player }, leültetve { $table_text } { $seat }. székére
undo-re-entry-seated = Újranevezés: { $player }, leültetve { $table_text } { $seat }. székére
undo-rebuy = Rebuy: { $player }, { $chips } zseton
undo-add-on = Add-on: { $player }, { $chips } zseton
undo-rebuys = Rebuyok: { $names } ({ $count } fő), fejenként { $chips } zseton
undo-add-ons = Add-onok: { $names } ({ $count } fő), fejenként { $chips } zseton
undo-bust = Kiesés: { $busted_text }
undo-bust-place = { $who } ({ $place }. hely)
undo-bust-tie = { $names } és { $last_name } (holtverseny, { $place }. hely)
undo-payouts-changed = Kifizetési táblázat módosítva
undo-prizes-awarded = Díjak kiosztva
undo-deal = Megállapodás ({ $method_text }): { $who }
undo-tournament-finished = A verseny véget ért, a győztes: { $winner }
undo-tournament-finished-tie = A verseny véget ért, holtversenyben az 1. helyen: { $winners }
undo-chip-count = Zsetonszámlálás: { $player }, { $chips }
undo-color-up = { $chip_amount } értékű zsetonok cseréje { CASE($table_text, case: "at") }
undo-color-up-tables = { $chip_amount } értékű zsetonok cseréje { $tables ->
    [one] egy asztalnál
   *[other] { $tables } asztalnál
}
undo-clock = Óra: { $command_text } ({ $level_text })
undo-clock-level = { $level }. szint
undo-clock-break-before = szünet { ARTICLE($level) } { $level }. szint előtt
undo-clock-start-clock = óra elindítva
undo-clock-pause-clock = óra megállítva
undo-clock-resume-clock = óra újraindítva
undo-clock-add-time = idő hozzáadva
undo-clock-remove-time = idő levonva
undo-clock-next-level = következő szint
undo-clock-previous-level = előző szint
undo-clock-go-to-level = ugrás szintre

## Készpénzes játék

undo-line-buy-in = Beszálló: { $player }, { $amount }
undo-line-top-up = Feltöltés: { $player }, { $amount }
undo-line-cash-out = Kifizetés: { $player }, { $amount }
undo-line-rake = Rake: { $player }, { $amount }
undo-line-buy-in-table = Beszálló: asztal, { $amount }
undo-line-top-up-table = Feltöltés: asztal, { $amount }
undo-line-cash-out-table = Kifizetés: asztal, { $amount }
undo-line-rake-table = Rake: asztal, { $amount }
undo-open-cash-table = { CASE($table_text, case: "cap") } megnyitva ({ $stakes_text })
undo-close-cash-table = { CASE($table_text, case: "cap") } bezárva
undo-straddle-on = Straddle { CASE($table_text, case: "at") } a következő leosztásban
undo-straddle-off = Nincs straddle { CASE($table_text, case: "at") } a következő leosztásban
undo-sit-chosen = { $player } leült { $table_text } { $seat }. székére (választott szék) { $amount } zsetonnal
undo-sit-drawn = { $player } leült { $table_text } { $seat }. székére (kisorsolt szék) { $amount } zsetonnal
undo-top-up = Feltöltés { CASE($table_text, case: "at") }: { $player }, { $amount }
undo-leave = { $player } felállt { $table_text } { $seat }. székéről, kifizetés: { $amount }
undo-seat-change = { $player } átült { $table_text } { $seat }. székéről { $to_table_text } { $to_seat }. székére
undo-seat-change-counted = { $move_text }, { $amount } megszámolt zsetonnal (beszállt: { $bought_amount })
undo-away = { $player } szünetel ({ CASE($table_text, case: "label") }, { $seat }. szék)
undo-back-posting = { $player } visszaült, betesz ({ CASE($table_text, case: "label") }, { $seat }. szék)
undo-back-waiting = { $player } visszaült, megvárja a nagyvakot ({ CASE($table_text, case: "label") }, { $seat }. szék)
undo-waiting-list = { $player } felkerült a várólistára: { $stakes_text }
undo-seat-change-request = { $player } székcserét kér
undo-waiting-list-off = { $player } lekerült a várólistáról
undo-seat-change-withdrawn = { $player } visszavonta a székcsere-kérését
undo-cash-settled = Készpénzes játék elszámolva: { $count } kifizetés
undo-felt-count = Megszámolt stackek { CASE($table_text, case: "at") }: { $total } (előtte { $table_amount })
undo-moved-count = Az átültetett játékosok megszámolt zsetonjai { CASE($table_text, case: "at") }: { $total } (előtte { $table_amount })
undo-hand-for-hand-on = Leosztásonként együtt: bekapcsolva, { $hand_number }. leosztás
undo-hand-for-hand-next = Leosztásonként együtt: { $hand_number }. leosztás
undo-hand-for-hand-off = Leosztásonként együtt: kikapcsolva { ARTICLE($hand_number) } { $hand_number }. leosztás után
