"""The tutorial as a screen reader gets it, through the desktop's accessibility bus: each
step's instruction said as it begins, a lesson's step played by keyboard on the table (a
wrong move first, then the right one through the move chooser), each verdict said once,
the next lesson chosen from the named list, and the computer's scripted reply said."""

from __future__ import annotations

import re

from diloti_qt.controller.words import card_long_name
from diloti_qt.engine.cards import parse_card, pretty
from diloti_qt.tutorial import load_lessons
from diloti_qt.tutorial.texts import tr

from .desktop import Game
from .readable import problems
from .test_table import items


def walk_to(game: Game, card: str) -> None:
    """Right along the hand on the table until it says `card` ("ten of clubs")."""
    for _ in range(8):
        mark = game.mark()
        game.press("Right")
        said = game.wait_event(lambda e: e["type"] == "object:announcement", mark,
                               what="the focused card said")["text"]
        if said == card:
            return
    raise AssertionError(f"{card!r} not found in the hand")


def said_once(game: Game, text: str, since: int) -> None:
    game.wait_said(re.escape(text), since)
    assert game.said(since).count(text) == 1, game.said(since)


def test_a_lesson_by_keyboard_with_its_instruction_verdicts_and_chooser(game_in):
    game, w = game_in
    first, laying = load_lessons()[0].steps[0], load_lessons()[2].steps[0]
    mark = game.mark()
    game.choose(w("TutorialMenu", "&Learn Diloti (tutorial)…").replace("&", ""))
    window = game.window(w("TutorialWindow", "Tutorial"))
    said_once(game, tr(first.instruction), mark)
    assert problems(window, w) == []

    # a wrong move: the K♦ laid; the table says why, once
    mark = game.mark()
    walk_to(game, card_long_name(parse_card("KD")))
    game.press("Return")
    said_once(game, tr(first.wrong[-1].text), mark)

    # the 10♣ has two moves: the chooser lists them by name; Down, Enter takes
    walk_to(game, card_long_name(parse_card("10C")))
    game.press("Return")
    chooser = game.one("list", w("Chooser", "Play {card}:").format(card=pretty(
        parse_card("10C"))))
    names = items(chooser)
    take = [n for n in names if pretty(parse_card("9D")) in n and pretty(parse_card("AH"))
            in n]
    assert len(names) > 1 and len(take) == 1, names
    mark = game.mark()
    game.press(*["Down"] * names.index(take[0]), "Return")
    said_once(game, f"✔ {tr(first.success)}", mark)

    # lesson 3 from the list of lessons; the computer's reply is said after yours
    game.tab_to(w("TutorialWindow", "Lessons"))
    lessons = game.one("list", w("TutorialWindow", "Lessons"))
    assert len(items(lessons)) == len(load_lessons())
    mark = game.mark()
    game.press("Home", "Down", "Down", "Return")
    said_once(game, tr(laying.instruction), mark)
    game.tab_to(w("TableView", "Card table"))
    mark = game.mark()
    walk_to(game, card_long_name(parse_card("8C")))
    game.press("Return")
    said_once(game, f"✔ {tr(laying.success)}", mark)
    reply = pretty(parse_card(laying.reply_doc["card"]))
    game.wait_said(re.escape(reply), mark)
    game.press("ctrl+w")  # the tutorial closes; the game is as it was
    game.gone(w("TutorialWindow", "Tutorial"))
