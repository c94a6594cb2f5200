"""The game service for play with friends (pure Python, no Qt): server-authoritative
tables over a versioned JSON protocol on WebSocket, a headless client, discovery on the
local network and the dedicated server `diloti-qt-server`.

Modules: protocol (the messages' schemas), messages (each message's typed value, read
once at the edge, and a seat's Credentials), schema (the validator), wire (a seat's
view on the wire), table (seats, lobby, play, replay), server (the asyncio service),
limits (rate and address limits), robots (computer players in worker processes), store
(SQLite), codes (room codes, tokens), client (headless client), discovery (zeroconf),
host (the service on a background thread), cli (the dedicated server's command line).
"""
