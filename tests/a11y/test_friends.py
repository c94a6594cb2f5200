"""A table with friends as a screen reader gets it, through the desktop's accessibility bus:
the table hosted from the menu, the lobby read (the room code and the invitation, each
seat, who has come and who is ready, what the table waits for, said as it changes), the
match started by keyboard, and a friend's moves announced at the table."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from .conftest import started
from .desktop import ROOT, Game, matching
from .positions import settings
from .readable import problems
from .test_table import play
from .words import Words

FRIEND = "Vasilis"


def lobby_text(game: Game, w: Words) -> list[str]:
    """The lobby's words, as a screen reader reads them in order."""
    window = game.window(w("PlayWithFriends", "Play with friends"))
    return [n["name"] for n in matching(window, "label") if n["name"]]


@pytest.mark.parametrize("words", ["en", "el"], indirect=True)
def test_a_friend_joins_the_lobby_and_their_moves_are_announced(desktop, words):
    w = words
    with started(desktop, lambda home: settings(home, w.language)) as game:
        game.choose(w("MainWindow", "Play with &friends…").replace("&", ""))
        title = w("PlayWithFriends", "Play with friends")
        window = game.window(title)
        assert problems(window, w) == []
        mark = game.mark()
        game.tab_to(w("PlayWithFriends", "&Open the table").replace("&", ""))
        game.press("Return")

        # the lobby: the code, the invitation, the seats, and what it waits for, said
        waiting = w("Lobby", "Waiting for friends: {seats}").format(
            seats=w("Lobby", "Seat {n}").format(n=2))
        game.wait_said(re.escape(waiting), mark)
        window = game.window(title)
        assert problems(window, w) == []
        code = game.one("label", name_re="^" + re.escape(w("Lobby", "Room code: {code}")
                                                           .split("{")[0]))
        invitation = game.one("label", name_re=re.escape(w("Lobby", "Invitation for friends: "
                                                           "{invitation}").split("{")[0]))
        room = code["name"].rsplit(" ", 1)[-1]
        assert invitation["description"].endswith("/" + room), (invitation, room)
        friend = subprocess.Popen([sys.executable, "-m", "tests.a11y.friend",
                                   invitation["description"], FRIEND], cwd=ROOT,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        try:
            mark = game.mark()
            game.wait_said(re.escape(w("Lobby", "Everyone is here and ready: start the "
                                       "match.")), mark)
            assert problems(game.window(title), w) == []
            seat = [n for n in lobby_text(game, w) if n.startswith(FRIEND)]
            assert seat == [w("Lobby", "{name}: ready").format(name=FRIEND)], lobby_text(game, w)
            mark = game.mark()
            game.tab_to(w("Lobby", "&Start the match").replace("&", ""))
            game.press("Return")
            game.gone(title)

            # at the table: the friend's moves are said in their name; yours by keyboard
            your_turn = w("MovesPanel", "Your turn: choose a move and press Enter.")

            def theirs() -> list[str]:
                return [t for t in game.said(mark) if t.startswith(FRIEND)]

            played = 0
            while not (theirs() and played):
                game.wait(lambda tree: matching(tree, "label", your_turn, showing=False),
                          timeout=20, what="your turn")
                play(game, w)
                played += 1
                assert played <= 3, game.said(mark)
            game.wait(lambda tree: len(theirs()) > 1, timeout=20, what="the friend's reply")
            assert all(w.in_language(t) for t in theirs()), theirs()
        finally:
            friend.kill()
            friend.wait()
