"""Every dialog read and worked through the desktop's accessibility bus, as a screen reader
does, in English and in Greek: opened from the menu by its name, each control named (no
"&" read out), the keyboard moving through it, and what it refuses said out loud; the
About box, the rules reference searched, the kept matches, one exported (Qt's own file
dialog, in the game's language) and one replayed step by step, each step said."""

from __future__ import annotations

import re

import pytest

from diloti_qt.ui.tutorial.rulebook import SECTIONS

from .desktop import Game, matching, nodes, outline
from .readable import problems
from .test_table import items
from .words import Words


def open_dialog(game: Game, w: Words, item: tuple[str, str], title: tuple[str, str]):
    game.choose(w(*item).replace("&", ""))
    window = game.window(w(*title))
    assert problems(window, w) == [], outline(window)
    return window


def close(game: Game, w: Words, title: tuple[str, str]) -> None:
    """Esc closes it, the keyboard back on the table."""
    game.press("Escape")
    game.gone(w(*title))


@pytest.mark.parametrize("item, title", [
    ("&Preferences…", ("PreferencesDialog", "Preferences")),
    ("&New match…", ("NewGameDialog", "New match")),
    ("&Statistics…", ("StatisticsDialog", "Statistics")),
    ("Play &deal…", ("PlayDeal", "Play a deal")),
    ("M&atches…", ("MatchesDialog", "Matches")),  # its name on the bus: its title
    ("&Rules summary", ("RulesSummary", "Rules of Diloti")),
])
def test_a_dialog_is_read_whole_and_tab_walks_it(game_in, item, title):
    game, w = game_in
    window = open_dialog(game, w, ("MainWindow", item), title)
    names = set()
    for _ in range(4):  # Tab goes from one named control to the next
        mark = game.mark()
        game.press("Tab")
        focus = game.wait_event(lambda e: e["type"] == "object:state-changed:focused"
                                and e["detail1"] == 1, mark, what="a control focused")
        assert focus["name"].strip(), focus
        names.add(focus["name"])
    assert len(names) > 1, names
    assert window["name"].startswith(w(*title))
    close(game, w, title)


def test_the_score_pad_names_each_count_and_says_what_it_refuses(game_in):
    game, w = game_in
    title = ("ScorePad", "Score pad")
    window = open_dialog(game, w, ("MainWindow", "Score &pad…"), title)
    start = matching(window, "push button", w("ScorePad", "&Start the pad").replace("&", ""))
    game.act(start[0], "Press")
    you = w("ScorePad", "You")
    cards = w("ScorePad", "{side}: {row}").format(side=you, row=w("ScorePad", "Cards"))
    game.one("spin button", cards)
    window = game.window(w(*title))
    assert problems(window, w) == []
    for row in ("Aces", "10♦", "2♣", "Xeris"):
        assert matching(window, name=w("ScorePad", "{side}: {row}").format(
            side=you, row=w("ScorePad", row))), row
    # 27 cards for you and 26 for the other side: more than one deck holds
    opponent = w("ScorePad", "{side}: {row}").format(side=w("ScorePad", "Opponent"),
                                                     row=w("ScorePad", "Cards"))
    game.tab_to(cards)
    game.press("ctrl+a")
    game.type("27")
    game.tab_to(opponent)
    game.press("ctrl+a")
    game.type("26")
    mark = game.mark()
    game.press("Return")
    refusal = game.wait_event(lambda e: e["type"] == "object:announcement", mark,
                              what="the refusal said")["text"]
    assert w.in_language(refusal) and "52" in refusal, refusal
    message = game.one("label", w("ScorePad", "What is wrong with the entry"))
    assert message["description"] == refusal
    close(game, w, title)


def named(game: Game, window, title: str) -> None:
    """The window is named on the bus as it is titled (Qt adds the game's name)."""
    assert window["name"] in (title, f"{title} — {game_name(game)}"), (window["name"], title)


def game_name(game: Game) -> str:
    return game.tree()["children"][0]["name"]  # the main window: the game's name


def test_the_about_box_is_read_and_closed(game_in):
    game, w = game_in
    title = ("About", "About Diloti")
    window = open_dialog(game, w, ("MainWindow", "&About Diloti"), title)
    said = " ".join(n["name"] for n in matching(window, "label"))
    assert re.search(r"\d+\.\d+", said), said  # with its version; in Greek, in Greek
    assert w.language == "en" or w.in_language(said), said  # (the English names Δηλωτή)
    ok = [n for n in matching(window, "push button") if "focused" in n["states"]]
    assert ok and w.in_language(ok[0]["name"]), outline(window)
    game.press("Return")
    game.gone(w(*title))


def test_the_rules_reference_is_searched_and_read(game_in):
    game, w = game_in
    title = ("Rules", "Rules reference")
    window = open_dialog(game, w, ("TutorialMenu", "Rules &reference…"), title)
    game.tab_to(w("Rules", "Search the rules"))
    rules = game.one(name=w("Rules", "The rules"), within=window)
    whole = game.ask("text", path=rules["path"])
    assert w("Rules", "Rule sets") in whole
    game.type("R35")  # the rules that name R35 (the cards left at the end of the round)
    search = game.one("text", w("Rules", "Search the rules"), within=game.window(w(*title)))
    assert game.ask("text", path=search["path"]) == "R35", outline(game.window(w(*title)))
    text = game.wait(lambda tree: (lambda t: t if "R35" in t and len(t) < len(whole) / 4
                                   else None)(game.ask("text", path=rules["path"])),
                     what="the rules found")
    r35 = next(text for _title, rules in SECTIONS for rid, text in rules if rid == "R35")
    assert w("Rules", r35) in text, text  # in the game's language
    close(game, w, title)


def test_a_kept_match_is_exported_and_replayed_step_by_step(game_in):
    game, w = game_in
    title = ("MatchesDialog", "Matches")
    window = open_dialog(game, w, ("MainWindow", "M&atches…"), title)
    named(game, window, w(*title))
    # the newest match is selected: Tab to the list, and every button works at once
    game.tab_to(w("MatchesDialog", "Kept matches"))
    window = game.window(w(*title))
    selected = [n["name"] for n in matching(window, "table cell") if "selected" in n["states"]]
    assert selected, outline(window)
    export = w("MatchesDialog", "&Export this match…").replace("&", "")
    assert "sensitive" in game.one("push button", export, within=window)["states"]
    # its export: Qt's own file dialog, every word of it in the game's language
    game.tab_to(export)
    game.press("Return")
    files = game.window(w("MatchesDialog", "Export this match"))
    own = tuple({n["name"] for n in nodes(files) if n["role"] in ("list item", "table cell")}
                | {n["name"] for n in matching(files, "combo box")
                   if n["name"].startswith("/")})  # the files and folders, by their names
    assert problems(files, w, own) == [], outline(files)
    name = game.one("text", w("FileDialog", "File &name:").replace("&", ""), within=files)
    assert game.ask("text", path=name["path"]).endswith(".diloti")
    game.press("Escape")
    game.gone(w("MatchesDialog", "Export this match"))
    # its replay: the viewer, read whole; each step by keyboard is said
    game.window(w(*title))
    game.tab_to(w("MatchesDialog", "&Replay").replace("&", ""))
    game.press("Return")
    replay = ("ReplayViewer", "Replay")
    viewer = game.window(w(*replay))
    named(game, viewer, w(*replay))
    assert problems(viewer, w) == [], outline(viewer)
    lines = items(game.one("list", w("ReplayViewer", "Moves of the round: choose one to go "
                                     "there"), within=viewer))
    assert len(lines) > 40 and all(w.in_language(line) for line in lines), lines
    for step in (1, 2, 3):
        mark = game.mark()
        game.press("Right")
        said = game.wait_event(lambda e: e["type"] == "object:announcement", mark,
                               what=f"step {step} said")["text"]
        position = w("ReplayViewer", "move {m} of {n} · {name} to play").split("{m}")[0]
        assert said.startswith(lines[step]) and f"{position}{step} " in said, (step, said)
    mark = game.mark()
    game.press("End")
    # the kept match has a single round: its end is the match's
    over = w("ReplayViewer", "move {m} of {n} · the match is over").split(" · ")[-1]
    assert over in game.wait_event(lambda e: e["type"] == "object:announcement", mark,
                                   what="the end said")["text"]
    close(game, w, replay)
    close(game, w, title)
