"""Club mode's windows: connecting a station to the club's server, the station's
role, the server-lost banner and the feed of the other stations' commits."""
