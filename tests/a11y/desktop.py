"""A desktop for the screen-reader tests: an Xvfb, a private session bus whose accessibility
bus (at-spi2-core) starts on demand, the game started on it, and the walker that reads the
game through that bus as a screen reader does (walker.py, in the Python that has pyatspi).

Everything is started here and stopped again; nothing of the machine's own desktop is used.
"""

from __future__ import annotations

import json
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
WALKER = Path(__file__).resolve().parent / "walker.py"
WALKER_PYTHON = "/usr/bin/python3"  # Debian's python3-pyatspi is packaged for it
BUS_LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
APT_PACKAGES = "xvfb xdotool dbus dbus-x11 at-spi2-core python3-pyatspi"
SCREEN = "1280x900x24"
ASIDE = ("1279", "899")  # where the pointer rests: the screen's last pixel
START_TIMEOUT_S = 20
ANSWER_TIMEOUT_S = 30
APP = "diloti-qt"  # the application's name on the bus
ITEMS = frozenset(("list item", "page tab", "table cell", "tree item", "menu item"))


def missing() -> list[str]:
    """What this machine lacks for the tests (empty: all there)."""
    lacks = [tool for tool in ("Xvfb", "dbus-daemon", "xdotool") if shutil.which(tool) is None]
    if not any(Path(p).exists() for p in BUS_LAUNCHERS):
        lacks.append("at-spi-bus-launcher")
    if not Path(WALKER_PYTHON).exists() or subprocess.run(
            [WALKER_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode:
        lacks.append(f"pyatspi for {WALKER_PYTHON}")
    return lacks


def _stop(process: subprocess.Popen | None, group: bool = True) -> None:
    """End `process` (and the process group it leads, which holds what it started)."""
    if process is None:
        return
    for sig, wait in ((signal.SIGTERM, 5), (signal.SIGKILL, 5)):
        try:
            if group:
                os.killpg(process.pid, sig)
            else:
                process.send_signal(sig)
        except ProcessLookupError:
            break
        try:
            process.wait(wait)
            break
        except subprocess.TimeoutExpired:
            continue


class Failed(AssertionError):
    """The walker could not do what was asked (no such accessible, no such action)."""


class Desktop:
    """An Xvfb and a session bus, with the accessibility bus behind it; `env` is what a
    program started on this desktop gets."""

    def __init__(self) -> None:
        self.folder = Path(tempfile.mkdtemp(prefix="diloti-a11y-"))
        self.xvfb = self.bus = None
        try:
            self._start()
        except BaseException:
            self.close()
            raise

    def _start(self) -> None:
        read, write = os.pipe()
        self.xvfb = subprocess.Popen(
            ["Xvfb", "-displayfd", str(write), "-screen", "0", SCREEN, "-nolisten", "tcp"],
            pass_fds=(write,), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, start_new_session=True)
        os.close(write)
        number = self._line(read, "Xvfb")
        runtime = self.folder / "runtime"
        runtime.mkdir(mode=0o700)
        base = {k: v for k, v in os.environ.items()
                if not k.startswith(("XDG_", "DILOTI_", "QT_", "DBUS_", "AT_SPI", "WAYLAND"))}
        base.update(DISPLAY=f":{number}", XDG_RUNTIME_DIR=str(runtime))
        read, write = os.pipe()
        self.bus = subprocess.Popen(
            ["dbus-daemon", "--session", "--nofork", "--nopidfile", f"--print-address={write}"],
            pass_fds=(write,), env=base, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, start_new_session=True)
        os.close(write)
        base["DBUS_SESSION_BUS_ADDRESS"] = self._line(read, "dbus-daemon")
        self.env = base

    def _line(self, fd: int, who: str) -> str:
        """The first line `who` writes to `fd` (its display number, its address)."""
        data = b""
        deadline = time.monotonic() + START_TIMEOUT_S
        with os.fdopen(fd, "rb", buffering=0) as pipe:
            while b"\n" not in data:
                left = deadline - time.monotonic()
                if left <= 0 or not select.select([pipe], [], [], left)[0]:
                    raise RuntimeError(f"{who} did not start within {START_TIMEOUT_S} s")
                chunk = pipe.read(4096)
                if not chunk:
                    raise RuntimeError(f"{who} exited before it started")
                data += chunk
        return data.split(b"\n", 1)[0].decode().strip()

    def close(self) -> None:
        _stop(self.bus)  # its group: the accessibility bus and registry it started
        _stop(self.xvfb)
        shutil.rmtree(self.folder, ignore_errors=True)


Node = dict  # what the walker says of one accessible: role, name, description, states,
# actions, text, value, path (child indices from the application), children


def nodes(tree: Node):
    """Every accessible of `tree`, depth first."""
    stack = [tree]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(reversed(n["children"]))


def matching(tree: Node, role: str | None = None, name: str | None = None,
             name_re: str | None = None, showing: bool = True) -> list[Node]:
    """The accessibles of `tree` of `role` named `name` (or whose name `name_re` finds)."""
    pattern = re.compile(name_re) if name_re is not None else None
    return [n for n in nodes(tree)
            if (role is None or n["role"] == role) and (name is None or n["name"] == name)
            and (pattern is None or pattern.search(n["name"]))
            and (not showing or "showing" in n["states"])]


class Game:
    """The game (main.py) on `desktop`, in a home of its own that `prepare(home)` may fill
    first (settings, a match to resume), and a walker reading it through the bus."""

    def __init__(self, desktop: Desktop, prepare: Callable[[Path], None] | None = None,
                 args: tuple[str, ...] = ()) -> None:
        self.desktop = desktop
        self.home = Path(tempfile.mkdtemp(prefix="home-", dir=desktop.folder))
        self.app = self.walker = None
        self._id = 0
        env = dict(desktop.env)
        env.update(HOME=str(self.home), DILOTI_QT_HOME=str(self.home / "diloti-qt"),
                   XDG_CONFIG_HOME=str(self.home / ".config"),
                   XDG_DATA_HOME=str(self.home / ".local" / "share"),
                   XDG_CACHE_HOME=str(self.home / ".cache"), DILOTI_SOUND="off",
                   DILOTI_LAN_INTERFACES="off",  # no table announced on real networks
                   DILOTI_ROUTER="off",  # and no router asked for a port
                   QT_QPA_PLATFORM="xcb", QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1",
                   PYTHONPATH=str(ROOT))
        self.env = env
        if prepare is not None:
            prepare(self.home / "diloti-qt")
        self.log = open(self.home / "game.log", "wb")
        try:
            self.walker = subprocess.Popen([WALKER_PYTHON, str(WALKER)], env=desktop.env,
                                           stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                           stderr=self.log, start_new_session=True)
            hello = self._read(START_TIMEOUT_S)
            assert hello.get("ready"), hello
            self.app = subprocess.Popen([sys.executable, str(ROOT / "main.py"), *args], env=env,
                                        cwd=ROOT, stdin=subprocess.DEVNULL, stdout=self.log,
                                        stderr=subprocess.STDOUT, start_new_session=True)
            self.wait(lambda tree: matching(tree, "frame"), START_TIMEOUT_S,
                      "the game's window on the accessibility bus")
            self.focus()
        except BaseException:
            self.close()
            raise

    # -- the walker ---------------------------------------------------------------------------
    def _read(self, timeout: float) -> dict:
        out = self.walker.stdout
        if not select.select([out], [], [], timeout)[0]:
            raise Failed(f"the walker said nothing within {timeout} s; {self.log_tail()}")
        line = out.readline()
        if not line:
            raise Failed(f"the walker ended; {self.log_tail()}")
        return json.loads(line)

    def ask(self, op: str, **request):
        """The walker's answer to `op` (see walker.handle); Failed when it could not."""
        self._id += 1
        request.update(op=op, id=self._id, app=APP, pid=self.app.pid if self.app else 0)
        self.walker.stdin.write((json.dumps(request) + "\n").encode())
        self.walker.stdin.flush()
        answer = self._read(ANSWER_TIMEOUT_S)
        assert answer.get("id") == self._id, answer
        if not answer["ok"]:
            raise Failed(f"{op} {request}: {answer['error']}")
        return answer["result"]

    # -- reading ------------------------------------------------------------------------------
    def tree(self, menus: bool = False, actions: bool = False, path: list[int] | None = None,
             depth: int | None = None) -> Node:
        """The whole application as the bus shows it now (its menus too if `menus`, each
        accessible's actions if `actions`); only the part at `path`, `depth` levels deep,
        if they are given (a walk of the whole window is a few tenths of a second)."""
        more = {"path": path} if path is not None else {}
        if depth is not None:
            more["depth"] = depth
        return self.ask("tree", skip_menus=not menus, actions=actions, **more)

    def windows(self) -> list[Node]:
        """The application's windows, without what they hold."""
        return self.tree(depth=1)["children"]

    def wait(self, found: Callable[[Node], object], timeout: float = 10, what: str = "",
             walk: Callable[[], Node] | None = None):
        """What `found(tree)` returns once it is truthy; Failed after `timeout` s. The tree
        is the whole application's, or what `walk()` reads."""
        deadline = time.monotonic() + timeout
        tree = None
        while True:
            try:
                tree = walk() if walk is not None else self.tree()
                result = found(tree)
            except Failed as error:  # not on the bus yet
                tree, result = str(error), None
            if result:
                return result
            if time.monotonic() > deadline:
                raise Failed(f"not seen within {timeout} s: {what or found}\n"
                              f"{outline(tree) if isinstance(tree, dict) else tree}\n"
                              f"{self.log_tail()}")
            time.sleep(0.1)

    def one(self, role: str | None = None, name: str | None = None,
            name_re: str | None = None, timeout: float = 10, within: Node | None = None,
            showing: bool = True) -> Node:
        """The one (showing) accessible of `role` and name, waited for."""
        def found(tree):
            hits = matching(within if within is not None else tree, role, name, name_re,
                            showing)
            return hits[0] if len(hits) == 1 else None
        what = f"one {role} named {name or name_re!r}"
        if within is not None:  # what was read: nothing to wait for
            return self.wait(found, 0, what, walk=lambda: within)
        return self.wait(found, timeout, what)

    def events(self, since: int = 0) -> list[dict]:
        return self.ask("events", since=since)

    def mark(self) -> int:
        """A point in the events: what comes later is `said(mark)`."""
        return len(self.events())

    def said(self, since: int = 0) -> list[str]:
        """The announcements made since `since` (texts, first first)."""
        return [e["text"] for e in self.events(since) if e["type"] == "object:announcement"]

    def wait_event(self, wanted: Callable[[dict], bool], since: int = 0,
                   timeout: float = 10, what: str = "") -> dict:
        """The first event since `since` that `wanted(event)` accepts, waited for."""
        deadline = time.monotonic() + timeout
        while True:
            seen = self.events(since)
            hits = [e for e in seen if wanted(e)]
            if hits:
                return hits[0]
            if time.monotonic() > deadline:
                raise Failed(f"no event {what or wanted} within {timeout} s; since {since}: "
                             + "; ".join(f"{e['type']} {e['role']} {e['name']!r} {e['text']!r}"
                                         for e in seen[-40:]))
            time.sleep(0.05)

    def wait_said(self, pattern: str, since: int = 0, timeout: float = 10) -> str:
        """The first announcement since `since` that `pattern` finds, waited for."""
        return self.wait_event(lambda e: e["type"] == "object:announcement"
                               and re.search(pattern, e["text"]) is not None, since, timeout,
                               f"announcing {pattern!r}")["text"]

    # -- doing --------------------------------------------------------------------------------
    def act(self, node: Node, action: str) -> None:
        """Do `action` ("Press", "Toggle", "SetFocus"...) on the accessible `node` (Failed
        if it has no such action)."""
        self.ask("action", path=node["path"], action=action)

    def choose(self, item: str, menu: str | None = None) -> None:
        """The menu item named `item` chosen as a screen reader does: its Press action; in
        `menu` (named) opened first, for a menu filled as it opens."""
        if menu is not None:
            opened = matching(self.tree(menus=True), "menu item", menu, showing=False)
            assert len(opened) == 1, f"{len(opened)} menus {menu!r}"
            self.act(opened[0], "ShowMenu")
        deadline = time.monotonic() + ANSWER_TIMEOUT_S
        while not (hits := matching(self.tree(menus=True), "menu item", item, showing=False)) \
                and time.monotonic() < deadline:
            time.sleep(0.05)
        assert len(hits) == 1, f"{len(hits)} menu items {item!r}"
        self.act(hits[0], "Press")

    def window(self, title: str, timeout: float = 10) -> Node:
        """The top-level window whose title begins with `title`, once it shows; it is
        given the keyboard, as a window manager gives a new window."""
        def found(tree):
            return next((w for w in tree["children"] if w["name"].startswith(title)
                         and "showing" in w["states"]), None)

        def active(tree):
            window = found(tree)
            return window if window is not None and "active" in window["states"] else None
        shallow = {"walk": lambda: self.tree(depth=1)}
        self.wait(found, timeout, f"a window {title!r}", **shallow)
        self.focus(title)
        # the game has taken the keyboard there (keys sent before would go elsewhere)
        window = self.wait(active, timeout, f"the window {title!r} active", **shallow)
        return self.tree(path=window["path"])

    def gone(self, title: str, timeout: float = 10) -> None:
        """Wait until no window whose title begins with `title` shows (one closed may be
        kept hidden, to show again)."""
        self.wait(lambda tree: not any(w["name"].startswith(title) and "showing" in w["states"]
                                       for w in tree["children"]),
                  timeout, f"no window {title!r}", walk=lambda: self.tree(depth=1))
        self.focus()

    def tab_to(self, name: str, most: int = 20) -> None:
        """Tab until the control named `name` has the keyboard (Failed after `most`); each
        Tab's focus is read from its event, as a screen reader hears it."""
        if any("focused" in n["states"] and n["role"] not in ITEMS
               for n in matching(self.tree(), name=name)):
            return  # (an item's "focused" is its view's current one, kept without the focus)
        for _ in range(most):
            mark = self.mark()
            self.press("Tab")
            focused = self.wait_event(lambda e: e["type"] == "object:state-changed:focused"
                                      and e["detail1"] == 1, mark,
                                      what="the next control focused")
            if focused["name"] == name:
                return
        raise Failed(f"{name!r} not reached with {most} Tabs")

    def focus(self, title: str | None = None) -> None:
        """Give the game's window titled `title` (by default its newest) the keyboard, as a
        window manager does."""
        search = ("search", "--onlyvisible", "--pid", str(self.app.pid))
        wins = (title and self._xdotool(*search, "--name", "^" + re.escape(title)).split()
                or self._xdotool(*search).split())
        for _ in range(3):
            if not wins or self._xdotool("getwindowfocus").strip() == wins[-1]:
                break
            self._xdotool("windowfocus", "--sync", wins[-1])

    def press(self, *keys: str) -> None:
        """Keys pressed and released on the keyboard ("Return", "Down", "m", "ctrl+z")."""
        self._xdotool("key", "--delay", "30", *keys)

    def click(self, x: int, y: int, twice: bool = False) -> None:
        """The pointer to (x, y) on the screen, a click there (a double click), and the
        pointer aside again: left resting on a card it shows the card's tooltip, which
        would take the next click there."""
        self._xdotool("mousemove", "--sync", str(x), str(y), "click", "--repeat",
                      "2" if twice else "1", "--delay", "60", "1")
        self._xdotool("mousemove", *ASIDE)

    def type(self, text: str) -> None:
        self._xdotool("type", "--delay", "20", text)

    def _xdotool(self, *args: str) -> str:
        done = subprocess.run(["xdotool", *args], env=self.desktop.env, capture_output=True,
                              text=True, timeout=20)
        return done.stdout

    def log_tail(self, lines: int = 30) -> str:
        """The end of what the game printed and of its own log files, for a failure."""
        self.log.flush()
        said = []
        for path in [self.home / "game.log",
                     *sorted(self.home.glob("diloti-qt/**/*.log"))]:
            text = path.read_text(errors="replace").splitlines()
            said.append(f"{path.name}:\n" + "\n".join(text[-lines:]))
        return "\n".join(said)

    def close(self) -> None:
        if self.walker is not None:
            try:
                self.walker.stdin.close()
            except OSError:
                pass
            _stop(self.walker)
        _stop(self.app)
        self.log.close()


def outline(tree: Node, depth: int = 0) -> str:
    """`tree` as indented lines (role, name, description, states) for a failure's message."""
    lines = [f"{'  ' * depth}{tree['role']} {tree['name']!r} {tree['description']!r} "
             f"{','.join(tree['states'])}"]
    for child in tree["children"]:
        lines.append(outline(child, depth + 1))
    return "\n".join(lines)
