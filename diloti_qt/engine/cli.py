"""`python -m diloti_qt.engine legal|check|play|deal|replay|solve`: the engine's command line
(NOTATION.md).

`solve` is answered by the exact solver, which lives in `ai/` above the engine: the engine
never imports it. The command line hands the question over to another process,
`python -m diloti_qt.ai solve` (`hand_over`), and passes its answer on."""

from __future__ import annotations

import json
import sys
from itertools import islice
from typing import TextIO

from .api import check
from .deals import whole_number
from .echo import one_line
from .lazy import iter_legal_moves
from .notation import (
    NotationError,
    move_json,
    outcome_json,
    parse_move,
    parse_position,
    played_json,
    position_json,
)

USAGE = (
    "usage: python -m diloti_qt.engine legal POSITION [--limit N] | check POSITION MOVE | "
    "play POSITION MOVE | deal NUMBER [--profile P] [--round K] | replay FILE | "
    "solve [--nodes N] POSITION  "
    "(POSITION: file or -, MOVE: JSON text)"
)

# `legal` lists at most this many outcomes unless --limit says otherwise: a real table has
# tens of moves, but 20 small loose cards have millions (2,001,116 on one table), which take
# minutes to write. 10,000 are written in about 0.1 s; finding them is cheaper still.
DEFAULT_LIMIT = 10_000
MAX_LIMIT = 1_000_000


class LimitReachedError(Exception):
    """`legal` found more outcomes than --limit: exit status 2, nothing on standard output."""


class UsageError(Exception):
    pass


def load_json(text: str, what: str) -> object:
    """Parsed JSON, or a UsageError naming `what` and where the text goes wrong."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise UsageError(
            f"{what} is not valid JSON: {e.msg} (line {e.lineno} column {e.colno})"
        ) from None
    except ValueError:  # an integer of more digits than Python converts (4,300)
        raise UsageError(f"{what} holds a number too long to read") from None


def read_position_json(arg: str, stdin: TextIO) -> object:
    """The JSON document of POSITION: a file name, or "-" for standard input."""
    if arg == "-":
        try:
            text = stdin.read()
        except UnicodeDecodeError:
            raise UsageError("standard input is not UTF-8 text") from None
    else:
        try:
            with open(arg, encoding="utf-8") as f:
                text = f.read()
        except OSError as e:
            raise UsageError(f"cannot read position file {arg!r}: {e.strerror}") from None
        except UnicodeDecodeError:
            raise UsageError(f"position file {arg!r} is not UTF-8 text") from None
    return load_json(text, "POSITION")


def run(argv: list[str], stdin: TextIO, stdout: TextIO) -> int:
    """Answer one question; return the exit status. Raises UsageError / NotationError."""
    if argv[:1] == ["replay"]:
        from .record import replay_command

        return replay_command(argv[1:], stdout)
    if argv[:1] == ["deal"]:
        from .deals import deal_command

        return deal_command(argv[1:], stdout)
    if argv[:1] == ["solve"]:
        return hand_over("diloti_qt.ai", argv, stdin, stdout)
    if not argv or argv[0] not in ("legal", "check", "play"):
        raise UsageError(USAGE)
    command, args = argv[0], argv[1:]
    limit = DEFAULT_LIMIT
    if command == "legal":
        args, limit = _limit_option(args)
    if len(args) != (1 if command == "legal" else 2):
        raise UsageError(USAGE)
    state = parse_position(read_position_json(args[0], stdin))
    if command == "legal":
        write_outcomes(state, stdout, limit)
        return 0
    else:
        request = parse_move(load_json(args[1], "MOVE"))
        verdict = check(state, request)
        if command == "check":
            answer = _verdict_json(state, verdict)
            status = 0
        elif verdict.legal:
            outcome = state.apply(verdict.move)
            answer = position_json(state)
            answer["outcome"] = played_json(outcome)
            status = 0
        else:
            answer = {"legal": False, "reason": verdict.reason, "message": verdict.message}
            status = 1
    json.dump(answer, stdout, ensure_ascii=False)
    stdout.write("\n")
    return status


def hand_over(program: str, argv: list[str], stdin: TextIO, stdout: TextIO) -> int:
    """Ask `python -m PROGRAM ARGV...` in a child process (standard input passed on when a
    POSITION is `-`) and pass its answer on: its output on success, else its one-line error
    as this command's (exit status 2). A process, not an import: the engine's modules stay
    below the layers that answer (docs/architecture.md)."""
    import os
    import subprocess
    from pathlib import Path

    text = stdin.read() if "-" in argv[1:] else ""
    env = dict(os.environ)
    root = str(Path(__file__).resolve().parents[2])  # where `diloti_qt` is found
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH")) if p)
    child = subprocess.run([sys.executable, "-m", program, *argv], input=text,
                           capture_output=True, text=True, encoding="utf-8", env=env)
    if child.returncode != 0:
        message = child.stderr.strip().splitlines()[-1:] or [f"exit status {child.returncode}"]
        raise UsageError(message[0].removeprefix("error: "))
    stdout.write(child.stdout)
    return 0


def _limit_option(args: list[str]) -> tuple[list[str], int]:
    """`--limit N` (or `--limit=N`) taken out of `legal`'s arguments: the rest, and N."""
    rest: list[str] = []
    limit = DEFAULT_LIMIT
    args = list(args)
    while args:
        arg = args.pop(0)
        name, eq, value = arg.partition("=")
        if name != "--limit":
            rest.append(arg)
            continue
        if not eq:
            if not args:
                raise UsageError(f"--limit: needs a value. {USAGE}")
            value = args.pop(0)
        limit = whole_number(value, "--limit", MAX_LIMIT, low=1)
    return rest, limit


def write_outcomes(state, stdout: TextIO, limit: int = DEFAULT_LIMIT) -> None:
    """The `legal` answer, streamed: each outcome is written as soon as the engine finds
    it (in the engine's order), so a table with tens of thousands of moves needs no more
    memory than one of them. The moves are first counted, up to `limit` + 1 (cheap: no
    outcome is built), so that a table with more than `limit` writes nothing and raises
    LimitReachedError: the work is bounded by `limit`, never by the table."""
    if sum(1 for _ in islice(iter_legal_moves(state), limit + 1)) > limit:
        raise LimitReachedError(f"more than {limit} legal moves; none written "
                           f"(--limit N lists up to N, at most {MAX_LIMIT})")
    stdout.write("[")
    sep = ""
    for move in iter_legal_moves(state):
        stdout.write(sep + json.dumps(outcome_json(state, move), ensure_ascii=False))
        sep = ", "
    stdout.write("]\n")


def _verdict_json(state, verdict) -> dict:
    if verdict.legal:
        return {"legal": True, "outcome": outcome_json(state, verdict.move)}
    return {"legal": False, "reason": verdict.reason, "message": verdict.message,
            "rule": verdict.rule}


def main(
    argv: list[str] | None = None,
    stdin: TextIO | None = None,
    stdout: TextIO | None = None,
    stderr: TextIO | None = None,
) -> int:
    """Run the command line; malformed input is exit status 2 and one line on stderr."""
    return guarded(run, argv, stdin, stdout, stderr)


def guarded(command, argv: list[str] | None, stdin: TextIO | None, stdout: TextIO | None,
            stderr: TextIO | None) -> int:
    """`command(argv, stdin, stdout)` (standard streams by default), with malformed input
    answered by exit status 2 and one line on stderr; never a traceback (an internal error
    is one line too, exit status 3)."""
    argv = sys.argv[1:] if argv is None else argv
    err = stderr or sys.stderr
    out = stdout or sys.stdout
    try:
        return command(argv, stdin or sys.stdin, out)
    except (UsageError, NotationError, LimitReachedError) as e:
        print(f"error: {one_line(str(e))}", file=err)
    except RecursionError:
        print("error: input nested too deeply", file=err)
    except MemoryError:
        print("error: input too large", file=err)
    except BrokenPipeError:  # the reader stopped reading (`... | head`): not an error
        _silence(out)
        return 0
    except KeyboardInterrupt:
        return 130
    except Exception as e:  # noqa: BLE001 - a bug: still one line, never a traceback
        print(f"error: internal error, please report: {type(e).__name__}: "
              f"{one_line(str(e))}", file=err)
        return 3
    return 2


def _silence(out: TextIO) -> None:
    """After a broken pipe, send what is left in the buffer of the real standard output
    nowhere, so that Python's exit does not complain about it."""
    if out is sys.stdout:
        import os

        try:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        except (OSError, ValueError):
            pass


__all__ = ["main", "run", "move_json"]
