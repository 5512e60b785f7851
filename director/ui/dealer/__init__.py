"""The dealer-assist panel and the training mode (DESIGN.md "The windows")."""
