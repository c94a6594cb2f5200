"""What every window must give a screen reader: a name for each control it can reach, in
the game's language, with no mnemonic "&" read out."""

from __future__ import annotations

import re

from .desktop import Node, nodes
from .words import Words

CONTROLS = frozenset((
    "push button", "toggle button", "check box", "radio button", "combo box", "spin button",
    "text", "password text", "list", "table", "tree table", "page tab", "slider",
    "progress bar", "menu item"))
MNEMONIC = re.compile(r"&[^\s&]")  # "&Rules:" read with its ampersand
LATIN = re.compile("[A-Za-z]{3,}")  # a word of English (rule ids, R35, are not)
LINK = re.compile(r"\S+://\S+")  # an invitation, an address: in no language
CODE = re.compile(r"\b[0-9A-Z]{5}-[0-9A-Z]{5}\b")  # a room code (or its example)


def _inside_combo(tree: Node) -> set[tuple[int, ...]]:
    """The paths of the parts of combo boxes (their popup list, their line edit): a screen
    reader reads the combo box, named, and its items."""
    inside = set()
    for n in nodes(tree):
        if n["role"] == "combo box":
            inside.update(tuple(c["path"]) for c in nodes(n) if c is not n)
    return inside


def _words(text: str, own: tuple[str, ...]) -> str:
    """`text` without what is in no language: addresses, room codes and the `own` names
    (people's, files')."""
    text = CODE.sub("", LINK.sub("", text))
    for name in sorted(own, key=len, reverse=True):  # a folder's path before its name
        text = text.replace(name, "")
    return text


def problems(window: Node, w: Words, own: tuple[str, ...] = ()) -> list[str]:
    """What a screen reader would miss or misread in `window` (showing parts only); `own`:
    names in no language (a friend's, a file's)."""
    found = []
    if not window["name"].strip():
        found.append(f"the {window['role']} has no name")
    inside = _inside_combo(window)
    buttons = [(n["name"], n["description"]) for n in nodes(window)
               if n["role"] == "push button" and "showing" in n["states"]]
    found += [f"two buttons read alike: {name!r} ({description!r})"
              for name, description in sorted(set(buttons)) if buttons.count((name,
                                                                              description)) > 1]
    for n in nodes(window):
        if "showing" not in n["states"]:
            continue
        where = f"{n['role']} {n['name']!r}"
        if n["role"] in CONTROLS and not n["name"].strip() and tuple(n["path"]) not in inside:
            found.append(f"a {n['role']} without a name")
        for text in (n["name"], n["description"]):
            if MNEMONIC.search(text):
                found.append(f"{where}: an ampersand is read out in {text!r}")
            words = _words(text, own)
            if w.language == "el" and LATIN.search(words) and not w.in_language(words):
                found.append(f"{where}: {text!r} is not in Greek")
    return found
