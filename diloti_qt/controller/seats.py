"""Where each seat sits on the screen (R41, V-DIRECTION): the human at the bottom."""

from __future__ import annotations

from diloti_qt.engine import Rules

PLACES = ("bottom", "right", "top", "left")


def clockwise(rules: Rules) -> bool:
    """V-DIRECTION=clockwise mirrors the display; the turn order in seats never changes."""
    return rules.variants.get("V-DIRECTION") == "clockwise"


def seat_places(players: int, human: int, mirrored: bool = False) -> dict[int, str]:
    """Seat -> bottom | right | top | left.

    Seats increase in turn order. Counter-clockwise (R41), the seat after yours sits on your
    right and your partner opposite; clockwise the left and right seats swap.
    """
    if players == 2:
        return {human: "bottom", (human + 1) % 2: "top"}
    out = {}
    for step, place in enumerate(PLACES):
        if mirrored and place in ("left", "right"):
            place = "left" if place == "right" else "right"
        out[(human + step) % 4] = place
    return out
