"""Differential comparison of the engine command line (black box) with the reference rules."""

from __future__ import annotations

import io
import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from tests.reference import diloti_ref as ref
from tests.reference.scenario_util import input_keys, norm_move, norm_outcome, position_value


def engine(argv: list[str], position: dict[str, Any]) -> tuple[int, Any, str]:
    """Run the engine command line in-process: exit status, parsed JSON output, stderr."""
    from diloti_qt.engine.cli import main

    stdout, stderr = io.StringIO(), io.StringIO()
    status = main(argv, io.StringIO(json.dumps(position)), stdout, stderr)
    text = stdout.getvalue()
    return status, (json.loads(text) if text.strip() else None), stderr.getvalue()


def engine_legal(position: dict[str, Any]) -> list[dict[str, Any]]:
    status, answer, err = engine(["legal", "-"], position)
    assert status == 0, err
    return answer


def engine_check(position: dict[str, Any], move: dict[str, Any]) -> tuple[int, Any]:
    status, answer, _ = engine(["check", "-", json.dumps(move)], position)
    return status, answer


def engine_play(position: dict[str, Any], move: dict[str, Any]) -> tuple[int, Any]:
    status, answer, _ = engine(["play", "-", json.dumps(move)], position)
    return status, answer


@dataclass
class Mismatch:
    """One disagreement between engine and reference."""

    what: str
    position: dict[str, Any]
    move: dict[str, Any] | None
    engine: Any
    reference: Any

    def to_json(self) -> dict[str, Any]:
        return {"what": self.what, "position": self.position, "move": self.move,
                "engine": self.engine, "reference": self.reference}


@dataclass
class Stats:
    """Counts of comparisons made."""

    positions: int = 0
    outcomes: int = 0
    plays: int = 0
    checks: int = 0
    checks_legal: int = 0
    games: int = 0
    mismatches: list[Mismatch] = field(default_factory=list)


def strict_order_problems(outcome: dict[str, Any]) -> list[str]:
    """NOTATION fixes the order of `taken` and `table`; report deviations."""
    problems = []
    loose, decls = ref.parse_table(outcome["table"])
    if outcome["table"] != ref.canonical_table(loose, decls):
        problems.append("table not in canonical order")
    if outcome["taken"] != ref.sort_cards(outcome["taken"]):
        problems.append("taken not in canonical order")
    return problems


def compare_legal(position: dict[str, Any], stats: Stats) -> list[dict[str, Any]]:
    mine = ref.legal_outcomes(position)
    theirs = engine_legal(position)
    stats.positions += 1
    stats.outcomes += len(mine)
    mine_keys = {norm_outcome(o): o for o in mine}
    theirs_keys = {norm_outcome(o): o for o in theirs}
    if len(theirs_keys) != len(theirs):
        stats.mismatches.append(Mismatch("legal: duplicate outcomes", position, None, theirs, None))
    if mine_keys.keys() != theirs_keys.keys():
        only_engine = [theirs_keys[k] for k in theirs_keys.keys() - mine_keys.keys()]
        only_ref = [mine_keys[k] for k in mine_keys.keys() - theirs_keys.keys()]
        stats.mismatches.append(Mismatch("legal: outcome sets differ", position, None,
                                         only_engine, only_ref))
    for outcome in theirs:
        for problem in strict_order_problems(outcome):
            stats.mismatches.append(Mismatch(f"legal: {problem}", position, outcome["move"],
                                             outcome, None))
            break
    return mine


PLAY_KEYS = ("dealer", "to_move", "round_opening", "hands", "table", "stock", "captured", "xeris",
             "last_capturer", "scores", "round_over")


def play_differences(mine: dict[str, Any], theirs: dict[str, Any]) -> dict[str, Any]:
    keys = list(PLAY_KEYS)
    if mine.get("round_over"):
        keys += ["round_points", "match_winner"]
    diffs = {k: {"engine": position_value(theirs, k), "reference": position_value(mine, k)}
             for k in keys if position_value(theirs, k) != position_value(mine, k)}
    if ref.resolve_rules(theirs["rules"]) != ref.resolve_rules(mine["rules"]):
        diffs["rules"] = {"engine": theirs["rules"], "reference": mine["rules"]}
    return diffs


def compare_play(position: dict[str, Any], move: dict[str, Any], stats: Stats) -> dict[str, Any]:
    mine = ref.play(position, move)
    status, theirs = engine_play(position, move)
    stats.plays += 1
    if status != 0:
        stats.mismatches.append(Mismatch("play: engine refused", position, move, theirs, mine))
        return mine
    diffs = play_differences(mine, theirs)
    if diffs:
        stats.mismatches.append(Mismatch("play: results differ", position, move, diffs, None))
    return mine


def compare_check(position: dict[str, Any], move: dict[str, Any], stats: Stats) -> None:
    mine = ref.check(position, move)
    status, theirs = engine_check(position, move)
    stats.checks += 1
    stats.checks_legal += bool(mine["legal"])
    if status != 0 or not isinstance(theirs, dict) or theirs.get("legal") != mine["legal"]:
        stats.mismatches.append(Mismatch("check: legality differs", position, move,
                                         {"status": status, "answer": theirs}, mine))
        return
    if mine["legal"]:
        if norm_outcome(theirs["outcome"]) != norm_outcome(mine["outcome"]):
            stats.mismatches.append(Mismatch("check: outcomes differ", position, move,
                                             theirs["outcome"], mine["outcome"]))


def random_request(rng: random.Random, position: dict[str, Any]) -> dict[str, Any] | None:
    """A capture or declare request naming a random subset of table cards (maybe split piles)."""
    seat = position["to_move"]
    table = position["table"]
    if not table:
        return None
    hand = position["hands"][seat]
    others = [c for s, h in enumerate(position["hands"]) if s != seat for c in h]
    card = rng.choice(others) if others and (not hand or rng.random() < 0.08) else None
    if card is None:
        if not hand:
            return None
        card = rng.choice(hand)
    if rng.random() < 0.7:
        chosen = [e for e in table if rng.random() < 0.4] or [rng.choice(table)]
        named = [c for e in chosen for c in ([e] if isinstance(e, str) else e["cards"])]
    else:
        all_cards = [c for e in table for c in ([e] if isinstance(e, str) else e["cards"])]
        named = [c for c in all_cards if rng.random() < 0.4] or [rng.choice(all_cards)]
    rng.shuffle(named)
    if rng.random() < 0.5:
        return {"card": card, "action": "capture", "take": named}
    card_value = ref.value_of(ref.parse_card(card)) or 0
    loose_sum = sum(ref.value_of(ref.parse_card(c)) or 0 for c in named
                    if c in [e for e in table if isinstance(e, str)])
    decl_values = [e["value"] for e in table if not isinstance(e, str)]
    candidates = [card_value, card_value + loose_sum, rng.randint(1, 12),
                  *decl_values, *(v + card_value + loose_sum for v in decl_values)]
    return {"card": card, "action": "declare", "value": rng.choice(candidates), "with": named}


def random_rules(rng: random.Random, profile: str, vary: bool) -> dict[str, Any]:
    variants: dict[str, Any] = {}
    if vary:
        for variant, options in ref.VARIANT_OPTIONS.items():
            if rng.random() < 0.4:
                variants[variant] = rng.choice(options)
        if rng.random() < 0.2:
            variants["V-TARGET"] = rng.randint(1, 80)
    return {"profile": profile, "variants": variants}


def choose_move(rng: random.Random, outcomes: list[dict[str, Any]]) -> dict[str, Any]:
    """Half the time a uniform outcome, else a uniform kind first (more builds and raises)."""
    if rng.random() < 0.5:
        return rng.choice(outcomes)["move"]
    kind = rng.choice(sorted({o["kind"] for o in outcomes}))
    return rng.choice([o for o in outcomes if o["kind"] == kind])["move"]


def play_game(seed: int, profile: str, vary: bool, stats: Stats, checks_per_position: int = 3,
              on_position: Callable[[dict[str, Any]], None] | None = None) -> None:
    """One random round from a seeded deal, stepping with the reference, comparing everywhere."""
    rng = random.Random(seed)
    rules = random_rules(rng, profile, vary)
    players, target = ref.PROFILES[profile][0], ref.resolve_rules(rules)[2]["V-TARGET"]
    scores = [rng.randint(0, target + 5), rng.randint(0, target + 5)] if rng.random() < 0.5 \
        else [0, 0]
    position = ref.deal_round(rng, rules, rng.randrange(players), scores)
    position["rules"] = rules
    stats.games += 1
    while True:
        if on_position is not None:
            on_position(position)
        outcomes = compare_legal(position, stats)
        for _ in range(checks_per_position):
            request = random_request(rng, position)
            if request is not None:
                compare_check(position, request, stats)
        move = choose_move(rng, outcomes)
        if rng.random() < 0.5:
            move = dict(move)
            for key in ("take", "with"):
                if key in move:
                    move[key] = rng.sample(move[key], len(move[key]))
        compare_check(position, move, stats)
        after = compare_play(position, move, stats)
        if after["round_over"]:
            return
        position = input_keys(after)
        position["rules"] = rules


def _draw_summing(rng: random.Random, deck: list[str], target: int, size: int) -> list[str] | None:
    numerals = [c for c in deck if ref.value_of(c) is not None]
    for _ in range(200):
        combo = rng.sample(numerals, size) if len(numerals) >= size else []
        if combo and sum(ref.value_of(c) or 0 for c in combo) == target:
            for c in combo:
                deck.remove(c)
            return combo
    return None


def _random_declaration(rng: random.Random, deck: list[str], owner: int) -> dict[str, Any] | None:
    if rng.random() < 0.5:
        target = rng.randint(3, 10)
        cards = _draw_summing(rng, deck, target, rng.choice((2, 2, 3)))
        kind = "simple"
    else:
        target = rng.randint(2, 10)
        cards = []
        for _ in range(rng.choice((2, 2, 3))):
            part = _draw_summing(rng, deck, target, rng.choice((1, 1, 2)))
            if part is None:
                return None
            cards += part
        kind = "family"
    if not cards:
        return None
    return {"value": target, "owner": owner, "kind": kind, "cards": cards}


def _take_value(rng: random.Random, deck: list[str], value: int) -> str | None:
    matching = [c for c in deck if ref.value_of(c) == value]
    if not matching:
        return None
    card = rng.choice(matching)
    deck.remove(card)
    return card


def random_position(rng: random.Random) -> dict[str, Any]:
    """A constructed mid-round position: declarations with reserves, odd tables, any variants."""
    profile = rng.choice(sorted(ref.PROFILES))
    players = ref.PROFILES[profile][0]
    rules = random_rules(rng, profile, True)
    deck = list(ref.DECK)
    rng.shuffle(deck)
    dealer, to_move = rng.randrange(players), rng.randrange(players)
    full = rng.randint(1, 4)
    played = {(dealer + 1 + k) % players for k in range((to_move - dealer - 1) % players)}
    hands: list[list[str]] = [[] for _ in range(players)]
    table: list[Any] = []
    owners = rng.sample(range(players), rng.choice((0, 1, 1, 2, 2, 3)) if players == 4
                        else rng.choice((0, 1, 1, 2)))
    for owner in owners:
        decl = _random_declaration(rng, deck, owner)
        reserve = _take_value(rng, deck, decl["value"]) if decl is not None else None
        if decl is None or reserve is None:
            continue
        table.append(decl)
        hands[owner].append(reserve)
        if rng.random() < 0.3:
            extra = _take_value(rng, deck, decl["value"])
            if extra is not None:
                hands[owner].append(extra)
    if rng.random() < 0.1:
        face = rng.choice(ref.FACE_RANKS)
        faces = [c for c in deck if ref.rank_of(c) == face]
        if len(faces) == 4:
            for c in faces:
                deck.remove(c)
            table += faces[:3]
            hands[to_move].append(faces[3])
    for _ in range(rng.randint(0, 6)):
        table.append(deck.pop())
    loose_values = [ref.value_of(e) or 0 for e in table if isinstance(e, str)]
    if loose_values and rng.random() < 0.6:
        wanted = sum(rng.sample(loose_values, min(len(loose_values), rng.randint(1, 2))))
        card = _take_value(rng, deck, wanted) if wanted <= 10 else None
        if card is not None:
            hands[to_move].append(card)
    full = max([full, *(len(h) + (s in played) for s, h in enumerate(hands))])
    for seat in range(players):
        while len(hands[seat]) < full - (seat in played):
            hands[seat].append(deck.pop())
    stock = deck[: 6 * players] if rng.random() < 0.3 and len(deck) >= 6 * players else []
    rest = [c for c in deck if c not in stock]
    captured: list[list[str]] = [[] for _ in range(players)]
    for c in rest[: rng.randint(0, len(rest))]:
        captured[rng.randrange(players)].append(c)
    target = ref.resolve_rules(rules)[2]["V-TARGET"]
    rng.shuffle(table)
    return {
        "format": ref.FORMAT,
        "rules": rules,
        "dealer": dealer,
        "to_move": to_move,
        "round_opening": rng.random() < 0.1,
        "hands": hands,
        "table": table,
        "stock": stock,
        "captured": captured,
        "xeris": [rng.choice((0, 0, 1, 2)) for _ in range(players)],
        "last_capturer": rng.choice([None, *range(players)]),
        "scores": [rng.randint(0, target + 5), rng.randint(0, target + 5)],
    }


def probe_position(seed: int, stats: Stats, checks: int = 8, plays: int = 6) -> None:
    """Compare legal outcomes, several plays and random checks on one constructed position."""
    rng = random.Random(seed)
    position = random_position(rng)
    status, answer, err = engine(["legal", "-"], position)
    if status != 0:
        stats.mismatches.append(Mismatch("legal: engine rejected position", position, None,
                                         err.strip(), None))
        return
    outcomes = compare_legal(position, stats)
    for _ in range(checks):
        request = random_request(rng, position)
        if request is not None:
            compare_check(position, request, stats)
    for outcome in rng.sample(outcomes, min(plays, len(outcomes))):
        compare_play(position, outcome["move"], stats)


# --------------------------------------------------------------------------- minimising


def disagrees(mismatch: Mismatch) -> Callable[[dict[str, Any]], bool]:
    """A predicate telling whether the same kind of disagreement still shows on a position."""
    move = mismatch.move

    def legal_differs(position: dict[str, Any]) -> bool:
        try:
            mine = {norm_outcome(o) for o in ref.legal_outcomes(position)}
            status, theirs, _ = engine(["legal", "-"], position)
        except Exception:  # noqa: BLE001 - a shrunken position may be unusable
            return False
        return status == 0 and mine != {norm_outcome(o) for o in theirs}

    def check_differs(position: dict[str, Any]) -> bool:
        assert move is not None
        try:
            mine = ref.check(position, move)
            status, theirs = engine_check(position, move)
        except Exception:  # noqa: BLE001
            return False
        if status != 0 or not isinstance(theirs, dict):
            return False
        if theirs.get("legal") != mine["legal"]:
            return True
        return bool(mine["legal"]) and norm_outcome(theirs["outcome"]) != norm_outcome(
            mine["outcome"])

    def play_differs(position: dict[str, Any]) -> bool:
        assert move is not None
        try:
            mine = ref.play(position, move)
            status, theirs = engine_play(position, move)
        except Exception:  # noqa: BLE001
            return False
        return status != 0 or bool(play_differences(mine, theirs))

    if mismatch.what.startswith("legal"):
        return legal_differs
    if mismatch.what.startswith("check"):
        return check_differs
    return play_differs


def _shrink_candidates(position: dict[str, Any], keep: set[str]) -> list[dict[str, Any]]:
    out = []
    seat = position["to_move"]
    players = len(position["hands"])
    if position.get("stock"):
        block = 6 * players
        out.append({**position, "stock": position["stock"][block:]})
    for s, hand in enumerate(position["hands"]):
        for c in hand:
            if c in keep or (s == seat and len(hand) == 1):
                continue
            hands = [list(h) for h in position["hands"]]
            hands[s].remove(c)
            out.append({**position, "hands": hands})
    for i, entry in enumerate(position["table"]):
        cards = [entry] if isinstance(entry, str) else entry["cards"]
        if keep & set(cards):
            continue
        out.append({**position, "table": position["table"][:i] + position["table"][i + 1:]})
    for s, pile in enumerate(position.get("captured") or []):
        if pile:
            captured = [list(p) for p in position["captured"]]
            captured[s] = []
            out.append({**position, "captured": captured})
            captured = [list(p) for p in position["captured"]]
            captured[s] = captured[s][: len(captured[s]) // 2]
            out.append({**position, "captured": captured})
    if any(position.get("xeris") or []):
        out.append({**position, "xeris": [0] * players})
    if any(position.get("scores") or []):
        out.append({**position, "scores": [0, 0]})
    return out


def minimize(mismatch: Mismatch) -> dict[str, Any]:
    """Greedily drop cards, piles and counters while the disagreement persists."""
    predicate = disagrees(mismatch)
    keep: set[str] = set()
    if mismatch.move is not None:
        move = norm_move(mismatch.move)
        keep = {move["card"], *move.get("take", []), *move.get("with", [])}
    position = json.loads(json.dumps(mismatch.position))
    if not predicate(position):
        return position
    changed = True
    while changed:
        changed = False
        for candidate in _shrink_candidates(position, keep):
            if predicate(candidate):
                position = candidate
                changed = True
                break
    return position


def summary(stats: Stats) -> str:
    return (f"{stats.games} games, {stats.positions} positions, {stats.outcomes} outcomes, "
            f"{stats.plays} plays, {stats.checks} checks ({stats.checks_legal} legal), "
            f"{len(stats.mismatches)} mismatches")

