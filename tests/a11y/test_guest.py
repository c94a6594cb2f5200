"""A table with friends joined as a guest, and another one only watched, as a screen reader
gets them through the desktop's accessibility bus, in English and in Greek.

The invitation opens the game at the Join page (what it read is said); the lobby is read
(the room code, each seat with its team, who is there and who is ready, what the table
waits for, said as it changes) and "I am ready" is said by keyboard. At the table of four
the partner's and the opponents' moves are announced, each seat by a name of its own (the
one who plays after you is on your right, R41), and a line said at the table is announced
too; a phrase is said back from the Talk page. Then the table is left (its question read)
and another one is watched: its lobby and its moves are said, the turn line says whose
turn it is, and not one card of anyone's hand is anywhere on the bus. The tables are kept
by players through the protocol alone (tables.py) at a real game server."""

from __future__ import annotations

import re
import subprocess
import sys
import threading
import time
from collections.abc import Iterator

import pytest

from diloti_qt.controller.words import card_long_name
from diloti_qt.engine.cards import parse_card, pretty

from .conftest import started
from .desktop import ROOT, START_TIMEOUT_S, Failed, Game, matching, nodes, outline
from .positions import settings
from .readable import problems
from .tables import GUEST_SEAT
from .test_table import play
from .test_tutorial import said_once
from .words import Words

HOST = "Anna"
WATCHED = ("Eleni", "Nikos")
GUEST = {"en": "Maria", "el": "Μαρία"}


@pytest.fixture(scope="module")
def server() -> Iterator[str]:
    """A game server (diloti-qt-server), its address."""
    process = subprocess.Popen([sys.executable, "-m", "diloti_qt.net", "--port", "0"],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True, start_new_session=True)
    try:
        line = process.stdout.readline()
        found = re.search(r"listening on (ws://\S+)", line)
        assert found, f"the server said {line!r}"
        yield found.group(1)
    finally:
        process.terminate()
        process.wait(10)


class Tables:
    """tables.py at `server`: what it printed, line by line, as it comes."""

    def __init__(self, server: str) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-u", "-m", "tests.a11y.tables", server], cwd=ROOT,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            text=True, start_new_session=True)
        self.lines: list[str] = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.lines.append(line.strip())

    def wait(self, prefix: str, timeout: float = START_TIMEOUT_S) -> str:
        """The rest of the first line that begins with `prefix`, waited for."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for line in list(self.lines):
                if line.startswith(prefix + " "):
                    return line[len(prefix) + 1:]
            time.sleep(0.05)
        raise Failed(f"tables.py never said {prefix!r}: {self.lines}")

    def hands(self) -> dict[str, list[int]]:
        """Each seat's hand as last printed."""
        out = {}
        for line in self.lines:
            if line.startswith("hand "):
                _, seat, *cards = line.split()
                out[seat] = [parse_card(c) for c in cards]
        return out

    def start_watched(self) -> None:
        """The watched table's match begins."""
        self.process.stdin.write("start\n")
        self.process.stdin.flush()

    def close(self) -> None:
        self.process.kill()
        self.process.wait()


def labels(window) -> list[str]:
    return [n["name"] for n in matching(window, "label") if n["name"]]


def join(game: Game, w: Words, tables: Tables, me: str) -> None:
    """The invitation read, the lobby read, ready said; the match begins."""
    title = w("PlayWithFriends", "Play with friends")
    said_once(game, w("PlayWithFriends", "Invitation read: type your name and join."), 0)
    assert problems(game.window(title), w) == [], outline(game.window(title))
    mark = game.mark()
    game.tab_to(w("PlayWithFriends", "&Join").replace("&", ""))
    game.press("Return")
    said_once(game, w("Lobby", "When everyone is ready, {host} starts the match.").format(
        host=HOST), mark)
    lobby = game.window(title)
    assert problems(lobby, w, (HOST,)) == [], outline(lobby)
    room = tables.wait("guest").rsplit("/", 1)[-1]
    assert w("Lobby", "Room code: {code}").format(code=room) in labels(lobby)
    # each seat: its title and team, who sits there, whether they are here
    team = [w("Lobby", "team A"), w("Lobby", "team B")]
    seat = [w("Lobby", "Seat {n} ({team})").format(n=n + 1, team=team[n % 2]) for n in range(4)]
    easy = w("Lobby", "Computer: {level}").format(level=w("NewGameDialog", "Easy"))
    here, computer = w("Lobby", "here"), w("Lobby", "computer")
    read = labels(lobby)
    rows = [seat[0], HOST, here, seat[1], easy, computer,
            seat[2], me + w("Lobby", " (you)"), here, seat[3], easy, computer]
    assert [t for t in read if t in rows] == rows, read
    # ready, by keyboard: the table starts (its host waits for it)
    mark = game.mark()
    game.tab_to(w("Lobby", "I am &ready").replace("&", ""))
    game.press("space")
    game.wait_event(lambda e: e["type"] == "object:state-changed:checked" and e["detail1"],
                    mark, what="ready checked")
    ready = w("Lobby", "{name}: ready").format(name=me + w("Lobby", " (you)"))
    game.wait_event(lambda e: e["type"] == "object:property-change:accessible-name"
                    and e["text"] == ready, mark, what="your seat read as ready")
    game.gone(title, timeout=START_TIMEOUT_S)


@pytest.mark.parametrize("words", ["en", "el"], indirect=True)
def test_a_guest_at_a_table_of_four_then_a_watcher(desktop, server, words):
    w = words
    me = GUEST[w.language]
    tables = Tables(server)
    try:
        invitation = tables.wait("guest")
        with started(desktop, lambda home: settings(home, w.language, player_name=me),
                     (invitation,)) as game:
            join(game, w, tables, me)
            at_the_table(game, w, tables)
            leave(game, w)
            watch(game, w, tables)
    finally:
        tables.close()


def at_the_table(game: Game, w: Words, tables: Tables) -> None:
    """The deal said once, the partner's line said, every other seat's moves announced by
    a name of its own; a phrase said back."""
    opening = "|".join(w.pattern("History", f"Round {{n}}. {who}; on the table: {{cards}}.")
                       for who in ("You deal", "{who} deals"))
    line = game.wait_said(opening)
    assert game.said().count(line) == 1, game.said()
    greeting = w("Talk", "{name} says: «{words}»").format(name=HOST,
                                                         words=w("Talk", "Good luck!"))
    game.wait_said(re.escape(greeting))
    level = w("NewGameDialog", "Easy")
    # the same names at every friend's app (F11): the computers by their seats' numbers
    right = w("OnlineSeat", "Computer at seat {n} ({level})").format(
        n=(GUEST_SEAT + 1) % 4 + 1, level=level)
    left = w("OnlineSeat", "Computer at seat {n} ({level})").format(
        n=(GUEST_SEAT + 3) % 4 + 1, level=level)
    names = (HOST, right, left)
    your_turn = w("MovesPanel", "Your turn: choose a move and press Enter.")

    def moves() -> list[str]:
        return [t for t in game.said() if t.startswith(names) and not t.startswith(greeting)]

    for _turn in range(3):
        game.wait(lambda tree: matching(tree, "label", your_turn, showing=False),
                  timeout=20, what="your turn")
        mark = game.mark()
        play(game, w)
        # the seat after yours is on your right (R41: play passes counter-clockwise)
        after = game.wait_event(lambda e: e["type"] == "object:announcement"
                                and e["text"].startswith(names), mark, timeout=20)["text"]
        assert after.startswith(right), (after, game.said(mark))
        if all(any(m.startswith(n) for m in moves()) for n in names):
            break
    said = moves()
    assert all(any(m.startswith(n) for m in said) for n in names), said
    assert all(w.in_language(t.replace(HOST, "")) for t in said), said
    # a phrase said back, from the Talk page's button
    thanks = w("Talk", "Say: {words}").format(words=w("Talk", "Thanks!"))
    game.act(game.one("push button", thanks, showing=False), "Press")
    assert tables.wait("heard 2") == "thanks"


def leave(game: Game, w: Words) -> None:
    """Table ▸ Leave the table, and its question answered (a computer takes the seat)."""
    game.choose(w("OnlineTable", "&Leave the table").replace("&", ""),
                menu=w("OnlineTable", "&Table").replace("&", ""))
    question = game.window(w("OnlineTable", "Leave the table?"))
    assert problems(question, w) == [], outline(question)
    assert matching(question, "label", w("OnlineTable", "The match goes on without you: a "
                                         "computer plays your seat."))
    game.act(game.one("push button", w("OnlineTable", "&Leave the table").replace("&", ""),
                      within=question), "Press")
    game.gone(w("OnlineTable", "Leave the table?"))
    game.window(w("MainWindow", "Diloti"))


def watch(game: Game, w: Words, tables: Tables) -> None:
    """Another table watched from the Join page: its lobby said, then its moves; the turn
    line names who plays; no card of a hand anywhere."""
    invitation = tables.wait("watch")
    game.choose(w("MainWindow", "Play with &friends…").replace("&", ""))
    title = w("PlayWithFriends", "Play with friends")
    dialog = game.window(title)
    # The guest left a match (leave, before): the dialog opens on the Join page, filled for
    # that table so that Join takes the seat back (issue 37, F4); the watcher's invitation
    # is typed over it.
    left = re.escape(w("PlayWithFriends", "You left a match at table {code}: Join takes "
                       "your seat back.")).replace(re.escape("{code}"), ".+")
    assert matching(dialog, "label", name_re=f"^{left}$"), outline(dialog)
    game.tab_to(w("PlayWithFriends", "&Join a table").replace("&", ""))
    game.tab_to(w("PlayWithFriends", "&Address:").replace("&", ""))
    mark = game.mark()
    game.type(invitation)  # the address and the room code filled from it
    said_once(game, w("PlayWithFriends", "Invitation read: type your name and join."), mark)
    game.tab_to(w("PlayWithFriends", "&Watch").replace("&", ""))
    game.press("Return")
    game.wait_said(re.escape(w("Lobby", "You are watching this table: the match shows here "
                               "when it starts.")), mark)
    tables.start_watched()
    # the match begins for the watcher: both players' moves are said
    for name in WATCHED:
        game.wait_said("^" + re.escape(name) + " ", mark, timeout=20)
    main = game.window(w("OnlineTable", "Watching a table with friends"))
    assert problems(main, w, WATCHED) == [], outline(main)
    turn = w("MovesPanel", "{name} is playing.")
    assert matching(main, "label", name_re="^(" + "|".join(
        re.escape(turn.format(name=n)) for n in WATCHED) + ")$", showing=False), outline(main)
    deadline = time.monotonic() + START_TIMEOUT_S
    hands = tables.hands()
    while sorted(len(h) for h in hands.values()) != [5, 5]:  # each has played its move
        assert time.monotonic() < deadline, hands
        time.sleep(0.05)
        hands = tables.hands()
    # what a screen reader can reach (a hidden label of the table left is not)
    tree = game.tree(menus=True)
    assert not [n for n in matching(tree, "list", w("MovesPanel", "Your hand"), showing=False)
                if n["children"]]
    seen = [text for n in nodes(tree) if "showing" in n["states"]
            for text in (n["name"], n["description"], n.get("text", ""))]
    for card in (c for h in hands.values() for c in h):
        shown = [t for t in seen if pretty(card) in t or card_long_name(card) in t]
        assert not shown, (pretty(card), shown)
