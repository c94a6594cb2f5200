"""Deals anyone can check were fair (issue #41): two app windows play a one-round match at
the host's own game service; when the round ends each app checks the revealed seed
against the commitment it heard with the deal and the cards it was dealt, and its score
sheet says so; the match record each app keeps holds every round's commitment and seed
(which the engine's replay checks again)."""

from __future__ import annotations


from diloti_qt.engine.deals import deal_commitment
from diloti_qt.engine.record import dump_record, load_record

from .online_driver import guest_home_and_finish, host_and_guest


def test_the_sheet_says_the_deal_was_checked_and_the_record_keeps_the_seeds(qtbot, tmp_path):
    host_win, guest_win = host_and_guest(qtbot, target=1)
    windows = [host_win, guest_win]
    table = guest_home_and_finish(qtbot, host_win, guest_win, tmp_path, seed=5)
    seeds = table.match.deal_seeds  # the server's own: round -> seed
    assert sorted(seeds) == list(range(1, len(table.match.rounds) + 1))
    qtbot.waitUntil(lambda: all(w.online.sheet is not None for w in windows), timeout=10000)
    for w in windows:
        label = w.online.sheet.deal_check
        assert label.isVisibleTo(w.online.sheet)
        assert label.text() == "This deal was fixed before the first card: checked."
        check = w.online.connection.table.deal_checks[1]
        assert check.checked and check.seed == seeds[1].hex()
    stores = [w.session.records for w in windows]
    qtbot.waitUntil(lambda: all(len(s.entries()) == 1 for s in stores), timeout=10000)
    for store in stores:
        (entry,) = store.entries()
        record = store.load(entry.id)
        kept = [(r.commitment, r.seed) for r in record.rounds]
        assert kept == [(deal_commitment(seeds[k]), seeds[k].hex())
                        for k in range(1, len(record.rounds) + 1)]
        again = load_record(dump_record(record))  # as a file: checked again
        assert [r.seed for r in again.rounds] == [s for _c, s in kept]
    for w in windows:
        w.online.leave()
