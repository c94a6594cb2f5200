"""A guest's app in its own process, for the crash test: the real window joins the table
at URL with ROOM as "Vasilis", says it is ready, prints SEATED once the match is on its
table, then plays on until killed. Run: python -m tests.ui.online_guest_proc URL ROOM."""

from __future__ import annotations

import sys


def main(url: str, room: str) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from diloti_qt.app import configure, create_window
    from diloti_qt.storage.settings import SettingsStore
    from diloti_qt.ui.online.dialog import open_friends_dialog

    app = QApplication([sys.argv[0]])
    configure(app)
    store = SettingsStore()
    store.load()
    window = create_window(store, "thread")
    window.show()
    dialog = open_friends_dialog(window)
    dialog.tabs.setCurrentIndex(1)
    dialog.join_name.setText("Vasilis")
    dialog.address.setText(url)
    dialog.code.setText(room)
    dialog.join_table()
    state = {"ready": False}

    def step() -> None:
        if not state["ready"] and dialog.lobby is not None and dialog.connection is not None:
            state["ready"] = True
            dialog.connection.ready(True)
        if window.online is not None and window.online.mounted:
            print("SEATED", window.online.seat.human, flush=True)
            return
        QTimer.singleShot(20, step)

    step()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
