"""A table of four as a screen reader gets it, through the desktop's accessibility bus, in
English and in Greek. The shared game resumes a match of four near the end of a round
(positions.FourBeforeTheEnd): the other seats are named by their place (the partner
opposite, the opponents on your right and left) and, after each move of yours played by
keyboard, the three others' are announced in the order they play (R41: counter-clockwise,
the one on your right first); the end of the round is said for your side, its sheet is
read, and the Expert's review of your decisions (a round of four: a dozen of them, half a
round of two's) is read whole and closed by keyboard."""

from __future__ import annotations

import re

from .desktop import Game, matching, outline
from .readable import problems
from .test_table import items, play
from .words import Words


def places(w: Words) -> tuple[str, str, str]:
    """The other seats as the history names them, in the order they play after you."""
    subject = "the subject of a sentence: {} took 9♣ with 9♦"
    return (w("Controller", "Right", subject.format("Right")),
            w("Controller", "Your partner"),
            w("Controller", "Left", subject.format("Left")))


def test_a_round_of_four_its_seats_announced_and_its_review(game_in):
    game, w = game_in
    names = places(w)
    assert len(set(names)) == 3 and all(w.in_language(n) for n in names), names
    over = w.pattern("Announcer", "Round over: your side scored {a}, the other side {b}.")
    mark = game.mark()
    for _turn in range(2):
        moved = game.mark()
        play(game, w)
        game.wait(lambda tree, moved=moved: len([t for t in game.said(moved)
                                                 if t.startswith(names)]) >= 3
                  or any(re.match(over, t) for t in game.said(moved)),
                  timeout=20, what="the three others' moves")
        others = [t for t in game.said(moved) if t.startswith(names)][:3]
        # the seat on your right plays after you, then your partner, then the left
        assert [next(n for n in names if t.startswith(n)) for t in others] == list(names), \
            game.said(moved)
    end = game.wait_said(over, mark)
    assert all(w.in_language(t) for t in game.said(mark)), game.said(mark)
    title = w("EndOfRoundDialog", "End of round {n}").format(n=1)
    sheet = game.window(title)
    assert problems(sheet, w) == [], outline(sheet)
    score = game.one("table", w("MainWindow", "Score sheet"), showing=False)
    cells = [n["name"] for n in score["children"] if n["role"] == "table cell"]
    assert cells[:2] == re.findall(r"\d+", end), (end, cells)  # said as it is written
    review_by_keyboard(game, w)
    # the sheet's Next round: its deal said
    sheet = game.window(title)
    mark = game.mark()
    next_round = w("EndOfRoundDialog", "&Next round").replace("&", "")
    game.act(game.one("push button", next_round, within=sheet), "Press")
    game.wait_said("|".join(w.pattern("History", f"Round {{n}}. {who}; on the table: {{cards}}.")
                            for who in ("You deal", "{who} deals")), mark)
    game.gone(title)


def review_by_keyboard(game: Game, w: Words) -> None:
    """The sheet's "Review my decisions…": the Expert's progress, then the decisions as a
    list with the keyboard on it, each in the game's language (or a message that is said:
    a review with nothing to show); Esc closes it."""
    mark = game.mark()
    game.tab_to(w("EndOfRoundDialog", "&Review my decisions…").replace("&", ""))
    game.press("Return")
    title = w("RoundReview", "Round {n} review").format(n=1)
    review = game.window(title)
    assert problems(review, w) == [], outline(review)
    assert matching(review, "progress bar", w("RoundReview", "Decisions reviewed"),
                    showing=False)
    costliest = w("RoundReview", "Your costliest decisions")
    calm = [w("RoundReview", "Well played: no decision cost you more than half a point by "
              "the Expert's estimate."),
            w("RoundReview", "You had no decisions to review in this round.")]
    done = game.wait(lambda tree: [n for n in matching(tree, "list", costliest)
                                   if "focused" in n["states"]]
                     or [text for text in game.said(mark) if text in calm],
                     timeout=60, what="the review's outcome")
    review = game.window(title)
    assert problems(review, w) == [], outline(review)
    if isinstance(done[0], dict):
        assert items(done[0]) and all(w.in_language(i) for i in items(done[0])), done
    game.press("Escape")
    game.gone(title)
