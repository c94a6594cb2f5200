"""Room codes and session tokens: random from `secrets`, compared without leaking timing.

A room code is 10 symbols of Crockford's base 32 (50 bits), shown as `ABCDE-FGHJK`; typing
is forgiving (case, dashes, spaces, O for 0, I and L for 1). A session token is 24 random
bytes; the server keeps only its SHA-256, so a stolen database seats nobody.

`secrets`, `hashlib` and `hmac` are imported where they are used: the game's start reads
invitations (net.invite, room codes) before its first paint, and needs none of them.
"""

from __future__ import annotations

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
ROOM_SYMBOLS = 10  # 50 bits
ROOM_BITS = ROOM_SYMBOLS * 5
_TYPOS = str.maketrans({"O": "0", "I": "1", "L": "1", "-": None, " ": None})


def new_room_code() -> str:
    import secrets

    return "".join(secrets.choice(ALPHABET) for _ in range(ROOM_SYMBOLS))


def normalize_room(text: str) -> str | None:
    """The canonical code a player meant, or None if it cannot be one."""
    code = text.upper().translate(_TYPOS)
    if len(code) != ROOM_SYMBOLS or any(c not in ALPHABET for c in code):
        return None
    return code


def show_room(code: str) -> str:
    half = ROOM_SYMBOLS // 2
    return f"{code[:half]}-{code[half:]}"


def new_token() -> str:
    import secrets

    return secrets.token_urlsafe(24)


def token_hash(token: str) -> str:
    import hashlib

    return hashlib.sha256(token.encode()).hexdigest()


def token_matches(token: str, stored_hash: str | None) -> bool:
    import hmac

    if stored_hash is None:
        return False
    return hmac.compare_digest(token_hash(token), stored_hash)
