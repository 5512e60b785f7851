# Hand histories in PHH form and their replay (director.engine.phh).
# A refusal names the file, the field or the action, then the reason.

phh-in-file = { $file }: { $reason_text }
phh-located = { $where_text }: { $reason_text }
phh-where-action = action { $action_text }
phh-where-action-number = action { $number } { $action_text }
phh-where-field = field { $text }

## Reading files

phh-cannot-read = cannot read the file ({ $reason_text })
phh-not-regular-file = not a regular file (a folder, a device or a pipe); skipped
phh-file-too-large = the file is { $file_bytes } bytes; hand histories of more than { $most_bytes } bytes are not read
phh-too-large = hand histories of more than { $most_bytes } bytes are not read
phh-not-utf8 = not UTF-8 text ({ $reason_text })
phh-expected-text = expected text, got { $text }
phh-nested-too-deep = arrays or tables are nested more than { $count } deep; a hand history never is
phh-not-toml = not valid TOML ({ $reason_text })
phh-not-a-hand-table = top-level key { $text } is not a hand table; a .phhs file holds only tables [1], [2], ... each one hand
phh-unknown-extension = unknown extension { $text }: expected .phh or .phhs
phh-no-hands = the file holds no hand (a .phhs lists its hands under [1], [2], ...)

## Fields

phh-not-whole-chips = must be a whole number of chips, got { $text }
phh-decimal-chips = must be a whole number of chips, got { $text } (decimal amounts are not supported)
phh-negative = must not be negative, got { $amount }
phh-number-too-long = has a number of more than { $count } digits; a hand history's amounts and players are never that large
phh-not-number-list = must be a list of whole numbers like [1, 2], got { $text }
phh-not-action-strings = must be a list of action strings, got { $text }
phh-action-not-string = must be a string, got { $text }
phh-missing-variant = missing required field 'variant' (one of { $names_text })
phh-unknown-variant = unknown variant { $text }; known codes: { $names_text }
phh-missing-field = missing required field { $text } (variant { $variant_name } needs { $names_text })
phh-not-true-or-false = must be true or false, got { $text }
phh-too-few-players = needs at least 2 players, got { $players }
phh-length-mismatch = has { $count } entries but starting_stacks has { $players } (one entry per player)
phh-not-chips = must be a whole number of chips >= 0, got { $text }
phh-not-chip-list = must be a list of whole numbers of chips >= 0, got { $text }
phh-not-action-list = must be a list of actions, got { $text }
phh-not-action-record = action { $number } is not an action record: { $text }
phh-action-not-allowed = '{ $text }' is not allowed in { $variant_name } ({ $game_name }): { $reason_text }
phh-no-bring-in = there is no bring-in
phh-no-draw = there is no draw
phh-no-board = there is no board
phh-not-mapping = must be a mapping, got { $text }
phh-metadata-key-empty = metadata key { $text } is not a non-empty string
phh-metadata-key-underscore = metadata key { $text } starts with '_' (user fields are not kept)
phh-metadata-key-core = metadata key { $text } is a HandHistory attribute
phh-table-key-not-string = table key { $text } is not a string
phh-value-not-toml = value { $text } cannot be written to TOML

## Actions

phh-player-index = player index must be a whole number >= 0, got { $text }
phh-deals-no-cards = deals no cards
phh-amount-not-positive = amount must be a whole number of chips > 0, got { $text }
phh-muck-names-cards = a muck (shows=False) cannot name cards
phh-bad-card-in = bad card { $card } in { $cards }: expected a rank (2-9, T, J, Q, K, A) and a suit (c, d, h, s), or ?? for an unknown card
phh-unknown-board-card = unknown card '??' in { $cards }: board cards must be known
phh-bad-card = bad card { $card }: { $reason_text }
phh-card-twice = card { $card } appears twice in { $cards }
phh-not-a-player = { $text } is not a player: expected p1, p2, ...
phh-comment-needs-space = a comment must be set off by a space before '#'
phh-bad-dealer-action = bad dealer action: expected 'd dh pN CARDS' or 'd db CARDS'
phh-amount-not-whole = amount { $text } is not a whole number of chips
phh-cbr-needs-amount = 'cbr' needs the amount to complete, bet or raise to
phh-too-many-words = too many words for '{ $text }'
phh-unknown-action = unknown action { $text }: expected one of { $names_text }
phh-not-an-action = expected 'd dh ...', 'd db ...' or 'pN ACTION ...'
phh-action-must-be-string = an action must be a string, got { $text }
phh-no-such-player = player { $player } does not exist ({ $players } players)

## Replay through the engine

phh-replay-unknown-variant = variant { $text } is not a game this engine plays; known: { $names_text }
phh-replay-field-needed = the field { $text } is needed for this variant
phh-replay-action = action { $number } '{ $action_text }': { $reason_text }
phh-replay-awarding = awarding the pots: { $reason_text }
cli-replay-error = ERROR { $text }
cli-replay-matches = matches the recorded finishing stacks
cli-replay-does-not-match = DOES NOT MATCH the recorded finishing stacks
cli-replay-no-record = no recorded finishing stacks
cli-replay-fragment = { " " }(fragment: the actions stop before the hand ends)
cli-replay-stacks = finishing stacks: { $text }
