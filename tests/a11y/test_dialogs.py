"""Every dialog read and worked through the desktop's accessibility bus, as a screen reader
does, in English and in Greek: opened from the menu by its name, each control named (no
"&" read out), the keyboard moving through it, and what it refuses said out loud."""

from __future__ import annotations

import pytest

from .desktop import Game, matching
from .readable import problems
from .words import Words


def open_dialog(game: Game, w: Words, item: tuple[str, str], title: tuple[str, str]):
    game.choose(w("MainWindow", item[1]).replace("&", ""))
    window = game.window(w(*title))
    assert problems(window, w) == []
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
    ("M&atches…", ("MatchesDialog", "Kept matches")),  # its name on the bus
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
