"""Watching a table from the app: the host lets people watch in the lobby (a setting), a
friend with the code presses Watch, both lobbies list the watcher; once the match starts
the watcher's window shows the table from the first seat's side — every hand as backs,
the piles, the history, the scores — and never a card of anyone's hand; it cannot play or
talk."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, Qt

from diloti_qt.controller.port import Presence
from diloti_qt.net.server import ServerConfig
from diloti_qt.ui.online.dialog import open_friends_dialog

from .online_driver import FakeBrowser, click, held_cards, settled, type_into
from .table_driver import play_by_mouse
from .test_app_driver import make_window, show


def public_cards(table) -> set[int]:
    """Every card the server's table shows everyone (the table, the piles, the moves)."""
    state = table.match.state
    seen = set(state.loose)
    for d in state.decls:
        seen.update(d.cards)
    for pile in state.captured:
        seen.update(pile)
    for _seat, move in state.history:
        seen.add(move.card)
        seen.update(move.cards)
    for d in table.match.round_start.decls:
        seen.update(d.cards)
    seen.update(table.match.round_start.loose)
    return seen


def open_table_for_ana(qtbot, win):
    """Ana hosts a table of two against an easy computer; her lobby is shown."""
    config = ServerConfig(host="127.0.0.1", robot_mode="thread", robot_delay=0.0)
    host = open_friends_dialog(win, advertise=False, service_config=config,
                               browser_factory=FakeBrowser)
    type_into(qtbot, host.host_name, "Ana")
    host.seat_boxes[0].setCurrentIndex(host.seat_boxes[0].findData("easy"))
    click(qtbot, host.open_button)
    qtbot.waitUntil(lambda: host.lobby is not None and host.lobby.isVisible(), timeout=15000)
    return host


def test_a_friend_watches_the_table_and_never_sees_a_hand(qtbot):
    host_win, watch_win = make_window(qtbot), make_window(qtbot)
    show(qtbot, host_win)
    show(qtbot, watch_win)
    host = open_table_for_ana(qtbot, host_win)
    assert host.lobby.watch_box.isVisible() and not host.lobby.watch_box.isChecked()
    box = host.lobby.watch_box
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    qtbot.waitUntil(lambda: host.connection.table.lobby.watch is True, timeout=5000)
    c = host.connection

    watcher = open_friends_dialog(watch_win, browser_factory=FakeBrowser)
    watcher.tabs.setCurrentIndex(1)
    watcher.address.setText(f"127.0.0.1:{c.service.port}")
    watcher.code.setText(c.room)
    type_into(qtbot, watcher.join_name, "Eve")
    click(qtbot, watcher.watch_button)
    qtbot.waitUntil(lambda: watcher.lobby is not None and watcher.lobby.isVisible(),
                    timeout=15000)
    assert "watching" in watcher.lobby.status.text()
    assert not watcher.lobby.ready_button.isVisible()
    qtbot.waitUntil(lambda: host.lobby.watchers_label.text() == "Watching: Eve", timeout=5000)
    assert watcher.lobby.watchers_label.text() == "Watching: Eve"

    click(qtbot, host.lobby.start_button)
    windows = (host_win, watch_win)
    qtbot.waitUntil(lambda: all(w.online is not None and w.online.mounted for w in windows),
                    timeout=15000)
    for w in windows:  # what is played shows at once: no flights to wait for
        w.set_pace("instant", save=False)
    ana, eve = host_win.online, watch_win.online
    table = ana.connection.service.server.tables[c.room]
    assert eve.seat.watching and not eve.seat.is_human_turn()
    # nobody at the table is "you" to the watcher: the round line names the dealer, the
    # window and the status bar say it watches
    dealer = table.match.state.dealer
    qtbot.waitUntil(lambda: eve.view.table.decor.round_label.text() != "", timeout=5000)
    assert eve.view.table.decor.round_label.text() == \
        f"Round 1 · {eve.seat.seat_name(dealer)} deals"
    assert watch_win.windowTitle() == "Watching a table with friends"
    assert "watching" in watch_win.status_label.text()
    assert eve.seat.seat_name(0) == "Ana" and eve.seat.presence(0) is Presence.HERE
    assert not eve.talk_panel.text.isEnabled()
    assert "watching" in eve.talk_panel.note.text()
    rng = random.Random(4)
    for _ in range(8):
        qtbot.waitUntil(lambda: settled(host_win), timeout=10000)
        qtbot.waitUntil(lambda: ana.presenter.human_turn() or table.match.state.round_over,
                        timeout=10000)
        if table.match.state.round_over:
            break
        n = len(ana.seat.history)
        play_by_mouse(ana.view, ana.pane.table_model, rng.choice(ana.seat.legal_moves()))
        qtbot.waitUntil(lambda n=n: len(ana.seat.history) > n, timeout=10000)
        # the watcher's window shows what every seat sees, and not one card of a hand: once
        # the server waits for Ana again (the computer's reply, played at once, is in) and
        # the watcher has heard all of it (compared with the server's state before, the
        # reply could land between the wait and the checks: 2 runs in 9)
        qtbot.waitUntil(lambda: (table.match.state.round_over
                                 or table.match.state.to_move == 0)
                        and eve.connection.table.seq == table.seq
                        and len(eve.seat.history) >= len(ana.seat.history)
                        and not eve.presenter.busy(), timeout=10000)
        hands = set().union(*map(set, table.match.state.hands))
        shown = held_cards(eve.seat, eve.presenter)
        assert not shown & hands, shown & hands
        assert shown <= public_cards(table)
        snap = eve.presenter.snapshot
        assert all(k >= 52 for hand in snap.hands for k in hand)  # backs only
        assert [len(h) for h in snap.hands] == [len(h) for h in table.match.state.hands]
    assert len(eve.seat.history) >= 8
    words = [eve.pane.history_model.text(r) for r in range(eve.pane.history_model.rowCount())]
    assert any(w.startswith("Ana ") for w in words) and not any(
        w.startswith("You ") for w in words)
    # to the round's end: the watcher's sheet names who took it and whom the table waits
    # for, and has no button to be ready (the players are)
    while not table.match.state.round_over:
        qtbot.waitUntil(lambda: settled(host_win), timeout=10000)
        qtbot.waitUntil(lambda: ana.presenter.human_turn() or table.match.state.round_over,
                        timeout=10000)
        if ana.presenter.human_turn():
            n = len(ana.seat.history)
            ana.seat.play(rng.choice(ana.seat.legal_moves()))
            qtbot.waitUntil(lambda n=n: len(ana.seat.history) > n, timeout=10000)
    qtbot.waitUntil(lambda: eve.sheet is not None, timeout=10000)
    sheet = eve.sheet
    heading = sheet.heading.text()
    assert "You" not in heading and "Your" not in heading, heading
    assert ("shared" in heading) or heading.startswith(("Ana ", "Computer")), heading
    assert sheet.ready_button is None
    assert sheet.waiting.text() == "Waiting for Ana to be ready…", sheet.waiting.text()
    # Game ▸ Next round is the players' to press, not the watcher's (F9)
    qtbot.waitUntil(lambda: host_win.next_round_action.isEnabled(), timeout=10000)
    watch_win.update_actions()
    assert not watch_win.next_round_action.isEnabled()
    for w in windows:
        w.online.leave()


def test_joining_a_table_whose_match_has_started_offers_to_watch(qtbot):
    """A friend who joins once the match is being played is told so, not "that cannot be
    done at this moment", and Watch is the button offered (F8)."""
    host_win, late_win = make_window(qtbot), make_window(qtbot)
    show(qtbot, host_win)
    show(qtbot, late_win)
    host = open_table_for_ana(qtbot, host_win)
    click(qtbot, host.lobby.start_button)
    qtbot.waitUntil(lambda: host_win.online is not None and host_win.online.mounted,
                    timeout=15000)
    c = host_win.online.connection

    late = open_friends_dialog(late_win, browser_factory=FakeBrowser)
    late.tabs.setCurrentIndex(1)
    late.address.setText(f"127.0.0.1:{c.service.port}")
    late.code.setText(c.room)
    type_into(qtbot, late.join_name, "Bo")
    click(qtbot, late.join_button)
    qtbot.waitUntil(lambda: late.join_button.isEnabled(), timeout=15000)
    text = late.message.text()
    assert "already started" in text and "watch" in text.lower(), text
    assert late.watch_button.isEnabled() and late.watch_button.isDefault()
    assert late.lobby is None
    host_win.online.leave()
