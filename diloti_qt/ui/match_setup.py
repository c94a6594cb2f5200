"""What a match is set up with, without the dialogs that set it: the levels a player may
choose, each computer seat's level, and the deal number shown under the score sheet."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def player_levels() -> tuple[str, ...]:
    """The computer levels a player may choose, weakest first."""
    from diloti_qt.ai import PLAYER_LEVELS

    return PLAYER_LEVELS


def seat_levels(players: int, opponents: str, partner: str | None = None) -> dict[int, str]:
    """The computer seats' levels around the person in seat 0 (R40: seat 2 is the partner)."""
    if players == 2:
        return {1: opponents}
    return {1: opponents, 2: partner or opponents, 3: opponents}


def deal_text(controller) -> str:
    """"Deal 4711 · round 3": the number that deals this match again (Game ▸ Play deal…)."""
    number = controller.deal_number  # None for a loaded position: no deal deals it again
    if number is None:
        return ""
    return QCoreApplication.translate("PlayDeal", "Deal {number} · round {n}").format(
        number=number, n=controller.round_number)
