"""A host's app started again after a crash, its hosted table's database damaged: the Play
with friends dialog says why and is usable again (it used to stay at "Coming back to your
table…" with Open and Join disabled)."""

from __future__ import annotations

import socket
import sqlite3

import pytest

from diloti_qt.net.codes import new_room_code
from diloti_qt.net.server import ServerConfig
from diloti_qt.ui.online.dialog import open_friends_dialog
from diloti_qt.ui.online.saved import SavedSeat, SavedSeats

from .online_driver import FakeBrowser, stored
from .test_app_driver import make_window, show

SCHEMA = """
CREATE TABLE tables (room TEXT PRIMARY KEY, config TEXT NOT NULL,
                     set_aside INTEGER NOT NULL DEFAULT 0);
CREATE TABLE moves (room TEXT NOT NULL, seq INTEGER NOT NULL, seat INTEGER NOT NULL,
                    move TEXT NOT NULL, PRIMARY KEY (room, seq));
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.mark.parametrize("damage", ["garbage", "row"])
def test_a_hosted_table_with_a_damaged_database_says_why_and_the_lobby_works(qtbot, damage):
    saved = SavedSeats()
    port, room = free_port(), new_room_code()
    saved.home_tables.mkdir(parents=True)
    db = saved.home_tables / "tables.sqlite3"
    if damage == "garbage":
        db.write_bytes(b"\x00\x13not a database" * 500)
    else:  # the file reads, the table's row does not
        con = sqlite3.connect(db)
        with con:
            con.executescript(SCHEMA)
            con.execute("INSERT INTO tables VALUES (?, 'null', 0)", (room,))
        con.close()
    seat = SavedSeat(f"ws://127.0.0.1:{port}", room, "a" * 32, "Ana", hosted=True, port=port)
    saved.remember(seat)
    window = make_window(qtbot, store=stored())
    show(qtbot, window)
    dialog = open_friends_dialog(window, advertise=False, browser_factory=FakeBrowser,
                                 service_config=ServerConfig(host="127.0.0.1",
                                                             robot_mode="thread"))
    dialog.resume(seat)
    assert not dialog.open_button.isEnabled()
    qtbot.waitUntil(lambda: dialog.open_button.isEnabled(), timeout=15000)
    assert dialog.join_button.isEnabled()
    assert "could not be restored" in dialog.message.text()
    assert "damaged" in dialog.message.text()
    assert SavedSeats().latest() is None  # not tried again at the next start
    dialog.close()
