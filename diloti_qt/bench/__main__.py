"""`python -m diloti_qt.bench engine|gui|ai|frame|cards|server|export|replay`: print benchmark figures."""

import sys

USAGE = "usage: python -m diloti_qt.bench engine|gui|ai|frame|cards|server|export|replay [options]"


def main(argv: list[str]) -> int:
    if argv[:1] == ["engine"]:
        from .engine import main as engine_main

        engine_main(argv[1:])
        return 0
    if argv[:1] == ["gui"]:
        from .gui import main as gui_main

        return gui_main(argv[1:])
    if argv[:1] == ["ai"]:
        from .ai import main as ai_main

        return ai_main(argv[1:])
    if argv[:1] == ["frame"]:
        from .frame import main as frame_main

        return frame_main(argv[1:])
    if argv[:1] == ["cards"]:
        from .cards import main as cards_main

        return cards_main(argv[1:])
    if argv[:1] == ["server"]:
        from .server import main as server_main

        return server_main(argv[1:])
    if argv[:1] == ["export"]:
        from .export import main as export_main

        return export_main(argv[1:])
    if argv[:1] == ["replay"]:
        from .replay import main as replay_main

        return replay_main(argv[1:])
    print(USAGE, file=sys.stderr)
    return 2


sys.exit(main(sys.argv[1:]))
