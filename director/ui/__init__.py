"""The windows (PySide6): a package for each feature (docs/architecture.md), and the
room view's windows beside them."""
