"""The README's commands work as typed: two set-up commands, CI runs the test one, and every
engine / computer-player command runs against the project's examples."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys

import pytest

from tests.conftest import ROOT
from tools.readme_commands import setup_commands, setup_section

README = (ROOT / "README.md").read_text(encoding="utf-8")
COMMAND = re.compile(r"^python3 -m diloti_qt\.(engine|ai) .*$", re.M)
EXAMPLE_COMMANDS = [m.group(0) for m in COMMAND.finditer(README)]


def test_the_set_up_section_has_exactly_the_two_commands_a_newcomer_types():
    section = setup_section(README)
    blocks = re.findall(r"```[a-z]*\n(.*?)```", section, re.S)
    assert len(blocks) == 2
    commands = setup_commands(README)
    assert commands["run"].startswith("python3 -m venv .venv && . .venv/bin/activate && ")
    assert commands["run"].endswith("pip install -e . && diloti-qt")
    assert commands["test"].endswith('pip install -e ".[test]" && python -m pytest')
    assert "Windows" in section and "macOS" in section


def test_ci_runs_the_readme_test_command_in_a_copy_without_the_shared_folder():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "tools/readme_commands.py test" in ci
    assert 'bash -c "$test_command"' in ci
    assert "pytest" not in ci.split("test_command=")[0]  # no second, hand-written test command
    assert "git clone" in ci and "-u DILOTI_SHARED" in ci
    done = subprocess.run([sys.executable, "tools/readme_commands.py", "test"], cwd=ROOT,
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 0 and done.stdout.strip() == setup_commands(README)["test"]


def test_the_readme_points_only_at_files_the_repository_has():
    assert "../shared" not in README and "position.json" not in README
    for target in re.findall(r"\]\(([^)#:]+)\)", README):
        assert (ROOT / target).exists(), target
    for example in re.findall(r"examples/[\w.-]+\.json", README):
        assert (ROOT / example).is_file(), example


def test_the_readme_shows_engine_and_computer_commands():
    kinds = {c.split()[2].split(".")[1] + " " + c.split()[3] for c in EXAMPLE_COMMANDS}
    assert {"engine legal", "engine check", "engine play", "ai move", "ai explain"} <= kinds


@pytest.mark.parametrize("command", EXAMPLE_COMMANDS)
def test_each_readme_command_runs_as_written(command):
    # The same words through a shell, from the repository's folder; only `python3` is this
    # interpreter, so the test also passes where `python3` is some other Python.
    line = shlex.quote(sys.executable) + command[len("python3"):]
    done = subprocess.run(["bash", "-c", line], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stderr == ""
    words = command.split()
    out = done.stdout
    if words[2] == "diloti_qt.engine":
        answer = json.loads(out)
        if words[3] == "legal":
            assert answer and all("move" in o and "kind" in o for o in answer)
        elif words[3] == "check":
            assert "legal" in answer
        elif words[3] == "solve":
            assert answer["moves"] and all({"move", "value"} <= set(m) for m in answer["moves"])
        else:
            assert answer["format"] == "diloti-position/1"
    elif words[3] == "move":
        move = json.loads(out)
        assert {"card", "action"} <= set(move)
    else:
        assert len(out.strip().splitlines()) >= 2  # one line per legal move, best first


def test_the_examples_are_the_positions_the_readme_describes():
    from diloti_qt.engine import check, parse_move, parse_position

    def load(name):
        return parse_position(json.loads((ROOT / "examples" / name).read_text("utf-8")))

    two = load("two-players-declaration.json")
    assert two.players == 2 and not two.round_over and two.to_move == 1
    assert [(d.value, d.owner) for d in two.decls] == [(7, 0)]
    take = check(two, parse_move({"card": "7C", "action": "capture", "take": ["3C", "4S"]}))
    assert take.legal  # R14: the declared 7, whole
    join = check(two, parse_move(
        {"card": "5H", "action": "declare", "value": 7, "with": ["2H", "3C", "4S"]}))
    assert join.legal  # R21: 5 + 2 joins the 7, a family of sevens
    four = load("four-players.json")
    assert four.players == 4 and four.owned_by(four.to_move) is not None
    lay = check(four, parse_move({"card": "8H", "action": "lay"}))
    assert not lay.legal and lay.reason == "obligation" and lay.rule == "R30"
