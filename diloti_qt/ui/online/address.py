"""What a player types as a server's address, as a WebSocket URL (or None if it is not one)."""

from __future__ import annotations

import re
from urllib.parse import urlsplit

DEFAULT_PORT = 8765
_HOST = re.compile(r"[A-Za-z0-9.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\]")


def server_url(text: str) -> str | None:
    """`192.168.1.20`, `host:8765`, `ws://…` or `wss://…` → a URL; None when malformed."""
    text = text.strip()
    if not text or len(text) > 300 or any(c.isspace() for c in text):
        return None
    if "://" not in text:
        text = "ws://" + text
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        return None
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        return None
    host = parts.netloc.rsplit("@", 1)[-1].rsplit(":", 1)[0] if parts.port else \
        parts.netloc.rsplit("@", 1)[-1]
    if "@" in parts.netloc or not _HOST.fullmatch(host):
        return None
    port = port or (443 if parts.scheme == "wss" else DEFAULT_PORT)
    return f"{parts.scheme}://{host}:{port}{parts.path or '/'}"
