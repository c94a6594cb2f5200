"""The deal of the day (issue 41): one number a date, the same everywhere, and its line."""

from __future__ import annotations

import datetime
import hashlib
import io
import json
import os
import subprocess
import sys

import pytest

from diloti_qt.engine import Rules, position_json
from diloti_qt.engine.cli import main
from diloti_qt.engine.deals import NEW_DEALS, deal_of_the_day, round_deal, share_line
from tests.conftest import ROOT

DAY = datetime.date(2026, 12, 7)


def test_the_number_is_the_documented_digest_of_the_date():
    digest = hashlib.sha256(b"diloti-deal-of-the-day/1:2026-12-07").digest()
    assert deal_of_the_day(DAY) == int.from_bytes(digest[:8], "big") % 1_000_000
    notation = (ROOT / "docs" / "NOTATION.md").read_text(encoding="utf-8")
    assert f"2026-12-07 is deal {deal_of_the_day(DAY)}." in notation


def test_every_day_of_a_year_has_its_own_deal_in_the_new_deals_range():
    days = [DAY + datetime.timedelta(days=k) for k in range(366)]
    numbers = [deal_of_the_day(d) for d in days]
    assert all(0 <= n < NEW_DEALS for n in numbers)
    assert len(set(numbers)) >= 360  # a hash, not a counter: a rare repeat is allowed
    assert len({n % 10 for n in numbers}) == 10
    with pytest.raises(TypeError):
        deal_of_the_day(datetime.datetime(2026, 12, 7, 23, 0))


def test_the_same_in_another_process_time_zone_and_hash_seed():
    code = ("import datetime; from diloti_qt.engine.deals import deal_of_the_day; "
            "print(deal_of_the_day(datetime.date(2026, 12, 7)))")
    env = dict(os.environ, TZ="Pacific/Kiritimati", PYTHONHASHSEED="12345")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         env=env, cwd=ROOT, check=True).stdout
    assert int(out) == deal_of_the_day(DAY)


def test_the_share_line_in_both_languages():
    number = deal_of_the_day(DAY)
    assert share_line(DAY, 43, 18, "expert") == \
        f"Diloti 2026-12-07: 43–18 against Expert, deal {number}"
    assert share_line(DAY, 12, 61, "hard", "el") == \
        f"Δηλωτή 2026-12-07: 12–61 με αντίπαλο Δύσκολος, μοίρασμα {number}"
    tomorrow = share_line(DAY + datetime.timedelta(days=1), 43, 18, "expert")
    assert tomorrow.endswith(f"deal {deal_of_the_day(DAY + datetime.timedelta(days=1))}")
    with pytest.raises(ValueError):
        share_line(DAY, 1, 2, "grandmaster")
    with pytest.raises(ValueError):
        share_line(DAY, 1, 2, "expert", "fr")


def test_the_deal_command_takes_a_date():
    out, err = io.StringIO(), io.StringIO()
    assert main(["deal", "2026-12-07"], io.StringIO(), out, err) == 0
    expected = position_json(round_deal(Rules.make("pagat-2p"), deal_of_the_day(DAY)))
    assert json.loads(out.getvalue()) == json.loads(json.dumps(expected))
    out, err = io.StringIO(), io.StringIO()
    assert main(["deal", "2026-13-07"], io.StringIO(), out, err) == 2
    assert "not a date" in err.getvalue() and not out.getvalue()
