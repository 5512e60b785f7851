"""Clock → Share with the room: the room view's Qt side (``share``: start, stop,
the remote's commands on the program's thread) and its dialog (``dialog``)."""
