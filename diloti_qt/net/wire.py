"""A seat's view on the wire: NOTATION's position JSON, written by the engine, holding only
what the seat may see (its own hand; the other hands and the stock empty), with the
other hands' sizes, the stock's size and the round's moves beside it. The client reads it
back through the engine's own position parser, so a hostile server is refused as clearly
as a hostile file.

The server's hot path writes the part every seat shares once per move and splices each
seat's hand into it: four views cost one serialisation of the table plus four hands.
"""

from __future__ import annotations

import dataclasses

from diloti_qt.engine import (
    Decl,
    Move,
    PlayerView,
    RoundRecord,
    Rules,
    State,
    move_json,
    parse_move,
    parse_position,
    position_json,
)
from diloti_qt.engine.cards import NAMES
from diloti_qt.engine.notation import FORMAT, parse_rules, table_json
from diloti_qt.engine.record import MatchRecord, RecordError, parse_record

from .protocol import MOVE_KINDS, dumps


def shared_json(state: State) -> str:
    """The view fields every seat shares, as JSON text: the engine's position of the state
    with every hand and the stock emptied (`"hands"` is added per seat)."""
    public = PlayerView.of(state, 0)
    masked = public.as_state([[] for _ in state.hands], [])
    position = position_json(masked)
    del position["hands"]
    if state.round_over:  # the points and the winner are not part of a view's state
        position["round_points"] = list(state.round_points or [0, 0])
        position["match_winner"] = state.match_winner
    counts = {"hand_sizes": [len(h) for h in state.hands], "stock_size": len(state.stock)}
    return dumps(counts)[:-1] + ',"position":' + dumps(position)[:-1]


def seat_view_json(state: State, seat: int, shared: str, history: bool = False) -> str:
    """One seat's view: its hand spliced into `shared` (from shared_json), optionally
    with the round's history (sent on joining and resuming; updates carry the move)."""
    hands = [[NAMES[c] for c in state.hands[seat]] if i == seat else []
             for i in range(len(state.hands))]
    extra = ""
    if history:
        extra = ',"history":' + dumps([history_entry(s, m) for s, m in state.history])
    return f'{{"seat":{seat},{shared[1:]},"hands":{dumps(hands)}}}{extra}}}'


def opening_json(state: State) -> list:
    """The table a round began with (NOTATION's table): public, everyone saw it dealt."""
    return table_json(state.loose, state.decls)


def round_doc(record: RoundRecord) -> dict:
    """A finished round as the view message lists it (the score sheet of a seat that
    comes back)."""
    return {"dealer": record.dealer, "points": list(record.points),
            "scores": list(record.scores_after), "breakdown": [dict(b) for b in record.breakdown]}


def history_entry(seat: int, move: Move) -> dict:
    return {"seat": seat, "move": move_json(move), "kind": move.kind}


class ViewError(ValueError):
    """A view from the server that is not a possible position."""


def read_move(doc: dict, kind: str) -> Move:
    """A Move (with its kind) from move JSON the schema has already checked."""
    if kind not in MOVE_KINDS:
        raise ViewError(f"unknown move kind {kind!r}")
    req = parse_move(doc)
    return Move(req.card, req.action, req.cards, req.value, kind)


def to_move(doc: dict) -> int | None:
    return doc["position"]["to_move"]


def round_over(doc: dict) -> bool:
    return doc["position"]["round_over"]


def read_view(doc: dict, history: tuple = ()) -> PlayerView:
    """A PlayerView from a schema-checked view; the engine's parser checks its meaning.

    `history` is used when the document has none (updates: the client keeps the round's
    moves itself)."""
    seat = doc["seat"]
    sizes = doc["hand_sizes"]
    position = doc["position"]
    try:
        state = parse_position(position)
        if "history" in doc:
            history = tuple((h["seat"], read_move(h["move"], h["kind"]))
                            for h in doc["history"])
    except ValueError as e:
        raise ViewError(str(e)) from None
    n = state.rules.players
    if seat >= n or len(sizes) != n or sizes[seat] != len(state.hands[seat]):
        raise ViewError("the view's seats and hand sizes do not agree")
    if any(state.hands[i] for i in range(n) if i != seat) or state.stock:
        raise ViewError("a view never shows another seat's hand or the stock")
    view = PlayerView.of(state, seat)
    return dataclasses.replace(view, hand_sizes=tuple(sizes), stock_size=doc["stock_size"],
                               round_over=round_over(doc), history=tuple(history))


def read_record(doc: dict, last_view: dict | None) -> MatchRecord:
    """The finished match's record from a schema-checked `record` message's document:
    every move replayed by the engine (engine.record.parse_record), and its end the one the
    seat saw (`last_view`, the seat's last view: the same rules and final scores)."""
    try:
        record = parse_record(doc)
    except RecordError as e:
        raise ViewError(f"record: {e}") from None
    if last_view is not None:
        position = last_view["position"]
        try:
            same_rules = parse_rules(position["rules"]) == record.rules
        except ValueError:
            same_rules = False
        if not same_rules:
            raise ViewError("record: played under other rules than this table's")
        if list(record.scores) != list(position["scores"]):
            raise ViewError("record: its scores are not the ones this seat saw")
    return record


def read_opening(table: list, rules: Rules) -> tuple[tuple[int, ...], tuple[Decl, ...]]:
    """The loose cards and declarations of a schema-checked opening table, read by the
    engine's position parser (a declaration that cannot be is refused)."""
    doc = {"format": FORMAT, "rules": rules.to_json(), "dealer": 0, "to_move": None,
           "hands": [[] for _ in range(rules.players)], "table": table}
    try:
        state = parse_position(doc)
    except ValueError as e:
        raise ViewError(f"opening: {e}") from None
    return tuple(state.loose), tuple(state.decls)
