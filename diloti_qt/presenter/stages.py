"""The stages of a move as the table shows them, planned from the engine's outcome of it.

A move is played out in stages, each the table flying to one TableSnapshot and staying
there a moment: the card leaves the hand and lands (PLAY); a capture's cards fly to the
capturer's pile, with the "Xeri!" flourish if the table is swept (TAKE); the next six cards
each are dealt (DEAL); the round's leftovers go to the last capturer (END, R35). A change
that was not a move (undo, resume, a loaded position) is one SYNC stage; a new round or
match is one NEW_DEAL stage, every card flying from the stock.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import Enum

from diloti_qt.controller.pace import Durations
from diloti_qt.controller.port import MoveEvent
from diloti_qt.engine import Decl, Move
from diloti_qt.history_events import EventKind, HistoryEvent

from .order import Opening, order_after, table_order
from .snapshot import Pile, TableSnapshot, from_view, pile_key, stock_key, without_played


class StageKind(Enum):
    PLAY = "play"  # the card leaves the hand and lands on the table (or on what it takes)
    TAKE = "take"  # the taken cards fly to the capturer's pile
    DEAL = "deal"  # the next deal flies from the stock
    END = "end"  # the cards left on the table go to the last capturer (R35)
    SYNC = "sync"  # the table goes to the present after an undo, a resume, a position
    NEW_DEAL = "new-deal"  # a new round or match is dealt from the stock


@dataclass(frozen=True)
class Stage:
    """One step of what the table shows. The table flies to `snapshot` in `flight` ms; once
    it has landed the stage is *reached*: everything else shows it (the history is then
    `history`, `announce` is said), and it stays `pause` ms before the next stage."""

    kind: StageKind
    snapshot: TableSnapshot
    flight: int
    pause: int
    history: tuple[HistoryEvent, ...]
    stagger: int = 0  # ms between the cards of a deal
    seat: int | None = None  # whose move it shows
    move: Move | None = None
    announce: str = ""  # said out loud once reached: another seat's move, your xeri, a deal,
    # the leftovers
    xeri: bool = False  # the "Xeri!" flourish lasts while the stage stays
    origins: tuple[tuple[int, int], ...] = ()  # (sprite key, key where it starts)
    from_stock: bool = False  # cards that appear fly from the stock (a deal)
    at_start: bool = False  # shown as its flight starts: the player's own card, which left
    # the hand when it was played (the turn and the lists must not lag behind it)

    def zero_time(self) -> Stage:
        return replace(self, flight=0, pause=0, stagger=0)


def plan_move(event: MoveEvent, human: int, history: tuple[HistoryEvent, ...],
              before: TableSnapshot, opening: Opening, pace: Durations,
              say: Callable[[HistoryEvent], str]) -> list[Stage]:
    """The stages of `event` after the table shows `history` and the snapshot `before`
    (the present as last planned), in a round that began with the `opening` table. What the
    move did is the engine's outcome (`event.outcome`): the piles' order and the xeri
    cards follow from `before` by this one move (O(table)); only a move that does not fit
    `before` replays the round. The move's history entries join the history at the stage
    that shows them (the move as its card lands, a deal as it is dealt, the leftovers as
    they go); `say` puts an entry in words for the screen reader."""
    outcome = event.outcome
    seat, move = outcome.seat, outcome.move
    mine = seat == human and move.card in event.before.hand  # (a watcher holds no hand)
    xeri_cards = list(before.xeri_cards)
    if outcome.xeri:
        xeri_cards[seat] = xeri_cards[seat] + (move.card,)
    table = _table_after(before, event, opening)  # before any leftovers go (R35)
    after = from_view(event.after, event.round_number,
                      () if outcome.end is not None else table, xeri_cards)
    landed = without_played(before, seat, move.card)
    next_turn = None if event.round_over else event.after.to_move
    origins = () if mine else ((move.card, before.hands[seat][-1]),)
    moved = tuple(e for e in event.entries if e.is_move)
    dealt = tuple(e for e in event.entries if e.kind is EventKind.DEAL)
    left = tuple(e for e in event.entries if e.kind is EventKind.LEFTOVERS)
    lines = history + moved
    said = "" if mine else " ".join(say(e) for e in moved)
    last = event.dealt or event.round_over
    piles = tuple(Pile.of(p) for p in table)
    stages: list[Stage] = []
    if move.action == "capture":
        # another seat's turn passes once the cards taken have gone (the table does not say
        # "Your turn" while the computer's capture is still flying); yours passes as you
        # play (the table does not say "Your turn" after your move); the round's last: nobody's
        playing = None if event.round_over else next_turn if mine else seat
        onto = replace(landed, to_move=playing, in_play=(move.card, move.cards))
        stages.append(Stage(StageKind.PLAY, onto, pace.flight,
                            pace.read // 2 if mine else pace.read, lines, seat=seat,
                            move=move, announce=said, origins=origins, at_start=mine))
        captured = list(landed.captured)
        captured[seat] = captured[seat] + (move.card, *outcome.taken)
        taken = replace(landed, to_move=next_turn, piles=piles, captured=tuple(captured),
                        xeri_cards=tuple(xeri_cards))
        # your own move is not said back to you, but a xeri is: the table shows "Xeri!"
        swept = " ".join(say(e) for e in moved) if mine and outcome.xeri else ""
        stages.append(Stage(StageKind.TAKE, taken, pace.flight,
                            pace.xeri if outcome.xeri else (pace.read if last else 0), lines,
                            seat=seat, move=move, announce=swept, xeri=outcome.xeri))
    else:
        played = replace(landed, to_move=next_turn, piles=piles)
        stages.append(Stage(StageKind.PLAY, played, pace.flight,
                            pace.read if (last or not mine) else 0, lines, seat=seat,
                            move=move, announce=said, origins=origins, at_start=mine))
    if event.dealt:
        lines += dealt
        stages.append(Stage(StageKind.DEAL, after, pace.flight, 0, lines,
                            stagger=pace.stagger, origins=_dealt(stages[-1].snapshot, after),
                            announce=" ".join(say(e) for e in dealt)))
    if event.round_over:
        stages.append(Stage(StageKind.END, after, pace.flight, pace.read, lines + left,
                            announce=" ".join(say(e) for e in left)))
    return stages


def _table_after(before: TableSnapshot, event: MoveEvent, opening: Opening
                 ) -> list[int | Decl]:
    """The table once the move has been played on it, in display order (at the round's
    end: the leftovers, before they go to the last capturer). Kept from `before` by the
    one move; replayed from the round's opening and moves if the move does not fit it."""
    outcome = event.outcome
    order = order_after([p.item for p in before.piles], outcome.move, outcome.pile)
    if order is not None and outcome.end is None:
        shown = {pile_key(p) for p in order}
        if shown != {pile_key(p) for p in (*event.after.loose, *event.after.decls)}:
            order = None
    elif order is not None and outcome.end is not None:
        if sorted(c for p in order for c in Pile.of(p).cards) != sorted(outcome.end.leftovers):
            order = None
    if order is not None:
        return order
    if outcome.end is not None:
        return table_order(opening, event.after.history, outcome.end.leftovers, ())
    return table_order(opening, event.after.history, event.after.loose, event.after.decls)


def _dealt(was: TableSnapshot, now: TableSnapshot) -> tuple[tuple[int, int], ...]:
    """Every card a deal brings into a hand starts at the top of the stock."""
    top = stock_key(0)
    out = []
    for seat in range(now.players):
        old = set(was.hands[seat])
        out.extend((key, top) for key in now.hands[seat] if key not in old)
    return tuple(out)


def plan_sync(present: TableSnapshot, history: tuple[HistoryEvent, ...], new_deal: bool,
              pace: Durations) -> Stage:
    """One stage to the present: every card dealt from the stock for a new round or match,
    else every card flying to its new place."""
    if new_deal:
        return Stage(StageKind.NEW_DEAL, present, pace.flight, 0, history,
                     stagger=pace.stagger, from_stock=True)
    return Stage(StageKind.SYNC, present, pace.flight, 0, history)
