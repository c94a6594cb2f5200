"""`python -m diloti_qt.ai move|explain|solve`: ask a computer level, or the exact solver,
about a position (issues 9, 41).

    python -m diloti_qt.ai move --level LEVEL [--budget-ms X] [--seed S] POSITION
    python -m diloti_qt.ai explain --level LEVEL [--budget-ms X] [--seed S] [--json] POSITION
    python -m diloti_qt.ai solve [--nodes N] POSITION

POSITION is a file in the notation of NOTATION.md, or `-` for standard input. The level
sees only the view of the seat to move: the other hands and the stock are hidden from it,
exactly as in play. `move` prints the chosen move as move JSON on one line; the same seed
and budget give the same answer. `explain` prints every legal move with the level's
estimate (final round points of the mover's side minus the other side's; `-` where the
level makes none) and a reason in words, best first.

Exit status 0 on an answer; 2, with one line on standard error, for malformed input, a
position whose round is over, or a seat to move without cards or without a legal move.
On a table with more than 400 legal moves a level looks at a sample of them (ai/moves.py)
and `explain` lists those, with a last line saying so (text output only).

`solve` answers exactly, from the whole position (every hand is known: with two players and
the stock empty a player who remembers what was taken knows the other hand), for a
two-player position of a round's last deal; see `solve_command` and NOTATION.md.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from typing import TextIO

from diloti_qt.engine import Move
from diloti_qt.engine.cli import LimitReachedError, UsageError, guarded, read_position_json
from diloti_qt.engine.deals import whole_number

USAGE = ("usage: python -m diloti_qt.ai move --level LEVEL [--budget-ms X] [--seed S] POSITION"
         " | explain --level LEVEL [--budget-ms X] [--seed S] [--json] POSITION"
         " | solve [--nodes N] POSITION")
SOLVE_USAGE = "usage: python -m diloti_qt.ai solve [--nodes N] POSITION"
# `solve` stops past this many search nodes unless --nodes says otherwise: a last deal of
# six cards each is solved in far fewer (tens of thousands), in a second or two.
SOLVE_NODES = 1_000_000
MAX_SOLVE_NODES = 100_000_000
CLI_LEVELS = ("random", "easy", "medium", "hard", "expert")


def parse_args(argv: list[str]) -> dict:
    if not argv or argv[0] not in ("move", "explain"):
        raise UsageError(USAGE)
    opts: dict = {"command": argv[0], "level": None, "budget_ms": None, "seed": 0,
                  "json": False, "position": None}
    args = argv[1:]
    i = 0
    while i < len(args):
        a = args[i]
        name, eq, inline = a.partition("=")
        if name in ("--level", "--budget-ms", "--seed"):
            if eq:
                value = inline
            else:
                if i + 1 >= len(args):
                    raise UsageError(f"{name} needs a value")
                i += 1
                value = args[i]
            if name == "--level":
                if value not in CLI_LEVELS:
                    raise UsageError(f"unknown level {value!r} (one of {', '.join(CLI_LEVELS)})")
                opts["level"] = value
            elif name == "--budget-ms":
                try:
                    ms = float(value)
                except ValueError:
                    raise UsageError(f"--budget-ms must be a number, not {value!r}") from None
                if not 0 < ms <= 600_000:
                    raise UsageError("--budget-ms must be positive (at most 600000)")
                opts["budget_ms"] = ms
            else:
                try:
                    opts["seed"] = int(value)
                except ValueError:
                    raise UsageError(f"--seed must be an integer, not {value!r}") from None
        elif a == "--json" and opts["command"] == "explain":
            opts["json"] = True
        elif a.startswith("--"):
            raise UsageError(f"unknown option {a!r}; {USAGE}")
        elif opts["position"] is None:
            opts["position"] = a
        else:
            raise UsageError(f"one POSITION only; {USAGE}")
        i += 1
    if opts["level"] is None:
        raise UsageError(f"--level is required; {USAGE}")
    if opts["position"] is None:
        raise UsageError(f"POSITION (a file or -) is required; {USAGE}")
    return opts


def read_position(arg: str, stdin: TextIO):
    from diloti_qt.engine import has_legal_move, parse_position

    doc = read_position_json(arg, stdin)
    state = parse_position(doc)
    if state.to_move is None or state.round_over:
        raise UsageError("the round is over: no seat is to move")
    if not state.hands[state.to_move]:
        raise UsageError(f"seat {state.to_move} is to move but holds no cards")
    if not has_legal_move(state):
        raise UsageError(f"seat {state.to_move} is to move but has no legal move (an owner "
                         "without the reserve of its declaration, R18, R30)")
    return state


def run(argv: list[str], stdin: TextIO, stdout: TextIO) -> int:
    from diloti_qt.engine import PlayerView, move_json

    if argv[:1] == ["solve"]:
        return solve_command(argv[1:], stdin, stdout)
    opts = parse_args(argv)
    state = read_position(opts["position"], stdin)
    view = PlayerView.of(state, state.to_move)
    rng = random.Random(opts["seed"])
    budget = None if opts["budget_ms"] is None else opts["budget_ms"] / 1000.0
    if opts["command"] == "move":
        from . import make_player

        move = make_player(opts["level"], reproducible=True).choose(view, rng, budget)
        stdout.write(json.dumps(move_json(move), ensure_ascii=False) + "\n")
        return 0
    from .explain import estimate_moves

    estimates = estimate_moves(view, opts["level"], rng, budget)
    if opts["json"]:
        doc = [{"move": move_json(e.move),
                "value": None if e.value is None else round(e.value, 2),
                "reason": e.explanation.text,
                "parts": [{"code": c, **d} for c, d in e.explanation.parts]}
               for e in estimates]
        stdout.write(json.dumps(doc, ensure_ascii=False) + "\n")
        return 0
    for e in estimates:
        value = "     -" if e.value is None else f"{e.value:+6.2f}"
        stdout.write(f"{value}  {json.dumps(move_json(e.move), ensure_ascii=False)}  "
                     f"{e.explanation.text}\n")
    from .moves import MOVE_CAP, is_complete, view_moves

    if not is_complete(view_moves(view)):
        stdout.write(f"(more than {MOVE_CAP} legal moves: the level looked at these "
                     f"{len(estimates)} only)\n")
    return 0


def solve_command(args: list[str], stdin: TextIO, stdout: TextIO) -> int:
    """`solve [--nodes N] POSITION`: every legal move's exact value, best first, as one JSON
    document (NOTATION.md, "Command line"); raises UsageError / LimitReachedError."""
    from diloti_qt.engine import move_json

    from .solver import OutOfNodesError

    nodes = SOLVE_NODES
    rest: list[str] = []
    args = list(args)
    while args:
        arg = args.pop(0)
        name, eq, value = arg.partition("=")
        if name == "--nodes":
            if not eq:
                if not args:
                    raise UsageError(f"--nodes: needs a value. {SOLVE_USAGE}")
                value = args.pop(0)
            nodes = whole_number(value, "--nodes", MAX_SOLVE_NODES, low=1)
        elif arg.startswith("--") and arg != "-":
            raise UsageError(f"unknown option {arg!r}; {SOLVE_USAGE}")
        else:
            rest.append(arg)
    if len(rest) != 1:
        raise UsageError(f"POSITION (a file or -) is required, once; {SOLVE_USAGE}")
    state = read_solvable(rest[0], stdin)
    try:
        solved = solved_moves(state, nodes)
    except OutOfNodesError:
        raise LimitReachedError(f"more than {nodes} search nodes: not solved (--nodes N "
                                f"allows up to {MAX_SOLVE_NODES})") from None
    doc = {"to_move": state.to_move, "before": solved.before,
           "moves": [{"move": move_json(m), "value": v} for m, v in solved.values]}
    stdout.write(json.dumps(doc, ensure_ascii=False) + "\n")
    return 0


def read_solvable(arg: str, stdin: TextIO):
    """The position of POSITION if the exact solver can answer it: two players, the stock
    empty, a seat to move with a legal move; raises UsageError saying why not."""
    from diloti_qt.engine import parse_position

    state = parse_position(read_position_json(arg, stdin))
    check_solvable(state)
    return state


def check_solvable(state) -> None:
    """UsageError unless `state` is a two-player last-deal position with a move to make."""
    if state.rules.players != 2:
        raise UsageError(f"solve answers two-player positions only, not "
                         f"{state.rules.players} players")
    if state.stock:
        raise UsageError(f"the stock is not empty ({len(state.stock)} cards): solve answers "
                         "positions of the round's last deal only")
    if state.to_move is None or state.round_over:
        raise UsageError("the round is over: no seat is to move")
    if not state.hands[state.to_move]:
        raise UsageError(f"seat {state.to_move} is to move but holds no cards")


@dataclass(frozen=True)
class Solved:
    """The exact values of a last-deal position for the seat to move: `before`, the round's
    points already counted (cards and xeris taken, no majority), the mover's side minus the
    other's; `values`, every legal move (one per outcome) with the round's final points of
    the mover's side minus the other's after best play by both (what the move wins, the
    leftovers, R35, and the majority, R36, included; `before` too), best first."""

    before: int
    values: tuple[tuple[Move, int], ...]


def solved_moves(state, node_limit: int = SOLVE_NODES) -> Solved:
    """Every legal move of `state` (check_solvable's kind) solved exactly; raises
    solver.OutOfNodesError past `node_limit` nodes."""
    from diloti_qt.engine import legal_moves, move_sort_key

    from .evaluate import accrued
    from .solver import Solver

    p0, p1, _, _ = accrued(state.rules, state.captured, state.xeris)
    sign = -1 if state.rules.side_of(state.to_move) else 1
    before = sign * (p0 - p1)
    moves = legal_moves(state)
    if not moves:
        raise UsageError(f"seat {state.to_move} is to move but has no legal move (an owner "
                         "without the reserve of its declaration, R18, R30)")
    values = Solver(state, node_limit).move_values(state, moves)
    ranked = sorted(((m, before + sign * v) for m, v in values),
                    key=lambda mv: (-mv[1], move_sort_key(mv[0])))
    return Solved(before, tuple(ranked))


def main(argv: list[str] | None = None, stdin: TextIO | None = None,
         stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    """Run the command line; malformed input is exit status 2 and one line on stderr."""
    return guarded(run, argv, stdin, stdout, stderr)
