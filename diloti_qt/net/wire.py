"""A seat's view on the wire: the server writes it, the client reads it back into the
engine's PlayerView (through the engine's own position parser, so a hostile server is
refused as clearly as a hostile file).

The server's hot path builds the part every seat shares once per move and splices each
seat's hand into it, so four views cost one serialisation of the table plus four hands.
"""

from __future__ import annotations

import dataclasses

from diloti_qt.engine import Move, PlayerView, State, move_json, parse_move, parse_position
from diloti_qt.engine.cards import NAMES
from diloti_qt.engine.notation import FORMAT, table_json

from .protocol import MOVE_KINDS, dumps


def shared_json(state: State) -> str:
    """The view fields every seat shares, as a JSON object's text (no hand, no seat)."""
    doc = {
        "rules": state.rules.to_json(),
        "dealer": state.dealer,
        "to_move": state.to_move,
        "round_opening": state.round_opening,
        "hand_sizes": [len(h) for h in state.hands],
        "table": table_json(state.loose, state.decls),
        "stock_size": len(state.stock),
        "captured": [[NAMES[c] for c in pile] for pile in state.captured],
        "xeris": list(state.xeris),
        "last_capturer": state.last_capturer,
        "scores": list(state.scores),
        "round_over": state.round_over,
    }
    if state.round_over:
        doc["round_points"] = list(state.round_points or [0, 0])
        doc["match_winner"] = state.match_winner
    return dumps(doc)


def seat_view_json(state: State, seat: int, shared: str, history: bool = False) -> str:
    """One seat's view: its hand spliced into `shared` (from shared_json), optionally
    with the round's history (sent on joining and resuming; updates carry the move)."""
    hand = dumps([NAMES[c] for c in state.hands[seat]])
    extra = ""
    if history:
        extra = ',"history":' + dumps([history_entry(s, m) for s, m in state.history])
    return f'{{"seat":{seat},"hand":{hand},{shared[1:-1]}{extra}}}'


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


def read_view(doc: dict, history: tuple = ()) -> PlayerView:
    """A PlayerView from a schema-checked view; the engine's parser checks its meaning.

    `history` is used when the document has none (updates: the client keeps the round's
    moves itself)."""
    n = len(doc["hand_sizes"])
    seat = doc["seat"]
    if seat >= n or len(doc["captured"]) != n or len(doc["xeris"]) != n:
        raise ViewError("the view's seats do not agree")
    if doc["hand_sizes"][seat] != len(doc["hand"]):
        raise ViewError("the hand size does not match the hand")
    position = {
        "format": FORMAT, "rules": doc["rules"], "dealer": doc["dealer"],
        "to_move": doc["to_move"], "round_opening": doc["round_opening"],
        "hands": [doc["hand"] if i == seat else [] for i in range(n)],
        "table": doc["table"], "captured": doc["captured"], "xeris": doc["xeris"],
        "last_capturer": doc["last_capturer"], "scores": doc["scores"],
    }
    try:
        state = parse_position(position)
        if "history" in doc:
            history = tuple((h["seat"], read_move(h["move"], h["kind"]))
                            for h in doc["history"])
    except ValueError as e:
        raise ViewError(str(e)) from None
    if state.rules.players != n:
        raise ViewError("the view's seats do not match its rules")
    view = PlayerView.of(state, seat)
    return dataclasses.replace(
        view, hand_sizes=tuple(doc["hand_sizes"]), stock_size=doc["stock_size"],
        round_over=doc["round_over"], history=tuple(history),
    )
