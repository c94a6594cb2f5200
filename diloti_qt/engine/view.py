"""A seat's view of a round: only what that seat may know (own hand, table, counts, history)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from .cards import ALL_CARDS
from .lazy import iter_legal_moves
from .movegen import legal_moves
from .rules import Rules
from .state import Decl, Move, State, owned_by


@dataclass(frozen=True)
class PlayerView:
    """What `seat` knows. Hidden: other hands and the stock's order and contents."""

    rules: Rules
    seat: int
    dealer: int
    to_move: int | None
    round_opening: bool
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    loose: tuple[int, ...]
    decls: tuple[Decl, ...]
    stock_size: int
    captured_sizes: tuple[int, ...]
    # Captures are made face up, so which cards went to which pile is public (R15 hides the
    # piles from inspection, not from memory).
    captured: tuple[tuple[int, ...], ...]
    xeris: tuple[int, ...]
    last_capturer: int | None
    scores: tuple[int, ...]
    round_over: bool
    history: tuple[tuple[int, Move], ...]

    @classmethod
    def of(cls, state: State, seat: int) -> PlayerView:
        return cls(
            rules=state.rules,
            seat=seat,
            dealer=state.dealer,
            to_move=state.to_move,
            round_opening=state.round_opening,
            hand=tuple(state.hands[seat]),
            hand_sizes=tuple(len(h) for h in state.hands),
            loose=tuple(state.loose),
            decls=tuple(state.decls),
            stock_size=len(state.stock),
            captured_sizes=tuple(len(p) for p in state.captured),
            captured=tuple(tuple(p) for p in state.captured),
            xeris=tuple(state.xeris),
            last_capturer=state.last_capturer,
            scores=tuple(state.scores),
            round_over=state.round_over,
            history=tuple(state.history),
        )

    def unseen(self) -> list[int]:
        """Cards this seat has not seen: the other hands and the stock are among them."""
        seen = set(self.hand) | set(self.loose)
        for d in self.decls:
            seen.update(d.cards)
        for pile in self.captured:
            seen.update(pile)
        return [c for c in ALL_CARDS if c not in seen]

    def owned_by(self, seat: int) -> Decl | None:
        """The declaration `seat` owns (R26), or None."""
        return owned_by(self.decls, seat)

    def as_state(self, hands: list[list[int]], stock: list[int]) -> State:
        """A full state agreeing with this view, given guesses for the hidden cards."""
        s = State(
            rules=self.rules, dealer=self.dealer, to_move=self.to_move, hands=hands,
            loose=list(self.loose), decls=list(self.decls), stock=stock,
            captured=[list(p) for p in self.captured], xeris=list(self.xeris),
            last_capturer=self.last_capturer, scores=list(self.scores),
            round_opening=self.round_opening,
        )
        s.round_over = self.round_over
        s.history = list(self.history)
        return s

    def legal_moves(self, card: int | None = None, limit: int | None = None) -> list[Move]:
        """The viewer's legal moves when it is the one to move (they need no hidden card);
        `card` and `limit` as in `legal_moves`."""
        if self.to_move != self.seat:
            return []
        return legal_moves(self.mover_state(), card, limit)

    def iter_legal_moves(self, card: int | None = None,
                         action: str | None = None) -> Iterator[Move]:
        """The viewer's legal moves, streamed (see `lazy.iter_legal_moves`)."""
        if self.to_move != self.seat:
            return iter(())
        return iter_legal_moves(self.mover_state(), card, action)

    def mover_state(self) -> State:
        """A state with what the viewer knows: its hand, the table; other hands empty."""
        hands = [[] for _ in self.hand_sizes]
        hands[self.seat] = list(self.hand)
        return self.as_state(hands, [])
