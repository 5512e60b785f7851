"""The room view: the night on every phone and TV in the room, and the director's
remote. A small server over the services, off unless the director turns it on
(DESIGN.md: ui, web -> services -> store, engine)."""
