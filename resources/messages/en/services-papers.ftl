## Bounties, leagues, papers and CSV (director.services: tournament.bounties, tournament.leagues, papers.papers, papers.csv_files)

svc-bounty-needs-eliminator = in a bounty event a bust needs whoever won the pot, one player or more: the bounty is paid to them
svc-not-mystery-bounties = { $name } does not play mystery bounties
svc-envelopes-already-drawn = an envelope has already been drawn: the prize list can no longer change
svc-envelopes-set-no-entries = the mystery envelopes of { $name } are set: registration is over
undo-mystery-envelopes = mystery prize list: { $count ->
    [one] one envelope
   *[other] { $count } envelopes
  }, { $total } in all
svc-no-league = there is no league { $number }
svc-league-needs-name = a league needs a name: type it in the Name field
svc-league-not-tournament = { $name } is not a tournament: a league counts tournaments
svc-league-event-gone = the event chosen was deleted at another station: nothing was added to { $league_name }
svc-league-has-event = { $name } is already in { $league_name }
svc-paper-unknown = { $text } is not a paper this program prints
svc-paper-no-event = there is no event { $event_number }
svc-paper-not-for-cash = a cash game has no such paper; it prints its settlement
svc-paper-only-for-cash = the settlement is a cash game's paper
svc-paper-nobody-seated = nobody is seated yet: draw the seats first
svc-paper-no-moves = no balancing or table break has moved a player yet
svc-paper-moves-undone = no player the last balancing or table break moved needs a move slip now: each has busted since or is back in the seat they were moved from
svc-paper-no-results = nobody has finished yet: results come with the first bust
svc-paper-no-prizes = no prize or bounty has been won yet
svc-file-cannot-write = { $path } cannot be written (a folder without permission, a full disk or a file open elsewhere); nothing was saved
svc-csv-too-large = the file is larger than { $most_bytes } bytes
svc-csv-unreadable = the file is not CSV this program can read: { $text }
svc-csv-cell-too-long = line { $number } holds a cell longer than { $size } characters, which no players file has; nothing was imported
svc-csv-unclosed-quote = line { $number }: a quote opens there and is never closed, so the rest of the file would be read as one field; nothing was imported
svc-csv-needs-name-column = the first line must name the columns, one of them “name” (spelled so, as the program's own export writes it); this file's first line is: { $text }
svc-csv-empty = the file is empty: its first line must name the columns, one of them “name”
svc-csv-too-many-rows = the file has { $count } rows; at most { $size } can be read at once: split it into files of at most { $size } rows and import each; nothing was imported
svc-csv-row = line { $number }: { $reason_text }
svc-csv-refused = nothing was imported: { $count ->
    [one] one line is wrong
   *[other] { $count } lines are wrong
  } ({ $rows_text })
svc-csv-cannot-read = { $path } cannot be read ({ $text }); nothing was imported
svc-csv-file-too-large = { $path } is larger than { $most_bytes } bytes, more than a players file; nothing was imported
svc-csv-not-utf8 = { $path } is not UTF-8 text: save it from the spreadsheet as “CSV UTF-8”; nothing was imported
