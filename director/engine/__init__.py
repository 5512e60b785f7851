"""The rules engine: pure Python, deterministic, no Qt, no SQL (DESIGN.md "The engine")."""
