"""The match comments call a decision costly only beyond its estimate's error (issue 40),
as the round review does; comments kept before the error was are read as before."""

from __future__ import annotations

from diloti_qt.ui.replay.comments import MIN_LOSS, costly


def test_a_loss_within_its_error_is_not_called_costly():
    big = MIN_LOSS + 3.0
    comments = {
        3: {"loss": big, "error": 1.0},          # clearly lost
        5: {"loss": big, "error": big + 1.0},    # maybe luck of the worlds
        7: {"loss": big},                        # kept before the error was
        9: {"loss": MIN_LOSS / 2, "error": 0.0},  # too small to mention
    }
    assert costly(comments) == [3, 7]
