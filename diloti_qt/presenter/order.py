"""Where each pile lies on the table: the order the round's public moves put them in.

A laid card goes after the others; a declaration takes the place of the first pile it was
built from; a capture leaves a gap the others close. Move by move the order is kept from
the last one (`piles_after`, from the engine's outcome: O(table)); after a change that was
not a move (an undo, a resume, a loaded position) it is replayed once from the round's
opening table and moves (`table_order`), so the same position always shows the same order.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from diloti_qt.engine import Decl, Move

Opening = tuple[tuple[int, ...], tuple[Decl, ...]]  # the table a round (or position) began with


def plain_order(loose: Iterable[int], decls: Iterable[Decl]) -> list[int | Decl]:
    """Loose cards by rank, then the declarations: a table nobody has played on yet."""
    return [*sorted(loose), *sorted(decls, key=Decl.sort_key)]


def table_order(opening: Opening, history: Sequence[tuple[int, Move]], loose: Iterable[int],
                decls: Iterable[Decl]) -> list[int | Decl]:
    """The table's piles (`loose` cards and `decls`) in display order: the `opening` table
    in plain order, then the round's moves so far (`history`); the plain order if the moves
    do not explain the table."""
    now = plain_order(loose, decls)
    piles = {_cards(p): p for p in now}
    entries = _replay([_cards(p) for p in plain_order(*opening)], history)
    if entries is None or set(entries) != set(piles):
        return now
    return [piles[e] for e in entries]


def _cards(pile: int | Decl) -> frozenset[int]:
    return frozenset(pile.cards) if isinstance(pile, Decl) else frozenset([pile])


def _replay(entries: list[frozenset[int]],
            history: Sequence[tuple[int, Move]]) -> list[frozenset[int]] | None:
    """The piles, in order, that the moves make of the opening piles `entries`; None if
    the moves do not fit them."""
    for _seat, move in history:
        if move.action == "lay":
            entries.append(frozenset([move.card]))
            continue
        wanted = set(move.cards)
        touched = [i for i, e in enumerate(entries) if e & wanted]
        if not touched or any(not entries[i] <= wanted for i in touched):
            return None
        if sum(len(entries[i]) for i in touched) != len(wanted):
            return None
        first = touched[0]
        if move.action != "capture":
            entries[first] = frozenset(wanted | {move.card})
            touched = touched[1:]
        for i in reversed(touched):
            del entries[i]
    return entries


def order_after(order: Sequence[int | Decl], move: Move, pile: Decl | None
                ) -> list[int | Decl] | None:
    """The piles in display order after `move` (its outcome's `pile`: the declaration it
    made or changed) was played on piles lying in `order`; None if the move does not fit
    them (the caller replays the round instead). One move: O(table)."""
    if move.action == "lay":
        return [*order, move.card]
    wanted = set(move.cards)
    touched = [i for i, p in enumerate(order) if wanted & _cards(p)]
    if not touched or sum(len(_cards(order[i])) for i in touched) != len(wanted) or any(
            not _cards(order[i]) <= wanted for i in touched):
        return None
    out = list(order)
    if move.action != "capture":
        if pile is None:
            return None
        out[touched[0]] = pile
        touched = touched[1:]
    for i in reversed(touched):
        del out[i]
    return out
