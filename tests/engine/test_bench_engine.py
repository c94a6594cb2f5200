"""The engine benchmark's adversarial tables (issue 17) are read, streamed and played."""

from __future__ import annotations

from diloti_qt.bench import adversarial


def test_adversarial_figures_cover_every_table():
    rows = {r["table"]: r for r in adversarial.engine_figures()}
    assert set(rows) == set(adversarial.positions())
    assert "lists a card twice" in rows["31 duplicate aces"]["refused"]
    assert "cannot form" in rows["25 cards that cannot split"]["refused"]
    assert rows["14 small loose cards"]["outcomes"] == 41_477
    assert rows["24-card family of ten"]["outcomes"] > 0
    for r in rows.values():
        assert r["read_s"] >= 0 and ("refused" in r or r["bytes"] > 2 * r["outcomes"])


def test_adversarial_ai_figures_name_each_levels_worst_table():
    rows = adversarial.ai_figures(budget=0.02, levels=("random", "medium", "hard"))
    assert [r["level"] for r in rows] == ["random", "medium", "hard"]
    for r in rows:
        assert r["table"] in adversarial.positions() and r["wall_s"] > 0
