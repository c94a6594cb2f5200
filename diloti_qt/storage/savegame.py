"""Saved games: versioned JSON (never pickle) of a match in progress that resumes it exactly.

Format 2 differs from format 1 only in the undo steps: a step names how many of the save's
history entries it had (`history_len`) instead of repeating them, so a save no longer grows
with the square of the match's length. Version 2.1 adds `person_played` (the person has
played a move in this match), which 2.0 readers ignore. Format 3 keeps the history as events
(objects of history_events.py, said in the language of the moment) where formats 1 and 2
kept lines of text; an older save's lines load as they were written (LINE events, which
format 3 also writes as plain strings). All three formats are read.
"""

from __future__ import annotations

import logging
import random
from pathlib import Path
from typing import Any

from diloti_qt.engine import Match, Move, RoundRecord, State, parse_move, parse_position
from diloti_qt.engine.scoring import SIDE_POINTS_KEYS, SidePoints
from diloti_qt.engine.cards import ALL_CARDS, parse_card
from diloti_qt.engine.notation import card_names_in_order, move_json, parse_rules, position_json
from diloti_qt.history_events import (
    EventError,
    HistoryEvent,
    event_from_json,
    events_to_json,
)

from . import paths
from .atomic import CorruptFileError, FutureVersionError, Loaded, read_json, write_json
from .checked import array as _list
from .checked import bad as _bad
from .checked import boolean as _bool
from .checked import get as _get
from .checked import integer as _int
from .checked import integers as _ints
from .checked import strings as _strings
from .notice import Notice
from .saved import SavedGame, SavedUndoStep
from .validate import MAX_HISTORY_LINES, MAX_ROUNDS, MAX_UNDO, check_match, check_saved_game

FORMAT = "diloti-save/3"
FORMAT_PREFIX = "diloti-save/"
MAJOR = 3
MINOR = 2  # 3.1: each finished round's deal and moves (for its match record); 3.2: `decks`
VERSION = f"{MAJOR}.{MINOR}"
OLDEST_MAJOR = 1
# A match to the largest target with the longest history the reader keeps (validate.py) is
# a few MB; a larger file is not read at all.
MAX_SAVE_BYTES = 32 * 1024 * 1024

log = logging.getLogger(__name__)


UNREADABLE = "…"  # what an entry of the history that does not read shows instead


# -- random generators ------------------------------------------------------------------------

def rng_to_json(rng: random.Random) -> list:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(doc: Any, where: str = "rng") -> random.Random:
    items = _list(doc, where)
    if len(items) != 3:
        raise _bad(where, "must be [version, state, gauss_next]")
    version, internal, gauss = items
    if gauss is not None and not isinstance(gauss, (int, float)):
        raise _bad(where, "gauss_next must be a number or null")
    rng = random.Random()
    try:
        rng.setstate((_int(version, f"{where}[0]"), tuple(_ints(internal, f"{where}[1]")),
                      gauss))
    except (ValueError, TypeError, OverflowError) as e:
        raise _bad(where, f"not a generator state ({e})") from None
    return rng


# -- states -----------------------------------------------------------------------------------

def state_to_json(state: State) -> dict:
    """A State: its NOTATION position, the order of its declarations and its moves so far."""
    return {
        "position": position_json(state),
        "decl_order": [card_names_in_order(d.cards[:1])[0] for d in state.decls],
        "moves": [{"seat": seat, "move": move_json(move), "kind": move.kind}
                  for seat, move in state.history],
    }


def state_from_json(doc: Any, where: str = "state") -> State:
    position = _get(doc, "position", where)
    try:
        state = parse_position(position)
    except ValueError as e:
        raise _bad(f"{where}.position", str(e)) from None
    if sorted(state.all_cards()) != list(ALL_CARDS):
        raise _bad(f"{where}.position", "does not hold each of the 52 cards once")
    state.round_over = _bool(position.get("round_over", False), f"{where}.position.round_over")
    if state.round_over:
        state.round_points = _ints(_get(position, "round_points", f"{where}.position"),
                                   f"{where}.position.round_points", 2)
        state.match_winner = _int(position.get("match_winner"),
                                  f"{where}.position.match_winner", nullable=True)
        if state.to_move is not None:
            raise _bad(f"{where}.position.to_move", "must be null once the round is over")
    elif state.to_move is None:
        raise _bad(f"{where}.position.to_move", "missing while the round is in play")
    state.decls = _ordered_decls(state, doc.get("decl_order"), f"{where}.decl_order")
    state.history = [_history_move(item, f"{where}.moves[{i}]", state.players)
                     for i, item in enumerate(_list(_get(doc, "moves", where), f"{where}.moves"))]
    return state


def _ordered_decls(state: State, order: Any, where: str) -> list:
    if order is None:
        return state.decls
    by_first = {d.cards[0]: d for d in state.decls}
    try:
        firsts = [parse_card(name) for name in _strings(order, where)]
    except ValueError as e:
        raise _bad(where, str(e)) from None
    if sorted(firsts) != sorted(by_first):
        raise _bad(where, "does not name each declaration on the table once")
    return [by_first[c] for c in firsts]


def _history_move(item: Any, where: str, players: int) -> tuple[int, Move]:
    seat = _int(_get(item, "seat", where), f"{where}.seat")
    if not 0 <= seat < players:
        raise _bad(f"{where}.seat", f"must be a seat 0-{players - 1}")
    try:
        request = parse_move(_get(item, "move", where))
    except ValueError as e:
        raise _bad(f"{where}.move", str(e)) from None
    kind = _get(item, "kind", where)
    if not isinstance(kind, str):
        raise _bad(f"{where}.kind", "must be a string")
    return seat, Move(request.card, request.action, tuple(request.cards), request.value, kind)


# -- matches ----------------------------------------------------------------------------------

def _round_to_json(record: RoundRecord) -> dict:
    doc = {"dealer": record.dealer, "points": list(record.points),
           "breakdown": [side.as_json() for side in record.breakdown],
           "scores_after": list(record.scores_after)}
    if record.start is not None:  # 3.1: what the match record needs of the round
        doc["deal"] = state_to_json(record.start)
        doc["moves"] = [{"seat": 0, "move": move_json(m), "kind": m.kind} for m in record.moves]
    return doc


def _round_play(doc: dict, where: str) -> tuple[State | None, tuple]:
    """A finished round's deal and moves (3.1), or nothing: a save without them, or with
    damaged ones, still resumes; the match then keeps no record."""
    if "deal" not in doc:
        return None, ()
    try:
        start = state_from_json(doc["deal"], f"{where}.deal")
        moves = tuple(_history_move(item, f"{where}.moves[{i}]", start.players)[1]
                      for i, item in enumerate(_list(doc.get("moves"), f"{where}.moves")))
    except CorruptFileError:
        return None, ()
    return start, moves


def _round_from_json(doc: Any, where: str) -> RoundRecord:
    breakdown = _list(_get(doc, "breakdown", where), f"{where}.breakdown")
    sides = []
    for i, side in enumerate(breakdown):
        if not isinstance(side, dict):
            raise _bad(f"{where}.breakdown[{i}]", "must be an object")
        for key in SIDE_POINTS_KEYS:
            _int(_get(side, key, f"{where}.breakdown[{i}]"), f"{where}.breakdown[{i}].{key}")
        sides.append(SidePoints.from_json(side))
    return RoundRecord(
        _int(_get(doc, "dealer", where), f"{where}.dealer"),
        _ints(_get(doc, "points", where), f"{where}.points", 2),
        tuple(sides),
        _ints(_get(doc, "scores_after", where), f"{where}.scores_after", 2),
        *_round_play(doc, where),
    )


def match_to_json(match: Match) -> dict:
    """A Match: rules, seed, its random generator, the rounds played and the current round;
    the decks of a record's deals it plays again (3.2; older readers ignore them)."""
    doc = {
        "rules": match.rules.to_json(),
        "seed": match.seed,
        "first_dealer": match.first_dealer,
        "rng": rng_to_json(match.rng),
        "rounds": [_round_to_json(r) for r in match.rounds],
        "recorded": bool(match.save_point()[2]),
        "state": state_to_json(match.state),
        "round_start": state_to_json(match.round_start),
    }
    if match.decks:
        doc["decks"] = [card_names_in_order(deck) for deck in match.decks]
    return doc


def _decks(doc: Any, where: str) -> tuple[tuple[int, ...], ...]:
    """The decks a match deals its rounds from: each every card once."""
    items = _list(doc, where)
    if len(items) > MAX_ROUNDS:
        raise _bad(where, f"more than {MAX_ROUNDS} decks")
    decks = []
    for i, names in enumerate(items):
        try:
            deck = tuple(parse_card(name) for name in _strings(names, f"{where}[{i}]"))
        except ValueError as e:
            raise _bad(f"{where}[{i}]", str(e)) from None
        if sorted(deck) != list(ALL_CARDS):
            raise _bad(f"{where}[{i}]", "must hold each of the 52 cards once")
        decks.append(deck)
    return tuple(decks)


def match_from_json(doc: Any, where: str = "match") -> Match:
    """The Match `match_to_json` wrote, checked and repaired (validate.py); raises
    CorruptFileError naming the bad field, or UnplayableError."""
    match, start = _match_parts(doc, where)
    _log_repairs(check_match(match, start))
    return match


def _match_parts(doc: Any, where: str) -> tuple[Match, State | None]:
    """The Match as written, and its round start (None in saves from before the review)."""
    try:
        rules = parse_rules(_get(doc, "rules", where), f"{where}.rules")
    except ValueError as e:
        if isinstance(e, CorruptFileError):
            raise
        raise _bad(f"{where}.rules", str(e)) from None
    seed = _int(_get(doc, "seed", where), f"{where}.seed")
    first_dealer = _int(doc.get("first_dealer"), f"{where}.first_dealer", nullable=True)
    rounds_doc = _list(_get(doc, "rounds", where), f"{where}.rounds")
    if len(rounds_doc) > MAX_ROUNDS:
        raise _bad(f"{where}.rounds", f"more than {MAX_ROUNDS} rounds")
    rounds = [_round_from_json(r, f"{where}.rounds[{i}]") for i, r in enumerate(rounds_doc)]
    state = state_from_json(_get(doc, "state", where), f"{where}.state")
    if state.rules != rules:
        raise _bad(f"{where}.state", "is played under other rules than the match")
    recorded = _bool(_get(doc, "recorded", where), f"{where}.recorded")
    if recorded and not state.round_over:
        raise _bad(f"{where}.recorded", "a round in play cannot be recorded yet")
    if recorded and not rounds:
        raise _bad(f"{where}.recorded", "no round was recorded")
    rng = rng_from_json(_get(doc, "rng", where), f"{where}.rng")
    decks = _decks(doc["decks"], f"{where}.decks") if "decks" in doc else ()
    match = Match(rules, seed, first_dealer, rounds, decks)
    match.restore((state, len(rounds), recorded))
    match.rng = rng
    start_doc = doc.get("round_start")
    start = None if start_doc is None else state_from_json(start_doc, f"{where}.round_start")
    if start is not None and start.rules != rules:
        raise _bad(f"{where}.round_start", "is played under other rules than the match")
    return match, start


def _log_repairs(repairs: list[str]) -> None:
    for repair in repairs:
        log.warning("saved game repaired: %s", repair)


def point_to_json(point: tuple) -> dict:
    state, rounds, recorded = point
    return {"state": state_to_json(state), "rounds": rounds, "recorded": bool(recorded)}


def point_from_json(doc: Any, where: str) -> tuple:
    state = state_from_json(_get(doc, "state", where), f"{where}.state")
    rounds = _int(_get(doc, "rounds", where), f"{where}.rounds")
    return state, rounds, _bool(_get(doc, "recorded", where), f"{where}.recorded")


# -- whole saved games ------------------------------------------------------------------------

def saved_game_to_json(game: SavedGame) -> dict:
    from datetime import datetime, timezone  # (not loaded by a start that saves nothing)

    doc = {
        "format": FORMAT,
        "version": VERSION,
        "saved_at": game.saved_at or datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "match_over": game.match.over,
        "match": match_to_json(game.match),
        "seats": {"human": game.human,
                  "levels": {str(seat): level for seat, level in sorted(game.levels.items())}},
        "history": events_to_json(game.history),
        "undo": [_undo_step_to_json(s, game.history) for s in game.undo],
        "person_played": game.person_played,
    }
    if game.ai_rng is not None:
        doc["ai_rng"] = rng_to_json(game.ai_rng)
    return doc


def _undo_step_to_json(step: SavedUndoStep, history: list[HistoryEvent]) -> dict:
    """An undo step; its history as a count when it begins the save's own (always, for the
    controller's steps), else in full."""
    doc: dict[str, Any] = {"point": point_to_json(step.point)}
    events = step.history
    if len(events) <= len(history) and history[:len(events)] == events:
        doc["history_len"] = len(events)
    else:
        doc["history"] = events_to_json(events)
    return doc


def _undo_step_from_json(item: Any, where: str, history: list[HistoryEvent],
                        players: int, dropped: int = 0) -> SavedUndoStep:
    """An undo step; `history` is the save's own, less its `dropped` oldest entries."""
    point = point_from_json(_get(item, "point", where), f"{where}.point")
    if isinstance(item, dict) and "history_len" in item:
        count = _int(item["history_len"], f"{where}.history_len")
        if not 0 <= count <= len(history) + dropped:
            raise _bad(f"{where}.history_len", f"must be 0-{len(history) + dropped}")
        return SavedUndoStep(point, history[:max(0, count - dropped)])
    return SavedUndoStep(point, _history(_get(item, "history", where), f"{where}.history",
                                         players))


def _history(doc: Any, where: str, players: int) -> list[HistoryEvent]:
    """The history's entries: events (format 3) or lines of text (all formats). An entry
    that does not read, or names a seat the match does not have, shows UNREADABLE in its
    place (the match itself is intact: its history only says less)."""
    items = _list(doc, where)
    out = []
    bad = 0
    for i, item in enumerate(items):
        try:
            event = event_from_json(item, f"{where}[{i}]")
        except EventError as e:
            if bad == 0:
                log.warning("saved game repaired: %s", e)
            bad += 1
            out.append(HistoryEvent.line(UNREADABLE))
            continue
        if event.seat is not None and event.seat >= players:
            bad += 1
            event = HistoryEvent.line(UNREADABLE)
        out.append(event)
    if bad:
        log.warning("saved game repaired: %d history entries of %s did not read", bad, where)
    return out


def check_version(doc: Any) -> None:
    """Raise FutureVersionError for a newer major version, CorruptFileError if it is not a save."""
    if not isinstance(doc, dict):
        raise CorruptFileError("a saved game is a JSON object")
    fmt, version = doc.get("format"), doc.get("version")
    if not isinstance(fmt, str) or not fmt.startswith(FORMAT_PREFIX):
        raise CorruptFileError(f"format: not a diloti-qt saved game ({fmt!r})")
    major = _major(fmt[len(FORMAT_PREFIX):], "format")
    if not isinstance(version, str):
        raise CorruptFileError(f"version: must be a string like {VERSION!r}")
    version_major = _major(version.split(".", 1)[0], "version")
    if max(major, version_major) > MAJOR:
        raise FutureVersionError(f"saved game version {version} (this program reads "
                                 f"{OLDEST_MAJOR}.x-{MAJOR}.x)")
    if major != version_major or major < OLDEST_MAJOR:
        raise CorruptFileError(f"unknown saved game version {version}")


def _major(text: str, where: str) -> int:
    if not text.isdigit():
        raise CorruptFileError(f"{where}: {text!r} is not a version number")
    return int(text)


def saved_game_from_json(doc: Any) -> SavedGame:
    """The SavedGame in `doc`, checked by meaning and repaired where it can be (validate.py);
    raises FutureVersionError, CorruptFileError (naming the field) or UnplayableError."""
    check_version(doc)
    match, start = _match_parts(_get(doc, "match", "save"), "match")
    players = match.rules.players
    seats = _get(doc, "seats", "save")
    human = _int(_get(seats, "human", "seats"), "seats.human")
    levels_doc = _get(seats, "levels", "seats")
    if not isinstance(levels_doc, dict):
        raise _bad("seats.levels", "must be an object of seat to level")
    levels: dict[int, str] = {}
    for key, level in levels_doc.items():
        if not key.isdigit() or not 0 <= int(key) < players or not isinstance(level, str):
            raise _bad(f"seats.levels.{key[:20]}", "must map a seat number to a level name")
        levels[int(key)] = level
    if not 0 <= human < players:
        raise _bad("seats.human", f"must be a seat 0-{players - 1}")
    entries = _list(_get(doc, "history", "save"), "history")
    dropped = max(0, len(entries) - MAX_HISTORY_LINES)  # not even read: the oldest go
    if dropped:
        log.warning("saved game repaired: the %d oldest history lines dropped", dropped)
    history = _history(entries[dropped:], "history", players)
    undo = []
    undo_doc = _list(_get(doc, "undo", "save"), "undo")
    if len(undo_doc) > MAX_UNDO:
        log.warning("saved game repaired: %d undo steps dropped", len(undo_doc))
        undo_doc = []
    for i, item in enumerate(undo_doc):
        step = _undo_step_from_json(item, f"undo[{i}]", history, players, dropped)
        if step.point[0].rules != match.rules or step.point[1] > len(match.rounds):
            raise _bad(f"undo[{i}].point", "does not belong to this match")
        undo.append(step)
    ai_rng = rng_from_json(doc["ai_rng"], "ai_rng") if "ai_rng" in doc else None
    saved_at = doc.get("saved_at", "")
    played = _bool(doc.get("person_played", False), "person_played")  # not before 2.1
    game = SavedGame(match, human, levels, history, undo, ai_rng,
                     saved_at if isinstance(saved_at, str) else "", played)
    _log_repairs(check_saved_game(game, start))
    return game


# -- the controller ---------------------------------------------------------------------------

def saved_game_of(controller: Any) -> SavedGame:
    """Capture a GameController through its `saved_game()` hook."""
    return controller.saved_game()


def controller_to_json(controller: Any) -> dict:
    """The save document of the controller's match in progress (raises if it has none)."""
    if controller.match is None:
        raise ValueError("the controller has no match to save")
    return saved_game_to_json(saved_game_of(controller))


def restore_controller(controller: Any, doc: Any) -> SavedGame:
    """Load `doc` (a dict, or a SavedGame already read) into the controller.

    Raises FutureVersionError or CorruptFileError, leaving the controller unchanged, if `doc`
    is bad. The controller's `load_saved(game)` hook does the loading.
    """
    game = doc if isinstance(doc, SavedGame) else saved_game_from_json(doc)
    controller.load_saved(game)
    return game


# -- files ------------------------------------------------------------------------------------

def save_game(controller: Any, path: Path | None = None) -> Notice | None:
    """Atomically write the controller's match to the autosave; a notice if the disk refused."""
    return write_json(path or paths.autosave_path(), controller_to_json(controller))


def write_saved_game(game: SavedGame, path: Path | None = None) -> Notice | None:
    return write_json(path or paths.autosave_path(), saved_game_to_json(game))


def load_game(path: Path | None = None) -> Loaded[SavedGame]:
    """Read the autosave, never raising: a bad, unplayable, too large or newer file is set
    aside with a notice (and its previous copy tried)."""
    return read_json(path or paths.autosave_path(), saved_game_from_json, MAX_SAVE_BYTES)
