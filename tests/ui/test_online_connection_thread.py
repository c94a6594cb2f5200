"""The connection's network thread never emits the connection's signals itself: what it has
to say goes to the GUI thread through diloti_qt.gui_thread, so a connection deleted while
its thread still runs is not spoken to (its thread raised "Signal source has been deleted"
before, and a wrapper freed on that thread is the segmentation fault of the workers)."""

from __future__ import annotations

import gc
import threading
import time
import warnings

import shiboken6
from PySide6.QtCore import QObject

from diloti_qt.ui.online.connection import OnlineConnection


def test_a_connection_deleted_while_its_thread_closes_is_not_spoken_to(qtbot, monkeypatch):
    failures: list[BaseException] = []
    monkeypatch.setattr(threading, "excepthook", lambda args: failures.append(args.exc_value))
    owner = QObject()
    connection = OnlineConnection(owner)
    thread = connection._thread
    connection.loop.call_soon_threadsafe(time.sleep, 0.3)  # the thread is busy a moment
    connection.close()
    shiboken6.delete(owner)  # the window that held it goes, the thread still running
    thread.join(5)
    qtbot.wait(50)  # what was posted to the GUI thread is delivered to nobody
    assert not thread.is_alive()
    assert failures == []


def test_the_network_threads_words_arrive_on_the_gui_thread(qtbot):
    connection = OnlineConnection()
    heard: list[tuple[str, str]] = []
    connection.failed.connect(lambda code: heard.append((threading.current_thread().name, code)))
    connection.join_table("ws://127.0.0.1:9", "AAAAA-AAAAA", "Ana")  # nobody listens there
    qtbot.waitUntil(lambda: bool(heard), timeout=10000)
    assert heard == [(threading.main_thread().name, "connect")]
    connection.close(wait=5)


def test_work_posted_after_the_network_thread_stopped_is_dropped_cleanly(qtbot):
    """A "closed" heard after the table was left posts the forgetting of the seat to a loop
    that no longer runs: it was a coroutine never awaited (a RuntimeWarning in CI's run)."""
    connection = OnlineConnection()
    connection.close(wait=5)
    assert not connection.loop.is_running()
    ran: list[bool] = []
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        connection._post(connection._in_executor(lambda: ran.append(True)))
        gc.collect()
    assert ran == []
    assert [str(w.message) for w in caught if "never awaited" in str(w.message)] == []


def test_the_network_threads_loop_is_closed_with_its_table(qtbot):
    connection = OnlineConnection()
    connection.join_table("ws://127.0.0.1:9", "AAAAA-AAAAA", "Ana")  # nobody listens there
    connection.close(wait=5)
    assert not connection._thread.is_alive()
    assert connection.loop.is_closed()  # its selector and sockets given back, not left to GC


def test_a_message_on_its_way_to_a_deleted_connection_is_dropped(qtbot):
    """A seats message handed to the GUI thread just as the connection's owner went (its
    table left, its window closed): taken in, it raised "Signal source has been deleted"
    in Qt's event loop (seen in a full run; pytest-qt fails a test on such an error)."""
    from diloti_qt.net.messages import Seats

    owner = QObject()
    connection = OnlineConnection(owner)
    tell = connection._tell_heard  # what the network thread calls with a message
    connection.close(wait=5)
    seats = connection.table.seats
    shiboken6.delete(owner)  # the C++ side goes; the Python object stays reachable
    # called on the GUI thread, the relay delivers at once (from the network thread, on
    # the GUI thread's next turn): an error in it is pytest-qt's failure of this test
    tell(Seats(seats=[{"name": "Ana", "connected": True, "ready": False}]))
    assert connection.table.seats == seats  # not taken in
