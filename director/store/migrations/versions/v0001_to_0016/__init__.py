"""Migrations 0001 to 0016 (Alembic reads the folders of ``versions`` recursively)."""
