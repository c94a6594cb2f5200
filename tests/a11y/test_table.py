"""A round at the table as a screen reader gets it, through the desktop's accessibility bus:
the hand and the legal moves found by name, moves played by keyboard, and the other side's
replies, a xeri each way, the last deal and the end of the round announced, in English and
in Greek; a card with several moves double-clicked on the table, its chooser read by name
and a move chosen in it by keyboard. The match resumes just before the last deal
(positions.py). The round review is read in test_four.py (a round of four: fewer
decisions for the Expert)."""

from __future__ import annotations

import re

import pytest

from diloti_qt.controller.words import card_long_name
from diloti_qt.engine.cards import ALL_CARDS, pretty
from diloti_qt.ui.table.cards import card_height
from diloti_qt.ui.table.layout import HAND_STEP, ideal_card_width

from .conftest import started
from .desktop import Game, Node, matching, outline
from .positions import resume_before_the_last_deal, settings
from .readable import problems
from .words import Words


def items(view: Node) -> list[str]:
    return [n["name"] for n in view["children"] if n["role"] == "list item"]


def history(game: Game, w: Words) -> list[str]:
    """The history's lines (on the side panel's other page: read, not shown)."""
    return items(game.one("list", w("MainWindow", "Move history"), showing=False))


def double_click(game: Game, w: Words, card: int) -> Node:
    """Double-click `card` where the table shows it in the hand, as a pointer user does;
    the chooser that opens (its list). The hand lies centred along the foot of the table,
    each card HAND_STEP card widths right of the one before: the point is worked out from
    the table's size, and corrected by the card the chooser names, if it is a neighbour."""
    hand = [by_name(name) for name in items(game.one("list", w("MovesPanel", "Your hand")))]
    view = game.one(name=w("TableView", "Card table"))["children"][0]  # its viewport
    x, y, width, height = game.ask("extents", path=view["path"])
    cw = ideal_card_width(width, height)
    step, n = HAND_STEP * cw, len(hand)
    left = (width - cw - (n - 1) * step) / 2
    at = left + (hand.index(card) + 0.5) * step  # the middle of its strip
    foot = height - max(8, round(0.14 * cw)) - 0.35 * card_height(cw)
    title = w("Chooser", "Play {card}:")
    for _try in range(3):
        game.click(round(x + at), round(y + foot), twice=True)
        chooser = game.one("list", name_re="^" + re.escape(title.split("{")[0]))
        shown = next(c for c in hand if title.format(card=pretty(c)) == chooser["name"])
        if shown == card:
            return chooser
        game.press("Escape")  # a neighbour: the chooser goes, the card stays
        game.wait(lambda tree, name=chooser["name"]: not matching(tree, "list", name),
                  what="no chooser")
        at += (hand.index(card) - hand.index(shown)) * step
    raise AssertionError(f"{pretty(card)} not found on the table")


def by_name(name: str) -> int:
    """The card a long name ("seven of clubs", in the language installed) names."""
    return next(c for c in ALL_CARDS if card_long_name(c) == name)


def play(game: Game, w: Words, wanted=None) -> str:
    """Play the legal move `wanted(name)` picks (the first if None), by keyboard: M, Home,
    Down to it, Enter; returns its name once the turn has passed."""
    your_turn = w("MovesPanel", "Your turn: choose a move and press Enter.")
    game.press("m")
    tree = game.wait(lambda tree: matching(tree, "label", your_turn) and tree,
                     what="your turn")
    moves = items(matching(tree, "list", w("MovesPanel", "Your legal moves"))[0])
    picked = [name for name in moves if wanted is None or wanted(name)][:1 if wanted is None
                                                                         else None]
    assert len(picked) == 1, (picked, moves)
    mark = game.mark()
    game.press("Home", *["Down"] * moves.index(picked[0]))
    if moves.index(picked[0]):
        game.wait_event(lambda e: e["type"] == "object:state-changed:selected"
                        and e["name"] == picked[0] and e["detail1"], mark, what=picked[0])
    mark = game.mark()
    game.press("Return")
    game.wait_event(lambda e: e["type"] == "object:property-change:accessible-name"
                    and e["role"] == "label" and e["text"] != your_turn
                    and e["name"] != your_turn, mark, what=f"{picked[0]} played")
    return picked[0]


@pytest.mark.parametrize("words", ["en", "el"], indirect=True)
def test_a_round_by_keyboard_and_what_is_announced(desktop, words):
    w = words
    at = {}

    def prepare(home):
        settings(home, w.language)
        at["moment"] = resume_before_the_last_deal(home)

    with started(desktop, prepare) as game:
        moment = at["moment"]
        state = moment.match.state
        game.press("m")  # the moves, the table and the hand as lists
        hand = game.one("list", w("MovesPanel", "Your hand"))
        assert items(hand) == [card_long_name(c) for c in state.hands[0]]
        assert all(w.in_language(name) for name in items(hand))
        main = game.window(w("MainWindow", "Diloti"))
        assert problems(main, w) == [], outline(main)

        # the card that gives the computer a xeri: its reply says so, as the history does
        mark = game.mark()
        play(game, w, lambda name: pretty(moment.gift) in name)
        said = game.wait_said(re.escape(w("History", " — xeri!")), mark)
        assert said == history(game, w)[-1] and w.in_language(said)

        # the last card: the computer's reply, then the last deal, each said as written
        mark = game.mark()
        play(game, w, lambda name: pretty(moment.then) in name)
        dealt = game.wait_said(w.pattern("History", "{who} dealt the last cards, {each} to "
                                         "each player."), mark)
        lines = history(game, w)
        assert game.said(mark) == lines[-2:] and lines[-1] == dealt, (game.said(mark), lines)

        # your own xeri, with the pointer: a double-click on its card opens the chooser,
        # its moves read by name (the moves list's own); the keyboard picks the xeri
        xeri = [pretty(c) for c in (moment.xeri.card, *moment.xeri.cards)]
        own = [n for n in items(game.one("list", w("MovesPanel", "Your legal moves")))
               if xeri[0] in n]
        chooser = double_click(game, w, moment.xeri.card)
        choices = items(chooser)
        assert sorted(choices) == sorted(own) and len(choices) > 1, (choices, own)
        take = next(i for i, n in enumerate(choices) if all(card in n for card in xeri))
        mark = game.mark()
        game.press("End", *["Up"] * (len(choices) - 1 - take))
        picked = game.wait_event(lambda e: e["type"] == "object:state-changed:selected"
                                 and e["detail1"] and e["name"] == choices[take], mark,
                                 what="the xeri chosen")
        assert picked["role"] == "list item"
        mark = game.mark()
        game.press("Return")
        said = game.wait_said(re.escape(w("History", " — xeri!")), mark)
        assert re.match(w.pattern("History", "You took {taken} with {card}"), said)
        assert said in history(game, w)

        # the rest of the round, the first legal move each turn, to the end of the round
        over = w.pattern("Announcer", "Round over: you scored {a}, the computer {b}.")
        mark = game.mark()
        for _turn in range(5):
            play(game, w)
        end = game.wait_said(over, mark)
        points = [int(n) for n in re.findall(r"\d+", end)]
        sheet = game.one("table", w("MainWindow", "Score sheet"))
        cells = [n["name"] for n in sheet["children"] if n["role"] == "table cell"]
        assert cells[:2] == [str(p) for p in points], (end, cells)

        # the end of the round's sheet, the next round, the review of your decisions
        sheet = game.window(w("EndOfRoundDialog", "End of round {n}").format(n=1))
        assert problems(sheet, w) == [], outline(sheet)
        # Enter: the next round; its deal is said, the table it opens with
        mark = game.mark()
        game.press("Return")
        game.wait_said(w.pattern("History", "Round {n}. You deal; on the table: {cards}."),
                       mark)
        game.gone(w("EndOfRoundDialog", "End of round {n}").format(n=1))
