"""What a saved game must mean before it is resumed, asked of the engine; repairs where a
save can be repaired, UnplayableError where it cannot.

Reading a save checks its shape (savegame.py); this checks its meaning: the rounds' scores
add up and no round was played after the match was won (R37, R38); the move list replays
from the round's start, every move legal in turn (engine `check`), to the saved position, or
the save is treated as having no move list; hands hold at most six cards, as a deal leaves
them (R5, R7, R8, R41); the seat to move holds cards and has a legal move; every seat but the
person's has a computer level and the person's has none; target, rounds, history lines and
undo steps stay within the limits below. A failure raises
UnplayableError naming what is wrong (the file is then set aside with a notice); what can be
repaired is repaired and listed for the log.
"""

from __future__ import annotations

from diloti_qt.engine import (
    Match,
    State,
    as_request,
    card_name,
    check,
    has_legal_move,
    match_winner,
    reserve_cards,
    round_points,
)
from diloti_qt.engine.state import HAND_SIZE
from diloti_qt.history_events import HistoryEvent

from .atomic import UnplayableError
from .saved import SavedGame

MAX_TARGET = 9999  # the New match dialog's largest target (a test keeps the two equal)
MAX_ROUNDS = 5000  # a round gives 7 or more points: 5000 rounds reach any target above
MAX_HISTORY_LINES = 20_000  # older lines of the match's history are dropped beyond this
MAX_LINE_CHARS = 400
MAX_UNDO = 64  # the controller keeps one step per move of the person in the round (<= 24)


def check_match(match: Match, start: State | None) -> list[str]:
    """Check `match` (its `round_start` is `start`, None when the save had none) and repair
    it in place; returns the repairs made, raises UnplayableError."""
    rules = match.rules
    if not 1 <= rules.target <= MAX_TARGET:
        raise UnplayableError(f"target {rules.target} is not 1-{MAX_TARGET}")
    if len(match.rounds) > MAX_ROUNDS:
        raise UnplayableError(f"{len(match.rounds)} rounds (at most {MAX_ROUNDS})")
    _check_rounds(match)
    repairs: list[str] = []
    state = match.state
    base = _scores_before(match)
    if state.round_over:
        _check_round_over(match, base, repairs)
    elif state.scores != base:
        raise UnplayableError(f"scores {state.scores}, but the rounds played add up to {base}")
    _check_position(state)
    problem = _replay_problem(start, state, base) if start is not None else "no round start"
    if problem is not None:
        # Saves written before the round review existed have no round start: the review
        # then starts from the current position, and so does the move list.
        state.history.clear()
        repairs.append(f"move list dropped ({problem})")
    match.round_start = start if problem is None else state.clone()
    return repairs


def check_saved_game(game: SavedGame, start: State | None) -> list[str]:
    """Check and repair a whole saved game: its match, seats, undo steps and history lines.
    Whether the person has played is kept (`person_played`), also when the move list that
    showed it is dropped."""
    human = game.human
    played = any(seat == human for seat, _move in game.match.state.history)
    repairs = check_match(game.match, start)
    game.person_played = game.person_played or played
    _check_seats(game)
    moves_kept = start is not None and game.match.round_start is start  # not replaced
    repairs += _check_undo(game, moves_kept)
    repairs += _bound_history(game)
    return repairs


# -- rounds and scores ------------------------------------------------------------------------

def _recorded(match: Match) -> bool:
    """Whether the current (finished) round is already among `match.rounds`."""
    return match.round_number == len(match.rounds)


def _scores_before(match: Match) -> list[int]:
    """The totals before the current round: the last completed round's."""
    completed = match.rounds[:-1] if _recorded(match) else match.rounds
    return list(completed[-1].scores_after) if completed else [0, 0]


def _check_rounds(match: Match) -> None:
    """R37: totals accumulate each round's points; R38: no round after the match was won."""
    rules = match.rules
    n = rules.players
    scores = [0, 0]
    for number, record in enumerate(match.rounds, start=1):
        where = f"round {number}"
        if match_winner(scores, rules.target) is not None:
            raise UnplayableError(f"{where} was played after the match was won")
        if not 0 <= record.dealer < n:
            raise UnplayableError(f"{where}: dealer {record.dealer} is not a seat")
        if len(record.breakdown) != 2:
            raise UnplayableError(f"{where}: the points of each side are not all there")
        totals = [side.total for side in record.breakdown]
        if any(p < 0 for p in record.points) or totals != list(record.points):
            raise UnplayableError(f"{where}: points {record.points} do not match {totals}")
        scores = [a + b for a, b in zip(scores, record.points, strict=True)]
        if list(record.scores_after) != scores:
            raise UnplayableError(f"{where}: totals {record.scores_after}, not {scores}")


def _check_round_over(match: Match, base: list[int], repairs: list[str]) -> None:
    state, rules = match.state, match.rules
    points = round_points(rules, state.captured, state.xeris)
    if state.round_points != points:
        raise UnplayableError(f"round points {state.round_points}, the cards give {points}")
    scores = [a + b for a, b in zip(base, points, strict=True)]
    if state.scores != scores:
        raise UnplayableError(f"scores {state.scores} after the round, not {scores}")
    if state.match_winner != match_winner(scores, rules.target):
        raise UnplayableError(f"match winner {state.match_winner!r} does not follow the scores")
    if not _recorded(match):
        match.finish_round()
        repairs.append("the finished round is recorded")
    last = match.rounds[-1]
    if list(last.points) != points or list(last.scores_after) != scores:
        raise UnplayableError("the last round's record does not match the finished round")


# -- the position -----------------------------------------------------------------------------

def _check_position(state: State) -> None:
    """Hands as a deal leaves them (R5, R7, R8, R41), xeris that captures made, owners that
    hold their reserve, and a seat to move that holds a card and has a legal move. (Each of
    the 52 cards once: savegame.py.)"""
    n = state.players
    for seat, hand in enumerate(state.hands):
        if len(hand) > HAND_SIZE:
            raise UnplayableError(f"seat {seat} holds {len(hand)} cards (at most {HAND_SIZE})")
    for seat, xeris in enumerate(state.xeris):
        if xeris > len(state.captured[seat]) // 2:  # each xeri is a capture of 2+ cards (R15)
            raise UnplayableError(f"seat {seat}: {xeris} xeris with "
                                  f"{len(state.captured[seat])} cards captured")
    for d in state.decls:
        # R18, R29: an owner keeps a card of its pile's value until it takes the pile (which
        # is why no pile outlives a round, R31); a pile whose owner holds none would leave
        # that seat without a move on its turn.
        if not reserve_cards(state.hands[d.owner], d.value):
            raise UnplayableError(f"seat {d.owner} owns a declaration of {d.value} but holds "
                                  f"no card of that value")
    if state.round_over:
        if any(state.hands) or state.stock or state.loose or state.decls:
            raise UnplayableError("the round is over but cards are still in play")
        return
    order = [(state.dealer + i) % n for i in range(1, n + 1)]  # who plays first (R8, R41)
    turn = order.index(state.to_move)
    sizes = [len(state.hands[seat]) for seat in order]
    k = sizes[turn]
    if k == 0 or sizes[:turn] != [k - 1] * turn or sizes[turn:] != [k] * (n - turn):
        raise UnplayableError(f"hands of {sizes} cards with seat {state.to_move} to move "
                              "cannot come from a deal")
    if not has_a_move(state):
        raise UnplayableError(f"seat {state.to_move} has no legal move")


def has_a_move(state: State) -> bool:
    """Whether the seat to move holds a card and has a legal move: the engine's lazy
    `has_legal_move`, which stops at the first legal move (bounded on any table)."""
    seat = state.to_move
    if seat is None or state.round_over or not state.hands[seat]:
        return False
    return has_legal_move(state)


def _replay_problem(start: State, state: State, base: list[int]) -> str | None:
    """None if `start` is a position of this round (a deal, or where a repaired save's move
    list begins) from which the saved moves replay, each legal in turn (engine `check`), to
    `state`; else what is wrong."""
    if start.history or start.round_over or start.scores != base:
        return "the round start is not where this round began"
    try:
        _check_position(start)
    except UnplayableError as e:
        return f"the round start cannot be played ({e})"
    replay = start.clone()
    for number, (seat, move) in enumerate(state.history, start=1):
        if replay.round_over or seat != replay.to_move:
            return f"move {number} is played out of turn"
        verdict = check(replay, as_request(move))
        if not verdict.legal or verdict.move != move:
            return f"move {number} ({card_name(move.card)}) is not legal: {verdict.reason}"
        replay.apply(move)
    if replay != state or replay.round_points != state.round_points:
        return "the moves do not lead to the saved position"
    return None


# -- seats, undo, history ---------------------------------------------------------------------

def levels() -> tuple[str, ...]:
    """The computer levels there are, by name: reading a save before the first paint loads
    no player (Expert's modules and multiprocessing took a quarter of a second)."""
    from diloti_qt.ai import LEVELS

    return LEVELS


def _check_seats(game: SavedGame) -> None:
    n = game.match.rules.players
    if game.human in game.levels:
        raise UnplayableError("the computer plays the person's seat (a demonstration is not "
                              "resumed)")
    for seat in range(n):
        if seat != game.human and seat not in game.levels:
            raise UnplayableError(f"seat {seat} has no computer level")
    for seat, level in game.levels.items():
        if level not in levels():
            raise UnplayableError(f"seat {seat}: unknown level {level[:40]!r}")


def _check_undo(game: SavedGame, moves_kept: bool) -> list[str]:
    """Undo steps go back along the saved move list; if one does not, all are dropped (the
    match itself is intact, only taking moves back is lost)."""
    if not game.undo:
        return []
    problem = _undo_problem(game) if moves_kept else "no move list to take back"
    if problem is None:
        return []
    game.undo.clear()
    return [f"undo steps dropped ({problem})"]


def _undo_problem(game: SavedGame) -> str | None:
    match = game.match
    if len(game.undo) > MAX_UNDO:
        return f"{len(game.undo)} steps"
    moves = match.state.history
    completed = len(match.rounds) - (1 if _recorded(match) else 0)
    replay = match.round_start.clone()
    states = [replay.clone()]
    for _seat, move in moves:
        replay.apply(move)
        states.append(replay.clone())
    for i, step in enumerate(game.undo):
        state, rounds, recorded = step.point
        done = len(state.history)
        if (recorded or rounds != completed or state.round_over or done >= len(states)
                or state.history != moves[:done] or state != states[done]):
            return f"step {i + 1} is not on the way to the saved position"
    return None


def _bound_history(game: SavedGame) -> list[str]:
    """At most MAX_HISTORY_LINES entries, lines of text of at most MAX_LINE_CHARS: the oldest
    entries are dropped (also from the undo steps' copies, which are the same entries), so
    the history list stays quick."""
    repairs = []
    extra = len(game.history) - MAX_HISTORY_LINES
    if extra > 0:
        game.history = game.history[extra:]
        for step in game.undo:
            step.history = step.history[extra:]
        repairs.append(f"the {extra} oldest history lines dropped")
    long = [e for e in game.history if len(e.text) > MAX_LINE_CHARS]
    if long:
        game.history = [_short(e) for e in game.history]
        for step in game.undo:
            step.history = [_short(e) for e in step.history]
        repairs.append(f"{len(long)} history lines shortened")
    return repairs


def _short(event: HistoryEvent) -> HistoryEvent:
    text = event.text
    if len(text) <= MAX_LINE_CHARS:
        return event
    return HistoryEvent.line(text[:MAX_LINE_CHARS - 1] + "…")
