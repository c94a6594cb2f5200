"""Open the table's port on the home router (UPnP IGD, NAT-PMP, PCP) and learn its outside
address, truthfully: issue #36. No Qt here; asyncio like the game server."""

from .addresses import global_ipv6_addresses, is_private_or_shared
from .mapper import PortMapper, remove_leftovers
from .results import Granted, Method, NotReachable, Why, log_line

__all__ = [
    "Granted", "Method", "NotReachable", "PortMapper", "Why", "global_ipv6_addresses",
    "is_private_or_shared", "log_line", "remove_leftovers",
]
