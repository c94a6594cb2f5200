"""A seat's view on the wire: NOTATION's position JSON, written by the engine, holding only
what the seat may see (its own hand; the other hands and the stock empty), with the
other hands' sizes and the stock's size beside it; the table a round was dealt; the
finished rounds. The client reads it back through the engine's own position parser, so a
hostile server is refused as clearly as a hostile file. (What each move did travels as the
engine's played outcome: NOTATION, `played_json` / `parse_played`.)

The server's hot path writes the part every seat shares once per move and splices each
seat's hand into it: four views cost one serialisation of the table plus four hands.
"""

from __future__ import annotations

import dataclasses
from typing import NamedTuple

from diloti_qt.engine import (
    Decl,
    Move,
    PlayerView,
    RoundRecord,
    Rules,
    SidePoints,
    State,
    parse_position,
    position_json,
)
from diloti_qt.engine.cards import DECK_SIZE, NAMES
from diloti_qt.engine.notation import FORMAT, table_json
from diloti_qt.engine.record import MatchRecord, RecordError, parse_record

from .protocol import dumps


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


def seat_view_json(state: State, seat: int, shared: str) -> str:
    """One seat's view: its hand spliced into `shared` (from shared_json)."""
    hands = [[NAMES[c] for c in state.hands[seat]] if i == seat else []
             for i in range(len(state.hands))]
    return f'{{"seat":{seat},{shared[1:]},"hands":{dumps(hands)}}}}}'


def watcher_view_json(state: State, shared: str) -> str:
    """A watcher's view: every hand empty (their sizes are in `shared`), seen from seat 0's
    side and marked `"watcher": true`; nothing any seat holds."""
    hands = dumps([[] for _ in state.hands])
    return f'{{"seat":0,"watcher":true,{shared[1:]},"hands":{hands}}}}}'


class Opening(NamedTuple):
    """The table a round was dealt (loose cards, declarations) and the stock left then."""

    loose: tuple[int, ...]
    decls: tuple[Decl, ...]
    stock: int


def opening_json(start: State) -> dict:
    """The table a round began with (NOTATION's table) and its stock's size: public,
    everyone saw it dealt."""
    return {"table": table_json(start.loose, start.decls), "stock": len(start.stock)}


def round_doc(record: RoundRecord) -> dict:
    """A finished round as the view message lists it (the score sheet of a seat that
    comes back)."""
    return {"dealer": record.dealer, "points": list(record.points),
            "scores": list(record.scores_after),
            "breakdown": [b.as_json() for b in record.breakdown]}


def read_round(doc: dict) -> RoundRecord:
    """A finished round from a schema-checked ROUND_DONE (its points named, per side)."""
    return RoundRecord(doc["dealer"], list(doc["points"]),
                       tuple(SidePoints.from_json(side) for side in doc["breakdown"]),
                       list(doc["scores"]))


class ViewError(ValueError):
    """A view from the server that is not a possible position."""


def to_move(doc: dict) -> int | None:
    return doc["position"]["to_move"]


def round_over(doc: dict) -> bool:
    return doc["position"]["round_over"]


def read_view(doc: dict, history: tuple[tuple[int, Move], ...] = ()) -> PlayerView:
    """A PlayerView from a schema-checked view; the engine's parser checks its meaning.
    `history` is the round's moves (the client knows them from the outcomes)."""
    seat = doc["seat"]
    sizes = doc["hand_sizes"]
    position = doc["position"]
    watcher = doc.get("watcher") is True
    try:
        state = parse_position(position)
    except ValueError as e:
        raise ViewError(str(e)) from None
    n = state.rules.players
    if seat >= n or len(sizes) != n or (sizes[seat] != len(state.hands[seat])
                                        and not watcher):
        raise ViewError("the view's seats and hand sizes do not agree")
    if any(state.hands[i] for i in range(n) if i != seat or watcher) or state.stock:
        raise ViewError("a view never shows another seat's hand or the stock")
    view = PlayerView.of(state, seat)
    return dataclasses.replace(view, hand_sizes=tuple(sizes), stock_size=doc["stock_size"],
                               round_over=round_over(doc), history=tuple(history))


def read_record(doc: dict, last_view: PlayerView | None) -> MatchRecord:
    """The finished match's record from a schema-checked `record` message's document:
    every move replayed by the engine (engine.record.parse_record), and its end the one the
    seat saw (`last_view`, the seat's last view: the same rules and final scores)."""
    try:
        record = parse_record(doc)
    except RecordError as e:
        raise ViewError(f"record: {e}") from None
    if last_view is not None:
        if last_view.rules != record.rules:
            raise ViewError("record: played under other rules than this table's")
        if list(record.scores) != list(last_view.scores):
            raise ViewError("record: its scores are not the ones this seat saw")
    return record


def read_opening(doc: dict, rules: Rules) -> Opening:
    """A schema-checked opening: its table read by the engine's position parser (a
    declaration that cannot be is refused) and its stock's size."""
    position = {"format": FORMAT, "rules": rules.to_json(), "dealer": 0, "to_move": None,
                "hands": [[] for _ in range(rules.players)], "table": doc["table"]}
    try:
        state = parse_position(position)
    except ValueError as e:
        raise ViewError(f"opening: {e}") from None
    if len(state.table_cards()) + doc["stock"] > DECK_SIZE:
        raise ViewError("opening: more cards than a deck holds")
    return Opening(tuple(state.loose), tuple(state.decls), doc["stock"])
