"""ReplaySource: a finished match's record as the TableSource of the game's own presenter
and card table, read-only, every hand face up (the match is over: nothing is secret)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject

from diloti_qt.controller import one_card
from diloti_qt.controller.port import Presence, TableSignals
from diloti_qt.controller.seats import clockwise, seat_places
from diloti_qt.controller.words import describe
from diloti_qt.engine import Decl, Move, PlayerView, RoundRecord, State, side_points
from diloti_qt.engine.record import MatchRecord
from diloti_qt.history_events import HistoryEvent, outcome_events, round_event


@dataclass(frozen=True)
class OpenView(PlayerView):
    """A PlayerView that also shows every hand (`hands`, per seat): the replay's."""

    hands: tuple[tuple[int, ...], ...] = ()


@dataclass
class ReplayRound:
    """One round, replayed once: the position before each move and after the last, and
    the history events shown at each (events[k]: how many after k moves)."""

    positions: list[State]
    events: list[HistoryEvent]
    shown: list[int]


def replay_round(record: MatchRecord, index: int) -> ReplayRound:
    """The round's positions and outcomes as the record keeps them (MatchRecord.replayed:
    played once, by the replay that checked it or on first use, shared with the Expert's
    comments), told as the history's events."""
    kept = record.replayed(index)
    start = kept.positions[0]
    events = [round_event(index + 1, start.dealer, start.loose, len(start.stock))]
    shown = [1]
    for outcome in kept.outcomes:
        events.extend(outcome_events(outcome))
        shown.append(len(events))
    return ReplayRound(list(kept.positions), events, shown)


class ReplaySource(TableSignals):
    """The TableSource of a record at one moment (`go(round, move)`); it never plays.
    `load(record, human)` puts another record on the same table (none: no match)."""

    def __init__(self, record: MatchRecord | None = None, human: int = 0,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.record: MatchRecord | None = None
        self._human = human
        self._rounds: dict[int, ReplayRound] = {}
        self.round_index = 0
        self.move_index = 0
        if record is not None:
            self.load(record, human)

    def load(self, record: MatchRecord, human: int = 0) -> None:
        """Show `record` from the seat `human`, before its first move."""
        self.record, self._human, self.rules = record, human, record.rules
        self._rounds = {}
        self.round_index = self.move_index = 0
        self.replayed(0)
        self.new_match_started.emit()
        self.state_changed.emit()

    # -- where the replay is ----------------------------------------------------------------
    def replayed(self, index: int) -> ReplayRound:
        if index not in self._rounds:
            self._rounds[index] = replay_round(self.record, index)
        return self._rounds[index]

    def moves_in(self, index: int) -> int:
        return len(self.record.rounds[index].moves)

    def go(self, round_index: int, move_index: int) -> None:
        """Show the table after `move_index` moves of round `round_index` (clamped)."""
        r = max(0, min(round_index, len(self.record.rounds) - 1))
        m = max(0, min(move_index, self.moves_in(r)))
        if (r, m) == (self.round_index, self.move_index) and r in self._rounds:
            return
        new_round = r != self.round_index
        self.round_index, self.move_index = r, m
        self.replayed(r)
        if new_round:
            self.new_match_started.emit()
        self.state_changed.emit()

    @property
    def state(self) -> State:
        return self.replayed(self.round_index).positions[self.move_index]

    # -- TableSource: queries ---------------------------------------------------------------
    @property
    def human(self) -> int:
        return self._human

    @property
    def thinking(self) -> bool:
        return False

    @property
    def round_number(self) -> int:
        return self.round_index + 1

    @property
    def deal_number(self) -> int | None:
        return self.record.deal_number

    @property
    def history(self) -> list[HistoryEvent]:
        rnd = self.replayed(self.round_index)
        return rnd.events[: rnd.shown[self.move_index]]

    def has_match(self) -> bool:
        return self.record is not None

    def view(self, seat: int | None = None) -> OpenView:
        s = self.state
        base = PlayerView.of(s, self._human if seat is None else seat)
        fields = {f: getattr(base, f) for f in base.__dataclass_fields__}
        return OpenView(**fields, hands=tuple(tuple(h) for h in s.hands))

    def seat_name(self, seat: int) -> str:
        return self.record.players[seat].name

    def seat_subject(self, seat: int) -> str:
        return self.record.players[seat].name

    def seat_place(self, seat: int) -> str:
        return seat_places(self.rules.players, self._human, clockwise(self.rules))[seat]

    def is_partner(self, seat: int) -> bool:
        return seat != self._human and self.rules.side_of(seat) == self.rules.side_of(
            self._human)

    def presence(self, seat: int) -> Presence:
        return Presence.LOCAL

    def seat_muted(self, seat: int) -> bool:
        return False  # a replay says nothing

    def is_human_turn(self) -> bool:
        return False  # read-only: no card can be played

    def card_reach(self, card: int):
        return one_card.no_reach(card)

    def card_moves(self, card: int):
        return one_card.nothing(card)

    def moves_for(self, card: int, target, selection=frozenset()):
        return one_card.nothing(card)

    def why_not(self, card: int, target, selection=frozenset()) -> tuple[str, str]:
        return "", ""

    def describe(self, move: Move) -> str:
        return describe(self.state, move)

    def obligation(self) -> str:
        return ""

    def after_match(self) -> str:
        return QCoreApplication.translate("ReplayViewer", "The match is over.")

    def match_in_progress(self) -> bool:
        return False

    def finished_rounds(self) -> list[RoundRecord]:
        """The rounds finished at the moment shown (the score sheet as it stood)."""
        out = []
        upto = self.round_index + (1 if self.state.round_over else 0)
        for i in range(upto):
            end = self.replayed(i).positions[-1]
            out.append(RoundRecord(end.dealer, list(end.round_points),
                                   side_points(end.rules, end.captured, end.xeris),
                                   list(end.scores)))
        return out

    def match_over(self) -> bool:
        return self.round_index == len(self.record.rounds) - 1 and self.state.round_over

    def opening_table(self) -> tuple[tuple[int, ...], tuple[Decl, ...]]:
        start = self.record.rounds[self.round_index].start
        return tuple(start.loose), tuple(start.decls)

    def plays_match(self) -> bool:
        return True

    def seat_plays(self, seat: int) -> bool:
        return False  # nobody takes turns in a replay: no pill says "Your turn"

    @property
    def in_flight(self) -> bool:
        return False  # nobody moves in a replay

    # -- TableSource: actions (none: the match is over) --------------------------------------
    def play(self, move: Move) -> bool:
        return False

    def undo(self) -> None:
        pass

    def can_undo(self) -> bool:
        return False

    def hint(self) -> None:
        pass
