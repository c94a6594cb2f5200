"""F6 (issue 37): a muted friend's seat says so on the table, and the mute is kept across
restarts (the settings' muted_friends), at every table."""

from __future__ import annotations

from diloti_qt.storage.settings import SettingsStore

from .online_driver import host_and_guest, settled


def seat_label(window, seat: int) -> str:
    return window.online.presenter.texts.seats[seat].name


def test_a_muted_friend_is_marked_on_the_seat_and_stays_muted_after_a_restart(qtbot):
    host_win, guest_win = host_and_guest(qtbot, guest_store=True)
    qtbot.waitUntil(lambda: settled(host_win, guest_win), timeout=10000)
    online = guest_win.online
    host_seat = online.connection.table.lobby.host
    assert "muted" not in seat_label(guest_win, host_seat)
    online.talk.mute("Ana")  # as the seat's context menu does
    qtbot.waitUntil(lambda: seat_label(guest_win, host_seat).endswith("· muted"))
    assert online.seat.seat_muted(host_seat) and not online.seat.seat_muted(online.seat.human)
    assert "muted" not in seat_label(host_win, host_seat)  # only at the app that muted
    assert guest_win.prefs.muted_friends == ("Ana",)
    store = SettingsStore()  # the app started again: the mute is still there
    store.load()
    assert store.settings.muted_friends == ("Ana",)
    online.talk.mute("Ana", False)
    qtbot.waitUntil(lambda: "muted" not in seat_label(guest_win, host_seat))
    assert guest_win.prefs.muted_friends == ()
    for w in (guest_win, host_win):
        w.online.leave()
