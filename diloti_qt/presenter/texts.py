"""The words shown with a stage: score line, round, whose turn, counts, badges, banner,
tooltips. Built from the stage's snapshot and the seat names of the TableSource."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from diloti_qt.controller import words
from diloti_qt.controller.port import Presence, SeatTable
from diloti_qt.engine.cards import VALUE, pretty

from .snapshot import Pile, TableSnapshot, components


def _tr(text: str) -> str:
    return QCoreApplication.translate("Table", text)


@dataclass(frozen=True)
class SeatText:
    """A seat's name label as the table shows it: the name, whether it is its turn, the
    tooltip."""
    name: str  # "Your turn" for the human on its turn; with the mark when there is one
    turn: bool
    tip: str
    presence: Presence = Presence.LOCAL  # online: the connection mark's colour
    mark: str = ""  # online: "away", "a computer plays" (already in `name`)


@dataclass(frozen=True)
class PileText:
    """A capture pile's count label."""

    count: str
    tip: str


@dataclass(frozen=True)
class BadgeText:
    """A declaration's badge: its value in words, which side owns it, the tooltip."""
    text: str
    ours: bool  # the human's side owns it (blue), else the other side (red)
    tip: str
    initial: str  # of the owner's name (four players)


@dataclass(frozen=True)
class TableTexts:
    """Every text the table shows for one stage: score, round line, seats, dealer, stock,
    piles."""
    score: str
    round: str  # on one line: "Round 2 · Computer deals · deal 4711"
    seats: dict[int, SeatText]
    dealer: str
    dealer_tip: str
    stock_tip: str
    piles: dict[int, PileText]  # capture piles, by seat
    badges: dict[tuple, BadgeText]  # declarations, by pile key
    banner: str  # the human's obligation
    direction: tuple[str, str] | None  # four players: caption and tooltip
    round_lines: tuple[str, ...] = ()  # the round line on two, where one is too wide


def table_texts(snap: TableSnapshot, source: SeatTable, watcher: bool = False) -> TableTexts:
    """A lesson (no match) shows no round and no dealer, and a score line only where its
    position carries scores. `watcher`: the table is only watched (nobody at it deals as
    "you")."""
    match = source.plays_match()
    return TableTexts(
        score=score_line(snap, source, watcher) if match or any(snap.scores) else "",
        round=round_line(snap, source, watcher) if match else "",
        seats={s: seat_text(snap, source, s) for s in range(snap.players)},
        dealer=_tr("Dealer") if match else "",
        dealer_tip=_tr("{name} dealt this round").format(name=source.seat_name(snap.dealer)),
        stock_tip=QCoreApplication.translate("Table", "Stock: %n card(s) left to deal", None,
                                             len(snap.stock)),
        piles={s: pile_text(snap, source, s) for s in range(snap.players)},
        badges={p.key: badge_text(snap, source, p) for p in snap.piles if p.is_decl},
        banner=obligation(snap) if source.seat_plays(snap.human) else "",  # a replay: none
        direction=direction_text(snap, source) if snap.players == 4 else None,
        round_lines=round_lines(snap, source, watcher) if match else (),
    )


def side_names(side_of: Sequence[int], seat_name: Callable[[int], str], viewer: int,
               watching: bool = False) -> list[str]:
    """The two sides' names, side 0 first, as the person at seat `viewer` knows them (the
    one place that names them: the table's score line, the score sheets, the replay):
    with two players the players' names; with four, Us and Them, or each side's two names
    for someone who only watches and has no side. `side_of[seat]`: the seat's side."""
    seats = [[s for s in range(len(side_of)) if side_of[s] == side] for side in (0, 1)]
    if len(side_of) == 2:
        return [seat_name(seats[side][0]) for side in (0, 1)]
    if watching:
        return [_tr("{a} and {b}").format(a=seat_name(a), b=seat_name(b)) for a, b in seats]
    mine = side_of[viewer]
    return [_tr("Us") if side == mine else _tr("Them") for side in (0, 1)]


def score_line(snap: TableSnapshot, source: SeatTable, watcher: bool = False) -> str:
    mine = snap.side_of[snap.human]
    names = side_names(snap.side_of, source.seat_name, snap.human, watcher)
    return _tr("{me} {a} · {them} {b} · to {target}").format(
        me=names[mine], a=snap.scores[mine], them=names[1 - mine], b=snap.scores[1 - mine],
        target=snap.target)


def round_line(snap: TableSnapshot, source: SeatTable, watcher: bool = False) -> str:
    """'Round 2 · Computer deals · deal 4711': the deal number deals the match again."""
    text = _round_words(snap, source, watcher)
    number = source.deal_number
    if number is None:
        return text
    return _tr("{round} · deal {number}").format(round=text, number=number)


def round_lines(snap: TableSnapshot, source: SeatTable,
                watcher: bool = False) -> tuple[str, ...]:
    """The round line on two: 'Round 2 · Computer deals' over 'deal 4711' (one line without
    a deal number)."""
    text = _round_words(snap, source, watcher)
    number = source.deal_number
    if number is None:
        return (text,)
    return text, _tr("deal {number}").format(number=number)


def _round_words(snap: TableSnapshot, source: SeatTable, watcher: bool) -> str:
    if snap.dealer == snap.human and not watcher:
        return _tr("Round {n} · you deal").format(n=snap.round_number)
    return _tr("Round {n} · {name} deals").format(n=snap.round_number,
                                                  name=source.seat_name(snap.dealer))


def seat_text(snap: TableSnapshot, source: SeatTable, seat: int) -> SeatText:
    turn = snap.to_move == seat and not snap.round_over and source.seat_plays(seat)
    name = source.seat_name(seat)
    presence = source.presence(seat)
    tip = "" if seat == snap.human else QCoreApplication.translate(
        "Table", "%n card(s) in hand", None, len(snap.hands[seat]))
    said = presence_tip(presence, name, seat == snap.human)
    tip = "\n".join(x for x in (tip, said) if x)
    if seat == snap.human and turn:
        name = _tr("Your turn")
    mark = presence_mark(presence)
    if source.seat_muted(seat):  # F6: the muted friend's seat says so
        mark = _tr("{mark} · {muted}").format(mark=mark, muted=_tr("muted")) if mark \
            else _tr("muted")
    if mark:
        name = _tr("{name} · {mark}").format(name=name, mark=mark)
    return SeatText(name, turn, tip, presence, mark)


def presence_mark(presence: Presence) -> str:
    """The word beside a seat's name when its player is not simply there."""
    if presence is Presence.AWAY:
        return _tr("away")
    if presence is Presence.STAND_IN:
        return _tr("a computer plays")
    if presence is Presence.UNKNOWN:
        return _tr("not known")
    return ""


def presence_tip(presence: Presence, name: str, mine: bool = False) -> str:
    if mine:
        return {Presence.HERE: _tr("You are connected to the table."),
                Presence.AWAY: _tr("Your connection dropped: trying to come back…"),
                Presence.STAND_IN: _tr("A computer played for you while you were away."),
                }.get(presence, "")
    texts = {
        Presence.HERE: _tr("{name} is at the table (connected)."),
        Presence.AWAY: _tr("{name}'s connection dropped: the seat waits for them to come "
                           "back."),
        Presence.STAND_IN: _tr("{name} is away: a computer plays the seat until they come "
                               "back."),
        Presence.COMPUTER: _tr("A computer player."),
        Presence.UNKNOWN: _tr("Whether {name} is at the table is not known: this app cannot "
                              "reach the server."),
    }
    text = texts.get(presence, "")
    return text.format(name=name) if text else ""


def pile_text(snap: TableSnapshot, source: SeatTable, seat: int) -> PileText:
    count = len(snap.captured[seat])
    xeris = len(snap.xeri_cards[seat])
    four = snap.players == 4
    mine = snap.side_of[snap.human]
    ours = snap.side_of[seat] == mine
    cards = QCoreApplication.translate("Table", "%n card(s)", None, count)
    xeri_text = QCoreApplication.translate("Table", "%n xeri(s)", None, xeris)
    if not four:
        tip = _tr("Pile of {owner}: {cards}, {xeris}")
    elif ours:
        tip = _tr("Pile of {owner} (your side): {cards}, {xeris}")
    else:
        tip = _tr("Pile of {owner} (the other side): {cards}, {xeris}")
    tip = tip.format(owner=source.seat_name(seat), cards=cards, xeris=xeri_text)
    if four:
        taken = [0, 0]
        for s in range(snap.players):
            taken[snap.side_of[s]] += len(snap.captured[s])
        tip += "\n" + _tr("Cards taken so far: your side {ours}, the other side {theirs} "
                          "(R40).").format(ours=taken[mine], theirs=taken[1 - mine])
    return PileText(str(count) if count else "", tip)


def direction_text(snap: TableSnapshot, source: SeatTable) -> tuple[str, str]:
    """Four players: which way the turn passes (R41), mirrored with V-DIRECTION."""
    order = [(snap.human + k) % 4 for k in range(4)]
    names = ", ".join(source.seat_name(s) for s in order)
    if snap.clockwise:
        return _tr("↻ clockwise"), _tr("Play passes clockwise (V-DIRECTION): {order}.").format(
            order=names)
    return _tr("↺ counter-clockwise"), _tr(
        "Play passes counter-clockwise, as on a Greek table (R41): {order}.").format(order=names)


def badge_text(snap: TableSnapshot, source: SeatTable, pile: Pile) -> BadgeText:
    if pile.kind == "family":
        count = sum(VALUE[c] for c in pile.cards) // max(1, pile.value)
        text = _tr("{value} ×{count}").format(value=pile.value, count=count)
    else:
        text = str(pile.value)
    ours = pile.owner is not None and snap.side_of[pile.owner] == snap.side_of[snap.human]
    initial = source.seat_name(pile.owner)[:1].upper() if pile.owner is not None else ""
    return BadgeText(text, ours, decl_tooltip(snap, source, pile), initial)


def pile_words(pile: Pile, owner: str, long: bool = False) -> str:
    """A table pile in words, its cards in the order they lie on the felt: '7♥', or
    'declaration of 8, You: 5♣+3♥', a family 'family of sevens, You: 7♠ · 4♥+3♣' (long:
    card names)."""
    if not pile.is_decl:
        return words.card_long_name(pile.cards[0]) if long else pretty(pile.cards[0])
    if pile.kind == "family":
        what = _tr("family of {plural}").format(plural=words.plural_value(pile.value))
    else:
        what = _tr("declaration of {value}").format(value=pile.value)
    groups = components(pile)
    cards = (", ".join(words.card_long_name(c) for g in groups for c in g) if long
             else " · ".join("+".join(pretty(c) for c in g) for g in groups))
    return _tr("{what}, {owner}: {cards}").format(what=what, owner=owner, cards=cards)


def decl_tooltip(snap: TableSnapshot, source: SeatTable, pile: Pile) -> str:
    """A declaration's tooltip, as rich text so that Qt wraps it: what it is, its cards (a
    family's components), its owner and what the owner must do."""
    owner = source.seat_name(pile.owner) if pile.owner is not None else ""
    groups = components(pile)
    if pile.kind == "family":
        title = _tr("Family of {plural}").format(plural=words.plural_value(pile.value))
        cards = _tr("Components: {parts}").format(
            parts=" · ".join("+".join(pretty(x) for x in g) for g in groups))
    else:
        title = _tr("Declaration of {value}").format(value=pile.value)
        cards = _tr("Cards: {cards}").format(cards=" + ".join(pretty(x) for x in groups[0]))
    lines = [cards, _tr("Owner: {owner}").format(owner=owner)]
    if pile.owner == snap.human:
        lines.append(obligation(snap))
    elif pile.owner is not None:
        lines.append(_tr(
            "{owner} must take it with a card of {value} before the round ends, unless "
            "someone takes it or changes it first.").format(owner=owner, value=pile.value))
    if snap.players == 4 and pile.owner is not None:
        lines.append(team_line(snap, source, pile))
    from html import escape

    body = "<br>".join(escape(x, quote=False) for x in lines if x)
    return f"<qt><b>{escape(title, quote=False)}</b><br>{body}</qt>"


def team_line(snap: TableSnapshot, source: SeatTable, pile: Pile) -> str:
    """Four players: whose side owns the pile, and what that leaves you (R42)."""
    if pile.owner == snap.human:
        return _tr("Your side's declaration (blue).")
    if not source.is_partner(pile.owner):
        return _tr("The other side's declaration (red).")
    takes = raises = False
    cards = frozenset(pile.cards)
    if snap.to_move == snap.human and not snap.round_over:  # the stage shows your turn
        for card in snap.hand:
            # A declaration is taken only whole (R14): the card's reach says if it is
            # taken; a raise is among the moves of the card onto the pile (bounded).
            takes |= cards <= source.card_reach(card).captures
            raises |= any(m.kind == "raise" for m in source.moves_for(card, cards).moves)
    if takes and raises:
        return _tr("Your partner's declaration (blue). Its duty is theirs alone: you may "
                   "take it or raise it now (R42).")
    if takes:
        return _tr("Your partner's declaration (blue). Its duty is theirs alone: you may "
                   "take it now (R42).")
    if raises:
        return _tr("Your partner's declaration (blue). Its duty is theirs alone: you may "
                   "raise it now (R42).")
    return _tr("Your partner's declaration (blue). Its duty is theirs alone: you may take "
               "it or raise it like any other (R42).")


def obligation(snap: TableSnapshot) -> str:
    """What the human must and may do for the declaration it owns at this stage."""
    own = snap.owned_by(snap.human)
    if own is None or (snap.in_play is not None and set(own.cards) & set(snap.in_play[1])):
        return ""  # none, or it is being taken: the history already says so
    return words.obligation_sentence(own.value, own.kind == "family", snap.hand)
