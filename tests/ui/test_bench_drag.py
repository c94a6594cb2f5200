"""The drag benchmark (`python -m diloti_qt.bench frame`, bench/drag.py) runs on this
checkout and measures what it says: on 14 small loose cards (issue 17 item 3) the drop
on the ace of spades offers no chooser of thousands of rows (one card's moves are
bounded, controller/one_card.py), and the drop with A♠ + 4♥ selected offers its few."""

from pathlib import Path

from diloti_qt.bench import drag
from diloti_qt.controller import one_card

ROOT = Path(__file__).resolve().parents[2]


def test_the_drag_benchmark_measures_every_step_on_this_checkout():
    got = drag.measure_in(ROOT)
    assert set(got) == {key for _, key in drag.STEPS}
    for step in got.values():
        assert step["wall_s"] > 0 and step["cpu_s"] >= 0
    assert got["drop"].get("rows", 0) <= one_card.SHOWN
    assert 1 <= got["named"]["rows"] <= one_card.SHOWN
