"""GameController: the only thing that changes the game; it emits signals and never draws."""

from __future__ import annotations

import functools
import logging
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Slot

from diloti_qt.engine import (
    CardReach,
    Decl,
    Match,
    Move,
    PlayerView,
    Rules,
    State,
    legal_moves,
)
from diloti_qt.engine.deals import NEW_DEALS
from diloti_qt.engine.match import RoundRecord
from diloti_qt.history_events import HistoryEvent, outcome_events, round_event

from diloti_qt.gui_thread import to_gui_thread

from . import one_card, words
from .ai_runner import AiRunner, choose_move, hint_move
from .one_card import CardMoves
from .pace import Pace
from .ponder import GUESS_LEVEL, PONDER_LEVELS, Ponder, Pondered
from .port import MoveEvent, Presence, TableSignals
from .seat_rules import SeatRules
from .undo import SavePoint, UndoStep

HINT_BUDGET = 0.25  # seconds of Hard's search
FALLBACK_LEVEL = "easy"  # plays for a computer player that failed

log = logging.getLogger(__name__)


@dataclass
class Seats:
    """Who sits where: the human seat and a level for every computer seat."""

    human: int = 0
    levels: dict[int, str] = field(default_factory=lambda: {1: "easy"})

    def from_human(self, players: int) -> dict[int, str]:
        """The computers' levels by their place counted from the human's seat (1: the seat
        after the human's, who plays next), as a match with the human at seat 0 has them."""
        return {(seat - self.human) % players: level for seat, level in self.levels.items()}


class GameController(TableSignals):
    """Wraps the engine's Match; owns undo, the seats and the computer's turns.

    Implements `TableSource` (controller/port.py) for the human's seat: its table sees the
    match through that seat's PlayerView only.
    """

    def __init__(self, parent: QObject | None = None, ai_mode: str = "thread") -> None:
        super().__init__(parent)
        self.runner = AiRunner(ai_mode)
        self._pace = Pace.NORMAL
        self.seats = Seats()
        self.match: Match | None = None
        self.history: list[HistoryEvent] = []  # said in words by history_words
        # The person has played a move in this match (saved with it: a repaired save's
        # move list may no longer show it).
        self.person_played = False
        self._undo: list[UndoStep] = []
        self._job = 0
        self._hint_job = 0
        self._thinking = False
        self._pending: Move | None = None
        self._delay = QTimer(self)
        self._delay.setSingleShot(True)
        self._delay.timeout.connect(self._play_pending)
        # The workers' answers come back to the GUI thread holding no reference to self.
        self._ai_result = to_gui_thread(self._on_ai_result)
        self._rng = random.Random()
        self.ai_job = choose_move
        # Thinking during the person's turn (controller/ponder.py): with the real players only.
        self.ponder = Ponder()
        self._ponder_guessed = to_gui_thread(self._on_ponder_guess)
        self._ponder_back = to_gui_thread(self._on_ponder_back)
        self.ai_budget: float | None = None
        self._obligation = ""
        self._dealt = False  # the match was dealt from its seed (not a loaded position)
        self.seat_rules = SeatRules(lambda: self.state, lambda: self.rules,
                                    lambda: self.human, self.is_human_turn)

    # -- reading ------------------------------------------------------------------------------
    @property
    def pace(self) -> Pace:
        return self._pace

    @pace.setter
    def pace(self, pace: Pace | str) -> None:
        self._pace = Pace.of(pace)

    def has_match(self) -> bool:
        return self.match is not None

    @property
    def state(self) -> State:
        return self.match.state

    @property
    def rules(self) -> Rules:
        return self.match.rules

    @property
    def human(self) -> int:
        return self.seats.human

    @property
    def thinking(self) -> bool:
        return self._thinking

    def view(self, seat: int | None = None) -> PlayerView:
        return PlayerView.of(self.state, self.human if seat is None else seat)

    def is_human_turn(self) -> bool:
        s = self.state
        return (
            self.match is not None and not s.round_over and s.to_move == self.human
            and self.human not in self.seats.levels
            and not self._thinking and self._pending is None
        )

    def legal_moves(self) -> list[Move]:
        """Every legal move of the human, on its turn: for tests and tools. The table never
        asks it (on a table of many small cards it holds tens of thousands of moves): it
        asks card_reach, card_moves and moves_for."""
        return legal_moves(self.state) if self.is_human_turn() else []

    def can_undo(self) -> bool:
        """Whether `undo` would take a move back: never once the match is over (its result
        is recorded: taking it back would let the person play the end again)."""
        return bool(self._undo) and not self.match_over()

    @property
    def undo_steps(self) -> tuple[UndoStep, ...]:
        """The steps `undo` goes back through, oldest first."""
        return tuple(self._undo)

    def opening_table(self) -> tuple[tuple[int, ...], tuple[Decl, ...]]:
        """The table the round began with (or the loaded position): loose cards, then the
        declarations. Public: everyone saw it."""
        start = self.match.round_start
        return tuple(start.loose), tuple(start.decls)

    def plays_match(self) -> bool:
        """A game controller plays a match (the lesson controller does not)."""
        return True

    def seat_plays(self, seat: int) -> bool:
        """Every seat of a match takes its turns."""
        return True

    @property
    def in_flight(self) -> bool:
        """Never: a move made here is taken at once."""
        return False

    def match_over(self) -> bool:
        return self.match is not None and self.match.over

    def finished_rounds(self) -> list[RoundRecord]:
        """The match's rounds played to the end, first first."""
        return list(self.match.rounds) if self.match is not None else []

    @property
    def round_number(self) -> int:
        """The round being played or just finished: 1 for the match's first."""
        return self.match.round_number if self.match is not None else 0

    @property
    def deal_number(self) -> int | None:
        """The match's deal number (its seed: the same number deals the same cards again,
        Game ▸ Play deal…); None for a loaded position (a lesson, the round review)."""
        return self.match.deal_number if self.match is not None and self._dealt else None

    def match_in_progress(self) -> bool:
        """A match the person has played in (a move of theirs, or a round) and not finished."""
        if self.match is None or self.match.over or self.human in self.seats.levels:
            return False
        return bool(self.match.rounds) or self.person_played

    def seat_place(self, seat: int) -> str:
        """bottom | right | top | left: where `seat` sits on the screen (R41, V-DIRECTION)."""
        return self.seat_rules.seat_place(seat)

    def seat_name(self, seat: int) -> str:
        if seat == self.human:
            return QCoreApplication.translate("Controller", "You")
        if self.rules.players == 2:
            return QCoreApplication.translate("Controller", "Computer")
        names = {
            "right": QCoreApplication.translate("Controller", "Right"),
            "top": QCoreApplication.translate("Controller", "Partner"),
            "left": QCoreApplication.translate("Controller", "Left"),
        }
        return names[self.seat_place(seat)]

    def seat_subject(self, seat: int) -> str:
        """Another seat as the subject of a sentence of the history: "Computer" (Greek
        «Ο υπολογιστής», with the article a Greek sentence needs)."""
        if self.rules.players == 2:
            return QCoreApplication.translate("Controller", "Computer", "the subject of a "
                                              "sentence: Computer took 9♣ with 9♦")
        names = {
            "right": QCoreApplication.translate("Controller", "Right", "the subject of a "
                                                "sentence: Right took 9♣ with 9♦"),
            "top": QCoreApplication.translate("Controller", "Your partner"),
            "left": QCoreApplication.translate("Controller", "Left", "the subject of a "
                                               "sentence: Left took 9♣ with 9♦"),
        }
        return names.get(self.seat_place(seat), self.seat_name(seat))

    def is_partner(self, seat: int) -> bool:
        """Whether `seat` is the human's partner (four players, R40)."""
        return self.seat_rules.is_partner(seat)

    def card_reach(self, card: int) -> CardReach:
        """What `card` can reach on the human's turn (nothing otherwise): one_card.reach."""
        return self.seat_rules.card_reach(card)

    def card_moves(self, card: int) -> CardMoves:
        """The legal moves of `card` on the human's turn: at most one_card.SHOWN, counted
        (bounded on any table: one_card.of_card)."""
        return self.seat_rules.card_moves(card)

    def presence(self, seat: int) -> Presence:
        """Every seat of a local match sits at this computer."""
        return Presence.LOCAL

    def seat_muted(self, seat: int) -> bool:
        return False  # nobody talks at a local match

    def moves_for(
        self, card: int, target: frozenset[int] | None, selection: frozenset[int] = frozenset()
    ) -> CardMoves:
        """Legal moves of `card` dropped on `target` (a pile's cards; None = the felt),
        with `selection` (selected table cards) naming the cards precisely: at most
        one_card.SHOWN, counted (bounded on any table: one_card.for_drop)."""
        return self.seat_rules.moves_for(card, target, selection)

    def why_not(
        self, card: int, target: frozenset[int] | None, selection: frozenset[int] = frozenset()
    ) -> tuple[str, str]:
        """A sentence and rule ids saying why no legal move fits a drop."""
        return self.seat_rules.why_not(card, target, selection)

    def describe(self, move: Move) -> str:
        return self.seat_rules.describe(move)

    def obligation(self) -> str:
        return self.seat_rules.obligation() if self.match else ""

    def after_match(self) -> str:
        return QCoreApplication.translate(
            "Controller", "The match is over. Start a new one from the Game menu.")

    # -- changing -----------------------------------------------------------------------------
    @Slot()
    def new_match(
        self,
        rules: Rules | None = None,
        level: str = "easy",
        seed: int | None = None,
        levels: dict[int, str] | None = None,
        deals: tuple[int, tuple[tuple[int, ...], ...]] | None = None,
        human: int = 0,
    ) -> None:
        """Start a match; seats other than the human's are computer players of `level`.

        `levels` names every computer seat; giving the human's seat too makes a demo match.
        `deals` (first dealer, decks: engine.record.record_deals) deals a record's rounds
        again, in order; rounds after them come from the seed. `human`: the person's seat
        (a record's deals played again from the seat its player had).
        """
        rules = rules or Rules.make("pagat-2p")
        n = rules.players
        if not 0 <= human < n:
            raise ValueError(f"seat {human} is not one of {n}")
        self._cancel_ai()
        self.seats = Seats(human, levels or {s: level for s in range(n) if s != human})
        seed = self._rng.randrange(1, NEW_DEALS) if seed is None else seed
        if deals is None:
            self.match = Match(rules, seed)
        else:
            self.match = Match(rules, seed, first_dealer=deals[0], decks=deals[1])
        self._dealt = True
        self._rng = random.Random(seed ^ 0x5EED)
        self.history = [self._round_begins()]
        self.person_played = False
        self._undo = []
        self.new_match_started.emit()
        self._changed()
        self._schedule_ai()

    @Slot(object)
    def play(self, move: Move) -> bool:
        """Play the human's move if it is legal; returns whether it was played."""
        if not self.is_human_turn() or not self.seat_rules.is_legal(move):
            text, rule = self.why_not(move.card, frozenset(move.cards))
            self.illegal_move.emit(text, rule)
            return False
        self._undo.append(UndoStep(SavePoint(*self.match.save_point()), list(self.history)))
        self._apply(move)
        return True

    @Slot()
    def undo(self) -> None:
        """Back to the human's previous turn, taking back the computer's replies too; refused
        once the match is over (see can_undo)."""
        if not self.can_undo():
            return
        self._cancel_ai()
        step = self._undo.pop()
        self.match.restore(step.point)
        self.history = list(step.history)
        self.message.emit(QCoreApplication.translate("Controller", "Move taken back."))
        self._changed()
        self._schedule_ai()

    @Slot()
    def next_round(self) -> None:
        if self.match is None or not self.state.round_over or self.match.over:
            return
        self.match.next_round()
        self.history.append(self._round_begins())
        self._undo = []
        self._changed()
        self._schedule_ai()

    @Slot()
    def hint(self) -> None:
        """Ask a computer player for a good move for the human (answer: hint_ready)."""
        if not self.is_human_turn():
            return
        self._job += 1
        job = self._job
        self._hint_job = job
        # A separate seed: asking for a hint must not change the computer's later choices.
        self.runner.submit(hint_move, (self.view(), job, HINT_BUDGET),
                           functools.partial(self._ai_result, -job))

    def load_state(self, state: State, levels: dict[int, str] | None = None, *,
                   fresh: bool = False, rounds: list[RoundRecord] | None = None,
                   opening: State | None = None) -> None:
        """Play on from `state` (lessons, positions, the round review): cancels the computer,
        clears undo and the history. `levels` names the computer seats (default: as now);
        `fresh` announces a new match (the table deals the position); `rounds` are the
        rounds finished before it (the table names the round by them). `opening`: the deal
        of the round `state` is a moment of (the round review): the round's moves since it
        are told again, so the table shows each xeri's own card and the piles in the order
        they were played (a bare position counts its xeris but cannot say which card made
        them)."""
        self._cancel_ai()
        self.match = Match(state.rules, 0, first_dealer=state.dealer)
        self._dealt = False
        self.match.state = state
        self.match.round_start = (state if opening is None else opening).clone()
        self.match.rounds[:] = list(rounds or [])
        if levels is not None:
            self.seats = Seats(self.seats.human, dict(levels))
        self.history = [] if opening is None else self._told(opening, state)
        self.person_played = any(seat == self.seats.human for seat, _ in state.history)
        self._undo = []
        if fresh:
            self.new_match_started.emit()
        self._changed()
        self._schedule_ai()

    def play_reply(self, move: Move, delay_ms: int) -> None:
        """The seat to move plays `move` after `delay_ms`, thinking meanwhile (a lesson's
        scripted reply); cancelled like a computer's move by undo or a new position."""
        if not one_card.is_legal(self.state, move):
            raise ValueError(f"{move} is not legal here")
        self._job += 1
        self._set_thinking(True)
        self._pending = move
        self._delay.start(delay_ms)

    def saved_game(self):
        """What the autosave needs (a storage SavedGame); serialize it at once, on the GUI
        thread: the match changes with the next move."""
        return self.capture()()

    def capture(self) -> Callable[[], object]:
        """The match's save taken now (the lists, and the computer's random number
        generator as it is before the computer draws from it), made into a storage
        SavedGame when called: at start-up the autosave captures the dealt match and makes
        its save after the first paint. The match itself changes with the next move, so
        call it before then."""
        rng = random.Random()
        rng.setstate(self._rng.getstate())
        match, human, levels = self.match, self.seats.human, dict(self.seats.levels)
        history, played = list(self.history), self.person_played
        undo = [(s.point, list(s.history)) for s in self._undo]

        def saved_game():
            from diloti_qt.storage.saved import SavedGame, SavedUndoStep

            return SavedGame(match=match, human=human, levels=levels, history=history,
                             undo=[SavedUndoStep(point, lines) for point, lines in undo],
                             ai_rng=rng, person_played=played)

        return saved_game

    def load_saved(self, game) -> None:
        """Continue a saved match exactly (storage has already validated `game`)."""
        self._cancel_ai()
        self.seats = Seats(game.human, dict(game.levels))
        self.match = game.match
        self._dealt = True
        self.history = list(game.history)
        self.person_played = game.person_played
        self._undo = [UndoStep(SavePoint(*s.point), list(s.history)) for s in game.undo]
        if game.ai_rng is not None:
            self._rng = game.ai_rng
        self.new_match_started.emit()
        self._changed()
        self._schedule_ai()

    def shutdown(self) -> None:
        self._cancel_ai()
        self.runner.shutdown()

    # -- internals ----------------------------------------------------------------------------
    def _apply(self, move: Move) -> None:
        state = self.state
        before = PlayerView.of(state, self.human)
        round_number = self.match.round_number
        outcome = state.apply(move)
        if outcome.seat == self.seats.human:
            self.person_played = True
        entries = outcome_events(outcome)
        self.history.extend(entries)
        self.move_applied.emit(MoveEvent(outcome, before, PlayerView.of(state, self.human),
                                         round_number, entries))
        if outcome.end is not None:
            record = self.match.finish_round()
            self.round_finished.emit(record)
            if self.match.over:
                self.match_finished.emit(self.match.winner)
        self._changed()
        self._schedule_ai()

    def _told(self, opening: State, state: State) -> list[HistoryEvent]:
        """The round's history from its deal `opening` to `state`: its moves played again
        from the deal (at most 52 applies), each told by the engine's outcome."""
        played = opening.clone()
        told = [round_event(self.match.round_number, played.dealer, played.loose,
                            len(played.stock))]
        for _seat, move in state.history[len(opening.history):]:
            told.extend(outcome_events(played.apply(move)))
        return told

    def _round_begins(self) -> HistoryEvent:
        s = self.state
        return round_event(self.match.round_number, s.dealer, s.loose, len(s.stock))

    def _changed(self) -> None:
        self.can_undo_changed.emit(self.can_undo())
        text = self.obligation()
        if text != self._obligation:
            self._obligation = text
            self.obligation_changed.emit(text)
        self.state_changed.emit()

    def _schedule_ai(self) -> None:
        s = self.state
        if self.is_human_turn():
            self._start_ponder()
        if s.round_over or s.to_move not in self.seats.levels or self._thinking:
            return
        seat = s.to_move
        level = self.seats.levels.get(seat, "easy")
        self._job += 1
        job = self._job
        self._set_thinking(True)
        args = (level, PlayerView.of(s, seat), self._rng.randrange(2**31), self.ai_budget)
        if self.ponder.take(args, job, self._on_ai_result):
            return  # thought out during the person's turn: that job's answer is this one's
        self.runner.submit(self.ai_job, args, functools.partial(self._ai_result, job))

    def _start_ponder(self) -> None:
        """The person's turn: guess their move in the worker, then think about the reply."""
        if self.ai_job is not choose_move or not any(
                level in PONDER_LEVELS for level in self.seats.levels.values()):
            return
        turn = (self.match.round_number, len(self.state.history))
        if self.ponder.turn == turn:
            return
        self.ponder.clear()
        self.ponder.turn = turn
        self.ponder.guesses += 1
        self.runner.submit(choose_move, (GUESS_LEVEL, self.view(), 0, None),
                           functools.partial(self._ponder_guessed, turn))

    def _on_ponder_guess(self, turn: tuple, guess: object) -> None:
        if (self.ponder.turn != turn or not isinstance(guess, Move) or not self.is_human_turn()
                or not one_card.is_legal(self.state, guess)):
            return
        args = self.ponder.reply_args(self.state, guess, self.seats.levels, self._rng,
                                      self.ai_budget)
        if args is None:
            return
        reply = Pondered(args, guess)
        self.ponder.reply = reply
        self.runner.submit(self.ai_job, args, functools.partial(self._ponder_back, reply))

    def _on_ponder_back(self, reply: Pondered, answer: object) -> None:
        self.ponder.reply_back(reply, answer, self._on_ai_result)

    @Slot(int, object)
    def _on_ai_result(self, job: int, result: object) -> None:
        if job < 0:
            if -job == self._hint_job and isinstance(result, tuple):
                move, parts = result
                if self.is_human_turn() and one_card.is_legal(self.state, move):
                    self.hint_ready.emit(move, words.hint_text(parts, self.state, move)
                                         or self.describe(move))
            elif -job == self._hint_job and isinstance(result, BaseException):
                log.error("the hint failed", exc_info=result)
            return
        if job != self._job:
            return  # cancelled by undo, new game or quit
        if not isinstance(result, Move) or not one_card.is_legal(self.state, result):
            result = self._fallback(result)
        self._pending = result
        self._delay.start(self.pace.ms.think)

    def _fallback(self, failure: object) -> Move:
        """A failing computer player must never stop the game: Easy plays for it. The
        failure goes to the log with its traceback, and the status line says so."""
        seat = self.state.to_move
        level = self.seats.levels.get(seat, FALLBACK_LEVEL)
        if isinstance(failure, BaseException):
            log.error("the %s computer player in seat %d failed; %s plays for it", level, seat,
                      FALLBACK_LEVEL, exc_info=failure)
        else:
            log.error("the %s computer player in seat %d chose an illegal move %r; %s plays "
                      "for it", level, seat, failure, FALLBACK_LEVEL)
        self.message.emit(QCoreApplication.translate(
            "Controller", "The computer player of {name} failed; an easy player made this "
            "move for it (see the log).").format(name=self.seat_name(seat)))
        from diloti_qt.ai import make_player

        return make_player(FALLBACK_LEVEL).choose(
            PlayerView.of(self.state, self.state.to_move), self._rng)

    def _play_pending(self) -> None:
        move, self._pending = self._pending, None
        if move is None:
            return
        self._set_thinking(False)
        self._apply(move)

    def _cancel_ai(self) -> None:
        self._job += 1
        self.ponder.clear()
        self._pending = None
        self._delay.stop()
        self._set_thinking(False)

    def _set_thinking(self, value: bool) -> None:
        if value != self._thinking:
            self._thinking = value
            self.thinking_changed.emit(value)

