"""A puzzle made from a last-deal position: solved exactly, accepted only when one move
(or one group of equivalent moves) is worth at least MARGIN round points more than every
other, then explained and graded (tools/make_puzzles.py; docs/NOTATION.md, "Puzzles").
"""

from __future__ import annotations

from dataclasses import dataclass

from diloti_qt.ai.cli import solved_moves
from diloti_qt.ai.medium import score_moves
from diloti_qt.ai.evaluate import PTS
from diloti_qt.ai.solver import CANON, OutOfNodesError, Solver
from diloti_qt.engine import Action, Move, MoveOutcome, PlayerView, State
from diloti_qt.engine.cards import pretty

MARGIN = 2  # round points the answer must be worth more than every other move
# A puzzle is solved again by the test of the shipped file: positions whose exact solve
# needs more nodes than this are left out (a tenth of a second at most).
MAX_NODES = 20_000
TEMPTING = 0.5  # Medium's estimate of a tempting move is at most this below the answer's


def same_outcome_key(move: Move) -> tuple:
    """Moves with equal keys differ only by cards of equal rank whose suits do not score
    (R3): they lead to the same outcome, so one puzzle answer names them together."""
    return (CANON[move.card], move.action, tuple(sorted(CANON[c] for c in move.cards)),
            move.value, str(move.kind))


@dataclass(frozen=True)
class Found:
    """A position accepted as a puzzle: its answers, margin and every move's value (best
    first, NOTATION's `solve`), the main reason, rule ids, plies and tempting moves."""

    answers: tuple[Move, ...]
    margin: int
    values: tuple[tuple[Move, int], ...]
    reason: str
    rules: tuple[str, ...]
    plies: int
    tempting: int

    @property
    def grade(self) -> int:
        return grade(self.plies, self.tempting)


def grade(plies: int, tempting: int) -> int:
    """1 (easy) to 5: a point won further down the line, and moves Medium likes as much as
    the answer, make it harder."""
    return 1 + min(2, (plies - 1) // 3) + min(2, tempting)


def answer_group(values) -> tuple[tuple[Move, ...], int] | None:
    """The answers (every move of the best value, all of one outcome) and the margin over
    the best other move; None without a unique answer by MARGIN."""
    best = values[0][1]
    answers = tuple(m for m, v in values if v == best)
    if len({same_outcome_key(m) for m in answers}) != 1 or len(answers) == len(values):
        return None
    margin = best - max(v for m, v in values if v != best)
    return (answers, margin) if margin >= MARGIN else None


def find(state: State) -> Found | None:
    """`state` as a puzzle, or None: not a two-player last deal, too big to solve fast, or
    no answer unique by MARGIN."""
    if state.rules.players != 2 or state.stock or state.round_over:
        return None
    try:
        solved = solved_moves(state, MAX_NODES)
    except OutOfNodesError:  # too big for the shipped file's test
        return None
    group = answer_group(solved.values)
    if group is None:
        return None
    answers, margin = group
    alternative = next(m for m, v in solved.values if v < solved.values[0][1])
    best_line = line(state, answers[0])
    other_line = line(state, alternative)
    side = state.rules.side_of(state.to_move)
    reason, plies = main_reason(side, best_line, other_line)
    return Found(answers, margin, solved.values, reason,
                 rule_ids(reason, best_line, other_line, side), plies,
                 tempting(state, answers))


def line(state: State, first: Move) -> list[MoveOutcome]:
    """`first`, then best play by both to the round's end: every move's played outcome."""
    s = state.clone()
    played = [s.apply(first)]
    while not s.round_over:
        move, _ = Solver(s, 10 * MAX_NODES).best_move(s)
        played.append(s.apply(move))
    return played


def main_reason(side: int, best: list[MoveOutcome], other: list[MoveOutcome]) -> tuple[str, int]:
    """Why the answer beats the best other move, and in how many plies along the answer's
    line (the answer itself is ply 1) that reason is cashed in:

    - `xeri`: the answer's line sweeps the table (R32) more often for the mover's side;
    - `block-xeri`: the other line lets the other side sweep more often;
    - `leftovers`: the answer makes the mover's side the last to take (R35);
    - `majority`: the answer wins the 4 points of the most cards (R36);
    - `cards`: the answer wins more of the scoring cards (aces, 10♦, 2♣: R36)."""
    end_b, end_o = best[-1].end, other[-1].end

    def ours(seat: int | None) -> bool:
        return seat is not None and seat == side  # two players: a seat is a side
    mine_b, theirs_b = end_b.points[side], end_b.points[1 - side]
    mine_o, theirs_o = end_o.points[side], end_o.points[1 - side]
    xeri = (mine_b.xeri_points - theirs_b.xeri_points) - (mine_o.xeri_points - theirs_o.xeri_points)
    majority = (mine_b.majority - theirs_b.majority) - (mine_o.majority - theirs_o.majority)

    def scoring(p):
        return p.aces + p.ten_diamonds + p.two_clubs

    cards = (scoring(mine_b) - scoring(theirs_b)) - (scoring(mine_o) - scoring(theirs_o))
    if xeri > 0 and xeri >= max(majority, cards):
        mine_more = mine_b.xeris > mine_o.xeris
        if mine_more:
            return "xeri", next(i for i, o in enumerate(best, 1)
                                if o.xeri and ours(o.seat))
        return "block-xeri", next((i for i, o in enumerate(other, 1)
                                   if o.xeri and not ours(o.seat)), 2)
    took_last = ours(end_b.taker) and end_b.leftovers and not ours(end_o.taker)
    if took_last:
        return "leftovers", len(best)
    if majority >= cards:
        return "majority", len(best)
    plies = [i for i, o in enumerate(best, 1) if ours(o.seat)
             and o.move.action == Action.CAPTURE
             and any(PTS[c] for c in (o.move.card, *o.taken))]
    return "cards", plies[-1] if plies else len(best)


def rule_ids(reason: str, best: list[MoveOutcome], other: list[MoveOutcome],
             side: int) -> tuple[str, ...]:
    """The rules the puzzle turns on: R32 when the answer's line sweeps (or the answer
    prevents a sweep), R35 when leftovers go to the last to take at its end, R36 when the
    majority changes hands between the two lines or the scoring cards decide."""
    ids = set()
    if reason in ("xeri", "block-xeri") or any(o.xeri for o in best):
        ids.add("R32")
    if best[-1].end.leftovers:
        ids.add("R35")

    def most(outcomes) -> int | None:
        pts = outcomes[-1].end.points
        return next((s for s in (0, 1) if pts[s].majority), None)

    if reason in ("majority", "cards") or most(best) != most(other):
        ids.add("R36")
    return tuple(sorted(ids))


def tempting(state: State, answers: tuple[Move, ...]) -> int:
    """How many other moves Medium (ai/medium.py) rates within TEMPTING of the answer."""
    scored = score_moves(PlayerView.of(state, state.to_move))
    keys = {same_outcome_key(m) for m in answers}
    mine = [s.value for s in scored if same_outcome_key(s.move) in keys]
    if not mine:
        return 0
    return sum(1 for s in scored if same_outcome_key(s.move) not in keys
               and s.value >= max(mine) - TEMPTING)


# -- the sentence: one template per reason, in English and Greek (Greek words of the game's
# own translation, resources/i18n/diloti_qt_el.ts) -------------------------------------------

REASONS = {
    "xeri": ("{move}: only this line gives you a xeri, {margin} points more than any other "
             "move.",
             "{move}: μόνο έτσι κάνεις ξερή, {margin} πόντους περισσότερους από κάθε άλλη "
             "κίνηση."),
    "block-xeri": ("{move}: any other move lets your opponent make a xeri and costs you at "
                   "least {margin} points.",
                   "{move}: κάθε άλλη κίνηση αφήνει τον αντίπαλο να κάνει ξερή και σου "
                   "κοστίζει τουλάχιστον {margin} πόντους."),
    "leftovers": ("{move}: you take cards last, so what is left on the table is yours, "
                  "{margin} points more than any other move.",
                  "{move}: μαζεύεις τελευταίος, οπότε ό,τι μένει κάτω είναι δικό σου, "
                  "{margin} πόντους περισσότερους από κάθε άλλη κίνηση."),
    "majority": ("{move}: it wins you the most cards (4 points), {margin} points more than "
                 "any other move.",
                 "{move}: σου δίνει τα περισσότερα χαρτιά (4 πόντους), {margin} πόντους "
                 "περισσότερους από κάθε άλλη κίνηση."),
    "cards": ("{move}: it wins the cards that count (aces, 10♦, 2♣), {margin} points more "
              "than any other move.",
              "{move}: κερδίζεις τα χαρτιά που μετράνε (άσσους, 10♦, 2♣), {margin} πόντους "
              "περισσότερους από κάθε άλλη κίνηση."),
}


def move_words(move: Move) -> tuple[str, str]:
    """The move in a few words, English and Greek: 'Take 3♠ 6♦ with 9♣'."""
    card = pretty(move.card)
    cards = " ".join(pretty(c) for c in sorted(move.cards))
    if move.action == Action.CAPTURE:
        return f"Take {cards} with {card}", f"Μάζεψε {cards} με το {card}"
    if move.action == Action.DECLARE:
        return (f"Declare {move.value} with {card} on {cards}",
                f"Δήλωσε {move.value} με το {card} πάνω στα {cards}")
    return f"Lay {card}", f"Ρίξε κάτω το {card}"


def explanation(reason: str, answer: Move, margin: int) -> tuple[str, str]:
    """The one-sentence explanation, (English, Greek)."""
    en, el = REASONS[reason]
    words = move_words(answer)
    return en.format(move=words[0], margin=margin), el.format(move=words[1], margin=margin)
