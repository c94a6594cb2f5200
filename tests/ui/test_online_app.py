"""Play with friends in two app windows (offscreen) at one table through this app's own
game service on 127.0.0.1: host, find the table, join, ready, start; then the match on
each window's own table — real mouse drags on both sides to the end of a round, names,
whose turn and connection marks on the seats, no undo, the score sheet and the ready step
between rounds, keyboard play, the statistics, a computer for an absent friend, and the
host closing the window. (The service is kept on 127.0.0.1 and off the local network.)"""

from __future__ import annotations

import random

from PySide6.QtCore import Qt
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from diloti_qt.controller import one_card
from diloti_qt.controller.port import Presence
from diloti_qt.engine import legal_moves
from diloti_qt.ui.online.dialog import PlayWithFriendsDialog
from diloti_qt.ui.online.sheet import OnlineRoundSheet
from diloti_qt.ui.table.dressing import PRESENCE_DOTS

from .online_driver import held_cards, host_and_guest, settled
from .table_driver import pills, play_by_mouse
from .test_app_driver import make_window


def hidden_from(window, table) -> set[int]:
    """The cards the server holds that `window`'s seat may not see: the other hands and
    the stock, this very moment."""
    state = table.match.state
    seat = window.online.seat.human
    hidden = set(state.stock)
    for s, hand in enumerate(state.hands):
        if s != seat:
            hidden.update(hand)
    return hidden


def server_table(window):
    online = window.online
    return online.connection.service.server.tables[online.connection.room]


def pill_of(window, seat: int):
    return window.online.view.table.decor.names[seat]


def play_round_by_mouse(qtbot, windows, seed: int, check=None) -> int:
    """Play until the round is over, each move dragged on the mover's own table; `check()`
    after every move, once both tables show it. Returns the moves played."""
    rng = random.Random(seed)
    played = 0
    while True:
        qtbot.waitUntil(lambda: settled(*windows), timeout=10000)
        if check is not None:
            check()
        mover = next((w for w in windows if w.online.presenter.human_turn()), None)
        if mover is None:
            assert all(w.online.seat.view().round_over for w in windows)
            return played
        o = mover.online
        move = rng.choice(o.seat.legal_moves())
        lines = len(o.seat.history)
        play_by_mouse(o.view, o.pane.table_model, move)
        qtbot.waitUntil(lambda o=o, n=lines: len(o.seat.history) > n, timeout=10000)
        assert o.seat.view().history[-1] == (o.seat.human, move)
        played += 1


def read_line(proc, seconds: float) -> str:
    """The next line a helper process prints, or AssertionError after `seconds`."""
    import select

    ready, _, _ = select.select([proc.stdout], [], [], seconds)
    assert ready, f"the helper process said nothing for {seconds} s"
    return proc.stdout.readline()


def test_the_game_menu_offers_play_with_friends(qtbot):
    window = make_window(qtbot)
    game_menu = window.menuBar().actions()[0].menu()
    assert window.friends_action in game_menu.actions()
    window.friends_action.trigger()
    dialog = window.friends_dialog
    assert isinstance(dialog, PlayWithFriendsDialog) and dialog.isVisible()
    dialog.reject()
    qtbot.waitUntil(lambda: window.friends_dialog is None)


def test_the_first_name_offered_is_not_the_computers_login_name(qtbot, monkeypatch):
    """Before a name was ever typed the name boxes offer the person's name as the system
    knows it, else "Player": the login name ("jdoe42", "root") is not how friends know
    someone (F15)."""
    import getpass
    import pwd

    class Entry:
        pw_gecos = "jdoe42,,,"  # a full name that is the login name again

    monkeypatch.setattr(getpass, "getuser", lambda: "jdoe42")
    monkeypatch.setattr(pwd, "getpwnam", lambda login: Entry())
    window = make_window(qtbot)
    for gecos, offered in (("jdoe42,,,", "Player"), ("", "Player"),
                           ("Jane  Doe,Room 2,,", "Jane Doe")):
        Entry.pw_gecos = gecos
        window.friends_action.trigger()
        dialog = window.friends_dialog
        for edit in (dialog.host_name, dialog.join_name):
            assert edit.text() == offered and edit.placeholderText(), (gecos, edit.text())
        dialog.reject()
        qtbot.waitUntil(lambda: window.friends_dialog is None)


def test_two_windows_play_a_round_by_dragging_then_both_are_ready_for_the_next(qtbot):
    host_win, guest_win = host_and_guest(qtbot, target=61)
    windows = [host_win, guest_win]
    table = server_table(host_win)
    for w in windows:
        # the match is on the window's own table; the offline table is out of sight
        assert w.centralWidget() is w.online.view is w.table
        assert w.match_pane.view.isHidden() and w.match_pane.view is not w.table
        assert not w.undo_action.isEnabled() and "No undo" in w.undo_action.toolTip()
        assert not w.hint_action.isEnabled() and not w.new_action.isEnabled()
        assert "friends" in w.windowTitle()
    qtbot.waitUntil(lambda: settled(*windows), timeout=10000)
    # names on the seats, whose turn, a connection mark on each
    to_move = table.match.state.to_move
    for w, me, other, name in ((host_win, 0, 1, "Vasilis"), (guest_win, 1, 0, "Ana")):
        shown = pills(w.online.view)
        assert shown[other][0] == name and shown[other][1] == (to_move == other)
        assert shown[me][0] == ("Your turn" if to_move == me else "You")
        for seat in (0, 1):
            assert pill_of(w, seat).dot == PRESENCE_DOTS[Presence.HERE]
        assert "connected" in pill_of(w, other).toolTip()
    # the moves list names the friend whose turn it is (not "the computer")
    waiting = guest_win if to_move == 0 else host_win
    mover_name = "Ana" if to_move == 0 else "Vasilis"
    assert waiting.online.pane.moves_panel.turn_label.text() == f"{mover_name} is playing."

    leaks = []

    def no_leak() -> None:
        for w in windows:  # the client-side TableSource never holds another seat's cards
            leaked = held_cards(w.online.seat, w.online.presenter) & hidden_from(w, table)
            if leaked:
                leaks.append((w.online.seat.human, leaked))

    played = play_round_by_mouse(qtbot, windows, seed=11, check=no_leak)
    assert played == 48 and leaks == []  # a two-player round: 48 cards played
    record = table.match.rounds[-1]
    for w in windows:
        seat = w.online.seat
        assert seat.finished_rounds() == [record] and seat.view().scores == tuple(
            table.match.state.scores)
        assert w.history_view.model() is w.online.pane.history_model
        assert w.online.pane.history_model.rowCount() == len(seat.history) >= 48
    # the round's score sheet on both tables, and the table waits for both
    qtbot.waitUntil(lambda: all(w.online.sheet is not None for w in windows), timeout=10000)
    host_sheet, guest_sheet = (w.online.sheet for w in windows)
    assert isinstance(host_sheet, OnlineRoundSheet) and host_sheet.isVisible()
    assert host_sheet.breakdown.text("round", 0) == str(record.points[0])
    assert table.match.round_number == 1 and table.waiting_for() == [0, 1]
    assert guest_win.next_round_action.isEnabled()
    qtbot.mouseClick(host_sheet.ready_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "when you are" in guest_sheet.waiting.text(), timeout=5000)
    assert "Waiting for Vasilis" in host_sheet.waiting.text()
    assert not host_sheet.ready_button.isEnabled()
    assert table.match.round_number == 1  # still waiting for Vasilis
    guest_win.next_round_action.trigger()  # Game ▸ Next round (N): ready
    qtbot.waitUntil(lambda: all(w.online.sheet is None for w in windows), timeout=10000)
    qtbot.waitUntil(lambda: all(w.online.seat.round_number == 2
                                and not w.online.seat.view().round_over for w in windows))
    assert table.match.round_number == 2
    for w in windows:
        w.online.leave()
    assert all(w.online is None and w.centralWidget() is w.table for w in windows)


def test_keyboard_play_online_and_the_match_goes_into_the_statistics(qtbot):
    """The table's keyboard lists work online: each move chosen in the moves list with
    the keys; the match ends with the round (target 1) and is counted."""
    host_win, guest_win = host_and_guest(qtbot, target=1)
    windows = [host_win, guest_win]
    recorded = []
    host_win.online.connection.match_finished.connect(recorded.append)
    played = 0
    while True:
        qtbot.waitUntil(lambda: settled(*windows), timeout=10000)
        mover = next((w for w in windows if w.online.presenter.human_turn()), None)
        if mover is None:
            break
        mover.moves_action.trigger()  # M: the moves list has the focus
        listed = mover.online.pane.moves_panel.moves_view
        assert QApplication.focusWidget() is listed or not mover.isActiveWindow()
        lines = len(mover.online.seat.history)
        qtbot.keyClick(listed, Qt.Key.Key_Down)
        qtbot.keyClick(listed, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda m=mover, n=lines: len(m.online.seat.history) > n, timeout=10000)
        played += 1
    assert played == 48
    qtbot.waitUntil(lambda: all(w.online.sheet is not None for w in windows), timeout=10000)
    sheet = host_win.online.sheet
    assert sheet.ready_button is None and sheet.leave_button is not None
    assert "the match" in sheet.heading.text()
    qtbot.waitUntil(lambda: len(recorded) == 1)
    match = recorded[0]
    assert match.players == 2 and match.level == "human"
    assert match.final_scores == host_win.online.seat.view().scores
    qtbot.waitUntil(lambda: host_win.session.history.count() == 1)
    qtbot.mouseClick(sheet.leave_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host_win.online is None)
    assert host_win.centralWidget() is host_win.table and host_win.table.isVisible()
    assert host_win.new_action.isEnabled() and host_win.friends_action.isEnabled()


def test_an_illegal_move_gets_the_servers_reason_and_changes_nothing(qtbot, monkeypatch):
    """The server is the only authority: a move the client let through (say, a client
    whose own check differs) is refused with the engine's reason; the card flies home."""
    host_win, guest_win = host_and_guest(qtbot)
    windows = [host_win, guest_win]
    table = server_table(host_win)
    qtbot.waitUntil(lambda: settled(*windows), timeout=10000)
    mover = next(w for w in windows if w.online.presenter.human_turn())
    seat = mover.online.seat
    state = table.match.state
    legal = set(legal_moves(state))
    view = seat.view()
    bad = next(m for m in (_capture_of(c, t) for c in view.hand for t in view.loose)
               if m not in legal)
    monkeypatch.setattr(one_card, "is_legal", lambda state, move: True)
    monkeypatch.setattr(seat, "moves_for", lambda card, target, selection=frozenset():
                        one_card.CardMoves(card, (bad,), 1))
    said = []
    seat.illegal_move.connect(lambda sentence, rules: said.append((sentence, rules)))
    before = state.clone()
    sprite = mover.online.view.scene_item_for_card(bad.card)
    home = sprite.pos()
    play_by_mouse(mover.online.view, mover.online.pane.table_model, bad)  # let go on the table
    qtbot.waitUntil(lambda: bool(said), timeout=5000)
    sentence, rules = said[0]
    assert sentence and rules.startswith("R")
    assert table.match.state == before and seat.is_human_turn()
    qtbot.waitUntil(lambda: sprite.pos() == home, timeout=5000)
    assert sentence in mover.status_label.text()
    for w in windows:
        w.online.leave()


def _capture_of(card: int, target: int):
    from diloti_qt.engine import Move

    return Move(card, "capture", (target,), 0, "capture")


def test_the_host_lets_a_computer_play_for_an_absent_friend_from_the_table(qtbot):
    host_win, guest_win = host_and_guest(qtbot)
    table = server_table(host_win)
    host = host_win.online
    qtbot.waitUntil(lambda: settled(host_win, guest_win), timeout=10000)
    guest_win.online.connection.close(wait=5, farewell=False)  # Vasilis's app goes away
    qtbot.waitUntil(lambda: host.seat.presence(1) is Presence.AWAY, timeout=10000)
    qtbot.waitUntil(lambda: pill_of(host_win, 1).dot == PRESENCE_DOTS[Presence.AWAY])
    assert pills(host.view)[1][0].startswith("Vasilis · away")
    assert "dropped" in host_win.status_label.text()
    # right-click on Vasilis's name: the host's menu for the seat
    label = pill_of(host_win, 1)
    at = host.view.mapFromScene(label.sceneBoundingRect().center())
    event = QContextMenuEvent(QContextMenuEvent.Reason.Mouse, at,
                              host.view.viewport().mapToGlobal(at))
    QApplication.sendEvent(host.view.viewport(), event)
    menu = host.seat_popup
    assert menu is not None and menu.isVisible()
    [sub] = [a.menu() for a in menu.actions() if a.menu() is not None]
    assert "Vasilis" in sub.title()
    [easy] = [a for a in sub.actions() if a.data() == "easy"]
    menu.close()
    easy.trigger()
    # the seat stays Vasilis's: a computer plays for him, under his name
    qtbot.waitUntil(lambda: table.seats[1].stand_in, timeout=5000)
    assert table.seats[1].kind.value == "friend" and table.seats[1].name == "Vasilis"
    qtbot.waitUntil(lambda: host.seat.presence(1) is Presence.STAND_IN, timeout=5000)
    assert host_win.status_label.text() == "A computer plays for Vasilis until they come back."
    qtbot.waitUntil(lambda: pills(host.view)[1][0].startswith("Vasilis · a computer plays"))
    # the computer plays Vasilis's turns: the round goes on with the host alone
    moves_before = len(table.moves)
    rng = random.Random(2)
    while len(table.moves) < moves_before + 6:
        if host.presenter.human_turn():
            n = len(host.seat.history)
            play_by_mouse(host.view, host.pane.table_model, rng.choice(host.seat.legal_moves()))
            qtbot.waitUntil(lambda n=n: len(host.seat.history) > n, timeout=10000)
        qtbot.wait(20)
    assert {s for s, _ in table.moves[moves_before:]} == {0, 1}
    # the history says the computer made those moves, for Vasilis (issue #37 F10)
    words = [host.pane.history_model.text(r) for r in range(host.pane.history_model.rowCount())]
    assert any(w.startswith("A computer, for Vasilis, ") for w in words)
    assert not any("Computer" in w for w in words)
    # the host hands the seat back: the table waits for Vasilis again
    menu = host.seat_menu(1)
    [back] = [a for a in menu.actions() if a.objectName() == "handBack"]
    assert back.text() == "&Give the seat back to Vasilis"
    said = []
    host.seat.message.connect(said.append)
    back.trigger()
    qtbot.waitUntil(lambda: not table.seats[1].stand_in, timeout=5000)
    qtbot.waitUntil(lambda: host.seat.presence(1) is Presence.AWAY, timeout=5000)
    assert table.seats[1].name == "Vasilis"
    qtbot.waitUntil(lambda: bool(said), timeout=5000)  # and how long (F5)
    assert said[-1].startswith("Vasilis's seat waits ") and ":" in said[-1], said
    # the host's own seat has no menu
    assert host.seat_menu(0) is None
    host.leave()


def test_only_the_host_may_give_a_seat_to_a_computer(qtbot):
    host_win, guest_win = host_and_guest(qtbot)
    guest = guest_win.online
    assert guest.absent_friends() == []
    # a friend may only mute the host; the host's menu has its seat's items too
    assert [a.text() for a in guest.seat_menu(0).actions()] == ["&Mute Ana"]
    assert guest.seat_menu(1) is None  # one's own seat
    # issue 37: the host may hand a present, idle friend's seat to a computer too (the
    # friend takes it back from their Table menu)
    menu = host_win.online.seat_menu(1)
    assert [a.text() for a in menu.actions()] == ["Let a &computer play for Vasilis",
                                                  "&Mute Vasilis"]
    [easy] = [a for a in menu.actions()[0].menu().actions() if a.data() == "easy"]
    easy.trigger()
    qtbot.waitUntil(lambda: guest._kept_for_me(), timeout=5000)
    assert "Play my seat again" in guest_win.status_label.text()
    guest._fill_table_menu()
    [here] = [a for a in guest.table_menu.actions() if a.objectName() == "hereAction"]
    here.trigger()
    qtbot.waitUntil(lambda: not guest._kept_for_me(), timeout=5000)
    for w in (guest_win, host_win):
        w.online.leave()


def test_closing_the_window_while_hosting_warns_and_the_friends_are_told(qtbot):
    host_win, guest_win = host_and_guest(qtbot)
    guest = guest_win.online
    qtbot.waitUntil(lambda: settled(host_win, guest_win), timeout=10000)
    host_win.close()
    box = host_win.online.closing_box
    assert host_win.isVisible() and box is not None and box.isVisible()  # asked first
    assert "ends the match for everyone" in box.text()
    keep = next(b for b in box.buttons()
                if box.buttonRole(b) == QMessageBox.ButtonRole.RejectRole)
    qtbot.mouseClick(keep, Qt.MouseButton.LeftButton)
    assert host_win.isVisible() and guest.seat.farewell is None
    host_win.close()
    box = host_win.online.closing_box
    close = next(b for b in box.buttons()
                 if box.buttonRole(b) == QMessageBox.ButtonRole.AcceptRole)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not host_win.isVisible(), timeout=10000)
    # the table is over for good: not kept to be opened again, nor the host's seat
    import sqlite3

    from diloti_qt.ui.online.saved import SavedSeats

    kept = SavedSeats()
    with sqlite3.connect(kept.home_tables / "tables.sqlite3") as db:
        assert db.execute("SELECT count(*) FROM tables").fetchone() == (0,)
    assert kept.latest() is None
    # the friend's table says the host closed it, and nothing more can be played
    qtbot.waitUntil(lambda: guest.seat.farewell == "host-left", timeout=10000)
    qtbot.waitUntil(lambda: guest.closed_box is not None)
    assert "host closed the table" in guest.closed_box.text()
    assert "host closed the table" in guest_win.status_label.text()
    assert not guest.seat.is_human_turn() and guest.seat.legal_moves() == []
    # nobody is to play at a closed table, and nobody is "away" from it
    qtbot.waitUntil(lambda: settled(guest_win), timeout=5000)
    assert {text for text, lit in pills(guest.view).values()} == {"You", "Ana"}
    assert not any(lit for _text, lit in pills(guest.view).values())
    card = guest.seat.view().hand[0]
    assert "host closed" in guest.seat.why_not(card, None)[0]
    guest.closed_box.accept()
    qtbot.waitUntil(lambda: guest_win.online is None)
    assert guest_win.centralWidget() is guest_win.table


def test_a_friend_who_closes_the_window_is_only_away(qtbot):
    """Closing the app at a friend's table keeps the seat (the token is on disk): no
    question asked, the host sees the friend away, not gone."""
    host_win, guest_win = host_and_guest(qtbot, guest_store=True)
    qtbot.waitUntil(lambda: settled(host_win, guest_win), timeout=10000)
    host = host_win.online
    said = []
    host.seat.message.connect(said.append)
    guest_win.close()
    assert not guest_win.isVisible()
    qtbot.waitUntil(lambda: host.seat.presence(1) is Presence.AWAY, timeout=10000)
    # the others are told how long the table waits for him (the server's grace, 120 s),
    # and what happens then (F5)
    qtbot.waitUntil(lambda: any("connection dropped" in t for t in said), timeout=5000)
    dropped = next(t for t in said if "connection dropped" in t)
    assert "2:00" in dropped and "computer" in dropped, dropped
    assert server_table(host_win).seats[1].token_hash is not None
    from diloti_qt.ui.online.saved import SavedSeats

    saved = SavedSeats().latest()
    assert saved is not None and saved.room == host.connection.room and not saved.hosted
    host.leave()


def test_typed_addresses_become_websocket_urls():
    from diloti_qt.ui.online.address import server_url

    cases = {
        "192.168.1.20": "ws://192.168.1.20:8765/",
        "192.168.1.20:9000": "ws://192.168.1.20:9000/",
        " diloti.example.org ": "ws://diloti.example.org:8765/",
        "wss://diloti.example.org": "wss://diloti.example.org:443/",
        "wss://diloti.example.org/play": "wss://diloti.example.org:443/play",
        "ws://[::1]:8765": "ws://[::1]:8765/",
        "": None, "http://example.org": None, "ws://user@host": None,
        "host:99999": None, "host name": None, "ws://": None, "a" * 400: None,
    }
    for text, url in cases.items():
        assert server_url(text) == url, text


def test_a_dropped_connection_comes_back_to_the_same_seat_by_itself(qtbot):
    from diloti_qt.net.host import ServiceHost
    from diloti_qt.net.server import ServerConfig
    from diloti_qt.ui.online.connection import OnlineConnection

    service = ServiceHost(ServerConfig(host="127.0.0.1", robot_mode="thread", grace=30))
    port = service.start()
    host, guest = OnlineConnection(), OnlineConnection()
    try:
        states = []
        guest.connection_changed.connect(states.append)
        host.join_table(f"ws://127.0.0.1:{port}", "0000000000", "x")  # no such table
        refused = []
        host.refused.connect(lambda code, reason: refused.append(code))
        qtbot.waitUntil(lambda: refused == ["not-found"], timeout=5000)
        host.close(wait=5)
        host = OnlineConnection()
        host.host_table("Ana", {"profile": "pagat-2p"}, ["friend", "friend"], "easy",
                        advertise=False, config=ServerConfig(host="127.0.0.1",
                                                             robot_mode="thread"))
        qtbot.waitUntil(lambda: host.room is not None, timeout=10000)
        guest.join_table(f"ws://127.0.0.1:{host.service.port}", host.room, "Vasilis")
        qtbot.waitUntil(lambda: guest.seat == 1 and states == [True], timeout=10000)
        token = guest.table.token
        guest.loop.call_soon_threadsafe(guest.client.abort)  # the network drops
        qtbot.waitUntil(lambda: states == [True, False, True], timeout=15000)
        assert guest.seat == 1 and guest.table.token == token
        qtbot.waitUntil(lambda: host.table.seats[1].connected, timeout=5000)
    finally:
        host.close(wait=5)
        guest.close(wait=5)
        service.stop()


def test_an_app_killed_at_the_table_takes_its_seat_back_when_started_again(qtbot, tmp_path):
    """Vasilis's app (its own process) joins, is killed with SIGKILL mid-match, and the
    app started again on the same home comes back to the same seat by its saved token."""
    import os
    import signal
    import subprocess
    import sys
    import time

    from diloti_qt.net.server import ServerConfig
    from diloti_qt.ui.online.connection import OnlineConnection
    from diloti_qt.ui.online.saved import FILE_NAME

    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    home = tmp_path / "vasilis"
    env = {**os.environ, "DILOTI_QT_HOME": str(home), "QT_QPA_PLATFORM": "offscreen",
           "PYTHONPATH": root + os.pathsep + os.environ.get("PYTHONPATH", ""),
           "DILOTI_SOUND": "off"}
    host = OnlineConnection()
    procs = []
    try:
        host.host_table("Ana", {"profile": "pagat-2p"}, ["friend", "friend"], "easy",
                        advertise=False, config=ServerConfig(host="127.0.0.1",
                                                             robot_mode="thread"))
        qtbot.waitUntil(lambda: host.room is not None, timeout=10000)
        url = f"ws://127.0.0.1:{host.service.port}"
        guest = subprocess.Popen([sys.executable, "-m", "tests.ui.online_guest_proc", url,
                                  host.room], env=env, cwd=root, stdout=subprocess.PIPE,
                                 text=True)
        procs.append(guest)
        qtbot.waitUntil(lambda: len(host.table.seats) == 2 and host.table.seats[1].ready,
                        timeout=30000)
        host.start()
        assert read_line(guest, 30).split() == ["SEATED", "1"]
        table = host.service.server.tables[host.room]
        token_hash = table.seats[1].token_hash
        files = list(home.rglob(FILE_NAME))
        assert len(files) == 1
        assert oct(files[0].stat().st_mode & 0o777) == "0o600"  # a secret of this user
        os.kill(guest.pid, signal.SIGKILL)  # the app crashes
        guest.wait(10)
        qtbot.waitUntil(lambda: not host.table.seats[1].connected, timeout=10000)
        assert not table.seats[1].stand_in  # within the grace period
        again = subprocess.Popen([sys.executable, os.path.join(root, "main.py"),
                                  "--ai-mode", "thread"], env=env, cwd=root)
        procs.append(again)
        deadline = time.monotonic() + 60
        qtbot.waitUntil(lambda: host.table.seats[1].connected or time.monotonic() > deadline,
                        timeout=65000)
        assert host.table.seats[1].connected and host.table.seats[1].name == "Vasilis"
        assert table.seats[1].token_hash == token_hash  # the same seat, not a new one
        assert again.poll() is None
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait(10)
        host.close(wait=5)


def test_a_saved_seat_whose_table_is_gone_says_so(qtbot):
    """At start the app goes back to the seat it kept; when that table is gone (the match
    ended, it was closed, a computer took the seat) the dialog says so plainly and the seat
    is forgotten."""
    from diloti_qt.net.host import ServiceHost
    from diloti_qt.net.server import ServerConfig
    from diloti_qt.ui.online.resume import resume_at_start
    from diloti_qt.ui.online.saved import SavedSeat, SavedSeats

    from .online_driver import stored

    service = ServiceHost(ServerConfig(host="127.0.0.1", robot_mode="thread"))
    port = service.start()
    try:
        SavedSeats().remember(SavedSeat(f"ws://127.0.0.1:{port}", "ABCDEFGHJK",
                                        "t" * 32, "Vasilis"))
        window = make_window(qtbot, store=stored())
        resume_at_start(window)
        dialog = window.friends_dialog
        assert dialog is not None and dialog.join_name.text() == "Vasilis"
        assert dialog.code.text() == "ABCDE-FGHJK"
        qtbot.waitUntil(lambda: "Your seat at that table is gone" in dialog.message.text(),
                        timeout=10000)
        assert dialog.join_button.isEnabled()
        qtbot.waitUntil(lambda: SavedSeats().latest() is None, timeout=5000)
        dialog.reject()
    finally:
        service.stop()


def test_no_saved_seat_no_dialog_at_start(qtbot):
    from diloti_qt.ui.online.resume import resume_at_start

    from .online_driver import stored

    window = make_window(qtbot, store=stored())
    resume_at_start(window)
    assert window.friends_dialog is None


def test_a_host_killed_at_the_table_brings_it_back_when_started_again(qtbot, tmp_path):
    """Ana hosts at home (her app's own service) and her app is killed mid-match: the
    service kept the table in her storage folder, so the app started again opens it again
    on the same port and takes her seat back; Vasilis's app comes back by itself to the
    same view."""
    import os
    import signal
    import subprocess
    import sys

    from diloti_qt.ui.online.connection import OnlineConnection

    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    env = {**os.environ, "DILOTI_QT_HOME": str(tmp_path / "ana"),
           "QT_QPA_PLATFORM": "offscreen", "DILOTI_SOUND": "off",
           "PYTHONPATH": root + os.pathsep + os.environ.get("PYTHONPATH", "")}
    host = subprocess.Popen([sys.executable, "-m", "tests.ui.online_host_proc"], env=env,
                            cwd=root, stdout=subprocess.PIPE, text=True)
    procs = [host]
    guest = OnlineConnection()
    try:
        words = read_line(host, 30).split()
        assert words[0] == "PORT" and words[2] == "ROOM", words
        port, room = int(words[1]), words[3]
        states = []
        guest.connection_changed.connect(states.append)
        guest.join_table(f"ws://127.0.0.1:{port}", room, "Vasilis")
        qtbot.waitUntil(lambda: guest.seat == 1, timeout=20000)
        guest.ready(True)
        assert read_line(host, 30).split() == ["STARTED"]
        qtbot.waitUntil(lambda: guest.table.view is not None, timeout=10000)
        before = guest.table.view
        os.kill(host.pid, signal.SIGKILL)  # Ana's app crashes, and its service with it
        host.wait(10)
        qtbot.waitUntil(lambda: states[-1:] == [False], timeout=10000)
        again = subprocess.Popen([sys.executable, os.path.join(root, "main.py"),
                                  "--ai-mode", "thread"], env=env, cwd=root)
        procs.append(again)
        qtbot.waitUntil(lambda: states[-1:] == [True] and guest.table.view is not None
                        and guest.table.seats and guest.table.seats[0].connected,
                        timeout=60000)
        assert guest.table.view == before  # the same table, the same hand
        assert guest.table.seats[0].name == "Ana" and guest.seat == 1
    finally:
        guest.close(wait=5)
        for p in procs:
            if p.poll() is None:
                p.kill()
                p.wait(10)


def test_a_seat_that_drops_comes_back_to_the_same_table_and_history(qtbot):
    """The network drops under Vasilis's app in the second round: his seat is marked away
    on Ana's table, his app comes back by itself with the token, and his table shows the
    same cards and the same history (this round's lines replayed from its moves, the first
    round's kept)."""
    host_win, guest_win = host_and_guest(qtbot)
    windows = [host_win, guest_win]
    play_round_by_mouse(qtbot, windows, seed=4)
    qtbot.waitUntil(lambda: all(w.online.sheet is not None for w in windows), timeout=10000)
    for w in windows:
        w.online.sheet.ready()
    qtbot.waitUntil(lambda: all(w.online.seat.round_number == 2 for w in windows),
                    timeout=10000)
    first_round = len(guest_win.online.seat.history)
    assert first_round >= 48
    rng = random.Random(5)
    for _ in range(5):
        qtbot.waitUntil(lambda: settled(*windows), timeout=10000)
        mover = next(w for w in windows if w.online.presenter.human_turn())
        o = mover.online
        n = len(o.seat.history)
        play_by_mouse(o.view, o.pane.table_model, rng.choice(o.seat.legal_moves()))
        qtbot.waitUntil(lambda o=o, n=n: len(o.seat.history) > n, timeout=10000)
    qtbot.waitUntil(lambda: settled(*windows), timeout=10000)
    guest = guest_win.online
    lines, view, shown = guest.seat.history, guest.seat.view(), guest.presenter.snapshot
    marks = []
    host_seat = host_win.online.seat  # (the window may have left the table when it speaks)
    host_seat.seats_changed.connect(lambda: marks.append(host_seat.presence(1)))
    c = guest.connection
    c.loop.call_soon_threadsafe(c.client.abort)  # the cable is pulled
    qtbot.waitUntil(lambda: Presence.AWAY in marks, timeout=10000)
    qtbot.waitUntil(lambda: marks[-1] is Presence.HERE and guest.seat.is_human_turn()
                    == (view.to_move == 1), timeout=20000)
    qtbot.waitUntil(lambda: settled(*windows), timeout=10000)
    assert guest.seat.view() == view and guest.presenter.snapshot == shown
    assert guest.seat.history == lines and len(lines) == first_round + 5
    assert guest_win.online is guest  # the same table in the window, not a new one
    for w in windows:
        w.online.leave()


def test_a_friend_who_leaves_after_the_match_is_said_gone_and_the_seat_is_free(qtbot):
    """After the match anyone may leave instead of playing again: the others are told, and
    the host's sheet says the seat is free (a friend may join, or a computer take it)."""
    from .test_online_series import play_out

    host_win, guest_win = host_and_guest(qtbot, target=1)
    windows = (host_win, guest_win)
    play_out(qtbot, windows)
    qtbot.waitUntil(lambda: all(w.online.sheet is not None for w in windows), timeout=10000)
    said = []
    host_win.online.seat.message.connect(said.append)
    guest_win.online.sheet.leave_button.click()
    qtbot.waitUntil(lambda: host_win.status_label.text() == "Vasilis left the table.",
                    timeout=10000)
    sheet = host_win.online.sheet
    qtbot.waitUntil(lambda: sheet.waiting.text().startswith("A seat is free"), timeout=5000)
    assert sheet.computer_button is not None and sheet.computer_button.isVisible()
    # the series still names who won and lost its matches, not "Seat 2" (F14)
    assert "Vasilis" in sheet.series.text() and "Seat" not in sheet.series.text(), \
        sheet.series.text()
    qtbot.wait(300)  # nothing said after it ("his connection dropped" said it wrongly)
    assert said == ["Vasilis left the table."], said
    host_win.online.leave()


def test_the_local_network_list_says_the_rules_and_the_free_seats(qtbot):
    """A table announced on the local network says which game it plays and how many seats
    are free, and says it anew when a friend sits (F16); the list shows both."""
    from diloti_qt.net.discovery import Found, Listing
    from diloti_qt.net.server import ServerConfig
    from diloti_qt.ui.online.dialog import open_friends_dialog

    from .online_driver import FakeBrowser, click, type_into
    from .test_app_driver import show

    host_win, guest_win = make_window(qtbot), make_window(qtbot)
    show(qtbot, host_win)
    show(qtbot, guest_win)
    FakeBrowser.made.clear()
    config = ServerConfig(host="127.0.0.1", robot_mode="thread")
    host = open_friends_dialog(host_win, service_config=config, browser_factory=FakeBrowser)
    type_into(qtbot, host.host_name, "Ana")  # announced: the suite's networks are "off"
    click(qtbot, host.open_button)
    qtbot.waitUntil(lambda: host.lobby is not None and host.lobby.isVisible(), timeout=15000)
    c = host.connection

    def listed():
        advert = c.service._advert if c.service is not None else None
        return advert.listing if advert is not None else None

    qtbot.waitUntil(lambda: listed() == Listing("pagat-2p", 61, 1), timeout=10000)
    guest = open_friends_dialog(guest_win, browser_factory=FakeBrowser)
    guest.tabs.setCurrentIndex(1)
    [browser] = FakeBrowser.made
    browser.changed([Found("Ana 1", "Ana", "127.0.0.1", c.service.port, listed())])
    qtbot.waitUntil(lambda: guest.found.count() == 1)
    text = guest.found.item(0).text()
    assert "Classic, two players, target 61" in text and text.endswith("free seats: 1"), text
    type_into(qtbot, guest.join_name, "Vasilis")
    guest.found.setCurrentRow(0)
    # the network is never told the code (F3): the host gives it
    assert guest.address.text().endswith(f":{c.service.port}") and not guest.code.text()
    assert "room code" in guest.message.text()
    type_into(qtbot, guest.code, c.room)
    click(qtbot, guest.join_button)
    qtbot.waitUntil(lambda: listed() == Listing("pagat-2p", 61, 0), timeout=10000)
    c.close()
    guest.connection.close()
