"""One game per home, one server per data folder, and how a link or a file reaches the running
game on each system (diloti_qt/platform/single_instance.py)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QFileOpenEvent

from diloti_qt.net.sqlite_store import FolderLock
from diloti_qt.platform import System, current, single_instance
from diloti_qt.platform.single_instance import Handover
from diloti_qt.ui.instance import follow_open_events


def test_macos_hands_links_and_files_to_the_running_app_others_start_a_second_process():
    assert single_instance.handovers(System.MACOS) == (Handover.OPEN_EVENT, Handover.SOCKET)
    assert single_instance.handovers(System.LINUX) == (Handover.SOCKET,)
    assert single_instance.handovers(System.WINDOWS) == (Handover.SOCKET,)


def test_only_a_unix_socket_outlives_a_killed_game():
    assert single_instance.socket_outlives_process(System.LINUX)
    assert single_instance.socket_outlives_process(System.MACOS)
    assert not single_instance.socket_outlives_process(System.WINDOWS)


def test_the_peers_uid_is_asked_of_the_kernel_each_systems_way():
    import struct

    linux = single_instance.PEER_CREDENTIALS[System.LINUX]
    assert struct.calcsize(linux.layout) == 12  # struct ucred: pid, uid, gid
    mac = single_instance.PEER_CREDENTIALS[System.MACOS]
    assert struct.calcsize(mac.layout) == 76 and mac.uid_at == 1  # struct xucred
    assert System.WINDOWS not in single_instance.PEER_CREDENTIALS
    assert single_instance.peer_uid(0, System.WINDOWS) is None


@pytest.mark.skipif(current() is System.WINDOWS, reason="a pipe has no peer credentials")
def test_the_peers_uid_here_is_the_kernels_word():
    import socket

    ours, theirs = socket.socketpair(socket.AF_UNIX)
    try:
        assert single_instance.peer_uid(ours.fileno()) == os.geteuid()
    finally:
        ours.close()
        theirs.close()
    assert single_instance.peer_uid(-1) is None
    with socket.socket(socket.AF_UNIX) as unconnected:
        assert single_instance.peer_uid(unconnected.fileno()) != os.geteuid()  # nobody


def test_the_servers_lock_leaves_the_pid_readable_on_windows():
    at = single_instance.locked_byte(System.WINDOWS)
    assert at is not None and at >= single_instance.PID_BYTES
    assert single_instance.locked_byte(System.LINUX) is None  # flock: the whole file
    assert single_instance.locked_byte(System.MACOS) is None


def test_a_second_server_is_refused_and_names_the_first(tmp_path: Path):
    held = FolderLock(tmp_path)
    fd = os.open(tmp_path / "tables.lock", os.O_RDWR)
    try:
        with pytest.raises(OSError):
            single_instance.lock(fd, current())
        assert single_instance.read_pid(fd) == os.getpid()
    finally:
        os.close(fd)
        held.close()
    fd = os.open(tmp_path / "tables.lock", os.O_RDWR)
    try:
        single_instance.lock(fd, current())  # the first let go: the lock is free
    finally:
        os.close(fd)


def test_macos_open_events_reach_the_game_after_its_first_paint(qapp, tmp_path: Path):
    assert follow_open_events(qapp, System.LINUX) is None
    assert follow_open_events(qapp, System.WINDOWS) is None
    events = follow_open_events(qapp, System.MACOS)
    assert events is not None
    try:
        record = tmp_path / "match.diloti"
        qapp.sendEvent(qapp, QFileOpenEvent(QUrl("diloti://table.example:8765/KXQP-7WMD")))
        qapp.sendEvent(qapp, QFileOpenEvent(str(record)))  # the first start's, early
        qapp.sendEvent(qapp, QFileOpenEvent(QUrl("https://example.org/")))  # not ours
        assert len(events.pending) == 2
        got: list[object] = []
        events.deliver_to(got.append, got.append)
        assert got == ["diloti://table.example:8765/KXQP-7WMD", record]
        qapp.sendEvent(qapp, QFileOpenEvent(QUrl("dilotis://other.example/ABCD-EFGH")))
        assert got[-1] == "dilotis://other.example/ABCD-EFGH" and not events.pending
    finally:
        qapp.removeEventFilter(events)
        events.deleteLater()
