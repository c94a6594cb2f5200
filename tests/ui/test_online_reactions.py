"""The desktop app's connection says what its seat heard through one table of reactions,
one per kind of thing heard (net.mirror.HeardKind): a kind without one fails here."""

from __future__ import annotations

from diloti_qt.net.mirror import HeardKind
from diloti_qt.ui.online.connection import REACTIONS, OnlineConnection


def test_every_kind_heard_has_its_reaction():
    assert set(REACTIONS) == set(HeardKind)
    assert all(callable(r) for r in REACTIONS.values())


def test_a_watcher_is_one_before_the_server_answers(qtbot):
    """What the opening asked is the seat's credentials on the GUI thread until the
    answer: a refusal of a watcher is said as a watcher's."""
    connection = OnlineConnection(reconnect_for=1.0)
    try:
        connection.watch_table("ws://127.0.0.1:9", "7KQ2M-XW4PA", "Eve")
        assert connection.watching and connection.table.credentials.name == "Eve"
        with qtbot.waitSignal(connection.failed, timeout=15000) as failed:
            pass
        assert failed.args == ["connect"] and connection.watching
    finally:
        with qtbot.waitSignal(connection.stopped, timeout=10000):
            connection.close()
