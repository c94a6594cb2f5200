"""Play with friends in the desktop app: the Qt side of the game service (diloti_qt.net).

connection (the headless client on a background thread, handing messages to the GUI
thread, where net.mirror.TableMirror keeps what the seat knows), saved (the seat's
token on disk, to come back after a crash), resume (back to a saved seat at start),
address (typed addresses to URLs), words (the service's codes in the player's language),
results (an online match for the statistics), lobby (who sits where), dialog (host or
join, then the lobby), seat (the TableSource of a network seat), match (the online
match's SeatPane, hosted by the window as its TableKeeper), sheet (the score sheet and
the ready step between rounds)."""
