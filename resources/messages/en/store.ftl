# What the store says (director.store): storage failures, restore refusals, settings
# documents that cannot be stored. Paths, SQLite's and the system's own words stay as
# they are ($path, $text).

store-locked = The database { $path } is busy: another program is writing to it. The last command was not saved; everything before it is safe. Close the other program (or wait for it to finish) and repeat the command.
store-disk-io-error = The disk holding { $path } reported a read or write error. The last command was not saved. The disk may be failing or was removed: check it, then run director check, and restore a backup if the check finds damage.
store-already-open = The database { $path } is already open in another Poker Director window. Nothing was changed. Use that window, or close it and try again.
store-not-ours = { $path } is an SQLite database of another program ({ $reason_text }). It was not opened and nothing was changed in it. Choose a Poker Director database with --db, or a new file name to start a new one.
store-foreign-application-id = its application id is { $text }, not Poker Director's
store-foreign-tables = it holds tables Poker Director does not make: { $text }
store-no-version-record = it has no Poker Director version record
store-missing-backup = The database { $path } is missing, although Poker Director used it before. An empty one was not made in its place. The newest good backup is { $backup_path }. Restore a backup with director restore-backup, put the file back, or start a new empty database.
store-missing-no-backup = The database { $path } is missing, although Poker Director used it before. An empty one was not made in its place. No backup was found beside it. Restore a backup with director restore-backup, put the file back, or start a new empty database.
store-not-a-database = { $path } is not a Poker Director database (it is not an SQLite file). Nothing was changed in it. Choose another file with --db, or move this one away to start a new database.
store-folder-not-file = { $path } is a folder, not a database file. Nothing was changed in it. Name a database file in it with --db or DIRECTOR_DB, for example { $file_path }.
store-no-database = There is no database at { $path }; a check makes none. Check the path, or open the program to start a new database there.
store-newer-schema = { $path } was written by a newer version of Poker Director (schema { $text }). It was left untouched. Install the newer version to open it, or choose another file with --db.
store-read-only = Cannot write the database at { $path }: the folder cannot be written to. Nothing was saved by the last command and no data was lost. Give the folder write permission, or choose another place with --db or DIRECTOR_DB.
store-read-only-because = Cannot write the database at { $path }: the folder cannot be written to ({ $reason_text }). Nothing was saved by the last command and no data was lost. Give the folder write permission, or choose another place with --db or DIRECTOR_DB.
store-file-read-only = Cannot write the database at { $path }: the file itself is read-only (its folder can be written). Nothing was saved by the last command and no data was lost. Give the file write permission, or choose another place with --db or DIRECTOR_DB.
store-not-a-folder = { $path } is not a folder
store-permission-denied = permission denied
store-disk-full = The disk holding { $path } is full. The last command was not saved; everything before it is safe. Free some disk space and repeat the command.
store-damaged-backup = The database { $path } is damaged ({ $text }). It was not changed. The newest good backup is { $backup_path }; restoring it keeps the damaged file beside it, renamed, and never overwrites it.
store-damaged-no-backup = The database { $path } is damaged ({ $text }). It was not changed. No good backup was found. Keep the file (what is still readable can be saved from it, with sqlite3's .recover), and start on another: name a new file with --db or DIRECTOR_DB.
store-version-record-lost-backup = The database { $path } has lost its record of which version of Poker Director wrote it (its alembic_version table is empty), so it cannot be brought up to date safely. It was not changed. The newest good backup is { $backup_path }; restoring it keeps this file beside it, renamed, and never overwrites it.
store-version-record-lost-no-backup = The database { $path } has lost its record of which version of Poker Director wrote it (its alembic_version table is empty), so it cannot be brought up to date safely. It was not changed. No good backup was found.
store-wal-lost-backup = The database { $path } was not closed properly, and since then its write-ahead file { $wal_path } has gone missing: the commands saved in the last minutes before the end may be lost (everything older is there). Nothing was changed. The newest good backup is { $backup_path }: restore it (director restore-backup; the file is kept beside it, renamed), or open the file as it is (director check --as-it-is).
store-wal-lost-no-backup = The database { $path } was not closed properly, and since then its write-ahead file { $wal_path } has gone missing: the commands saved in the last minutes before the end may be lost (everything older is there). Nothing was changed. No good backup was found: put the file back if you have it, or open the database as it is (director check --as-it-is).

## Backups and restoring one (director.store.backup)

store-backup-disk-full = The disk holding { $path } is full, so no backup was made there. The database is untouched and every command saved in it is safe. Free some disk space; the backup is tried again every minute.
store-backup-folder = No backup could be written to { $path } ({ $text }). The database is untouched and every command saved in it is safe. Make sure that folder can be written (a file of that name in its place, or a folder without write permission, stops it); the backup is tried again every minute.
store-backup-failed = The backup to { $path } failed: { $text }
store-backup-no-answer = The backup of { $path } got no answer from the server within { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    } and was stopped; the next one is tried on schedule
store-backup-damaged = The database { $path } is damaged ({ $text }), so no backup was made of it: the good backups made before are kept, none pushed out by a damaged copy. Close the program and run director check; if it finds the damage too, restore the newest good backup (director restore-backup; the damaged file is kept beside it, renamed).
store-restore-copy-bad = The copy of { $path } does not check out ({ $text }); the database was not changed.
store-restore-copy-failed = { $path } could not be copied: { $text }
store-restore-symlink = { $path } is a symbolic link, not a backup file; the database was not changed.
store-restore-not-a-file = { $path } is not a file; the database was not changed.
store-restore-db-not-a-file = { $path } is a folder (or something else that is not a plain file), not a database file: a backup cannot be put in its place. Nothing was changed. Name the database file with --db or DIRECTOR_DB.
store-restore-onto-itself = { $path } is the database itself; restoring it onto itself would lose it. The database was not changed.
store-restore-not-good = { $path } is not a good backup ({ $text }); the database was not changed.
store-restore-not-ours = { $path } is not a Poker Director backup ({ $reason_text }); the database was not changed.
store-restore-cannot-read = { $path } cannot be read ({ $text }); the database was not changed.
store-not-sqlite-file = it is not an SQLite file
store-restore-no-version-record = { $path } is not a Poker Director backup (it has no version record); the database was not changed.
store-restore-newer-schema = { $path } was written by a newer version of Poker Director (schema { $text }); the database was not changed.

## What director restore-backup reports (director.cli.restored; the start-up dialog)

store-restore-server-url = Backups exist only for a database file, not for a server URL.
store-restore-no-good-backup = No good backup was found in { $path }.
store-restore-refused = The backup was not restored: { $reason_text }
store-restore-done = Restored { $backup_path } to { $path }.
store-restore-done-kept = Restored { $backup_path } to { $path }; the previous file is kept as { $kept_path }.
store-restore-done-kept-damaged = Restored { $backup_path } to { $path }; the damaged file is kept as { $kept_path }.

## Settings documents (director.services.core.documents, director.store.codec)

store-kind-tournament = tournament
store-kind-cash = cash
store-settings-invalid = the { $kind_text } settings are not valid: { $problems_text }
store-settings-unreadable = the event's settings cannot be read (the record holds { $text }): restore the newest good backup, or make the event again
store-setting-problem = { $text }: { $reason_text }
store-value-at-least = at least { $number }
store-value-above = more than { $number }
store-value-at-most = at most { $number }
store-value-below = less than { $number }
store-value-whole-number = a whole number is needed here
store-list-needs-one = at least one is needed
store-text-too-long = at most { $count } characters
store-value-not-accepted = this value is not accepted
store-event-kind = an event is a 'tournament' or a 'cash' game, not { $text }
store-color-up-at-break = a color-up happens at a break (R-8.1)
store-moving-button-cash-only = a tournament plays the dead button; the moving button is a cash game's option (R-3.4)
store-unknown-game = unknown game { $text }; known: { $known_text }
store-event-unreadable = a stored hand event cannot be read: { $text }
store-event-unreadable-because = a stored hand event cannot be read ({ $reason_text }): { $text }
store-setup-unreadable = a stored hand's setup cannot be read ({ $reason_text }): { $text }
store-structure-needs-level = a blind structure needs at least one level that is not a break
store-payout-empty-range = entries { $min_count } to { $max_count } is an empty range
store-payout-percent-above-zero = every paid place gets more than 0 %
store-payout-percent-sum = the percentages add up to { $text }, not 100
store-payout-lower-place-more = a lower place cannot be paid more than a higher one
store-payout-too-many-places = { $places } places paid with { $count } entries
store-payout-rows-overlap = rows for { $min_count }-{ $max_count } and { $other_min_count }-{ $other_max_count } entries overlap
store-payout-no-row = the payout table has no row for { $count } entries
store-add-on-needs-price = add-ons are on: give the add-on's price and chips
store-paid-starting-stack = the starting stack
store-paid-rebuy-chips = the rebuy's chips
store-paid-add-on-chips = the add-on's chips
store-chips-at-start = the chips in play at the start
store-chips-after-break = the chips in play after the color-up of the break after level { $level }
store-paid-beside = cannot be paid in { $chips_text }: the smallest chip is { $chip_amount } (the nearest: { $lower_amount } or { $next_amount })
store-paid-beside-below = cannot be paid in { $chips_text }: the smallest chip is { $chip_amount }, the least it can be
store-server-lost = The club's server { $path } does not answer. The last command was not saved, and nothing is kept to be sent later. This station tries again by itself and catches up once the server is back; check the network and that the server is running.
store-server-silent = The club's server { $path } does not answer. Nothing was changed. Check the network and that the server is running, then try again.
store-changed-elsewhere = Another station changed the same thing on { $path } at the same moment, and its change was saved first. This command was not saved: look at what is shown now and repeat it if it still applies.
store-not-allowed = The club's server { $path } refused this: this station's login may not change it (the server checks each station's role). Do it at the director's station.
store-no-pg-dump = The backup of { $path } needs PostgreSQL's pg_dump, which is not installed on this computer. Install it (Debian, Ubuntu: apt-get install postgresql-client) or back up on the server itself with pg_dump.
store-bad-location = { $text } is neither a database file nor a club server's address (postgresql+psycopg://LOGIN@SERVER/DATABASE). Nothing was opened or changed. Give a file's path or a club server's address with --db or DIRECTOR_DB.
store-empty-location = --db is empty: it names no database. Nothing was opened or changed. Give a file's path or a club server's address, or leave --db out for the usual database.
cli-check-done = Database: { $path } (checked, up to date)
cli-check-undo-or-restore = A hand whose log cannot be replayed can be undone to its last good event at the dealer panel, or the newest good backup restored (director restore-backup).
cli-check-chips-unbalanced = { $name }: the chips do not balance
cli-check-event-settings = { $name }: { $reason }
store-file-options = { $text }: the program opens its database file for reading and writing, named by its path alone, and takes no options after “?” ({ $options_text }); it cannot open a file read-only. Nothing was opened or changed. Give the file's path with --db or DIRECTOR_DB; to look at a night without changing it, open a copy of its file.
store-name-not-text = { $path }: its name is not UTF-8 text, and SQLite opens files only by such names. Nothing was opened or changed. Rename the file (or its folder), or choose another with --db or DIRECTOR_DB.
store-station-bad-login = A station's login is lower-case letters, digits and _ (up to 63), not { $text }.
store-station-bad-kind = A station is a dealer or a display, not { $text }.
store-station-table = A dealer's station names its table; a display names none.
store-station-director-login = { $name } owns the database or is a superuser: it is the director's login, not a station's.
cli-stations-file = { $path } is a file on this computer: stations' logins are a club server's (PostgreSQL).
cli-stations-password = { $name }: give it a password on the server (psql: \password { $name }) unless it has one
cli-stations-none = { $name } is no station of { $path }.
cli-stations-dealer = { $name }: dealer at { $table }
cli-stations-display = { $name }: display
store-lock-not-a-file = { $path } is not a plain file (a link or a folder), and Poker Director keeps the database's lock there. Nothing was opened or changed. Remove it, then start again.
