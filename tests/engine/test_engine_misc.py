"""Golden deals, Qt independence and the player's view (no hidden card leaks)."""

from __future__ import annotations

import random
import subprocess
import sys

from diloti_qt.engine import Match, PlayerView, Rules, card_name, deal_round, legal_moves
from tests.conftest import ROOT
from tests.engine.build import names


def test_golden_deal_for_fixed_seeds():
    """R5, R6: the deal is a pure function of the seed (regression anchor)."""
    s = deal_round(Rules.make("pagat-2p"), 1, random.Random(2026))
    assert names(s.hands[0]) == GOLDEN_2P["hands0"]
    assert names(s.hands[1]) == GOLDEN_2P["hands1"]
    assert names(s.loose) == GOLDEN_2P["table"]
    assert [card_name(c) for c in s.stock[:6]] == GOLDEN_2P["stock6"] and len(s.stock) == 36
    m = Match(Rules.make("partnership-4p"), seed=61)
    assert (m.state.dealer, names(m.state.hands[m.state.to_move])) == GOLDEN_4P


GOLDEN_2P = {
    "hands0": ["4H", "6D", "6C", "7S", "7C", "8H"],
    "hands1": ["2S", "3H", "5S", "5C", "JS", "KS"],
    "table": ["AH", "AD", "5H", "9H"],
    "stock6": ["KD", "QS", "3C", "3S", "4S", "QD"],
}
GOLDEN_4P = (3, ["2C", "7C", "8S", "QH", "QC", "KD"])


def test_engine_never_imports_qt():
    code = ("import sys, diloti_qt.engine, diloti_qt.engine.cli, diloti_qt.bench.engine, "
            "diloti_qt.history_events; "
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert out.returncode == 0 and out.stdout.strip() == "False"


def test_view_shows_only_what_the_seat_may_know():
    s = deal_round(Rules.make("pagat-2p"), 1, random.Random(8))
    view = PlayerView.of(s, 0)
    assert view.hand == tuple(s.hands[0])
    assert view.hand_sizes == (6, 6) and view.stock_size == 36
    text = repr(view)
    for c in s.hands[1] + s.stock:
        assert c not in view.hand and c not in view.loose
    assert "stock=" not in text and not hasattr(view, "hands")
    hidden = set(s.hands[1]) | set(s.stock)
    assert hidden <= set(view.unseen()) and not set(view.hand) & set(view.unseen())
    assert set(view.legal_moves()) == set(legal_moves(s))
    # The view does not change when the hidden cards are shuffled between hand and stock.
    other = s.clone()
    pool = other.hands[1] + other.stock
    random.Random(1).shuffle(pool)
    other.hands[1], other.stock = sorted(pool[:6]), pool[6:]
    assert PlayerView.of(other, 0) == view


def test_rules_and_views_pickle_for_worker_processes():
    import pickle

    rules = Rules.make("taverna-2p", {"V-TARGET": 101})
    assert pickle.loads(pickle.dumps(rules)) == rules
    s = deal_round(rules, 0, random.Random(1))
    view = PlayerView.of(s, 1)
    again = pickle.loads(pickle.dumps(view))
    assert again == view and again.rules.target == 101
