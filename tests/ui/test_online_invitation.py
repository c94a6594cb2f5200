"""F13 (issue 37): an invitation opened while Play with friends is open goes to that dialog's
Join page, unless the dialog is at a table (then it says to leave that table first)."""

from __future__ import annotations

import socket

from diloti_qt.ui.online.dialog import open_friends_dialog, open_invitation

from .online_driver import FakeBrowser, click, type_into
from .test_app_driver import make_window, show


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_an_invitation_after_a_failed_join_is_taken(qtbot):
    """A join that failed kept its connection, and the next invitation was turned away with
    "Leave this table first to join another one" although the dialog was at no table."""
    window = make_window(qtbot)
    show(qtbot, window)
    dialog = open_friends_dialog(window, browser_factory=FakeBrowser)
    dialog.tabs.setCurrentIndex(1)
    type_into(qtbot, dialog.join_name, "Vasilis")
    dialog.address.setText(f"ws://127.0.0.1:{closed_port()}")
    dialog.code.setText("7KQ2M-XW4PA")
    click(qtbot, dialog.join_button)
    with qtbot.waitSignal(dialog.connection.failed, timeout=15000):
        pass  # nobody listens on that port
    assert dialog.connection is not None and dialog.lobby is None
    assert open_invitation(window, "diloti://192.0.2.7:8765/ABCDE-FGHJK") is dialog
    assert dialog.address.text() == "ws://192.0.2.7:8765/"
    assert dialog.code.text() == "ABCDE-FGHJK"
    assert "Invitation read" in dialog.message.text()
    dialog.reject()


def test_an_invitation_at_a_table_says_to_leave_it_first(qtbot):
    from diloti_qt.net.server import ServerConfig

    window = make_window(qtbot)
    show(qtbot, window)
    dialog = open_friends_dialog(window, advertise=False, browser_factory=FakeBrowser,
                                 service_config=ServerConfig(host="127.0.0.1",
                                                             robot_mode="thread"))
    type_into(qtbot, dialog.host_name, "Ana")
    click(qtbot, dialog.open_button)
    qtbot.waitUntil(lambda: dialog.lobby is not None and dialog.lobby.isVisible(),
                    timeout=15000)
    room = dialog.connection.room
    open_invitation(window, "diloti://192.0.2.7:8765/ABCDE-FGHJK")
    assert dialog.message.text() == "Leave this table first to join another one."
    assert dialog.connection.room == room and dialog.lobby.isVisible()
    dialog.connection.close(wait=10)
