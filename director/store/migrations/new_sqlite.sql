-- A new SQLite database at the revision below: the statements of a file the
-- migrations made (sqlite_master, in the order made), run on an empty file in one
-- transaction (director/store/migrations/new_sqlite.py, issue 33). Do not edit:
-- written by `python -m director.store.migrations.write_new_sqlite`, checked by
-- tests/store/test_new_sqlite.py.
-- revision: 0024
CREATE TABLE alembic_version (
	version_num VARCHAR(32) NOT NULL, 
	CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num)
);
CREATE TABLE player (
	id INTEGER NOT NULL, 
	name VARCHAR NOT NULL, 
	email VARCHAR, 
	created_at VARCHAR NOT NULL, nickname VARCHAR, 
	PRIMARY KEY (id)
);
CREATE INDEX ix_player_name ON player (name);
CREATE TABLE event (
	id INTEGER NOT NULL, 
	kind VARCHAR NOT NULL, 
	name VARCHAR NOT NULL, 
	settings VARCHAR NOT NULL, 
	status VARCHAR NOT NULL, 
	created_at VARCHAR NOT NULL, finished_at VARCHAR, archived BOOLEAN DEFAULT 0 NOT NULL, 
	PRIMARY KEY (id)
);
CREATE TABLE poker_table (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	name VARCHAR NOT NULL, 
	max_seats INTEGER NOT NULL, 
	button_seat INTEGER, 
	closed BOOLEAN NOT NULL, positions VARCHAR, hands_dealt INTEGER DEFAULT '0' NOT NULL, hand_for_hand INTEGER, 
	PRIMARY KEY (id), 
	FOREIGN KEY(event_id) REFERENCES event (id)
);
CREATE INDEX ix_poker_table_event_id ON poker_table (event_id);
CREATE TABLE entry (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	player_id INTEGER NOT NULL, 
	number INTEGER NOT NULL, 
	buy_in INTEGER NOT NULL, 
	rebuys INTEGER NOT NULL, 
	add_ons INTEGER NOT NULL, 
	bounty INTEGER NOT NULL, 
	bounties_won INTEGER NOT NULL, 
	place INTEGER, 
	prize INTEGER, 
	busted_at VARCHAR, 
	created_at VARCHAR NOT NULL, hand_for_hand INTEGER, 
	PRIMARY KEY (id), 
	FOREIGN KEY(event_id) REFERENCES event (id), 
	FOREIGN KEY(player_id) REFERENCES player (id)
);
CREATE INDEX ix_entry_event_id ON entry (event_id);
CREATE INDEX ix_entry_player_id ON entry (player_id);
CREATE TABLE seat (
	id INTEGER NOT NULL, 
	table_id INTEGER NOT NULL, 
	number INTEGER NOT NULL, 
	player_id INTEGER, 
	entry_id INTEGER, 
	stack INTEGER NOT NULL, chips_behind INTEGER DEFAULT '0' NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (table_id, number), 
	FOREIGN KEY(table_id) REFERENCES poker_table (id), 
	FOREIGN KEY(player_id) REFERENCES player (id), 
	FOREIGN KEY(entry_id) REFERENCES entry (id)
);
CREATE INDEX ix_seat_table_id ON seat (table_id);
CREATE TABLE clockstate (
	event_id INTEGER NOT NULL, 
	level_index INTEGER NOT NULL, 
	running BOOLEAN NOT NULL, 
	ends_at VARCHAR, 
	remaining_seconds FLOAT, hand_for_hand INTEGER, 
	PRIMARY KEY (event_id), 
	FOREIGN KEY(event_id) REFERENCES event (id)
);
CREATE TABLE chipset (
	id INTEGER NOT NULL, 
	event_id INTEGER, 
	name VARCHAR NOT NULL, 
	denominations VARCHAR NOT NULL, 
	PRIMARY KEY (id), 
	FOREIGN KEY(event_id) REFERENCES event (id)
);
CREATE TABLE ledgerline (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	player_id INTEGER, 
	kind VARCHAR NOT NULL, 
	amount INTEGER NOT NULL, 
	note VARCHAR NOT NULL, 
	at VARCHAR NOT NULL, 
	PRIMARY KEY (id), 
	FOREIGN KEY(event_id) REFERENCES event (id), 
	FOREIGN KEY(player_id) REFERENCES player (id)
);
CREATE INDEX ix_ledgerline_event_id ON ledgerline (event_id);
CREATE TABLE hand (
	id INTEGER NOT NULL, 
	table_id INTEGER NOT NULL, 
	number INTEGER NOT NULL, 
	setup VARCHAR NOT NULL, 
	status VARCHAR NOT NULL, 
	started_at VARCHAR NOT NULL, state VARCHAR, state_seq INTEGER, revision INTEGER DEFAULT '1' NOT NULL, players VARCHAR, 
	PRIMARY KEY (id), 
	UNIQUE (table_id, number), 
	FOREIGN KEY(table_id) REFERENCES poker_table (id)
);
CREATE INDEX ix_hand_table_id ON hand (table_id);
CREATE TABLE hand_event (
	id INTEGER NOT NULL, 
	hand_id INTEGER NOT NULL, 
	seq INTEGER NOT NULL, 
	payload VARCHAR NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (hand_id, seq), 
	FOREIGN KEY(hand_id) REFERENCES hand (id)
);
CREATE INDEX ix_hand_event_hand_id ON hand_event (hand_id);
CREATE TRIGGER hand_event_append_only BEFORE UPDATE ON hand_event BEGIN SELECT RAISE(ABORT, 'hand events are append-only'); END;
CREATE TABLE director_action (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	kind VARCHAR NOT NULL, 
	description VARCHAR NOT NULL, 
	did VARCHAR NOT NULL, 
	undo VARCHAR NOT NULL, 
	at VARCHAR NOT NULL, 
	undone_by INTEGER, 
	undoes INTEGER, last_hand_id INTEGER, desk VARCHAR, 
	PRIMARY KEY (id), 
	FOREIGN KEY(event_id) REFERENCES event (id)
);
CREATE INDEX ix_director_action_event_id ON director_action (event_id);
CREATE TABLE cash_table (
	table_id INTEGER NOT NULL, 
	game VARCHAR DEFAULT 'holdem' NOT NULL, 
	"limit" VARCHAR DEFAULT 'no limit' NOT NULL, 
	small_blind INTEGER DEFAULT '0' NOT NULL, 
	big_blind INTEGER DEFAULT '0' NOT NULL, 
	smallest_chip INTEGER DEFAULT '1' NOT NULL, 
	min_buy_in INTEGER DEFAULT '0' NOT NULL, 
	max_buy_in INTEGER, 
	straddle BOOLEAN DEFAULT 0 NOT NULL, 
	straddle_next BOOLEAN DEFAULT 0 NOT NULL, 
	away VARCHAR DEFAULT '[]' NOT NULL, 
	posting VARCHAR DEFAULT '[]' NOT NULL, ante INTEGER DEFAULT '0' NOT NULL, bring_in INTEGER DEFAULT '0' NOT NULL, small_bet INTEGER DEFAULT '0' NOT NULL, big_bet INTEGER DEFAULT '0' NOT NULL, 
	PRIMARY KEY (table_id), 
	FOREIGN KEY(table_id) REFERENCES poker_table (id)
);
CREATE TABLE cash_waiting (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	player_id INTEGER NOT NULL, 
	stakes VARCHAR NOT NULL, 
	kind VARCHAR DEFAULT 'wait' NOT NULL, 
	table_id INTEGER, 
	created_at VARCHAR DEFAULT '' NOT NULL, 
	PRIMARY KEY (id), 
	FOREIGN KEY(event_id) REFERENCES event (id), 
	FOREIGN KEY(player_id) REFERENCES player (id), 
	FOREIGN KEY(table_id) REFERENCES poker_table (id)
);
CREATE INDEX ix_cash_waiting_event_id ON cash_waiting (event_id);
CREATE TABLE clock_layout (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	screen INTEGER NOT NULL, 
	layout VARCHAR NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (event_id, screen), 
	FOREIGN KEY(event_id) REFERENCES event (id)
);
CREATE INDEX ix_clock_layout_event_id ON clock_layout (event_id);
CREATE TABLE clock_template (
	id INTEGER NOT NULL, 
	name VARCHAR NOT NULL, 
	layout VARCHAR NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (name)
);
CREATE TABLE mystery_envelope (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	number INTEGER NOT NULL, 
	amount INTEGER NOT NULL, 
	drawn_by INTEGER, 
	busted INTEGER, 
	PRIMARY KEY (id), 
	FOREIGN KEY(event_id) REFERENCES event (id), 
	FOREIGN KEY(drawn_by) REFERENCES entry (id), 
	FOREIGN KEY(busted) REFERENCES entry (id)
);
CREATE INDEX ix_mystery_envelope_event_id ON mystery_envelope (event_id);
CREATE TABLE league (
	id INTEGER NOT NULL, 
	name VARCHAR NOT NULL, 
	formula VARCHAR DEFAULT 'field' NOT NULL, 
	best INTEGER, 
	ties VARCHAR DEFAULT 'shared' NOT NULL, 
	created_at VARCHAR DEFAULT '' NOT NULL, 
	PRIMARY KEY (id)
);
CREATE TABLE league_event (
	id INTEGER NOT NULL, 
	league_id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (league_id, event_id), 
	FOREIGN KEY(league_id) REFERENCES league (id), 
	FOREIGN KEY(event_id) REFERENCES event (id)
);
CREATE INDEX ix_league_event_league_id ON league_event (league_id);
CREATE UNIQUE INDEX one_running_hand ON hand (table_id) WHERE status = 'running';
CREATE TABLE color_up (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	table_id INTEGER NOT NULL, 
	removed INTEGER NOT NULL, 
	"into" INTEGER NOT NULL, 
	chips_before INTEGER NOT NULL, 
	chips_after INTEGER NOT NULL, 
	at VARCHAR NOT NULL, 
	PRIMARY KEY (id), 
	FOREIGN KEY(event_id) REFERENCES event (id), 
	FOREIGN KEY(table_id) REFERENCES poker_table (id)
);
CREATE INDEX ix_color_up_event_id ON color_up (event_id);
CREATE TABLE deal_share (
	id INTEGER NOT NULL, 
	event_id INTEGER NOT NULL, 
	entry_id INTEGER NOT NULL, 
	amount INTEGER NOT NULL, 
	method VARCHAR NOT NULL, 
	stack INTEGER NOT NULL, 
	at VARCHAR NOT NULL, 
	PRIMARY KEY (id), 
	UNIQUE (event_id, entry_id), 
	FOREIGN KEY(event_id) REFERENCES event (id), 
	FOREIGN KEY(entry_id) REFERENCES entry (id)
);
CREATE INDEX ix_deal_share_event_id ON deal_share (event_id);
INSERT INTO alembic_version (version_num) VALUES ('0024');
