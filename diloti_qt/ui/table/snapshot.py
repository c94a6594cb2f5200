"""What the table shows at one moment: read from the models, or from a move's states."""

from __future__ import annotations

from dataclasses import dataclass, field

from diloti_qt.controller.seats import clockwise
from diloti_qt.engine import Move, State, table_after
from diloti_qt.models import Roles
from diloti_qt.models.table import pile_key


@dataclass(frozen=True)
class Pile:
    """One table pile: a loose card or a declaration."""

    key: tuple
    kind: str  # loose | simple | family
    cards: tuple[int, ...]
    value: int
    owner: int | None

    @property
    def is_decl(self) -> bool:
        return self.kind != "loose"


@dataclass
class Snapshot:
    players: int
    human: int
    hands: list[list[int]]
    piles: list[Pile]
    stock: list[int]
    captured: list[list[int]]
    xeri_cards: list[list[int]]
    dealer: int
    to_move: int | None
    round_over: bool
    side_of: tuple[int, ...] = field(default=(0, 1))
    clockwise: bool = False  # V-DIRECTION: the display is mirrored, the turn order is not

    def seat_of_card(self) -> dict[int, str]:
        where: dict[int, str] = {}
        for seat, hand in enumerate(self.hands):
            for c in hand:
                where[c] = f"hand{seat}"
        for p in self.piles:
            for c in p.cards:
                where[c] = "table"
        for c in self.stock:
            where[c] = "stock"
        for seat, pile in enumerate(self.captured):
            for c in pile:
                where[c] = f"pile{seat}"
        return where

    def pile_of(self, card: int) -> Pile | None:
        for p in self.piles:
            if card in p.cards:
                return p
        return None


def piles_of(state: State) -> list[Pile]:
    """Table piles in the TableModel's row order: loose cards, then sorted declarations."""
    piles = [Pile(pile_key(c), "loose", (c,), 0, None) for c in state.loose]
    for d in state.sorted_decls():
        piles.append(Pile(pile_key(d), d.kind, tuple(d.cards), d.value, d.owner))
    return piles


def from_state(state: State, human: int, xeri_cards: list[list[int]]) -> Snapshot:
    n = state.players
    return Snapshot(
        players=n,
        human=human,
        hands=[list(h) for h in state.hands],
        piles=piles_of(state),
        stock=list(state.stock),
        captured=[list(p) for p in state.captured],
        xeri_cards=fit_xeris(state, xeri_cards),
        dealer=state.dealer,
        to_move=state.to_move,
        round_over=state.round_over,
        side_of=tuple(state.rules.side_of(s) for s in range(n)),
        clockwise=clockwise(state.rules),
    )


def from_models(controller, hand_model, table_model, xeri_cards: list[list[int]]) -> Snapshot:
    """The current table: the human's hand and the piles from the models, counts from state."""
    snap = from_state(controller.state, controller.human, xeri_cards)
    snap.hands[controller.human] = [
        hand_model.data(hand_model.index(r, 0), Roles.CARD) for r in range(hand_model.rowCount())]
    piles = []
    for r in range(table_model.rowCount()):
        ix = table_model.index(r, 0)
        kind = table_model.data(ix, Roles.KIND)
        cards = tuple(table_model.data(ix, Roles.CARDS))
        value = table_model.data(ix, Roles.VALUE) if kind != "loose" else 0
        piles.append(Pile(table_model.data(ix, Roles.KEY), kind, cards, value,
                          table_model.data(ix, Roles.OWNER)))
    snap.piles = piles
    return snap


def fit_xeris(state: State, remembered: list[list[int]]) -> list[list[int]]:
    """The capturing card of every xeri per seat: the remembered ones, trimmed or completed."""
    out = []
    for seat in range(state.players):
        known = [c for c in (remembered[seat] if seat < len(remembered) else [])
                 if c in state.captured[seat]][: state.xeris[seat]]
        spare = [c for c in state.captured[seat] if c not in known]
        while len(known) < state.xeris[seat] and spare:
            known.append(spare.pop(0))
        out.append(known)
    return out


def after_move_on_table(before: State, seat: int, move: Move, xeri: bool) -> State:
    """`before` with the move played on the table only: no redeal, no end of round."""
    mid = before.clone()
    mid.hands[seat] = [c for c in mid.hands[seat] if c != move.card]
    mid.loose, mid.decls = table_after(mid.loose, mid.decls, seat, move, xeri)[:2]
    if move.action == "capture":
        mid.captured[seat] = mid.captured[seat] + [move.card, *move.cards]
        if xeri:
            mid.xeris[seat] += 1
    return mid


def without_card(before: State, seat: int, card: int) -> State:
    s = before.clone()
    s.hands[seat] = [c for c in s.hands[seat] if c != card]
    return s
