"""A round at the table as a screen reader gets it, through the desktop's accessibility bus:
the hand and the legal moves found by name, moves played by keyboard, and the other side's
replies, a xeri each way, the last deal and the end of the round announced, in English and
in Greek. The match resumes just before the last deal (positions.py)."""

from __future__ import annotations

import re

import pytest

from diloti_qt.controller.words import card_long_name
from diloti_qt.engine.cards import pretty

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

        # your own xeri is said too (the table shows "Xeri!")
        mark = game.mark()
        xeri = [pretty(c) for c in (moment.xeri.card, *moment.xeri.cards)]
        play(game, w, lambda name: all(card in name for card in xeri))
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
        if w.language != "en":  # the Expert's seconds once (both cores): read in English
            return
        game.choose(w("MainWindow", "Re&view last round…").replace("&", ""))
        title = w("RoundReview", "Round {n} review").format(n=1)
        review = game.window(title)
        assert problems(review, w) == [], outline(review)
        assert matching(review, "progress bar", w("RoundReview", "Decisions reviewed"))
        # once the Expert is done: the decisions as a list with the keyboard on it, or a
        # message that is said (a review with nothing to show)
        costliest = w("RoundReview", "Your costliest decisions")
        calm = [w("RoundReview", "Well played: no decision cost you more than half a point "
                  "by the Expert's estimate."),
                w("RoundReview", "You had no decisions to review in this round.")]
        done = game.wait(lambda tree: [n for n in matching(tree, "list", costliest)
                                       if "focused" in n["states"]]
                         or [text for text in game.said(mark) if text in calm],
                         timeout=60, what="the review's outcome")
        review = game.window(title)
        assert problems(review, w) == [], outline(review)
        if isinstance(done[0], dict):
            assert items(done[0]) and all(w.in_language(i) for i in items(done[0]))
        game.press("Escape")
        game.gone(title)
