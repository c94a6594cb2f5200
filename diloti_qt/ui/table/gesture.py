"""PlayGesture: what the player's pointing and keys mean — selection, keyboard focus, the
reach of a dragged card, the chooser. The only part of the table that asks the controller
for moves (`card_reach`, `card_moves`, `moves_for`, `why_not`: one card's, each bounded on
any table) and plays one (`play`)."""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from PySide6.QtCore import QCoreApplication, QObject, QPointF, Qt, QTimer, Signal

from diloti_qt.controller import words
from diloti_qt.controller.one_card import CardMoves
from diloti_qt.controller.port import SeatTable
from diloti_qt.engine import Move
from diloti_qt.engine.cards import pretty
from diloti_qt.presenter.presenter import TablePresenter
from diloti_qt.presenter.texts import pile_words

from .card_table import CardTable
from .dressing import Marks

HINT_MS = 4000


def narrow_text(moves: CardMoves, onto: bool) -> str:
    """Too many moves of one card for the chooser: how many, and how to name the one meant
    (the cards selected on the table, then a drop or Enter: one_card.for_drop)."""
    card = pretty(moves.card)
    if onto and moves.exact:
        text = QCoreApplication.translate(
            "Table", "{card} can be played onto these cards in %n way(s): select the table "
                     "cards you mean, then drop it again.", None, moves.count)
    elif onto:
        text = QCoreApplication.translate(
            "Table", "{card} can be played onto these cards in at least %n way(s): select the "
                     "table cards you mean, then drop it again.", None, moves.count)
    elif moves.exact:
        text = QCoreApplication.translate(
            "Table", "{card} can be played in %n way(s): select the table cards you mean "
                     "first, then drop it on them or press Enter.", None, moves.count)
    else:
        text = QCoreApplication.translate(
            "Table", "{card} can be played in at least %n way(s): select the table cards you "
                     "mean first, then drop it on them or press Enter.", None, moves.count)
    return text.format(card=card)


class GestureState(Enum):
    IDLE = "idle"  # nothing held
    PRESSED = "pressed"  # a hand card is held, not yet moved far enough to be a drag
    DRAGGING = "dragging"  # a hand card follows the pointer; reachable piles glow
    CHOOSING = "choosing"  # several moves fit the drop: the chooser is open


class PlayGesture(QObject):
    """Signals: `status(text, tooltip)` for the status line (and so screen readers),
    `choose(moves, scene pos, preselected move)` to open the chooser, `chooser_obsolete()`
    to close it."""

    status = Signal(str, str)
    choose = Signal(object, QPointF, object)  # moves, where, the move preselected (or None)
    chooser_obsolete = Signal()

    def __init__(self, source: SeatTable, presenter: TablePresenter, table: CardTable,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self.presenter = presenter
        self.table = table
        self.state = GestureState.IDLE
        self.selection: set[tuple] = set()
        self.focus: int | None = None  # a hand card
        self.focus_pile: tuple | None = None
        self._last_hand_focus: int | None = None
        self._held: int | None = None  # the card pressed, dragged or being chosen for
        self._reach: frozenset = frozenset()
        self._lay_ok = False
        self._hot: object = None
        self.hint: Move | None = None  # outlined on the table for a moment
        self.advice: Move | None = None  # the last hint, until the table changes: preselected
        self.hint_timer = QTimer(self)
        self.hint_timer.setSingleShot(True)
        self.hint_timer.setInterval(HINT_MS)
        self.hint_timer.timeout.connect(self.clear_hint)
        table.draggable = self._draggable
        table.pressed.connect(self._pressed)
        table.card_pressed.connect(self._card_pressed)
        table.card_released.connect(self._card_released)
        table.drag_started.connect(self._drag_started)
        table.drag_over.connect(self._drag_over)
        table.card_dropped.connect(self._dropped)
        table.pile_activated.connect(self._pile_activated)
        table.card_activated.connect(self.open_chooser_for)
        presenter.started.connect(self._stage_started)
        presenter.reached.connect(self._stage_reached)

    # -- what the table outlines ----------------------------------------------------------------
    def marks(self) -> Marks:
        dragging = self._held if self.state is GestureState.DRAGGING else None
        return Marks(frozenset(self.selection), self._reach, self._hot, self._lay_ok, dragging,
                     self.hint, self.focus, self.focus_pile)

    def _remark(self) -> None:
        self.table.set_marks(self.marks())

    def _stage_started(self, stage) -> None:
        """A stage takes the table elsewhere: a held card or an open chooser is obsolete."""
        if self.state is GestureState.CHOOSING:
            self.chooser_obsolete.emit()
        if self.state is not GestureState.IDLE:
            self.table.cancel_drag()
            self._set_state(GestureState.IDLE)
        if stage.kind.value in ("sync", "new-deal"):
            self.selection.clear()
        self.advice = None  # the hint was for the table as it was
        self.table.decor.hide_notice("rule")

    def _stage_reached(self, stage) -> None:
        snap = stage.snapshot
        keys = {p.key for p in snap.piles}
        self.selection &= keys
        if self.focus_pile not in keys:
            self.focus_pile = None
        if self.focus not in snap.hand:
            self.focus = None
        self._remark()

    def _set_state(self, state: GestureState) -> None:
        self.state = state
        if state is not GestureState.DRAGGING:
            self._reach, self._lay_ok, self._hot = frozenset(), False, None
        if state is GestureState.IDLE:
            self._held = None
        self._remark()

    # -- the mouse ------------------------------------------------------------------------------
    def _draggable(self, card: int) -> bool:
        snap = self.presenter.snapshot
        return self.state is not GestureState.CHOOSING and snap is not None \
            and card in snap.hand

    def _pressed(self) -> None:
        self.presenter.finish()  # pressing the table stops every animation

    def _card_pressed(self, card: int) -> None:
        self._held = card
        self.state = GestureState.PRESSED
        self._set_focus(None)

    def _card_released(self, _card: int) -> None:
        if self.state is GestureState.PRESSED:
            self._set_state(GestureState.IDLE)

    def _drag_started(self, card: int) -> None:
        self.clear_hint()
        self.table.pulse(None)
        reach = self.source.card_reach(card)  # no move listed: see one_card.reach
        snap = self.presenter.snapshot
        self._held = card
        self.state = GestureState.DRAGGING
        self._reach = frozenset(p.key for p in snap.piles if reach.cards.intersection(p.cards))
        self._lay_ok = reach.can_lay
        self._hot = None
        self._remark()

    def _drag_over(self, target: object) -> None:
        self._hot = target
        self._remark()

    def _dropped(self, card: int, target: object, pos: QPointF) -> None:
        self._set_state(GestureState.IDLE)
        if target is None:
            self.fly_home(card)
            return
        snap = self.presenter.snapshot
        pile = next((p for p in snap.piles if p.key == target), None)
        cards = frozenset(pile.cards) if pile is not None else None
        self._try(card, cards, pos, fly_home=True)

    def _pile_activated(self, key: tuple | None) -> None:
        if self.state is GestureState.CHOOSING:
            return
        self._set_state(GestureState.IDLE)
        if key is None:
            self.clear_selection()
        else:
            self.toggle_selection(key)

    # -- playing --------------------------------------------------------------------------------
    def _selected_cards(self) -> frozenset[int]:
        snap = self.presenter.snapshot
        return frozenset(c for p in (snap.piles if snap else ()) if p.key in self.selection
                         for c in p.cards)

    def _try(self, card: int, target: frozenset[int] | None, at: QPointF | None,
             fly_home: bool) -> None:
        """The moves of `card` onto `target` (None: the felt) with the selection: played if
        one fits, the chooser if several do (at most one_card.SHOWN: more, and the player
        is asked to select the cards meant), else the reason and the card flies back."""
        selection = self._selected_cards()
        moves = self.source.moves_for(card, target, selection)
        if not moves.count:
            self.report(*self.source.why_not(card, target, selection), at=at)
        elif not moves.complete:
            self.report(narrow_text(moves, onto=bool(target)), "", at=at)
        elif moves.count == 1:
            self.play(moves.moves[0])
            return
        else:
            self._open(card, moves.moves, at)
            return
        if fly_home:
            self.fly_home(card)

    def _open(self, card: int, moves: Sequence[Move], at: QPointF | None) -> None:
        """The chooser; the move a hint advised is preselected if it is among `moves`."""
        self._held = card
        self.state = GestureState.CHOOSING
        advised = self.advice if self.advice in moves else None
        self.choose.emit(moves, at if at is not None else self.table.sprites[card].center(),
                         advised)

    def open_chooser_for(self, card: int) -> None:
        """Every legal move of `card` in the chooser (or why there is none; or, past
        one_card.SHOWN of them, how many there are and how to narrow them)."""
        self.presenter.finish()
        moves = self.source.card_moves(card)
        if not moves.count:
            self.report(*self.source.why_not(card, None, frozenset()))
        elif not moves.complete:
            self.report(narrow_text(moves, onto=False), "")
        else:
            self._open(card, moves.moves, None)

    def play_with_selection(self, card: int) -> None:
        """Play `card` onto the selected piles (with none: its only move at once, else the
        chooser for all its moves; a chooser of one row is a question with one answer)."""
        if not self._selected_cards():
            self.presenter.finish()
            moves = self.source.card_moves(card)
            if moves.complete and moves.count == 1:
                self.play(moves.moves[0])
                return
            self.open_chooser_for(card)
        else:
            self._try(card, None, None, fly_home=False)

    def chooser_done(self, move: Move | None) -> None:
        card = self._held
        self._set_state(GestureState.IDLE)
        if move is not None:
            self.play(move)
        elif card is not None:
            self.fly_home(card)

    def play(self, move: Move) -> bool:
        """Play `move` (clears the selection, the focus and the hint)."""
        self.selection.clear()
        self.focus = self.focus_pile = None
        self.advice = None
        self.clear_hint()
        self._remark()
        played = self.source.play(move)
        if not played:
            self.fly_home(move.card)
        return played

    def fly_home(self, card: int) -> None:
        self.table.fly_home(card, self.presenter.pace.ms.flight)

    # -- selection, hint, messages ----------------------------------------------------------------
    def toggle_selection(self, key: tuple) -> None:
        self.selection.symmetric_difference_update({key})
        self._remark()

    def clear_selection(self) -> None:
        if self.selection:
            self.selection.clear()
            self._remark()

    def show_hint(self, move: Move, said: str = "") -> None:
        """Outline `move` on the table a moment: its card and the piles it takes or builds
        on; `said` (the hint in words) shows in the strip above the hand meanwhile. A
        chooser opened for the move's card before the table changes preselects it."""
        self.presenter.finish()
        self.hint = move
        self.advice = move
        self._remark()
        if said:
            text = QCoreApplication.translate("Table", "Hint: {why}").format(why=said)
            self.table.show_notice(text, "", "hint", ms=HINT_MS)
        self.hint_timer.start()

    def clear_hint(self) -> None:
        self.hint_timer.stop()
        self.table.decor.hide_notice("hint")
        if self.hint is not None:
            self.hint = None
            self._remark()

    def report(self, sentence: str, rules: str, at: QPointF | None = None) -> None:
        """Why a drop was refused: the status line, and a notice above the hand (away from
        the table's cards). The sentence is plain words; the rule ids are in the tooltips
        (a rule id in the sentence was jargon to a newcomer: issue 38, D14), and a click on
        the notice opens the rule in full."""
        text = sentence
        tip = QCoreApplication.translate("Table", "Rules: {rules}").format(
            rules=rules) if rules else ""
        self.status.emit(text, tip)
        if rules:
            tip = QCoreApplication.translate(
                "Table", "Click to read rule {rule} in full").format(
                rule=rules.split(",")[0].strip())
        self.table.show_notice(text, tip, "rule", rules)

    # -- the keyboard ---------------------------------------------------------------------------
    def key(self, key: int) -> bool:
        """Left/Right walk the hand (or the table), Up goes to the table, Down back to the
        hand; Enter or Space selects a table pile, or plays the hand card with the piles
        selected (the chooser when several moves fit); Esc clears the selection. Whether
        the key was used."""
        snap = self.presenter.snapshot
        if snap is None or self.state is GestureState.CHOOSING:
            return False
        k = Qt.Key
        hand = list(snap.hand)
        piles = self._pile_keys()
        on_table = self.focus_pile in piles
        enter = key in (k.Key_Return, k.Key_Enter, k.Key_Space)
        if key in (k.Key_Left, k.Key_Right, k.Key_Home, k.Key_End):
            row = piles if on_table else hand
            if row:
                here = self.focus_pile if on_table else self.focus
                i = row.index(here) if here in row else -1
                i = {k.Key_Home: 0, k.Key_End: len(row) - 1}.get(
                    key, (i + (1 if key == k.Key_Right else -1)) % len(row))
                if on_table:
                    self._set_pile_focus(row[i])
                else:
                    self._set_focus(row[i])
        elif key == k.Key_Up and piles and not on_table:
            self._last_hand_focus = self.focus
            self._set_pile_focus(piles[0])
        elif key == k.Key_Down and on_table and hand:
            back = self._last_hand_focus
            self._set_focus(back if back in hand else hand[0])
        elif enter and on_table:
            self.toggle_selection(self.focus_pile)
            self._say_pile(self.focus_pile)
        elif enter and self.focus in hand:
            self.play_with_selection(self.focus)
        elif key == k.Key_Escape:
            self.clear_selection()
            self._set_focus(None)
        else:
            return False
        return True

    def _pile_keys(self) -> list[tuple]:
        """The table's piles in reading order: row by row, left to right."""
        lay = self.table.layout
        if lay is None:
            return []
        rows = sorted(lay.piles, key=lambda b: (round(b.rect.center().y() / max(1.0, lay.ch)),
                                                b.rect.center().x()))
        return [b.pile.key for b in rows]

    def focus_somewhere(self) -> None:
        """The keyboard comes to the table (T): the focus shows on a card of the hand at
        once, not only after an arrow key (the last one focused, else the first)."""
        snap = self.presenter.snapshot
        if snap is None or self.focus is not None or self.focus_pile is not None:
            return
        hand = list(snap.hand)
        if hand:
            back = self._last_hand_focus
            self._set_focus(back if back in hand else hand[0])

    def focus_table_cards(self) -> None:
        """The keyboard comes to the table's cards (T): the focus shows at once on the
        first pile in reading order, so the arrows walk the table and Enter selects; Down
        goes to the hand. With nothing on the table, the hand.
        (T put the focus on the hand, where Enter plays: issue 38, D19.)"""
        snap = self.presenter.snapshot
        if snap is None or self.focus_pile is not None:
            return
        piles = self._pile_keys()
        if not piles:
            self.focus_somewhere()
            return
        if self.focus is not None:
            self._last_hand_focus = self.focus  # Down comes back to it
        self._set_pile_focus(piles[0])

    def _set_focus(self, card: int | None) -> None:
        self.focus, self.focus_pile = card, None
        self._remark()
        if card is not None:
            self._say(words.card_long_name(card))

    def _set_pile_focus(self, key: tuple | None) -> None:
        self.focus, self.focus_pile = None, key
        self._remark()
        if key is not None:
            self._say_pile(key)

    def _say_pile(self, key: tuple) -> None:
        snap = self.presenter.snapshot
        pile = next((p for p in snap.piles if p.key == key), None)
        if pile is None:
            return
        owner = self.source.seat_name(pile.owner) if pile.owner is not None else ""
        text = pile_words(pile, owner, long=True)
        if key in self.selection:
            text = QCoreApplication.translate("Table", "{pile}, selected").format(pile=text)
        self._say(text)

    def _say(self, text: str) -> None:
        """The focused card or pile, for the status line (and so for screen readers)."""
        self.status.emit(text, "")

