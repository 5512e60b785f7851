"""Persistence (DESIGN.md "State and storage"): SQLModel tables on SQLite,
Alembic migrations, integrity checks and backups. Knows the engine's value
types, never the UI."""
