"""Render the app icon SVG to the hicolor PNG sizes, a Windows .ico and a macOS .icns."""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SVG = ICONS / "diloti-qt.svg"
NAME = "diloti-qt"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256),
    (b"ic09", 512), (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256),
    (b"ic14", 512),
)


_APP: list[QGuiApplication] = []


def _ensure_app() -> None:
    if QGuiApplication.instance() is None:
        _APP.append(QGuiApplication(sys.argv[:1]))


def png_path(icons: Path, size: int) -> Path:
    """Where the hicolor theme keeps the icon of `size` pixels."""
    return icons / "hicolor" / f"{size}x{size}" / "apps" / f"{NAME}.png"


def render(svg: Path, size: int) -> QImage:
    """The SVG drawn into a transparent `size`×`size` ARGB32 image."""
    _ensure_app()
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise ValueError(f"cannot read {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing
                           | QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image.convertToFormat(QImage.Format.Format_ARGB32)


def png_bytes(image: QImage) -> bytes:
    """The image encoded as a maximally compressed PNG."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG", 0):
        raise OSError("PNG encoding failed")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A multi-size Windows icon whose entries are PNG-compressed (Windows Vista and later)."""
    sizes = [size for size in ICO_SIZES if size in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, payload = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
        payload += data
    return header + entries + payload


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS icon family whose entries are PNGs."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size]
                    for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def outputs(svg: Path = SVG, icons: Path = ICONS) -> dict[Path, bytes]:
    """Every file this script writes, by path."""
    pngs = {size: png_bytes(render(svg, size)) for size in (*SIZES, 1024)}
    files = {png_path(icons, size): pngs[size] for size in SIZES}
    files[icons / f"{NAME}.ico"] = ico_bytes(pngs)
    files[icons / f"{NAME}.icns"] = icns_bytes(pngs)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--svg", type=Path, default=SVG, help="the icon to render")
    parser.add_argument("--out", type=Path, default=ICONS,
                        help="folder that receives hicolor/, the .ico and the .icns")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if a committed file differs")
    args = parser.parse_args(argv)
    files = outputs(args.svg, args.out)
    if args.check:
        stale = [str(p) for p, data in files.items() if not p.is_file() or p.read_bytes() != data]
        for path in stale:
            print(f"stale: {path}")
        return 1 if stale else 0
    for path, data in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        print(f"{path.relative_to(args.out)}: {len(data)} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
