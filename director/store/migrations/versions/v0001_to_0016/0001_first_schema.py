"""The first schema: players, events, tables, seats, entries, clock, chips,
ledger, hands and their append-only event logs.

Revision ID: 0001
Revises:
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def _id() -> sa.Column[int]:
    return sa.Column("id", sa.Integer, primary_key=True)


def upgrade() -> None:
    op.create_table(
        "player", _id(),
        sa.Column("name", sa.String, nullable=False),
        sa.Column("email", sa.String, nullable=True),
        sa.Column("created_at", sa.String, nullable=False),
    )
    op.create_index("ix_player_name", "player", ["name"])
    op.create_table(
        "event", _id(),
        sa.Column("kind", sa.String, nullable=False),
        sa.Column("name", sa.String, nullable=False),
        sa.Column("settings", sa.String, nullable=False),
        sa.Column("status", sa.String, nullable=False),
        sa.Column("created_at", sa.String, nullable=False),
    )
    op.create_table(
        "poker_table", _id(),
        sa.Column("event_id", sa.Integer, sa.ForeignKey("event.id"), nullable=False),
        sa.Column("name", sa.String, nullable=False),
        sa.Column("max_seats", sa.Integer, nullable=False),
        sa.Column("button_seat", sa.Integer, nullable=True),
        sa.Column("closed", sa.Boolean, nullable=False),
    )
    op.create_index("ix_poker_table_event_id", "poker_table", ["event_id"])
    op.create_table(
        "entry", _id(),
        sa.Column("event_id", sa.Integer, sa.ForeignKey("event.id"), nullable=False),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("player.id"), nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("buy_in", sa.Integer, nullable=False),
        sa.Column("rebuys", sa.Integer, nullable=False),
        sa.Column("add_ons", sa.Integer, nullable=False),
        sa.Column("bounty", sa.Integer, nullable=False),
        sa.Column("bounties_won", sa.Integer, nullable=False),
        sa.Column("place", sa.Integer, nullable=True),
        sa.Column("prize", sa.Integer, nullable=True),
        sa.Column("busted_at", sa.String, nullable=True),
        sa.Column("created_at", sa.String, nullable=False),
    )
    op.create_index("ix_entry_event_id", "entry", ["event_id"])
    op.create_index("ix_entry_player_id", "entry", ["player_id"])
    op.create_table(
        "seat", _id(),
        sa.Column("table_id", sa.Integer, sa.ForeignKey("poker_table.id"), nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("player.id"), nullable=True),
        sa.Column("entry_id", sa.Integer, sa.ForeignKey("entry.id"), nullable=True),
        sa.Column("stack", sa.Integer, nullable=False),
        sa.UniqueConstraint("table_id", "number"),
    )
    op.create_index("ix_seat_table_id", "seat", ["table_id"])
    op.create_table(
        "clockstate",
        sa.Column("event_id", sa.Integer, sa.ForeignKey("event.id"), primary_key=True),
        sa.Column("level_index", sa.Integer, nullable=False),
        sa.Column("running", sa.Boolean, nullable=False),
        sa.Column("ends_at", sa.String, nullable=True),
        sa.Column("remaining_seconds", sa.Float, nullable=True),
    )
    op.create_table(
        "chipset", _id(),
        sa.Column("event_id", sa.Integer, sa.ForeignKey("event.id"), nullable=True),
        sa.Column("name", sa.String, nullable=False),
        sa.Column("denominations", sa.String, nullable=False),
    )
    op.create_table(
        "ledgerline", _id(),
        sa.Column("event_id", sa.Integer, sa.ForeignKey("event.id"), nullable=False),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("player.id"), nullable=True),
        sa.Column("kind", sa.String, nullable=False),
        sa.Column("amount", sa.Integer, nullable=False),
        sa.Column("note", sa.String, nullable=False),
        sa.Column("at", sa.String, nullable=False),
    )
    op.create_index("ix_ledgerline_event_id", "ledgerline", ["event_id"])
    op.create_table(
        "hand", _id(),
        sa.Column("table_id", sa.Integer, sa.ForeignKey("poker_table.id"), nullable=False),
        sa.Column("number", sa.Integer, nullable=False),
        sa.Column("setup", sa.String, nullable=False),
        sa.Column("status", sa.String, nullable=False),
        sa.Column("started_at", sa.String, nullable=False),
        sa.UniqueConstraint("table_id", "number"),
    )
    op.create_index("ix_hand_table_id", "hand", ["table_id"])
    op.create_table(
        "hand_event", _id(),
        sa.Column("hand_id", sa.Integer, sa.ForeignKey("hand.id"), nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("payload", sa.String, nullable=False),
        sa.UniqueConstraint("hand_id", "seq"),
    )
    op.create_index("ix_hand_event_hand_id", "hand_event", ["hand_id"])
    if op.get_bind().dialect.name == "sqlite":
        op.execute(
            "CREATE TRIGGER hand_event_append_only BEFORE UPDATE ON hand_event "
            "BEGIN SELECT RAISE(ABORT, 'hand events are append-only'); END"
        )


def downgrade() -> None:
    for name in ("hand_event", "hand", "ledgerline", "chipset", "clockstate", "seat",
                 "entry", "poker_table", "event", "player"):
        op.drop_table(name)
