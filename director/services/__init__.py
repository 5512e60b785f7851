"""Use cases (DESIGN.md "Layers"): each command validates, applies engine
logic, persists in one transaction, then notifies listeners. No Qt here."""
