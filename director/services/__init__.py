"""Use cases (DESIGN.md "Layers"): each command validates, applies engine
logic, persists in one transaction, then notifies listeners. No Qt here.
A package for each feature (docs/architecture.md); beside them the training,
the sample events, the crash-safety test's driver and the room view."""
