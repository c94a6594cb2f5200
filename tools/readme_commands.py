"""The README's two set-up commands (run the game, run the tests), read from README.md.

    python3 tools/readme_commands.py test    # prints the test command, as a newcomer types it

`.ci/run` runs the printed test command literally, so CI and the README cannot drift. Each
command is the one code block after its marker comment (`<!-- run-command -->`,
`<!-- test-command -->`) in the README's "Set up" section.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

README = Path(__file__).resolve().parent.parent / "README.md"
MARKERS = {"run": "<!-- run-command -->", "test": "<!-- test-command -->"}
BLOCK = re.compile(r"```[a-z]*\n(.*?)```", re.S)


def setup_section(text: str) -> str:
    start = text.index("## Set up")
    end = text.find("\n## ", start + 1)
    return text[start:end if end != -1 else len(text)]


def setup_commands(text: str) -> dict[str, str]:
    """{"run": …, "test": …}: each a single line; ValueError if the README breaks the form."""
    section = setup_section(text)
    out = {}
    for name, marker in MARKERS.items():
        if section.count(marker) != 1:
            raise ValueError(f"README's Set up section must hold {marker} once")
        found = BLOCK.search(section, section.index(marker))
        lines = found.group(1).strip().splitlines() if found else []
        if len(lines) != 1:
            raise ValueError(f"the block after {marker} must be one command line")
        out[name] = lines[0]
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 1 or argv[0] not in MARKERS:
        print("usage: python3 tools/readme_commands.py run|test", file=sys.stderr)
        return 2
    try:
        print(setup_commands(README.read_text(encoding="utf-8"))[argv[0]])
    except ValueError as e:
        print(f"README.md: {e}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
