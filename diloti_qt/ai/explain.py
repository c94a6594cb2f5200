"""Moves in words: why a level likes a move (for the hint and `python -m diloti_qt.ai explain`).

`describe_move(view, move)` returns an Explanation: English `text` ("takes 10♦ with 10♠
for 2 points and leaves nothing to sweep") and the structured `parts` it was made from,
each a (code, data) pair, so that the UI can build the sentence in any language:

| code | data | meaning |
|---|---|---|
| `capture` | card, taken, points, cards | the card takes `taken` (points and cards won) |
| `xeri` | points | the capture clears the table (R32) |
| `lay` | card, points | the card is laid loose (R16) |
| `declare` | card, value, kind, with, reserve | a declaration (`kind` as the engine's
  Move.kind), with `reserve` cards of the value kept to take it |
| `safe` | | the opponent cannot sweep the table left |
| `sweep_risk` | values, chance | the next opponent sweeps with one of `values`, chance in 0..1 |
| `exposed` | points, chance | the next opponent may take `points` points from the table left |
| `leftovers` | | in the last deal, this capture keeps the leftovers coming to the mover's side |
| `partner_next` | | the next player is the mover's partner (four players) |

Cards in data are strings like "10♦" (engine.cards.pretty).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from diloti_qt.engine import (
    Action,
    Kind,
    Move,
    PlayerView,
    reserve_cards,
    table_after,
    xeri_allowed,
)
from diloti_qt.engine.cards import RANKS, VALUE, pretty
from diloti_qt.engine.movegen import loose_sums

from .evaluate import PTS, SHAPE_NUMS, XERI, best_capture, best_union, expected_best, table_key
from .knowledge import class_counts, reserve_needs
from .medium import next_seat
from .moves import view_moves

KIND_WORDS = {Kind.DECLARE_SIMPLE: "declares", Kind.DECLARE_FAMILY: "declares",
              Kind.EXTEND: "builds on", Kind.RAISE: "raises"}


@dataclass(frozen=True)
class Explanation:
    """Why a move is good or bad, in words (`text`) and as translatable parts."""
    text: str
    parts: tuple[tuple[str, dict], ...] = field(default_factory=tuple)


def _names(cards) -> list[str]:
    return [pretty(c) for c in sorted(cards)]


def _join(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def _class_word(cls: int) -> str:
    return str(cls) if cls <= 10 else RANKS[cls - 1]


def describe_move(view: PlayerView, move: Move) -> Explanation:
    """What `move` does and what it leaves the next player, in words and in parts."""
    seat = view.seat
    side = seat & 1
    parts: list[tuple[str, dict]] = []
    words: list[str] = []
    result = table_after(view.loose, view.decls, seat, move, xeri_allowed(view))
    loose, decls = result.loose, result.decls
    card = pretty(move.card)
    if move.action == Action.CAPTURE:
        points = PTS[move.card] + sum(PTS[c] for c in move.cards)
        n = 1 + len(move.cards)
        parts.append(("capture", {"card": card, "taken": _names(move.cards), "points": points,
                                  "cards": n}))
        taken = _names(move.cards)
        text = f"takes {_join(taken)} with {card}"
        if points:
            text += f" for {points} point{'s' if points != 1 else ''}"
        words.append(text)
        if result.xeri:
            parts.append(("xeri", {"points": XERI}))
            words.append("a xeri (10 points)")
    elif move.action == Action.LAY:
        parts.append(("lay", {"card": card, "points": PTS[move.card]}))
        words.append(f"lays {card}")
    else:
        reserve = len(reserve_cards(view.hand, move.value, move.card))
        parts.append(("declare", {"card": card, "value": move.value, "kind": str(move.kind),
                                  "with": _names(move.cards), "reserve": reserve}))
        if move.kind == Kind.RAISE:
            text = f"raises the pile to {move.value} with {card}"
        elif move.kind == Kind.EXTEND:
            text = f"adds {card} to the {move.value}s"
        elif move.kind == Kind.DECLARE_FAMILY:
            text = f"declares {move.value}s with {card} and {_join(_names(move.cards))}"
        else:
            text = f"declares {move.value} with {card} and {_join(_names(move.cards))}"
        if reserve == 1:
            text += f", keeping {_a(move.value)} {move.value} to take it"
        else:
            text += f", keeping {reserve} {move.value}s to take it"
        words.append(text)
    opp = next_seat(view, seat)
    if opp is not None and (opp & 1) == side:
        parts.append(("partner_next", {}))
        words.append("the partner plays next")
    elif opp is not None and (loose or decls):
        unseen = view.unseen()
        counts = class_counts(unseen)
        pool = max(len(unseen), 1)
        hand = view.hand_sizes[opp]
        need = reserve_needs(view).get(opp)
        key = table_key(loose, decls)
        sweepers = []
        points = []
        for cls in range(1, 14):
            if not counts[cls]:
                continue
            g, sweep = best_capture(loose, decls, cls, True, key)
            if sweep:
                sweepers.append(cls)
            p = _table_points(loose, decls, cls)
            if p:
                points.append((p, counts[cls], cls))
        if sweepers:
            sure = 1.0 if need in sweepers else 0.0
            chance = expected_best([(1.0, counts[c]) for c in sweepers], pool, hand, sure)
            parts.append(("sweep_risk", {"values": [_class_word(c) for c in sweepers],
                                         "chance": round(chance, 2)}))
            who = _join([f"{_a(c)} {_class_word(c)}" if c != 1 else "an ace"
                         for c in sweepers])
            words.append(f"but leaves a sweep to {who} (about {round(100 * chance)}%)")
        else:
            parts.append(("safe", {}))
            best = max((p for p, _, _ in points), default=0)
            if best:
                chance = expected_best([(1.0, n) for p, n, _ in points if p], pool, hand)
                parts.append(("exposed", {"points": best, "chance": round(chance, 2)}))
                words.append(f"leaves nothing to sweep, but {best} point"
                             f"{'s' if best != 1 else ''} within reach")
            else:
                words.append("leaves nothing to sweep")
    elif opp is not None:
        parts.append(("safe", {}))
        words.append("leaves nothing to sweep")
    was_ours = view.last_capturer is not None and (view.last_capturer & 1) == side
    if view.stock_size == 0 and move.action == Action.CAPTURE and (loose or decls) and not was_ours:
        parts.append(("leftovers", {}))
        words.append("(the leftovers now come to this side, R35)")
    text = words[0]
    for w in words[1:]:
        if w.startswith("a xeri"):
            text += " — " + w
        elif w.startswith(("but", "(")):
            text += " " + w
        else:
            text += " and " + w
    return Explanation(text, tuple(parts))


def _a(value: int) -> str:
    """The English article before a spoken number: an 8, a 7."""
    return "an" if value in (8, 11) else "a"


def _table_points(loose, decls, cls: int) -> int:
    """Scoring points (R36, without xeri) of the richest capture a card of class `cls` has
    on this table."""
    if cls > 10:
        return 0
    nums = [c for c in loose if VALUE[c]]
    best = 0
    if len(nums) > SHAPE_NUMS:
        best = max(0, int(best_union(nums, cls, 0.0)[0]))
    else:
        sums = loose_sums(tuple(VALUE[c] for c in nums))
        for mask in sums.parts(cls):
            p = sum(PTS[nums[i]] for i in range(len(nums)) if mask >> i & 1)
            best = max(best, p)
    return best + sum(PTS[c] for d in decls if d.value == cls for c in d.cards)


@dataclass(frozen=True)
class MoveEstimate:
    """A legal move with its estimated value for the mover's side and the reason."""
    move: Move
    value: float | None       # final round points, mover's side minus the other; None: no estimate
    explanation: Explanation


def estimate_moves(view: PlayerView, level: str, rng: random.Random | None = None,
                   budget: float | None = None,
                   reproducible: bool = True) -> list[MoveEstimate]:
    """Every legal move with `level`'s estimate and a reason, best first (by the level)."""
    from . import make_player
    from .medium import score_moves, tiebreak

    rng = rng or random.Random(0)
    moves = view_moves(view)
    if level == "random":
        values: dict[Move, float | None] = {m: None for m in moves}
        order = sorted(moves, key=tiebreak)
    elif level == "easy":
        from .simple import easy_order, easy_value

        values = {m: easy_value(view, m) for m in moves}
        order = easy_order(view, moves)
    elif level == "medium":
        scored = score_moves(view, moves)
        values = {s.move: s.value for s in scored}
        order = sorted(moves, key=lambda m: (-values[m], tiebreak(m)))
    else:
        player = make_player(level, reproducible=reproducible)
        if not hasattr(player, "evaluate"):
            raise ValueError(f"level {level!r} cannot explain its moves")
        ranked = player.evaluate(view, rng, budget, moves, all_moves=True)
        values = {mv.move: mv.value for mv in ranked}
        order = [mv.move for mv in ranked]
        order += [m for m in moves if m not in values]
    return [MoveEstimate(m, values.get(m), describe_move(view, m)) for m in order]


def hint(view: PlayerView, rng: random.Random | None = None, budget: float = 0.15,
         level: str = "hard") -> tuple[Move, Explanation]:
    """The hint: Hard's move with a short budget, and why in words."""
    from . import make_player

    move = make_player(level).choose(view, rng or random.Random(0), budget)
    return move, describe_move(view, move)
