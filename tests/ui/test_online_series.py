"""Two app windows at a table on a diloti-qt-server (its own process), a short match (one
round) after another: Ana hosts on the server, Vasilis joins by pasting her invitation, they
finish the match (their Moves pages then point to Play again), Ana sets the next match's
target on her sheet, both say Play again (Ana on the score sheet, Vasilis from the Table
menu after closing his), the second match starts to that target with the series on the
sheet; a phrase Ana says shows by her seat on Vasilis's table and in both histories; a
muted friend's lines do not, nor anything said while talk is off in the settings."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from .online_driver import click, settled
from .test_online_server import host_on_server_and_join, server_process, stop_process


def play_out(qtbot, windows) -> int:
    """Every move chosen in the mover's moves list with the keyboard, to the round's end."""
    played = 0
    while True:
        qtbot.waitUntil(lambda: settled(*windows), timeout=10000)
        mover = next((w for w in windows if w.online.presenter.human_turn()), None)
        if mover is None:
            return played
        mover.moves_action.trigger()
        listed = mover.online.pane.moves_panel.moves_view
        lines = len(mover.online.seat.history)
        qtbot.keyClick(listed, Qt.Key.Key_Down)
        qtbot.keyClick(listed, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda m=mover, n=lines: len(m.online.seat.history) > n, timeout=10000)
        played += 1


def bubble_text(window, seat: int) -> str:
    bubble = window.online.bubbles.bubbles.get(seat)
    return bubble.said if bubble is not None and bubble.scene() is not None else ""


def history_texts(window) -> list[str]:
    model = window.online.pane.history_model
    return [model.text(r) for r in range(model.rowCount())]


def test_play_again_on_a_server_with_the_series_and_a_phrase_by_the_speakers_seat(qtbot,
                                                                                   tmp_path):
    server, url = server_process(tmp_path)  # diloti-qt-server, as a friend would run it
    try:
        host_win, guest_win, host, guest = host_on_server_and_join(qtbot, None, url)
        host.lobby.connection.set_rules({"profile": "pagat-2p", "variants": {"V-TARGET": 1}})
        qtbot.waitUntil(lambda: host.connection.table.lobby.rules.target == 1)
        click(qtbot, guest.lobby.ready_button)
        qtbot.waitUntil(lambda: host.lobby.start_button.isEnabled(), timeout=10000)
        click(qtbot, host.lobby.start_button)
        windows = (host_win, guest_win)
        qtbot.waitUntil(lambda: all(w.online is not None and w.online.mounted
                                    for w in windows), timeout=15000)
        for w in windows:  # what is played shows at once: no flights to wait for
            w.set_pace("instant", save=False)
        ana, vasilis = host_win.online, guest_win.online
        lobby = lambda: ana.connection.table.lobby  # noqa: E731 - as the server last said

        # Ana says «Bravo!» from her Talk page: by her seat on Vasilis's table, and in both
        # histories; talk never touches the game
        host_win.side_panel.show_page("talk")
        assert host_win.side_panel.page_shown("talk")
        click(qtbot, ana.talk_panel.phrase_buttons["bravo"])
        qtbot.waitUntil(lambda: bubble_text(guest_win, 0) == "Bravo!", timeout=5000)
        bubble = vasilis.bubbles.bubbles[0]
        name = vasilis.view.table.decor.names[0].sceneBoundingRect()
        assert abs(bubble.sceneBoundingRect().center().x() - name.center().x()) < \
            name.width() + bubble.sceneBoundingRect().width()
        assert bubble.sceneBoundingRect().intersects(name.adjusted(0, -name.height() * 3,
                                                                 0, name.height() * 3))
        qtbot.waitUntil(lambda: "Ana says: «Bravo!»" in history_texts(guest_win))
        # the host's own line comes back from the server too: not before the guest's
        qtbot.waitUntil(lambda: "You say: «Bravo!»" in history_texts(host_win))
        # Vasilis mutes Ana: her next line is not shown to him; he hears her again after
        [mute] = [a for a in vasilis.seat_menu(0).actions() if a.objectName() == "muteAction"]
        mute.trigger()
        ana.talk_panel.text.setText("Καλή φάση!")
        click(qtbot, ana.talk_panel.send_button)
        qtbot.waitUntil(lambda: any("Καλή φάση!" in t for t in history_texts(host_win)),
                        timeout=5000)
        qtbot.wait(200)
        assert not any("Καλή φάση!" in t for t in history_texts(guest_win))
        assert bubble_text(guest_win, 0) in ("", "Bravo!")
        vasilis.talk.mute("Ana", False)
        assert any("Καλή φάση!" in t for t in history_texts(guest_win))
        # Vasilis turns talk off in his settings: he reads nothing said and cannot talk;
        # on again, he reads what was said meanwhile
        guest_win.apply_settings({"table_talk": False})
        assert not vasilis.talk_panel.phrase_buttons["bravo"].isEnabled()
        assert "off" in vasilis.talk_panel.note.text()
        assert not any("says" in t for t in history_texts(guest_win))
        click(qtbot, ana.talk_panel.phrase_buttons["thanks"])
        qtbot.waitUntil(lambda: "You say: «Thanks!»" in history_texts(host_win), timeout=5000)
        qtbot.wait(200)
        assert bubble_text(guest_win, 0) != "Thanks!"
        assert not any("Thanks" in t for t in history_texts(guest_win))
        guest_win.apply_settings({"table_talk": True})
        assert vasilis.talk_panel.phrase_buttons["bravo"].isEnabled()
        assert "Ana says: «Thanks!»" in history_texts(guest_win)

        # the first match: one round
        assert play_out(qtbot, windows) == 48
        qtbot.waitUntil(lambda: all(w.online.sheet is not None for w in windows),
                        timeout=10000)
        for w in windows:
            sheet = w.online.sheet
            assert "the match" in sheet.heading.text()
            qtbot.waitUntil(lambda s=sheet: s.series.isVisible() and "Series" in
                            s.series.text(), timeout=5000)
            assert sheet.again_button is not None and sheet.again_button.isEnabled()
        assert sum(ana.seat.series) == 1
        # the host changes the next match's target on her sheet; Vasilis's sheet says so
        sheet = host_win.online.sheet
        assert sheet.rules_box is not None and guest_win.online.sheet.rules_box is None
        sheet.target.setValue(2)
        sheet.target.editingFinished.emit()
        qtbot.waitUntil(lambda: lobby().rules.target == 2, timeout=5000)
        qtbot.waitUntil(lambda: guest_win.online.sheet.next_rules.text().endswith(
            "target 2."), timeout=5000)
        for w in windows:  # the Moves page points to Play again, not to the Game menu
            said = w.online.pane.moves_panel.turn_label.text()
            assert "Play again" in said and "Game menu" not in said, said
        click(qtbot, host_win.online.sheet.again_button)
        qtbot.waitUntil(lambda: "Waiting for Vasilis" in host_win.online.sheet.waiting.text(),
                        timeout=5000)
        assert lobby().phase.value == "over"
        # Vasilis closes his sheet: the Table menu still offers Play again
        guest_win.online.sheet.reject()
        qtbot.waitUntil(lambda: guest_win.online.sheet is None)
        menu = guest_win.online.table_menu
        menu.aboutToShow.emit()
        again = menu.findChild(QAction, "playAgainAction")
        assert again is not None and again.isEnabled()
        again.trigger()
        # the second match: the sheets close, a fresh table, a fresh history
        qtbot.waitUntil(lambda: all(w.online.sheet is None for w in windows), timeout=10000)
        qtbot.waitUntil(lambda: all(w.online.seat.match_number == 2 for w in windows),
                        timeout=10000)
        qtbot.waitUntil(lambda: lobby().phase.value == "playing", timeout=5000)
        qtbot.waitUntil(lambda: settled(*windows), timeout=10000)
        for w in windows:
            assert list(w.online.seat.view().scores) == [0, 0]
            assert w.online.seat.view().rules.target == 2
            assert not w.online.seat.match_over()
            series = "–".join(map(str, ana.seat.series))
            assert w.deal_label.text().endswith(" · Series " + series)
        assert all(len(w.online.seat.history) <= 2 for w in windows)  # a new history
        # a phrase in the second match shows by Ana's seat again
        click(qtbot, ana.talk_panel.phrase_buttons["good-luck"])
        qtbot.waitUntil(lambda: bubble_text(guest_win, 0) == "Good luck!", timeout=5000)
        for w in windows:
            w.online.leave()
        QApplication.processEvents()
    finally:
        stop_process(server)
