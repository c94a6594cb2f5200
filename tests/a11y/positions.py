"""Homes for the screen-reader tests: the settings (language, instant pace), a match to
resume at a chosen moment of a round, reached from a deal number by legal moves, so that a
xeri, a deal and the end of the round come within a few keyboard moves, the same each run
(two players; four, near the end of the round); and a finished match kept.
"""

from __future__ import annotations

import os
import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from diloti_qt.engine import Action, Match, Move, Rules, State, as_request, check, legal_moves
from diloti_qt.engine.cards import RANK, parse_card
from diloti_qt.engine.record import MatchRecord, Player, record_of_match
from diloti_qt.history_events import HistoryEvent, outcome_events, round_event
from diloti_qt.storage import paths
from diloti_qt.storage.records import RecordStore, records_dir
from diloti_qt.storage.saved import SavedGame
from diloti_qt.storage.savegame import write_saved_game
from diloti_qt.storage.settings import SettingsStore

HUMAN, COMPUTER = 0, 1
# Deal 372 of pagat-2p, the computer dealing, played by these moves (NOTATION, both sides in
# turn) comes to the moment BeforeTheLastDeal describes; found once by trying random legal
# moves on deal numbers, checked again (every move legal, the moment as described) each run.
DEAL_NUMBER = 372
MOVES = ("JC", "9C 4S 5S", "6S", "7S AD 6S", "JH JC", "KD KC", "5H", "AS", "3D", "QD", "4D",
         "7H 3D 4D", "AH AS", "5D 5H", "7D", "3C", "8S", "8D 8S", "8C", "10C 3C 7D", "6D",
         "6H 6D", "JS", "2S", "10S 2S 8C", "QS QD", "AC", "KS", "9D", "JD JS", "10H AC 9D",
         "KH KS")


@contextmanager
def home(folder: Path) -> Iterator[None]:
    """storage.paths pointing into `folder`, the game's home, for the files written here."""
    was = os.environ.get(paths.HOME_ENV)
    os.environ[paths.HOME_ENV] = str(folder)
    try:
        yield
    finally:
        if was is None:
            del os.environ[paths.HOME_ENV]
        else:
            os.environ[paths.HOME_ENV] = was


def settings(folder: Path, language: str, **more) -> None:
    """The game in `language`, every move shown at once (instant pace), no questions; and
    `more` settings (a player's name)."""
    with home(folder):
        SettingsStore().update(language=language, animation_speed="instant",
                               confirm_abandon=False, **more)


@dataclass(frozen=True)
class BeforeTheLastDeal:
    """A match of pagat-2p (you against an Easy computer, which deals) at your turn with two
    cards each, twelve in the stock and the table bare. Laid first, your card `gift` lets
    the computer take a xeri; then you lay your other card `then` and the computer, left
    with one card it cannot take it with, lays it; the last cards are dealt, and among your
    new moves `xeri` takes everything on the table."""

    deal_number: int
    match: Match
    history: list[HistoryEvent]
    gift: int
    then: int
    xeri: Move


def _play(match: Match, history: list[HistoryEvent], move: Move) -> None:
    """`move`, checked by the engine, played as the game plays it, and its history lines."""
    state = match.state
    verdict = check(state, as_request(move))
    assert verdict.legal, f"{move} is not legal: {verdict.reason}"
    history.extend(outcome_events(state.apply(verdict.move)))


def _move(text: str) -> Move:
    """"9C 4S 5S": 9♣ takes 4♠ and 5♠; "JC": J♣ is laid."""
    card, *taken = (parse_card(word) for word in text.split())
    return Move(card, Action.CAPTURE if taken else Action.LAY, tuple(taken))


def _only(state: State, wanted) -> Move | None:
    """The one legal move `wanted(move)` accepts, or None."""
    moves = [m for m in legal_moves(state) if wanted(m)]
    return moves[0] if len(moves) == 1 else None


def _fits(state: State) -> tuple[int, int, Move] | None:
    """(gift, then, xeri) when `state` is the moment BeforeTheLastDeal describes."""
    if (len(state.stock) != 12 or state.to_move != HUMAN or state.loose or state.decls
            or [len(h) for h in state.hands] != [2, 2]):
        return None
    for gift, then in (state.hands[HUMAN], state.hands[HUMAN][::-1]):
        s = state.clone()
        s.apply(_only(s, lambda m, c=gift: m.card == c))  # laid: the table is bare
        take = _only(s, lambda m: m.action == "capture")  # the xeri, the only capture
        kept = [c for c in s.hands[COMPUTER] if RANK[c] != RANK[gift]]
        if take is None or len(kept) != 1 or RANK[gift] == RANK[then]:
            continue
        s.apply(take)
        s.apply(_only(s, lambda m, c=then: m.card == c))
        forced = legal_moves(s)  # the computer's last card cannot take, nor declare
        if len(forced) != 1 or forced[0].action != "lay":
            continue
        s.apply(forced[0])  # and the last cards are dealt
        for move in legal_moves(s):
            after = s.clone()
            after.apply(move)
            if move.action == "capture" and not after.loose and not after.decls:
                return gift, then, move
    return None


def before_the_last_deal() -> BeforeTheLastDeal:
    match = Match(Rules.make("pagat-2p"), DEAL_NUMBER, first_dealer=COMPUTER)
    state = match.state
    history = [round_event(1, state.dealer, state.loose, len(state.stock))]
    for text in MOVES:
        _play(match, history, _move(text))
    found = _fits(state)
    assert found is not None, "the recorded moves no longer come to the moment wanted"
    return BeforeTheLastDeal(DEAL_NUMBER, match, history, *found)


def resume_before_the_last_deal(folder: Path) -> BeforeTheLastDeal:
    """A match to resume in `folder`: the moment BeforeTheLastDeal describes."""
    found = before_the_last_deal()
    with home(folder):
        write_saved_game(SavedGame(match=found.match, human=HUMAN, levels={COMPUTER: "easy"},
                                   history=found.history, ai_rng=random.Random(1),
                                   person_played=True))
    return found


@dataclass(frozen=True)
class FourBeforeTheEnd:
    """A match of partnership-4p (you, your partner opposite and two opponents, all three
    Easy computers) at your turn with two cards each in the last deal: two moves of yours,
    each followed by the other three seats', end the round. Your decisions are few (twelve
    in a round of four, against twenty-four at two): the Expert reviews them in about half
    the time."""

    match: Match
    history: list[HistoryEvent]


FOUR_DEAL, FOUR_SEED = 4711, 7  # found once: a round where every seat moves to the end


def four_before_the_end() -> FourBeforeTheEnd:
    match = Match(Rules.make("partnership-4p"), FOUR_DEAL, first_dealer=3)
    state = match.state
    history = [round_event(1, state.dealer, state.loose, len(state.stock))]
    rng = random.Random(FOUR_SEED)
    while not (state.to_move == HUMAN and not state.stock and len(state.hands[HUMAN]) == 2):
        _play(match, history, rng.choice(legal_moves(state)))
    return FourBeforeTheEnd(match, history)


def resume_four_before_the_end(folder: Path) -> FourBeforeTheEnd:
    """A match of four to resume in `folder`: the moment FourBeforeTheEnd describes."""
    found = four_before_the_end()
    with home(folder):
        write_saved_game(SavedGame(match=found.match, human=HUMAN,
                                   levels={1: "easy", 2: "easy", 3: "easy"},
                                   history=found.history, ai_rng=random.Random(1),
                                   person_played=True))
    return found


def kept_match(folder: Path) -> MatchRecord:
    """A finished match (one round, to 1 point) kept in `folder`'s records, as the game
    keeps the matches it finishes (each seat named in the language installed, as the game
    names it then): the Matches dialog lists it, the viewer replays it."""
    match = Match(Rules.make("pagat-2p", {"V-TARGET": 1}), DEAL_NUMBER, first_dealer=COMPUTER)
    rng = random.Random(3)
    while not match.over:
        if match.state.round_over:  # 0 to 0 (no round ends so: the cards always count)
            match.next_round()
        match.state.apply(rng.choice(legal_moves(match.state)))
    names = [QCoreApplication.translate("Controller", "You"),
             QCoreApplication.translate("Controller", "Computer")]
    record = record_of_match(match, [Player(names[HUMAN], None),
                                     Player(names[COMPUTER], "easy")],
                             "2024-05-01T12:00:00+00:00")
    with home(folder):
        RecordStore(records_dir()).save(record, HUMAN)
    return record
