"""Incremental updates for list models: remove vanished rows, insert new ones in place."""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from PySide6.QtCore import QAbstractListModel, QModelIndex


def update_rows(model: QAbstractListModel, rows: list, new: Sequence, key=lambda x: x) -> None:
    """Turn `rows` (the model's backing list) into `new` with row signals, keeping order."""
    new_keys: list[Hashable] = [key(x) for x in new]
    keep = set(new_keys)
    for i in range(len(rows) - 1, -1, -1):
        if key(rows[i]) not in keep:
            model.beginRemoveRows(QModelIndex(), i, i)
            del rows[i]
            model.endRemoveRows()
    old_keys = [key(x) for x in rows]
    if old_keys != [k for k in new_keys if k in set(old_keys)]:
        model.beginResetModel()
        rows[:] = list(new)
        model.endResetModel()
        return
    for i, item in enumerate(new):
        if i >= len(rows) or key(rows[i]) != new_keys[i]:
            model.beginInsertRows(QModelIndex(), i, i)
            rows.insert(i, item)
            model.endInsertRows()
    for i, item in enumerate(new):
        if rows[i] != item:
            rows[i] = item
            idx = model.index(i, 0)
            model.dataChanged.emit(idx, idx)
