"""The room view as an application feature (issue 18, issue 32): what the room may
see of a night as typed values (``view``), read in one transaction (``read``, its
rows ``night_rows``, made by ``build``), followed after every commit and at each
level's end (``feed``, no Qt), and the director's remote as a table of named commands
(``remote``), offering each player what the services take (``offers``). The web
layer (``director.web``) only turns these into HTTP.

``tournament_numbers`` is the one place the clock screens' figures are gathered
(the desktop clock uses it too).
"""

from director.services.room.numbers import TournamentNumbers, tournament_numbers
from director.services.room.read import read_room
from director.services.room.view import DirectorView, RoomView

__all__ = ["DirectorView", "RoomView", "TournamentNumbers", "read_room", "tournament_numbers"]
