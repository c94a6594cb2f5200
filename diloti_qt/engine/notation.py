"""The position, move and outcome JSON of NOTATION.md (format 1): reading and writing."""

from __future__ import annotations

import functools
from collections.abc import Iterable

from .cards import NAMES, VALUE, card_names, parse_card
from .check import Request, family_split
from .echo import SHOWN, one_line, show
from .outcome import Deal, MoveOutcome, RoundEnd
from .preview import preview
from .rules import DEFAULT_PROFILE, Rules, check_variant
from .scoring import SIDE_POINTS_KEYS, SidePoints
from .state import HAND_SIZE, Decl, Move, State
from .vocab import Action, Kind

FORMAT = "diloti-position/1"
POSITION_KEYS = {
    "format", "rules", "dealer", "to_move", "round_opening", "hands", "table", "stock",
    "captured", "xeris", "last_capturer", "scores", "round_over", "round_points",
    "match_winner", "outcome",
}
REQUIRED_KEYS = ("format", "rules", "dealer", "to_move", "hands", "table")
DECL_KEYS = {"value", "owner", "kind", "cards"}
MOVE_KEYS = {Action.LAY: {"card", "action"}, Action.CAPTURE: {"card", "action", "take"},
             Action.DECLARE: {"card", "action", "value", "with"}}


class NotationError(ValueError):
    """Malformed input; the message names the offending field."""


def _fail(field: str, problem: str) -> NotationError:
    """An error naming `field`; keys from the input are echoed escaped (one line)."""
    return NotationError(one_line(f"{field}: {problem}"))


def _is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _seat(x: object, field: str, n: int, nullable: bool = False) -> int | None:
    if x is None and nullable:
        return None
    if not _is_int(x) or not 0 <= x < n:
        raise _fail(field, f"must be a seat number 0-{n - 1}{' or null' if nullable else ''}"
                           f", not {show(x)}")
    return x


def _card(x: object, field: str) -> int:
    try:
        return parse_card(x)
    except ValueError as e:
        raise _fail(field, str(e)) from None


def _card_list(x: object, field: str) -> list[int]:
    if not isinstance(x, list):
        raise _fail(field, f"must be a list of cards, not {_json_type(x)}")
    return [_card(c, f"{field}[{i}]") for i, c in enumerate(x)]


def _json_type(x: object) -> str:
    """The JSON name of a parsed value's type."""
    if x is None:
        return "null"
    if isinstance(x, bool):
        return "true" if x else "false"
    return {dict: "an object", str: "a string", int: "a number", float: "a number",
            list: "a list"}.get(type(x), type(x).__name__)


def _per_seat(x: object, field: str, n: int) -> list:
    if not isinstance(x, list) or len(x) != n:
        raise _fail(field, f"must be a list with one entry per seat ({n})")
    return x


def parse_rules(x: object, field: str = "rules") -> Rules:
    if isinstance(x, str):
        profile, overrides = x, {}
    elif isinstance(x, dict):
        extra = set(x) - {"profile", "variants"}
        if extra:
            raise _fail(field, f"unknown key {show(sorted(extra)[0])}")
        profile = x.get("profile", DEFAULT_PROFILE)
        overrides = x.get("variants", {})
        if not isinstance(profile, str):
            raise _fail(f"{field}.profile", "must be a profile name")
        if not isinstance(overrides, dict):
            raise _fail(f"{field}.variants", "must be an object of variant ids to values")
    else:
        raise _fail(field, "must be a profile name or an object with 'profile' and 'variants'")
    try:
        Rules.make(profile)
    except ValueError as e:
        raise _fail(f"{field}.profile" if isinstance(x, dict) else field, str(e)) from None
    for vid, value in overrides.items():
        try:
            check_variant(vid, value)
        except ValueError as e:
            raise _fail(f"{field}.variants.{vid}", str(e)) from None
    return _made(profile, tuple(sorted(overrides.items())))


@functools.lru_cache(maxsize=64)
def _made(profile: str, overrides: tuple) -> Rules:
    """The rules of checked overrides, made once per set (every view a client reads
    carries its table's rules: they were made again, a dozen times, at each one)."""
    return Rules.make(profile, dict(overrides))


def _parse_decl(x: dict, field: str, n: int) -> Decl:
    extra = set(x) - DECL_KEYS
    if extra:
        raise _fail(field, f"unknown key {show(sorted(extra)[0])}")
    for key in sorted(DECL_KEYS):
        if key not in x:
            raise _fail(field, f"a declaration needs {key!r}")
    value = x["value"]
    if not _is_int(value) or not 1 <= value <= 10:
        raise _fail(f"{field}.value", f"must be an integer 1-10, not {show(value)}")
    owner = _seat(x["owner"], f"{field}.owner", n)
    kind = x["kind"]
    if kind not in ("simple", "family"):
        raise _fail(f"{field}.kind", f"must be 'simple' or 'family', not {show(kind)}")
    cards = _card_list(x["cards"], f"{field}.cards")
    if len(set(cards)) != len(cards):
        raise _fail(f"{field}.cards", "lists a card twice")
    values = [VALUE[c] for c in cards]
    if not all(values):
        raise _fail(f"{field}.cards", "a declaration never holds a face card (R2)")
    if kind == "simple":
        ok = len(cards) >= 2 and sum(values) == value
    else:
        ok = len(cards) >= 2 and family_split(0, sorted(values), value, new=True)
    if not ok:
        raise _fail(f"{field}.cards", f"these cards cannot form a {kind} declaration of {value}")
    return Decl(value, owner, kind == "family", tuple(sorted(cards)))


def parse_position(doc: object) -> State:
    """A State from a format-1 position; raises NotationError naming the bad field."""
    if not isinstance(doc, dict):
        raise _fail("position", "must be a JSON object")
    extra = set(doc) - POSITION_KEYS
    if extra:
        raise _fail(sorted(extra)[0][:SHOWN], "unknown key")
    for key in REQUIRED_KEYS:
        if key not in doc:
            raise _fail(key, "missing")
    if doc["format"] != FORMAT:
        raise _fail("format", f"must be {FORMAT!r}")
    rules = parse_rules(doc["rules"])
    n = rules.players
    dealer = _seat(doc["dealer"], "dealer", n)
    to_move = _seat(doc["to_move"], "to_move", n, nullable=True)  # null: checked below
    opening = doc.get("round_opening", False)
    if not isinstance(opening, bool):
        raise _fail("round_opening", "must be true or false")
    hands_doc = _per_seat(doc["hands"], "hands", n)
    hands = [_card_list(h, f"hands[{i}]") for i, h in enumerate(hands_doc)]
    if not isinstance(doc["table"], list):
        raise _fail("table", "must be a list")
    loose: list[int] = []
    decls: list[Decl] = []
    for i, item in enumerate(doc["table"]):
        if isinstance(item, dict):
            decls.append(_parse_decl(item, f"table[{i}]", n))
        else:
            loose.append(_card(item, f"table[{i}]"))
    owners = [d.owner for d in decls]
    for d in decls:
        if owners.count(d.owner) > 1:
            raise _fail("table", f"seat {d.owner} owns two declarations (R26)")
    stock_doc = doc.get("stock")
    stock = [] if stock_doc is None else _card_list(stock_doc, "stock")
    if len(stock) % (HAND_SIZE * n):
        raise _fail("stock", f"must hold whole deals of {HAND_SIZE * n} cards, not {len(stock)}")
    captured_doc = doc.get("captured")
    if captured_doc is None:
        captured: list[list[int]] = [[] for _ in range(n)]
    else:
        piles = _per_seat(captured_doc, "captured", n)
        captured = [_card_list(p, f"captured[{i}]") for i, p in enumerate(piles)]
    if to_move is None and (any(hands) or stock):
        raise _fail("to_move", "may be null only once the round is over (every hand and "
                               "the stock empty), not while cards remain to be played")
    xeris = _counts(doc.get("xeris"), "xeris", n)
    scores = _counts(doc.get("scores"), "scores", 2, signed=True)
    last = _seat(doc.get("last_capturer"), "last_capturer", n, nullable=True)
    seen: dict[int, str] = {}
    places = [(f"hands[{i}]", h) for i, h in enumerate(hands)] + [("table", loose)]
    places += [("table", d.cards) for d in decls] + [("stock", stock)]
    places += [(f"captured[{i}]", p) for i, p in enumerate(captured)]
    for field, cards in places:
        for c in cards:
            if c in seen:
                raise _fail(field, f"{card_names([c])[0]} is listed twice (also in {seen[c]})")
            seen[c] = field
    return State(
        rules=rules, dealer=dealer, to_move=to_move, hands=hands, loose=loose, decls=decls,
        stock=stock, captured=captured, xeris=xeris, last_capturer=last, scores=scores,
        round_opening=opening,
    )


def _counts(x: object, field: str, n: int, signed: bool = False) -> list[int]:
    if x is None:
        return [0] * n
    if not isinstance(x, list) or len(x) != n:
        raise _fail(field, f"must be a list of {n} integers")
    for i, c in enumerate(x):
        if not _is_int(c) or (c < 0 and not signed):
            raise _fail(f"{field}[{i}]", f"must be a non-negative integer, not {show(c)}")
    return list(x)


def table_json(loose: Iterable[int], decls: Iterable[Decl]) -> list:
    """NOTATION canonical table: loose cards in card order, then declarations."""
    out: list = card_names(loose)
    for d in sorted(decls, key=Decl.sort_key):
        out.append({"value": d.value, "owner": d.owner, "kind": d.kind,
                    "cards": card_names(d.cards)})
    return out


def position_json(state: State) -> dict:
    doc = {
        "format": FORMAT,
        "rules": state.rules.to_json(),
        "dealer": state.dealer,
        "to_move": state.to_move,
        "round_opening": state.round_opening,
        "hands": [card_names(h) for h in state.hands],
        "table": table_json(state.loose, state.decls),
        "stock": card_names_in_order(state.stock),
        "captured": [card_names_in_order(p) for p in state.captured],
        "xeris": list(state.xeris),
        "last_capturer": state.last_capturer,
        "scores": list(state.scores),
        "round_over": state.round_over,
    }
    if state.round_over:
        doc["round_points"] = list(state.round_points or [0, 0])
        doc["match_winner"] = state.match_winner
    return doc


def card_names_in_order(cards: Iterable[int]) -> list[str]:
    return [NAMES[c] for c in cards]


def parse_move(doc: object) -> Request:
    """A Request from move JSON; raises NotationError naming the bad field."""
    if not isinstance(doc, dict):
        raise _fail("move", "must be a JSON object")
    action = doc.get("action")
    if not isinstance(action, str) or action not in MOVE_KEYS:
        raise _fail("move.action", f"must be 'lay', 'capture' or 'declare', not {show(action)}")
    allowed = MOVE_KEYS[action]
    extra = set(doc) - allowed
    if extra:
        raise _fail(f"move.{sorted(extra)[0][:SHOWN]}", f"is not a key of a {action} move")
    for key in sorted(allowed):
        if key not in doc:
            raise _fail(f"move.{key}", "missing")
    action = Action(action)
    card = _card(doc["card"], "move.card")
    if action == Action.LAY:
        return Request(card, action)
    key = "take" if action == Action.CAPTURE else "with"
    cards = _card_list(doc[key], f"move.{key}")
    if len(set(cards)) != len(cards):
        raise _fail(f"move.{key}", "lists a card twice")
    if action == Action.CAPTURE:
        return Request(card, action, tuple(sorted(cards)))
    value = doc["value"]
    if not _is_int(value):
        raise _fail("move.value", f"must be an integer, not {show(value)}")
    return Request(card, action, tuple(sorted(cards)), value)


def move_json(move: Move) -> dict:
    doc: dict = {"card": card_names([move.card])[0], "action": str(move.action)}
    if move.action == Action.CAPTURE:
        doc["take"] = card_names(move.cards)
    elif move.action == Action.DECLARE:
        doc["value"] = move.value
        doc["with"] = card_names(move.cards)
    return doc


def outcome_json(state: State, move: Move) -> dict:
    """What `move` leads to, from `state` (before any redeal or end-of-round transfer)."""
    p = preview(state, move)
    return {
        "move": move_json(move),
        "kind": str(move.kind),
        "taken": card_names(p.taken),
        "xeri": p.xeri,
        "table": table_json(p.loose, p.decls),
        "owner_after": p.owner_after,
    }


# -- the played outcome (what a move did: State.apply, `play`, the game service) --------------

OUTCOME_KEYS = {"seat", "move", "kind", "taken", "declarations", "xeri", "owner_after",
                "pile", "deal", "round_end"}
DEAL_KEYS = {"dealer", "each", "stock"}
ROUND_END_KEYS = {"leftovers", "taker", "points", "scores", "winner"}
MAX_POINTS = 10_000  # a side's points in a round, or a match total (a sanity bound)


def decl_json(d: Decl) -> dict:
    return {"value": d.value, "owner": d.owner, "kind": d.kind, "cards": card_names(d.cards)}


def played_json(outcome: MoveOutcome) -> dict:
    """NOTATION "Played outcome": what a move did, once played (public facts only)."""
    end = outcome.end
    return {
        "seat": outcome.seat,
        "move": move_json(outcome.move),
        "kind": str(outcome.kind),
        "taken": card_names(outcome.taken),
        "declarations": [decl_json(d) for d in sorted(outcome.decls, key=Decl.sort_key)],
        "xeri": outcome.xeri,
        "owner_after": outcome.owner_after,
        "pile": None if outcome.pile is None else decl_json(outcome.pile),
        "deal": None if outcome.deal is None else dict(outcome.deal._asdict()),
        "round_end": None if end is None else {
            "leftovers": card_names(end.leftovers), "taker": end.taker,
            "points": [p.as_json() for p in end.points], "scores": list(end.scores),
            "winner": end.winner},
    }


def _keys(doc: object, field: str, keys: set[str]) -> dict:
    if not isinstance(doc, dict):
        raise _fail(field, "must be a JSON object")
    extra = set(doc) - keys
    if extra:
        raise _fail(f"{field}.{sorted(extra)[0][:SHOWN]}", "unknown key")
    missing = sorted(keys - set(doc))
    if missing:
        raise _fail(f"{field}.{missing[0]}", "missing")
    return doc


def _whole(x: object, field: str, low: int, high: int) -> int:
    if not _is_int(x) or not low <= x <= high:
        raise _fail(field, f"must be an integer {low}-{high}, not {show(x)}")
    return x


def parse_played(doc: object, rules: Rules) -> MoveOutcome:
    """A MoveOutcome from a played outcome's JSON (`played_json`), read as hostile input:
    raises NotationError naming the field for anything a move of `rules` cannot have done
    (a kind that is not the move's, a pile that is not its cards, a card named twice...).
    It checks that the parts agree with one another, not that the move was legal on some
    table: the reader compares the outcome with the table it knows."""
    doc = _keys(doc, "outcome", OUTCOME_KEYS)
    n = rules.players
    seat = _seat(doc["seat"], "outcome.seat", n)
    request = parse_move(doc["move"])
    try:
        kind = Kind(doc["kind"])
    except ValueError:
        raise _fail("outcome.kind", f"not a kind of move: {show(doc['kind'])}") from None
    if kind.action != request.action:
        raise _fail("outcome.kind", f"{kind.value!r} is not a {request.action} move")
    move = Move(request.card, request.action, request.cards, request.value, kind)
    taken = tuple(sorted(_card_list(doc["taken"], "outcome.taken")))
    if taken != (move.cards if move.action == Action.CAPTURE else ()):
        raise _fail("outcome.taken", "must be the cards the capture takes (none otherwise)")
    if not isinstance(doc["declarations"], list):
        raise _fail("outcome.declarations", "must be a list of declarations")
    decls = tuple(_parse_decl(d, f"outcome.declarations[{i}]", n) if isinstance(d, dict)
                  else _bad_decl(f"outcome.declarations[{i}]")
                  for i, d in enumerate(doc["declarations"]))
    in_decls = [c for d in decls for c in d.cards]
    if len(set(in_decls)) != len(in_decls) or not set(in_decls) <= set(move.cards):
        raise _fail("outcome.declarations", "must be piles the move took or built on")
    if kind in (Kind.RAISE, Kind.EXTEND) and len(decls) != 1:
        raise _fail("outcome.declarations", f"a move of kind {kind.value!r} builds on one")
    if kind in (Kind.LAY, Kind.DECLARE_SIMPLE, Kind.DECLARE_FAMILY) and decls:
        raise _fail("outcome.declarations", f"a move of kind {kind.value!r} uses none")
    xeri = doc["xeri"]
    if not isinstance(xeri, bool) or (xeri and kind is not Kind.CAPTURE):
        raise _fail("outcome.xeri", "must be true or false, and true only for a capture")
    pile = _played_pile(doc["pile"], move, seat, n)
    owner = _seat(doc["owner_after"], "outcome.owner_after", n, nullable=True)
    if owner != (None if pile is None else pile.owner):
        raise _fail("outcome.owner_after", "must be the owner of the pile, or null")
    deal = None if doc["deal"] is None else _played_deal(doc["deal"], n)
    end = None if doc["round_end"] is None else _played_end(doc["round_end"], rules)
    if deal is not None and end is not None:
        raise _fail("outcome.deal", "a round that ended deals no more")
    if end is not None and (set(end.leftovers) & ({move.card, *move.cards})
                            if move.action == Action.CAPTURE
                            else not {move.card, *move.cards} <= set(end.leftovers)):
        raise _fail("outcome.round_end.leftovers", "must hold what the last move left on "
                                                   "the table, not what it took")
    return MoveOutcome(seat, move, taken, tuple(sorted(decls, key=Decl.sort_key)), xeri,
                       pile, deal, end)


def _bad_decl(field: str) -> Decl:
    raise _fail(field, "must be a declaration object")


def _played_pile(doc: object, move: Move, seat: int, n: int) -> Decl | None:
    if move.action != Action.DECLARE:
        if doc is not None:
            raise _fail("outcome.pile", "only a declaring move makes a pile")
        return None
    if not isinstance(doc, dict):
        raise _fail("outcome.pile", "a declaring move makes a pile")
    pile = _parse_decl(doc, "outcome.pile", n)
    if (pile.owner, pile.value, pile.family) != (seat, move.value, move.kind.makes_family) \
            or pile.cards != tuple(sorted(move.cards + (move.card,))):
        raise _fail("outcome.pile", "must be the mover's pile of the move's cards and value")
    return pile


def _played_deal(doc: object, n: int) -> Deal:
    doc = _keys(doc, "outcome.deal", DEAL_KEYS)
    dealer = _seat(doc["dealer"], "outcome.deal.dealer", n)
    each = _whole(doc["each"], "outcome.deal.each", HAND_SIZE, HAND_SIZE)
    stock = _whole(doc["stock"], "outcome.deal.stock", 0, 52)
    if stock % (each * n):
        raise _fail("outcome.deal.stock", f"must hold whole deals of {each * n} cards")
    return Deal(dealer, each, stock)


def _played_end(doc: object, rules: Rules) -> RoundEnd:
    doc = _keys(doc, "outcome.round_end", ROUND_END_KEYS)
    n = rules.players
    leftovers = tuple(sorted(_card_list(doc["leftovers"], "outcome.round_end.leftovers")))
    if len(set(leftovers)) != len(leftovers):
        raise _fail("outcome.round_end.leftovers", "lists a card twice")
    taker = _seat(doc["taker"], "outcome.round_end.taker", n, nullable=True)
    if (taker is None) != (not leftovers):
        raise _fail("outcome.round_end.taker", "names who took the leftovers (null: none)")
    points_doc = doc["points"]
    if not isinstance(points_doc, list) or len(points_doc) != rules.sides:
        raise _fail("outcome.round_end.points", f"must list the {rules.sides} sides")
    points = tuple(_side_points(p, f"outcome.round_end.points[{i}]")
                   for i, p in enumerate(points_doc))
    scores = doc["scores"]
    if not isinstance(scores, list) or len(scores) != 2:
        raise _fail("outcome.round_end.scores", "must be the two sides' totals")
    scores = tuple(_whole(x, f"outcome.round_end.scores[{i}]", -MAX_POINTS, MAX_POINTS)
                   for i, x in enumerate(scores))
    winner = doc["winner"]
    if winner is not None and winner not in (0, 1):
        raise _fail("outcome.round_end.winner", "must be 0, 1 or null")
    return RoundEnd(leftovers, taker, points, scores, winner)


def _side_points(doc: object, field: str) -> SidePoints:
    doc = _keys(doc, field, set(SIDE_POINTS_KEYS))
    if doc["cards"] is not None:
        _whole(doc["cards"], f"{field}.cards", 0, 52)
    for key in SIDE_POINTS_KEYS[1:]:
        _whole(doc[key], f"{field}.{key}", 0, MAX_POINTS)
    points = SidePoints.from_json(doc)
    if points.as_json() != doc:
        raise _fail(field, "its xeris are not whole xeris")
    if points.total != sum(points[1:5]) + points.xeri_points:
        raise _fail(f"{field}.total", "must be the sum of the lines")
    return points
