"""Help ▸ Puzzles… as a screen reader gets it, through the desktop's accessibility bus, in
English and in Greek: opened from the menu by its name, the puzzle's prompt said, every
control of the bar named (the choice of the set too); a wrong move played by keyboard, its refutation played out and
what it lost said with the answer; then the answer played by keyboard and its verdict said;
Leave gives the window back to the player's match."""

from __future__ import annotations

import re

from diloti_qt.engine.cards import pretty
from diloti_qt.puzzles import load_puzzles

from .desktop import Game, matching, outline
from .readable import problems
from .test_table import play


def titled(game: Game, title: str) -> str:
    """The main window's name once it is titled `title` (Qt adds the game's name to
    another title: "Puzzles — Diloti"); returned."""
    def found(tree):
        return next((w["name"] for w in tree["children"] if "showing" in w["states"]
                     and (w["name"] == title or w["name"].startswith(f"{title} — "))), None)
    return game.wait(found, 20, f"the window titled {title!r}",
                     walk=lambda: game.tree(depth=1))


def test_a_puzzle_by_keyboard_with_its_prompt_verdicts_and_answer(game_in):
    game, w = game_in
    puzzle = load_puzzles()[0]  # a first visit starts at the first puzzle
    title = w("Puzzles", "Puzzles")
    mark = game.mark()
    game.choose(w("MainWindow", "&Puzzles…").replace("&", ""))
    title = titled(game, title)
    prompt = w("Puzzles", "Your move: find the move worth the most points (at least {margin} "
                          "more than any other).").format(margin=puzzle.margin)
    said = game.wait_said(re.escape(prompt), mark)
    heading = w("Puzzles", "Puzzle {n} of {count} · grade {grade} of 5").format(
        n=1, count=len(load_puzzles()), grade=puzzle.grade)
    assert said == f"{heading}. {prompt}", said
    window = game.window(title)
    assert problems(window, w) == [], outline(window)
    for name in ("Previous puzzle", "Next puzzle", "Show answer", "Leave the puzzles"):
        assert matching(window, "push button", w("PuzzleBar", name)), name
    assert matching(window, "combo box", w("PuzzleBar", "Which puzzles"))  # the two sets

    # a wrong move, by keyboard: its verdict said at once; the round played out; then what
    # it lost, with the answer, said once
    wrong, value = puzzle.values[-1]
    mark = game.mark()
    play(game, w, lambda name: pretty(wrong.card) in name)
    game.wait_said(re.escape("✘ " + w("Puzzles", "Not the best move: watch how the round "
                                                 "goes on.")), mark)
    lost = w("Puzzles", "That move lost %n point(s) against the answer.", None,
             puzzle.values[0][1] - value)
    why = puzzle.explanation[w.language]
    text = "✘ " + w("Puzzles", "{lost} The answer: {why}").format(lost=lost, why=why)
    game.wait_said(re.escape(text), mark, timeout=60)
    assert game.said(mark).count(text) == 1, game.said(mark)

    # the answer, on the position shown again, by keyboard: said right, with why
    answer = puzzle.answers[0]
    names = [pretty(c) for c in (answer.card, *answer.cards)]
    mark = game.mark()
    play(game, w, lambda name: all(card in name for card in names))
    game.wait_said(re.escape("✔ " + w("Puzzles", "Right! {why}").format(why=why)), mark)

    # Leave (the Puzzle menu, by its name): the game's own match again
    game.choose(w("Puzzles", "&Leave the puzzles").replace("&", ""))
    titled(game, w("MainWindow", "Diloti"))
