"""Custom item data roles shared by the models."""

from enum import IntEnum

from PySide6.QtCore import Qt


class Roles(IntEnum):
    CARD = Qt.ItemDataRole.UserRole + 1  # int card id (hand rows, loose table piles)
    CARDS = Qt.ItemDataRole.UserRole + 2  # list[int] of a pile's cards
    KIND = Qt.ItemDataRole.UserRole + 3  # "loose" | "simple" | "family"
    VALUE = Qt.ItemDataRole.UserRole + 4  # int value of a declaration (card value if loose)
    OWNER = Qt.ItemDataRole.UserRole + 5  # owning seat of a declaration, else None
    KEY = Qt.ItemDataRole.UserRole + 6  # stable identity of a row
    EVENT = Qt.ItemDataRole.UserRole + 7  # a history row's HistoryEvent
