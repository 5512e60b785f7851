# The practice table's scenarios (issue 30): director/services/practice/scenario.py.

practice-unknown-game = There is no game called “{ $name }”: use one of { $names }
practice-unknown-limit = There is no limit called “{ $name }”: use one of { $names }
practice-straddle-cash = A straddle is a cash table's option: set cash = true as well (R-3.7)
practice-two-stacks = A scenario needs at least two seats, each with chips (seat = stack)
practice-button-seat = The button must be on a seat of the table, not on seat { $seat }
practice-blinds-needed = { $name } is dealt with blinds: give them (blinds = [small, big])
practice-cards-seat = Cards are given for seat { $seat }, which is not at the table
practice-not-cards = { $name } must be cards written as text, like “As Kd”
practice-not-a-table = { $name } must be a table of seats, like [{ $name }] 1 = …
practice-not-a-seat = In { $name }, “{ $text }” is not a seat number (1 to 10)
practice-not-a-pair = { $name } must be two whole numbers, like [50, 100]
practice-not-a-number = { $name } must be a whole number of chips, 0 or more
practice-not-true-false = { $name } must be true or false, written without quotes ({ $name } = true)
practice-bad-stakes = These stakes cannot be played: { $text }
practice-unreadable = { $name } cannot be read as a scenario: { $text }
practice-not-utf8 = { $name } cannot be read as a scenario: it is not UTF-8 text. Save it as UTF-8 (the encoding a text editor offers under that name) and open it again
practice-not-toml = { $name } cannot be read as a scenario: line { $line_number }, column { $column_number } is not written as a scenario's lines are (key = value, a text in quotes, a list in brackets closed on its line, as in the shipped examples). Mend that line and open the file again
practice-beyond-a-scenario = { $name } cannot be read as a scenario: a scenario file is a small text file of a few lines (under { $most_bytes } bytes, short numbers, lists a few levels deep), and this one is not
practice-hole-every-seat = Hole cards are given for some seats but not for seat { $seat }: give them for every seat, or for none
practice-too-many-hole = { $count } hole cards are given for seat { $seat }, but { $game } deals each player { $hole_count }
practice-too-many-board = { $count } board cards are given, but { $game } deals { $board_count } to the board
practice-too-many-chips = { $name }: { $amount } chips is more than the program counts (at most { $maximum } chips)
