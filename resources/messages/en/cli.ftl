# The command line's own words (director/cli_parser.py): argparse's (each written
# as argparse writes it in English), then the help of each command and option.

cli-argparse-usage = usage:
cli-argparse-positionals = positional arguments
cli-argparse-options = options
cli-argparse-help = show this help message and exit
cli-argparse-error = { $name }: error: { $text }
cli-argparse-argument = argument { $name }: { $text }
cli-argparse-unrecognized = unrecognized arguments: { $text }
cli-argparse-required = the following arguments are required: { $text }
cli-argparse-invalid-choice = invalid choice: { $value_text } (choose from { $choices_text })
cli-argparse-invalid-value = invalid { $type_name } value: { $value_text }
cli-argparse-expected-one = expected one argument
cli-argparse-expected-at-most-one = expected at most one argument
cli-argparse-expected-at-least-one = expected at least one argument
cli-argparse-expected-count = expected { $count } { $count ->
        [one] argument
       *[other] arguments
    }
cli-argparse-ignored-value = ignored explicit argument { $value_text }
cli-argparse-ambiguous = ambiguous option: { $option_text } could match { $matches_text }
cli-argparse-not-allowed = not allowed with argument { $text }
cli-argparse-one-required = one of the arguments { $text } is required

cli-usage-stations = Give the station's login (and a dealer's table): director stations [dealer LOGIN TABLE | display LOGIN | remove LOGIN]
cli-usage-dealer-table = A dealer station names its table: --role dealer --table N
cli-usage-table-without-dealer = --table and --event name a dealer station's table: give --role dealer too
cli-usage-table-refused = { $option } { $typed }: { $reason_text }
cli-output-lost = The answer could not be written ({ $text }). Free some disk space, or send the answer to another file, and give the command again.
cli-output-closed = The answer could not be written: the standard output is closed. Send the answer to a file or a terminal, and give the command again.
cli-interrupted = Stopped (Ctrl+C) before the command finished. The database keeps each change whole or not at all: nothing is left half done.

cli-metavar-path = PATH
cli-metavar-url = URL
cli-metavar-table = TABLE
cli-metavar-event = EVENT
cli-metavar-backup = BACKUP
cli-metavar-command = COMMAND

cli-help-description = Poker Director: run live poker. With no command, opens the program.
cli-help-db = the database file (or an SQLAlchemy URL); default: DIRECTOR_DB, else the user's data folder
cli-help-role = on a club's server: this station's role (default: director; a dealer station records its table's hands only, a display changes nothing)
cli-help-table = with --role dealer: the table this station deals at, by its number as the seating shows it (5 for Table 5 of the event under way; a cash table also by its name); not its record number, which is refused
cli-help-event = with a dealer's table: the event it belongs to, by its name, when more than one event under way has a table of that number
cli-help-db-after = the database file (or an SQLAlchemy URL), here or before the command
cli-help-commands = commands
cli-help-check = open the database: integrity check, migrations, running hands' logs
cli-help-check-description = Open the database as the program does at start, check every page, and report on it. A check makes no database: where there is none, it says so.
cli-help-as-it-is = open a database whose -wal file was lost after the program ended uncleanly, as it is (the commands only that file held stay lost)
cli-help-restore = put the newest good backup (or the one named) in place of the database
cli-help-restore-description = Restore a backup. The current database file is kept beside it, renamed; it is never overwritten.
cli-help-backup = a backup file (default: the newest good one)
cli-help-stations = a club's server: each station's own login and its role
cli-help-stations-description = On a club's PostgreSQL server, make a login for a station and give it its role, which the server then enforces: a dealer station changes only its table, a display nothing. Without an action: list them. Run at the director's login (the database's owner, allowed to create roles); give each new login a password on the server (psql: \password LOGIN).
cli-help-stations-db = the club's server (postgresql+psycopg://director@SERVER/club)
cli-help-stations-action = list (the default), make a dealer's or a display's login, or remove one
cli-help-stations-login = the station's login (lower-case, digits, _)
cli-help-stations-table = a dealer station's table, by its number as the seating shows it (as --role dealer --table N)
cli-help-replay = replay PHH hand histories and check their finishing stacks
cli-help-replay-description = Replay .phh and .phhs hand histories through the rules engine.
cli-help-replay-paths = .phh or .phhs files
cli-help-replay-json = print one JSON object per hand

# python -m director.ui.dealer: the dealer panel alone (director/ui/dealer/__main__.py)
cli-dealer-description = The dealer panel alone, on a practice table: a game's usual table (six seats of 10,000), a scenario file or a shipped example.
cli-metavar-game = GAME
cli-metavar-file = FILE
cli-help-dealer-game = the game of the usual table: { $names } (default: holdem)
cli-help-dealer-scenario = a scenario file (TOML), or the name of a shipped example (resources/scenarios)
cli-help-dealer-choose = open the scenario dialog first (Ctrl+O opens it at any time)
cli-help-dealer-training = open the training mode (on the scenario's table when one is given)
