"""What a screen reader reads, for the tests: the desktop's accessibility bus (AT-SPI), read
by the system's Python with pyatspi. One JSON request a line on stdin, one JSON answer a line
on stdout; the application's events (announcements, changed names, focus) are kept as they
come, numbered, and handed out with `events`.

Run with the Python that has pyatspi (Debian's /usr/bin/python3): it imports nothing of the
game, which runs in another Python and is read only through the bus.
"""

from __future__ import annotations

import json
import os
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
import pyatspi  # noqa: E402
from gi.repository import Atspi, GLib  # noqa: E402

LISTENED = (
    "object:announcement",
    # every change of a name, a description, a state or the children: the walker reads
    # through libatspi's cache, which these events keep true
    "object:property-change",
    "object:state-changed",
    "object:children-changed",
    "window:activate",
)
KEPT = ("object:announcement", "object:property-change:accessible-name",
        "object:property-change:accessible-description", "object:state-changed:focused",
        "object:state-changed:checked", "object:state-changed:selected", "window:activate")
STATES = {
    Atspi.StateType.FOCUSED: "focused", Atspi.StateType.FOCUSABLE: "focusable",
    Atspi.StateType.SELECTED: "selected", Atspi.StateType.CHECKED: "checked",
    Atspi.StateType.SENSITIVE: "sensitive", Atspi.StateType.SHOWING: "showing",
    Atspi.StateType.EDITABLE: "editable", Atspi.StateType.ACTIVE: "active",
    Atspi.StateType.MODAL: "modal", Atspi.StateType.CHECKABLE: "checkable",
}
MAX_DEPTH = 40
events: list[dict] = []


def _text(value) -> str:
    return value if isinstance(value, str) else ""


def on_event(event) -> None:
    if not event.type.startswith(KEPT):
        return
    source = event.source
    try:
        role, name = Atspi.role_get_name(source.get_role()), source.get_name()
        pid = source.get_process_id()
    except Exception:  # noqa: BLE001 (the source went away before it was read)
        role, name, pid = "", "", 0
    events.append({"type": event.type, "role": role, "name": name, "pid": pid,
                   "detail1": event.detail1, "text": _text(event.any_data),
                   "t": time.monotonic()})


def application(name: str, pid: int):
    """The application `name` run by process `pid` (another game may be on the bus)."""
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name == name and app.get_process_id() == pid:
            return app
    raise LookupError(f"no application {name!r} of process {pid} on the bus")


TEXT_ROLES = frozenset(("text", "entry", "password text", "spin button", "editbar"))
VALUE_ROLES = frozenset(("spin button", "slider", "progress bar", "scroll bar"))


def node(acc, path: list[int], depth: int, request: dict) -> dict | None:
    """`acc` and what it holds, as a screen reader reads them (None if it went away while
    read). Read through libatspi's cache where it can (the role as a number, not its name
    asked of the game: a walk is several times quicker); actions only if `request["actions"]`."""
    try:
        role = Atspi.role_get_name(acc.get_role())
        out = {"role": role, "name": acc.get_name() or "",
               "description": acc.get_description() or "", "path": path}
        state = acc.get_state_set()
        out["states"] = [word for s, word in STATES.items() if state.contains(s)]
        if request.get("actions"):
            try:
                action = acc.queryAction()
                out["actions"] = [action.getName(i) for i in range(action.nActions)]
            except NotImplementedError:
                out["actions"] = []
        if role in TEXT_ROLES:
            try:
                out["text"] = acc.queryText().getText(0, -1)
            except NotImplementedError:
                pass
        if role in VALUE_ROLES:
            try:
                out["value"] = acc.queryValue().currentValue
            except NotImplementedError:
                pass
        count = acc.get_child_count()
    except Exception:  # noqa: BLE001 (GLib.Error: the accessible is gone)
        return None
    children = []
    if depth < request.get("depth", MAX_DEPTH) and not (request.get("skip_menus", True)
                                                        and role == "menu bar"):
        for i in range(count):
            try:
                child = acc.get_child_at_index(i)
            except Exception:  # noqa: BLE001
                child = None
            if child is not None:
                kept = node(child, path + [i], depth + 1, request)
                if kept is not None:
                    children.append(kept)
    out["children"] = children
    return out


def at(app, path: list[int]):
    acc = app
    for i in path:
        acc = acc.getChildAtIndex(i)
        if acc is None:
            raise LookupError(f"nothing at {path}")
    return acc


def handle(request: dict):
    op = request["op"]
    if op == "events":  # the game's own, numbered from its first
        return [e for e in events if e["pid"] == request["pid"]][request.get("since", 0):]
    app = application(request["app"], request["pid"])
    if op == "tree":
        path = request.get("path", [])
        return node(at(app, path), path, 0, request)
    if op == "text":  # all its text (a read-only text browser shows as a label)
        return at(app, request["path"]).queryText().getText(0, -1)
    if op == "extents":  # where it is on the screen: x, y, width, height
        box = at(app, request["path"]).queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
        return [box.x, box.y, box.width, box.height]
    if op == "action":
        acc = at(app, request["path"])
        action = acc.queryAction()
        names = [action.getName(i) for i in range(action.nActions)]
        if request["action"] not in names:
            raise LookupError(f"{acc.getRoleName()} {acc.name!r} has only the actions {names}")
        return action.doAction(names.index(request["action"]))
    raise ValueError(f"unknown op {op!r}")


def main() -> None:
    pyatspi.Registry.registerEventListener(on_event, *LISTENED)
    pending = b""

    def readable(fd, _condition) -> bool:
        nonlocal pending
        chunk = os.read(fd, 65536)
        if not chunk:
            GLib.idle_add(pyatspi.Registry.stop)
            return False
        pending += chunk
        while b"\n" in pending:
            line, pending = pending.split(b"\n", 1)
            request = json.loads(line)
            try:
                answer = {"id": request.get("id"), "ok": True, "result": handle(request)}
            except Exception as error:  # noqa: BLE001 (said to the test, which fails)
                answer = {"id": request.get("id"), "ok": False,
                          "error": f"{type(error).__name__}: {error}"}
            sys.stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")
            sys.stdout.flush()
        return True

    GLib.io_add_watch(sys.stdin.fileno(), GLib.IO_IN | GLib.IO_HUP, readable)
    print(json.dumps({"ready": True}), flush=True)
    pyatspi.Registry.start()


if __name__ == "__main__":
    main()
