"""What the marks do to the cards themselves: dimmed out of a dragged card's reach, the
hint's and the keyboard focus's halos, and the keyboard's card above its neighbours."""

from __future__ import annotations

from diloti_qt.ui.presenter.snapshot import TableSnapshot

from .dressing import Marks
from .places import Layout
from .sprite import CardSprite

FOCUS_LIFT = 50.0  # z above its place for the keyboard's card: over the hand, under a flight


def mark_cards(sprites: dict[int, CardSprite], snap: TableSnapshot | None,
               lay: Layout | None, old: Marks, marks: Marks) -> None:
    """The cards as `marks` say, after `old`."""
    for key, sprite in sprites.items():
        dim = False
        if marks.dragging is not None and snap is not None and key != marks.dragging:
            pile = snap.pile_of(key)
            if pile is not None:
                dim = pile.key not in marks.reach and pile.key not in marks.selection
            else:
                dim = key in snap.hand
        sprite.set_dimmed(dim)
    for card, halo in ((old.hint.card if old.hint else None, "hint"),
                       (old.focus_card, "focus")):
        if card is not None and sprites[card].halo == halo:
            sprites[card].set_halo(None)
    if marks.focus_card is not None:
        sprites[marks.focus_card].set_halo("focus")
    lift_focus(sprites, lay, marks.focus_card, old.focus_card)
    if marks.hint is not None:
        sprites[marks.hint.card].set_halo("hint")


def lift_focus(sprites: dict[int, CardSprite], lay: Layout | None, focus: int | None,
               before: int | None = None) -> None:
    """The keyboard's card `focus` above the cards beside it (its ring all round, not half
    under the next card); the card focused `before` back at its place's height."""
    if lay is None:
        return
    if before is not None and before != focus:
        place = lay.cards.get(before)
        if place is not None and not sprites[before].moving:
            sprites[before].setZValue(place.z)
    place = lay.cards.get(focus) if focus is not None else None
    if place is not None and not sprites[focus].moving:
        sprites[focus].setZValue(place.z + FOCUS_LIFT)
