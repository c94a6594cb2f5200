"""The line a puzzle's round is played out along (controller/puzzle_play.py): a job for the
controller's worker, a thread or a process, so nothing here loads Qt."""

from __future__ import annotations

from diloti_qt.engine import Move, PlayerView, parse_position

LINE_NODES = 200_000  # a best move's search, at most (a shipped puzzle needs far fewer)


def best_line(position: dict, first: Move, node_limit: int = LINE_NODES) -> list[Move]:
    """The job (top level: a worker process can run it): `first` played from `position`
    (NOTATION's JSON), then both sides' best moves to the round's end, by the exact solver;
    a search past `node_limit` nodes gives way to Medium for the rest of the line (every
    computer player honours its budget). Returns the moves after `first`."""
    import random

    from diloti_qt.ai import make_player
    from diloti_qt.ai.solver import OutOfNodesError, Solver

    state = parse_position(position)
    state.apply(first)
    rng = random.Random(0)
    out = []
    while not state.round_over:
        try:
            move, _ = Solver(state, node_limit).best_move(state)
        except OutOfNodesError:
            move = make_player("medium").choose(PlayerView.of(state, state.to_move), rng)
        out.append(move)
        state.apply(move)
    return out
