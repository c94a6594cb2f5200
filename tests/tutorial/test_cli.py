"""`python -m diloti_qt.tutorial`: the lesson list, the headless check, the strings for lupdate."""

from __future__ import annotations

import io
import json
import subprocess
import sys

import pytest

from diloti_qt.tutorial import load_lessons
from diloti_qt.tutorial.cli import main
from tests.conftest import ROOT


def run(*args: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    status = main(list(args), out, err)
    return status, out.getvalue(), err.getvalue()


def test_list_json_is_an_array_of_ids_titles_and_rules():
    proc = subprocess.run([sys.executable, "-m", "diloti_qt.tutorial", "--list", "--json"],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stderr
    items = json.loads(proc.stdout)
    assert [i["id"] for i in items] == [x.id for x in load_lessons()]
    for item in items:
        assert item["title"] and item["rules"] and all(isinstance(r, str) for r in item["rules"])
    assert "R30" in next(i for i in items if i["id"] == "obligations")["rules"]


def test_list_is_readable_text_with_every_lesson():
    status, out, _ = run("--list")
    assert status == 0
    for lesson in load_lessons():
        assert lesson.title in out and ", ".join(lesson.rules) in out


def test_check_plays_every_lesson():
    status, out, _ = run("--check")
    assert status == 0
    assert out.count("ok ") == len(load_lessons()) and "FAIL" not in out


@pytest.mark.parametrize("args", [[], ["--lits"], ["--json"], ["--list", "--list"],
                                  ["--list", "--check"], ["list"]])
def test_malformed_arguments_exit_2_with_one_line(args):
    status, out, err = run(*args)
    assert status == 2 and out == ""
    assert err.startswith("error: ") and err.count("\n") == 1


def test_strings_module_is_up_to_date_and_lists_every_lesson_text():
    status, out, _ = run("--strings")
    assert status == 0
    committed = (ROOT / "diloti_qt" / "tutorial" / "strings.py").read_text(encoding="utf-8")
    assert out == committed, "regenerate: python -m diloti_qt.tutorial --strings"
    from diloti_qt.tutorial.strings import STRINGS

    for lesson in load_lessons():
        assert set(lesson.texts()) <= set(STRINGS)
