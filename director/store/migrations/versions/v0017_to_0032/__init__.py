"""Migrations 0017 to 0032 (Alembic reads the folders of ``versions`` recursively)."""
