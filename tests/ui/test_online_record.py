"""A match at a table with friends is kept like any other (issue 26): two app windows play
a whole match through the host's own game service on 127.0.0.1; at the end the server
sends every seat the record, each app replays it, keeps it with its matches (the seat the
player sat at, linked to the statistics' match) and opens it in the viewer from that seat."""

from __future__ import annotations


from diloti_qt.storage.history import utc_text
from diloti_qt.ui.replay.viewer import ReplayViewer

from .online_driver import guest_home_and_finish, host_and_guest


def test_both_friends_keep_the_match_record_and_replay_it_from_their_seat(qtbot, tmp_path):
    host_win, guest_win = host_and_guest(qtbot, target=1)
    windows = [host_win, guest_win]
    finished = []
    host_win.online.connection.match_finished.connect(finished.append)
    table = guest_home_and_finish(qtbot, host_win, guest_win, tmp_path, seed=4)
    stores = [w.session.records for w in windows]
    qtbot.waitUntil(lambda: all(len(s.entries()) == 1 for s in stores), timeout=10000)
    for seat, (window, store) in enumerate(zip(windows, stores, strict=True)):
        (entry,) = store.entries()
        assert entry.seat == seat and entry.human_side == seat and entry.deal_number is None
        assert entry.names == ("Ana", "Vasilis")
        record = store.load(entry.id)
        # the server's match, deal for deal and move for move
        assert [r.start.key() for r in record.rounds] == [r.start.key()
                                                          for r in table.match.rounds]
        assert [list(r.moves) for r in record.rounds] == [list(r.moves)
                                                          for r in table.match.rounds]
        assert record.scores == tuple(table.match.scores)
    # the host's record is the statistics' match (the Matches list finds it: no "no record")
    qtbot.waitUntil(lambda: len(finished) == 1)
    (host_entry,) = stores[0].entries()
    assert host_entry.played_at == utc_text(finished[0].played_at)
    assert stores[0].find(utc_text(finished[0].played_at), finished[0].seed) == host_entry
    # the guest opens it from the Matches list: the table as Vasilis saw it, his hand below
    guest_win.online.leave()
    qtbot.waitUntil(lambda: guest_win.online is None)
    guest_win.matches_action.trigger()
    dialog = guest_win.matches_dialog
    dialog.table.selectRow(0)
    dialog.replay_button.click()
    assert guest_win.record_loader.settled()
    viewer = guest_win.findChild(ReplayViewer)
    assert viewer is not None and viewer.seat == 1 and viewer.source.human == 1
    assert viewer.source.seat_place(1) == "bottom"
    assert viewer.source.seat_name(1) == "Vasilis"
    viewer.close()
    dialog.close()
