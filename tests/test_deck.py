"""The generated SVG deck: committed files are up to date and every card renders under Qt."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
RESOURCES = ROOT / "resources"
GENERATOR = ROOT / "tools" / "make_deck.py"

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
CARD_NAMES = sorted(f"{rank}{suit}.svg" for rank in RANKS for suit in SUITS)
DECKS = {
    "cards": {"S": "black", "H": "red", "D": "red", "C": "black"},
    "cards4": {"S": "black", "H": "red", "D": "blue", "C": "green"},
}
BACKS = ["back.svg", "back-laurel.svg"]
ICONS = ["icons/diloti-qt.svg", "icons/hint.svg"]
ALL_SVGS = [f"{deck}/{name}" for deck in DECKS for name in [*CARD_NAMES, *BACKS]] + ICONS
SIZES = [(63, 88), (250, 350)]

Pixel = tuple[int, int, int, int]


def run_generator(out: Path) -> None:
    subprocess.run([sys.executable, str(GENERATOR), "--out", str(out)], check=True,
                   capture_output=True, text=True, timeout=120)


def tree(base: Path) -> dict[str, bytes]:
    return {p.relative_to(base).as_posix(): p.read_bytes() for p in base.rglob("*") if p.is_file()}


@pytest.fixture(scope="module")
def generated(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("deck")
    run_generator(out)
    return out


def test_generator_writes_the_expected_files(generated: Path) -> None:
    expected = {f"{deck}/{name}" for deck in DECKS for name in [*CARD_NAMES, *BACKS]}
    assert set(tree(generated)) == expected | set(ICONS)


def test_committed_deck_matches_generator(generated: Path) -> None:
    fresh = tree(generated)
    for deck in DECKS:
        committed = {p.name for p in (RESOURCES / deck).iterdir()}
        assert committed == {Path(rel).name for rel in fresh if rel.startswith(deck + "/")}
    stale = [rel for rel, data in fresh.items() if (RESOURCES / rel).read_bytes() != data]
    assert not stale, f"run `python tools/make_deck.py`: stale files {stale}"


def test_generator_is_idempotent(generated: Path) -> None:
    before = tree(generated)
    run_generator(generated)
    assert tree(generated) == before


@pytest.mark.parametrize("relative", ALL_SVGS)
def test_svg_stays_in_the_tiny_subset(relative: str) -> None:
    text = (RESOURCES / relative).read_text(encoding="utf-8")
    assert len(text.encode("utf-8")) < 20_000
    for construct in ("<text", "<style", "<filter", "<mask", "<image", "<pattern", "font-"):
        assert construct not in text, f"{relative} uses {construct}"
    if relative not in ICONS:
        assert 'viewBox="0 0 250 350"' in text


def render(path: Path, width: int, height: int) -> QImage:
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), path
    image = QImage(width, height, QImage.Format.Format_RGBA8888)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def pixels(image: QImage, x0: int, y0: int, x1: int, y1: int) -> Iterator[Pixel]:
    data = bytes(image.constBits())
    stride = image.bytesPerLine()
    for y in range(y0, y1):
        row = data[y * stride + 4 * x0: y * stride + 4 * x1]
        yield from zip(row[0::4], row[1::4], row[2::4], row[3::4], strict=True)


def ink(pixel: Pixel) -> str | None:
    r, g, b, a = pixel
    if a < 250:
        return None
    if r > 140 and g < 90 and b < 100:
        return "red"
    if b > 130 and r < 80 and b - g > 50:
        return "blue"
    if g > 90 and r < 80 and b < 100:
        return "green"
    if max(r, g, b) < 80 and max(r, g, b) - min(r, g, b) < 30:
        return "black"
    return None


def corner_inks(image: QImage, bottom_right: bool) -> dict[str, int]:
    w, h = image.width(), image.height()
    cw, ch = w // 5, int(h * 0.3)
    box = (w - cw, h - ch, w, h) if bottom_right else (0, 0, cw, ch)
    counts: dict[str, int] = {}
    for pixel in pixels(image, *box):
        kind = ink(pixel)
        if kind:
            counts[kind] = counts.get(kind, 0) + 1
    return counts


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("relative", ALL_SVGS)
def test_svg_renders(qapp, relative: str, size: tuple[int, int]) -> None:
    width, height = size if relative not in ICONS else (size[0], size[0])
    image = render(RESOURCES / relative, width, height)
    opaque = [p for p in pixels(image, 0, 0, width, height) if p[3] == 255]
    assert any(min(p[:3]) > 220 for p in opaque), "no light pixels"
    assert any(0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2] < 110 for p in opaque), "no dark pixels"
    deck, name = relative.split("/")
    if deck not in DECKS or name in BACKS:
        return
    expected = DECKS[deck][name[-5]]
    for bottom_right in (False, True):
        counts = corner_inks(image, bottom_right)
        assert counts.get(expected, 0) >= 4, f"{relative}: corner ink {counts}, want {expected}"
        assert set(counts) == {expected}, f"{relative}: stray corner ink {counts}"
