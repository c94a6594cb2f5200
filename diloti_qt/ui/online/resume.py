"""At start: the app closed or crashed at a table with friends; take the seat back (the
Play with friends dialog comes back to it, then the window's table shows the match). Only
the small file of saved seats is read unless there is a seat to go back to."""

from __future__ import annotations

from .saved import SavedSeats


def resume_at_start(window) -> None:
    seat = SavedSeats().latest()
    if seat is not None:
        from .dialog import open_friends_dialog

        open_friends_dialog(window).resume(seat)
