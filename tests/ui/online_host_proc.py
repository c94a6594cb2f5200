"""A host's app in its own process, for the crash test: the real window hosts a two-player
table as "Ana" (on 127.0.0.1, off the local network), prints PORT and ROOM, starts the
match once the friend is ready, prints STARTED, then plays on until killed.
Run: python -m tests.ui.online_host_proc."""

from __future__ import annotations

import sys


def main() -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from diloti_qt.app import configure, create_window
    from diloti_qt.net.server import ServerConfig
    from diloti_qt.storage.settings import SettingsStore
    from diloti_qt.ui.online.dialog import open_friends_dialog

    app = QApplication([sys.argv[0]])
    configure(app)
    store = SettingsStore()
    store.load()
    window = create_window(store, "thread")
    window.show()
    config = ServerConfig(host="127.0.0.1", robot_mode="thread")
    dialog = open_friends_dialog(window, advertise=False, service_config=config)
    dialog.host_name.setText("Ana")
    dialog.profile.setCurrentIndex(dialog.profile.findData("pagat-2p"))
    dialog.open_table()
    state = {"said": False}

    def step() -> None:
        if window.online is not None and window.online.mounted:
            print("STARTED", flush=True)  # (the dialog is gone)
            return
        c = dialog.connection
        if not state["said"] and c is not None and c.room and c.service is not None:
            state["said"] = True
            print("PORT", c.service.port, "ROOM", c.room, flush=True)
        if dialog.lobby is not None and dialog.lobby.start_button.isEnabled():
            dialog.connection.start()
        QTimer.singleShot(20, step)

    step()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
