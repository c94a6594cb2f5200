"""Watching an X display from outside a program: when does its window appear, painted?

The start-up benchmark measures two different programs (ours and GNOME Aisleriot) the same
way, so their ratio is fair: launch, then poll the X server (libX11 through ctypes, no
extra dependency) until a new top-level window of the launched process tree is viewable
(*mapped*) and most of the pixels sampled across it differ from what the screen showed
there before the launch (*painted*). Nothing in the programs measured is asked anything.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os
from dataclasses import dataclass

IS_VIEWABLE = 2
Z_PIXMAP = 2
ALL_PLANES = 0xFFFFFFFF
XA_CARDINAL = 6
SAMPLE_ROWS = 12  # rows sampled across the window; a row is one X request
PAINTED_SHARE = 0.5  # of the sampled pixels that must have changed
MIN_SIDE = 120  # px: smaller top-level windows (menus' helpers, 1x1 leaders) do not count


class XError(RuntimeError):
    """No libX11, or the display could not be opened."""


class _Attributes(ctypes.Structure):
    _fields_ = [
        ("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int),
        ("height", ctypes.c_int), ("border_width", ctypes.c_int), ("depth", ctypes.c_int),
        ("visual", ctypes.c_void_p), ("root", ctypes.c_ulong), ("c_class", ctypes.c_int),
        ("bit_gravity", ctypes.c_int), ("win_gravity", ctypes.c_int),
        ("backing_store", ctypes.c_int), ("backing_planes", ctypes.c_ulong),
        ("backing_pixel", ctypes.c_ulong), ("save_under", ctypes.c_int),
        ("colormap", ctypes.c_ulong), ("map_installed", ctypes.c_int),
        ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
        ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
        ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p),
    ]


class _Image(ctypes.Structure):
    _fields_ = [
        ("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
        ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
        ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int),
        ("bitmap_pad", ctypes.c_int), ("depth", ctypes.c_int),
        ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int),
    ]


_ErrorHandler = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)


@_ErrorHandler
def _ignore_errors(_display, _event) -> int:
    """A window can vanish between two requests (a program's helper windows come and go):
    Xlib's default handler would end this process."""
    return 0


@dataclass(frozen=True)
class Window:
    """A top-level X window: its id and where it is on the screen."""
    wid: int
    x: int
    y: int
    width: int
    height: int


class Screen:
    """One connection to an X display: top-level windows, their owner and their pixels."""

    def __init__(self, display: str) -> None:
        name = ctypes.util.find_library("X11")
        if name is None:
            raise XError("libX11 is not installed")
        x = ctypes.CDLL(name)
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XQueryTree.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
                                 ctypes.POINTER(ctypes.c_ulong),
                                 ctypes.POINTER(ctypes.POINTER(ctypes.c_ulong)),
                                 ctypes.POINTER(ctypes.c_uint)]
        x.XGetWindowAttributes.argtypes = [ctypes.c_void_p, ctypes.c_ulong,
                                           ctypes.POINTER(_Attributes)]
        x.XInternAtom.restype = ctypes.c_ulong
        x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x.XGetWindowProperty.argtypes = [
            ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long, ctypes.c_long,
            ctypes.c_int, ctypes.c_ulong, ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
        x.XGetImage.restype = ctypes.POINTER(_Image)
        x.XGetImage.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_int,
                                ctypes.c_uint, ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        x.XFree.argtypes = [ctypes.c_void_p]
        x.XCloseDisplay.argtypes = [ctypes.c_void_p]
        x.XSetErrorHandler(_ignore_errors)
        self._x = x
        self._display = x.XOpenDisplay(display.encode())
        if not self._display:
            raise XError(f"cannot open the X display {display}")
        self.root = x.XDefaultRootWindow(self._display)
        self._pid_atom = x.XInternAtom(self._display, b"_NET_WM_PID", 0)
        root = self.geometry(self.root)
        self.size = (root.width, root.height) if root else (0, 0)

    def close(self) -> None:
        if self._display:
            self._x.XCloseDisplay(self._display)
            self._display = None

    def top_levels(self) -> list[int]:
        root, parent = ctypes.c_ulong(), ctypes.c_ulong()
        children = ctypes.POINTER(ctypes.c_ulong)()
        count = ctypes.c_uint()
        if not self._x.XQueryTree(self._display, self.root, ctypes.byref(root),
                                  ctypes.byref(parent), ctypes.byref(children),
                                  ctypes.byref(count)):
            return []
        out = [children[i] for i in range(count.value)]
        if children:
            self._x.XFree(children)
        return out

    def geometry(self, wid: int, viewable: bool = False) -> Window | None:
        attrs = _Attributes()
        if not self._x.XGetWindowAttributes(self._display, wid, ctypes.byref(attrs)):
            return None
        if viewable and attrs.map_state != IS_VIEWABLE:
            return None
        return Window(wid, attrs.x, attrs.y, attrs.width, attrs.height)

    def pid(self, wid: int) -> int | None:
        """The process that says it owns `wid` (_NET_WM_PID), if it says."""
        kind, fmt = ctypes.c_ulong(), ctypes.c_int()
        items, after = ctypes.c_ulong(), ctypes.c_ulong()
        data = ctypes.c_void_p()
        if self._x.XGetWindowProperty(self._display, wid, self._pid_atom, 0, 1, 0, XA_CARDINAL,
                                      ctypes.byref(kind), ctypes.byref(fmt),
                                      ctypes.byref(items), ctypes.byref(after),
                                      ctypes.byref(data)) != 0:
            return None
        try:
            if items.value < 1 or fmt.value != 32 or not data.value:
                return None
            return ctypes.cast(data, ctypes.POINTER(ctypes.c_ulong))[0]
        finally:
            if data.value:
                self._x.XFree(data)

    def row(self, x: int, y: int, width: int) -> bytes:
        """The screen's pixels of one row (as the X server holds them), b"" off screen."""
        x, width = max(0, x), min(width, self.size[0] - max(0, x))
        if width <= 0 or not 0 <= y < self.size[1]:
            return b""
        image = self._x.XGetImage(self._display, self.root, x, y, width, 1, ALL_PLANES, Z_PIXMAP)
        if not image:
            return b""
        try:
            img = image.contents
            return ctypes.string_at(img.data, img.bytes_per_line) if img.data else b""
        finally:
            if image.contents.data:
                self._x.XFree(image.contents.data)
            self._x.XFree(image)

    def snapshot(self) -> tuple[bytes, int]:
        """The whole screen's pixels and the bytes per row (what it shows before a launch)."""
        width, height = self.size
        image = self._x.XGetImage(self._display, self.root, 0, 0, width, height, ALL_PLANES,
                                  Z_PIXMAP)
        if not image:
            return b"", 0
        try:
            img = image.contents
            if img.bits_per_pixel != 32:
                raise XError(f"a display of 24 or 32 bits per pixel is needed, not "
                             f"{img.bits_per_pixel}")
            size = img.bytes_per_line * img.height
            return (ctypes.string_at(img.data, size) if img.data else b""), img.bytes_per_line
        finally:
            if image.contents.data:
                self._x.XFree(image.contents.data)
            self._x.XFree(image)


def sample_ys(top: int, height: int) -> list[int]:
    step = max(1, height // (SAMPLE_ROWS + 1))
    return [top + step * (i + 1) for i in range(SAMPLE_ROWS)]


def changed_share(before: bytes, now: bytes, pixel: int = 4) -> float:
    """The share of pixels that differ between two rows of the same place."""
    n = min(len(before), len(now)) // pixel
    if n == 0:
        return 0.0
    diff = sum(1 for i in range(0, n * pixel, pixel) if before[i:i + 3] != now[i:i + 3])
    return diff / n


def process_tree(pid: int) -> set[int]:
    """`pid` and its descendants now (Linux /proc); just `pid` elsewhere."""
    children: dict[int, list[int]] = {}
    try:
        names = os.listdir("/proc")
    except OSError:
        return {pid}
    for name in names:
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat", encoding="ascii", errors="replace") as f:
                parent = int(f.read().rsplit(")", 1)[1].split()[1])
        except (OSError, ValueError, IndexError):
            continue
        children.setdefault(parent, []).append(int(name))
    out, todo = set(), [pid]
    while todo:
        p = todo.pop()
        if p not in out:
            out.add(p)
            todo.extend(children.get(p, ()))
    return out


def rss_kib(pids: set[int]) -> int:
    """The resident memory of these processes together, in KiB (0 where unreadable)."""
    total = 0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/status", encoding="ascii", errors="replace") as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        total += int(line.split()[1])
                        break
        except (OSError, ValueError):
            continue
    return total


class Watch:
    """Follows the new windows of one launched process tree on `screen`: made before the
    launch, it knows what the screen showed and which windows were already there."""

    def __init__(self, screen: Screen) -> None:
        self.screen = screen
        self.before, self._line = screen.snapshot()
        self.old = set(screen.top_levels())
        self.pid = -1
        self._tree: set[int] = set()
        self._foreign: set[int] = set()

    def follow(self, pid: int) -> None:
        self.pid = pid
        self._tree = {pid}

    def window(self, anyone: bool = False) -> Window | None:
        """A new, viewable, large top-level window of the process tree (`anyone`: of any
        process), if there is one."""
        for wid in self.screen.top_levels():
            if wid in self.old or wid in self._foreign:
                continue
            geometry = self.screen.geometry(wid, viewable=True)
            if geometry is None or min(geometry.width, geometry.height) < MIN_SIDE:
                continue
            owner = None if anyone else self.screen.pid(wid)
            if owner is not None and owner not in self._tree:
                self._tree = process_tree(self.pid)
                if owner not in self._tree:
                    self._foreign.add(wid)
                    continue
            return geometry
        return None

    def painted(self, window: Window) -> bool:
        """Whether most of the sampled pixels of `window` differ from the screen before."""
        shares = []
        left = max(0, window.x)
        for y in sample_ys(window.y, window.height):
            now = self.screen.row(window.x, y, window.width)
            if not now:
                continue
            start = y * self._line + left * 4
            shares.append(changed_share(self.before[start:start + len(now)], now))
        return bool(shares) and sum(shares) / len(shares) >= PAINTED_SHARE
