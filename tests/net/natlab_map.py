"""Open one mapping with diloti_qt.net.portmap.PortMapper and time it, for the router lab
(tests/net/natlab.py), run inside the lab's home LAN namespace:

    python tests/net/natlab_map.py PORT [--lease S] [--deadline S] [--state FILE]

It listens on PORT (all addresses) so the mapping has something behind it, prints
"opened in 0.123 s: <the log line>", then holds the mapping (printing "changed: <log line>" when
it changes) until SIGTERM, closes it and prints "closed in 0.012 s".
"""

from __future__ import annotations

import argparse
import asyncio
import signal
import sys
import time
from pathlib import Path

from diloti_qt.net.portmap import PortMapper, log_line


async def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser()
    p.add_argument("port", type=int)
    p.add_argument("--lease", type=int, default=3600)
    p.add_argument("--deadline", type=float, default=8.0)
    p.add_argument("--state", type=Path)
    args = p.parse_args(argv)
    server = await asyncio.start_server(lambda r, w: w.close(), "0.0.0.0", args.port)
    mapper = PortMapper(args.port, lease=args.lease, deadline=args.deadline,
                        state_file=args.state,
                        on_change=lambda result: print(f"changed: {log_line(result)}",
                                                       flush=True))
    stop = asyncio.Event()  # SIGTERM from here on: held until open() is over, then closed
    loop = asyncio.get_running_loop()
    loop.add_signal_handler(signal.SIGTERM, stop.set)
    loop.add_signal_handler(signal.SIGINT, stop.set)
    started = time.monotonic()
    result = await mapper.open()
    print(f"opened in {time.monotonic() - started:.3f} s: {log_line(result)}", flush=True)
    await stop.wait()
    started = time.monotonic()
    await mapper.close()
    print(f"closed in {time.monotonic() - started:.3f} s", flush=True)
    server.close()
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main(sys.argv[1:])))
